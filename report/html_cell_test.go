package report

import (
	"bytes"
	"strings"
	"testing"
)

// TestHTMLCellTitle: a cell's tooltip splits its checks by kind, leaving
// out the game and verdict its column and glyph show and the kinds with
// no check; it says why a verdict other than pass is what it is, and
// whether the row is known failing or passes unexpectedly. A procedural
// cell's reason is where it links.
func TestHTMLCellTitle(t *testing.T) {
	for _, c := range []struct {
		name string
		cv   ClauseVerdict
		want string
	}{
		{"pass", ClauseVerdict{Game: "g", Verdict: Pass, Reason: "ignored for a pass", Evidence: Evidence{
			Scenarios: Counts{Pass: 6}, Vectors: Counts{Pass: 6, NotApplicable: 12}, Properties: Counts{Pass: 2}, PropertyNames: []string{"totals", "void-returns"}}},
			"scenarios 6 pass; vectors 6 pass 12 n/a; properties 2 pass (totals, void-returns)"},
		{"one kind", ClauseVerdict{Game: "g", Verdict: Pass, Evidence: Evidence{Scenarios: Counts{Pass: 1}}}, "scenarios 1 pass"},
		{"procedural", ClauseVerdict{Game: "g", Verdict: Procedural, Reason: "a floor procedure"}, ""},
		{"no check", ClauseVerdict{Game: "g", Verdict: NotApplicable, Reason: "no check covers it"}, "no check covers it"},
		{"known", ClauseVerdict{Game: "g", Verdict: Fail, Reason: "a <b>", KnownFailing: &Pattern{Text: "g/d:1", Line: 3},
			Evidence: Evidence{Vectors: Counts{Fail: 1}}}, "vectors 1 fail. a <b>. Known failing (g/d:1, line 3)"},
		{"unexpected", ClauseVerdict{Game: "g", Verdict: Pass, UnexpectedPass: true, Evidence: Evidence{Properties: Counts{Pass: 1}}},
			"properties 1 pass. UNEXPECTED PASS: remove it from the known-failing list"},
	} {
		if got := htmlCellTitle(&c.cv); got != c.want {
			t.Errorf("%s: title %q, want %q", c.name, got, c.want)
		}
	}
}

// TestHTMLWhere: a failure shown as a line is located by its file and
// line (a scenario) or its file and tcId (a vector), without the step or
// the vector's id; other locations are whole.
func TestHTMLWhere(t *testing.T) {
	for loc, want := range map[string]string{
		`features/d/01-x.feature:463: step "the wagers settle as:"`:                    "features/d/01-x.feature:463",
		"vectors/testvectors_v1/g.json tcId 165 id g/coup-da8d4b9a25ac [RandomSample]": "vectors/testvectors_v1/g.json tcId 165",
		"generated shoe seed 12, property differential":                                "generated shoe seed 12, property differential",
		"features/d/01-x.feature":                                                      "features/d/01-x.feature",
	} {
		if got := htmlWhere(loc); got != want {
			t.Errorf("htmlWhere(%q) = %q, want %q", loc, got, want)
		}
	}
}

// TestHTMLProceduralLink: a procedural cell, without a tooltip, links to
// its clause's reason in the procedural clauses' table; a cell of no
// verdict is bare.
func TestHTMLProceduralLink(t *testing.T) {
	rep := &Report{Verdicts: []ClauseVerdict{
		{ID: "g/d:1.1", Game: "g", Document: "d", Clause: "1.1", Verdict: Procedural, Reason: "done with physical decks"},
		{ID: "h/d:1.2", Game: "h", Document: "d", Clause: "1.2", Verdict: Pass, Evidence: Evidence{Scenarios: Counts{Pass: 2}}},
	}}
	var b bytes.Buffer
	if err := rep.WriteHTML(&b); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{
		`<td class="cell v-procedural"><a href="#proc-d_1.1">P</a></td><td></td></tr>`,
		`<tr id="proc-d_1.1"><td class="clause">d:1.1</td><td class="words"></td><td class="words">done with physical decks</td>`,
		`<td></td><td class="cell v-pass" title="scenarios 2 pass">✓<i>2</i></td></tr>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page has no %s", want)
		}
	}
}
