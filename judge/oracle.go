package judge

import (
	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// The differential's fast path: most answers equal the reference's, and
// proving it does not need the reference's answer in wire form. MatchCoup
// deals and settles the request with the reference's own functions and
// compares the engine's wire answer with that directly, field by field,
// without allocating. Only when it cannot say (an input the reference
// refuses, a request longer than a round needs) or when the answers
// differ does the runner ask the reference engine for its wire answer, to
// report the difference. TestMatchCoupIsEqualCoup checks that MatchCoup
// agrees with EqualCoup on the reference's wire answer.

// OracleMaxTokens bounds the requests MatchCoup takes.
const OracleMaxTokens = 64

// oracleGames are the games by id, and each game's wagers by id.
var oracleGames = func() map[string]*oracleGame {
	m := map[string]*oracleGame{}
	for _, g := range reference.Games() {
		og := &oracleGame{g: g, wagers: map[string]*reference.WagerSpec{}}
		for i := range g.Wagers {
			og.wagers[string(g.Wagers[i].ID)] = &g.Wagers[i]
		}
		m[string(g.ID)] = og
	}
	return m
}()

type oracleGame struct {
	g      *reference.Game
	wagers map[string]*reference.WagerSpec
}

// MatchCoup reports whether got is exactly the reference's answer to req
// (match), or that it cannot tell (!known): the request is one the
// reference refuses, or too long for the fast path.
func MatchCoup(req *adapter.CoupRequest, got *adapter.CoupResult) (match, known bool) {
	og, ok := oracleGames[req.Game]
	if !ok || len(req.Cards) > OracleMaxTokens || req.Decks < reference.MinDecks || req.Decks > reference.MaxDecks || req.Table.Rounding < 0 {
		return false, false
	}
	var buf [OracleMaxTokens]reference.Card
	cards := buf[:len(req.Cards)]
	cut := false
	for i, t := range req.Cards {
		c := refengine.ParseToken(t)
		if c == reference.NoCard || (c == reference.CutCard && cut) {
			return false, false
		}
		cut = cut || c == reference.CutCard
		cards[i] = c
	}
	for _, w := range req.Wagers {
		if _, ok := og.wagers[w.Wager]; !ok || w.Stake < 1 || w.Stake > reference.MaxStake {
			return false, false
		}
	}
	c := reference.Deal(og.g.Deck, req.Decks, cards)
	if !sameHand(&c.Player, got.Player) || !sameHand(&c.Banker, got.Banker) ||
		got.PlayerTotal != c.PlayerTotal() || got.BankerTotal != c.BankerTotal() ||
		got.Winner != c.Winner().String() || got.CardsUsed != c.CardsUsed || got.CutCard != c.CutCard ||
		got.Void != c.Void.String() || len(got.Settlements) != len(req.Wagers) {
		return false, true
	}
	table := reference.TableSettings{Rounding: req.Table.Rounding}
	for i, w := range req.Wagers {
		s := reference.SettleWager(og.wagers[w.Wager], &c, w.Stake, table)
		gs := &got.Settlements[i]
		if gs.Wager != w.Wager || gs.Stake != s.Stake || gs.Result != s.Result.String() || gs.Win != s.Win ||
			gs.Returned != s.Returned || gs.Bonus != s.Bonus || !sameOddsText(gs.Odds, s) {
			return false, true
		}
	}
	return true, true
}

func sameHand(h *reference.Hand, tokens []string) bool {
	if len(tokens) != int(h.N) {
		return false
	}
	for i, t := range tokens {
		if t != h.Cards[i].String() {
			return false
		}
	}
	return true
}

// sameOddsText reports whether the answer's odds are printed as the
// reference prints the settlement's ("n/d" as in the pay table, "" unless
// it wins).
func sameOddsText(odds string, s reference.Settlement) bool {
	if s.Result != reference.Win {
		return odds == ""
	}
	num, den, ok := parseOdds(odds)
	return ok && num == s.Odds.Num && den == s.Odds.Den && len(odds) == digits(num)+1+digits(den)
}

// digits counts the decimal digits of n >= 0.
func digits(n int64) int {
	d := 1
	for n >= 10 {
		n /= 10
		d++
	}
	return d
}
