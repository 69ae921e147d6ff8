package vectors

import (
	"github.com/bacctk/bacctk/reference"
)

// This file generates the cases that show the kit's interpretations of
// unclear clauses (docs/interpretations.md 1-9) beyond the pay rows and boundaries,
// which already carry the interpretation flags they depend on. The
// interpretations about cards and shoes (12-15) are in irregular.go and
// sample.go.

// special is one targeted case: the wagers it needs (all must be offered by
// the game), what it shows, and the coup it needs.
type special struct {
	key   string
	needs []reference.WagerID // wagers placed beyond the required ones; the game must offer them
	about []reference.WagerID // the wagers whose clauses the case exercises (default: needs)
	deck  reference.DeckType  // when set, the game must use this deck type
	flags []string
	what  string
	pred  func(c *reference.Coup) bool
}

func ranks(h *reference.Hand) (reference.Rank, reference.Rank) {
	return h.Cards[0].Rank(), h.Cards[1].Rank()
}

func isPicture(r reference.Rank) bool { return r > reference.Ten }

func tenPair(h *reference.Hand) bool {
	a, c := ranks(h)
	return h.N >= 2 && a == reference.Ten && c == reference.Ten
}

func tenAndPicture(h *reference.Hand) bool {
	a, c := ranks(h)
	return h.N >= 2 && (a == reference.Ten && isPicture(c) || isPicture(a) && c == reference.Ten)
}

func twoPictures(h *reference.Hand) bool {
	a, c := ranks(h)
	return h.N >= 2 && isPicture(a) && isPicture(c) && a != c
}

func fireCount(h *reference.Hand) int {
	n := 0
	for _, c := range h.Slice() {
		if c.Suit() == reference.Fire {
			n++
		}
	}
	return n
}

func threeStars(h *reference.Hand) bool {
	if h.N != 3 {
		return false
	}
	for _, c := range h.Slice() {
		if !c.IsStar() {
			return false
		}
	}
	return true
}

