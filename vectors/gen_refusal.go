package vectors

import (
	"context"
	"fmt"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// This file generates the requests an engine must refuse (docs/protocol.md
// "Errors" and "Which tokens are checked"): each is a valid round with one
// thing wrong, and the reference's answer is an "invalid" error naming,
// where the protocol fixes it, the card or wager at fault. It also writes
// the requests that look wrong but must be accepted: the "10" spelling of a
// Ten on standard cards (CoupTest, flag TenSpelling). Too few cards is not a
// refusal but a void round (flag InsufficientCards, gen_irregular.go).

// refusal is a mutation of a valid request.
type refusal struct {
	comment  string
	flag     string
	clauses  []string
	decks    int
	rounding int64
	cards    []string
	wagers   []adapter.Wager
	field    string
	position int
}

// refusals queues one refusal test per refusal rule of the reference that
// applies to the game.
func (b *builder) refusals() {
	base := b.bothDraw()
	if base == nil {
		return
	}
	d := b.doc
	tokens := reference.Tokens(base)
	wagers := make([]adapter.Wager, 0, 4)
	for _, w := range b.required() {
		wagers = append(wagers, adapter.Wager{Wager: string(w.ID), Stake: w.Stake})
	}
	deckClause := b.refs("2.1")
	payClause := b.mainPayClause()
	mk := func(r refusal) {
		if r.decks == 0 && r.field != "decks" {
			r.decks = defaultDecks
		}
		if r.rounding == 0 {
			r.rounding = 1
		}
		if r.cards == nil {
			r.cards = tokens
		}
		if r.wagers == nil {
			r.wagers = wagers
		}
		b.tests = append(b.tests, pending{typ: TypeRefusal, decks: r.decks, rounding: r.rounding, comment: r.comment,
			flags: []string{r.flag}, clauses: r.clauses, tokens: r.cards, rawWagers: r.wagers,
			refusal: &ExpectedError{Code: adapter.CodeInvalid, Field: r.field, Position: r.position}})
	}
	with := func(at int, tok string) []string {
		out := append([]string(nil), tokens...)
		out[at-1] = tok
		return out
	}
	// Tokens that are not cards, in the round and past it: every token is
	// checked whether or not the round reaches it.
	for _, c := range []struct {
		at  int
		tok string
		why string
	}{
		{3, "1X", "not a rank and suit"},
		{1, "", "an empty token"},
		{2, "ts", "lower case"},
		{4, "10Fi", "10 is accepted for T on standard cards only"},
		{5, "11H", "no rank 11"},
		{len(tokens), "JOKER", "no jokers (rule 2.1), past the cards the round needs"},
	} {
		mk(refusal{comment: fmt.Sprintf("card %d is %q (%s): invalid, naming card %d", c.at, c.tok, c.why, c.at),
			flag: FlagBadToken, clauses: deckClause, cards: with(c.at, c.tok), field: "cards", position: c.at})
	}
	// A second cutting card, in the round and after it.
	cut := func(at ...int) []string {
		out := append([]string(nil), tokens...)
		for _, a := range at {
			out = append(out[:a-1], append([]string{"CUT"}, out[a-1:]...)...)
		}
		return out
	}
	cutRefs := b.refs(d.cut)
	if len(cutRefs) == 0 {
		cutRefs = deckClause
	}
	two := cut(2, 4)
	mk(refusal{comment: "cutting cards at 2 and 4: a shoe has one; invalid, naming card 4", flag: FlagSecondCutCard,
		clauses: cutRefs, cards: two, field: "cards", position: 4})
	late := cut(1)
	late = append(late, "CUT")
	mk(refusal{comment: fmt.Sprintf("cutting cards at 1 and %d, the second past the round: invalid, naming card %d", len(late), len(late)),
		flag: FlagSecondCutCard, clauses: cutRefs, cards: late, field: "cards", position: len(late)})
	// Decks outside four to ten (rule 2.1 of every document).
	for _, n := range []int{3, 11, 0, -1} {
		mk(refusal{comment: fmt.Sprintf("%d decks: a shoe holds four to ten (rule 2.1); invalid", n), flag: FlagDecksOutOfRange,
			clauses: deckClause, decks: n, field: "decks"})
	}
	// Stakes outside 1 to 10^12 minor units, on the second wager.
	for _, s := range []int64{0, -1, reference.MaxStake + 1} {
		ws := append([]adapter.Wager(nil), wagers...)
		ws[1].Stake = s
		mk(refusal{comment: fmt.Sprintf("wager 2 (%s) staked %d: stakes are 1 to %d minor units; invalid, at wager 2", ws[1].Wager, s, reference.MaxStake),
			flag: FlagStakeOutOfRange, clauses: payClause, wagers: ws, field: "wagers", position: 2})
	}
	// A negative rounding unit.
	for _, u := range []int64{-1, -100} {
		mk(refusal{comment: fmt.Sprintf("rounding unit %d: a unit is a whole number of minor units, at least 1; invalid", u),
			flag: FlagNegativeRounding, clauses: payClause, rounding: u, field: "table.rounding"})
	}
	// Wager ids: unknown, and known but not offered by this game's rules.
	for _, id := range []string{"lucky-seven", "Player", ""} {
		ws := append(append([]adapter.Wager(nil), wagers...), adapter.Wager{Wager: id, Stake: defaultStake})
		mk(refusal{comment: fmt.Sprintf("wager %d is %q: no such wager id; invalid, at wager %d", len(ws), id, len(ws)),
			flag: FlagUnknownWager, clauses: payClause, wagers: ws, field: "wagers", position: len(ws)})
	}
	for _, id := range reference.AllWagers {
		if b.g.Offers(id) {
			continue
		}
		ws := append(append([]adapter.Wager(nil), wagers...), adapter.Wager{Wager: string(id), Stake: defaultStake})
		mk(refusal{comment: fmt.Sprintf("wager %d is %s, which %s's rules do not offer: invalid (not unsupported), at wager %d", len(ws), id, b.g.ID, len(ws)),
			flag: FlagWagerNotOffered, clauses: payClause, wagers: ws, field: "wagers", position: len(ws)})
	}
	b.tenSpelling()
}

// mainPayClause is the clause of the game's pay table that settles the
// Player wager: where the document lists the wagers it offers and pays.
func (b *builder) mainPayClause() []string { return mainPay(b.g, b.doc) }

// tenSpelling queues rounds whose Tens are written "10" (standard cards
// only): the engine must accept them and print "T" in its result.
func (b *builder) tenSpelling() {
	if b.g.Deck != reference.Standard52 {
		return
	}
	hasTen := func(n int) coupPred {
		return func(tokens []reference.Card, c *reference.Coup) bool {
			k := 0
			for _, x := range tokens[:c.CardsUsed] {
				if x.Rank() == reference.Ten {
					k++
				}
			}
			return standing(c) && k >= n
		}
	}
	for _, n := range []int{1, 2} {
		cards := b.find(fmt.Sprintf("ten-spelling/%d", n), defaultDecks, b.pool, hasTen(n))
		if cards == nil {
			return
		}
		toks := reference.Tokens(cards)
		for i, t := range toks {
			if strings.HasPrefix(t, "T") {
				toks[i] = "10" + t[1:]
			}
		}
		b.tests = append(b.tests, pending{typ: TypeCoup, decks: defaultDecks, rounding: 1,
			comment: fmt.Sprintf("Tens written 10 (%s): accepted as T, and the result prints T", strings.Join(toks, " ")),
			flags:   []string{FlagTenSpelling}, clauses: b.refs(b.doc.deal...), cards: cards, tokens: toks, wagers: b.required()})
	}
}

// settleRefusal asks the reference for its answer to a refusal test and
// checks it is the expected error, naming what the vector says it names.
func (b *builder) settleRefusal(p *pending) (Test, error) {
	t := Test{Comment: p.comment, Flags: sortFlags(p.flags), Cards: p.tokens, Wagers: p.rawWagers}
	req := adapter.CoupRequest{Game: string(b.g.ID), Decks: p.decks, Cards: p.tokens, Wagers: p.rawWagers,
		Table: adapter.Table{Rounding: p.rounding}}
	_, err := refengine.New().Coup(context.Background(), req)
	e := adapter.AsError(err)
	if e == nil || e.Code != p.refusal.Code {
		return Test{}, fmt.Errorf("the reference answers %v, want a %s error", err, p.refusal.Code)
	}
	if n := p.refusal.At(); n != "" && !strings.Contains(e.Message, n) {
		return Test{}, fmt.Errorf("the reference's error %q does not name %s", e.Message, n)
	}
	t.Expected.Error = p.refusal
	t.Clauses = sortClauses(p.clauses)
	return t, nil
}
