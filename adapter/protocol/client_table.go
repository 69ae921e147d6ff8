package protocol

import (
	"context"

	"github.com/bacctk/bacctk/adapter"
)

var _ adapter.TableEngine = (*Client)(nil)

// Table runs a table request in the engine (the table capability; see
// adapter.TableEngine). An engine that does not claim the capability is not
// asked: the answer is "unsupported".
func (c *Client) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	defer c.endCall()
	if err := c.ensure(ctx); err != nil {
		return adapter.TableResult{}, err
	}
	if !c.hello.Can(adapter.CapTable) {
		return adapter.TableResult{}, adapter.Unsupported("the engine %s does not claim the table capability", c.name())
	}
	// By hand, byte for byte what encoding/json writes
	// (TestAppendTableResultMatchesEncodingJSON), once for a sampled
	// second asking too.
	raw := appendTableRequest(nil, &req)
	params := func(b []byte) []byte { return append(b, raw...) }
	once := func() (adapter.TableResult, *adapter.Error, *pending, error) {
		var res adapter.TableResult
		a, pd, err := c.call(ctx, MethodTable, c.opts.Timeout, params)
		if err != nil || a.err != nil {
			return res, a.err, pd, err
		}
		return res, nil, pd, c.decode(pd, a, &res)
	}
	res, engErr, pd, err := once()
	if err != nil {
		return adapter.TableResult{}, err
	}
	if c.sampled() {
		res2, engErr2, _, err := once()
		if err != nil {
			return adapter.TableResult{}, err
		}
		if e := c.compare(pd, outcome{&res, engErr}, outcome{&res2, engErr2}); e != nil {
			return adapter.TableResult{}, e
		}
	}
	if engErr != nil {
		return adapter.TableResult{}, engErr
	}
	return res, nil
}
