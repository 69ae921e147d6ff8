package reference

// This file decides whether the outcome of a round in progress is
// "established": the test behind the power failure and technical
// interruption rules (Tiger v2 and Tiger No Commission v5 rule 5.17,
// Electronic rules 5.9 and 5.10), read as interpretation 11.

// Conclusive is a wager whose result no completion of the round can change:
// it is won in every completion, or lost in every completion.
type Conclusive struct {
	Wager  WagerID
	Result Result // Win or Lose
}

// OutcomeEstablished reports whether the outcome of a round is established
// once the cards dealt have been dealt (interpretation 11; Tiger v2 and
// Tiger No Commission v5 5.17.1 and 5.17.2, Electronic 5.9.1, 5.9.2 and
// 5.10.1): some wager the game offers, optional ones included, has the same
// won-or-lost result under every possible completion of the round, any card
// of the game's deck type coming next (the shoe's depletion is ignored). A
// wager that pushes in every completion is not conclusively won or lost. The
// witness is the first such wager in the game's table order.
//
// dealt is the round's cards so far, in draw order; the cutting card is
// skipped and cards beyond those the round takes are ignored. A round that
// a foreign card, or a card dealt more often than decks decks hold it, has
// made void (rule 5.1) has no outcome: it is not established. So is a round
// with no card dealt.
func OutcomeEstablished(g *Game, decks int, dealt []Card) (established bool, witness WagerID) {
	return OutcomeEstablishedUnder(g, decks, dealt, Readings{})
}

// OutcomeEstablishedUnder is OutcomeEstablished with the wagers read under
// readings r: a pair by point value or read literally (interpretation 1)
// decides a pair wager as the reading does, an extra card played
// (interpretation 18) voids no completion.
func OutcomeEstablishedUnder(g *Game, decks int, dealt []Card, r Readings) (established bool, witness WagerID) {
	cs := ConclusiveWagersUnder(g, decks, dealt, r)
	if len(cs) == 0 {
		return false, ""
	}
	return true, cs[0].Wager
}

// ConclusiveWagers returns every wager of the game that is conclusively won
// or lost once dealt have been dealt, in the game's table order; see
// OutcomeEstablished, which is true exactly when this list is not empty. The
// cost is that of OutcomeEstablished: proving one wager conclusive already
// visits every completion.
func ConclusiveWagers(g *Game, decks int, dealt []Card) []Conclusive {
	return ConclusiveWagersUnder(g, decks, dealt, Readings{})
}

// ConclusiveWagersUnder is ConclusiveWagers with the wagers read under
// readings r (OutcomeEstablishedUnder).
func ConclusiveWagersUnder(g *Game, decks int, dealt []Card, r Readings) []Conclusive {
	s := search{game: g, deck: g.Deck, readings: r}
	var copies [NumCardCodes]int
	for _, c := range dealt {
		if c == CutCard {
			continue
		}
		if !g.Deck.Holds(c) {
			return nil // a foreign card: the round is void (rule 5.1)
		}
		copies[c]++
		if copies[c] > decks {
			return nil // an extra card: the round is void (rule 5.1)
		}
		if s.n == len(s.cards) {
			break
		}
		s.cards[s.n] = c
		s.n++
		if c0 := s.coup(); c0.Void == NotVoid {
			break // the round is complete: later cards belong to the next
		}
	}
	if s.n == 0 {
		return nil
	}
	s.seen = make([]uint8, len(g.Wagers))
	s.open = len(g.Wagers)
	if !s.probe(false) {
		s.walk()
	}
	return conclusives(g, s.seen)
}

// conclusives lists the wagers whose outcome every completion agreed on:
// seen[i] holds a bit per outcome wager i met, so a lone Win or Lose bit
// is conclusive.
func conclusives(g *Game, seen []uint8) []Conclusive {
	var out []Conclusive
	for i, m := range seen {
		switch m {
		case 1 << Win:
			out = append(out, Conclusive{g.Wagers[i].ID, Win})
		case 1 << Lose:
			out = append(out, Conclusive{g.Wagers[i].ID, Lose})
		}
	}
	return out
}

// search walks the completions of a round depth first. It does not walk
// every distinct card at every position: it walks one representative card
// of each class of cards that no wager's result can tell apart at that
// position. The classes rest on what the results (win, lose or push, not
// the amounts) of the games' wagers depend on:
//
//   - point values decide the deal, the Table of Play, totals, Naturals,
//     margins, the number of cards in each hand, hence every main wager and
//     the Tiger, Fortune Six, Super Six, Dragon Bonus and Fabulous 4's
//     wagers;
//   - the ranks of a hand's first two cards decide its pair (interpretation
//     1), hence Player and Banker Pair, Tiger Pair and Precious Pair: whether
//     any pair wins does not depend on suits or on which rank the pair is,
//     only the odds do (Twin, Double, Single; Diamond 4s and so on);
//   - whether every card shares one element decides the 6 Star Element
//     Bonus (interpretation 7);
//   - Flaming 9's and 6 Stars change only what a winning wager pays (6 Star
//     4.1 and 4.3), never whether it wins.
//
// So a card at a position is told apart only by its point value, by whether
// its rank equals the rank of its hand's first card (at a hand's second
// card, when both are worth zero: Ten, Jack, Queen, King or the Stars share
// the value), and on a 6 Star deck by whether its element equals the one
// element of every card so far. TestConclusiveWagersMatchesDistinctCards
// checks the classes against a walk over every distinct card.
type search struct {
	game  *Game
	deck  DeckType
	cards [6]Card
	n     int
	// seen holds, per wager, a bit per Result its completions have had.
	seen []uint8
	// open counts the wagers that might still be conclusive: every
	// completion so far won them, or every one lost them.
	open int
	// readings are the readings the wagers are settled under.
	readings Readings
}

