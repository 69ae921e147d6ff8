package decide

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/report"
	"github.com/google/go-cmp/cmp"
)

// TestVerdictOf is the rule of a row's verdict (verdictOf), one case per
// pair of kinds of evidence that compete: which wins, and which reason the
// row keeps.
func TestVerdictOf(t *testing.T) {
	ev := func(scen, vec, prop report.Counts) report.Evidence {
		return report.Evidence{Scenarios: scen, Vectors: vec, Properties: prop}
	}
	notes := rowFacts{naMsg: "skipped", erroredMsg: "crashed", njMsg: "stopped at F1"}
	with := func(f rowFacts, e report.Evidence) rowFacts {
		f.ev, f.claimed, f.naMsg, f.erroredMsg, f.njMsg = e, true, notes.naMsg, notes.erroredMsg, notes.njMsg
		return f
	}
	for _, tc := range []struct {
		name         string
		facts        rowFacts
		verdict, why string
	}{
		{"no check", with(rowFacts{}, report.Evidence{}), report.NotApplicable, "no check of the kit covers this clause on this game"},
		{"only skipped", with(rowFacts{}, ev(report.Counts{NotApplicable: 2}, report.Counts{}, report.Counts{})), report.NotApplicable, "skipped"},
		{"only stopped short", with(rowFacts{}, ev(report.Counts{NotJudged: 1}, report.Counts{}, report.Counts{})), report.NotJudged, "stopped at F1"},
		{"stopped short beats skipped", with(rowFacts{}, ev(report.Counts{NotApplicable: 3}, report.Counts{NotJudged: 1}, report.Counts{})), report.NotJudged, "stopped at F1"},
		{"a pass beats stopped short", with(rowFacts{}, ev(report.Counts{NotJudged: 5}, report.Counts{}, report.Counts{Pass: 1})), report.Pass, ""},
		{"errored beats stopped short", with(rowFacts{}, ev(report.Counts{NotJudged: 5}, report.Counts{Errored: 1}, report.Counts{})), report.Errored, "crashed"},
		{"errored beats pass", with(rowFacts{}, ev(report.Counts{Pass: 5}, report.Counts{}, report.Counts{Errored: 1})), report.Errored, "crashed"},
		{"a failure beats everything", with(rowFacts{}, ev(report.Counts{Pass: 5, NotJudged: 2}, report.Counts{Errored: 1}, report.Counts{Fail: 1, NotApplicable: 1})), report.Fail, "1 property failed"},
		{"a missing required wager fails", with(rowFacts{}, report.Evidence{Offers: report.Counts{Fail: 1}}), report.Fail, "a required wager not implemented: the engine does not offer it"},
		{"procedural beats stopped short", with(rowFacts{procedural: true, procReason: "floor"}, ev(report.Counts{NotJudged: 1}, report.Counts{}, report.Counts{})), report.Procedural, "floor"},
		{"procedural without a reason", with(rowFacts{procedural: true}, report.Evidence{}), report.Procedural, "marked procedural in the catalog"},
		{"unclaimed beats stopped short", func() rowFacts {
			f := with(rowFacts{}, ev(report.Counts{NotJudged: 1}, report.Counts{}, report.Counts{}))
			f.claimed = false
			return f
		}(), report.NotApplicable, "the engine does not claim the game"},
		{"no start beats everything but procedural", with(rowFacts{startErr: "no such file"}, ev(report.Counts{Fail: 1}, report.Counts{}, report.Counts{})), report.Errored, "the engine could not be started: no such file"},
		{"no start leaves procedural", with(rowFacts{startErr: "no such file", procedural: true, procReason: "floor"}, report.Evidence{}), report.Procedural, "floor"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, why := verdictOf(tc.facts)
			if v != tc.verdict || why != tc.why {
				t.Errorf("verdictOf(%+v) = %s (%q), want %s (%q)", tc.facts, v, why, tc.verdict, tc.why)
			}
		})
	}
}

// TestTableVerdicts: each table of the text report, and each matrix column
// of the HTML page, gives the verdict of its own rows, not the game's: a
// game that fails a clause of its rules document passes the table of the
// kit's interpretations, and the other way round; the known failing are
// counted apart from fail.
func TestTableVerdicts(t *testing.T) {
	known := &report.Pattern{Text: "b/d:2", Line: 1}
	rep := &report.Report{
		Documents: []report.Document{{ID: "d", Title: "Rules", Edition: "1"}},
		Games:     []report.Game{{Game: "a", Document: "d", Claimed: true, Verdict: report.Fail}, {Game: "b", Document: "d", Claimed: true, Verdict: report.Fail}},
		Verdicts: []report.ClauseVerdict{
			{ID: "a/d:1", Game: "a", Document: "d", Clause: "1", Verdict: report.Fail},
			{ID: "a/d:2", Game: "a", Document: "d", Clause: "2", Verdict: report.NotJudged},
			{ID: "a/interpretation:5", Game: "a", Document: report.DocInterpretation, Clause: "5", Verdict: report.Pass},
			{ID: "b/d:1", Game: "b", Document: "d", Clause: "1", Verdict: report.Pass},
			{ID: "b/d:2", Game: "b", Document: "d", Clause: "2", Verdict: report.Fail, KnownFailing: known},
			{ID: "b/contract:money", Game: "b", Document: report.DocContract, Clause: "money", Verdict: report.Fail},
		},
	}
	var text bytes.Buffer
	rep.WriteText(&text, false)
	lines := map[string][]string{} // table title -> its game lines, as fields
	title := ""
	for _, l := range strings.Split(text.String(), "\n") {
		switch f := strings.Fields(l); {
		case l != "" && !strings.HasPrefix(l, " "):
			title = l
		case len(f) > 0 && (f[0] == "a" || f[0] == "b"):
			lines[title] = append(lines[title], strings.Join(f, " "))
		}
	}
	// game verdict rows pass fail errored not-judged n/a procedural known
	want := map[string][]string{
		"Rules, 1 [d]": {"a fail 2 0 1 0 1 0 0 0", "b fail 2 1 0 0 0 0 0 1"},
		"the kit's interpretations and contract points": {"a pass 1 1 0 0 0 0 0 0", "b fail 1 0 1 0 0 0 0 0"},
	}
	if d := cmp.Diff(want, lines); d != "" {
		t.Errorf("table lines (-want +got):\n%s\n%s", d, text.String())
	}
	var html strings.Builder
	if err := rep.WriteHTML(&html); err != nil {
		t.Fatal(err)
	}
	page := html.String()
	for _, th := range []string{`data-verdict="fail">a · fail<`, `data-verdict="pass">a · pass<`, `data-verdict="fail">b · fail<`} {
		if !strings.Contains(page, th) {
			t.Errorf("the page has no column heading %s", th)
		}
	}
	if strings.Contains(page, `b · pass<`) {
		t.Errorf("a column of b says pass: every table of b fails")
	}
}
