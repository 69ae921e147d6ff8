package reference

// This file holds the conditions behind the rows of the pay tables: when a
// hand wins on a given total, what a pair is, the Tiger Pair categories, the
// 6 Star Flaming 9's, 6 Stars and Element Bonus, the Dragon Bonus margins,
// the Precious Pair categories, and, for games of other variants, Either
// Pair and Perfect Pair (a hand winning on a total with two or three cards
// is a family of its own, events_wins_with.go). The pay tables themselves
// (which game pays what for which event) are data, in games.go.

// Event is a condition on a dealt round that a row of a pay table pays on
// (or pushes on). Each has a stable id, used in reports, vectors and the
// exact analysis.
type Event uint8

// The events. NoEvent is what a losing wager settles on.
const (
	NoEvent Event = iota

	PlayerWins                 // Player's total is higher
	PlayerWinsOn1              // Player wins with a point total of 1 (Fabulous 4's, Electronic 4.11)
	PlayerWinsOn4              // Player wins with a point total of 4 (Electronic 4.11, interpretation 9)
	PlayerWinsWithFlaming9s    // Player wins with Flaming 9's (6 Star 4.1, interpretation 6)
	BankerWins                 // Banker's total is higher
	BankerWinsOn1              // Banker wins with a point total of 1 (Electronic 4.11)
	BankerWinsOn4              // Banker wins with a point total of 4 (Electronic 4.11)
	BankerWinsOn6              // Banker wins with a point total of 6, on two or three cards
	BankerWinsOn6WithTwoCards  // Banker wins with a two-card 6 (Small Tiger, Tiger, Fortune Six)
	BankerWinsOn6WithThreeCard // Banker wins with a three-card 6 (Big Tiger, Tiger, Fortune Six)
	BankerWinsWithFlaming9s    // Banker wins with Flaming 9's (6 Star 4.1, interpretation 6)
	TieResult                  // both totals equal (rule 3.10.1)
	TieOn6                     // a Tie on a point total of 6 (Tiger Tie)
	TieWithFlaming9s           // a Tie in which both hands are Flaming 9's (6 Star 3.10.1.1)
	TieWithSixStars            // a Tie in which both hands are 6 Stars (6 Star 3.10.1.2)
	PlayerPair                 // Player's first two cards are a pair (interpretation 1)
	BankerPair                 // Banker's first two cards are a pair (interpretation 1)
	SingleTigerPair            // exactly one hand has a pair (Tiger 1.1.14.1)
	DoubleTigerPair            // both hands have pairs of different ranks (Tiger 1.1.14.2)
	TwinTigerPair              // both hands have pairs of the same rank (Tiger 1.1.14.3, interpretation 2)
	SameElement4Cards          // all 4 cards of the completed hands share one element (6 Star 4.2)
	SameElement5Cards          // all 5 cards share one element
	SameElement6Cards          // all 6 cards share one element
	PlayerWinsWithNatural      // Player wins with a Natural 8 or 9 (Dragon Bonus, interpretation 8)
	PlayerWinsBy4              // Player wins by 4 points, not with a Natural
	PlayerWinsBy5              // Player wins by 5 points, not with a Natural
	PlayerWinsBy6              // Player wins by 6 points, not with a Natural
	PlayerWinsBy7              // Player wins by 7 points, not with a Natural
	PlayerWinsBy8              // Player wins by 8 points, not with a Natural
	PlayerWinsBy9              // Player wins by 9 points, not with a Natural
	BankerWinsWithNatural      // Banker wins with a Natural 8 or 9 (Dragon Bonus, interpretation 8)
	BankerWinsBy4              // Banker wins by 4 points, not with a Natural
	BankerWinsBy5              // Banker wins by 5 points, not with a Natural
	BankerWinsBy6              // Banker wins by 6 points, not with a Natural
	BankerWinsBy7              // Banker wins by 7 points, not with a Natural
	BankerWinsBy8              // Banker wins by 8 points, not with a Natural
	BankerWinsBy9              // Banker wins by 9 points, not with a Natural
	NaturalTie                 // both hands are Naturals with the same total (Electronic 1.1.9)
	PlayerPairOfDiamond4s      // Player's first two cards are 4♦ 4♦ (Electronic 1.1.14.1)
	PlayerOtherPairOf4s        // Player's pair of 4s, not both Diamonds (Electronic 1.1.14.2)
	PlayerDiamondPair          // Player's pair of Diamonds, not 4s (Electronic 1.1.14.3)
	PlayerOtherPair            // Player's any other pair (Electronic 1.1.14.4)
	BankerPairOfDiamond4s      // Banker's first two cards are 4♦ 4♦
	BankerOtherPairOf4s        // Banker's pair of 4s, not both Diamonds
	BankerDiamondPair          // Banker's pair of Diamonds, not 4s
	BankerOtherPair            // Banker's any other pair
	EitherPair                 // either hand's first two cards are a pair (Either Pair)
	PlayerPerfectPair          // Player's first two cards are identical: one rank, one suit (Perfect Pair)
	BankerPerfectPair          // Banker's first two cards are identical
	EitherPerfectPair          // either hand's first two cards are identical
	BothPerfectPairs           // both hands' first two cards are identical

	// firstWinsWith is the first of the events WinsWith makes that no
	// constant above names (events_wins_with.go).
	firstWinsWith
)

