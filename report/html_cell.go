package report

import (
	"fmt"
	"strings"
)

// newHTMLCell links a cell to its evidence: a failed or errored cell to
// its first failure, a procedural one to the catalog's reason in the
// procedural clauses' table.
func newHTMLCell(cv *ClauseVerdict) htmlCell {
	c := htmlCell{Verdict: cv.Verdict, Known: cv.KnownFailing != nil, Unexpected: cv.UnexpectedPass}
	for _, hv := range htmlVerdicts {
		if hv.verdict == cv.Verdict {
			c.Glyph = hv.glyph
		}
	}
	if c.Glyph == "" {
		c.Glyph = "?"
	}
	ev := cv.Evidence
	c.Checks = ev.Scenarios.Total() + ev.Vectors.Total() + ev.Properties.Total()
	c.Title = htmlCellTitle(cv)
	switch {
	case len(cv.Failures) > 0:
		c.Href = "#" + cv.Failures[0]
	case cv.Verdict == Fail || cv.Verdict == Errored:
		c.Href = "#failures"
	case cv.Verdict == Procedural:
		c.Href = "#" + htmlProceduralID(cv.Document+":"+cv.Clause)
	}
	return c
}

// htmlCellTitle is a cell's tooltip: the checks its verdict rests on by
// kind and verdict, then why a verdict other than pass is what it is (a
// procedural one's reason is where the cell links) and whether the row is
// known failing. The column and the glyph already say
// the game and the verdict, and a kind with no check is left out: on one
// defect across eleven games the 1,208 tooltips were 157 KB of a page
// that must stay under 500 KB.
func htmlCellTitle(cv *ClauseVerdict) string {
	ev := cv.Evidence
	var checks, notes []string
	names := ""
	if len(ev.PropertyNames) > 0 {
		names = " (" + strings.Join(ev.PropertyNames, ", ") + ")"
	}
	for _, k := range []struct {
		name string
		c    Counts
		tail string
	}{{"scenarios", ev.Scenarios, ""}, {"vectors", ev.Vectors, ""}, {"properties", ev.Properties, names}} {
		if k.c.Total() > 0 {
			checks = append(checks, k.name+" "+countsShort(k.c)+k.tail)
		}
	}
	if len(checks) > 0 {
		notes = append(notes, strings.Join(checks, "; "))
	}
	if cv.Reason != "" && cv.Verdict != Pass && cv.Verdict != Procedural {
		notes = append(notes, shownLine(cv.Reason))
	}
	if cv.KnownFailing != nil {
		notes = append(notes, fmt.Sprintf("Known failing (%s, line %d)", cv.KnownFailing.Text, cv.KnownFailing.Line))
	}
	if cv.UnexpectedPass {
		notes = append(notes, "UNEXPECTED PASS: remove it from the known-failing list")
	}
	return strings.Join(notes, ". ")
}
