package report

import (
	"slices"
	"strings"
	"testing"
)

// diffBase is a small report to change in the table tests: two games, four
// rows, two causes.
func diffBase() *Report {
	return &Report{
		Format: Format,
		Kit:    Kit{Version: "1.0.0", ContentHash: "sha256:aaaa"},
		Engine: Engine{Name: "eng", Version: "2.0"},
		Run:    RunInfo{Seed: "7"},
		Games:  []Game{{Game: "g1", Verdict: Pass}, {Game: "g2", Verdict: Fail}},
		Verdicts: []ClauseVerdict{
			{ID: "g1/d:1", Verdict: Pass, Summary: "one"},
			{ID: "g1/d:2", Verdict: Pass, Summary: "two"},
			{ID: "g2/d:1", Verdict: Fail, Summary: "one"},
			{ID: "g2/d:2", Verdict: Errored, Summary: "two"},
		},
		Causes: []Cause{
			{ID: "C1", Kind: CauseSettlement, Clauses: []string{"d:1", "d:3"}, Summary: "tie paid 7/1 where the rules say 8/1", Games: []string{"g2"}},
			{ID: "C2", Kind: CauseErrored, Clauses: []string{"d:2"}, Summary: "the engine crashed", Games: []string{"g2"}},
		},
		Coverage: &Coverage{Complete: true, Omitted: []Omission{}, Checks: []string{"scenarios"}, Games: []GameCoverage{{Game: "g1"}, {Game: "g2"}}},
		Summary:  Summary{Result: "fail", Headline: "FAIL"},
	}
}

// rowIDs are the ids of row changes, each with its old and new verdicts.
func rowIDs(rows []RowChange) []string {
	var out []string
	for _, r := range rows {
		s := r.ID + " " + r.Old + ">" + r.New
		if r.KnownFailing != "" {
			s += " known"
		}
		out = append(out, s)
	}
	return out
}

func causeSummaries(cs []CauseChange) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.ID+" "+c.Summary)
	}
	return out
}