// numEvents counts every event, NoEvent and WinsWith's included.
const numEvents = firstWinsWith + numWinsWith

type eventDef struct {
	id   string
	text string
}

// events gives every event its id and its description; Holds gives its
// condition.
var events = withWinsWith([numEvents]eventDef{
	NoEvent:                    {"lose", "none of the wager's paying events"},
	PlayerWins:                 {"player-wins", "Player wins"},
	PlayerWinsOn1:              {"player-wins-on-1", "Player wins with a point total of 1"},
	PlayerWinsOn4:              {"player-wins-on-4", "Player wins with a point total of 4"},
	PlayerWinsWithFlaming9s:    {"player-wins-with-flaming-9s", "Player wins with Flaming 9's (a two-card 9 of two Fire cards)"},
	BankerWins:                 {"banker-wins", "Banker wins"},
	BankerWinsOn1:              {"banker-wins-on-1", "Banker wins with a point total of 1"},
	BankerWinsOn4:              {"banker-wins-on-4", "Banker wins with a point total of 4"},
	BankerWinsOn6:              {"banker-wins-on-6", "Banker wins with a point total of 6"},
	BankerWinsOn6WithTwoCards:  {"banker-wins-on-6-with-two-cards", "Banker wins with a point total of 6 on two cards"},
	BankerWinsOn6WithThreeCard: {"banker-wins-on-6-with-three-cards", "Banker wins with a point total of 6 on three cards"},
	BankerWinsWithFlaming9s:    {"banker-wins-with-flaming-9s", "Banker wins with Flaming 9's (a two-card 9 of two Fire cards)"},
	TieResult:                  {"tie", "Tie"},
	TieOn6:                     {"tie-on-6", "Tie on a point total of 6"},
	TieWithFlaming9s:           {"tie-with-flaming-9s", "Tie with both hands Flaming 9's"},
	TieWithSixStars:            {"tie-with-6-stars", "Tie with both hands 6 Stars (Sau, Luk and Fuk each)"},
	PlayerPair:                 {"player-pair", "Player's first two cards are a pair"},
	BankerPair:                 {"banker-pair", "Banker's first two cards are a pair"},
	SingleTigerPair:            {"single-tiger-pair", "exactly one hand's first two cards are a pair"},
	DoubleTigerPair:            {"double-tiger-pair", "both hands' first two cards are pairs, of different ranks"},
	TwinTigerPair:              {"twin-tiger-pair", "both hands' first two cards are pairs of the same rank"},
	SameElement4Cards:          {"same-element-4-cards", "all 4 cards of both hands are of one element"},
	SameElement5Cards:          {"same-element-5-cards", "all 5 cards of both hands are of one element"},
	SameElement6Cards:          {"same-element-6-cards", "all 6 cards of both hands are of one element"},
	PlayerWinsWithNatural:      {"player-wins-with-natural", "Player wins with a Natural 8 or 9"},
	PlayerWinsBy4:              {"player-wins-by-4", "Player wins by 4 points, not with a Natural"},
	PlayerWinsBy5:              {"player-wins-by-5", "Player wins by 5 points, not with a Natural"},
	PlayerWinsBy6:              {"player-wins-by-6", "Player wins by 6 points, not with a Natural"},
	PlayerWinsBy7:              {"player-wins-by-7", "Player wins by 7 points, not with a Natural"},
	PlayerWinsBy8:              {"player-wins-by-8", "Player wins by 8 points, not with a Natural"},
	PlayerWinsBy9:              {"player-wins-by-9", "Player wins by 9 points, not with a Natural"},
	BankerWinsWithNatural:      {"banker-wins-with-natural", "Banker wins with a Natural 8 or 9"},
	BankerWinsBy4:              {"banker-wins-by-4", "Banker wins by 4 points, not with a Natural"},
	BankerWinsBy5:              {"banker-wins-by-5", "Banker wins by 5 points, not with a Natural"},
	BankerWinsBy6:              {"banker-wins-by-6", "Banker wins by 6 points, not with a Natural"},
	BankerWinsBy7:              {"banker-wins-by-7", "Banker wins by 7 points, not with a Natural"},
	BankerWinsBy8:              {"banker-wins-by-8", "Banker wins by 8 points, not with a Natural"},
	BankerWinsBy9:              {"banker-wins-by-9", "Banker wins by 9 points, not with a Natural"},
	NaturalTie:                 {"natural-tie", "both hands are Naturals with the same total"},
	PlayerPairOfDiamond4s:      {"player-pair-of-diamond-4s", "Player's first two cards are two 4 of Diamonds"},
	PlayerOtherPairOf4s:        {"player-other-pair-of-4s", "Player's first two cards are a pair of 4s, not both Diamonds"},
	PlayerDiamondPair:          {"player-diamond-pair", "Player's first two cards are a pair of Diamonds, not 4s"},
	PlayerOtherPair:            {"player-other-pair", "Player's first two cards are any other pair"},
	BankerPairOfDiamond4s:      {"banker-pair-of-diamond-4s", "Banker's first two cards are two 4 of Diamonds"},
	BankerOtherPairOf4s:        {"banker-other-pair-of-4s", "Banker's first two cards are a pair of 4s, not both Diamonds"},
	BankerDiamondPair:          {"banker-diamond-pair", "Banker's first two cards are a pair of Diamonds, not 4s"},
	BankerOtherPair:            {"banker-other-pair", "Banker's first two cards are any other pair"},
	EitherPair:                 {"either-pair", "either hand's first two cards are a pair"},
	PlayerPerfectPair:          {"player-perfect-pair", "Player's first two cards are identical (same rank and suit)"},
	BankerPerfectPair:          {"banker-perfect-pair", "Banker's first two cards are identical (same rank and suit)"},
	EitherPerfectPair:          {"either-perfect-pair", "either hand's first two cards are identical (same rank and suit)"},
	BothPerfectPairs:           {"both-perfect-pairs", "both hands' first two cards are identical (same rank and suit)"},
	// WinsWith's events are filled in by withWinsWith (events_wins_with.go).
})

