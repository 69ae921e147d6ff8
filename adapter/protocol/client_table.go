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
	// By hand, byte for byte what encoding/json writes
	// (TestAppendTableResultMatchesEncodingJSON), once for a sampled
	// second asking too.
	raw := appendTableRequest(nil, &req)
	return ask[adapter.TableResult](ctx, c, adapter.CapTable, MethodTable, func(b []byte) []byte { return append(b, raw...) })
}
