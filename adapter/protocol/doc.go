// Package protocol is the engine protocol, version 1: JSON Lines over an
// engine process's stdin and stdout (docs/protocol.md is the specification
// written for vendors; ARCHITECTURE.md "The standard adapter" is the design).
//
// The kit writes one request per line, {"id": n, "method": m, "params": {...}},
// and the engine answers each with one line echoing the id, in order:
// {"id": n, "result": {...}} or {"id": n, "error": {"code": c, "message": s}}.
// The first request is hello (a protocol version check), the last is bye or
// the end of input. Methods: hello, coup, coups (a batch of coups), shoe,
// table, bye.
//
// Three things live here:
//
//   - the wire messages (Request, Response, HelloParams, CoupsParams, ...) and
//     their JSON Schemas (draft 2020-12), embedded as Schemas;
//   - Serve, which answers the protocol with any adapter.Engine (`bacctk
//     engine` serves the reference with it);
//   - Client, started with Start, which runs an engine command without a
//     shell and implements adapter.Engine over the protocol, turning every way
//     an engine can misbehave (crash, hang, garbage, wrong id, wrong version,
//     schema violation, non-determinism, an oversized line) into an
//     *EngineError that the certification runner reports as "errored".
package protocol
