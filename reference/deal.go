package reference

// This file is the coup: the deal order, naturals, the Table of Play, point
// totals and the winner. Rules 3.3-3.10 of the No Commission and 6 Star
// documents, 3.13-3.16 of Tiger v2, 3.12-3.15 of Tiger No Commission v5,
// 3.6-3.9 of the Electronic document: the same rules in every document.

// Hand is the cards dealt to Player or Banker in a round (rule 1.1 "Hand"):
// two or three cards, or fewer when the round is void.
type Hand struct {
	Cards [3]Card
	N     uint8 // number of cards in Cards
}

// Slice returns the hand's cards. It shares the hand's storage.
func (h *Hand) Slice() []Card { return h.Cards[:h.N] }

// Total returns the hand's point total: the sum of the point values, keeping
// the right digit only (rules 3.4.1 and 3.4.2).
func (h *Hand) Total() int {
	t := 0
	for i := uint8(0); i < h.N; i++ {
		t += h.Cards[i].Value()
	}
	return t % 10
}

// twoCardTotal is the total of the first two cards, the one the Table of Play
// reads after the initial deal.
func (h *Hand) twoCardTotal() int {
	return (h.Cards[0].Value() + h.Cards[1].Value()) % 10
}

// IsNatural reports whether the hand was a Natural: a point total of 8 or 9
// on its first two cards, in the initial deal (rule 1.1 "Natural";
// interpretation 8 for the Dragon Bonus, which reads it the same way).
func (h *Hand) IsNatural() bool {
	return h.N >= 2 && h.twoCardTotal() >= 8
}

func (h *Hand) add(c Card) {
	h.Cards[h.N] = c
	h.N++
}

// Winner is the outcome of a round: the hand with the higher point total, or
// a Tie (rule 3.10 and its equivalents).
type Winner uint8

// The outcomes. NoWinner is the outcome of a void round.
const (
	NoWinner Winner = iota
	PlayerWin
	BankerWin
	Tie
)

// String returns "player", "banker", "tie", or "" for NoWinner.
func (w Winner) String() string {
	switch w {
	case PlayerWin:
		return "player"
	case BankerWin:
		return "banker"
	case Tie:
		return "tie"
	}
	return ""
}

// VoidReason says why a round is void; NotVoid for a round that stands.
type VoidReason uint8

// The reasons a round is void.
const (
	NotVoid VoidReason = iota
	// InsufficientCards: the shoe ran out before the round was complete
	// (NCB 5.5, Tiger 5.3, Electronic 5.3).
	InsufficientCards
	// ForeignCard: a card that does not belong to the decks in use was dealt
	// (NCB 5.1, Tiger 5.1, Electronic 5.1).
	ForeignCard
	// ExtraCard: a card was dealt more often than the shoe's decks hold it
	// (Tiger 5.1 and Electronic 5.1 "extra card/s"; docs/protocol.md
	// "Vocabulary", cards).
	ExtraCard
	// SimultaneousDraw: two or more cards were drawn at once and their order
	// cannot be ascertained (NCB 5.3 during the initial deal, Tiger 5.8.2.1,
	// Electronic 5.8.1).
	SimultaneousDraw
	// OrderAltered: the order of the cards in the shoe was altered and cannot
	// be reconstructed (NCB 5.4, Tiger 5.2 and 5.12.2, Electronic 5.2).
	OrderAltered
	// IncorrectCardCount: a hand was dealt an incorrect number of cards that
	// cannot be reconstructed (NCB 5.2).
	IncorrectCardCount
	// TechnicalInterruption: an electronic game was interrupted before any
	// outcome was established (Electronic 5.9.1).
	TechnicalInterruption
	// UnshuffledCards: the cards in use were found not to have been
	// shuffled (Tiger v2 and Tiger NCB 5.1, Electronic 5.1).
	UnshuffledCards
)

var voidReasonNames = [...]string{"", "insufficient-cards", "foreign-card", "extra-card", "simultaneous-draw", "order-altered", "incorrect-card-count", "technical-interruption", "unshuffled-cards"}

// String returns the reason's stable id ("insufficient-cards", ...), or ""
// for NotVoid.
func (v VoidReason) String() string {
	return enumName(voidReasonNames[:], v)
}

// enumName is the name of e in its enum's table of names, or "unknown" for
// a value past the table: a String method must not panic on a value made
// by conversion.
func enumName[E ~uint8](names []string, e E) string {
	if int(e) < len(names) {
		return names[e]
	}
	return "unknown"
}

// ParseVoidReason returns the reason with the given id.
func ParseVoidReason(s string) (VoidReason, bool) {
	for i, n := range voidReasonNames {
		if n == s && i > 0 {
			return VoidReason(i), true
		}
	}
	return NotVoid, false
}

// Coup is one round of play as dealt: the two hands, how many tokens of the
// shoe it consumed, whether it met the cutting card, and whether it is void.
type Coup struct {
	Player, Banker Hand
	// CardsUsed counts the tokens the round consumed from the shoe, the
	// cutting card included.
	CardsUsed int
	// CutCard reports that the cutting card appeared during the round: it was
	// removed, the round was completed, and the round is the last of the shoe
	// (Tiger 3.22, Tiger NCB 3.17, Electronic 3.10; interpretation 12).
	CutCard bool
	// Void is why the round is void, or NotVoid.
	Void VoidReason
	// VoidAt is the 1-based position, among the tokens given to the deal, of
	// the card that made the round void (foreign or extra card), or 0.
	VoidAt int
}

// PlayerTotal returns the Player hand's point total.
func (c *Coup) PlayerTotal() int { return c.Player.Total() }

