package analysis

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/reference"
)

// The figures pinned here are published ones, each with its source. Figures
// the analysis computes but that no source publishes (Tiger Pair, Small
// Tiger, Tiger Tie, Precious Pair, the 6 Star wagers) are not pinned: they
// are checked by brute force (brute_test.go) and by simulation
// (montecarlo_test.go) instead.

func sheetOf(t *testing.T, game reference.GameID, decks int) *Sheet {
	t.Helper()
	g, err := reference.LookupGame(game)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Analyze(g, decks)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func wagerOf(t *testing.T, s *Sheet, id reference.WagerID) *WagerSheet {
	t.Helper()
	w := s.Wager(id)
	if w == nil {
		t.Fatalf("%s has no %s wager", s.Game.ID, id)
	}
	return w
}

// rounded prints r to the given number of decimals, as published tables do.
func rounded(r *big.Rat, decimals int) string { return r.FloatString(decimals) }

// percent prints r as a percentage to the given number of decimals.
func percent(r *big.Rat, decimals int) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(decimals)
}

// countOf returns the count of the wager's row for the event, as a string.
func countOf(t *testing.T, w *WagerSheet, e reference.Event) string {
	t.Helper()
	r := w.Row(e)
	if r == nil {
		t.Fatalf("%s has no row for %s", w.Spec.ID, e)
	}
	return r.Count.String()
}

func TestBaseGameEightDecks(t *testing.T) {
	// The familiar 8-deck totals (Wizard of Odds, "Baccarat", house edge
	// tables; reproduced e.g. by casinoexploit.com/baccarat.html).
	ncb := sheetOf(t, "mbs-ncb-v6", 8)
	tiger := sheetOf(t, "mbs-tiger-v2", 8)
	total := big.NewInt(1)
	for n := int64(416); n > 410; n-- {
		total.Mul(total, big.NewInt(n))
	}
	rate := func(n *big.Int) string { return rounded(new(big.Rat).SetFrac(n, ncb.Sequences), 6) }
	edge := func(s *Sheet, w reference.WagerID, decimals int) string {
		return percent(wagerOf(t, s, w).HouseEdge, decimals)
	}
	got := map[string]string{
		"sequences": ncb.Sequences.String(),
		"banker":    ncb.Banker.String(), "player": ncb.Player.String(), "tie": ncb.Tie.String(),
		"P(banker)": rate(ncb.Banker), "P(player)": rate(ncb.Player), "P(tie)": rate(ncb.Tie),
		"banker 19/20 edge %": edge(tiger, reference.WagerBanker, 4),
		"banker 19/20 edge":   edge(tiger, reference.WagerBanker, 2),
		"player edge %":       edge(tiger, reference.WagerPlayer, 4),
		"player edge":         edge(ncb, reference.WagerPlayer, 2),
		"tie 8/1 edge":        edge(tiger, reference.WagerTie, 2),
		"banker NCB edge %":   edge(ncb, reference.WagerBanker, 4),
		"banker NCB edge":     edge(ncb, reference.WagerBanker, 2),
		"pair 11/1 edge":      edge(ncb, reference.WagerPlayerPair, 3),
	}
	want := map[string]string{
		"sequences": total.String(),
		"banker":    "2292252566437888", "player": "2230518282592256", "tie": "475627426473216",
		"P(banker)": "0.458597", "P(player)": "0.446247", "P(tie)": "0.095156",
		// Banker at 19/20: "about 1.0579%" (E. Jacobson, "Card Counting the
		// Super Six Baccarat Side Bet", 888casino.com blog); Player 1.2351%
		// and Tie at 8 to 1 14.36% (Wizard of Odds, "Baccarat").
		"banker 19/20 edge %": "1.0579", "banker 19/20 edge": "1.06",
		"player edge %": "1.2351", "player edge": "1.24",
		"tie 8/1 edge": "14.36",
		// Banker six paying 1 to 2: "House edge = 1.4581%" (Jacobson, same
		// article, "Commission Free Variation #2").
		"banker NCB edge %": "1.4581", "banker NCB edge": "1.46",
		// Pairs at 11 to 1: "The house edge is 10.361%" (Jacobson, "Computer
		// Perfect Play Against the Baccarat Pairs Bet", 888casino.com blog).
		"pair 11/1 edge": "10.361",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("8-deck base game (-published +analysis):\n%s", d)
	}
}

