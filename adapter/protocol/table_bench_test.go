package protocol

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
)

// The table path's own speed: the hand-written table readers and writers
// are what keeps a table request from costing what encoding/json's
// reflection cost, and a change to them is measured here.
//
//	go test ./adapter/protocol -run '^$' -bench 'ReadHotTable|AppendTable'
//
// One op is every table of tableBenchSet, read or written once.

// tableBenchSet is the reference's answers to 64 generated table requests
// (the requests, the results, and the answer lines as Serve writes them).
func tableBenchSet(b *testing.B) ([]adapter.TableRequest, []adapter.TableResult, [][]byte) {
	ref := refengine.New()
	var reqs []adapter.TableRequest
	var results []adapter.TableResult
	var lines [][]byte
	for _, q := range genTables(5, 64) {
		res, err := ref.Table(context.Background(), q)
		if err != nil {
			continue
		}
		reqs = append(reqs, q)
		results = append(results, res)
		lines = append(lines, appendResultLine(nil, 2, func(b []byte) []byte { return appendTableResult(b, &res) }))
	}
	if len(lines) < 32 {
		b.Fatalf("only %d of 64 tables answered", len(lines))
	}
	return reqs, results, lines
}

// BenchmarkReadHotTable is the kit's reading of table answers (readHot)
// and the engine side's reading of table requests (fastDecode).
func BenchmarkReadHotTable(b *testing.B) {
	reqs, _, lines := tableBenchSet(b)
	b.Run("answer", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(totalLen(lines))
		for i := 0; i < b.N; i++ {
			for _, line := range lines {
				if _, ok := readHot(line, MethodTable, 2, 0); !ok {
					b.Fatalf("readHot gave up on a good table answer: %s", line)
				}
			}
		}
	})
	b.Run("request", func(b *testing.B) {
		var raw [][]byte
		for i := range reqs {
			raw = append(raw, appendTableRequest(nil, &reqs[i]))
		}
		b.ReportAllocs()
		b.SetBytes(totalLen(raw))
		for i := 0; i < b.N; i++ {
			for _, r := range raw {
				if !fastDecode(r, &adapter.TableRequest{}) {
					b.Fatalf("fastDecode gave up on a table request the kit writes: %s", r)
				}
			}
		}
	})
}

// BenchmarkAppendTable is the writing of table answers (the engine side)
// and table requests (the kit).
func BenchmarkAppendTable(b *testing.B) {
	reqs, results, _ := tableBenchSet(b)
	var buf []byte
	b.Run("answer", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			for j := range results {
				buf = appendTableResult(buf[:0], &results[j])
			}
		}
	})
	b.Run("request", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			for j := range reqs {
				buf = appendTableRequest(buf[:0], &reqs[j])
			}
		}
	})
}

func totalLen(lines [][]byte) int64 {
	var n int64
	for _, l := range lines {
		n += int64(len(l))
	}
	return n
}