// String returns the event's stable id ("banker-wins-on-6").
func (e Event) String() string {
	if e < numEvents {
		return events[e].id
	}
	return "unknown-event"
}

// Describe returns the event in words.
func (e Event) Describe() string {
	if e < numEvents {
		return events[e].text
	}
	return ""
}

// Holds reports whether the event happened in the coup, which must not be
// void. It is a switch rather than a table of functions so that the coup
// does not escape to the heap: settlement stays allocation-free.
func (e Event) Holds(c *Coup) bool {
	f := FactsOf(c)
	return e.HoldsGiven(c, &f)
}

// Facts are what most events read of a coup: its winner and totals. A
// caller asking many events of one coup (the PAR sheet's walk over every
// deal) computes them once with FactsOf and asks HoldsGiven.
type Facts struct {
	Winner                   Winner
	PlayerTotal, BankerTotal int
	// Readings is the reading of the rules the events are read under
	// (the zero value: the kit's).
	Readings Readings
}

// FactsOf computes the facts of a coup.
func FactsOf(c *Coup) Facts {
	p, b := c.PlayerTotal(), c.BankerTotal()
	return Facts{Winner: winner(c.Void, p, b), PlayerTotal: p, BankerTotal: b}
}

// Winner returns the winner an event needs, if it names one: an event of a
// pay-table row that names a winning hand or a tie holds only on a coup
// with that winner (TestEventWinner holds every event to it). The exact
// analysis asks a coup only the events its winner can satisfy.
func (e Event) Winner() (Winner, bool) {
	switch e {
	case PlayerWins, PlayerWinsOn1, PlayerWinsOn4, PlayerWinsWithFlaming9s, PlayerWinsWithNatural,
		PlayerWinsBy4, PlayerWinsBy5, PlayerWinsBy6, PlayerWinsBy7, PlayerWinsBy8, PlayerWinsBy9:
		return PlayerWin, true
	case BankerWins, BankerWinsOn1, BankerWinsOn4, BankerWinsOn6, BankerWinsOn6WithTwoCards, BankerWinsOn6WithThreeCard,
		BankerWinsWithFlaming9s, BankerWinsWithNatural,
		BankerWinsBy4, BankerWinsBy5, BankerWinsBy6, BankerWinsBy7, BankerWinsBy8, BankerWinsBy9:
		return BankerWin, true
	case TieResult, TieOn6, TieWithFlaming9s, TieWithSixStars, NaturalTie:
		return Tie, true
	}
	if e >= firstWinsWith && e < numEvents {
		return winsWithFamily.of[e-firstWinsWith].hand, true
	}
	return NoWinner, false
}

