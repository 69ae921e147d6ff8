package refengine

import (
	"context"
	"fmt"
	"sync"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// Fast is the reference engine with a lean coup path, for the
// differential checks of package fuzz, which compare millions of coups. It
// answers exactly as Engine does (fuzz's tests compare the two on
// generated and malformed requests): it deals and settles with the same
// reference functions and differs only in the conversion to and from the
// wire, which it does with lookup tables and about three allocations per
// coup instead of seven. Any request it would refuse goes to Engine, so
// that errors and their messages are Engine's own.
type Fast struct{ Engine }

// NewFast returns the reference engine with the lean coup path.
func NewFast() *Fast { return &Fast{} }

// NewFastUnder returns the lean reference settling under readings
// r.
func NewFastUnder(r reference.Readings) *Fast {
	return &Fast{Engine{Readings: r}}
}

// fastTables are built once: games by id, each game's wagers by id, and
// the printed odds of every pay-table row.
type fastTables struct {
	games map[string]*fastGame
	odds  []fastOdds // every distinct pay of the pay tables, printed
}

type fastOdds struct {
	odds reference.Odds
	text string
}

// oddsText prints odds, from the table when they are a pay-table row's.
func (t *fastTables) oddsText(o reference.Odds) string {
	for i := range t.odds {
		if t.odds[i].odds == o {
			return t.odds[i].text
		}
	}
	return o.String()
}

type fastGame struct {
	g      *reference.Game
	wagers map[string]*reference.WagerSpec
}

var (
	fastOnce sync.Once
	fast     fastTables
)

func tables() *fastTables {
	fastOnce.Do(func() {
		fast.games = map[string]*fastGame{}
		for _, g := range reference.Games() {
			fg := &fastGame{g: g, wagers: map[string]*reference.WagerSpec{}}
			for i := range g.Wagers {
				w := &g.Wagers[i]
				fg.wagers[string(w.ID)] = w
				for _, p := range w.Pays {
					known := false
					for _, o := range fast.odds {
						known = known || o.odds == p.Odds
					}
					if !known {
						fast.odds = append(fast.odds, fastOdds{p.Odds, fmt.Sprintf("%d/%d", p.Odds.Num, p.Odds.Den)})
					}
				}
			}
			fast.games[string(g.ID)] = fg
		}
	})
	return &fast
}

// fastMaxTokens bounds the requests the lean path takes: a coup needs at
// most six cards and a cutting card; longer requests go to Engine.
const fastMaxTokens = 64

// Coup deals and settles one round, as Engine.Coup does.
func (f *Fast) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	if res, ok := f.coup(&req); ok {
		return res, nil
	}
	return f.Engine.Coup(ctx, req)
}

// Coups answers each request in turn, as Engine.Coups does.
func (f *Fast) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out := make([]adapter.CoupReply, len(reqs))
	for i := range reqs {
		if res, ok := f.coup(&reqs[i]); ok {
			out[i].Result = res
			continue
		}
		res, err := f.Engine.Coup(ctx, reqs[i])
		out[i].Result = res
		if err != nil {
			out[i].Err = adapter.ErrorOf(err)
		}
	}
	return out, nil
}

// coup is the lean path; false means "ask Engine" (an input it would
// refuse, or one too long for the lean path).
func (f *Fast) coup(req *adapter.CoupRequest) (adapter.CoupResult, bool) {
	t := tables()
	fg, ok := t.games[req.Game]
	if !ok || len(req.Cards) > fastMaxTokens || reference.CheckDecks(req.Decks) != nil || req.Table.Rounding < 0 {
		return adapter.CoupResult{}, false
	}
	var buf [fastMaxTokens]reference.Card
	cards := buf[:len(req.Cards)]
	cut := false
	for i, tok := range req.Cards {
		c := ParseToken(tok)
		if c == reference.NoCard {
			return adapter.CoupResult{}, false
		}
		if c == reference.CutCard {
			if cut {
				return adapter.CoupResult{}, false
			}
			cut = true
		}
		cards[i] = c
	}
	var sbuf [16]*reference.WagerSpec
	specs := sbuf[:0]
	for _, w := range req.Wagers {
		spec, ok := fg.wagers[w.Wager]
		if !ok || w.Stake < 1 || w.Stake > reference.MaxStake {
			return adapter.CoupResult{}, false
		}
		specs = append(specs, spec)
	}
	c := reference.DealUnder(fg.g, req.Decks, cards, f.Readings)
	table := reference.TableSettings{Rounding: req.Table.Rounding, Readings: f.Readings}

	// One array for both hands' tokens, one for the settlements.
	np, nb := int(c.Player.N), int(c.Banker.N)
	toks := make([]string, np+nb)
	for i := 0; i < np; i++ {
		toks[i] = c.Player.Cards[i].String()
	}
	for i := 0; i < nb; i++ {
		toks[np+i] = c.Banker.Cards[i].String()
	}
	res := encodeCoup(&c, toks[:np:np], toks[np:], len(specs))
	for i, spec := range specs {
		s := reference.SettleWager(spec, &c, req.Wagers[i].Stake, table)
		w := &res.Settlements[i]
		*w = adapter.Settlement{Wager: req.Wagers[i].Wager, Stake: s.Stake, Result: s.Result.String(),
			Win: s.Win, Returned: s.Returned, Bonus: s.Bonus}
		if s.Result == reference.Win {
			w.Odds = t.oddsText(s.Odds)
		}
	}
	return res, true
}

// rankOf and suitOf read the kit's notation byte by byte (docs/protocol.md
// "Vocabulary", cards), the same tokens reference.ParseCard accepts, without a
// map lookup.
var standardRank = func() (t [256]reference.Rank) {
	for i, r := range "A23456789TJQK" {
		t[r] = reference.Rank(i + 1)
	}
	return t
}()

var sixStarRank = func() (t [256]reference.Rank) {
	for i, r := range "A23456789TSLF" {
		t[r] = reference.Rank(i + 1)
	}
	return t
}()

var standardSuit = func() (t [256]reference.Suit) {
	for i := range t {
		t[i] = 0xFF
	}
	t['S'], t['H'], t['D'], t['C'] = reference.Spades, reference.Hearts, reference.Diamonds, reference.Clubs
	return t
}()

// ParseToken returns the card of a token, reference.CutCard for "CUT", or
// reference.NoCard for anything reference.ParseCard refuses: the same
// notation (docs/protocol.md "Vocabulary", cards), read without a map lookup or an
// error value, for checks that read millions of tokens. Package fuzz
// checks it against reference.ParseCard (FuzzParseToken).
func ParseToken(s string) reference.Card {
	switch len(s) {
	case 2:
		if r, u := standardRank[s[0]], standardSuit[s[1]]; r != 0 && u != 0xFF {
			return reference.NewCard(r, u)
		}
	case 3:
		if s == "CUT" {
			return reference.CutCard
		}
		if s[0] == '1' && s[1] == '0' {
			if u := standardSuit[s[2]]; u != 0xFF {
				return reference.NewCard(reference.Ten, u)
			}
			return reference.NoCard
		}
		r := sixStarRank[s[0]]
		if r == 0 {
			return reference.NoCard
		}
		switch s[1:] {
		case "Fi":
			return reference.NewCard(r, reference.Fire)
		case "Go":
			return reference.NewCard(r, reference.Gold)
		case "Ea":
			return reference.NewCard(r, reference.Earth)
		case "Wo":
			return reference.NewCard(r, reference.Wood)
		case "Wa":
			return reference.NewCard(r, reference.Water)
		}
	}
	return reference.NoCard
}
