package analysis

import (
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/reference"
)

// Two games of other baccarat variants, defined here only (they are not
// among the kit's 11 games), built from the reference's event vocabulary
// to check that its events and the analysis price the variants as their
// published tables do.

func payWin(e reference.Event, num, den int64) reference.Pay {
	return reference.Pay{Event: e, Odds: reference.Odds{Num: num, Den: den}}
}

func payPush(e reference.Event) reference.Pay { return reference.Pay{Event: e, Push: true} }

func offer(id string, pays ...reference.Pay) reference.WagerSpec {
	return reference.WagerSpec{ID: reference.WagerID(id), Pays: pays}
}

func winsWith(t *testing.T, hand reference.Winner, cards, total int) reference.Event {
	t.Helper()
	e, ok := reference.WinsWith(hand, cards, total)
	if !ok {
		t.Fatalf("WinsWith(%s, %d, %d): no such event", hand, cards, total)
	}
	return e
}

// ezBaccarat is EZ Baccarat (Wizard of Odds, "EZ Baccarat"): Player 1 to
// 1; Banker 1 to 1 but a push when it wins with a three-card 7; a Tie
// pushes both and pays 8 to 1; Dragon 7 (a Banker win with a three-card 7)
// 40 to 1; Panda 8 (a Player win with a three-card 8) 25 to 1.
func ezBaccarat(t *testing.T) *reference.Game {
	dragon7 := winsWith(t, reference.BankerWin, 3, 7)
	return &reference.Game{ID: "test-ez-baccarat", Deck: reference.Standard52, Wagers: []reference.WagerSpec{
		offer("player", payWin(reference.PlayerWins, 1, 1), payPush(reference.TieResult)),
		offer("banker", payPush(dragon7), payWin(reference.BankerWins, 1, 1), payPush(reference.TieResult)),
		offer("tie", payWin(reference.TieResult, 8, 1)),
		offer("dragon-7", payWin(dragon7, 40, 1)),
		offer("panda-8", payWin(winsWith(t, reference.PlayerWin, 3, 8), 25, 1)),
	}}
}

// commissionWithPairs is a commission game (Banker 0.95 to 1) with the
// side bets of live-dealer tables: Player and Banker Pair 11 to 1, Either
// Pair 5 to 1 (either hand's first two cards a pair), Perfect Pair version
// 1 (25 to 1 when either hand's first two cards are identical, rank and
// suit) and version 2 (the same, but 250 to 1 when both are) as Wizard of
// Odds, "Perfect Pairs", defines them, and on one hand alone, a flat Super Six (Banker wins with
// 6, 12 to 1), and the Dragon Bonus of the electronic games beside the
// commission Banker.
func commissionWithPairs(t *testing.T) *reference.Game {
	g, err := reference.LookupGame("mbs-etg-v4-fortune-six-ncb")
	if err != nil {
		t.Fatal(err)
	}
	pd, _ := g.Wager(reference.WagerPlayerDragonBonus)
	bd, _ := g.Wager(reference.WagerBankerDragonBonus)
	return &reference.Game{ID: "test-commission-pairs", Deck: reference.Standard52, Commission: true, Wagers: []reference.WagerSpec{
		offer("player", payWin(reference.PlayerWins, 1, 1), payPush(reference.TieResult)),
		offer("banker", payWin(reference.BankerWins, 19, 20), payPush(reference.TieResult)),
		offer("tie", payWin(reference.TieResult, 8, 1)),
		offer("player-pair", payWin(reference.PlayerPair, 11, 1)),
		offer("banker-pair", payWin(reference.BankerPair, 11, 1)),
		offer("either-pair", payWin(reference.EitherPair, 5, 1)),
		offer("perfect-pair", payWin(reference.EitherPerfectPair, 25, 1)),
		offer("perfect-pair-v2", payWin(reference.BothPerfectPairs, 250, 1), payWin(reference.EitherPerfectPair, 25, 1)),
		offer("player-perfect-pair", payWin(reference.PlayerPerfectPair, 25, 1)),
		offer("banker-perfect-pair", payWin(reference.BankerPerfectPair, 25, 1)),
		offer("super-six", payWin(reference.BankerWinsOn6, 12, 1)),
		*pd, *bd,
	}}
}

