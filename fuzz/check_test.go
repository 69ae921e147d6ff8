package fuzz

import (
	"context"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/google/go-cmp/cmp"
)

func TestCheckReferenceAgainstItself(t *testing.T) {
	ref := refengine.New()
	rep, err := Check(context.Background(), ref, nil, Config{Shoes: 8, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range rep.Games {
		t.Logf("%s: %s %s shoes=%d coups=%d shoeRuns=%d tables=%d tableRounds=%d", g.Game, g.Verdict, g.Reason, g.Shoes, g.Coups, g.ShoeRuns, g.Tables, g.TableRounds)
		if g.Verdict != VerdictPass || g.Coups == 0 || g.ShoeRuns == 0 || g.Tables == 0 || g.TableRounds == 0 {
			t.Errorf("%s: %s, %d coups, %d shoe runs, %d tables: the reference must pass every check", g.Game, g.Verdict, g.Coups, g.ShoeRuns, g.Tables)
		}
		for _, f := range g.Failures {
			t.Errorf("%s\n%s", f, f.Case.JSON())
		}
		for _, e := range g.Errors {
			t.Errorf("errored: %s", e.Message)
		}
	}
}

// noDragons is the reference without the optional Dragon Bonus wagers: it
// answers "unsupported" to any coup or shoe that has one.
type noDragons struct{ *refengine.Fast }

func hasDragon(ws []adapter.Wager) bool {
	for _, w := range ws {
		if strings.HasSuffix(w.Wager, "dragon-bonus") {
			return true
		}
	}
	return false
}

func (e noDragons) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out, err := e.Fast.Coups(ctx, reqs)
	for i, r := range reqs {
		if hasDragon(r.Wagers) {
			out[i] = adapter.CoupReply{Err: adapter.Unsupported("no Dragon Bonus here")}
		}
	}
	return out, err
}

func (e noDragons) Shoe(ctx context.Context, req adapter.ShoeRequest) (adapter.ShoeResult, error) {
	if hasDragon(req.Wagers) {
		return adapter.ShoeResult{}, adapter.Unsupported("no Dragon Bonus here")
	}
	return e.Fast.Shoe(ctx, req)
}

// TestOptionalWagersNotApplicable: an engine that does not offer an
// optional wager passes, the wager is listed as unsupported and its
// clauses are not applicable, never passed.
func TestOptionalWagersNotApplicable(t *testing.T) {
	eng := noDragons{refengine.NewFast()}
	rep, err := Check(context.Background(), eng, []string{"mbs-etg-v4-fortune-six-ncb"}, Config{Shoes: 10, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	g := rep.Games[0]
	if g.Verdict != VerdictPass || len(g.Errors) > 0 {
		t.Fatalf("verdict %s %s, errors %v, failures %v", g.Verdict, g.Reason, g.Errors, g.Failures)
	}
	if d := cmp.Diff([]string{"player-dragon-bonus", "banker-dragon-bonus"}, g.Unsupported); d != "" {
		t.Fatalf("unsupported wagers (-want +got):\n%s", d)
	}
	for _, c := range g.Clauses {
		if c.Clause == "mbs-etg-v4:4.6" && c.Verdict != VerdictNotApplicable {
			t.Fatalf("the Player Dragon Bonus pay clause is %s, want not-applicable", c.Verdict)
		}
	}
}

// noWagerEngine is the reference answering every coup "unsupported".
type noWagerEngine struct{ *refengine.Fast }

func (e noWagerEngine) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out := make([]adapter.CoupReply, len(reqs))
	for i := range out {
		out[i] = adapter.CoupReply{Err: adapter.Unsupported("no wager here")}
	}
	return out, nil
}

// TestNoWagerOffered: an engine that answers every wager's probe
// "unsupported" leaves nothing to generate: the game is not applicable
// (the offers check fails its required wagers), and the kit does not
// panic drawing wagers from none, in Check or in ReplayShoe.
func TestNoWagerOffered(t *testing.T) {
	eng := noWagerEngine{refengine.NewFast()}
	rep, err := Check(context.Background(), eng, []string{"mbs-ncb-v6"}, Config{Shoes: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if g := rep.Games[0]; g.Verdict != VerdictNotApplicable || g.Reason != noWagers || len(g.Unsupported) == 0 {
		t.Errorf("verdict %s (%s), unsupported %v; want not applicable, every wager unsupported", g.Verdict, g.Reason, g.Unsupported)
	}
	if _, err := ReplayShoe(context.Background(), eng, "mbs-ncb-v6", 3, Config{}); err == nil || err.Error() != noWagers {
		t.Errorf("ReplayShoe: %v, want %q", err, noWagers)
	}
}
