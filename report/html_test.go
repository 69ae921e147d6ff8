package report

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// shoeDiff is a go-cmp diff of n unchanged lines with a changed pair
// (one - and one + line) after each line whose index is in at.
func shoeDiff(n int, at ...int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  \"line %d\",\n", i)
		for _, a := range at {
			if a == i {
				fmt.Fprintf(&b, "- \"result\": \"push\",\n+ \"result\": \"lose\",\n")
			}
		}
	}
	return b.String()
}

// TestHTMLDiff: a long diff keeps its changed lines with three lines of
// context, the unchanged runs between them a line saying how many; past
// the bound it is cut; every line left out is counted.
func TestHTMLDiff(t *testing.T) {
	for _, tc := range []struct {
		name                  string
		diff                  string
		lines, shown, changed int
		gaps                  []string
		fold, cut             bool
	}{
		{name: "empty", diff: ""},
		{name: "short", diff: shoeDiff(4, 1), lines: 6, shown: 6, changed: 2},
		// 900 lines, changes after lines 100 and 500: 3+2+3 lines
		// around each, gaps before, between and after.
		{name: "shoe", diff: shoeDiff(900, 100, 500), lines: 8 + 8 + 3, shown: 16, changed: 4, fold: true,
			gaps: []string{"⋯ 98 unchanged lines", "⋯ 394 unchanged lines", "⋯ 396 unchanged lines"}},
		// A one-line gap shows the line instead.
		{name: "one-line gap", diff: shoeDiff(20, 5, 12), lines: 1 + 8 + 1 + 8 + 1, shown: 17, changed: 4, fold: true,
			gaps: []string{"⋯ 3 unchanged lines", "⋯ 4 unchanged lines"}},
		// 200 changes in a row: only the bound is shown.
		{name: "cut", diff: shoeDiff(200, seq(200)...), lines: htmlDiffMax, shown: htmlDiffMax, changed: 400, fold: true, cut: true},
		// No - or + line: not a diff of lines, shown as it comes, bounded.
		{name: "text", diff: strings.Repeat("  same\n", 100), lines: htmlDiffMax, shown: htmlDiffMax, fold: true, cut: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := newHTMLDiff(tc.diff)
			if tc.diff == "" {
				if d != nil {
					t.Errorf("no diff gives %+v", d)
				}
				return
			}
			var gaps []string
			for _, l := range d.Lines {
				want := map[byte]string{'-': "del", '+': "add"}[l.Text[0]]
				if strings.HasPrefix(l.Text, "⋯") {
					gaps, want = append(gaps, l.Text), "gap"
				}
				if l.Kind != want {
					t.Errorf("line %q is %q, want %q", l.Text, l.Kind, want)
				}
			}
			total := strings.Count(tc.diff, "\n")
			if len(d.Lines) != tc.lines || d.Shown != tc.shown || d.Total != total || d.Hidden() != total-tc.shown ||
				d.Changed != tc.changed || d.Fold != tc.fold || d.Cut != tc.cut || strings.Join(gaps, "|") != strings.Join(tc.gaps, "|") {
				t.Errorf("%d lines (%d shown of %d, %d hidden, %d changed), fold %v, cut %v, gaps %q; want %d lines (%d shown of %d, %d changed), fold %v, cut %v, gaps %q",
					len(d.Lines), d.Shown, d.Total, d.Hidden(), d.Changed, d.Fold, d.Cut, gaps, tc.lines, tc.shown, total, tc.changed, tc.fold, tc.cut, tc.gaps)
			}
		})
	}
}

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// foldReport has nine failures of cause C2, listed before C1's two, one
// failure of no cause and one known failing, and a stale known-failing
// line; its engine's name would close the style element.
func foldReport() *Report {
	rep := &Report{Format: Format, Kit: Kit{Name: "bacctk", Version: "0.1.0"},
		Engine:  Engine{Name: `evil"}</style><script>window.pwned=1</script>`, Version: "1"},
		Games:   []Game{{Game: "g", Document: "d", Claimed: true, Verdict: Fail}},
		Summary: Summary{Result: Fail, ExitCode: 1, Games: 1, Line: "FAIL: 1 game"},
		Causes: []Cause{{ID: "C1", Game: "g", Kind: CauseSettlement, Summary: "tie pays 7/1", Count: 2},
			{ID: "C2", Game: "g", Kind: CauseSettlement, Summary: "player loses on a tie", Count: 9}},
		KnownFailing: &KnownFailingReport{File: "known.txt", Patterns: []PatternOutcome{{Pattern: Pattern{Text: "g/d:9.9", Line: 3}, UnexpectedPasses: 1}},
			UnexpectedPasses: []string{"g/d:9.9"}},
	}
	add := func(cause string, known bool) {
		id := fmt.Sprintf("F%d", len(rep.Failures)+1)
		rep.Failures = append(rep.Failures, Failure{ID: id, Source: SourceScenario, Verdict: Fail, Game: "g", Cause: cause,
			KnownFailing: known, Title: "check " + id, Location: "loc " + id, Diff: shoeDiff(900, 100), Count: 1})
		rep.Verdicts = append(rep.Verdicts, ClauseVerdict{ID: "g/d:" + id, Game: "g", Document: "d", Clause: id, Verdict: Fail, Failures: []string{id}})
	}
	for i := 0; i < 9; i++ {
		add("C2", false)
	}
	add("C1", false)
	add("C1", false)
	add("", false)
	add("", true)
	return rep
}