// TestVariantsAgainstBruteForce proves the new events' entries of the
// table of what each event reads (reference/reads.go) as the existing
// ones are proved: the class algorithm, which counts them on the classes
// the table chooses, agrees with every card sequence of small shoes.
func TestVariantsAgainstBruteForce(t *testing.T) {
	games := []*reference.Game{ezBaccarat(t), commissionWithPairs(t)}
	pairs := mustShoe(t, reference.Standard52, "4D 4D 4C 6D 6D 6S 9H 8S KS KS KH KH 3C")
	checkAgainstBruteForce(t, pairs, games, false, []string{
		"either-pair", "player-perfect-pair", "banker-perfect-pair", "either-perfect-pair", "both-perfect-pairs",
	})
	draws := mustShoe(t, reference.Standard52, "AS AS 2H 2H 3C 5S 7D 7D TS QD 9C 8D")
	checkAgainstBruteForce(t, draws, games, false, []string{
		"banker-wins-on-7-with-three-cards", "player-wins-on-8-with-three-cards", "either-pair",
	})
}

// TestVariantsEightDecks: the exact house edges of the variants on 8
// decks against their published figures.
func TestVariantsEightDecks(t *testing.T) {
	ez, err := Analyze(ezBaccarat(t), 8)
	if err != nil {
		t.Fatal(err)
	}
	cp, err := Analyze(commissionWithPairs(t), 8)
	if err != nil {
		t.Fatal(err)
	}
	edge := func(s *Sheet, id string, decimals int) string {
		return percent(wagerOf(t, s, reference.WagerID(id)).HouseEdge, decimals)
	}
	prob := func(s *Sheet, id string, e reference.Event) string {
		r := wagerOf(t, s, reference.WagerID(id)).Row(e)
		if r == nil {
			t.Fatalf("%s has no row for %s", id, e)
		}
		return r.Probability.RatString()
	}
	ratio := func(n, d int64) string { return big.NewRat(n, d).RatString() }
	dragon7 := winsWith(t, reference.BankerWin, 3, 7)
	panda8 := winsWith(t, reference.PlayerWin, 3, 8)
	got := map[string]string{
		"ez banker": edge(ez, "banker", 4), "ez banker %": edge(ez, "banker", 2),
		"ez player": edge(ez, "player", 2), "ez tie": edge(ez, "tie", 2),
		"dragon 7": edge(ez, "dragon-7", 2), "panda 8": edge(ez, "panda-8", 2),
		"dragon 7 count":    countOf(t, wagerOf(t, ez, "dragon-7"), dragon7),
		"banker push count": countOf(t, wagerOf(t, ez, "banker"), dragon7),
		"panda 8 count":     countOf(t, wagerOf(t, ez, "panda-8"), panda8),
		"perfect pair":      edge(cp, "perfect-pair", 2),
		"perfect pair p":    prob(cp, "perfect-pair", reference.EitherPerfectPair),
		"perfect pair v2":   edge(cp, "perfect-pair-v2", 2),
		"both perfect p":    prob(cp, "perfect-pair-v2", reference.BothPerfectPairs),
		"one perfect p":     prob(cp, "perfect-pair-v2", reference.EitherPerfectPair),
		"pair":              edge(cp, "player-pair", 3),
		"super six 12":      edge(cp, "super-six", 2),
		"commission banker": edge(cp, "banker", 4),
		"dragon player":     edge(cp, "player-dragon-bonus", 3),
		"dragon banker":     edge(cp, "banker-dragon-bonus", 3),
	}
	want := map[string]string{
		// Wizard of Odds, "EZ Baccarat" (8 decks): Banker 1.02% (return
		// -0.010183; "House edge = 1.0183%", Jacobson, "Card Counting the
		// Super Six Baccarat Side Bet", 888casino.com blog), Player as in
		// baccarat 1.24%, Dragon 7 7.61% on 112,633,011,329,024 winning
		// sequences (the Banker's pushes), Panda 8 10.19% on
		// 172,660,763,262,976.
		"ez banker": "1.0183", "ez banker %": "1.02", "ez player": "1.24", "ez tie": "14.36",
		"dragon 7": "7.61", "panda 8": "10.19",
		"dragon 7 count": "112633011329024", "banker push count": "112633011329024",
		"panda 8 count": "172660763262976",
		// Wizard of Odds, "Perfect Pairs (Version 1)", 8 decks, 25 to 1:
		// 13.03%, 246,848,784 of 7,379,583,120 (four-card sequences);
		// "(Version 2)", 250 to 1 on two: 6.62%, 2,101,008 and 244,747,776.
		"perfect pair": "13.03", "perfect pair p": ratio(246848784, 7379583120),
		"perfect pair v2": "6.62", "both perfect p": ratio(2101008, 7379583120),
		"one perfect p": ratio(244747776, 7379583120),
		// Pairs at 11 to 1 10.361%, Banker 0.95 to 1 1.0579%, the Dragon
		// Bonus 2.652% and 9.373%: as on the kit's games (published_test.go).
		"pair": "10.361", "commission banker": "1.0579",
		"dragon player": "2.652", "dragon banker": "9.373",
		// Super 6 at 12 to 1: "house edge ... 29.98%" (LeoVegas, "Super 6
		// Side Bet", baccarat academy).
		"super six 12": "29.98",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("variants on 8 decks (-published +analysis):\n%s", d)
	}
	// The same edges as exact fractions of the published counts: the
	// 8-deck Player and Banker wins (published_test.go), the three-card
	// Banker 7s and Player 8s above, over 416*415*...*411 sequences.
	const total, player, banker = 4998398275503360, 2230518282592256, 2292252566437888
	const sevens, eights = 112633011329024, 172660763262976
	exact := map[string]*big.Rat{
		"banker":   big.NewRat(player-(banker-sevens), total),
		"dragon-7": big.NewRat(total-41*sevens, total),
		"panda-8":  big.NewRat(total-26*eights, total),
	}
	for id, want := range exact {
		if got := wagerOf(t, ez, reference.WagerID(id)).HouseEdge; got.Cmp(want) != 0 {
			t.Errorf("EZ %s: house edge %s, want exactly %s", id, got.RatString(), want.RatString())
		}
	}
}

