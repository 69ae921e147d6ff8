package protocol

import (
	"context"

	"github.com/bacctk/bacctk/adapter"
)

// ready starts the engine if need be and refuses, as unsupported, a
// request of a capability the engine does not claim: it is not asked.
func (c *Client) ready(ctx context.Context, capability string) error {
	if err := c.ensure(ctx); err != nil {
		return err
	}
	if !c.hello.Can(capability) {
		return adapter.Unsupported("the engine %s does not claim the %s capability", c.name(), capability)
	}
	return nil
}

// ask sends one request of method (coup, shoe, table) to an engine that
// claims capability and decodes its result as an R; a sampled call asks a
// second time and reports an engine whose two answers differ. An engine's
// error answer is the error.
func ask[R any](ctx context.Context, c *Client, capability, method string, params func([]byte) []byte) (R, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	defer c.endCall()
	var zero R
	if err := c.ready(ctx, capability); err != nil {
		return zero, err
	}
	res, engErr, pd, err := askOnce[R](ctx, c, method, params)
	if err != nil {
		return zero, err
	}
	if c.sampled() {
		res2, engErr2, _, err := askOnce[R](ctx, c, method, params)
		if err != nil {
			return zero, err
		}
		if e := c.compare(pd, outcome{&res, engErr}, outcome{&res2, engErr2}); e != nil {
			return zero, e
		}
	}
	if engErr != nil {
		return zero, engErr
	}
	return res, nil
}

func askOnce[R any](ctx context.Context, c *Client, method string, params func([]byte) []byte) (R, *adapter.Error, *pending, error) {
	var res R
	a, pd, err := c.call(ctx, method, c.opts.Timeout, params)
	if err != nil || a.err != nil {
		return res, a.err, pd, err
	}
	return res, nil, pd, c.decode(pd, a, &res)
}
