// Package steps is the kit's shared Gherkin vocabulary: the godog step
// definitions that every feature file of features/<document-id>/ is written
// in, and that `bacctk certify` runs against any engine.
//
// The steps talk only to an [adapter.Engine] (and, for the table lifecycle,
// to the engine's table capability); they never reach into the reference. A
// scenario's state lives in a value created for that scenario alone and
// carried in its context, so scenarios can run in any order or concurrently.
//
// A scenario is not applicable, and is reported as skipped (godog.ErrSkip),
// never as passed, when the engine does not claim the scenario's game, lacks
// the capability a step needs (no "shoe" or "table" in its hello), or answers
// a request with the "unsupported" error code.
//
// The vocabulary is data: [Vocabulary] lists every step with its pattern, a
// one-line description and an example, and docs/steps.md documents the same
// list for feature authors and laboratories.
package steps
