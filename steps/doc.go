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
// the capability a step needs (no "shoe" or "table" in its hello), declares
// stake limits (minStake, maxStake in its hello's offered) that a stake of
// the request is outside (the request is not sent), or answers a request
// with the "unsupported" error code.
//
// The vocabulary is data: [Vocabulary] lists every step with its pattern, a
// one-line description and an example, and docs/steps.md documents the same
// list for feature authors and laboratories.
//
// A map of the files, by concern:
//
//	suite.go        the suite: its steps registered with godog, the scenario results and their verdicts
//	state.go        one scenario's state, carried in its context
//	coup_steps.go   the steps of a coup and of a shoe run: cards, wagers, dealing, the checks on the answer
//	table_steps.go  the table lifecycle's event language and its checks
//	vocabulary.go   the vocabulary as data: every step's pattern, description and example
//	runner.go       the thin pickle runner: the pass path without godog's machinery
//	lines.go        each scenario's line (an Examples row's for an outline), from the feature files
//	tags.go         the tag grammar of --tags: checked and evaluated one way for the runner, certify's counts and --list
package steps
