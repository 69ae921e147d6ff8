package protocol

import (
	"errors"
	"fmt"
	"strings"
)

// The kinds of EngineError: every way the kit has seen an engine break the
// protocol (docs/protocol.md "What the kit reports as errored").
const (
	// KindStart: the engine command could not be started (not found, not
	// executable, bad working directory).
	KindStart = "start"
	// KindCrash: the engine exited, or closed its stdout, before answering.
	// Detail holds the exit status.
	KindCrash = "crash"
	// KindHang: the engine did not answer (or did not read its input)
	// within Options.Timeout. The engine is killed.
	KindHang = "hang"
	// KindMalformed: a line that is not a JSON response object, or a result
	// that does not decode into the method's result type.
	KindMalformed = "malformed"
	// KindTooLong: a response line longer than Options.MaxLine.
	KindTooLong = "too-long"
	// KindWrongID: a response whose id is not that of the oldest
	// unanswered request.
	KindWrongID = "wrong-id"
	// KindVersion: the engine does not speak protocol Version: its hello
	// says another version, or it refused the kit's hello as unsupported.
	KindVersion = "version"
	// KindSchema: a message that breaks the protocol's JSON Schema
	// (checked when Options.Validate is on).
	KindSchema = "schema"
	// KindNondeterministic: the same request, asked twice, got different
	// answers (checked when Options.RecheckEvery is set).
	KindNondeterministic = "nondeterministic"
	// KindUnknownMethod: the engine's answer to a method it cannot know was
	// not an "unsupported" error (checked when Options.ProbeUnknownMethod is
	// on).
	KindUnknownMethod = "unknown-method"
	// KindProtocol: any other break of the protocol: both or neither of
	// result and error, an error code outside unsupported / invalid /
	// internal, a coups result with the wrong number of replies, an error
	// to hello or bye.
	KindProtocol = "protocol"
	// KindUnavailable: the engine stopped earlier (see Detail) and
	// Options.Restart is off or its restarts are used up.
	KindUnavailable = "unavailable"
	// KindIdentity: the engine, restarted, answered hello otherwise than
	// at the start (another name, version, capability set, game list,
	// offer or reading). It is stopped, and every later request fails with
	// this kind, without asking it: its answers are another engine's.
	KindIdentity = "identity"
)

// EngineError is an engine breaking the protocol. The certification runner
// reports it as an "errored" verdict, with the request, the offending
// response and the engine's stderr as context. It is distinct from
// *adapter.Error, which is an engine's well-formed answer that it cannot or
// will not do something.
type EngineError struct {
	// Kind is one of the Kind constants.
	Kind string
	// Method and ID are those of the request concerned (ID 0 when none).
	Method string
	ID     int64
	// Request is the request line sent (truncated to Options.MaxContext
	// bytes), or "" when the failure concerns no request.
	Request string
	// Response is the offending response line (truncated), when there is
	// one. For KindNondeterministic it is the second answer.
	Response string
	// Previous is the first answer, for KindNondeterministic.
	Previous string
	// Detail says what was wrong and what was expected.
	Detail string
	// Stderr is the tail of the engine's stderr at the time of the failure.
	Stderr string
	// Err is the underlying error, if any (exit status, read error).
	Err error
}

func (e *EngineError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "engine %s", e.Kind)
	switch {
	case e.Method != "" && e.ID != 0:
		fmt.Fprintf(&b, " on request %d (%s)", e.ID, e.Method)
	case e.Method != "":
		fmt.Fprintf(&b, " on a %s request", e.Method)
	}
	fmt.Fprintf(&b, ": %s", e.Detail)
	if e.Request != "" {
		fmt.Fprintf(&b, "\n  request:  %s", e.Request)
	}
	if e.Previous != "" {
		fmt.Fprintf(&b, "\n  first answer:  %s", e.Previous)
	}
	if e.Response != "" {
		label := "response:"
		if e.Kind == KindNondeterministic {
			label = "second answer:"
		}
		fmt.Fprintf(&b, "\n  %s %s", label, e.Response)
	}
	if e.Stderr != "" {
		fmt.Fprintf(&b, "\n  stderr (tail):\n    %s", strings.ReplaceAll(strings.TrimRight(e.Stderr, "\n"), "\n", "\n    "))
	}
	return b.String()
}

func (e *EngineError) Unwrap() error { return e.Err }

// AsEngineError returns the *EngineError in err's chain, or nil.
func AsEngineError(err error) *EngineError {
	var e *EngineError
	if errors.As(err, &e) {
		return e
	}
	return nil
}

// ErrClosed is returned by calls on a Client after Close.
var ErrClosed = errors.New("protocol: client closed")