// ReadsFirstTwoCardsOnly reports whether the event reads nothing of a
// coup but each hand's first two cards, as cards: the pair events (a pair
// is two cards of one rank, interpretation 1; the Tiger Pair categories
// compare the pairs' ranks, interpretation 2; Precious Pair reads their
// suits, interpretation 3). No point value, total, winner or third card
// decides them, so a wager made only of such events can be judged on an
// engine's own hands even where the engine counts points wrongly
// (TestReadsFirstTwoCardsOnly holds every event to it).
func (e Event) ReadsFirstTwoCardsOnly() bool {
	switch e {
	case PlayerPair, BankerPair, SingleTigerPair, DoubleTigerPair, TwinTigerPair,
		PlayerPairOfDiamond4s, PlayerOtherPairOf4s, PlayerDiamondPair, PlayerOtherPair,
		BankerPairOfDiamond4s, BankerOtherPairOf4s, BankerDiamondPair, BankerOtherPair,
		EitherPair, PlayerPerfectPair, BankerPerfectPair, EitherPerfectPair, BothPerfectPairs:
		return true
	}
	return false
}

// OneHandsFirstTwoCards reports the hand (PlayerWin for the Player's,
// BankerWin for the Banker's) whose first two cards alone decide the
// event, when it reads one hand's only: a Player or Banker Pair, a
// Precious Pair's or a Perfect Pair's category of one hand. Whatever a
// pair is taken to be, such an event is decided once those two cards are
// dealt, and not before. Either hand's pairs (Tiger Pair, Either Pair,
// both Perfect Pairs) read both hands: one hand's pair may decide them
// early (TestOneHandsFirstTwoCards holds every event to it).
func (e Event) OneHandsFirstTwoCards() (Winner, bool) {
	switch e {
	case PlayerPair, PlayerPairOfDiamond4s, PlayerOtherPairOf4s, PlayerDiamondPair, PlayerOtherPair, PlayerPerfectPair:
		return PlayerWin, true
	case BankerPair, BankerPairOfDiamond4s, BankerOtherPairOf4s, BankerDiamondPair, BankerOtherPair, BankerPerfectPair:
		return BankerWin, true
	}
	return NoWinner, false
}

