package report

import "time"

// Interpretation is one reading the kit takes of a point the rules
// documents leave open (docs/interpretations.md),
// as the report lists it: every certification is made under these readings.
type Interpretation struct {
	// ID is the reading's number: 1 to 12 are the contract's, 13 on the
	// kit's own. Tags @interpretation:N and report rows
	// "interpretation:N" use it.
	ID int `json:"id"`
	// Clauses names the clauses it reads, as docs/interpretations.md does.
	Clauses string `json:"clauses"`
	// Reading is the reading, as docs/interpretations.md states it, or the
	// alternative the run was made under.
	Reading string `json:"reading"`
	// Under names the reading the run checked, for an interpretation with
	// more than one (docs/interpretations.md "Readings"): the kit's
	// ("rank") or the one --reading chose ("point-value").
	Under string `json:"under,omitempty"`
}

// EngineFailure is one engine call that failed as a whole: the engine
// crashed, hung, wrote something that is not the protocol, or the run gave
// up on it. It is the context behind "errored" verdicts.
type EngineFailure struct {
	At     time.Time `json:"at"`
	Method string    `json:"method"`
	// Kind is the protocol client's classification (crash, hang,
	// malformed, ...; docs/protocol.md), or "failed" for an engine in
	// process, or "given-up" once the run stopped asking.
	Kind    string `json:"kind"`
	Message string `json:"message"`
	// Request and Response are the lines concerned (truncated), Stderr the
	// tail of the engine's stderr, when the engine is a process.
	Request  string `json:"request,omitempty"`
	Response string `json:"response,omitempty"`
	Stderr   string `json:"stderr,omitempty"`
}
