package protocol

import "testing"

// BenchmarkAppendShoe is the engine side's writing of a shoe answer, most
// of the bytes `bacctk engine` writes: the answer of BenchmarkReadHotShoe
// (a whole shoe of 6 Star with every wager on every round), written again.
//
//	go test ./adapter/protocol -run '^$' -bench AppendShoe
func BenchmarkAppendShoe(b *testing.B) {
	h, ok := readHot(shoeAnswerLine(b), MethodShoe, 2, 0)
	if !ok {
		b.Fatal("readHot gave up on a good shoe answer")
	}
	buf := appendShoeResult(nil, h.shoe)
	b.ReportAllocs()
	b.SetBytes(int64(len(buf)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = appendShoeResult(buf[:0], h.shoe)
	}
}
