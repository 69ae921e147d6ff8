package protocol

import (
	"context"
	"flag"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// seedFlag fixes the seed of the generated requests; 0 picks one from the
// test's name, printed on failure so that a run can be replayed with
// -seed=N.
var seedFlag = flag.Uint64("seed", 0, "seed of the generated requests (0: fixed per test)")

// seedFor returns the seed for a test and logs it on failure.
func seedFor(t testing.TB, fallback uint64) uint64 {
	s := *seedFlag
	if s == 0 {
		s = fallback
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("seed %d (replay with -seed=%d)", s, s)
		}
	})
	return s
}

// TestMain turns the test binary into a fake engine when the environment
// says so: tests spawn os.Args[0] as a real subprocess, without building
// bacctk.
func TestMain(m *testing.M) {
	if mode := os.Getenv(fakeEnv); mode != "" {
		os.Exit(fakeEngine(mode))
	}
	os.Exit(m.Run())
}

// genRequests returns n coup requests drawn from seeded shoes: every game,
// random decks, 4 to 9 cards (sometimes the cutting card), random wagers of
// the game and, about one in twenty, an input the engine must refuse (a bad
// token, an unknown game, a wager the game does not offer, 3 decks, a zero
// stake) so that error replies go through the protocol too.
func genRequests(seed uint64, n int) []adapter.CoupRequest {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	games := reference.Games()
	out := make([]adapter.CoupRequest, n)
	var shoe []reference.Card
	var pos int
	var shoeGame *reference.Game
	for i := range out {
		g := games[rng.IntN(len(games))]
		decks := 4 + rng.IntN(7)
		if shoeGame != g || pos+12 > len(shoe) {
			shoe, _ = reference.NewShoe(g.Deck, decks, rng, 0)
			shoeGame, pos = g, 0
		}
		k := 4 + rng.IntN(6)
		cards := reference.Tokens(shoe[pos : pos+k])
		pos += k
		if rng.IntN(10) == 0 {
			at := rng.IntN(len(cards) + 1)
			cards = append(cards[:at], append([]string{"CUT"}, cards[at:]...)...)
		}
		var ws []adapter.Wager
		for _, id := range g.WagerIDs() {
			if rng.IntN(3) == 0 {
				ws = append(ws, adapter.Wager{Wager: string(id), Stake: 1 + rng.Int64N(100_000)})
			}
		}
		q := adapter.CoupRequest{Game: string(g.ID), Decks: decks, Cards: cards, Wagers: ws}
		switch rng.IntN(4) {
		case 0:
			q.Table.Rounding = 100
		case 1:
			q.Table.Rounding = 5
		}
		if rng.IntN(20) == 0 {
			switch rng.IntN(5) {
			case 0:
				q.Cards = append(q.Cards, "1X")
				q.Cards[0], q.Cards[len(q.Cards)-1] = q.Cards[len(q.Cards)-1], q.Cards[0]
			case 1:
				q.Game = "mbs-no-such-game"
			case 2:
				q.Wagers = append(q.Wagers, adapter.Wager{Wager: "dragon-tail", Stake: 100})
			case 3:
				q.Decks = 3
			case 4:
				q.Wagers = append(q.Wagers, adapter.Wager{Wager: "tie", Stake: 0})
			}
		}
		out[i] = q
	}
	return out
}

// refCoups returns n generated coup requests (genRequests) and the
// reference's replies to them, the refused ones among them.
func refCoups(seed uint64, n int) ([]adapter.CoupRequest, []adapter.CoupReply) {
	reqs := genRequests(seed, n)
	replies, _ := refengine.New().Coups(context.Background(), reqs)
	return reqs, replies
}

// refShoes returns the reference's results for n generated shoe requests
// (genShoes), which it must all answer.
func refShoes(t *testing.T, seed uint64, n int) []adapter.ShoeResult {
	ref := refengine.New()
	var out []adapter.ShoeResult
	for _, q := range genShoes(seed, n) {
		res, err := ref.Shoe(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, res)
	}
	return out
}

// genShoes returns n shoe requests: whole seeded shoes with a cutting card,
// the same wagers on every round.
func genShoes(seed uint64, n int) []adapter.ShoeRequest {
	rng := rand.New(rand.NewPCG(seed, 7))
	games := reference.Games()
	out := make([]adapter.ShoeRequest, n)
	for i := range out {
		g := games[rng.IntN(len(games))]
		decks := 4 + rng.IntN(7)
		shoe, _ := reference.NewShoe(g.Deck, decks, rng, 14+rng.IntN(60))
		var ws []adapter.Wager
		for _, id := range g.WagerIDs() {
			if rng.IntN(2) == 0 {
				ws = append(ws, adapter.Wager{Wager: string(id), Stake: 1 + rng.Int64N(10_000)})
			}
		}
		out[i] = adapter.ShoeRequest{Game: string(g.ID), Decks: decks, Cards: reference.Tokens(shoe), Wagers: ws}
	}
	return out
}

