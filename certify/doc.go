// Package certify is the certification runner behind `bacctk certify`
// (ARCHITECTURE.md "Certification", docs/certify.md): it runs, against one
// engine and for the games it claims, every feature scenario through the
// steps, every golden vector, and generated shoes against the reference;
// turns their outcomes into a verdict per clause per game (pass, fail,
// errored, not-judged, not-applicable, procedural) with the evidence
// behind each, in a report.Report (package report holds the model and its
// renderers: text, JSON, JUnit XML, HTML, the badge); and writes godog's
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
// A map of the files, by concern. Every check runs first and keeps what it
// observed (Observations: the exchange each judged); Decide then turns the
// observations into the report with no engine and no I/O (the collector,
// then the verdicts); package report's renderers read the report.
//
// Running the checks:
//
//	run.go                 Run and its Options: the checks in order, then the collector
//	settings.go            what the report records to make the run again: the engine's command, folder and executable, the run's settings
//	guard.go               the engine as the checks see it: the run's games, time-outs, giving up
//	jobs.go                --jobs: the run's engines, and the exhaustive walk's batches shared among them
//	session.go             ending the engine's session (bye) when the run owns it
//	stopped.go             what cut a run short (--timeout, --deadline, a signal, giving up) and the checks not asked
//	features.go            the scenarios, through the thin runner or godog, and package steps
//	collect_offers.go      the offers check (wagers and table events the engine lacks) and its record
//	collect_vectors.go     the vectors check (vectors.Verify and the table-event probes) and its record
//	collect_generated.go   the generated checks (fuzz.Check per game) and their record
//	collect_scenarios.go   the scenarios' record
//	exhaustive.go          the exhaustive walk through the engine: what it observed, failing classes grouped
//	observe.go             Observations: what the checks observed, per kind, and the run's facts
//	selection.go tags.go   --run and --tags: which scenarios, vectors and properties run
//	shard.go               --shard K/N: a deterministic part of the run
//	readings.go            --reading and the engine's declared readings; failures a reading explains
//	progress.go            the progress bar on a terminal, the heartbeat elsewhere
//	list.go                --list: what a run would check, without an engine
//
// Deciding:
//
//	decide.go              Decide: observations to report, in an order that does not depend on their arrival
//	collect.go             the collector: rows, failures and their ids
//	collect_exhaustive.go  the exhaustive walks' record: failures, causes, the PAR reconciliation, rows
//	blame.go               which rows a failing check fails (one failure per rule it broke), and which it leaves not judged
//	causes.go              failures grouped by root cause
//	words.go               the words of the rules each failure and cause is blamed on
//	verdicts.go            the rule of a row's verdict, a game's and a table's
//	collect_known.go       the known-failing list applied to rows, failures and causes
//	knownfailing.go        the known-failing list: GAME/DOCUMENT:CLAUSE patterns with * globs
//	coverage.go            the profile certified: complete or partial, and what a partial run left out
//	summary.go             the summary numbers and the exit code
//	merge.go               report merge: shards' reports joined and decided again
//	blob.go                --blob: the observations as JSON Lines, a header line then one observation a line
//	merge_blobs.go         report merge of blobs: the shards' observations joined, then decided as one run
//	reportdiff.go          report diff: what changed from one report to another, matched by row, cause and game
//	interpretations*.go    the interpretations in force, from docs/interpretations.md
//	contenthash.go         the content hash and its inputs: the rules texts, features, vectors, catalog and kit a report was checked with
//	kit.go                 the kit as reports name it: its revision (set at build time, else stamped) and content hash
//
// What the report holds:
//
//	report.go              certify's names for package report's model and vocabulary (aliases)
//	diff.go                answers in protocol JSON, the differing members marked
//	replay.go              replay commands and the case and vector files of --cases
package certify