// coup deals the cards in play with the reference deal logic. The dealer
// holds more decks than a round can exhaust: completions ignore depletion.
func (s *search) coup() Coup {
	d := NewDealerUnder(s.game, 255, s.readings)
	return d.Deal(s.cards[:s.n])
}

// walk visits every completion of the cards in play; it returns true once
// no wager can be conclusive, which ends the search.
func (s *search) walk() bool {
	c := s.coup()
	if c.Void != InsufficientCards {
		return s.record(&c)
	}
	var buf [64]Card
	for _, next := range s.nextCards(buf[:0]) {
		s.cards[s.n] = next
		s.n++
		stop := s.walk()
		s.n--
		if stop {
			return true
		}
	}
	return false
}

// probe visits a few completions chosen to differ early: the first class at
// every position, and then each other class at each position in turn with
// the first class elsewhere. A walk in depth-first order keeps a wager
// decided near the root (a pair, one element) open until it has left a
// whole subtree; the probes usually close every wager of a round whose
// outcome is not established in about a hundred completions, and the walk
// then ends at its first completion. They change the speed of the search,
// never its answer: the walk still visits what it must.
func (s *search) probe(deviated bool) bool {
	c := s.coup()
	if c.Void != InsufficientCards {
		return s.record(&c)
	}
	var buf [64]Card
	next := s.nextCards(buf[:0])
	if deviated {
		next = next[:1]
	}
	for i, x := range next {
		s.cards[s.n] = x
		s.n++
		stop := s.probe(deviated || i > 0)
		s.n--
		if stop {
			return true
		}
	}
	return false
}

// record notes the result of every still open wager on a completed round;
// it returns true once no wager can be conclusive.
func (s *search) record(c *Coup) bool {
	f := FactsOf(c)
	f.Readings = s.readings
	for i := range s.game.Wagers {
		before := s.seen[i]
		if !possiblyConclusive(before) {
			continue
		}
		after := before | 1<<settleGiven(&s.game.Wagers[i], c, &f, 1, 1).Result
		s.seen[i] = after
		if !possiblyConclusive(after) {
			s.open--
		}
	}
	return s.open == 0
}

// possiblyConclusive reports whether a wager whose completions so far had
// the results in mask may still be won in all, or lost in all.
func possiblyConclusive(mask uint8) bool {
	return mask == 0 || mask == 1<<Win || mask == 1<<Lose
}

// zeroRanks are the ranks worth zero points: Ten and the three picture
// cards (Jack, Queen, King, or the Stars Sau, Luk, Fuk, which share their
// numbers).
var zeroRanks = [4]Rank{Ten, Jack, Queen, King}

// nextCards appends one representative of each class of card that can come
// at the next position (see search).
func (s *search) nextCards(out []Card) []Card {
	pos := s.n
	// Suits: irrelevant to every result on a standard deck; on a 6 Star
	// deck only "same element as all before, or not" matters.
	var suits [2]Suit
	ns := 1
	suits[0] = Spades
	if s.deck == SixStar65 {
		suits[0] = Fire
		if pos > 0 {
			e := s.cards[0].Suit()
			same := true
			for _, c := range s.cards[1:pos] {
				same = same && c.Suit() == e
			}
			if same {
				suits[0], suits[1], ns = e, otherElement(e), 2
			}
		}
	}
	// Zero-valued ranks: at a hand's second card (positions 2 and 3 in
	// the deal order Player, Banker, Player, Banker), the same rank as the
	// hand's first card or another; elsewhere any one.
	var ranks [2]Rank
	nr := 1
	ranks[0] = Ten
	if pos == 2 || pos == 3 {
		if first := s.cards[pos-2]; first.Value() == 0 {
			ranks[0] = first.Rank()
			for _, r := range zeroRanks {
				if r != ranks[0] {
					ranks[1] = r
					break
				}
			}
			nr = 2
			// Under the pair readings of interpretation 1 (by point
			// value, literal) the same two classes do: a hand's pair is
			// decided by its second card, and a card of another value
			// (Ace to Nine, always a class) never pairs, so no pair
			// wager is conclusive before both are out whatever the
			// zero-valued card pairs with (TestConclusiveWagers...
			// walks every distinct card under each reading).
		}
	}
	for v := Ace; v <= Nine; v++ {
		for _, su := range suits[:ns] {
			out = append(out, NewCard(v, su))
		}
	}
	for _, r := range ranks[:nr] {
		for _, su := range suits[:ns] {
			out = append(out, NewCard(r, su))
		}
	}
	return out
}

// otherElement returns an element other than e.
func otherElement(e Suit) Suit {
	if e == Fire {
		return Gold
	}
	return Fire
}
