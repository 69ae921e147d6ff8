// Package fuzz checks baccarat engines on generated shoes: the rules as
// properties, a differential check of any engine against the reference, a
// model-based test of the table lifecycle, and Go fuzz targets for the
// kit's decoders. Its generators take their choices from a Source: a
// seeded PRNG here, rapid in package rapidfuzz (kept apart so that the
// bacctk binary does not link rapid, a test-time dependency).
//
// Everything here talks to an engine through [adapter.Engine], so the same
// checks run on the reference in process, on an engine in another process
// through the protocol client, and on the independent engine with planted
// defects.
//
// A map of the files:
//
//	source.go        where generators take their choices from: a seeded PRNG (rapid: package rapidfuzz)
//	shoes.go         generated shoes: full and partial
//	steer.go         shoes steered to the rare rows of a game's pay tables
//	wagers.go        generated wager sets and table settings
//	malformed.go     malformed coups and shoes: foreign tokens, extra copies, truncation, cutting card
//	clauses.go       the clause each property checks, per rules document (the numbering: clauses/blame.go)
//	properties.go    the rules as properties of one round's answer
//	shoeprops.go     properties of whole-shoe answers (cutting card, void rounds)
//	differential.go  one engine's answer against the reference's, attributed to a clause
//	stages.go        a round judged stage by stage on the engine's own answer (deal, totals, draws, winner, settlements)
//	blame.go         Blame*: the kinds of divergence and where an answer first leaves the rules, for certify
//	table_blame.go   a table sequence's first differing step, blamed on its rule
//	table_earlier.go an earlier step the engine answered right but misread, blamed for the later steps it explains
//	table_resync.go  after a hand's cards went to another Player, the reference re-synced to the engine's receiver (BlameTableAll)
//	table_steer.go   steering generated table sequences, and the blame helpers of interruptions and limits
//	table_equal.go   table answers compared, free-text details aside
//	table_pattern.go the pattern of a table divergence: the member that differs, both sides, no amounts
//	table_unsupported.go  an "unsupported" table answer: the event the engine lacks
//	exhaustive_clauses.go  the clauses the exhaustive walk's classes are blamed on
//	seed.go          seeds in JSON: numbers or strings
//	oracle.go        the differential's fast path: an answer against the reference's own deal and settlement
//	table.go         the table lifecycle, model-based, against reference.Table
//	table_machine.go TableMachine: the lifecycle as a state machine, for rapidfuzz.TableProperty
//	minimize.go      shrinking a failing request to a minimal one
//	cases.go         the replayable form of a failure; Replay
//	vector.go        a case as a golden vector file
//	check.go         Check: the runner `bacctk certify` calls; ReplayShoe
//	jobs.go          CheckOn: a game's shoes shared among several engines, added up in shoe order
//	checkshoe.go     CheckShoe: Check's checks on one shoe, for rapidfuzz.Property
//	coverage.go      which pay-table rows a batch of shoes reaches
//
// Seeds: rapid tests take -rapid.seed; Check takes Config.Seed and reports
// the seed of every failing shoe, which ReplayShoe plays again. See
// docs/fuzzing.md.
package fuzz
