package vectors

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// This file generates settlement: every row of every pay table (section 4 of
// every document), each wager's losing boundary, rounding with odd stakes,
// and stakes that need 64-bit arithmetic.

// settlesOn holds when wager w, settled on the coup, takes the row of event
// ev with result res (the reference decides, by its pay table's order).
func (b *builder) settlesOn(w reference.WagerID, ev reference.Event, res reference.Result) coupPred {
	return func(_ []reference.Card, c *reference.Coup) bool {
		if !standing(c) {
			return false
		}
		s, err := b.g.SettleOne(c, reference.Wager{ID: w, Stake: defaultStake}, reference.TableSettings{})
		return err == nil && s.Event == ev && s.Result == res
	}
}

func (b *builder) loses(w reference.WagerID) func(c *reference.Coup) bool {
	return func(c *reference.Coup) bool {
		s, err := b.g.SettleOne(c, reference.Wager{ID: w, Stake: defaultStake}, reference.TableSettings{})
		return err == nil && s.Result == reference.Lose
	}
}

// rowKey names the search of a pay row, shared by the pay-row test and the
// rounding tests on the same row so that they use the same cards.
func rowKey(w reference.WagerID, ev reference.Event) string {
	return fmt.Sprintf("row/%s/%s", w, ev)
}

func rowResult(p *reference.Pay) reference.Result {
	if p.Push {
		return reference.Push
	}
	return reference.Win
}

// describePay says what a row pays, as the rules write it.
func describePay(p *reference.Pay) string {
	if p.Push {
		return "pushes"
	}
	s := "pays " + p.Odds.ToOne()
	if p.Bonus > 0 {
		s += " plus a Tie Bonus of " + reference.FormatMinor(p.Bonus)
	}
	return s
}

// rowFlags are the interpretation flags a pay row depends on.
func rowFlags(w reference.WagerID, p *reference.Pay) []string {
	var out []string
	switch w {
	case reference.WagerPlayerPair, reference.WagerBankerPair:
		out = append(out, FlagPairSameRank)
	case reference.WagerTigerPair:
		out = append(out, FlagPairSameRank)
		if p.Event == reference.TwinTigerPair || p.Event == reference.DoubleTigerPair {
			out = append(out, FlagTigerPairHighestOnly)
		}
	case reference.WagerPlayerPreciousPair, reference.WagerBankerPreciousPair:
		out = append(out, FlagPreciousPairHighestOnly)
	case reference.WagerElementBonus:
		out = append(out, FlagElementBonusAnyOutcome)
	case reference.WagerPlayerDragonBonus, reference.WagerBankerDragonBonus:
		out = append(out, FlagDragonBonusNatural)
	case reference.WagerPlayerFabulous4, reference.WagerBankerFabulous4:
		out = append(out, FlagFabulous4sWinnerTotal)
	}
	switch p.Event {
	case reference.PlayerWinsWithFlaming9s, reference.BankerWinsWithFlaming9s:
		out = append(out, FlagFlaming9s)
	case reference.TieWithFlaming9s, reference.TieWithSixStars:
		out = append(out, FlagTieBonusFixed)
	case reference.PlayerWinsOn4, reference.PlayerWinsOn1, reference.BankerWinsOn4, reference.BankerWinsOn1:
		out = append(out, FlagFabulous4sWinnerTotal)
	}
	// Interpretation 4 covers 0.95 to 1 and every 1 to 2 row (Banker with
	// 6, Fabulous 4's Player with 4); Flaming 9's 1.2 to 1 is rounded the
	// same way but is interpretation 6.
	if !p.Push && p.Odds.Den > 1 && !isFlaming(p.Event) {
		out = append(out, FlagExactFractionRoundDown)
	}
	if p.Push {
		out = append(out, FlagPush)
	}
	return out
}

func isFlaming(e reference.Event) bool {
	return e == reference.PlayerWinsWithFlaming9s || e == reference.BankerWinsWithFlaming9s
}

// payRows writes one test per row of every pay table of the game.
func (b *builder) payRows() {
	for i := range b.g.Wagers {
		w := &b.g.Wagers[i]
		for j := range w.Pays {
			p := &w.Pays[j]
			cards := b.find(rowKey(w.ID, p.Event), defaultDecks, b.pool, b.settlesOn(w.ID, p.Event, rowResult(p)))
			comment := fmt.Sprintf("%s %s when: %s", w.ID, describePay(p), p.Event.Describe())
			b.add(defaultDecks, 1, comment, flags(fl(FlagPayRow), rowFlags(w.ID, p), b.optionalFlag(w.ID)),
				[]string{p.Clause, w.Clause}, cards, b.with(w.ID))
		}
	}
}

// boundary is a coup on which a wager loses while coming as close as
// possible to one of its paying events.
type boundary struct {
	what string
	pred func(c *reference.Coup) bool
}

func winsBy(c *reference.Coup, w reference.Winner, margin int) bool {
	if c.Winner() != w {
		return false
	}
	d := c.PlayerTotal() - c.BankerTotal()
	if d < 0 {
		d = -d
	}
	return d == margin
}