// TestReportDiffTable: each change to a report lands in its group, and
// the exit code is 1 exactly when a row newly fails outside the new
// report's known-failing list.
func TestReportDiffTable(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(r *Report)
		// new failures, fixed, other changes, causes appeared, gone, games
		newFail, fixed, other, appeared, gone, games []string
		exit                                         int
		warn                                         string
		line                                         string
	}{
		{name: "unchanged", change: func(*Report) {},
			line: "0 new failing rows, 0 fixed, 0 causes appeared, 0 gone"},
		{name: "cause ids renumbered, clauses reordered", change: func(r *Report) {
			r.Causes[0], r.Causes[1] = r.Causes[1], r.Causes[0]
			r.Causes[0].ID, r.Causes[1].ID = "C1", "C2"
			r.Causes[1].Clauses = []string{"d:3", "d:1"}
			r.Causes[1].Count, r.Causes[1].Games = 40, []string{"g1", "g2"}
		}},
		{name: "a pass fails", change: func(r *Report) {
			r.Verdicts[0].Verdict = Fail
			r.Games[0].Verdict = Fail
			r.Causes = append(r.Causes, Cause{ID: "C3", Kind: CauseWinner, Clauses: []string{"d:1"}, Summary: "banker wins where player does"})
		}, newFail: []string{"g1/d:1 pass>fail"}, appeared: []string{"C3 banker wins where player does"},
			games: []string{"g1 pass>fail"}, exit: 1,
			line: "1 new failing row, 0 fixed, 1 cause appeared, 0 gone"},
		{name: "a pass is errored", change: func(r *Report) { r.Verdicts[1].Verdict = Errored },
			newFail: []string{"g1/d:2 pass>errored"}, exit: 1},
		{name: "a newly failing row the new list knows", change: func(r *Report) {
			r.Verdicts[0].Verdict = Fail
			r.Verdicts[0].KnownFailing = &Pattern{Text: "g1/*"}
		}, newFail: []string{"g1/d:1 pass>fail known"},
			line: "1 new failing row (1 known failing), 0 fixed, 0 causes appeared, 0 gone"},
		{name: "fixed, and a cause gone", change: func(r *Report) {
			r.Verdicts[2].Verdict = Pass
			r.Games[1].Verdict = Errored
			r.Causes = r.Causes[1:]
		}, fixed: []string{"g2/d:1 fail>pass"}, gone: []string{"C1 tie paid 7/1 where the rules say 8/1"},
			games: []string{"g2 fail>errored"},
			line:  "0 new failing rows, 1 fixed, 0 causes appeared, 1 gone"},
		{name: "other changes: fail to errored, errored to not-judged, pass to not-applicable", change: func(r *Report) {
			r.Verdicts[2].Verdict = Errored
			r.Verdicts[3].Verdict = NotJudged
			r.Verdicts[1].Verdict = NotApplicable
		}, other: []string{"g1/d:2 pass>not-applicable", "g2/d:1 fail>errored", "g2/d:2 errored>not-judged"},
			line: "0 new failing rows, 0 fixed, 3 other changes, 0 causes appeared, 0 gone"},
		{name: "a cause that is now twice", change: func(r *Report) {
			c := r.Causes[0]
			c.ID = "C3"
			r.Causes = append(r.Causes, c)
		}, appeared: []string{"C3 tie paid 7/1 where the rules say 8/1"}},
		{name: "a cause's words changed", change: func(r *Report) { r.Causes[0].Summary = "tie paid 9/1 where the rules say 8/1" },
			appeared: []string{"C1 tie paid 9/1 where the rules say 8/1"}, gone: []string{"C1 tie paid 7/1 where the rules say 8/1"}},
		{name: "another seed's first instance: the summary differs, a pattern is shared", change: func(r *Report) {
			r.Causes[0].Summary = "banker paid 0/1 where the rules say push"
			r.Causes[0].Patterns = []CausePattern{{Summary: "banker paid 0/1 where the rules say push"}, {Summary: "tie paid 7/1 where the rules say 8/1"}}
		}},
		{name: "other rules data", change: func(r *Report) { r.Kit.ContentHash = "sha256:bbbb" },
			warn: "the content hashes differ (old sha256:aaaa, new sha256:bbbb)"},
		{name: "a partial run: a game left out, a new one failing", change: func(r *Report) {
			r.Verdicts = append(r.Verdicts[:2], ClauseVerdict{ID: "g3/d:1", Verdict: Fail})
			r.Games = []Game{r.Games[0], {Game: "g3", Verdict: Fail}}
			r.Coverage = &Coverage{Omitted: []Omission{{Kind: OmitGames, Detail: "g2", Text: "one of the 3 games the engine claims left out by --games"}},
				Checks: []string{"scenarios"}, Games: []GameCoverage{{Game: "g1"}, {Game: "g3"}}}
		}, newFail: []string{"g3/d:1 absent>fail"}, other: []string{"g2/d:1 fail>absent", "g2/d:2 errored>absent"},
			games: []string{"g3 absent>fail", "g2 fail>absent"}, exit: 1,
			warn: "the coverage differs (only the new run left out: one of the 3 games the engine claims left out by --games)"},
		{name: "complete runs of other capabilities", change: func(r *Report) { r.Coverage.Capabilities = []string{"coup"} },
			warn: "the coverage differs (old: games g1 g2, capabilities (none), checks scenarios; new: games g1 g2, capabilities coup, checks scenarios)"},
		{name: "no coverage recorded", change: func(r *Report) { r.Coverage = nil },
			warn: "the coverage differs (the new report does not record it)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			old, cur := diffBase(), diffBase()
			tc.change(cur)
			d := Compare(old, cur)
			var games []string
			for _, g := range d.Games {
				games = append(games, g.Game+" "+g.Old+">"+g.New)
			}
			for _, c := range []struct {
				what      string
				got, want []string
			}{
				{"new failures", rowIDs(d.NewFailures), tc.newFail},
				{"fixed", rowIDs(d.Fixed), tc.fixed},
				{"other changes", rowIDs(d.OtherChanges), tc.other},
				{"causes appeared", causeSummaries(d.CausesAppeared), tc.appeared},
				{"causes gone", causeSummaries(d.CausesGone), tc.gone},
				{"games", games, tc.games},
			} {
				if !slices.Equal(c.got, c.want) {
					t.Errorf("%s: %q, want %q", c.what, c.got, c.want)
				}
			}
			if d.ExitCode != tc.exit {
				t.Errorf("exit code %d, want %d (regressions %d)", d.ExitCode, tc.exit, d.Regressions)
			}
			warnings := strings.Join(d.Warnings, "\n")
			if (tc.warn == "") != (len(d.Warnings) == 0) || !strings.Contains(warnings, tc.warn) {
				t.Errorf("warnings %q, want %q", d.Warnings, tc.warn)
			}
			if d.ContentHashDiffers != strings.Contains(tc.warn, "content hashes") || d.CoverageDiffers != strings.Contains(tc.warn, "coverage") {
				t.Errorf("contentHashDiffers %v, coverageDiffers %v; warning %q", d.ContentHashDiffers, d.CoverageDiffers, tc.warn)
			}
			if tc.line != "" && d.Line != tc.line {
				t.Errorf("line %q, want %q", d.Line, tc.line)
			}
		})
	}
}