func TestBaseGameOtherDecks(t *testing.T) {
	// Wizard of Odds 6- and 4-deck tables (casinoexploit.com/baccarat.html
	// reproduces them).
	for _, c := range []struct {
		decks               int
		banker, player, tie string
		bankerHE            string
	}{
		{6, "403095751234560", "392220492728832", "83552962932288", "1.06"},
		{4, "34543624867840", "33608344225792", "", "1.05"},
	} {
		s := sheetOf(t, "mbs-tiger-v2", c.decks)
		got := []string{s.Banker.String(), s.Player.String(), percent(wagerOf(t, s, reference.WagerBanker).HouseEdge, 2)}
		want := []string{c.banker, c.player, c.bankerHE}
		if c.tie != "" {
			got, want = append(got, s.Tie.String()), append(want, c.tie)
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%d decks (-published +analysis):\n%s", c.decks, d)
		}
	}
}

func TestDragonBonus(t *testing.T) {
	// Wizard of Odds, "Baccarat Side Bets", Dragon Bonus tables (8 decks),
	// and its house edge by number of decks.
	s := sheetOf(t, "mbs-etg-v4-fortune-six-ncb", 8)
	p := wagerOf(t, s, reference.WagerPlayerDragonBonus)
	b := wagerOf(t, s, reference.WagerBankerDragonBonus)
	got := map[string]string{}
	for _, e := range []reference.Event{reference.PlayerWinsBy9, reference.PlayerWinsBy8, reference.PlayerWinsBy7,
		reference.PlayerWinsBy6, reference.PlayerWinsBy5, reference.PlayerWinsBy4, reference.PlayerWinsWithNatural, reference.NaturalTie} {
		got["player/"+e.String()] = countOf(t, p, e)
	}
	for _, e := range []reference.Event{reference.BankerWinsBy9, reference.BankerWinsBy8, reference.BankerWinsBy7,
		reference.BankerWinsBy6, reference.BankerWinsBy5, reference.BankerWinsBy4, reference.BankerWinsWithNatural, reference.NaturalTie} {
		got["banker/"+e.String()] = countOf(t, b, e)
	}
	got["player edge"] = percent(p.HouseEdge, 3)
	got["banker edge"] = percent(b.HouseEdge, 3)
	for _, d := range []int{4, 6} {
		o := sheetOf(t, "mbs-etg-v4-fortune-six-ncb", d)
		got[fmt.Sprintf("player edge %d decks", d)] = percent(wagerOf(t, o, reference.WagerPlayerDragonBonus).HouseEdge, 2)
		got[fmt.Sprintf("banker edge %d decks", d)] = percent(wagerOf(t, o, reference.WagerBankerDragonBonus).HouseEdge, 2)
	}
	want := map[string]string{
		"player/player-wins-by-9": "18409431764992", "player/player-wins-by-8": "34097645543424",
		"player/player-wins-by-7": "89590261473280", "player/player-wins-by-6": "141238897317888",
		"player/player-wins-by-5": "166169165987840", "player/player-wins-by-4": "186780352174080",
		"player/player-wins-with-natural": "812685054124032", "player/natural-tie": "89325908267520",
		"banker/banker-wins-by-9": "15390342909952", "banker/banker-wins-by-8": "28305092784128",
		"banker/banker-wins-by-7": "79517099278336", "banker/banker-wins-by-6": "119200072366080",
		"banker/banker-wins-by-5": "157275882332160", "banker/banker-wins-by-4": "201147167287296",
		"banker/banker-wins-with-natural": "812685054124032", "banker/natural-tie": "89325908267520",
		// "the house edge for the Player side of the DB wager is 2.652%, ...
		// the Banker side ... 9.373%" (Jacobson, "Card Counting the Dragon
		// Bonus Baccarat Side Bet", 888casino.com blog).
		"player edge": "2.652", "banker edge": "9.373",
		"player edge 4 decks": "2.70", "banker edge 4 decks": "9.42",
		"player edge 6 decks": "2.67", "banker edge 6 decks": "9.39",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Dragon Bonus (-published +analysis):\n%s", d)
	}
}