// genTables returns n table requests: one to three rounds each on a random
// game, with random players, wagers, limits, withdrawals, irregularities
// and player choices sprinkled in, and now and then an event the engine
// must refuse (an unknown type, a bad card) or a setting the game does not
// have. Most events are legal; many are refused by the rules, which is as
// much the point.
func genTables(seed uint64, n int) []adapter.TableRequest {
	rng := rand.New(rand.NewPCG(seed, 0x7ab1e))
	games := reference.Games()
	players := []string{"a", "b", "c"}
	out := make([]adapter.TableRequest, n)
	for i := range out {
		g := games[rng.IntN(len(games))]
		tiger := g.ID == "mbs-tiger-v2" || g.ID == "mbs-tiger-ncb-v5"
		q := adapter.TableRequest{Game: string(g.ID), Decks: 8}
		if rng.IntN(3) == 0 && (tiger || g.Electronic || rng.IntN(10) == 0) {
			q.Config.Limits = adapter.TableLimits{Min: 100, Max: 2000}
			if rng.IntN(2) == 0 {
				q.Config.Limits.Wagers = map[string]adapter.TableLimit{"tie": {Min: 50, Max: 500}}
			}
		}
		if tiger && rng.IntN(3) == 0 {
			q.Config.Differential = 1000
			q.Config.MaxWagersPerArea = 1 + rng.IntN(3)
			q.Config.HLGA = rng.IntN(2) == 0
		}
		if rng.IntN(4) == 0 {
			q.Config.Rounding = 100
		}
		shoe, _ := reference.NewShoe(g.Deck, 8, rng, 0)
		pos := 0
		wagers := g.WagerIDs()
		ev := func(e adapter.TableEvent) { q.Events = append(q.Events, e) }
		someone := func() (string, int) { return players[rng.IntN(len(players))], 1 + rng.IntN(3) }
		for round := 0; round < 1+rng.IntN(3); round++ {
			ev(adapter.TableEvent{Type: adapter.TableOpen})
			for k := rng.IntN(5); k >= 0; k-- {
				p, at := someone()
				ev(adapter.TableEvent{Type: adapter.TablePlace, Player: p, Position: at, Wager: string(wagers[rng.IntN(len(wagers))]), Amount: int64(50 * (1 + rng.IntN(60)))})
			}
			if rng.IntN(4) == 0 {
				p, at := someone()
				ev(adapter.TableEvent{Type: []string{adapter.TableIncrease, adapter.TableWithdraw}[rng.IntN(2)], Player: p, Position: at, Wager: string(wagers[rng.IntN(len(wagers))]), Amount: int64(50 * rng.IntN(10))})
			}
			ev(adapter.TableEvent{Type: adapter.TableClose})
			for k := 4 + rng.IntN(3); k > 0; k-- {
				card := shoe[pos].String()
				pos++
				if rng.IntN(30) == 0 {
					card = "CUT"
				}
				ev(adapter.TableEvent{Type: adapter.TableDeal, Card: card})
				if rng.IntN(12) == 0 {
					p, at := someone()
					switch rng.IntN(5) {
					case 0:
						ev(adapter.TableEvent{Type: adapter.TablePowerFailure})
					case 1:
						ev(adapter.TableEvent{Type: adapter.TableSimultaneousDraw, OrderKnown: rng.IntN(2) == 0})
					case 2:
						ev(adapter.TableEvent{Type: adapter.TableDeviceReset})
					case 3:
						ev(adapter.TableEvent{Type: adapter.TableTerminalFailure, Position: at})
					case 4:
						ev(adapter.TableEvent{Type: adapter.TableChoose, Player: p, WithdrawAll: rng.IntN(2) == 0})
					}
				}
			}
			for _, p := range players {
				if rng.IntN(6) == 0 {
					ev(adapter.TableEvent{Type: adapter.TableChoose, Player: p, WithdrawAll: rng.IntN(2) == 0})
				}
			}
			ev(adapter.TableEvent{Type: adapter.TableSettle})
		}
		switch rng.IntN(40) {
		case 0:
			ev(adapter.TableEvent{Type: "shuffle"})
		case 1:
			ev(adapter.TableEvent{Type: adapter.TableDeal, Card: "ZZ"})
		}
		out[i] = q
	}
	return out
}
