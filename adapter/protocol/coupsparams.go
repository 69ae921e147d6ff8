package protocol

import (
	"slices"

	"github.com/bacctk/bacctk/adapter"
)

// appendCoupsParams appends the params of a coups request, each coup as
// appendCoupRequest writes it. A batch is mostly coups of one game, shoe,
// table and wagers (the exhaustive walk's are all alike but for their
// cards), so a coup framed like the one before it copies that one's bytes
// around its cards instead of writing them again: the kit's writing of a
// coup is then mostly its cards.
func appendCoupsParams(b []byte, reqs []adapter.CoupRequest) []byte {
	b = append(b, `{"requests":[`...)
	// The previous coup's bytes before its cards and after them.
	var headAt, headEnd, tailAt, tailEnd int
	for i := range reqs {
		if i > 0 {
			b = append(b, ',')
		}
		q := &reqs[i]
		if i == 0 || !sameFrame(&reqs[i-1], q) {
			// appendCoupRequest, noting the seams.
			headAt = len(b)
			b = appendCoupHead(b, q)
			headEnd = len(b)
			b = appendStrings(b, q.Cards)
			tailAt = len(b)
			b = appendWagersTable(b, q.Wagers, q.Table)
			b = append(b, '}')
			tailEnd = len(b)
			continue
		}
		// append copies from b's old array if it grows: the copy is safe.
		b = append(b, b[headAt:headEnd]...)
		b = appendStrings(b, q.Cards)
		b = append(b, b[tailAt:tailEnd]...)
	}
	return append(b, "]}"...)
}

// sameFrame reports whether q is written as p is but for its cards.
func sameFrame(p, q *adapter.CoupRequest) bool {
	return p.Game == q.Game && p.Decks == q.Decks && p.Table == q.Table && slices.Equal(p.Wagers, q.Wagers)
}
