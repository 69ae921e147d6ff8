package fuzz

import (
	"math"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
)

// The kinds of malformed input. Some are errors (the engine must answer
// "invalid" or "unsupported" and deal nothing); others are irregular shoes
// that the rules settle by voiding the round (rule 5.1, 5.3/5.5).
const (
	KindForeignCard  = "foreign-card"  // a card of the other deck type: void when dealt (5.1)
	KindExtraCopy    = "extra-copy"    // more copies of a card than the decks hold: void when dealt (5.1)
	KindTruncated    = "truncated"     // too few cards to finish the round: void (5.5 / 5.3)
	KindCutFirst     = "cut-first"     // the cutting card is the first token
	KindCutLast      = "cut-last"      // the cutting card is the last token
	KindUnknownToken = "unknown-token" // not a card of either deck type: an error naming its position
	KindTwoCuts      = "two-cuts"      // a second cutting card: an error
	KindBadDecks     = "bad-decks"     // a number of decks outside 4 to 10 (rule 2.1): an error
	KindBadStake     = "bad-stake"     // a stake outside 1 to MaxStake: an error
	KindBadWager     = "bad-wager"     // a wager id unknown or not offered by the game: an error
	KindBadGame      = "bad-game"      // a game id the kit does not know: unsupported
	KindBadRounding  = "bad-rounding"  // a negative table rounding unit: an error
)

// MalformedKinds lists every kind, in the order GenMalformed draws them.
var MalformedKinds = []string{
	KindForeignCard, KindExtraCopy, KindTruncated, KindCutFirst, KindCutLast,
	KindUnknownToken, KindTwoCuts, KindBadDecks, KindBadStake, KindBadWager, KindBadGame, KindBadRounding,
}

// badRoundings are table rounding units no table has: negative ones (0
// means the default of 1, README.md "The contract").
var badRoundings = []int64{-1, -5, -100, math.MinInt64}

// badTokens are tokens that are not cards in the kit's notation
// (docs/protocol.md "Vocabulary", cards): wrong case, wrong rank or suit for either
// deck type, stray punctuation and white space, a Ten written "10" on a
// 6 Star card (the contract accepts "10" on standard cards only), a lone
// rank, and non-ASCII look-alikes.
var badTokens = []string{
	"", "ZZ", "1S", "11S", "AX", "as", "Ah", "10", "T", "CUTS", "cut", "0S", "1OS",
	"AS,", " AS", "AS ", "A S", "ÄS", "KFi", "SS", "9fi", "9FI", "LWat", "Fi", "CU",
	"A♠", "\x00", "AS\n", "10Fi",
}

// badStakes are stakes outside 1 to MaxStake.
var badStakes = []int64{0, -1, -100, reference.MaxStake + 1, math.MaxInt64, math.MinInt64}

// badWagerIDs are wager ids no game offers.
var badWagerIDs = []string{"", "Player", "BANKER", "bank", "pair", "dragon", "tiger pair", "super-6"}

// badDecks are numbers of decks outside 4 to 10 (rule 2.1).
var badDecks = []int{0, 1, 2, 3, 11, 12, -1, 1000}

// Malformed is a request built to be wrong in one way.
type Malformed struct {
	Kind   string
	Game   string
	Decks  int
	Tokens []string
	WagerSet
}

// Coup returns the malformed input as a coup request.
func (m Malformed) Coup() adapter.CoupRequest {
	return adapter.CoupRequest{Game: m.Game, Decks: m.Decks, Cards: m.Tokens, Wagers: m.Wagers, Table: m.Table}
}

// Shoe returns the malformed input as a shoe request.
func (m Malformed) Shoe() adapter.ShoeRequest {
	return adapter.ShoeRequest{Game: m.Game, Decks: m.Decks, Cards: m.Tokens, Wagers: m.Wagers, Table: m.Table}
}

// otherDeck returns the deck type a foreign card comes from.
func otherDeck(d reference.DeckType) reference.DeckType {
	if d == reference.Standard52 {
		return reference.SixStar65
	}
	return reference.Standard52
}

// shortShoe draws the remainder of a shoe of 4 to 7 cards past what one
// round needs at most: long enough for a round, short enough that the
// irregularity lands in it.
func shortShoe(src Source, d reference.DeckType, decks, min, max int) []reference.Card {
	p := newPool(d, decks)
	n := src.Int("length", min, max)
	out := make([]reference.Card, 0, n+2)
	for len(out) < n {
		out = append(out, p.take(src.Int("card", 0, p.total-1)))
	}
	return out
}