func specials() []special {
	P, B := reference.PlayerWin, reference.BankerWin
	var out []special
	// Interpretation 1: a pair is two cards of the same rank.
	for _, w := range []reference.WagerID{reference.WagerPlayerPair, reference.WagerTigerPair, reference.WagerPlayerPreciousPair} {
		banker := func(c *reference.Coup) bool { return true }
		if w == reference.WagerTigerPair {
			banker = func(c *reference.Coup) bool { return !reference.IsPair(&c.Banker) }
		}
		out = append(out,
			special{key: "pair/tens/" + string(w), needs: []reference.WagerID{w}, flags: fl(FlagPairSameRank),
				what: "Player's first two cards are two Tens: a pair (" + string(w) + " wins)",
				pred: func(c *reference.Coup) bool { return tenPair(&c.Player) && banker(c) }},
			special{key: "pair/ten-picture/" + string(w), needs: []reference.WagerID{w}, flags: fl(FlagPairSameRank),
				what: "Player's first two cards are a Ten and a picture card (a Star in 6 Star): not a pair (" + string(w) + " loses)",
				pred: func(c *reference.Coup) bool { return tenAndPicture(&c.Player) && banker(c) }},
			special{key: "pair/two-pictures/" + string(w), needs: []reference.WagerID{w}, flags: fl(FlagPairSameRank),
				what: "Player's first two cards are two different picture cards (Stars in 6 Star): not a pair (" + string(w) + " loses)",
				pred: func(c *reference.Coup) bool { return twoPictures(&c.Player) && banker(c) }},
		)
	}
	// Interpretation 2: same value, different ranks is a Double, not a Twin.
	out = append(out, special{key: "tiger-pair/double-same-value", needs: []reference.WagerID{reference.WagerTigerPair},
		flags: fl(FlagTigerPairHighestOnly, FlagPairSameRank),
		what:  "both hands are pairs worth 0 but of different ranks (e.g. Tens and Kings): a Double Tiger Pair (20 to 1), not a Twin",
		pred: func(c *reference.Coup) bool {
			return reference.IsPair(&c.Player) && reference.IsPair(&c.Banker) && c.Player.Cards[0].Value() == c.Banker.Cards[0].Value() &&
				c.Player.Cards[0].Rank() != c.Banker.Cards[0].Rank()
		}})
	// Interpretation 3: the highest Precious Pair category only; suited is
	// the same suit.
	out = append(out,
		special{key: "precious/suited-4s", needs: []reference.WagerID{reference.WagerPlayerPreciousPair}, flags: fl(FlagPreciousPairHighestOnly),
			what: "Player's first two cards are two 4s of one suit other than Diamonds: Other Pair of 4s (15 to 1) only, not also Other Pair",
			pred: func(c *reference.Coup) bool {
				h := &c.Player
				return h.Cards[0].Rank() == reference.Four && h.Cards[1] == h.Cards[0] && h.Cards[0].Suit() != reference.Diamonds
			}},
		special{key: "precious/4d-4x", needs: []reference.WagerID{reference.WagerPlayerPreciousPair}, flags: fl(FlagPreciousPairHighestOnly),
			what: "Player's first two cards are a 4 of Diamonds and a 4 of another suit: Other Pair of 4s (15 to 1), not Pair of Diamond 4s",
			pred: func(c *reference.Coup) bool {
				h := &c.Player
				return h.Cards[0].Rank() == reference.Four && h.Cards[1].Rank() == reference.Four &&
					(h.Cards[0].Suit() == reference.Diamonds) != (h.Cards[1].Suit() == reference.Diamonds)
			}},
	)
	// Interpretations 5 and 6 (6 Star): Flaming 9's is two Fire cards making
	// a two-card 9; the Tie Bonus needs both hands Flaming 9's or 6 Stars.
	out = append(out,
		special{key: "flaming/player-one-fire", deck: reference.SixStar65, about: []reference.WagerID{reference.WagerPlayer}, flags: fl(FlagFlaming9s),
			what: "Player wins with a two-card 9 of which only one card is Fire: not Flaming 9's, Player pays 1 to 1",
			pred: func(c *reference.Coup) bool {
				return c.Winner() == P && c.Player.N == 2 && c.PlayerTotal() == 9 && fireCount(&c.Player) == 1
			}},
		special{key: "flaming/player-three-card", deck: reference.SixStar65, about: []reference.WagerID{reference.WagerPlayer}, flags: fl(FlagFlaming9s),
			what: "Player wins with a three-card 9 of Fire cards: not Flaming 9's, Player pays 1 to 1",
			pred: func(c *reference.Coup) bool {
				return c.Winner() == P && c.Player.N == 3 && c.PlayerTotal() == 9 && fireCount(&c.Player) == 3
			}},
		special{key: "flaming/banker-one-fire", deck: reference.SixStar65, about: []reference.WagerID{reference.WagerBanker}, flags: fl(FlagFlaming9s),
			what: "Banker wins with a two-card 9 of which only one card is Fire: not Flaming 9's, Banker pays 1 to 1",
			pred: func(c *reference.Coup) bool {
				return c.Winner() == B && c.Banker.N == 2 && c.BankerTotal() == 9 && fireCount(&c.Banker) == 1
			}},
		special{key: "tie-bonus/one-flaming", deck: reference.SixStar65, about: []reference.WagerID{reference.WagerTie}, flags: fl(FlagTieBonusFixed, FlagFlaming9s),
			what: "a Tie of two-card 9s in which only the Player's hand is Flaming 9's: Tie pays 8 to 1 without Tie Bonus",
			pred: func(c *reference.Coup) bool {
				return c.Winner() == reference.Tie && c.Player.N == 2 && c.Banker.N == 2 && c.PlayerTotal() == 9 &&
					reference.IsFlaming9s(&c.Player) && !reference.IsFlaming9s(&c.Banker)
			}},
		special{key: "tie-bonus/stars-not-six", deck: reference.SixStar65, about: []reference.WagerID{reference.WagerTie}, flags: fl(FlagTieBonusFixed),
			what: "a Tie in which both hands are three Stars but not one Sau, one Luk and one Fuk each: Tie pays 8 to 1 without Tie Bonus",
			pred: func(c *reference.Coup) bool {
				return c.Winner() == reference.Tie && threeStars(&c.Player) && threeStars(&c.Banker) &&
					!(reference.IsSixStars(&c.Player) && reference.IsSixStars(&c.Banker))
			}},
	)
	// Interpretation 7: the Element Bonus pays whatever the outcome.
	for _, o := range []struct {
		name string
		win  reference.Winner
	}{{"Player wins", P}, {"Banker wins", B}, {"a Tie", reference.Tie}} {
		o := o
		out = append(out, special{key: "element/4/" + o.name, needs: []reference.WagerID{reference.WagerElementBonus}, flags: fl(FlagElementBonusAnyOutcome),
			what: "all four cards are of one element and the outcome is " + o.name + ": Element Bonus pays 50 to 1 whatever the outcome",
			pred: func(c *reference.Coup) bool {
				return c.Player.N+c.Banker.N == 4 && reference.SameElement(c) && c.Winner() == o.win
			}})
	}
	// Interpretation 8: Dragon Bonus and Naturals.
	out = append(out,
		special{key: "dragon/natural-by-one", needs: []reference.WagerID{reference.WagerPlayerDragonBonus, reference.WagerBankerDragonBonus},
			flags: fl(FlagDragonBonusNatural, FlagNaturalVsNatural),
			what:  "Player's Natural 9 beats Banker's Natural 8: Player Dragon Bonus pays 1 to 1 on a one-point margin; Banker Dragon Bonus loses",
			pred: func(c *reference.Coup) bool {
				return c.Player.IsNatural() && c.Banker.IsNatural() && c.PlayerTotal() == 9 && c.BankerTotal() == 8
			}},
		special{key: "dragon/non-natural-tie", needs: []reference.WagerID{reference.WagerPlayerDragonBonus, reference.WagerBankerDragonBonus},
			flags: fl(FlagDragonBonusNatural),
			what:  "a Tie without Naturals: both Dragon Bonus wagers lose (only a Natural tie pushes)",
			pred: func(c *reference.Coup) bool {
				return c.Winner() == reference.Tie && !c.Player.IsNatural() && !c.Banker.IsNatural()
			}},
		special{key: "dragon/three-card-9-by-9", needs: []reference.WagerID{reference.WagerPlayerDragonBonus, reference.WagerBankerDragonBonus},
			flags: fl(FlagDragonBonusNatural),
			what:  "Player wins 9 to 0 with three cards: a non-Natural win by 9 points pays 30 to 1",
			pred: func(c *reference.Coup) bool {
				return c.Winner() == P && c.Player.N == 3 && c.PlayerTotal() == 9 && c.BankerTotal() == 0
			}},
	)
	// Interpretation 9: Fabulous 4's rows are about the winning hand.
	out = append(out,
		special{key: "fab4/tie-on-4", needs: []reference.WagerID{reference.WagerPlayerFabulous4, reference.WagerBankerFabulous4},
			flags: fl(FlagFabulous4sWinnerTotal),
			what:  "a Tie on 4: Player and Banker push, neither Fabulous 4 wins",
			pred:  func(c *reference.Coup) bool { return c.Winner() == reference.Tie && c.PlayerTotal() == 4 }},
		special{key: "fab4/banker-4-player-wins", needs: []reference.WagerID{reference.WagerPlayerFabulous4, reference.WagerBankerFabulous4},
			flags: fl(FlagFabulous4sWinnerTotal),
			what:  "Banker has 4 and Player wins with 5: Banker loses (no push), Banker Fabulous 4 loses",
			pred: func(c *reference.Coup) bool {
				return c.Winner() == P && c.BankerTotal() == 4 && c.PlayerTotal() == 5
			}},
		special{key: "fab4/player-4-banker-wins", needs: []reference.WagerID{reference.WagerPlayerFabulous4, reference.WagerBankerFabulous4},
			flags: fl(FlagFabulous4sWinnerTotal),
			what:  "Player has 4 and Banker wins with 5: Player loses (the 1 to 2 row needs a Player win), Player Fabulous 4 loses",
			pred: func(c *reference.Coup) bool {
				return c.Winner() == B && c.PlayerTotal() == 4 && c.BankerTotal() == 5
			}},
	)
	return out
}

// interpretations writes every special case whose wagers the game offers.
func (b *builder) interpretations() {
	for _, s := range specials() {
		ok := s.deck == 0 || s.deck == b.g.Deck
		for _, w := range s.needs {
			ok = ok && b.g.Offers(w)
		}
		if !ok {
			continue
		}
		about := s.about
		if about == nil {
			about = s.needs
		}
		var cl []string
		for _, w := range about {
			spec, _ := b.g.Wager(w)
			cl = append(cl, spec.Clause)
		}
		s := s
		cards := b.find("special/"+s.key, defaultDecks, b.pool, func(_ []reference.Card, c *reference.Coup) bool {
			return standing(c) && s.pred(c)
		})
		b.add(defaultDecks, 1, s.what, flags(s.flags, b.optionalFlag(s.needs...)), cl, cards, b.with(s.needs...))
	}
}