// sameValueNotPair holds when a hand's first two cards have the same point
// value but different ranks (a Ten and a picture card, two different
// pictures or Stars).
func sameValueNotPair(h *reference.Hand) bool {
	return h.N >= 2 && h.Cards[0].Value() == h.Cards[1].Value() && h.Cards[0].Rank() != h.Cards[1].Rank()
}

func allButOneElement(c *reference.Coup) bool {
	var count [16]int
	n := 0
	for _, h := range []*reference.Hand{&c.Player, &c.Banker} {
		for _, card := range h.Slice() {
			count[card.Suit()]++
			n++
		}
	}
	for _, k := range count {
		if k == n-1 {
			return true
		}
	}
	return false
}

func diamondsSameValueNotPair(h *reference.Hand) bool {
	return sameValueNotPair(h) && h.Cards[0].Suit() == reference.Diamonds && h.Cards[1].Suit() == reference.Diamonds
}

var boundaries = map[reference.WagerID]boundary{
	reference.WagerPlayer: {"Banker wins by one point", func(c *reference.Coup) bool { return winsBy(c, reference.BankerWin, 1) }},
	reference.WagerBanker: {"Player wins by one point", func(c *reference.Coup) bool { return winsBy(c, reference.PlayerWin, 1) }},
	reference.WagerTie: {"the totals differ by one point", func(c *reference.Coup) bool {
		return winsBy(c, reference.PlayerWin, 1) || winsBy(c, reference.BankerWin, 1)
	}},
	reference.WagerPlayerPair: {"Player's first two cards have the same point value but different ranks", func(c *reference.Coup) bool { return sameValueNotPair(&c.Player) }},
	reference.WagerBankerPair: {"Banker's first two cards have the same point value but different ranks", func(c *reference.Coup) bool { return sameValueNotPair(&c.Banker) }},
	reference.WagerTiger:      {"Banker has 6 but does not win", func(c *reference.Coup) bool { return c.BankerTotal() == 6 && c.Winner() != reference.BankerWin }},
	reference.WagerSmallTiger: {"Banker wins with a three-card 6", func(c *reference.Coup) bool {
		return c.Winner() == reference.BankerWin && c.BankerTotal() == 6 && c.Banker.N == 3
	}},
	reference.WagerBigTiger: {"Banker wins with a two-card 6", func(c *reference.Coup) bool {
		return c.Winner() == reference.BankerWin && c.BankerTotal() == 6 && c.Banker.N == 2
	}},
	reference.WagerTigerTie: {"a Tie on a total other than 6", func(c *reference.Coup) bool { return c.Winner() == reference.Tie && c.PlayerTotal() != 6 }},
	reference.WagerTigerPair: {"no pair, though the Player's first two cards have the same point value", func(c *reference.Coup) bool {
		return sameValueNotPair(&c.Player) && !reference.IsPair(&c.Banker)
	}},
	reference.WagerFortuneSix: {"Banker has 6 but does not win", func(c *reference.Coup) bool { return c.BankerTotal() == 6 && c.Winner() != reference.BankerWin }},
	reference.WagerSuperSix:   {"Banker has 6 but does not win", func(c *reference.Coup) bool { return c.BankerTotal() == 6 && c.Winner() != reference.BankerWin }},
	reference.WagerElementBonus: {"every card of both hands but one is of one element", func(c *reference.Coup) bool {
		return allButOneElement(c)
	}},
	reference.WagerPlayerDragonBonus: {"Player wins by 3 points without a Natural", func(c *reference.Coup) bool {
		return winsBy(c, reference.PlayerWin, 3) && !c.Player.IsNatural()
	}},
	reference.WagerBankerDragonBonus: {"Banker wins by 3 points without a Natural", func(c *reference.Coup) bool {
		return winsBy(c, reference.BankerWin, 3) && !c.Banker.IsNatural()
	}},
	reference.WagerPlayerFabulous4: {"Player has 4 but does not win", func(c *reference.Coup) bool { return c.PlayerTotal() == 4 && c.Winner() != reference.PlayerWin }},
	reference.WagerBankerFabulous4: {"Banker has 4 but does not win", func(c *reference.Coup) bool { return c.BankerTotal() == 4 && c.Winner() != reference.BankerWin }},
	reference.WagerPlayerPreciousPair: {"Player's first two cards are Diamonds of the same point value but different ranks", func(c *reference.Coup) bool {
		return diamondsSameValueNotPair(&c.Player)
	}},
	reference.WagerBankerPreciousPair: {"Banker's first two cards are Diamonds of the same point value but different ranks", func(c *reference.Coup) bool {
		return diamondsSameValueNotPair(&c.Banker)
	}},
}

