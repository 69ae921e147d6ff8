package independent

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/reference"
	"github.com/google/go-cmp/cmp"
)

// referenceAnswers plays a request on a game the reference read from a game
// file, without registering it: the coup's and the shoe's wire answers, or
// the reason the reference refuses the request.
func referenceAnswers(g *reference.Game, req adapter.CoupRequest) (adapter.CoupResult, adapter.ShoeResult, error) {
	cards, err := reference.ParseTokens(req.Cards)
	if err != nil {
		return adapter.CoupResult{}, adapter.ShoeResult{}, err
	}
	wagers := make([]reference.Wager, len(req.Wagers))
	for i, w := range req.Wagers {
		wagers[i] = reference.Wager{ID: reference.WagerID(w.Wager), Stake: w.Stake}
	}
	table := reference.TableSettings{Rounding: req.Table.Rounding}
	r, err := reference.Play(g, req.Decks, cards, wagers, table)
	if err != nil {
		return adapter.CoupResult{}, adapter.ShoeResult{}, err
	}
	run, err := reference.RunShoe(g, req.Decks, cards, wagers, table)
	if err != nil {
		return adapter.CoupResult{}, adapter.ShoeResult{}, err
	}
	shoe := adapter.ShoeResult{CardsUsed: run.CardsUsed, End: run.End.String(), Rounds: make([]adapter.CoupResult, len(run.Rounds))}
	for i := range run.Rounds {
		shoe.Rounds[i] = refengine.EncodeRound(&run.Rounds[i])
	}
	return refengine.EncodeRound(&r), shoe, nil
}

// TestFileGamesAgreeWithReference: on the test's EZ Baccarat (a Banker
// pushing on a three-card 7, Dragon 7, Panda 8) and its commission game
// with Either and Perfect Pair, this engine and the reference, each
// reading the same game files with its own reader, answer a large
// generated set of coups and shoes alike, and every row of every wager
// settles some of them.
func TestFileGamesAgreeWithReference(t *testing.T) {
	files := testGameFiles(t)
	e := mustNewWithGames(t, files)
	refGames := map[string]*reference.Game{}
	for i, f := range files {
		gs, err := reference.DecodeGames(f, fmt.Sprint(i))
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range gs {
			refGames[string(g.ID)] = g
		}
	}
	// 6,000 requests a game by default, 30,000 in the long run.
	n := longtest.Budget(6_000, 30_000)
	if testing.Short() {
		n = 3_000
	}
	ctx := context.Background()
	for _, id := range e.added {
		g, rg := e.games[id], refGames[id]
		if rg == nil {
			t.Fatalf("%s: the reference read no such game", id)
		}
		settledBy := map[string]int{} // wager/row: the settlements of each row
		rng := rngFor(testSeed(t), "filegames/"+id)
		for i := 0; i < n; i++ {
			req := genRequest(rng, g)
			want, wantShoe, rerr := referenceAnswers(rg, req)
			got, err := e.Coup(ctx, req)
			if (rerr != nil) != (err != nil) {
				t.Fatalf("%s %s: refused %v here, %v by the reference", id, requestJSON(req), err, rerr)
			}
			if rerr != nil {
				continue
			}
			if !reflect.DeepEqual(want, got) {
				t.Fatalf("%s coup %s (-reference +here):\n%s", id, requestJSON(req), cmp.Diff(want, got))
			}
			gotShoe, err := e.Shoe(ctx, adapter.ShoeRequest(req))
			if err != nil || !reflect.DeepEqual(wantShoe, gotShoe) {
				t.Fatalf("%s shoe %s (-reference +here), %v:\n%s", id, requestJSON(req), err, cmp.Diff(wantShoe, gotShoe))
			}
			if got.Void == "" {
				countRows(g, &got, settledBy)
			}
		}
		for _, w := range g.order {
			for i, r := range g.pays[w] {
				if settledBy[fmt.Sprint(w, i)] == 0 {
					t.Errorf("%s %s row %d (%s): settled no coup of %d: the sample does not test it", id, w, i, r.event, n)
				}
			}
		}
	}
}

// countRows counts, per wager and row, the settlements of a completed
// round that the row decided.
func countRows(g *gameSpec, res *adapter.CoupResult, settledBy map[string]int) {
	o := newOutcome(roundOf(res), &faults{})
	for _, s := range res.Settlements {
		for i, r := range g.pays[s.Wager] {
			if r.when(o) {
				settledBy[fmt.Sprint(s.Wager, i)]++
				break
			}
		}
	}
}

// roundOf is the round a completed coup's answer shows.
func roundOf(res *adapter.CoupResult) *round {
	var r round
	for _, hs := range []struct {
		h    *hand
		toks []string
	}{{&r.player, res.Player}, {&r.banker, res.Banker}} {
		toks, err := parseTokens(hs.toks)
		if err != nil {
			panic(err) // the engine's own tokens
		}
		for _, tk := range toks {
			hs.h.add(tk.c)
		}
	}
	return &r
}