// TestHTMLFailureGroups: the failures fold by cause, in the causes'
// order; the first three of a cause are whole (with their diff), the
// others a line each; no cause and known failing come last.
func TestHTMLFailureGroups(t *testing.T) {
	rep := foldReport()
	groups := htmlFailureGroups(rep, map[string]bool{})
	var got []string
	for _, g := range groups {
		var ids []string
		for _, f := range g.Full {
			if f.Shown == nil {
				t.Errorf("%s is shown whole without its diff", f.ID)
			}
			ids = append(ids, f.ID)
		}
		for _, f := range g.Brief {
			if f.Shown != nil {
				t.Errorf("%s, a line, carries its diff", f.ID)
			}
			ids = append(ids, "("+f.ID+")")
		}
		got = append(got, g.ID+": "+strings.Join(ids, " "))
	}
	want := []string{"failures-C1: F10 F11", "failures-C2: F1 F2 F3 (F4) (F5) (F6) (F7) (F8) (F9)", "failures-none: F12", "failures-known: F13"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("groups\n %q\nwant\n %q", got, want)
	}
}

// TestHTMLFolding renders the page: every failure keeps its anchor, only
// the whole ones their coloured diff, cut short with a count; each row
// and failure has an anchor; the stale known-failing line is said in
// the first screen, before the run's details; the running header of
// the print names the engine as an escaped CSS string.
func TestHTMLFolding(t *testing.T) {
	rep := foldReport()
	rep.Failures[4].Location = "vectors/testvectors_v1/g.json tcId 5 id g/coup-5 [Flag]"
	var b bytes.Buffer
	if err := rep.WriteHTML(&b); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, f := range rep.Failures {
		// The filter reads a failure's verdict from its class.
		if !regexp.MustCompile(`<(li|details) class="([^"]* )?fail( [^"]*)?" id="` + f.ID + `">`).MatchString(page) {
			t.Errorf("failure %s has no anchor the filter sees", f.ID)
		}
		if !strings.Contains(page, `<tr data-verdicts="fail" id="row-d_`+f.ID+`"><td class="clause"><a href="#row-d_`+f.ID+`">`) {
			t.Errorf("the row of %s has no anchor", f.ID)
		}
	}
	// C1 2, C2 3, none 1, known 1.
	if n := strings.Count(page, `<pre class="diff">`); n != 7 {
		t.Errorf("%d diffs shown, want 7", n)
	}
	if n := strings.Count(page, `<span class="del">- &#34;result&#34;: &#34;push&#34;,</span><span class="add">&#43; &#34;result&#34;: &#34;lose&#34;,</span>`); n != 7 {
		t.Errorf("%d diffs with their changed lines coloured, want 7", n)
	}
	if n := strings.Count(page, "894 of the diff's 902 lines not shown (the changed lines with 3 lines either side)"); n != 7 {
		t.Errorf("%d diffs say how much they leave out, want 7", n)
	}
	if !strings.Contains(page, `<details class="more"><summary>6 more failures of C2, a line each</summary>`) {
		t.Error("C2's last six failures are not folded away")
	}
	if !strings.Contains(page, `<li class="fail" id="F4"><b>F4 FAIL</b> · g · loc F4</li>`) {
		t.Error("F4, folded away, is not a line of its id, verdict, game and location")
	}
	if !strings.Contains(page, `<li class="fail" id="F5"><b>F5 FAIL</b> · vectors/testvectors_v1/g.json tcId 5</li>`) {
		t.Error("F5, folded away, is not a line of its id, verdict and vector file, which names the game")
	}
	why := regexp.MustCompile(`(?s)<div id="why">.*?</div>`).FindString(page)
	if !strings.Contains(why, `<a href="#known-failing">Stale known-failing line 3</a> of known.txt, g/d:9.9: 1 listed check that passes: remove the line`) ||
		!strings.Contains(why, `<a href="#C1">Root cause C1</a>`) || !strings.Contains(why, `1 failure without a root cause`) {
		t.Errorf("the first screen does not say why the run failed: %q", why)
	}
	if strings.Index(page, `<div id="why">`) > strings.Index(page, `<dl class="head">`) {
		t.Error("why the run failed comes after the run's details")
	}
	head := regexp.MustCompile(`@top-left\{content:"([^"]*)"`).FindStringSubmatch(page)
	if head == nil || head[1] != `bacctk\3a  FAIL \b7  engine evil\22 \7d \3c \2f style\3e \3c script\3e window\2e pwned\3d 1\3c \2f script\3e  1` {
		t.Errorf("the running header is not the verdict and the engine's name escaped: %q", head)
	}
	// The page's style, the running header's and the chart's.
	if strings.Contains(page, "<script>window.pwned") || strings.Count(page, "</style>") != 3 {
		t.Error("the engine's name closed the style element")
	}
}