// BankerTotal returns the Banker hand's point total.
func (c *Coup) BankerTotal() int { return c.Banker.Total() }

// Winner returns the hand with the higher point total, Tie on equal totals
// (rules 3.10 and 3.10.1), or NoWinner when the round is void.
func (c *Coup) Winner() Winner {
	return winner(c.Void, c.Player.Total(), c.Banker.Total())
}

// winner decides the round on its totals p and b.
func winner(void VoidReason, p, b int) Winner {
	if void != NotVoid {
		return NoWinner
	}
	switch {
	case p > b:
		return PlayerWin
	case b > p:
		return BankerWin
	}
	return Tie
}

// PlayerDraws reports whether the Player hand draws a third card on its
// two-card point total, when neither hand is a Natural: it draws on 0 to 5
// and stands on 6 or 7 (Table of Play, rule 3.9.2).
func PlayerDraws(playerTotal int) bool { return playerTotal <= 5 }

// BankerDraws reports whether the Banker hand draws a third card, when
// neither hand is a Natural, given its two-card point total and the point
// value of the Player's third card, or -1 when the Player stood (Table of
// Play, rules 3.9.3 and 3.9.4).
func BankerDraws(bankerTotal, playerThirdValue int) bool {
	if playerThirdValue < 0 {
		// The Player stood: the Banker draws on 0-5 and stands on 6 or 7.
		return bankerTotal <= 5
	}
	switch bankerTotal {
	case 0, 1, 2:
		return true
	case 3:
		return playerThirdValue != 8
	case 4:
		return playerThirdValue >= 2 && playerThirdValue <= 7
	case 5:
		return playerThirdValue >= 4 && playerThirdValue <= 7
	case 6:
		return playerThirdValue == 6 || playerThirdValue == 7
	}
	return false
}

// Dealer deals rounds from a shoe of a given deck type and number of decks.
// It remembers how many copies of each card it has dealt, so that a card
// dealt more often than the decks hold it is an extra card (rule 5.1).
type Dealer struct {
	deck  DeckType
	decks int
	seen  [NumCardCodes]uint8
	// extraPlays: a card dealt more often than the decks hold it is
	// played, not void (reading 18=foreign-only on No Commission v6 and 6
	// Star, whose rule 5.1 names only a foreign card).
	extraPlays bool
}

// NewDealer returns a dealer for a shoe of decks decks of type deck. It does
// not check the number of decks; see CheckDecks.
func NewDealer(deck DeckType, decks int) Dealer {
	return Dealer{deck: deck, decks: decks}
}

// NewDealerUnder returns a dealer for game g under readings r: as
// NewDealer, but under reading 18=foreign-only an extra card of No
// Commission v6 or 6 Star is played.
func NewDealerUnder(g *Game, decks int, r Readings) Dealer {
	return Dealer{deck: g.Deck, decks: decks, extraPlays: r.ExtraCardsPlayIn(g.Document)}
}

// DealUnder deals one round as Deal does, for game g under readings r.
func DealUnder(g *Game, decks int, tokens []Card, r Readings) Coup {
	d := NewDealerUnder(g, decks, r)
	return d.Deal(tokens)
}

// Deal deals one round from tokens, the remainder of the shoe in draw
// order, and returns the coup. The deal order is Player, Banker, Player,
// Banker (rule 3.7); then the Table of Play decides the third cards. The
// cutting card, when met, is removed and the round goes on with the next
// card. A foreign or extra card, or running out of tokens, stops the deal and
// makes the round void; the cards dealt so far stay in the hands.
func (d *Dealer) Deal(tokens []Card) Coup {
	var c Coup
	// The initial deal: first and third cards to the Player, second and
	// fourth to the Banker (rules 3.7.1, 3.7.2).
	for i := 0; i < 4; i++ {
		h := &c.Player
		if i%2 == 1 {
			h = &c.Banker
		}
		if !d.draw(tokens, &c, h) {
			return c
		}
	}
	p, b := c.Player.twoCardTotal(), c.Banker.twoCardTotal()
	if p >= 8 || b >= 8 {
		// A Natural: no more cards to either hand (rule 3.9.1).
		return c
	}
	playerThird := -1
	if PlayerDraws(p) {
		if !d.draw(tokens, &c, &c.Player) {
			return c
		}
		playerThird = c.Player.Cards[2].Value()
	}
	if BankerDraws(b, playerThird) {
		d.draw(tokens, &c, &c.Banker)
	}
	return c
}

// draw takes the next card from tokens into h, skipping the cutting card. It
// returns false, and marks the coup void, when no card is left or the card
// is foreign or extra.
func (d *Dealer) draw(tokens []Card, c *Coup, h *Hand) bool {
	for c.CardsUsed < len(tokens) {
		t := tokens[c.CardsUsed]
		c.CardsUsed++
		if t == CutCard {
			c.CutCard = true
			continue
		}
		h.add(t)
		if !d.deck.Holds(t) {
			c.Void, c.VoidAt = ForeignCard, c.CardsUsed
			return false
		}
		if d.seen[t] < 255 {
			d.seen[t]++
		}
		if int(d.seen[t]) > d.decks && !d.extraPlays {
			c.Void, c.VoidAt = ExtraCard, c.CardsUsed
			return false
		}
		return true
	}
	c.Void = InsufficientCards
	return false
}

// Deal deals one round from tokens with a fresh dealer: the tokens are the
// remainder of a shoe of decks decks of type deck, in draw order.
func Deal(deck DeckType, decks int, tokens []Card) Coup {
	d := NewDealer(deck, decks)
	return d.Deal(tokens)
}
