package fuzz

import (
	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// request is a coup or shoe request being shrunk.
type request struct {
	method string // "coup" or "shoe"
	kind   string // the malformed kind it was generated as, or ""
	game   string
	decks  int
	tokens []string
	wagers []adapter.Wager
	table  adapter.Table
}

func (r request) clone() request {
	r.tokens = append([]string(nil), r.tokens...)
	r.wagers = append([]adapter.Wager(nil), r.wagers...)
	return r
}

func (r request) coup() adapter.CoupRequest {
	return adapter.CoupRequest{Game: r.game, Decks: r.decks, Cards: r.tokens, Wagers: r.wagers, Table: r.table}
}

func (r request) shoe() adapter.ShoeRequest {
	return adapter.ShoeRequest{Game: r.game, Decks: r.decks, Cards: r.tokens, Wagers: r.wagers, Table: r.table}
}

// minimize shrinks a failing request while fails keeps reporting the same
// failure, calling it at most budget times. It removes tokens (in chunks,
// then one by one), drops wagers, lowers stakes, the rounding unit and the
// number of decks, and replaces cards by the plainest card of the same
// point value. Each step keeps the request as valid (or as invalid) as it
// was, so the smaller request shows the same failure for the same reason.
func minimize(r request, fails func(request) bool, budget int) request {
	calls := 0
	try := func(c request) bool {
		if calls >= budget {
			return false
		}
		calls++
		if fails(c) {
			r = c
			return true
		}
		return false
	}

	// Tokens: remove chunks, halving the chunk size, scanning from the end
	// (the tokens after the failing round go first).
	if r.kind != KindTwoCuts {
		for size := len(r.tokens) / 2; size >= 1; size /= 2 {
			for end := len(r.tokens); end-size >= 0 && calls < budget; end -= size {
				c := r.clone()
				c.tokens = append(c.tokens[:end-size], c.tokens[end:]...)
				try(c)
			}
		}
	}

	// Wagers: drop each, then simpler stakes.
	for i := len(r.wagers) - 1; i >= 0 && len(r.wagers) > 1; i-- {
		if i >= len(r.wagers) {
			continue
		}
		c := r.clone()
		c.wagers = append(c.wagers[:i], c.wagers[i+1:]...)
		try(c)
	}
	if r.kind != KindBadStake {
		for i := range r.wagers {
			for _, s := range []int64{100, 1, 20, 1000} {
				if r.wagers[i].Stake == s {
					break
				}
				c := r.clone()
				c.wagers[i].Stake = s
				if try(c) {
					break
				}
			}
		}
	}
	if r.table.Rounding > 1 {
		c := r.clone()
		c.table.Rounding = 0
		try(c)
	}
	if r.kind != KindBadDecks {
		for d := reference.MinDecks; d < r.decks; d++ {
			c := r.clone()
			c.decks = d
			if try(c) {
				break
			}
		}
	}

	// Cards: the plainest card of the same point value (Spades, or Fire,
	// Ace to Nine, Ten for zero).
	for i, t := range r.tokens {
		card, err := reference.ParseCard(t)
		if err != nil || card == reference.CutCard || !card.Valid() {
			continue
		}
		plain := plainCard(card)
		if plain == card {
			continue
		}
		c := r.clone()
		c.tokens[i] = plain.String()
		try(c)
	}
	return r
}

// plainCard returns the first card of the card's deck type, in deck order,
// with the same point value.
func plainCard(c reference.Card) reference.Card {
	for _, x := range c.Deck().Cards() {
		if x.Value() == c.Value() {
			return x
		}
	}
	return c
}
