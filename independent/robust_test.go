package independent

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

// soupTokens mixes valid tokens of both families with near misses and junk.
var soupTokens = []string{
	"AS", "TD", "10H", "KC", "9Fi", "LWa", "SGo", "10Ea", "FFi", "CUT",
	"", " ", "1", "10", "0S", "1S", "11S", "T", "S", "AX", "as", "cut", "Cut", "CUT ",
	"KFi", "JGo", "9F", "9fi", "9Fii", "ASS", "AS\x00", "♠A", "A♠", "10♥", "９S", "🂡",
	"-1", "\xff\xfe", "LLWa", "10Fi0",
}

// TestTokenSoup feeds random mixtures of tokens, games, decks and wagers and
// checks that the engine never panics, refuses what it must with a
// structured error, and otherwise answers with a self-consistent result.
func TestTokenSoup(t *testing.T) {
	seed := testSeed(t)
	r := rngFor(seed, "soup")
	e := mustNew(t)
	games := append(append([]string{}, allGames...), "", "mbs-unknown")
	wagerIDs := []string{wPlayer, wBanker, wTie, wTigerPair, wPlayerPrecious, wElementBonus, "", "nope"}
	for i := 0; i < 20000; i++ {
		req := adapter.CoupRequest{
			Game:  games[r.IntN(len(games))],
			Decks: 2 + r.IntN(11),
			Table: adapter.Table{Rounding: int64(r.IntN(7)) - 1},
		}
		for n := r.IntN(12); n > 0; n-- {
			req.Cards = append(req.Cards, soupTokens[r.IntN(len(soupTokens))])
		}
		for n := r.IntN(3); n > 0; n-- {
			req.Wagers = append(req.Wagers, adapter.Wager{Wager: wagerIDs[r.IntN(len(wagerIDs))], Stake: int64(r.IntN(300)) - 10})
		}
		if err := checkAnswer(e, req); err != nil {
			t.Fatalf("seed %d, request %d %s: %v", seed, i, requestJSON(req), err)
		}
	}
}

// TestBadTokenNamesItsPosition: in an otherwise valid request, the first bad
// token is refused as invalid, by its 1-based position.
func TestBadTokenNamesItsPosition(t *testing.T) {
	seed := testSeed(t)
	r := rngFor(seed, "bad-token")
	e := mustNew(t)
	bad := []string{"", "1", "10", "10Fi", "10Wa", "0S", "11S", "AX", "as", "cut", "KFi", "9fi", "ASS", "A♠", "🂡", "\xff"}
	for i := 0; i < 2000; i++ {
		g := e.games[allGames[r.IntN(len(allGames))]]
		cards := genCards(r, g.fam, 1+r.IntN(10))
		for j, c := range cards {
			if c == "CUT" {
				cards = append(cards[:j], cards[j+1:]...)
				break
			}
		}
		at := r.IntN(len(cards) + 1)
		cards = append(cards[:at], append([]string{bad[r.IntN(len(bad))]}, cards[at:]...)...)
		req := adapter.CoupRequest{Game: g.id, Decks: 8, Cards: cards, Wagers: []adapter.Wager{wg(wPlayer, 100)}}
		_, err := e.Coup(context.Background(), req)
		var ae *adapter.Error
		if !errors.As(err, &ae) || ae.Code != adapter.CodeInvalid || !strings.Contains(ae.Message, fmt.Sprintf("card %d:", at+1)) {
			t.Fatalf("seed %d: %s: error %v, want invalid naming card %d", seed, requestJSON(req), err, at+1)
		}
	}
}

// checkAnswer runs a request as a coup and as a shoe and checks the answer
// is either a structured error or a result that keeps the contract's
// invariants.
func checkAnswer(e *Engine, req adapter.CoupRequest) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	res, cerr := e.Coup(context.Background(), req)
	if cerr != nil {
		return checkError(cerr)
	}
	if err := checkRound(res, req.Wagers, len(req.Cards)); err != nil {
		return fmt.Errorf("coup: %v", err)
	}
	shoe, serr := e.Shoe(context.Background(), adapter.ShoeRequest(req))
	if serr != nil {
		return fmt.Errorf("shoe refused what coup accepted: %v", serr)
	}
	used := 0
	for i, round := range shoe.Rounds {
		if err := checkRound(round, req.Wagers, len(req.Cards)); err != nil {
			return fmt.Errorf("shoe round %d: %v", i+1, err)
		}
		used += round.CardsUsed
		last := i == len(shoe.Rounds)-1
		if !last && (round.Void != "" || round.CutCard) {
			return fmt.Errorf("shoe round %d is void or met the cut card but the shoe went on", i+1)
		}
	}
	if used != shoe.CardsUsed || used > len(req.Cards) {
		return fmt.Errorf("shoe cardsUsed %d, rounds sum to %d, %d cards given", shoe.CardsUsed, used, len(req.Cards))
	}
	switch shoe.End {
	case "exhausted":
		if used != len(req.Cards) {
			return fmt.Errorf("shoe exhausted with %d of %d cards used", used, len(req.Cards))
		}
	case "void", "cut-card":
		if len(shoe.Rounds) == 0 {
			return fmt.Errorf("shoe ended %s without a round", shoe.End)
		}
	default:
		return fmt.Errorf("shoe end %q", shoe.End)
	}
	return nil
}

func checkError(err error) error {
	var ae *adapter.Error
	if !errors.As(err, &ae) {
		return fmt.Errorf("error %v is not an *adapter.Error", err)
	}
	if ae.Code != adapter.CodeInvalid && ae.Code != adapter.CodeUnsupported {
		return fmt.Errorf("error code %q", ae.Code)
	}
	if ae.Message == "" {
		return errors.New("error without a message")
	}
	return nil
}

