package judge

import (
	"context"
	"slices"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// TestBlameStandOnInsufficientCards: the rules want a third card the shoe
// does not hold (void for insufficient cards) and the engine, dealing the
// same cards, completes the round: the engine stood where the rules draw,
// and the failure is blamed on that hand's drawing rule, not on the void's
// clause (a seed of certify's TestPlantedDefects blamed the planted
// defect banker-six-on-player-total on 5.3 that way).
func TestBlameStandOnInsufficientCards(t *testing.T) {
	for _, c := range []struct {
		name, game string
		cards      []string
		clauses    func(docClauses) []string
		pattern    string
	}{
		{"Player on 4 needs a third card", "mbs-ncb-v6", []string{"2S", "6S", "2H", "TS"},
			func(dc docClauses) []string { return dc.PlayerDraw }, "Player stands where the rules say it draws a third card"},
		{"Player stands on 6, Banker on 2 needs one", "mbs-tiger-v2", []string{"3S", "2S", "3H", "TS"},
			func(dc docClauses) []string { return dc.BankerStood }, "Banker stands where the rules say it draws a third card"},
		{"Banker on 6 needs one after Player's 7", "mbs-etg-v4-tiger-ncb", []string{"2S", "6S", "2H", "TS", "7S"},
			func(dc docClauses) []string { return dc.BankerDrew }, "Banker stands where the rules say it draws a third card"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, req, want := shortCoup(t, c.game, c.cards)
			// The engine stood: the same hands, a completed round.
			got := want
			got.Void, got.Winner = "", "banker"
			got.Settlements = []adapter.Settlement{{Wager: "player", Stake: 100, Result: "lose"}}
			b, differ := BlameCoup(req, &want, &got)
			if !differ {
				t.Fatal("no difference found")
			}
			if wantCl := c.clauses(clausesOf(g)); !slices.Equal(b.Clauses, wantCl) {
				t.Errorf("blamed %v, want %v", b.Clauses, wantCl)
			}
			if b.Pattern != c.pattern || b.Kind != KindDeal {
				t.Errorf("divergence %s %q, want %s %q", b.Kind, b.Pattern, KindDeal, c.pattern)
			}
		})
	}
}

// TestBlameShortageNotVoided: the same shortage, but the engine names no
// winner (it met the shortage and did not void the round, as the planted
// defect insufficient-cards-lose): the void's own rule, not a draw.
func TestBlameShortageNotVoided(t *testing.T) {
	g, req, want := shortCoup(t, "mbs-tiger-ncb-v5", []string{"2S", "6S", "2H", "TS", "7S"})
	got := want
	got.Void = ""
	got.Settlements = []adapter.Settlement{{Wager: "player", Stake: 100, Result: "lose"}}
	b, differ := BlameCoup(req, &want, &got)
	if wantCl := clausesOf(g).voidClauses(want.Void); !differ || !slices.Equal(b.Clauses, wantCl) || b.Kind != KindVoid {
		t.Errorf("blamed %s %v (differ %v), want %s %v", b.Kind, b.Clauses, differ, KindVoid, wantCl)
	}
}

// shortCoup is the reference's answer to cards that run out before the
// round is complete, with a Player wager of 100.
func shortCoup(t *testing.T, game string, cards []string) (*reference.Game, adapter.CoupRequest, adapter.CoupResult) {
	t.Helper()
	g, err := reference.LookupGame(reference.GameID(game))
	if err != nil {
		t.Fatal(err)
	}
	req := adapter.CoupRequest{Game: game, Decks: 8, Cards: cards, Wagers: []adapter.Wager{{Wager: "player", Stake: 100}}}
	replies, err := refengine.New().Coups(context.Background(), []adapter.CoupRequest{req})
	if err != nil || replies[0].Err != nil {
		t.Fatalf("the reference: %v %v", err, replies[0].Err)
	}
	want := replies[0].Result
	if want.Void != reference.InsufficientCards.String() {
		t.Fatalf("the reference's void is %q, want insufficient-cards: the case is wrong", want.Void)
	}
	return g, req, want
}
