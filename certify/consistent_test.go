package certify

import (
	"strings"
	"testing"
)

// TestCheckCounts: a report as run states the totals its rows give; a row
// edited without the totals, totals edited without the rows, or a game
// left out are each told.
func TestCheckCounts(t *testing.T) {
	opts := Options{Seed: 5, Shoes: 2, Games: []string{"mbs-tiger-v2", "mbs-ncb-v6"}, NoFeatures: true, MinimizeBudget: 10}
	rep := shardRun(t, opts, Shard{}, "tie-loses-player-banker")
	if err := rep.CheckCounts(); err != nil {
		t.Fatalf("a report as run: %v", err)
	}
	pass := -1
	for i, v := range rep.Verdicts {
		if v.Verdict == Pass && v.Game == "mbs-ncb-v6" {
			pass = i
			break
		}
	}
	if pass < 0 {
		t.Fatal("no passing row on mbs-ncb-v6 to edit")
	}
	for _, tc := range []struct {
		name, want string
		edit       func(r *Report)
	}{
		{"row", "the summary states", func(r *Report) { r.Verdicts[pass].Verdict = Fail }},
		{"summary", "the summary states", func(r *Report) { r.Summary.Verdicts.Fail = 0; r.Summary.Verdicts.Pass++ }},
		{"game", "game mbs-ncb-v6 states", func(r *Report) { r.Games[1].Clauses.Pass-- }},
		{"games", "counts 2 games", func(r *Report) { r.Games = r.Games[:1] }},
		{"result", "exit code", func(r *Report) { r.Summary.Result = Pass }},
	} {
		r := *rep
		r.Verdicts = append([]ClauseVerdict(nil), rep.Verdicts...)
		r.Games = append([]Game(nil), rep.Games...)
		tc.edit(&r)
		if err := r.CheckCounts(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s edited: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}