func insertAt(cards []reference.Card, at int, c reference.Card) []reference.Card {
	cards = append(cards, reference.NoCard)
	copy(cards[at+1:], cards[at:])
	cards[at] = c
	return cards
}

// GenMalformed draws a malformed input for the game, of a drawn kind.
func GenMalformed(src Source, g *reference.Game) Malformed {
	return GenMalformedKind(src, g, MalformedKinds[src.Int("kind", 0, len(MalformedKinds)-1)])
}

// GenMalformedKind draws a malformed input of the given kind.
func GenMalformedKind(src Source, g *reference.Game, kind string) Malformed {
	m := Malformed{Kind: kind, Game: string(g.ID), Decks: src.Int("decks", reference.MinDecks, reference.MaxDecks), WagerSet: GenWagers(src, g)}
	var cards []reference.Card
	var tokens []string
	switch kind {
	case KindForeignCard:
		cards = shortShoe(src, g.Deck, m.Decks, 4, 8)
		foreign := otherDeck(g.Deck).Cards()
		f := foreign[src.Int("foreign card", 0, len(foreign)-1)]
		cards = insertAt(cards, src.Int("foreign at", 0, min(5, len(cards))), f)
	case KindExtraCopy:
		// One card more than the decks hold: decks+1 copies of one card.
		// Either they lead the shoe and are worth 0 (Player and Banker
		// both draw, so the copy one too many is dealt as a third card),
		// or they are shuffled into a few others (dealt or not: a copy
		// that is not dealt does not void the round, interpretation 13).
		one := g.Deck.Cards()
		m.Decks = src.Int("decks", reference.MinDecks, 5)
		cards = shortShoe(src, g.Deck, m.Decks, 0, 3)
		if chance(src, "extra copy dealt", 1, 2) {
			var zeros []reference.Card
			for _, c := range one {
				if c.Value() == 0 {
					zeros = append(zeros, c)
				}
			}
			c := zeros[src.Int("copied card", 0, len(zeros)-1)]
			for i := 0; i <= m.Decks; i++ {
				cards = insertAt(cards, 0, c)
			}
			break
		}
		c := one[src.Int("copied card", 0, len(one)-1)]
		for i := 0; i <= m.Decks; i++ {
			cards = insertAt(cards, src.Int("copy at", 0, len(cards)), c)
		}
	case KindTruncated:
		cards = shortShoe(src, g.Deck, m.Decks, 0, 5)
		if chance(src, "cut in truncated", 1, 3) {
			cards = insertAt(cards, src.Int("cut at", 0, len(cards)), reference.CutCard)
		}
	case KindCutFirst:
		cards = append([]reference.Card{reference.CutCard}, shortShoe(src, g.Deck, m.Decks, 3, 12)...)
	case KindCutLast:
		cards = append(shortShoe(src, g.Deck, m.Decks, 3, 12), reference.CutCard)
	case KindUnknownToken:
		tokens = reference.Tokens(shortShoe(src, g.Deck, m.Decks, 0, 8))
		at := src.Int("bad token at", 0, len(tokens))
		tokens = append(tokens[:at], append([]string{badTokens[src.Int("bad token", 0, len(badTokens)-1)]}, tokens[at:]...)...)
	case KindTwoCuts:
		cards = shortShoe(src, g.Deck, m.Decks, 0, 10)
		cards = insertAt(cards, src.Int("cut at", 0, len(cards)), reference.CutCard)
		cards = insertAt(cards, src.Int("second cut at", 0, len(cards)), reference.CutCard)
	case KindBadDecks:
		cards = shortShoe(src, g.Deck, 4, 4, 8)
		m.Decks = badDecks[src.Int("bad decks", 0, len(badDecks)-1)]
	case KindBadStake:
		cards = shortShoe(src, g.Deck, m.Decks, 4, 8)
		i := src.Int("bad stake wager", 0, len(m.Wagers)-1)
		m.Wagers[i].Stake = badStakes[src.Int("bad stake", 0, len(badStakes)-1)]
	case KindBadWager:
		cards = shortShoe(src, g.Deck, m.Decks, 4, 8)
		id := badWagerIDs[src.Int("bad wager", 0, len(badWagerIDs)-1)]
		if chance(src, "not offered", 1, 2) {
			// A real wager id the game does not offer at all (g may be a
			// game cut down to the wagers an engine supports).
			full := g
			if fg, err := reference.LookupGame(g.ID); err == nil {
				full = fg
			}
			var others []string
			for _, w := range reference.AllWagers {
				if !full.Offers(w) {
					others = append(others, string(w))
				}
			}
			if len(others) > 0 {
				id = others[src.Int("not offered wager", 0, len(others)-1)]
			}
		}
		at := src.Int("bad wager at", 0, len(m.Wagers))
		m.Wagers = append(m.Wagers[:at], append([]adapter.Wager{{Wager: id, Stake: 100}}, m.Wagers[at:]...)...)
	case KindBadRounding:
		cards = shortShoe(src, g.Deck, m.Decks, 4, 8)
		m.Table.Rounding = badRoundings[src.Int("bad rounding", 0, len(badRoundings)-1)]
	case KindBadGame:
		cards = shortShoe(src, g.Deck, m.Decks, 4, 8)
		m.Game = pick(src, "bad game", []string{"", "mbs-ncb", "MBS-NCB-V6", "mbs-ncb-v7", "baccarat", string(g.ID) + " "})
	}
	if tokens == nil {
		tokens = reference.Tokens(cards)
	}
	m.Tokens = tokens
	return m
}

