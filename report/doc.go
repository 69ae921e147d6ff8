// Package report is the certification report: its model (what `bacctk
// certify` found, the documented JSON report of docs/report.schema.json),
// the vocabulary of its verdicts, and the renderers that write it for a
// person, a CI system or a README, chosen by name (ARCHITECTURE.md
// "Certification", docs/certify.md, docs/architecture.md).
//
//	r, _ := report.Lookup("junit")
//	err := r.Render(w, rep, report.Options{})
//
// Package decide builds a Report from a run's observations; nothing here runs a check or talks
// to an engine, and the package imports no checking code (certify, steps,
// fuzz, vectors): a renderer reads only the report, so that a saved JSON
// report, merged or archived, renders exactly as the run did.
//
// A map of the files, by concern.
//
// The model:
//
//	report.go         Report and its parts: the run, games, verdict rows, failures, causes, summary
//	interrupt.go      a run a signal stopped, or cut short: its result, summary line and what was not asked
//	verdicts.go       the verdicts and the marks beside them; counting rows; a group's verdict
//	coverage.go       the profile certified: complete or partial, and the headline that says it
//	knownfailing.go   a known-failing pattern as a row cites it
//	engine.go         the interpretations in force and the engine's failed calls
//	exhaustive.go     the exhaustive walk of a game and its PAR reconciliation
//	consistent.go     a report's stated totals against its rows
//	compare.go        report diff: what changed from one report to another, matched by row, cause and game
//
// The renderers:
//
//	render.go         the renderers by name: Renderers, Lookup, Options
//	text.go text_causes.go text_exhaustive.go   the report for a person
//	json.go           the JSON report, with its digest
//	junit.go          JUnit XML
//	html.go html_chart.go html_template.go   the self-contained HTML page
//	html_cell.go      a matrix cell: its mark, its link and its tooltip
//	html_style.go html_script.go   its style (screen, phone, print) and its one script (filter, search, folds)
//	html_why.go       why the run failed, in the page's first screen
//	html_failures.go html_template_failures.go   the failures folded by root cause, a line each past the first
//	html_diff.go      a failure's diff as the page shows it: changed lines in context, bounded
//	html_words.go     the rules beside the causes and failures of the page, each rule's words once
//	badge.go          the SVG badge
//	sanitize.go       the engine's strings as the reports for a person show them: escaped, bounded
package report
