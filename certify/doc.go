// Package certify is the certification runner behind `bacctk certify`
// (ARCHITECTURE.md "Certification", docs/certify.md): it runs, against one
// engine and for the games it claims, every feature scenario through the
// steps, every golden vector, and generated shoes against the reference,
// and keeps what each check observed; package decide turns the
// observations into a verdict per clause per game (pass, fail, errored,
// not-judged, not-applicable, procedural) with the evidence behind each,
// in a report.Report (package report holds the model and its renderers:
// text, JSON, JUnit XML, HTML, the badge). certify also writes godog's
// cucumber JSON of the scenarios as they run.
//
//	rep, err := certify.Run(ctx, engine, certify.Options{Seed: 42})
//	rep.WriteText(os.Stdout, false) // or report.Lookup(name) for any format
//	if !rep.OK() { ... }
//
// Whatever the engine does, Run finishes: a crash, a hang or garbage makes
// the checks concerned errored, with the engine's failure as context, and
// the run goes on; an engine that fails call after call is given up on, so
// that the rest is errored at once.
//
// A map of the files, by concern. certify runs the checks and keeps what
// each observed (decide.Observations: the exchange each judged), then
// hands them to decide.Decide, which turns them into the report with no
// engine and no I/O; package report's renderers read the report. Nothing
// here blames, renders or merges.
//
// The run:
//
//	run.go                 Run and its Options: the checks in order, then the decision
//	settings.go            what the report records to make the run again: the engine's command, folder and executable, the run's settings
//	guard.go               the engine as the checks see it: the run's games, time-outs, giving up
//	jobs.go                --jobs: the run's engines, and the exhaustive walk's batches shared among them
//	session.go             ending the engine's session (bye) when the run owns it
//	stopped.go             what cut a run short (--timeout, --deadline, a signal, giving up)
//	progress.go            the progress bar on a terminal, the heartbeat elsewhere
//
// The checks, each keeping what it observed:
//
//	features.go            the scenarios, through the thin runner or godog, and package steps
//	check_offers.go        the offers check: wagers and table events the engine lacks
//	check_vectors.go       the vectors check: vectors.Verify and the table-event probes
//	check_generated.go     the generated checks: fuzz.Check per game
//	check_exhaustive.go    the exhaustive walk through the engine
//	exhaustive_want.go     the reference's answers to a batch of the walk
//
// Which checks, and under what:
//
//	selection.go           --run and --tags: which scenarios, vectors and properties run
//	untested.go            the rules packs' clauses no scenario tests, for their rows to say untested
//	readings.go            --reading and the engine's declared readings; the vectors under them
//	list.go                --list: what a run would check, without an engine
//
// What the run writes and names beside the report:
//
//	replay.go              the case and vector files of --cases
//	replay_table.go        the vector file of a table failure (scenario, vector or generated)
//	contenthash.go         the content hash and its inputs: the rules texts, features, vectors, catalog and kit a report was checked with
//	kit.go                 the kit as reports name it: its revision (set at build time, else stamped) and content hash
package certify
