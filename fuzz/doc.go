// Package fuzz checks baccarat engines on generated shoes: rapid property
// tests of the rules, a differential check of any engine against the
// reference, a model-based test of the table lifecycle, and Go fuzz targets
// for the kit's decoders.
//
// Everything here talks to an engine through [adapter.Engine], so the same
// checks run on the reference in process, on an engine in another process
// through the protocol client, and on the independent engine with planted
// defects.
//
// A map of the files:
//
//	source.go        where generators take their choices from: rapid, or a seeded PRNG
//	shoes.go         generated shoes: full, partial, steered to rare pay rows
//	wagers.go        generated wager sets and table settings
//	malformed.go     malformed inputs: foreign tokens, extra copies, truncation, cut card
//	clauses.go       the clause each property checks, per rules document
//	properties.go    the rules as properties of one engine's answers
//	shoeprops.go     properties of whole-shoe answers (cutting card, void rounds)
//	differential.go  one engine against the reference, field by field
//	minimize.go      shrinking a failing request to a minimal one
//	cases.go         the replayable form of a failure
//	check.go         Check: the runner `bacctk certify` calls
//	coverage.go      which pay-table rows a batch of shoes reaches
//
// Seeds: rapid tests take -rapid.seed; Check takes Config.Seed and prints
// the seed of every failing shoe, which [Replay] plays again. See
// docs/fuzzing.md.
package fuzz
