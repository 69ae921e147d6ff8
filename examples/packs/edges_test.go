package packs_test

import (
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/analysis"
	"github.com/bacctk/bacctk/reference"
)

// sheetOf is the exact PAR sheet of a pack's game on 8 decks.
func sheetOf(t *testing.T, dir string) *analysis.Sheet {
	t.Helper()
	s, err := analysis.Analyze(gamesOf(t, dir)[0], 8)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// percent prints a fraction as a percentage to the given decimals, as
// published tables round.
func percent(r *big.Rat, decimals int) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(decimals)
}

// edges gives each wager's house edge on the sheet, in percent to two
// decimals.
func edges(t *testing.T, s *analysis.Sheet) map[string]string {
	t.Helper()
	got := map[string]string{}
	for _, w := range s.Wagers {
		got[string(w.Spec.ID)] = percent(w.HouseEdge, 2)
	}
	return got
}

// TestPublishedEdges: each pack's games.json, decoded as a pack's games
// are, prices every wager at its published 8-deck house edge.
func TestPublishedEdges(t *testing.T) {
	want := map[string]map[string]string{
		// Wizard of Odds, "EZ Baccarat" (8 decks): Banker 1.02% (the
		// three-card Banker 7 pushes), Player 1.24% and Tie 14.36% as in
		// baccarat, Dragon 7 at 40 to 1 7.61%, Panda 8 at 25 to 1 10.19%.
		"harbour-ez": {
			"player": "1.24", "banker": "1.02", "tie": "14.36",
			"dragon-7": "7.61", "panda-8": "10.19",
		},
		// Wizard of Odds, "Baccarat" (8 decks): Banker at 0.95 to 1
		// 1.06%, Player 1.24%, Tie at 8 to 1 14.36%, each Pair at 11 to 1
		// 10.36%; "Perfect Pairs", version 1 (25 to 1 when either hand's
		// first two cards are identical, paid once if both are): 13.03%.
		// Either Pair at 5 to 1: 13.71%, which no source publishes for 8
		// decks; it is the closed form of analysis's
		// TestEitherPairClosedForm, checked exactly below.
		"harbour-pairs": {
			"player": "1.24", "banker": "1.06", "tie": "14.36",
			"player-pair": "10.36", "banker-pair": "10.36",
			"either-pair": "13.71", "perfect-pair": "13.03",
		},
	}
	for _, dir := range packDirs {
		if d := cmp.Diff(want[dir], edges(t, sheetOf(t, dir))); d != "" {
			t.Errorf("%s on 8 decks (-published +analysis):\n%s", dir, d)
		}
	}
}

// TestExactFigures: the figures above to the last digit, from the counts
// they are published with, so that rounding cannot hide a near miss.
func TestExactFigures(t *testing.T) {
	ez, pairs := sheetOf(t, "harbour-ez"), sheetOf(t, "harbour-pairs")
	rat := func(n, d int64) *big.Rat { return big.NewRat(n, d) }
	edge := func(s *analysis.Sheet, id string) *big.Rat { return s.Wager(reference.WagerID(id)).HouseEdge }
	prob := func(s *analysis.Sheet, id string, e reference.Event) *big.Rat {
		r := s.Wager(reference.WagerID(id)).Row(e)
		if r == nil {
			t.Fatalf("%s: no row for %s", id, e)
		}
		return r.Probability
	}
	// Wizard of Odds, 8 decks, over the 416*415*...*411 sequences of six
	// cards: Player and Banker wins, three-card Banker 7s that win (Dragon
	// 7) and three-card Player 8s that win (Panda 8).
	const total, player, banker = 4998398275503360, 2230518282592256, 2292252566437888
	const sevens, eights = 112633011329024, 172660763262976
	// Either Pair: one hand pairs with 31/415; both with 31/415 times
	// (30*29 + 384*31) / (414*413); either is one plus one less both.
	one := rat(31, 415)
	both := new(big.Rat).Mul(one, rat(30*29+384*31, 414*413))
	either := new(big.Rat).Sub(new(big.Rat).Add(one, one), both)
	checks := []struct {
		name      string
		got, want *big.Rat
	}{
		{"EZ banker edge", edge(ez, "banker"), rat(player-(banker-sevens), total)},
		{"dragon 7 edge", edge(ez, "dragon-7"), rat(total-41*sevens, total)},
		{"panda 8 edge", edge(ez, "panda-8"), rat(total-26*eights, total)},
		// Wizard of Odds, "Perfect Pairs": 246,848,784 of 7,379,583,120
		// four-card sequences.
		{"perfect pair probability", prob(pairs, "perfect-pair", reference.EitherPerfectPair), rat(246848784, 7379583120)},
		{"either pair probability", prob(pairs, "either-pair", reference.EitherPair), either},
	}
	for _, c := range checks {
		if c.got.Cmp(c.want) != 0 {
			t.Errorf("%s: %s, want exactly %s", c.name, c.got.RatString(), c.want.RatString())
		}
	}
}
