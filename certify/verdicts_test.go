package certify

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestVerdictOf is the rule of a row's verdict (verdictOf), one case per
// pair of kinds of evidence that compete: which wins, and which reason the
// row keeps.
func TestVerdictOf(t *testing.T) {
	ev := func(scen, vec, prop Counts) Evidence {
		return Evidence{Scenarios: scen, Vectors: vec, Properties: prop}
	}
	notes := rowFacts{naMsg: "skipped", erroredMsg: "crashed", njMsg: "stopped at F1"}
	with := func(f rowFacts, e Evidence) rowFacts {
		f.ev, f.claimed, f.naMsg, f.erroredMsg, f.njMsg = e, true, notes.naMsg, notes.erroredMsg, notes.njMsg
		return f
	}
	for _, tc := range []struct {
		name         string
		facts        rowFacts
		verdict, why string
	}{
		{"no check", with(rowFacts{}, Evidence{}), NotApplicable, "no check of the kit covers this clause on this game"},
		{"only skipped", with(rowFacts{}, ev(Counts{NotApplicable: 2}, Counts{}, Counts{})), NotApplicable, "skipped"},
		{"only stopped short", with(rowFacts{}, ev(Counts{NotJudged: 1}, Counts{}, Counts{})), NotJudged, "stopped at F1"},
		{"stopped short beats skipped", with(rowFacts{}, ev(Counts{NotApplicable: 3}, Counts{NotJudged: 1}, Counts{})), NotJudged, "stopped at F1"},
		{"a pass beats stopped short", with(rowFacts{}, ev(Counts{NotJudged: 5}, Counts{}, Counts{Pass: 1})), Pass, ""},
		{"errored beats stopped short", with(rowFacts{}, ev(Counts{NotJudged: 5}, Counts{Errored: 1}, Counts{})), Errored, "crashed"},
		{"errored beats pass", with(rowFacts{}, ev(Counts{Pass: 5}, Counts{}, Counts{Errored: 1})), Errored, "crashed"},
		{"a failure beats everything", with(rowFacts{}, ev(Counts{Pass: 5, NotJudged: 2}, Counts{Errored: 1}, Counts{Fail: 1, NotApplicable: 1})), Fail, "1 property failed"},
		{"a missing required wager fails", with(rowFacts{}, Evidence{Offers: Counts{Fail: 1}}), Fail, "a required wager not implemented: the engine does not offer it"},
		{"procedural beats stopped short", with(rowFacts{procedural: true, procReason: "floor"}, ev(Counts{NotJudged: 1}, Counts{}, Counts{})), Procedural, "floor"},
		{"procedural without a reason", with(rowFacts{procedural: true}, Evidence{}), Procedural, "marked procedural in the catalog"},
		{"unclaimed beats stopped short", func() rowFacts {
			f := with(rowFacts{}, ev(Counts{NotJudged: 1}, Counts{}, Counts{}))
			f.claimed = false
			return f
		}(), NotApplicable, "the engine does not claim the game"},
		{"no start beats everything but procedural", with(rowFacts{startErr: "no such file"}, ev(Counts{Fail: 1}, Counts{}, Counts{})), Errored, "the engine could not be started: no such file"},
		{"no start leaves procedural", with(rowFacts{startErr: "no such file", procedural: true, procReason: "floor"}, Evidence{}), Procedural, "floor"},
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
	known := &Pattern{Text: "b/d:2", Line: 1}
	rep := &Report{
		Documents: []Document{{ID: "d", Title: "Rules", Edition: "1"}},
		Games:     []Game{{Game: "a", Document: "d", Claimed: true, Verdict: Fail}, {Game: "b", Document: "d", Claimed: true, Verdict: Fail}},
		Verdicts: []ClauseVerdict{
			{ID: "a/d:1", Game: "a", Document: "d", Clause: "1", Verdict: Fail},
			{ID: "a/d:2", Game: "a", Document: "d", Clause: "2", Verdict: NotJudged},
			{ID: "a/interpretation:5", Game: "a", Document: DocInterpretation, Clause: "5", Verdict: Pass},
			{ID: "b/d:1", Game: "b", Document: "d", Clause: "1", Verdict: Pass},
			{ID: "b/d:2", Game: "b", Document: "d", Clause: "2", Verdict: Fail, KnownFailing: known},
			{ID: "b/contract:money", Game: "b", Document: DocContract, Clause: "money", Verdict: Fail},
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
	page := renderHTML(t, rep)
	for _, th := range []string{`data-verdict="fail">a · fail<`, `data-verdict="pass">a · pass<`, `data-verdict="fail">b · fail<`} {
		if !strings.Contains(page, th) {
			t.Errorf("the page has no column heading %s", th)
		}
	}
	if strings.Contains(page, `b · pass<`) {
		t.Errorf("a column of b says pass: every table of b fails")
	}
}