func checkRound(r adapter.CoupResult, wagers []adapter.Wager, given int) error {
	if len(r.Settlements) != len(wagers) {
		return fmt.Errorf("%d settlements for %d wagers", len(r.Settlements), len(wagers))
	}
	if r.CardsUsed > given || len(r.Player)+len(r.Banker) > r.CardsUsed {
		return fmt.Errorf("cardsUsed %d with %d+%d cards in hand, %d given", r.CardsUsed, len(r.Player), len(r.Banker), given)
	}
	if (r.Void == "") == (r.Winner == "") {
		return fmt.Errorf("void %q with winner %q", r.Void, r.Winner)
	}
	for i, s := range r.Settlements {
		w := wagers[i]
		if s.Wager != w.Wager || s.Stake != w.Stake || s.Win < 0 || s.Bonus < 0 || s.Bonus > s.Win {
			return fmt.Errorf("settlement %d %+v for wager %+v", i+1, s, w)
		}
		switch s.Result {
		case "win":
			if s.Returned != w.Stake || s.Odds == "" {
				return fmt.Errorf("settlement %d: win %+v", i+1, s)
			}
		case "push", "void":
			if s.Returned != w.Stake || s.Win != 0 || s.Odds != "" || (s.Result == "void") != (r.Void != "") {
				return fmt.Errorf("settlement %d: %+v in a round void %q", i+1, s, r.Void)
			}
		case "lose":
			if s.Returned != 0 || s.Win != 0 || s.Odds != "" {
				return fmt.Errorf("settlement %d: lose %+v", i+1, s)
			}
		default:
			return fmt.Errorf("settlement %d: result %q", i+1, s.Result)
		}
	}
	return nil
}

// TestGeneratedInvariants runs the biased generator (every wager, cutting
// and foreign cards) through the invariant checks.
func TestGeneratedInvariants(t *testing.T) {
	seed := testSeed(t)
	r := rngFor(seed, "invariants")
	e := mustNew(t)
	for i := 0; i < 20000; i++ {
		req := genRequest(r, e.games[allGames[r.IntN(len(allGames))]])
		if err := checkAnswer(e, req); err != nil {
			t.Fatalf("seed %d, request %d %s: %v", seed, i, requestJSON(req), err)
		}
	}
}

// FuzzCoup is the Go fuzz target: any tokens, any game index, any stake.
// go test ./independent -fuzz FuzzCoup
func FuzzCoup(f *testing.F) {
	f.Add("9S 2H KD 3C", uint8(0), int64(100), uint8(8))
	f.Add("SGo SFi LWa FEa FWo LGo", uint8(1), int64(7), uint8(4))
	f.Add("TS TH 4D 3C CUT KC KS", uint8(10), int64(15), uint8(6))
	f.Add("AS AS AS AS AS", uint8(3), int64(1), uint8(4))
	f.Add("9S 2Fi\x00 KD", uint8(5), int64(-1), uint8(11))
	e := mustNew(f)
	f.Fuzz(func(t *testing.T, cards string, game uint8, stake int64, decks uint8) {
		g := allGames[int(game)%len(allGames)]
		var ws []adapter.Wager
		for _, w := range e.games[g].order {
			ws = append(ws, adapter.Wager{Wager: w, Stake: stake})
		}
		req := adapter.CoupRequest{Game: g, Decks: int(decks), Cards: strings.Fields(cards), Wagers: ws}
		if err := checkAnswer(e, req); err != nil {
			t.Fatalf("%s: %v", requestJSON(req), err)
		}
	})
}

// TestTableEventTypes: every event type the table runs is accepted, and
// one it does not know fails the whole request as invalid, naming the event.
func TestTableEventTypes(t *testing.T) {
	e := mustNew(t)
	// adapter's event types, written out: the engine's own table of
	// handlers cannot be the test's list.
	types := []string{adapter.TableOpen, adapter.TablePlace, adapter.TableIncrease, adapter.TableWithdraw, adapter.TableClose,
		adapter.TableDeal, adapter.TablePowerFailure, adapter.TableTerminalFailure, adapter.TableSimultaneousDraw,
		adapter.TableDeviceReset, adapter.TableChoose, adapter.TableSettle, adapter.TableIrregularity,
		adapter.TablePassCards, adapter.TableRefuseCards, adapter.TableTakeDevice, adapter.TableRelinquishDevice,
		adapter.TableHandlerAbsent, adapter.TableRemoveWager, adapter.TableChangeMethod, adapter.TableDeclineOption}
	var evs []adapter.TableEvent
	for _, typ := range types {
		evs = append(evs, adapter.TableEvent{Type: typ, Card: "AS"})
	}
	res, err := e.Table(context.Background(), adapter.TableRequest{Game: gTiger, Decks: 8, Events: evs})
	if err != nil || len(res.Steps) != len(evs) {
		t.Fatalf("every known type: %d steps, error %v; want %d steps", len(res.Steps), err, len(evs))
	}
	for _, s := range res.Steps {
		if s.Code == cUnknownEvent {
			t.Errorf("%s: refused as an unknown event", s.Event)
		}
	}
	req := adapter.TableRequest{Game: gTiger, Decks: 8, Events: []adapter.TableEvent{{Type: adapter.TableOpen}, {Type: "open-sesame"}}}
	_, err = e.Table(context.Background(), req)
	var ae *adapter.Error
	if !errors.As(err, &ae) || ae.Code != adapter.CodeInvalid || !strings.Contains(ae.Message, "event 2:") {
		t.Fatalf("unknown type: error %v; want invalid naming event 2", err)
	}
}
