package analysis

import (
	"fmt"
	"math/big"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/reference"
)

var (
	allOnce   sync.Once
	allResult []*Sheet
	allErr    error
)

// allSheets returns AnalyzeAll's sheets, computed once for the tests that
// read them.
func allSheets(t *testing.T) []*Sheet {
	t.Helper()
	allOnce.Do(func() { allResult, allErr = AnalyzeAll() })
	if allErr != nil {
		t.Fatal(allErr)
	}
	return allResult
}

// counts flattens a sheet to its counts, for comparisons.
func counts(s *Sheet) map[string]string {
	out := map[string]string{
		"sequences": s.Sequences.String(), "player": s.Player.String(),
		"banker": s.Banker.String(), "tie": s.Tie.String(),
	}
	for _, w := range s.Wagers {
		for _, r := range w.Rows {
			out[string(w.Spec.ID)+"/"+r.Event.String()] = r.Count.String()
		}
		out[string(w.Spec.ID)+" edge"] = w.HouseEdge.String()
	}
	return out
}

// TestEveryWagerEveryShoe checks, for every game at every number of decks,
// that the rows of every wager (its pay-table events and "lose") count every
// sequence exactly once, as do the three outcomes, and that the number of
// sequences is the shoe's falling product.
func TestEveryWagerEveryShoe(t *testing.T) {
	sheets := allSheets(t)
	if len(sheets) != len(reference.Games())*(reference.MaxDecks-reference.MinDecks+1) {
		t.Fatalf("AnalyzeAll returned %d sheets", len(sheets))
	}
	i := 0
	for _, g := range reference.Games() {
		for n := reference.MinDecks; n <= reference.MaxDecks; n++ {
			s := sheets[i]
			i++
			if s.Game != g || s.Decks != n {
				t.Fatalf("sheet %d is %s at %d decks, want %s at %d", i, s.Game.ID, s.Decks, g.ID, n)
			}
			want := big.NewInt(1)
			for k := 0; k < seqLen; k++ {
				want.Mul(want, big.NewInt(int64(n*g.Deck.Size()-k)))
			}
			if s.Sequences.Cmp(want) != 0 {
				t.Errorf("%s, %d decks: %v sequences, want %v", g.ID, n, s.Sequences, want)
			}
			sum := new(big.Int).Add(s.Player, s.Banker)
			if sum.Add(sum, s.Tie).Cmp(want) != 0 {
				t.Errorf("%s, %d decks: outcomes add up to %v, want %v", g.ID, n, sum, want)
			}
			if len(s.Wagers) != len(g.Wagers) {
				t.Errorf("%s: %d wager sheets for %d wagers", g.ID, len(s.Wagers), len(g.Wagers))
			}
			for _, w := range s.Wagers {
				sum := new(big.Int)
				prob := new(big.Rat)
				for _, r := range w.Rows {
					sum.Add(sum, r.Count)
					prob.Add(prob, r.Probability)
				}
				if sum.Cmp(want) != 0 || prob.Cmp(big.NewRat(1, 1)) != 0 {
					t.Errorf("%s, %d decks, %s: rows add up to %v sequences (probability %v), want %v (1)", g.ID, n, w.Spec.ID, sum, prob, want)
				}
				if w.HouseEdge.Sign() <= 0 {
					t.Errorf("%s, %d decks, %s: house edge %v is not positive", g.ID, n, w.Spec.ID, w.HouseEdge.FloatString(6))
				}
			}
		}
	}
}

// TestAnalyzeAgreesWithAnalyzeAll compares the shared, single-threaded
// enumerations of AnalyzeAll with the per-game, parallel ones of Analyze.
func TestAnalyzeAgreesWithAnalyzeAll(t *testing.T) {
	for _, s := range allSheets(t) {
		if s.Decks != 8 {
			continue
		}
		one, err := Analyze(s.Game, s.Decks)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(counts(s), counts(one)); d != "" {
			t.Errorf("%s, %d decks (-AnalyzeAll +Analyze):\n%s", s.Game.ID, s.Decks, d)
		}
	}
}

func TestTieBonus(t *testing.T) {
	s := sheetOf(t, "mbs-6star-ncb-2017", 8)
	tie := wagerOf(t, s, reference.WagerTie)
	if tie.TieBonusPerCoup == nil {
		t.Fatalf("the 6 Star Tie has no Tie Bonus figure")
	}
	// The bonus per coup is the bonus rows' probabilities times their fixed
	// amounts (6 Star 4.3, interpretation 5).
	want := new(big.Rat)
	for _, r := range tie.Rows {
		want.Add(want, new(big.Rat).Mul(r.Probability, new(big.Rat).SetInt64(r.Bonus)))
	}
	if tie.TieBonusPerCoup.Cmp(want) != 0 || want.Sign() <= 0 {
		t.Errorf("Tie Bonus per coup %v, want %v (positive)", tie.TieBonusPerCoup, want)
	}
	// The house edge is that of a Tie paying 8 to 1 on every Tie: the bonus
	// is not in it.
	var ties big.Int
	for _, r := range tie.Rows {
		if r.Outcome == OutcomeWin {
			ties.Add(&ties, r.Count)
		}
	}
	if ties.Cmp(s.Tie) != 0 {
		t.Errorf("the Tie's winning rows count %v, the ties %v", &ties, s.Tie)
	}
	edge := new(big.Rat).SetFrac(new(big.Int).Sub(s.Sequences, new(big.Int).Mul(big.NewInt(9), s.Tie)), s.Sequences)
	if tie.HouseEdge.Cmp(edge) != 0 {
		t.Errorf("6 Star Tie house edge %v, want 1 - 9*P(tie) = %v", tie.HouseEdge.FloatString(8), edge.FloatString(8))
	}
	for _, w := range s.Wagers {
		if w.Spec.ID != reference.WagerTie && w.TieBonusPerCoup != nil {
			t.Errorf("%s has a Tie Bonus figure", w.Spec.ID)
		}
	}
}