// HoldsGiven is Holds for a coup whose facts f are FactsOf(c).
func (e Event) HoldsGiven(c *Coup, f *Facts) bool {
	switch e {
	case PlayerWins:
		return f.Winner == PlayerWin
	case PlayerWinsOn1:
		return f.Winner == PlayerWin && f.PlayerTotal == 1
	case PlayerWinsOn4:
		return f.Winner == PlayerWin && f.PlayerTotal == 4
	case PlayerWinsWithFlaming9s:
		return f.Winner == PlayerWin && IsFlaming9s(&c.Player)
	case BankerWins:
		return f.Winner == BankerWin
	case BankerWinsOn1:
		return f.Winner == BankerWin && f.BankerTotal == 1
	case BankerWinsOn4:
		return f.Winner == BankerWin && f.BankerTotal == 4
	case BankerWinsOn6:
		return f.Winner == BankerWin && f.BankerTotal == 6
	case BankerWinsOn6WithTwoCards:
		return winsWith(c, f, BankerWin, 2, 6)
	case BankerWinsOn6WithThreeCard:
		return winsWith(c, f, BankerWin, 3, 6)
	case BankerWinsWithFlaming9s:
		return f.Winner == BankerWin && IsFlaming9s(&c.Banker)
	case TieResult:
		return f.Winner == Tie
	case TieOn6:
		return f.Winner == Tie && f.PlayerTotal == 6
	case TieWithFlaming9s:
		return f.Winner == Tie && IsFlaming9s(&c.Player) && IsFlaming9s(&c.Banker)
	case TieWithSixStars:
		return f.Winner == Tie && IsSixStars(&c.Player) && IsSixStars(&c.Banker)
	case PlayerPair:
		return pairUnder(&c.Player, f.Readings)
	case BankerPair:
		return pairUnder(&c.Banker, f.Readings)
	case SingleTigerPair:
		return pairUnder(&c.Player, f.Readings) != pairUnder(&c.Banker, f.Readings)
	case DoubleTigerPair:
		return pairUnder(&c.Player, f.Readings) && pairUnder(&c.Banker, f.Readings) && c.Player.Cards[0].Rank() != c.Banker.Cards[0].Rank()
	case TwinTigerPair:
		return pairUnder(&c.Player, f.Readings) && pairUnder(&c.Banker, f.Readings) && c.Player.Cards[0].Rank() == c.Banker.Cards[0].Rank()
	case SameElement4Cards, SameElement5Cards, SameElement6Cards:
		return c.Player.N+c.Banker.N == 4+uint8(e-SameElement4Cards) && SameElement(c) // the card counts stand in order from 4
	case PlayerWinsWithNatural:
		return f.Winner == PlayerWin && c.Player.IsNatural()
	case PlayerWinsBy4, PlayerWinsBy5, PlayerWinsBy6, PlayerWinsBy7, PlayerWinsBy8, PlayerWinsBy9:
		return playerWinsBy(c, f, 4+int(e-PlayerWinsBy4)) // the margins stand in order from 4
	case BankerWinsWithNatural:
		return f.Winner == BankerWin && c.Banker.IsNatural()
	case BankerWinsBy4, BankerWinsBy5, BankerWinsBy6, BankerWinsBy7, BankerWinsBy8, BankerWinsBy9:
		return bankerWinsBy(c, f, 4+int(e-BankerWinsBy4)) // the margins stand in order from 4
	case NaturalTie:
		return f.Winner == Tie && (f.Readings.AnyTiePushesDragon || c.Player.IsNatural() && c.Banker.IsNatural())
	case PlayerPairOfDiamond4s, PlayerOtherPairOf4s, PlayerDiamondPair, PlayerOtherPair:
		return preciousCategory(&c.Player, f.Readings) == preciousDiamond4s+precious(e-PlayerPairOfDiamond4s) // the categories stand in the events' order
	case BankerPairOfDiamond4s, BankerOtherPairOf4s, BankerDiamondPair, BankerOtherPair:
		return preciousCategory(&c.Banker, f.Readings) == preciousDiamond4s+precious(e-BankerPairOfDiamond4s) // the categories stand in the events' order
	case EitherPair:
		return pairUnder(&c.Player, f.Readings) || pairUnder(&c.Banker, f.Readings)
	case PlayerPerfectPair:
		return IsPerfectPair(&c.Player)
	case BankerPerfectPair:
		return IsPerfectPair(&c.Banker)
	case EitherPerfectPair:
		return IsPerfectPair(&c.Player) || IsPerfectPair(&c.Banker)
	case BothPerfectPairs:
		return IsPerfectPair(&c.Player) && IsPerfectPair(&c.Banker)
	}
	if e >= firstWinsWith && e < numEvents {
		w := winsWithFamily.of[e-firstWinsWith]
		return winsWith(c, f, w.hand, w.cards, int(w.total))
	}
	return false
}