// MalformedShoeKinds are the kinds GenMalformedShoe draws.
var MalformedShoeKinds = []string{
	KindExtraCopy, KindForeignCard, KindTruncated, KindCutFirst, KindCutLast, KindTwoCuts, KindUnknownToken,
}

// GenMalformedShoe draws a whole shoe for the game, made malformed in one
// way. Its extra copy is what only a whole shoe can show: one more copy of
// a card all of whose copies come before the cutting card, placed after the
// last of them, so that the round dealing it is void however many rounds
// after the others it comes (rule 5.1; the count carries over,
// interpretation 13).
func GenMalformedShoe(src Source, g *reference.Game) Malformed {
	shoe := GenShoe(src, g.Deck)
	ws := GenWagers(src, g)
	kind := MalformedShoeKinds[src.Int("shoe kind", 0, len(MalformedShoeKinds)-1)]
	m := Malformed{Kind: kind, Game: string(g.ID), Decks: shoe.Decks, WagerSet: ws}
	cards := shoe.Cards
	cut := shoe.CutAt()
	withoutCut := func() []reference.Card {
		out := make([]reference.Card, 0, len(cards))
		for _, c := range cards {
			if c != reference.CutCard {
				out = append(out, c)
			}
		}
		return out
	}
	switch kind {
	case KindExtraCopy:
		var seen [reference.NumCardCodes]int
		var full []int // positions of the last copy of each card all of whose copies precede the cut
		for i, c := range cards[:cut] {
			seen[c]++
			if seen[c] == shoe.Decks {
				full = append(full, i)
			}
		}
		at, c := 1, cards[0]
		if len(full) > 0 {
			last := full[src.Int("copied card", 0, len(full)-1)]
			c = cards[last]
			at = src.Int("copy at", last+1, cut)
		}
		cards = insertAt(cards, at, c)
	case KindForeignCard:
		foreign := otherDeck(g.Deck).Cards()
		at := src.Int("foreign at", 0, cut-1)
		cards[at] = foreign[src.Int("foreign card", 0, len(foreign)-1)]
	case KindTruncated:
		cards = cards[:src.Int("cut short at", 0, cut)]
	case KindCutFirst:
		cards = append([]reference.Card{reference.CutCard}, withoutCut()...)
	case KindCutLast:
		cards = append(withoutCut(), reference.CutCard)
	case KindTwoCuts:
		cards = insertAt(cards, src.Int("second cut at", 0, len(cards)), reference.CutCard)
	case KindUnknownToken:
		m.Tokens = reference.Tokens(cards)
		at := src.Int("bad token at", 0, len(m.Tokens))
		m.Tokens = append(m.Tokens[:at], append([]string{badTokens[src.Int("bad token", 0, len(badTokens)-1)]}, m.Tokens[at:]...)...)
		return m
	}
	m.Tokens = reference.Tokens(cards)
	return m
}

// invalidClauses names what makes a malformed request invalid. A wager
// another game of the same document offers (a Dragon Bonus on a game
// without it) is refused by the clauses that say on which games it is
// offered: that wager's pay-table rows on the document.
func invalidClauses(g *reference.Game, req request) []string {
	switch req.kind {
	case KindBadDecks:
		return []string{judge.DecksClause(g)}
	case KindBadStake, KindBadRounding:
		return []string{judge.ContractMoney}
	case KindBadWager:
		if cl := judge.OfferedElsewhere(g, req.wagers); len(cl) > 0 {
			return cl
		}
		return []string{judge.ContractWagers}
	case KindBadGame:
		return []string{judge.ContractWagers}
	}
	return []string{judge.ContractNotation}
}
