package protocol

import (
	"encoding/json"

	"github.com/bacctk/bacctk/adapter"
)

// Version is the protocol version this package speaks: the "protocol" of
// hello in both directions.
const Version = adapter.ProtocolVersion

// The methods of protocol v1 (docs/protocol.md "Methods").
const (
	// MethodHello opens the session: params HelloParams, result adapter.Hello.
	MethodHello = "hello"
	// MethodCoup deals and settles one round: params adapter.CoupRequest,
	// result adapter.CoupResult.
	MethodCoup = "coup"
	// MethodCoups deals and settles independent rounds in one request:
	// params CoupsParams, result CoupsResult.
	MethodCoups = "coups"
	// MethodShoe plays a shoe: params adapter.ShoeRequest, result
	// adapter.ShoeResult.
	MethodShoe = "shoe"
	// MethodTable runs one round of the table lifecycle (the optional
	// "table" capability).
	MethodTable = "table"
	// MethodBye ends the session: params {}, result {}; the engine then
	// exits with status 0.
	MethodBye = "bye"
)

// Request is one line the kit writes to the engine's stdin.
type Request struct {
	// ID is chosen by the kit, increasing from 1; the engine echoes it.
	ID     int64           `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

// Response is one line the engine writes to its stdout: exactly one of
// Result and Error. ID is null only in the answer to a line that could not
// be read as a request (it has no id to echo).
type Response struct {
	ID     *int64          `json:"id"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  *adapter.Error  `json:"error,omitempty"`
}

// HelloParams are the params of hello: the protocol version the kit speaks
// and the kit's name and version ("bacctk 0.1.0"), for the engine's logs.
type HelloParams struct {
	Protocol int    `json:"protocol"`
	Kit      string `json:"kit"`
}

// CoupsParams are the params of coups: independent coup requests.
type CoupsParams struct {
	Requests []adapter.CoupRequest `json:"requests"`
}

// CoupsResult is the result of coups: one reply per request, in order.
type CoupsResult struct {
	Replies []Reply `json:"replies"`
}

// Reply answers one request of a coups batch: exactly one of Result and
// Error. An error here concerns that coup only (an "invalid" card token, an
// "unsupported" game); the rest of the batch is answered normally.
type Reply struct {
	Result *adapter.CoupResult `json:"result,omitempty"`
	Error  *adapter.Error      `json:"error,omitempty"`
}

// Empty is the params of bye and the result of bye.
type Empty struct{}

// ErrorCodes are the error codes of protocol v1, in the order of
// docs/protocol.md "Errors".
var ErrorCodes = []string{adapter.CodeUnsupported, adapter.CodeInvalid, adapter.CodeInternal}

func knownCode(code string) bool {
	for _, c := range ErrorCodes {
		if c == code {
			return true
		}
	}
	return false
}
