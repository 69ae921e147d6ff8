// Package decide turns what a certification run observed into its report,
// with no engine and no I/O: checks → observations → decide → report →
// renderers (docs/architecture.md). Package certify runs the checks and
// hands their Observations here; `report merge` hands the shards' joined
// observations here too, so a merged run is decided exactly as one run.
//
//	rep, err := decide.Decide(obs, knownFailing)
//
// Decide is a pure function of the observations: the order in which they
// arrived (several engines, several shards) does not change the report.
// Blame itself (which rule a differing answer broke) is package judge's;
// this package applies it to each observation, groups the failures by
// cause, gives every verdict row its verdict and tallies the games.
//
// A map of the files, by concern.
//
// What a run observed, and its record on disk:
//
//	observe.go             Observations: what the checks observed, per kind, and the run's facts
//	exhaustive.go          an exhaustive walk's observation: classes judged as the walk goes, failing classes grouped
//	blob.go                --blob: the observations as JSON Lines, a header line then one observation a line
//	merge_blobs.go         report merge of blobs: the shards' observations joined, then decided as one run
//	merge_blobs_generated.go   the shards' generated checks of each game joined into one run's (fuzz.Join)
//	merge.go               report merge of finished reports: joined and decided again
//	merge_generated.go     of finished reports: the generated failures and property counts of games the shards shared
//
// Deciding:
//
//	decide.go              Decide: observations to report, in an order that does not depend on their arrival
//	elsewhere.go           what the coup and shoe answers show of the engine (other hands, wagers read otherwise): a table step that may follow from it names no rule
//	collect.go             the collector: rows, failures and their ids
//	collect_offers.go      the offers' record: wagers and table events the engine lacks
//	collect_scenarios.go   the scenarios' record
//	collect_vectors.go     the vectors' record
//	collect_generated.go   the generated checks' record
//	collect_exhaustive.go  the exhaustive walks' record: failures, causes, the PAR reconciliation, rows
//	blame.go               which rows a failing check fails (one failure per rule it broke), and which it leaves not judged
//	causes.go              failures grouped by root cause
//	readings.go            failures a reading of the rules explains, and the readings in force
//	words.go               the words of the rules each failure and cause is blamed on
//	verdicts.go            the rule of a row's verdict, a game's and a table's
//	collect_known.go       the known-failing list applied to rows, failures and causes
//	knownfailing.go        the known-failing list: GAME/DOCUMENT:CLAUSE patterns with globs
//	coverage.go            the profile certified: complete or partial, and what a partial run left out
//	summary.go             the summary numbers and the exit code
//	session.go             a run whose engine failed at its end, or that gave up on it
//	stopped.go             what a run cut short did not ask
//	interpretations.go interpretations_data.go   the interpretations in force, from docs/interpretations.md
//
// What the report holds:
//
//	report.go              the names of package report's model and vocabulary the collector uses (aliases)
//	diff.go                answers in protocol JSON, the differing members marked
//	replay.go              replay commands: the kit and the engine as the run named them
package decide
