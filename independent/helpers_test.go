package independent

import (
	"context"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/google/go-cmp/cmp"
)

// Expected settlements, written by hand in the tests.

func win(w string, stake, amount int64, odds string) adapter.Settlement {
	return adapter.Settlement{Wager: w, Stake: stake, Result: "win", Win: amount, Returned: stake, Odds: odds}
}

func winBonus(w string, stake, amount, bonus int64, odds string) adapter.Settlement {
	s := win(w, stake, amount, odds)
	s.Bonus = bonus
	return s
}

func lose(w string, stake int64) adapter.Settlement {
	return adapter.Settlement{Wager: w, Stake: stake, Result: "lose"}
}

func push(w string, stake int64) adapter.Settlement {
	return adapter.Settlement{Wager: w, Stake: stake, Result: "push", Returned: stake}
}

func voided(w string, stake int64) adapter.Settlement {
	return adapter.Settlement{Wager: w, Stake: stake, Result: "void", Returned: stake}
}

// res is an expected round: hands as space-separated tokens.
func res(player, banker string, pt, bt int, winner string, used int, cut bool, void string, ss ...adapter.Settlement) adapter.CoupResult {
	if ss == nil {
		ss = []adapter.Settlement{}
	}
	return adapter.CoupResult{
		Player: fields(player), Banker: fields(banker), PlayerTotal: pt, BankerTotal: bt,
		Winner: winner, CardsUsed: used, CutCard: cut, Void: void, Settlements: ss,
	}
}

func fields(s string) []string {
	f := strings.Fields(s)
	if f == nil {
		f = []string{}
	}
	return f
}

// wagersOf is the request's wagers: those of the expected settlements.
func wagersOf(ss []adapter.Settlement) []adapter.Wager {
	out := []adapter.Wager{}
	for _, s := range ss {
		out = append(out, adapter.Wager{Wager: s.Wager, Stake: s.Stake})
	}
	return out
}

func mustNew(t testing.TB, defects ...string) *Engine {
	t.Helper()
	e, err := New(defects...)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// coupCase is one hand-computed round.
type coupCase struct {
	name     string
	game     string
	decks    int // 0 means 8
	rounding int64
	cards    string
	want     adapter.CoupResult
}

func runCoupCases(t *testing.T, e *Engine, cases []coupCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			decks := c.decks
			if decks == 0 {
				decks = 8
			}
			req := adapter.CoupRequest{
				Game: c.game, Decks: decks, Cards: fields(c.cards),
				Wagers: wagersOf(c.want.Settlements), Table: adapter.Table{Rounding: c.rounding},
			}
			got, err := e.Coup(context.Background(), req)
			if err != nil {
				t.Fatalf("coup %s %q: %v", c.game, c.cards, err)
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("coup %s %q (-want +got):\n%s", c.game, c.cards, d)
			}
		})
	}
}
