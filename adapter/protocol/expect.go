package protocol

import (
	"bytes"

	"github.com/bacctk/bacctk/adapter"
)

// This file is the kit's shortcut for answers it can predict
// (Client.CoupsExpecting): the exhaustive walk knows the reference's
// answer to every coup it sends, and an engine that agrees answers most of
// them. Reading and checking an answer costs the kit about what settling
// the coup costs the engine; writing the expected answer and comparing
// bytes costs a fraction of it. The comparison only ever says "the same":
// a line that differs in any byte (another engine's spacing or member
// order, a disagreement) is read and judged exactly as without it.

// expectChunk returns the expected replies of reqs[lo:hi] of a call of n
// coups, from want; nil when the caller expects nothing.
func expectChunk(want func() []adapter.CoupReply, n, lo, hi int) func() []adapter.CoupReply {
	if want == nil {
		return nil
	}
	return func() []adapter.CoupReply {
		w := want()
		if len(w) != n {
			return nil
		}
		return w[lo:hi]
	}
}

// asExpected returns the answer to pd when line is, byte for byte, the
// answer `bacctk engine` writes of the replies pd expects (server.go:
// appendResultLine, appendReplies), which is a strict, well-formed answer
// meaning exactly those replies.
func (c *Client) asExpected(pd *pending, line []byte) (answer, bool) {
	if pd.expect == nil || pd.abandoned {
		return answer{}, false
	}
	want := pd.expect()
	if want == nil {
		return answer{}, false
	}
	c.expected = appendResultLine(c.expected[:0], pd.id, func(b []byte) []byte { return appendReplies(b, want) })
	if !bytes.Equal(line, c.expected) {
		return answer{}, false
	}
	return answer{line: line, expected: want}, true
}