func TestBadInput(t *testing.T) {
	g, _ := reference.LookupGame("mbs-ncb-v6")
	for _, n := range []int{3, 11, 0, -1} {
		if _, err := Analyze(g, n); err == nil {
			t.Errorf("Analyze with %d decks: no error", n)
		}
	}
	if _, err := newShoe(reference.Standard52, map[reference.Card]int{reference.NewCard(reference.Ace, reference.Spades): 5}); err == nil {
		t.Errorf("a shoe of 5 cards: no error")
	}
	if _, err := newShoe(reference.Standard52, map[reference.Card]int{reference.NewCard(reference.Ace, reference.Fire): 9}); err == nil {
		t.Errorf("a 6 Star card in a standard shoe: no error")
	}
	bad := &reference.Game{ID: "bad", Deck: reference.Standard52, Wagers: []reference.WagerSpec{{ID: "x", Pays: []reference.Pay{{Event: reference.Event(250)}}}}}
	s, _ := fullShoe(reference.Standard52, 4)
	if _, err := analyze([]*reference.Game{bad}, s, 4, 1, reference.Readings{}); err == nil {
		t.Errorf("an event without a class partition: no error")
	}
}

// TestSixStarMatchesStandardByValue: a 6 Star deck holds 5 cards of each
// value 1 to 9 and 20 of value 0, a standard deck 4 and 16: 4 six-star decks
// hold the values of 5 standard decks, 8 those of 10. Wagers that read only
// values (needs.go) must then count alike in both games, although one is
// counted on 6 Star cards and the other on standard ones.
func TestSixStarMatchesStandardByValue(t *testing.T) {
	for _, c := range [][2]int{{4, 5}, {8, 10}} {
		star := sheetOf(t, "mbs-6star-ncb-2017", c[0])
		std := sheetOf(t, "mbs-etg-v4-fortune-six-ncb", c[1])
		got := map[string]string{
			"sequences": star.Sequences.String(), "player": star.Player.String(), "banker": star.Banker.String(), "tie": star.Tie.String(),
			"fortune-six": fmt.Sprint(wagerOf(t, star, reference.WagerFortuneSix).Rows[0].Count, wagerOf(t, star, reference.WagerFortuneSix).Rows[1].Count),
			"banker-6":    countOf(t, wagerOf(t, star, reference.WagerBanker), reference.BankerWinsOn6),
		}
		want := map[string]string{
			"sequences": std.Sequences.String(), "player": std.Player.String(), "banker": std.Banker.String(), "tie": std.Tie.String(),
			"fortune-six": fmt.Sprint(wagerOf(t, std, reference.WagerFortuneSix).Rows[0].Count, wagerOf(t, std, reference.WagerFortuneSix).Rows[1].Count),
			"banker-6":    countOf(t, wagerOf(t, std, reference.WagerBanker), reference.BankerWinsOn6),
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("6 Star at %d decks vs standard at %d (-standard +6 Star):\n%s", c[0], c[1], d)
		}
	}
}

// TestSixStarsClosedForm checks the Tie with 6 Stars against a count by
// hand: both hands are three value-0 cards (the Player draws on 0, the
// Banker on 0 whatever the Player's third card), the Player's cards
// (positions 1, 3, 5) are one Sau, one Luk and one Fuk in any of 3! orders,
// the Banker's (2, 4, 6) too; with n = 5d copies of each Star, the Player's
// take n*n*n and the Banker's then (n-1)^3.
func TestSixStarsClosedForm(t *testing.T) {
	for _, d := range []int{4, 8, 10} {
		s := sheetOf(t, "mbs-6star-ncb-2017", d)
		n := int64(5 * d)
		want := big.NewInt(36 * n * n * n * (n - 1) * (n - 1) * (n - 1))
		got := wagerOf(t, s, reference.WagerTie).Row(reference.TieWithSixStars).Count
		if got.Cmp(want) != 0 {
			t.Errorf("%d decks: Tie with 6 Stars counts %v sequences, want 36*%d^3*%d^3 = %v", d, got, n, n-1, want)
		}
	}
}
