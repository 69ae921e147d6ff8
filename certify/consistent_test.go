package certify

import (
	"strings"
	"testing"

	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

// TestCheckCounts: a report as run states the totals its rows give; a row
// edited without the totals, totals edited without the rows, or a game
// left out are each told.
func TestCheckCounts(t *testing.T) {
	opts := Options{Seed: 5, Shoes: 2, Games: []string{"mbs-tiger-v2", "mbs-ncb-v6"}, NoFeatures: true, MinimizeBudget: 10}
	rep := shardRun(t, opts, shard.Shard{}, "tie-loses-player-banker")
	if err := rep.CheckCounts(); err != nil {
		t.Fatalf("a report as run: %v", err)
	}
	pass := -1
	for i, v := range rep.Verdicts {
		if v.Verdict == report.Pass && v.Game == "mbs-ncb-v6" {
			pass = i
			break
		}
	}
	if pass < 0 {
		t.Fatal("no passing row on mbs-ncb-v6 to edit")
	}
	for _, tc := range []struct {
		name, want string
		edit       func(r *report.Report)
	}{
		{"row", "the summary states", func(r *report.Report) { r.Verdicts[pass].Verdict = report.Fail }},
		{"summary", "the summary states", func(r *report.Report) { r.Summary.Verdicts.Fail = 0; r.Summary.Verdicts.Pass++ }},
		{"game", "game mbs-ncb-v6 states", func(r *report.Report) { r.Games[1].Clauses.Pass-- }},
		{"games", "counts 2 games", func(r *report.Report) { r.Games = r.Games[:1] }},
		{"result", "exit code", func(r *report.Report) { r.Summary.Result = report.Pass }},
	} {
		r := *rep
		r.Verdicts = append([]report.ClauseVerdict(nil), rep.Verdicts...)
		r.Games = append([]report.Game(nil), rep.Games...)
		tc.edit(&r)
		if err := r.CheckCounts(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s edited: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}
