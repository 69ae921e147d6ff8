package fuzz

import (
	"context"
	"encoding/json"
	"errors"
	"sync/atomic"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/internal/longtest"
)

// TestCheckOnIsCheck: the shoes shared among 2 and 3 engines give Check's
// report on one (its duration aside): failures in the same order, with the
// same shrunk cases and counts; the same engine errors; the same shoe
// where an engine that breaks down stops the game. Engines: planted
// defects of coups, shoes and tables, and an engine that errs on some
// coups and breaks down on others.
func TestCheckOnIsCheck(t *testing.T) {
	t.Parallel()
	engines := map[string]func() adapter.Engine{
		"natural-does-not-stop":          independentEngine(t, "natural-does-not-stop"),
		"shoe-continues-after-cut":       independentEngine(t, "shoe-continues-after-cut"),
		"table-late-withdrawal-honoured": independentEngine(t, "table-late-withdrawal-honoured"),
		"tiger-commission-rounds-up":     independentEngine(t, "tiger-commission-rounds-up"),
		"errs-then-breaks-down":          func() adapter.Engine { return &breaking{Engine: refengine.New()} },
		"clean":                          independentEngine(t),
	}
	for name, mk := range engines {
		cfg := Config{Shoes: longtest.Budget(6, 12), Seed: 5, TableEvery: 1}
		want, err := Check(context.Background(), mk(), nil, cfg)
		if err != nil {
			t.Fatal(err)
		}
		want.Duration = 0
		wantJSON, _ := json.Marshal(want)
		failures, errs, stopped := len(want.Failures()), 0, 0
		for _, g := range want.Games {
			errs += len(g.Errors)
			if g.Verdict == VerdictErrored || g.Verdict == VerdictFail && g.Reason != "" {
				stopped++
			}
		}
		switch {
		case name == "clean" && (failures > 0 || errs > 0):
			t.Fatalf("the clean engine fails: %v", want.Failures())
		case name == "errs-then-breaks-down" && (errs == 0 || stopped == 0):
			t.Fatalf("%s: %d engine errors, %d games stopped: the test needs both", name, errs, stopped)
		case name != "clean" && name != "errs-then-breaks-down" && failures == 0:
			t.Fatalf("%s: no failure", name)
		}
		// 2 engines or 3 by default (in turn across the engines), both in
		// the long run.
		for _, n := range longtest.Pick([]int{2, 3}, 1, uint64(len(name))) {
			engs := make([]adapter.Engine, n)
			for i := range engs {
				engs[i] = mk()
			}
			got, err := CheckOn(context.Background(), engs, nil, cfg)
			if err != nil {
				t.Fatal(err)
			}
			got.Duration = 0
			if gotJSON, _ := json.Marshal(got); string(gotJSON) != string(wantJSON) {
				t.Errorf("%s on %d engines: the report differs from Check's:\n%s\nwant\n%s", name, n, gotJSON, wantJSON)
			}
		}
	}
}

func independentEngine(t *testing.T, defects ...string) func() adapter.Engine {
	return func() adapter.Engine {
		eng, err := independent.New(defects...)
		if err != nil {
			t.Fatal(err)
		}
		return eng
	}
}

// breaking is the reference, answering "internal" to a coup whose first
// card is an ace of spades, and failing as a whole a batch with a coup
// that starts with two kings of hearts: by the requests, not by the
// order they come in, so that any number of engines meet it alike.
type breaking struct{ adapter.Engine }

func (b *breaking) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out, err := b.Engine.Coups(ctx, reqs)
	for i, r := range reqs {
		if len(r.Cards) > 1 && r.Cards[0] == "KH" && r.Cards[1] == "KH" {
			return nil, errors.New("the engine broke down")
		}
		if err == nil && len(r.Cards) > 0 && r.Cards[0] == "AS" {
			out[i] = adapter.CoupReply{Err: &adapter.Error{Code: adapter.CodeInternal, Message: "no aces"}}
		}
	}
	return out, err
}

// TestOnShoeCountsEveryShoe: Config.OnShoe is called once for every shoe
// checked, from each engine's goroutine alike, so that a progress count
// summed across engines ends at the shoes the report counts.
func TestOnShoeCountsEveryShoe(t *testing.T) {
	for _, n := range []int{1, 3} {
		var calls atomic.Int64
		engs := make([]adapter.Engine, n)
		for i := range engs {
			engs[i] = refengine.New()
		}
		cfg := Config{Shoes: 7, Seed: 3, OnShoe: func() { calls.Add(1) }}
		rep, err := CheckOn(context.Background(), engs, []string{"mbs-ncb-v6", "mbs-tiger-v2"}, cfg)
		if err != nil {
			t.Fatal(err)
		}
		shoes := 0
		for _, g := range rep.Games {
			shoes += g.Shoes
		}
		if shoes != 14 || calls.Load() != int64(shoes) {
			t.Errorf("%d engines: %d shoes checked, OnShoe called %d times; want 14 and 14", n, shoes, calls.Load())
		}
	}
}