// TestEitherPairClosedForm: no source publishes Either Pair at 5 to 1 on
// 8 decks, so its exact probability is checked against the closed form.
// The first two cards of a hand pair with probability 31/415 (31 cards of
// the first's rank among the 415 left); both hands pair with probability
// 31/415 * (30*29 + 384*31) / (414*413) (the second hand's first card is
// of the first pair's rank, 30 of 414, or of another, 384 of 414); either
// is the sum of the two less both (by exchangeability, the positions do
// not matter).
func TestEitherPairClosedForm(t *testing.T) {
	g := &reference.Game{ID: "test-either-pair", Deck: reference.Standard52, Wagers: []reference.WagerSpec{
		offer("either-pair", payWin(reference.EitherPair, 5, 1)),
	}}
	cp, err := Analyze(g, 8)
	if err != nil {
		t.Fatal(err)
	}
	one := big.NewRat(31, 415)
	both := new(big.Rat).Mul(one, big.NewRat(30*29+384*31, 414*413))
	either := new(big.Rat).Sub(new(big.Rat).Add(one, one), both)
	w := wagerOf(t, cp, "either-pair")
	if got := w.Row(reference.EitherPair).Probability; got.Cmp(either) != 0 {
		t.Errorf("either-pair: probability %s, want %s", got.RatString(), either.RatString())
	}
	// At 5 to 1 the edge is 1 - 6p.
	edge := new(big.Rat).Sub(big.NewRat(1, 1), new(big.Rat).Mul(big.NewRat(6, 1), either))
	if w.HouseEdge.Cmp(edge) != 0 {
		t.Errorf("either-pair at 5 to 1: edge %s, want %s", w.HouseEdge.FloatString(6), edge.FloatString(6))
	}
	t.Logf("Either Pair at 5 to 1, 8 decks: house edge %s%%", percent(w.HouseEdge, 4))
}