// losingBoundaries writes, for every wager of the game, a coup on which it
// loses at its boundary.
func (b *builder) losingBoundaries() {
	for i := range b.g.Wagers {
		w := &b.g.Wagers[i]
		bd, ok := boundaries[w.ID]
		if !ok {
			b.fail("no losing boundary for wager %s", w.ID)
			return
		}
		lose := b.loses(w.ID)
		cards := b.find("boundary/"+string(w.ID), defaultDecks, b.pool, func(_ []reference.Card, c *reference.Coup) bool {
			return standing(c) && bd.pred(c) && lose(c)
		})
		extra := []string(nil)
		switch w.ID {
		case reference.WagerPlayerPair, reference.WagerBankerPair, reference.WagerTigerPair, reference.WagerPlayerPreciousPair, reference.WagerBankerPreciousPair:
			extra = fl(FlagPairSameRank)
		case reference.WagerPlayerDragonBonus, reference.WagerBankerDragonBonus:
			extra = fl(FlagDragonBonusNatural)
		case reference.WagerPlayerFabulous4, reference.WagerBankerFabulous4:
			extra = fl(FlagFabulous4sWinnerTotal)
		case reference.WagerElementBonus:
			extra = fl(FlagElementBonusAnyOutcome)
		}
		// The boundary is where the wager's pay table stops paying: it
		// exercises the wager's definition and every row of its table.
		cl := []string{w.Clause}
		for _, p := range w.Pays {
			cl = append(cl, p.Clause)
		}
		b.add(defaultDecks, 1, fmt.Sprintf("%s loses at its boundary: %s", w.ID, bd.what),
			flags(fl(FlagLosingBoundary), extra, b.optionalFlag(w.ID)), cl, cards, b.with(w.ID))
	}
}

// oddStakes are the stakes of the rounding tests: odd, and chosen so that
// every fractional row leaves a remainder at one unit or the other.
var oddStakes = []int64{1, 15, 99, 101, 12345}

// rounding writes, for every row whose payout can be fractional or carries a
// fixed bonus, and for the Player's plain 1 to 1 row, the odd stakes at
// rounding units 1 and 100. The wager is alone on the table.
func (b *builder) rounding() {
	for _, unit := range []int64{1, 100} {
		unitFlag := FlagRoundingUnit1
		if unit == 100 {
			unitFlag = FlagRoundingUnit100
		}
		for i := range b.g.Wagers {
			w := &b.g.Wagers[i]
			for j := range w.Pays {
				p := &w.Pays[j]
				plain := w.ID == reference.WagerPlayer && p.Event == reference.PlayerWins
				if p.Push || !(p.Odds.Den > 1 || p.Bonus > 0 || plain) {
					continue
				}
				cards := b.find(rowKey(w.ID, p.Event), defaultDecks, b.pool, b.settlesOn(w.ID, p.Event, reference.Win))
				for _, stake := range oddStakes {
					comment := fmt.Sprintf("rounding: %s staked %d %s (%s), rounded down to a unit of %d", w.ID, stake, describePay(p), p.Event.Describe(), unit)
					b.add(defaultDecks, unit, comment, flags(fl(unitFlag), rowFlags(w.ID, p), b.optionalFlag(w.ID)),
						[]string{p.Clause, w.Clause}, cards, []reference.Wager{{ID: w.ID, Stake: stake}})
				}
			}
		}
	}
}

// largeStakes writes the largest accepted stake on the game's highest odds
// and the largest odd stake on its fractional rows.
func (b *builder) largeStakes() {
	var best *reference.Pay
	var bestW *reference.WagerSpec
	for i := range b.g.Wagers {
		w := &b.g.Wagers[i]
		for j := range w.Pays {
			p := &w.Pays[j]
			if p.Push {
				continue
			}
			if best == nil || p.Odds.Num*best.Odds.Den > best.Odds.Num*p.Odds.Den {
				best, bestW = p, w
			}
		}
	}
	if best != nil {
		cards := b.find(rowKey(bestW.ID, best.Event), defaultDecks, b.pool, b.settlesOn(bestW.ID, best.Event, reference.Win))
		b.add(defaultDecks, 1, fmt.Sprintf("the largest stake, %d, on the game's highest odds: %s %s", reference.MaxStake, bestW.ID, describePay(best)),
			flags(fl(FlagLargeStake), b.optionalFlag(bestW.ID)), []string{best.Clause, bestW.Clause}, cards,
			[]reference.Wager{{ID: bestW.ID, Stake: reference.MaxStake}})
	}
	for i := range b.g.Wagers {
		w := &b.g.Wagers[i]
		for j := range w.Pays {
			p := &w.Pays[j]
			if p.Push || p.Odds.Den == 1 {
				continue
			}
			cards := b.find(rowKey(w.ID, p.Event), defaultDecks, b.pool, b.settlesOn(w.ID, p.Event, reference.Win))
			b.add(defaultDecks, 1, fmt.Sprintf("the largest odd stake, %d, on %s %s", reference.MaxStake-1, w.ID, describePay(p)),
				flags(fl(FlagLargeStake), rowFlags(w.ID, p), b.optionalFlag(w.ID)), []string{p.Clause, w.Clause}, cards,
				[]reference.Wager{{ID: w.ID, Stake: reference.MaxStake - 1}})
		}
	}
}
