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
	if err := c.ready(ctx, adapter.CapTable); err != nil {
		return adapter.TableResult{}, err
	}
	// By hand, byte for byte what encoding/json writes
	// (TestAppendTableResultMatchesEncodingJSON), once for a sampled
	// second asking too.
	raw := appendTableRequest(nil, &req)
	return ask[adapter.TableResult](ctx, c, MethodTable, func(b []byte) []byte { return append(b, raw...) })
}
