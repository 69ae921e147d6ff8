// Package certify is the certification runner behind `bacctk certify`
// (ARCHITECTURE.md "Certification", docs/certify.md): it runs, against one
// engine and for the games it claims, every feature scenario through the
// steps, every golden vector, and generated shoes against the reference;
// turns their outcomes into a verdict per clause per game (pass, fail,
// errored, not-judged, not-applicable, procedural) with the evidence
// behind each; and
// writes the reports: text, JSON (docs/report.schema.json), JUnit XML and
// godog's cucumber JSON.
//
//	rep, err := certify.Run(ctx, engine, certify.Options{Seed: 42})
//	rep.WriteText(os.Stdout, false)
//	if !rep.OK() { ... }
//
// Whatever the engine does, Run finishes: a crash, a hang or garbage makes
// the checks concerned errored, with the engine's failure as context, and
// the run goes on; an engine that fails call after call is given up on, so
// that the rest is errored at once.
//
// A map of the files:
//
//	run.go            Run and its Options: the three kinds of check in order
//	guard.go          the engine as the checks see it: the run's games, time-outs, giving up
//	features.go       the scenarios, through godog and package steps
//	collect.go        evidence per row, failures, verdicts, the summary and exit code
//	blame.go          which rows a failing check fails, and which it leaves not judged
//	verdicts.go       the rule of a row's verdict, a game's and a table's
//	collect_known.go  the known-failing list applied to rows, failures and causes
//	coverage.go       the profile certified: complete or partial, and what a partial run left out
//	knownfailing.go   the known-failing list: GAME/DOCUMENT:CLAUSE patterns with * globs
//	replay.go         replay commands and the case and vector files of --cases
//	report.go         the report's types: the JSON report's shape
//	text.go           the report for a person
//	junit.go          JUnit XML
//	sanitize.go       the engine's strings as the reports for a person show them: escaped, bounded
//	interpretations*  the interpretations in force, from docs/interpretations.md
//	progress.go       the progress line on a terminal
package certify
