package fuzz

import (
	"fmt"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// voidLater builds, from a shoe whose answer has rounds, the same shoe made
// void in round k (0-based, k >= 1): either cut short inside round k (too
// few cards, rule 5.5 / 5.3) or with a card of round k replaced by a
// foreign card (rule 5.1). The rounds before k must come out unchanged
// (rule 5.1.2), round k void, and nothing after it (interpretation 14).
func voidLater(src Source, d reference.DeckType, tokens []reference.Card, rounds []adapter.CoupResult) (out []reference.Card, k int, how string, ok bool) {
	if len(rounds) < 2 {
		return nil, 0, "", false
	}
	k = src.Int("void round", 1, len(rounds)-1)
	start := 0
	for _, r := range rounds[:k] {
		start += r.CardsUsed
	}
	used := rounds[k].CardsUsed
	if used <= 0 || start+used > len(tokens) {
		return nil, 0, "", false
	}
	j := src.Int("void at", 0, used-1)
	if chance(src, "truncate", 1, 2) {
		out = append([]reference.Card(nil), tokens[:start+j]...)
		if start+j == start {
			// Nothing left for round k: it is not dealt at all. Keep one
			// card so that round k starts and runs out.
			out = append(out, tokens[start])
			if tokens[start] == reference.CutCard {
				return nil, 0, "", false
			}
		}
		return out, k, fmt.Sprintf("the shoe cut short after token %d, inside round %d", len(out), k+1), true
	}
	if tokens[start+j] == reference.CutCard {
		j = 0
		if tokens[start] == reference.CutCard {
			j = 1
		}
	}
	foreign := otherDeck(d).Cards()
	out = append([]reference.Card(nil), tokens...)
	out[start+j] = foreign[src.Int("foreign card", 0, len(foreign)-1)]
	return out, k, fmt.Sprintf("token %d (%s, in round %d) replaced by the foreign card %s", start+j+1, tokens[start+j], k+1, out[start+j]), true
}
