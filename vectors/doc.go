// Package vectors is the kit's golden test vectors: language-neutral JSON
// files, one per game, that give the cards, the wagers and the exact result
// an engine must produce, for every cell of the Table of Play, the Naturals,
// every row of every pay table and each wager's losing boundary, the kit's
// interpretations, void rounds, the cutting card, rounding, and a seeded
// random sample, plus whole shoes, requests an engine must refuse, and
// table lifecycles. vectors/README.md describes the format for
// an engineer in any language; the JSON Schema is
// schemas/bacctk_vectors_schema_v1.json.
//
// The files are generated from the reference (Generate), embedded (FS),
// decoded with errors that name the file, line, tcId and field (Decode,
// Load), checked (Lint) and replayed against any adapter.Engine (Verify):
//
//	files, err := vectors.Load(vectors.FS)
//	report := vectors.Verify(ctx, engine, files, vectors.VerifyOptions{})
//	if !report.OK() { ... }
//
// A map of the files:
//
//	format.go        the types of a vector file and their canonical encoding
//	decode.go        Decode and Load: syntax, schema, located errors
//	lint.go          Lint: what the schema cannot say (tcIds, notes, clauses, canonical form)
//	verify.go        Verify and its Report: a verdict per test, go-cmp diffs
//	interrupt.go     a run's result and exit code, an interrupted run's errored tests
//	jobs.go          VerifyOn: the tests shared among several engines, verdicts in their places
//	flags.go         the flags and the notes that explain them
//	clausemap.go     the clauses of each rules document the generator aims at
//	generate.go      Generate: the search for cards, settlement by the reference, grouping
//	gen_play.go      Table of Play cells and Naturals
//	gen_pays.go      pay rows, losing boundaries, rounding, large stakes
//	gen_interp.go    the interpretations' own cases (docs/interpretations.md 1-9)
//	gen_irregular.go void rounds and the cutting card (interpretations 12, 13, 15)
//	gen_sample.go    the seeded random sample and whole shoes (interpretation 14)
//	gen_refusal.go   requests an engine must refuse, and the "10" spelling it must accept
//	gen_table.go     table requests: docs/table.md's situations and seeded random walks
//	flags_table.go   the flags of the table vectors and of interpretations 10-30
//	ids.go           stable test ids (content hashes) and the retired list
//	readfile.go      reading vector files with a bound on their size
package vectors
