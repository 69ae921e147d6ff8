package independent

import (
	"context"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/google/go-cmp/cmp"
)

// Rounds used to build shoes, each worked out by hand (player wager 100).
var (
	// P 9S KD = 9 natural, B 2H 3C = 5
	roundP9 = "9S 2H KD 3C"
	wantP9  = func(used int, cut bool) adapter.CoupResult {
		return res("9S KD", "2H 3C", 9, 5, "player", used, cut, "", win("player", 100, 100, "1/1"))
	}
	// P 2S 3D = 5, B 8H KC = 8 natural
	roundB8 = "2S 8H 3D KC"
	wantB8  = func(used int, cut bool) adapter.CoupResult {
		return res("2S 3D", "8H KC", 5, 8, "banker", used, cut, "", lose("player", 100))
	}
)

// TestShoe covers the shoe capability: interpretations 12 (the cut-card
// round is the last), 13 (copies counted across the shoe), 14 (a void round
// stops the shoe) and 15, and the three ends.
func TestShoe(t *testing.T) {
	cases := []struct {
		name  string
		game  string
		decks int
		cards string
		want  adapter.ShoeResult
	}{
		{"the round with the cutting card is the last", gTiger, 8,
			roundP9 + " " + roundB8 + " 9S CUT 2H KD 3C 5S 5H",
			adapter.ShoeResult{Rounds: []adapter.CoupResult{wantP9(4, false), wantB8(4, false), wantP9(5, true)}, CardsUsed: 13, End: "cut-card"}},
		{"cutting card as the first card of a round", gNCB, 8,
			roundP9 + " CUT " + roundB8 + " 5S 5H 5D 5C",
			adapter.ShoeResult{Rounds: []adapter.CoupResult{wantP9(4, false), wantB8(5, true)}, CardsUsed: 9, End: "cut-card"}},
		{"cutting card round ending exactly at the last card", gNCB, 8,
			"9S 2H CUT KD 3C",
			adapter.ShoeResult{Rounds: []adapter.CoupResult{wantP9(5, true)}, CardsUsed: 5, End: "cut-card"}},
		{"cards run out exactly", gEtgNCB, 8,
			roundP9 + " " + roundB8,
			adapter.ShoeResult{Rounds: []adapter.CoupResult{wantP9(4, false), wantB8(4, false)}, CardsUsed: 8, End: "exhausted"}},
		{"a partial last round is void", gEtgNCB, 8,
			roundP9 + " " + roundB8 + " 9S",
			adapter.ShoeResult{Rounds: []adapter.CoupResult{wantP9(4, false), wantB8(4, false),
				res("9S", "", 9, 0, "", 1, false, "insufficient-cards", voided("player", 100))}, CardsUsed: 9, End: "void"}},
		{"a cutting card alone at the end: void round that met it", gNCB, 8,
			roundP9 + " CUT",
			adapter.ShoeResult{Rounds: []adapter.CoupResult{wantP9(4, false),
				res("", "", 0, 0, "", 1, true, "insufficient-cards", voided("player", 100))}, CardsUsed: 5, End: "void"}},
		{"a foreign card voids its round and stops the shoe", gNCB, 8,
			roundP9 + " 2S 8Fi 3D KC " + roundP9,
			adapter.ShoeResult{Rounds: []adapter.CoupResult{wantP9(4, false),
				res("2S", "8Fi", 2, 8, "", 2, false, "foreign-card", voided("player", 100))}, CardsUsed: 6, End: "void"}},
		{"copies are counted across rounds: the fifth AS in four decks", gNCB, 4,
			strings.Repeat("AS 9H 7S KC ", 4) + "AS 9H 7S KC",
			adapter.ShoeResult{Rounds: []adapter.CoupResult{wantAce(), wantAce(), wantAce(), wantAce(),
				res("AS", "", 1, 0, "", 1, false, "extra-card", voided("player", 100))}, CardsUsed: 17, End: "void"}},
		{"five copies in five decks are fine", gNCB, 5,
			strings.Repeat("AS 9H 7S KC ", 4) + "AS 9H 7S KC",
			adapter.ShoeResult{Rounds: []adapter.CoupResult{wantAce(), wantAce(), wantAce(), wantAce(), wantAce()}, CardsUsed: 20, End: "exhausted"}},
		{"no cards", gNCB, 8, "",
			adapter.ShoeResult{Rounds: []adapter.CoupResult{}, CardsUsed: 0, End: "exhausted"}},
	}
	e := mustNew(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := e.Shoe(context.Background(), adapter.ShoeRequest{
				Game: c.game, Decks: c.decks, Cards: fields(c.cards), Wagers: []adapter.Wager{wg("player", 100)},
			})
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("shoe %s %q (-want +got):\n%s", c.game, c.cards, d)
			}
		})
	}
}

// wantAce: P AS 7S = 8 natural, B 9H KC = 9 natural.
func wantAce() adapter.CoupResult {
	return res("AS 7S", "9H KC", 8, 9, "banker", 4, false, "", lose("player", 100))
}