// Events returns every event a pay-table row may name, NoEvent aside, in a
// fixed order: the vocabulary of the kit's games and of rules packs.
func Events() []Event {
	out := make([]Event, 0, numEvents-1)
	for e := Event(1); e < numEvents; e++ {
		out = append(out, e)
	}
	return out
}

// ParseEvent returns the event with the given id.
func ParseEvent(id string) (Event, bool) {
	for e := Event(0); e < numEvents; e++ {
		if events[e].id == id && e != NoEvent {
			return e, true
		}
	}
	return NoEvent, false
}

// playerWinsBy and bankerWinsBy are the Dragon Bonus margins: a win by
// exactly margin points with a hand that is not a Natural (interpretation 8).
func playerWinsBy(c *Coup, f *Facts, margin int) bool {
	return f.Winner == PlayerWin && !c.Player.IsNatural() && f.PlayerTotal-f.BankerTotal == margin
}

func bankerWinsBy(c *Coup, f *Facts, margin int) bool {
	return f.Winner == BankerWin && !c.Banker.IsNatural() && f.BankerTotal-f.PlayerTotal == margin
}

// IsPair reports whether the hand's first two cards are a pair: the same
// rank. A Ten and a picture card, or two different picture cards, are not a
// pair (interpretation 1: NCB 1.1.4, 6 Star 1.1.9, Tiger 1.1.14, Electronic
// 1.1.13). Suits do not matter.
func IsPair(h *Hand) bool {
	return h.N >= 2 && h.Cards[0].Rank() == h.Cards[1].Rank()
}

// IsPerfectPair reports whether the hand's first two cards are identical:
// the same rank and the same suit (or element), as the Perfect Pair side
// bets define it ("two identical cards, in both rank and suit"). No reading
// of interpretation 1 changes it: identical cards pair under every one.
func IsPerfectPair(h *Hand) bool {
	return h.N >= 2 && h.Cards[0] == h.Cards[1]
}

// IsFlaming9s reports whether the hand is Flaming 9's: a two-card Natural 9
// whose two cards are both Fire (6 Star 1.1.4, interpretation 6).
func IsFlaming9s(h *Hand) bool {
	return h.N == 2 && h.Total() == 9 && h.Cards[0].Suit() == Fire && h.Cards[1].Suit() == Fire
}

// IsSixStars reports whether the hand holds exactly one Sau, one Luk and one
// Fuk (6 Star 1.1.1, interpretation 5).
func IsSixStars(h *Hand) bool {
	if h.N != 3 {
		return false
	}
	var seen [3]bool
	for _, c := range h.Slice() {
		if !c.IsStar() {
			return false
		}
		seen[c.Rank()-Sau] = true
	}
	return seen[0] && seen[1] && seen[2]
}

// SameElement reports whether every card of both completed hands is of one
// element (6 Star 1.1.3 and 3.12, interpretation 7). Only 6 Star cards have
// elements; standard cards never qualify.
func SameElement(c *Coup) bool {
	e := c.Player.Cards[0].Suit()
	if e < Fire {
		return false
	}
	for _, h := range [2]*Hand{&c.Player, &c.Banker} {
		for i := uint8(0); i < h.N; i++ {
			if h.Cards[i].Suit() != e {
				return false
			}
		}
	}
	return true
}

type precious uint8

const (
	notPrecious precious = iota
	preciousDiamond4s
	preciousOther4s
	preciousDiamondPair
	preciousOtherPair
)

// preciousCategory returns the highest Precious Pair category of the hand's
// first two cards (Electronic 1.1.14 and 4.12: only the highest category is
// paid; interpretation 3: a pair is the same rank, suited is the same suit).
func preciousCategory(h *Hand, r Readings) precious {
	if !pairUnder(h, r) {
		return notPrecious
	}
	a, b := h.Cards[0], h.Cards[1]
	diamonds := a.Suit() == Diamonds && b.Suit() == Diamonds
	switch {
	case a.Rank() == Four && diamonds:
		return preciousDiamond4s
	case a.Rank() == Four:
		return preciousOther4s
	case diamonds:
		return preciousDiamondPair
	}
	return preciousOtherPair
}
