package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/internal/outfile"
	"github.com/bacctk/bacctk/report"
)

func init() {
	registerReport(command{name: "diff", summary: "what changed from one JSON report to another: new failures, fixes, causes (docs/certify.md)", run: runReportDiff})
}

const reportDiffUsage = `Usage: bacctk report diff OLD.json NEW.json [--json FILE]

Compares two JSON reports written by 'bacctk certify --json' (or merged):
the verdict rows whose verdict changed, as new failures, fixed and other
changes; the causes that appeared or went (matched by kind, clauses and
summary, not by id); the games whose verdict changed; the engine and kit of
each side, with a warning when the rules data (content hash) or the
coverage differ. Exit status 0 when nothing got worse, 1 when a row newly
fails or is errored outside the NEW report's known-failing list, 2 on bad
usage or a report that cannot be read.

Flags:`

// diffTextOther bounds the other changes the text lists: a partial run
// against a complete one changes every row of the games left out, which
// --json lists in full.
const diffTextOther = 50

func runReportDiff(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk report diff", reportDiffUsage, stderr)
	jsonOut := fs.String("json", "", "write the diff as JSON (docs/certify.md \"Comparing two reports\") to FILE")
	// The reports may come before the flags, as the usage shows them.
	files, code, ok := parseFiles(fs, args, 2, "two JSON reports, OLD and NEW")
	if !ok {
		return code
	}
	fail := usageError("bacctk report diff", stderr)
	var reps [2]*report.Report
	for i, f := range files {
		r, err := readReport(f)
		if err != nil {
			return fail("%v", err)
		}
		reps[i] = r
	}
	d := report.Compare(reps[0], reps[1])
	d.Old.File, d.New.File = files[0], files[1]
	if *jsonOut != "" {
		err := outfile.Write(*jsonOut, func(w io.Writer) error {
			enc := json.NewEncoder(w)
			enc.SetIndent("", "  ")
			enc.SetEscapeHTML(false)
			return enc.Encode(d)
		})
		if err != nil {
			return fail("--json %v", err)
		}
	}
	// The reports quote the engine (its name, its answers in the causes'
	// summaries): everything printed is escaped as the text report is.
	out := display.NewWriter(stdout, 0)
	writeReportDiff(out, d)
	_ = out.Flush()
	return d.ExitCode
}

// writeReportDiff writes the diff for a person: the two sides, the
// warnings, each group of changes that is not empty, and the line.
func writeReportDiff(w io.Writer, d *report.Comparison) {
	for _, s := range []struct {
		name string
		side report.DiffSide
	}{{"old", d.Old}, {"new", d.New}} {
		writeDiffSide(w, s.name, s.side)
	}
	for _, warn := range d.Warnings {
		fmt.Fprintf(w, "warning: %s\n", warn)
	}
	writeRowChanges(w, "new failing rows", d.NewFailures, 0)
	writeRowChanges(w, "fixed", d.Fixed, 0)
	writeRowChanges(w, "other changes", d.OtherChanges, diffTextOther)
	writeCauseChanges(w, "causes appeared", "new", d.CausesAppeared)
	writeCauseChanges(w, "causes gone", "old", d.CausesGone)
	if len(d.Games) > 0 {
		fmt.Fprintf(w, "\ngames whose verdict changed (%d):\n", len(d.Games))
		for _, g := range d.Games {
			fmt.Fprintf(w, "  %s  %s → %s\n", g.Game, g.Old, g.New)
		}
	}
	result := "no regression"
	if d.Regressions > 0 {
		rows := "1 row newly fails"
		if d.Regressions > 1 {
			rows = fmt.Sprintf("%d rows newly fail", d.Regressions)
		}
		result = "REGRESSION: " + rows + " outside the new report's known-failing list"
	}
	fmt.Fprintf(w, "\n%s\n%s\n", d.Line, result)
}

func writeDiffSide(w io.Writer, name string, s report.DiffSide) {
	kit := s.KitVersion
	if s.KitRevision != "" {
		kit += " (" + s.KitRevision + ")"
	}
	// The engine's name and version are its own words: one line, bounded.
	fmt.Fprintf(w, "%s: %s %s, kit %s, content %s, seed %s: %s (%s)\n", name,
		display.Line(s.EngineName, display.NameMax), display.Line(s.EngineVersion, display.NameMax),
		display.Line(kit, display.NameMax), orDash(s.ContentHash), s.Seed, s.Headline, display.Line(s.File, display.NameMax))
}

func orDash(s string) string {
	if s == "" {
		return "not recorded"
	}
	return s
}

// writeRowChanges lists rows, at most max of them (0: all).
func writeRowChanges(w io.Writer, title string, rows []report.RowChange, max int) {
	if len(rows) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%s (%d):\n", title, len(rows))
	for i, r := range rows {
		if max > 0 && i == max {
			fmt.Fprintf(w, "  ... %d more (--json FILE lists them all)\n", len(rows)-max)
			break
		}
		known := ""
		if r.KnownFailing != "" {
			known = " (known failing: " + r.KnownFailing + ")"
		}
		fmt.Fprintf(w, "  %s  %s → %s%s\n", r.ID, r.Old, r.New, known)
	}
}

func writeCauseChanges(w io.Writer, title, side string, causes []report.CauseChange) {
	if len(causes) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%s (%d):\n", title, len(causes))
	for _, c := range causes {
		known := ""
		if c.KnownFailing {
			known = ", known failing"
		}
		fmt.Fprintf(w, "  %s %s: %s (%s in the %s report; %d checks on %s%s)\n", c.Kind, strings.Join(c.Clauses, " "),
			display.Line(c.Summary, display.MessageMax), c.ID, side, c.Count, strings.Join(c.Games, ", "), known)
	}
}