func TestBankerSixWagers(t *testing.T) {
	// Wizard of Odds, "Lucky 6" (the same bet as Tiger and Fortune Six at
	// 12 and 20 to 1, its "stingy pay table"): 2-card winning Banker 6
	// 186,173,936,904,192, 3-card 83,058,367,551,488, house edge 16.68%.
	// Big Tiger at 50 to 1: "The house edge is 15.2533%" (Jacobson,
	// advancedadvantageplay.com, "Card Counting the Big Tiger Baccarat Side
	// Bet"). Super Six wins on either, the sum of the two published counts.
	tiger := sheetOf(t, "mbs-tiger-v2", 8)
	six := sheetOf(t, "mbs-etg-v4-fortune-six-ncb", 8)
	super := sheetOf(t, "mbs-etg-v4-super-six-ncb", 8)
	star := wagerOf(t, tiger, reference.WagerTiger)
	got := []string{
		countOf(t, star, reference.BankerWinsOn6WithTwoCards),
		countOf(t, star, reference.BankerWinsOn6WithThreeCard),
		percent(star.HouseEdge, 2),
		percent(wagerOf(t, six, reference.WagerFortuneSix).HouseEdge, 2),
		percent(wagerOf(t, tiger, reference.WagerBigTiger).HouseEdge, 4),
		countOf(t, wagerOf(t, super, reference.WagerSuperSix), reference.BankerWinsOn6),
		countOf(t, wagerOf(t, super, reference.WagerBanker), reference.BankerWinsOn6),
	}
	want := []string{"186173936904192", "83058367551488", "16.68", "16.68", "15.2533", "269232304455680", "269232304455680"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Banker six wagers (-published +analysis):\n%s", d)
	}
}

func TestFabulous4s(t *testing.T) {
	// Wizard of Odds, "Fabulous 4 Baccarat" (8 decks): Player house edge
	// 1.60% (return -0.016041), Banker 1.55%; Player wins with 1
	// 24,639,193,538,560 and with 4 86,165,771,096,064; Banker wins with 1
	// 24,291,119,898,624. Banker wins with 4: 163,359,790,133,248 (Wizard of
	// Odds, "Super Baccarat"). Banker Fabulous 4: 15.03% (Wizard of Odds
	// newsletter, 10 June 2017). The same newsletter gives 12.09% for the
	// Player Fabulous 4; its own count of Player wins with 4 gives
	// 1 - 51*86165771096064/4998398275503360 = 12.083%, so that figure is
	// not pinned (see docs/analysis.md).
	s := sheetOf(t, "mbs-etg-v4-fabulous-4s", 8)
	p := wagerOf(t, s, reference.WagerPlayer)
	b := wagerOf(t, s, reference.WagerBanker)
	got := []string{
		percent(p.HouseEdge, 4), percent(b.HouseEdge, 2),
		countOf(t, p, reference.PlayerWinsOn1), countOf(t, p, reference.PlayerWinsOn4),
		countOf(t, b, reference.BankerWinsOn1), countOf(t, b, reference.BankerWinsOn4),
		percent(wagerOf(t, s, reference.WagerBankerFabulous4).HouseEdge, 2),
	}
	want := []string{"1.6041", "1.55", "24639193538560", "86165771096064", "24291119898624", "163359790133248", "15.03"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Fabulous 4's (-published +analysis):\n%s", d)
	}
}
