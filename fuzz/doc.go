// Package fuzz checks baccarat engines on generated shoes: the rules as
// properties and a differential check of any engine against the reference
// (judged by package judge), a model-based test of the table lifecycle,
// and Go fuzz targets for the kit's decoders. Its generators take their
// choices from a Source: a seeded PRNG here, rapid in package rapidfuzz
// (kept apart so that the bacctk binary does not link rapid, a test-time
// dependency).
//
// Everything here talks to an engine through [adapter.Engine], so the same
// checks run on the reference in process, on an engine in another process
// through the protocol client, and on the independent engine with planted
// defects.
//
// Deciding whether an answer follows the rules, and where it first leaves
// them, is package judge's: the properties, the differential, the
// stage-by-stage judging and the blame. fuzz generates, runs, shrinks and
// keeps what judge found.
//
// A map of the files:
//
//	source.go        where generators take their choices from: a seeded PRNG (rapid: package rapidfuzz)
//	shoes.go         generated shoes: full and partial
//	steer.go         shoes steered to the rare rows of a game's pay tables
//	wagers.go        generated wager sets and table settings
//	stakes.go        the stake limits an engine declares: requests outside them not asked, counted not applicable
//	malformed.go     malformed coups and shoes: foreign tokens, extra copies, truncation, cutting card; the clauses that refuse them
//	voidlater.go     a shoe made void in a later round, for judge.CheckVoidLater
//	seed.go          seeds in JSON: numbers or strings
//	table.go         the table lifecycle, model-based, against reference.Table (judged by judge.CheckTableResult, judge.DiffTableAllAsk)
//	table_steer.go   steering generated table sequences towards the lifecycle's boundaries
//	table_steer_handling.go  steering them towards card handling's boundaries (a player's wagers on a hand at two seats)
//	table_machine.go TableMachine: the lifecycle as a state machine, for rapidfuzz.TableProperty
//	minimize.go      shrinking a failing request to a minimal one
//	cases.go         the replayable form of a failure; Replay
//	vector.go        a case as a golden vector file
//	check.go         Check: the runner `bacctk certify` calls; ReplayShoe
//	jobs.go          CheckOn: a game's shoes shared among several engines, added up in shoe order
//	join.go          Join: the reports of parts of a game's shoes (certify --shard) as one run's
//	checkshoe.go     CheckShoe: Check's checks on one shoe, for rapidfuzz.Property
//	coverage.go      which pay-table rows a batch of shoes reaches
//
// Seeds: rapid tests take -rapid.seed; Check takes Config.Seed and reports
// the seed of every failing shoe, which ReplayShoe plays again. See
// docs/fuzzing.md.
package fuzz
