package protocol

import (
	"context"

	"github.com/bacctk/bacctk/adapter"
)

// This file is how one call keeps several requests in flight
// (Options.Pipeline): the protocol answers in the order of the requests,
// so the kit may write the next request while the engine works on the
// last, and the engine may read the next while the kit reads the last
// answer.

// request is one request of a pipelined call: its params, and what its
// pending entry should note of it (how many coups a coups answer holds,
// the replies the caller expects: expect.go).
type request struct {
	params func(b []byte) []byte
	coups  int
	expect func() []adapter.CoupReply
}

// pipelined sends n requests of method, at most Options.Pipeline in
// flight, and hands each answer to take, in order.
//
// The caller writes and reads in turn, and never writes more unanswered
// request bytes than the engine's stdin pipe holds (proc.inCap): so a write
// never blocks on an engine that is itself blocked writing an answer the
// kit has not read yet. A request bigger than that is written alone.
func (c *Client) pipelined(ctx context.Context, method string, n int, req func(i int) request, take func(i int, pd *pending, a answer) error) error {
	pds := make([]*pending, 0, min(n, c.opts.Pipeline))
	sizes := make([]int, 0, cap(pds))
	inflight := 0
	var held []byte // the next request, framed and not yet written
	var heldPd *pending
	for sent, got := 0, 0; got < n; got++ {
		for sent < n && sent-got < c.opts.Pipeline {
			if held == nil {
				if err := ctx.Err(); err != nil {
					return err
				}
				r := req(sent)
				c.nextID++
				held, heldPd = c.frame(c.buf[:0], c.nextID, method, r.params)
				heldPd.coups, heldPd.expect = r.coups, r.expect
			}
			if sent > got && inflight+len(held) > c.p.inCap {
				break
			}
			if err := c.p.write(held, c.opts.Timeout); err != nil {
				return c.writeFailed(heldPd, err, len(held), c.opts.Timeout)
			}
			c.buf = held
			c.pending = append(c.pending, heldPd)
			pds, sizes = append(pds, heldPd), append(sizes, len(held))
			inflight += len(held)
			held, heldPd = nil, nil
			sent++
		}
		pd := pds[0]
		a, err := c.recv(ctx, pd, c.opts.Timeout)
		if err != nil {
			return err
		}
		inflight -= sizes[0]
		pds, sizes = pds[1:], sizes[1:]
		if err := take(got, pd, a); err != nil {
			return err
		}
	}
	return nil
}
