package judge

import (
	"context"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// TestShoeOneMoreRound: under reading 12=one-more-round a shoe run ends
// with the round after the cutting card's, which the kit's reading calls
// a round too many; each reading's answer breaks the other's shoe end, on
// the cutting card's clause, and both stage differentials say so.
func TestShoeOneMoreRound(t *testing.T) {
	g, _ := reference.LookupGame("mbs-tiger-v2")
	one := reference.Readings{OneMoreRound: true}
	for _, c := range []struct {
		name, cards string
		rounds      int // under one-more-round
		end         string
	}{
		{"cards left after the round after the cut", "9S 9H KD KC 2S 3H 4D 2C 6S 7H CUT 8S 8H 8D 8C 9C 9D KH KS 2H", 4, "cut-card"},
		{"no card left after the cut's round", "9S 9H KD KC 2S 3H 4D 2C CUT 6S", 2, "cut-card"},
		{"the round after the cut runs out", "9S 9H KD KC 2S 3H 4D 2C 6S 7H CUT 8S 8H 8D 8C 5S 5H", 4, "void"},
	} {
		t.Run(c.name, func(t *testing.T) {
			req := adapter.ShoeRequest{Game: string(g.ID), Decks: 8, Cards: strings.Fields(c.cards), Wagers: []adapter.Wager{stake("player", 100)}}
			tokens, _ := reference.ParseTokens(req.Cards)
			kit, err := refengine.New().Shoe(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			more, err := refengine.NewUnder(one).Shoe(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			if len(more.Rounds) != c.rounds || more.End != c.end {
				t.Fatalf("under one-more-round: %d rounds ending %q, want %d ending %q", len(more.Rounds), more.End, c.rounds, c.end)
			}
			check := func(res *adapter.ShoeResult, rd reference.Readings) []Violation {
				return CheckShoeResult(g, req.Decks, tokens, req.Wagers, req.Table, res, rd)
			}
			if vs := check(&more, one); len(vs) > 0 {
				t.Errorf("the answer under one-more-round breaks its properties: %v", vs)
			}
			if vs := check(&kit, reference.Readings{}); len(vs) > 0 {
				t.Errorf("the kit's answer breaks its properties: %v", vs)
			}
			sameEnd := len(kit.Rounds) == len(more.Rounds)
			if vs := check(&more, reference.Readings{}); !sameEnd && !hasViolation(vs, PropShoeEndsAtCut, "mbs-tiger-v2:3.22") {
				t.Errorf("the one-more-round answer under the kit's reading: %v, want %s on 3.22", vs, PropShoeEndsAtCut)
			}
			if vs := check(&kit, one); !sameEnd && !hasViolation(vs, PropShoeEndsAtCut, "mbs-tiger-v2:3.22") {
				t.Errorf("the kit's answer under one-more-round: %v, want %s on 3.22", vs, PropShoeEndsAtCut)
			}
			if vs := DiffShoeAll(g, req.Decks, tokens, req.Wagers, req.Table, &more, &more, one); len(vs) > 0 {
				t.Errorf("an answer differs from itself: %v", vs)
			}
			if vs := DiffShoeAll(g, req.Decks, tokens, req.Wagers, req.Table, &kit, &more, reference.Readings{}); !sameEnd && len(vs) == 0 {
				t.Errorf("the one-more-round answer does not differ from the kit's")
			}
		})
	}
}
