package fuzz

import (
	"github.com/bacctk/bacctk/reference"
)

// RowHits is how often one row of a game's pay tables settled a wager in a
// batch of generated shoes.
type RowHits struct {
	Wager  string `json:"wager"`
	Event  string `json:"event"`
	Clause string `json:"clause"`
	Hits   int    `json:"hits"`
}

// PayRowCoverage plays shoes generated shoes of the game with the
// reference (every wager the game offers on every round, until the cutting
// card) and counts the rounds each pay-table row settled, in pay-table
// order; a row with no hits was never reached. steered picks GenSteeredShoe
// over GenShoe. It measures whether the generators reach the rare rows (a
// Tie of two 6 Stars hands pays once in millions of random rounds).
func PayRowCoverage(g *reference.Game, shoes int, seed uint64, steered bool) (rows []RowHits, rounds int) {
	type key struct {
		w reference.WagerID
		e reference.Event
	}
	hits := map[key]int{}
	wagers := make([]reference.Wager, len(g.Wagers))
	for i, w := range g.Wagers {
		wagers[i] = reference.Wager{ID: w.ID, Stake: 100}
	}
	for i := 0; i < shoes; i++ {
		src := FromSeed(Mix(seed, uint64(i)))
		var shoe Shoe
		if steered {
			shoe = GenSteeredShoe(src, g)
		} else {
			shoe = GenShoe(src, g.Deck)
		}
		run, err := reference.RunShoe(g, shoe.Decks, shoe.Cards, wagers, reference.TableSettings{})
		if err != nil {
			continue
		}
		rounds += len(run.Rounds)
		for _, r := range run.Rounds {
			for _, s := range r.Settlements {
				if s.Event != reference.NoEvent {
					hits[key{s.Wager, s.Event}]++
				}
			}
		}
	}
	for _, w := range g.Wagers {
		for _, p := range w.Pays {
			rows = append(rows, RowHits{Wager: string(w.ID), Event: p.Event.String(), Clause: p.Clause, Hits: hits[key{w.ID, p.Event}]})
		}
	}
	return rows, rounds
}
