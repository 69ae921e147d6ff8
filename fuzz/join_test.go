package fuzz

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
)

// parts checks each of n disjoint parts of cfg's shoes (shoe i in part
// i mod n, as certify --shard cuts one game's) on a fresh engine, and
// returns each game's part reports.
func parts(t *testing.T, mk func() adapter.Engine, games []string, cfg Config, n int) map[string][]GameReport {
	t.Helper()
	out := map[string][]GameReport{}
	for k := 0; k < n; k++ {
		c := cfg
		c.Subset = func(i int) bool { return i%n == k }
		rep, err := Check(context.Background(), mk(), games, c)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range rep.Games {
			out[g.Game] = append(out[g.Game], g)
		}
	}
	return out
}

// TestJoinIsCheck: the reports of 2 and 3 parts of a run's shoes, joined
// game by game, are the run's report: failures in its order, each the
// case of its first shoe with every part's count; the same engine errors,
// clauses (a part without table sequences covers no table clause) and
// verdicts. Each part checks its share of the shoes, not all. An engine
// that breaks down leaves the game errored for the shoe one run stops at.
func TestJoinIsCheck(t *testing.T) {
	t.Parallel()
	// Failures first shown in many shoes, in several parts; engine
	// errors; a breakdown in two parts of mbs-tiger-ncb-v5 under seed 20,
	// the later part's first (shoes 6 and 1 of 2 parts, 6 and 1 of 3).
	cases := []struct {
		name  string
		mk    func() adapter.Engine
		seed  uint64
		games []string
	}{
		{"natural-does-not-stop", independentEngine(t, "natural-does-not-stop"), 4, nil},
		{"table-late-withdrawal-honoured", independentEngine(t, "table-late-withdrawal-honoured"), 4, nil},
		{"rare defects", independentEngine(t, "pair-needs-same-suit", "flaming-nine-three-cards", "element-bonus-four-cards",
			"tie-bonus-proportional", "precious-pair-lowest-category", "small-tiger-pays-20", "dragon-natural-tie-loses"), 4, nil},
		{"errs", func() adapter.Engine { return &erring{Engine: refengine.New()} }, 4, nil},
		{"errs-then-breaks-down", func() adapter.Engine { return &breaking{Engine: refengine.New()} }, 20, []string{"mbs-tiger-ncb-v5"}},
	}
	for _, tc := range cases {
		name, mk := tc.name, tc.mk
		games := tc.games
		if games == nil {
			games = []string{"mbs-tiger-ncb-v5", "mbs-6star-ncb-2017"}
		}
		cfg := Config{Shoes: 12, Seed: tc.seed, MinimizeBudget: 20}
		whole, err := Check(context.Background(), mk(), games, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if errs := len(whole.Games[0].Errors); name == "errs" && errs < 2 {
			t.Fatalf("%s: %d engine errors: the join of errors goes unchecked", name, errs)
		}
		for _, n := range []int{2, 3} {
			ps := parts(t, mk, games, cfg, n)
			shared := 0
			for _, want := range whole.Games {
				got := Join(cfg.Seed, cfg.Shoes, ps[want.Game])
				for k, p := range ps[want.Game] {
					if p.Shoes+p.NotAsked > (cfg.Shoes+n-1)/n {
						t.Errorf("%s, %s: part %d of %d has %d shoes (%d not asked), not its share of %d", name, want.Game, k, n, p.Shoes+p.NotAsked, p.NotAsked, cfg.Shoes)
					}
					shared += len(p.Failures)
				}
				if name == "errs-then-breaks-down" {
					// The other parts' shoes after the stop stay counted, and
					// what they found.
					if got.Verdict == VerdictPass || stopReason(&got) != stopReason(&want) {
						t.Errorf("%s, %s, %d parts: joined %s (%s), the whole run %s (%s)", name, want.Game, n, got.Verdict, got.Reason, want.Verdict, want.Reason)
					}
					continue
				}
				gotJSON, _ := json.Marshal(got)
				wantJSON, _ := json.Marshal(want)
				if string(gotJSON) != string(wantJSON) {
					t.Errorf("%s, %s, %d parts: the joined report differs from the whole run's:\n%s\nwant\n%s", name, want.Game, n, gotJSON, wantJSON)
				}
			}
			if name == "rare defects" && shared <= len(whole.Failures()) {
				t.Errorf("%s, %d parts: no failure shows in two parts: the join of one failure's counts goes unchecked", name, n)
			}
		}
	}
}

// erring is the reference, answering "internal" to a coup whose first
// card is an ace of spades: engine errors in some shoes, no breakdown.
type erring struct{ adapter.Engine }

func (e *erring) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out, err := e.Engine.Coups(ctx, reqs)
	for i, r := range reqs {
		if err == nil && len(r.Cards) > 0 && r.Cards[0] == "AS" {
			out[i] = adapter.CoupReply{Err: &adapter.Error{Code: adapter.CodeInternal, Message: "no aces"}}
		}
	}
	return out, err
}
