package reference

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A table script is one event per line, in a small language:
//
//	open | close | settle | power-failure | reset
//	place PLAYER POSITION WAGER AMOUNT | increase PLAYER POSITION WAGER AMOUNT
//	withdraw PLAYER POSITION WAGER [AMOUNT]
//	deal CARD... (one deal event per card)
//	sim known|unknown | terminal-failure POSITION | choose PLAYER all|play
//
// followed by an expectation: nothing (accepted, no notice), "=> NOTICE"
// (accepted with that notice) or "=> !CODE" (refused with that code), then
// optionally "@STATE", the state after the event. For "deal", the
// expectation applies to the last card; the others must be accepted.

type tblLine struct {
	text    string
	events  []TableEvent
	notice  string
	code    string
	refused bool
	state   string
}

func tblParse(t *testing.T, line string) tblLine {
	t.Helper()
	l := tblLine{text: line}
	cmdPart, want, _ := strings.Cut(line, "=>")
	if at := strings.Index(want, "@"); at >= 0 {
		l.state = strings.TrimSpace(want[at+1:])
		want = want[:at]
	} else if at := strings.Index(cmdPart, "@"); at >= 0 {
		l.state = strings.TrimSpace(cmdPart[at+1:])
		cmdPart = cmdPart[:at]
	}
	want = strings.TrimSpace(want)
	if strings.HasPrefix(want, "!") {
		l.refused, l.code = true, want[1:]
	} else {
		l.notice = want
	}
	f := strings.Fields(cmdPart)
	num := func(i int) int64 {
		if i >= len(f) {
			return 0
		}
		v, err := strconv.ParseInt(f[i], 10, 64)
		if err != nil {
			t.Fatalf("script line %q: field %d: %v", line, i+1, err)
		}
		return v
	}
	arg := func(i int) string {
		if i >= len(f) {
			t.Fatalf("script line %q: missing field %d", line, i+1)
		}
		return f[i]
	}
	switch f[0] {
	case "open", "close", "settle", "power-failure":
		l.events = []TableEvent{{Type: EventType(f[0])}}
	case "reset":
		l.events = []TableEvent{{Type: EventDeviceReset}}
	case "place", "increase", "withdraw":
		l.events = []TableEvent{{Type: EventType(f[0]), Player: arg(1), Position: int(num(2)), Wager: WagerID(arg(3)), Amount: num(4)}}
	case "deal":
		for _, tok := range f[1:] {
			c, err := ParseCard(tok)
			if err != nil {
				t.Fatalf("script line %q: %v", line, err)
			}
			l.events = append(l.events, TableEvent{Type: EventDeal, Card: c})
		}
	case "sim":
		l.events = []TableEvent{{Type: EventSimultaneousDraw, OrderKnown: arg(1) == "known"}}
	case "terminal-failure":
		l.events = []TableEvent{{Type: EventTerminalFailure, Position: int(num(1))}}
	case "choose":
		l.events = []TableEvent{{Type: EventChoose, Player: arg(1), WithdrawAll: arg(2) == "all"}}
	default:
		l.events = []TableEvent{{Type: EventType(f[0])}}
	}
	return l
}

// tblOutcome is what the last event of a script line did: its step, or
// its refusal.
type tblOutcome struct {
	Step
	Err *TableError
}

// clause returns the rule the outcome cites.
func (o tblOutcome) clause() string {
	if o.Err != nil {
		return o.Err.Clause
	}
	return o.Clause
}

// tblRun runs a script on a new table and checks every line's expectation.
// It returns the table and the outcome of each line's last event.
func tblRun(t *testing.T, cfg TableConfig, script ...string) (*Table, []tblOutcome) {
	t.Helper()
	tb, err := NewTable(cfg)
	if err != nil {
		t.Fatalf("NewTable(%+v): %v", cfg, err)
	}
	var out []tblOutcome
	for i, line := range script {
		l := tblParse(t, line)
		where := fmt.Sprintf("script line %d %q", i+1, line)
		for j, ev := range l.events {
			s, err := tb.Apply(ev)
			if j < len(l.events)-1 {
				if err != nil {
					t.Fatalf("%s: card %d refused: %v", where, j+1, err)
				}
				continue
			}
			var te *TableError
			switch {
			case err != nil && !errors.As(err, &te):
				t.Fatalf("%s: error %T %v is not a *TableError", where, err, err)
			case l.refused && err == nil:
				t.Fatalf("%s: accepted (notice %q, state %s, %s); want refused with %q", where, s.Notice, s.State, s.Detail, l.code)
			case l.refused && te.Code != l.code:
				t.Fatalf("%s: refused with %q (%v); want %q", where, te.Code, err, l.code)
			case !l.refused && err != nil:
				t.Fatalf("%s: refused: %v", where, err)
			case !l.refused && s.Notice != l.notice:
				t.Fatalf("%s: notice %q (%s); want %q", where, s.Notice, s.Detail, l.notice)
			}
			if l.state != "" && tb.State().String() != l.state {
				t.Fatalf("%s: state %s; want %s", where, tb.State(), l.state)
			}
			if s.State != tb.State() {
				t.Fatalf("%s: the step says state %s, the table is %s", where, s.State, tb.State())
			}
			out = append(out, tblOutcome{s, te})
		}
	}
	return tb, out
}

// tblSettled formats the settlements of a round for a readable diff.
func tblSettled(rec RoundRecord) []string {
	out := []string{}
	for _, s := range rec.Settlements {
		line := fmt.Sprintf("%s@%d %s %d: %s", s.Player, s.Position, s.Wager, s.Stake, s.ResultName())
		if s.Disposition == Played && s.Played != s.Stake {
			line += fmt.Sprintf(" played %d", s.Played)
		}
		line += fmt.Sprintf(" win %d returned %d", s.Win, s.Returned)
		if len(s.Notes) > 0 {
			line += " (" + strings.Join(s.Notes, ",") + ")"
		}
		out = append(out, line)
	}
	return out
}

func tblLastRound(t *testing.T, tb *Table) RoundRecord {
	t.Helper()
	h := tb.History()
	if len(h) == 0 {
		t.Fatal("no round was settled")
	}
	return h[len(h)-1]
}

func tblCfg(game GameID) TableConfig { return TableConfig{Game: game, Decks: 8} }

// Cards used throughout, worked out with the Table of Play:
//
//	9S 3H KD 4C       Player 9 (Natural) against Banker 7: Player wins.
//	3S 9H 4D KC       Player 7 against Banker 9 (Natural): Banker wins.
//	QS 3H QD 4C 5S    Player pair of Queens, 0 draws 5; Banker 7 stands: Banker wins 7-5.
//	4S 4H 3D 3C       7 against 7, both stand: a Tie.
const (
	playerWins9to7 = "9S 3H KD 4C"
	bankerWins9to7 = "3S 9H 4D KC"
	bankerWins7to5 = "QS 3H QD 4C 5S"
	tie7           = "4S 4H 3D 3C"
)

// TestTableRoundSettles plays one ordinary round on each rules document.
func TestTableRoundSettles(t *testing.T) {
	tests := []struct {
		name   string
		game   GameID
		script []string
		want   []string
	}{
		{"NCB 3.1 3.2 4.1: a round from Place your bets to settlement", "mbs-ncb-v6", []string{
			"open @betting-open", "place a 1 banker 1000", "place b 2 player 500", "place a 1 player-pair 100",
			"close @betting-closed", "deal 9S 3H KD @dealing", "deal 4C @complete", "settle @settled"},
			[]string{"a@1 banker 1000: lose win 0 returned 0", "b@2 player 500: win win 500 returned 500", "a@1 player-pair 100: lose win 0 returned 0"}},
		{"6 Star 3.1 3.2 4.1: Player wins with Flaming 9's at 1.2 to 1", "mbs-6star-ncb-2017", []string{
			"open", "place a 1 player 500", "place a 1 element-bonus 100", "close", "deal 9Fi 3Wa TFi 4Go", "settle"},
			[]string{"a@1 player 500: win win 600 returned 500", "a@1 element-bonus 100: lose win 0 returned 0"}},
		{"Tiger v2 3.1 3.2 4.1: Banker wins at 0.95 to 1", "mbs-tiger-v2", []string{
			"open", "place a 1 banker 1000", "place b 1 banker 300", "close", "deal " + bankerWins9to7, "settle"},
			[]string{"a@1 banker 1000: win win 950 returned 1000", "b@1 banker 300: win win 285 returned 300"}},
		{"Tiger NCB v5 3.1 3.2 4.2: a Single Tiger Pair pays 4 to 1", "mbs-tiger-ncb-v5", []string{
			"open", "place a 3 tiger-pair 100", "place a 3 player 200", "close", "deal " + bankerWins7to5, "settle"},
			[]string{"a@3 tiger-pair 100: win win 400 returned 100", "a@3 player 200: lose win 0 returned 0"}},
		{"Electronic 3.1 3.2 3.9.1: a Tie pushes Player and Banker", "mbs-etg-v4-ncb", []string{
			"open", "place t1 1 player 100", "place t2 2 banker 100", "place t2 2 tie 100", "close", "deal " + tie7, "settle"},
			[]string{"t1@1 player 100: push win 0 returned 100", "t2@2 banker 100: push win 0 returned 100", "t2@2 tie 100: win win 800 returned 100"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb, _ := tblRun(t, tblCfg(tc.game), tc.script...)
			if d := cmp.Diff(tc.want, tblSettled(tblLastRound(t, tb))); d != "" {
				t.Errorf("settlements (-want +got):\n%s", d)
			}
		})
	}
}

// tblStates are scripts that bring a Tiger v2 table, with one wager by
// player "a", to each state.
var tblStates = []struct {
	state  TableState
	script []string
}{
	{StateIdle, nil},
	{StateBettingOpen, []string{"open", "place a 1 banker 1000"}},
	{StateBettingClosed, []string{"open", "place a 1 banker 1000", "close"}},
	{StateDealing, []string{"open", "place a 1 banker 1000", "close", "deal QS 3H"}},
	{StateAwaitingChoices, []string{"open", "place a 1 banker 1000", "close", "deal QS 3H", "power-failure => withdraw-option"}},
	{StateComplete, []string{"open", "place a 1 banker 1000", "close", "deal " + bankerWins7to5}},
	{StateVoid, []string{"open", "place a 1 banker 1000", "close", "deal QS 3H 2Fi => round-void"}},
	{StateSettled, []string{"open", "place a 1 banker 1000", "close", "deal " + bankerWins7to5, "settle"}},
}

// TestTableEventsInEachState applies every event in every state of a Tiger
// v2 table: what each state allows, and the code of each refusal.
func TestTableEventsInEachState(t *testing.T) {
	events := []struct {
		name string
		line string
	}{
		{"open", "open"},
		{"place", "place b 2 player 100"},
		{"increase", "increase a 1 banker 100"},
		{"withdraw", "withdraw a 1 banker"},
		{"close", "close"},
		{"deal", "deal 9C"},
		{"power-failure", "power-failure"},
		{"simultaneous-draw", "sim known"},
		{"device-reset", "reset"},
		{"terminal-failure", "terminal-failure 1"},
		{"choose", "choose a play"},
		{"settle", "settle"},
	}
	const ok = ""
	// want[state][event]: "" accepted without notice, "=> notice", "!code".
	want := map[TableState][]string{
		//                    open                  place                 increase              withdraw                      close                  deal                  power-failure         simultaneous-draw     device-reset          terminal-failure      choose        settle
		StateIdle:            {ok, "!betting-not-open", "!betting-not-open", "!betting-not-open", "!betting-not-open", "!no-round-in-play", "!no-round-in-play", "!no-round-in-play", "!no-round-in-play", "!no-round-in-play", "!no-option", "!no-round-in-play"},
		StateBettingOpen:     {"!round-in-progress", ok, ok, ok, ok, "!bets-not-closed", "!bets-not-closed", "!bets-not-closed", "!bets-not-closed", "!no-rule", "!no-option", "!round-not-complete"},
		StateBettingClosed:   {"!round-in-progress", "!bets-closed", "!bets-closed", "withdrawal-ignored", "!bets-closed", ok, "withdraw-option", "withdraw-option", "withdraw-option", "!no-rule", "!no-option", "!round-not-complete"},
		StateDealing:         {"!round-in-progress", "!bets-closed", "!bets-closed", "withdrawal-ignored", "!bets-closed", ok, "withdraw-option", "withdraw-option", "withdraw-option", "!no-rule", "!no-option", "!round-not-complete"},
		StateAwaitingChoices: {"!awaiting-choices", "!awaiting-choices", "!awaiting-choices", "!withdraw-all-only", "!awaiting-choices", "!awaiting-choices", "!awaiting-choices", "!awaiting-choices", "!awaiting-choices", "!awaiting-choices", ok, "!awaiting-choices"},
		StateComplete:        {"!round-in-progress", "!bets-closed", "!bets-closed", "withdrawal-ignored", "!bets-closed", "!round-complete", "!round-complete", "!round-complete", "!round-complete", "!no-rule", "!no-option", ok},
		StateVoid:            {"!round-in-progress", "!bets-closed", "!bets-closed", "withdrawal-ignored", "!bets-closed", "!round-complete", "!round-complete", "!round-complete", "!round-complete", "!no-rule", "!no-option", ok},
		StateSettled:         {ok, "!betting-not-open", "!betting-not-open", "!betting-not-open", "!betting-not-open", "!no-round-in-play", "!no-round-in-play", "!no-round-in-play", "!no-round-in-play", "!no-round-in-play", "!no-option", "!no-round-in-play"},
	}
	for _, st := range tblStates {
		for i, ev := range events {
			w := want[st.state][i]
			line := ev.line
			if w != ok {
				line += " => " + w
			}
			t.Run(fmt.Sprintf("Tiger v2 3.1 3.2 5.4 5.5: %s in state %s: %s", ev.name, st.state, map[bool]string{true: "accepted", false: w}[w == ok || w[0] != '!']), func(t *testing.T) {
				tb, _ := tblRun(t, tblCfg("mbs-tiger-v2"), st.script...)
				if tb.State() != st.state {
					t.Fatalf("the script reaches %s, not %s", tb.State(), st.state)
				}
				tblRun(t, tblCfg("mbs-tiger-v2"), append(append([]string(nil), st.script...), line)...)
			})
		}
	}
}

// TestTableRefusalsKeepTheTable checks that a refused event changes
// nothing: the table answers every later event as if it had not happened.
func TestTableRefusalsKeepTheTable(t *testing.T) {
	tb, _ := tblRun(t, tblCfg("mbs-tiger-v2"),
		"open", "place a 1 banker 1000", "close",
		"place b 2 player 100 => !bets-closed", "increase a 1 banker 100 => !bets-closed",
		"settle => !round-not-complete @betting-closed",
		"deal "+bankerWins9to7, "settle")
	want := []string{"a@1 banker 1000: win win 950 returned 1000"}
	if d := cmp.Diff(want, tblSettled(tblLastRound(t, tb))); d != "" {
		t.Errorf("Tiger v2 5.4: settlements (-want +got):\n%s", d)
	}
}

// TestTableLateWagers covers the betting window of every document: no wager
// placed or increased after "No more bets"; a withdrawal after it is
// refused on an electronic game and, on a live game, the wager stands.
func TestTableLateWagers(t *testing.T) {
	tests := []struct {
		name   string
		game   GameID
		script []string
		clause string // of the last refusal or notice
		want   []string
	}{
		{"NCB 5.6: no wager placed after the close", "mbs-ncb-v6",
			[]string{"open", "place a 1 banker 100", "close", "place b 2 player 100 => !bets-closed", "deal " + playerWins9to7, "settle"},
			"mbs-ncb-v6:5.6", []string{"a@1 banker 100: lose win 0 returned 0"}},
		{"6 Star 5.6: no wager increased after the close", "mbs-6star-ncb-2017",
			[]string{"open", "place a 1 banker 100", "close", "increase a 1 banker 900 => !bets-closed", "deal 3Fi 9Wa 4Go TEa", "settle"},
			"mbs-6star-ncb-2017:5.6", []string{"a@1 banker 100: win win 100 returned 100"}},
		{"Tiger v2 5.4: no wager placed after the first card", "mbs-tiger-v2",
			[]string{"open", "place a 1 banker 100", "close", "deal 9S", "place a 1 player 100 => !bets-closed", "deal 3H KD 4C", "settle"},
			"mbs-tiger-v2:5.4", []string{"a@1 banker 100: lose win 0 returned 0"}},
		{"Tiger NCB v5 5.4: no wager increased once the round is complete", "mbs-tiger-ncb-v5",
			[]string{"open", "place a 1 player 100", "close", "deal " + playerWins9to7, "increase a 1 player 100 => !bets-closed", "settle"},
			"mbs-tiger-ncb-v5:5.4", []string{"a@1 player 100: win win 100 returned 100"}},
		{"Electronic 5.5 5.10.2: a wager not accepted before the close takes no part", "mbs-etg-v4-super-six-ncb",
			[]string{"open", "place t1 1 banker 100", "close", "place t2 2 player 100 => !bets-closed", "deal " + playerWins9to7, "settle"},
			"mbs-etg-v4:5.5", []string{"t1@1 banker 100: lose win 0 returned 0"}},
		{"NCB 5.7: a wager withdrawn after the close is won or lost on the result", "mbs-ncb-v6",
			[]string{"open", "place a 1 player 100", "close", "deal 9S 3H", "withdraw a 1 player => withdrawal-ignored @dealing", "deal KD 4C", "settle"},
			"mbs-ncb-v6:5.7", []string{"a@1 player 100: win win 100 returned 100 (withdrawal-ignored)"}},
		{"6 Star 5.7: a losing wager withdrawn after the close is still lost", "mbs-6star-ncb-2017",
			[]string{"open", "place a 1 player 100", "close", "withdraw a 1 player => withdrawal-ignored @betting-closed", "deal 3Fi 9Wa 4Go TEa", "settle"},
			"mbs-6star-ncb-2017:5.7", []string{"a@1 player 100: lose win 0 returned 0 (withdrawal-ignored)"}},
		{"Tiger v2 5.5: a wager withdrawn after the close stands, even in part", "mbs-tiger-v2",
			[]string{"open", "place a 1 banker 1000", "close", "withdraw a 1 banker 400 => withdrawal-ignored", "deal " + bankerWins9to7, "settle"},
			"mbs-tiger-v2:5.5", []string{"a@1 banker 1000: win win 950 returned 1000 (withdrawal-ignored)"}},
		{"Tiger NCB v5 5.5: a withdrawal of the whole round's wagers after the close is ignored", "mbs-tiger-ncb-v5",
			[]string{"open", "place a 1 banker 100", "place a 1 tie 100", "close", "withdraw a 1 tie => withdrawal-ignored", "deal " + tie7, "settle"},
			"mbs-tiger-ncb-v5:5.5", []string{"a@1 banker 100: push win 0 returned 100", "a@1 tie 100: win win 800 returned 100 (withdrawal-ignored)"}},
		{"Electronic 5.4: no wager withdrawn after the close", "mbs-etg-v4-ncb",
			[]string{"open", "place t1 1 player 100", "close", "withdraw t1 1 player => !bets-closed", "deal " + playerWins9to7, "settle"},
			"mbs-etg-v4:5.4", []string{"t1@1 player 100: win win 100 returned 100"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb, outs := tblRun(t, tblCfg(tc.game), tc.script...)
			if d := cmp.Diff(tc.want, tblSettled(tblLastRound(t, tb))); d != "" {
				t.Errorf("settlements (-want +got):\n%s", d)
			}
			for i, l := range tc.script {
				if strings.Contains(l, "=>") && outs[i].clause() != tc.clause {
					t.Errorf("%q cites %q; want %q", l, outs[i].clause(), tc.clause)
				}
			}
		})
	}
}

// TestTableBettingWindowWithdrawals: before the close a wager may be
// withdrawn whole or in part (rules 3.1, 3.2 read with 5.5 / 5.7).
func TestTableBettingWindowWithdrawals(t *testing.T) {
	tb, _ := tblRun(t, tblCfg("mbs-ncb-v6"),
		"open", "place a 1 banker 1000", "place a 1 tie 100", "place b 2 player 300",
		"withdraw a 1 tie", "withdraw a 1 banker 400", "withdraw b 2 player 301 => !invalid-amount",
		"withdraw b 2 banker => !no-such-wager", "withdraw a 1 tie => !no-such-wager",
		"close", "deal "+bankerWins9to7, "settle")
	want := []string{"a@1 banker 600: win win 600 returned 600", "b@2 player 300: lose win 0 returned 0"}
	if d := cmp.Diff(want, tblSettled(tblLastRound(t, tb))); d != "" {
		t.Errorf("NCB 3.1 3.2: settlements (-want +got):\n%s", d)
	}
}

// TestTableWagerInput checks the refusals of malformed wagers.
func TestTableWagerInput(t *testing.T) {
	tests := []struct{ name, line string }{
		{"NCB 3.5: a wager the game does not offer", "place a 1 tiger 100 => !wager-not-offered"},
		{"NCB 3.5: an unknown wager id", "place a 1 dragon 100 => !wager-not-offered"},
		{"NCB 3.5: a zero stake", "place a 1 banker 0 => !invalid-amount"},
		{"NCB 3.5: a negative stake", "place a 1 banker -5 => !invalid-amount"},
		{"NCB 3.5: a stake over the kit's bound", fmt.Sprintf("place a 1 banker %d => !invalid-amount", MaxStake+1)},
		{"NCB 3.5: position 0", "place a 0 banker 100 => !invalid-player"},
		{"NCB 3.5: a second wager by one player in one area", "place a 1 player 100 => !wager-exists"},
		{"NCB 3.5: an increase of a wager that is not there", "increase a 2 player 100 => !no-such-wager"},
		{"NCB 3.5: an increase past the kit's bound", fmt.Sprintf("increase a 1 player %d => !invalid-amount", MaxStake)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tblRun(t, tblCfg("mbs-ncb-v6"), "open", "place a 1 player 100", tc.line)
		})
	}
	t.Run("NCB 3.5: an empty player id", func(t *testing.T) {
		tb, _ := NewTable(tblCfg("mbs-ncb-v6"))
		tb.Open()
		_, err := tb.Place("", 1, WagerBanker, 100)
		var te *TableError
		if !errors.As(err, &te) || te.Code != CodeInvalidPlayer {
			t.Errorf("Place with no player: %v; want %q", err, CodeInvalidPlayer)
		}
	})
	t.Run("rule 5.1: a card that is no card is refused, not dealt", func(t *testing.T) {
		tb, _ := tblRun(t, tblCfg("mbs-ncb-v6"), "open", "close")
		if _, err := tb.DealCard(NoCard); err == nil || err.(*TableError).Code != CodeInvalidCard {
			t.Errorf("DealCard(NoCard) = %v; want %q", err, CodeInvalidCard)
		}
		if _, err := tb.Apply(TableEvent{Type: "shuffle"}); err == nil || err.(*TableError).Code != CodeUnknownEvent {
			t.Errorf("an unknown event = %v; want %q", err, CodeUnknownEvent)
		}
	})
}

// TestTableLimits covers interpretation 10 (Tiger v2 and Tiger NCB v5 rules
// 5.14-5.16) and the electronic terminals' limits (Electronic 2.2).
func TestTableLimits(t *testing.T) {
	limits := Limits{Min: 100, Max: 5000, PerWager: map[WagerID]Limit{WagerTie: {Min: 50, Max: 1000}}}
	tiger := TableConfig{Game: "mbs-tiger-v2", Decks: 8, Limits: limits}
	tigerNCB := TableConfig{Game: "mbs-tiger-ncb-v5", Decks: 8, Limits: limits}
	tests := []struct {
		name   string
		cfg    TableConfig
		script []string
		want   [][]string // settlements per round
	}{
		{"Tiger v2 5.15 interpretation 10: a winning wager over the maximum is paid as the maximum, the excess returned (rejected: refused outright)", tiger,
			[]string{"open", "place a 1 player 8000 => over-maximum", "close", "deal " + playerWins9to7, "settle"},
			[][]string{{"a@1 player 8000: win played 5000 win 5000 returned 8000 (over-maximum)"}}},
		{"Tiger v2 5.15 interpretation 10: a losing wager over the maximum is collected to the maximum only", tiger,
			[]string{"open", "place a 1 player 8000 => over-maximum", "close", "deal " + bankerWins9to7, "settle"},
			[][]string{{"a@1 player 8000: lose played 5000 win 0 returned 3000 (over-maximum)"}}},
		{"Tiger NCB v5 5.15 interpretation 10: an increase over the maximum is settled at the maximum", tigerNCB,
			[]string{"open", "place a 1 banker 4000", "increase a 1 banker 2000 => over-maximum", "close", "deal " + bankerWins9to7, "settle"},
			[][]string{{"a@1 banker 6000: win played 5000 win 5000 returned 6000 (over-maximum)"}}},
		{"Tiger v2 5.15 Electronic 2.2: a per-wager maximum overrides the default", tiger,
			[]string{"open", "place a 1 tie 2000 => over-maximum", "close", "deal " + tie7, "settle"},
			[][]string{{"a@1 tie 2000: win played 1000 win 8000 returned 2000 (over-maximum)"}}},
		{"Tiger v2 5.14 interpretations 10, 19: a player's under-minimum wagers of one round are all settled, a Tiger paid 12 to 1; only those of later rounds are returned (rejected: the second of the round returned)", tiger,
			[]string{"open", "place a 1 player 50 => under-minimum", "place a 1 tiger 50 => under-minimum", "place b 2 player 60 => under-minimum", "close", "deal 2H 6S KD QC 2D", "settle",
				"open", "place a 1 tiger 50 => under-minimum", "close", "deal 2H 6S KD QC 2D", "settle"},
			[][]string{
				{"a@1 player 50: lose win 0 returned 0 (under-minimum)", "a@1 tiger 50: win win 600 returned 50 (under-minimum)", "b@2 player 60: lose win 0 returned 0 (under-minimum)"},
				{"a@1 tiger 50: returned win 0 returned 50 (under-minimum)"}}},
		{"Tiger v2 5.14 5.16 interpretation 10: later under-minimum wagers of the player are returned in later rounds; the first round stays settled (rejected: every under-minimum wager returned)", tiger,
			[]string{"open", "place a 1 player 50 => under-minimum", "close", "deal " + bankerWins9to7, "settle",
				"open", "place a 1 player 50 => under-minimum", "place a 1 banker 200", "close", "deal " + bankerWins9to7, "settle",
				"open", "place b 1 player 99 => under-minimum", "close", "deal " + playerWins9to7, "settle"},
			[][]string{
				{"a@1 player 50: lose win 0 returned 0 (under-minimum)"},
				{"a@1 player 50: returned win 0 returned 50 (under-minimum)", "a@1 banker 200: win win 190 returned 200"},
				{"b@1 player 99: win win 99 returned 99 (under-minimum)"}}},
		{"Tiger NCB v5 5.14 interpretation 10: a push is neither paid nor collected: the next under-minimum wager is still the first", tigerNCB,
			[]string{"open", "place a 1 player 50 => under-minimum", "close", "deal " + tie7, "settle",
				"open", "place a 1 player 50 => under-minimum", "close", "deal " + playerWins9to7, "settle",
				"open", "place a 1 player 50 => under-minimum", "close", "deal " + playerWins9to7, "settle"},
			[][]string{
				{"a@1 player 50: push win 0 returned 50 (under-minimum)"},
				{"a@1 player 50: win win 50 returned 50 (under-minimum)"},
				{"a@1 player 50: returned win 0 returned 50 (under-minimum)"}}},
		{"Tiger v2 5.14 5.1 interpretation 10: a void round does not use up the player's under-minimum wager", tiger,
			[]string{"open", "place a 1 player 50 => under-minimum", "close", "deal 9S 2Fi => round-void", "settle",
				"open", "place a 1 player 50 => under-minimum", "close", "deal " + playerWins9to7, "settle"},
			[][]string{
				{"a@1 player 50: void win 0 returned 50 (under-minimum)"},
				{"a@1 player 50: win win 50 returned 50 (under-minimum)"}}},
		{"Tiger v2 5.14 interpretation 10: a per-wager minimum overrides the default", tiger,
			[]string{"open", "place a 1 tie 60", "place a 1 player 60 => under-minimum", "close", "deal " + tie7, "settle"},
			[][]string{{"a@1 tie 60: win win 480 returned 60", "a@1 player 60: push win 0 returned 60 (under-minimum)"}}},
		{"Tiger v2 5.14: a decrease below the minimum is noticed", tiger,
			[]string{"open", "place a 1 player 150", "withdraw a 1 player 100 => under-minimum", "close", "deal " + playerWins9to7, "settle"},
			[][]string{{"a@1 player 50: win win 50 returned 50 (under-minimum)"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb, _ := tblRun(t, tc.cfg, tc.script...)
			var got [][]string
			for _, r := range tb.History() {
				got = append(got, tblSettled(r))
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("settlements per round (-want +got):\n%s", d)
			}
		})
	}
	t.Run("Tiger v2 5.16: settled rounds never change", func(t *testing.T) {
		tb, outs := tblRun(t, tiger, "open", "place a 1 player 50 => under-minimum", "close", "deal "+bankerWins9to7, "settle")
		first := tblSettled(*outs[len(outs)-1].Round)
		tblRun(t, tiger) // a second table does not share history
		for _, l := range []string{"open", "place a 1 player 50", "close", "deal " + playerWins9to7, "settle"} {
			for _, ev := range tblParse(t, l).events {
				if _, err := tb.Apply(ev); err != nil {
					t.Fatal(err)
				}
			}
		}
		if d := cmp.Diff(first, tblSettled(tb.History()[0])); d != "" {
			t.Errorf("round 1 changed after round 2 (-before +after):\n%s", d)
		}
		if got := tb.History()[0].Coup.Winner(); got != BankerWin {
			t.Errorf("round 1's winner is %v after round 2", got)
		}
	})
	electronic := TableConfig{Game: "mbs-etg-v4-tiger", Decks: 8, Limits: limits}
	for _, tc := range []struct{ name, line string }{
		{"Electronic 2.2: a wager over its maximum is refused", "place t1 1 player 5001 => !over-maximum"},
		{"Electronic 2.2: a wager under its minimum is refused", "place t1 1 player 99 => !under-minimum"},
		{"Electronic 2.2: a per-wager limit applies to its option", "place t1 1 tie 1001 => !over-maximum"},
		{"Electronic 2.2: a per-wager minimum applies to its option", "place t1 1 tie 50"},
		{"Electronic 2.2: an increase over the maximum is refused", "increase t1 2 banker 4901 => !over-maximum"},
		{"Electronic 2.2: a decrease under the minimum is refused", "withdraw t1 2 banker 1 => !under-minimum"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tblRun(t, electronic, "open", "place t1 2 banker 100", tc.line)
		})
	}
}

// TestTablePlayingAreas covers Tiger v2 3.5.1, 3.7 and 3.7.1 (Tiger NCB
// v5 3.5.1, 3.6 and 3.6.1): several players may wager in one playing
// area, at most three, or fewer if the pit manager says so.
func TestTablePlayingAreas(t *testing.T) {
	four := []string{"open", "place a 1 banker 100", "place b 1 banker 100", "place c 1 banker 100"}
	tests := []struct {
		name   string
		cfg    TableConfig
		script []string
	}{
		{"Tiger v2 3.5.1 3.7: three players in one area, a fourth refused", tblCfg("mbs-tiger-v2"),
			append(append([]string(nil), four...), "place d 1 banker 100 => !area-full", "place d 1 player 100", "place d 2 banker 100")},
		{"Tiger NCB v5 3.6: a fourth wager in an area is refused", tblCfg("mbs-tiger-ncb-v5"),
			append(append([]string(nil), four...), "place d 1 banker 100 => !area-full")},
		{"Tiger v2 3.7.1: the pit manager restricts an area to two", TableConfig{Game: "mbs-tiger-v2", Decks: 8, MaxWagersPerArea: 2},
			[]string{"open", "place a 1 tie 100", "place b 1 tie 100", "place c 1 tie 100 => !area-full", "withdraw b 1 tie", "place c 1 tie 100"}},
		{"Tiger NCB v5 3.6.1: the pit manager restricts an area to one", TableConfig{Game: "mbs-tiger-ncb-v5", Decks: 8, MaxWagersPerArea: 1},
			[]string{"open", "place a 1 tie 100", "place b 1 tie 100 => !area-full", "place b 2 tie 100"}},
		{"Tiger v2 3.7: one player has one wager per area", tblCfg("mbs-tiger-v2"),
			[]string{"open", "place a 1 tie 100", "place a 1 tie 100 => !wager-exists", "increase a 1 tie 100"}},
		{"NCB 2.2: the No Commission rules set no limit per betting area", tblCfg("mbs-ncb-v6"),
			[]string{"open", "place a 1 tie 100", "place b 1 tie 100", "place c 1 tie 100", "place d 1 tie 100", "place e 1 tie 100"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tblRun(t, tc.cfg, tc.script...) })
	}
	t.Run("Tiger v2 3.7.1: a refusal at three cites 3.7, below three 3.7.1", func(t *testing.T) {
		for _, c := range []struct {
			n      int
			clause string
		}{{0, "mbs-tiger-v2:3.7"}, {2, "mbs-tiger-v2:3.7.1"}} {
			tb, _ := tblRun(t, TableConfig{Game: "mbs-tiger-v2", Decks: 8, MaxWagersPerArea: c.n}, "open", "place a 1 tie 1", "place b 1 tie 1")
			if c.n == 0 {
				tb.Place("c", 1, WagerTie, 1)
			}
			_, err := tb.Place("z", 1, WagerTie, 1)
			if te, ok := err.(*TableError); !ok || te.Clause != c.clause {
				t.Errorf("max %d: %v; want a refusal citing %s", c.n, err, c.clause)
			}
		}
	})
}

// TestTableDifferential covers Tiger v2 1.1.10 and 5.18 (Tiger NCB v5
// 1.1.9 and 5.18).
func TestTableDifferential(t *testing.T) {
	cfg := TableConfig{Game: "mbs-tiger-v2", Decks: 8, Differential: 1000}
	tests := []struct {
		name   string
		cfg    TableConfig
		script []string
		want   *Differential // of the first refused close
	}{
		{"Tiger v2 5.18.1: Banker over Player by more than the limit: the close is refused, Banker must come down", cfg,
			[]string{"open", "place a 1 banker 2000", "place b 2 banker 500", "place c 3 player 1000", "close => !differential-exceeded @betting-open",
				"withdraw a 1 banker 400", "close => !differential-exceeded", "withdraw b 2 banker", "close @betting-closed"},
			&Differential{Limit: 1000, PlayerTotal: 1000, BankerTotal: 2500, Decrease: WagerBanker, MayIncrease: WagerPlayer, Excess: 500}},
		{"Tiger v2 5.18.2: the side with the lower total may increase instead", cfg,
			[]string{"open", "place a 1 player 3000", "place b 2 banker 1000", "close => !differential-exceeded", "increase b 2 banker 1000", "close"},
			&Differential{Limit: 1000, PlayerTotal: 3000, BankerTotal: 1000, Decrease: WagerPlayer, MayIncrease: WagerBanker, Excess: 1000}},
		{"Tiger NCB v5 1.1.9 5.18: a new wager on the lower side settles the difference", TableConfig{Game: "mbs-tiger-ncb-v5", Decks: 8, Differential: 500},
			[]string{"open", "place a 1 player 600", "close => !differential-exceeded", "place b 4 banker 100", "close"},
			&Differential{Limit: 500, PlayerTotal: 600, BankerTotal: 0, Decrease: WagerPlayer, MayIncrease: WagerBanker, Excess: 100}},
		{"Tiger v2 1.1.10: a difference equal to the limit is not exceeded", cfg,
			[]string{"open", "place a 1 player 1500", "place b 2 banker 500", "close"}, nil},
		{"Tiger v2 1.1.10: only the Player and Banker wagers count", cfg,
			[]string{"open", "place a 1 player 100", "place a 1 tie 5000", "place b 1 tiger 5000", "close"}, nil},
		{"Tiger v2 1.1.10: no differential set, no limit", tblCfg("mbs-tiger-v2"),
			[]string{"open", "place a 1 player 100000", "close"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, outs := tblRun(t, tc.cfg, tc.script...)
			if tc.want == nil {
				return
			}
			for _, o := range outs {
				if o.Err == nil || o.Err.Code != CodeDifferentialExceeded {
					continue
				}
				if d := cmp.Diff(tc.want, o.Err.Differential); d != "" {
					t.Errorf("differential (-want +got):\n%s", d)
				}
				// The Tiger games' ids are their documents' ids.
				if want := string(tc.cfg.Game) + ":5.18.1"; o.Err.Clause != want {
					t.Errorf("the refusal cites %q; want %s", o.Err.Clause, want)
				}
				for _, s := range []string{string(tc.want.Decrease), string(tc.want.MayIncrease), "5.18.2", strconv.FormatInt(tc.want.Excess, 10)} {
					if !strings.Contains(o.Err.Detail, s) {
						t.Errorf("the refusal's detail %q does not mention %q", o.Err.Detail, s)
					}
				}
				return
			}
			t.Fatal("no close was refused")
		})
	}
}

// TestTableConfig checks the settings each document allows.
func TestTableConfig(t *testing.T) {
	tests := []struct {
		name string
		cfg  TableConfig
		code string // "" accepted
	}{
		{"Tiger v2 3.7: at most three wagers per area (4 refused)", TableConfig{Game: "mbs-tiger-v2", Decks: 8, MaxWagersPerArea: 4}, CodeInvalidConfig},
		{"Tiger v2 3.7.1: the pit manager may set fewer", TableConfig{Game: "mbs-tiger-v2", Decks: 8, MaxWagersPerArea: 1}, ""},
		{"NCB 2.2: no limit of wagers per betting area to set", TableConfig{Game: "mbs-ncb-v6", Decks: 8, MaxWagersPerArea: 2}, CodeNoRule},
		{"Electronic 2.2: no playing-area limit on terminals", TableConfig{Game: "mbs-etg-v4-ncb", Decks: 8, MaxWagersPerArea: 2}, CodeNoRule},
		{"NCB: no table differential in the No Commission rules", TableConfig{Game: "mbs-ncb-v6", Decks: 8, Differential: 100}, CodeNoRule},
		{"Electronic: no table differential in the electronic rules", TableConfig{Game: "mbs-etg-v4-tiger", Decks: 8, Differential: 100}, CodeNoRule},
		{"Tiger NCB v5 1.1.9: a differential is a Tiger setting", TableConfig{Game: "mbs-tiger-ncb-v5", Decks: 8, Differential: 100}, ""},
		{"6 Star: no wager limits in the 6 Star rules", TableConfig{Game: "mbs-6star-ncb-2017", Decks: 8, Limits: Limits{Max: 100}}, CodeNoRule},
		{"NCB: no wager limits in the No Commission rules", TableConfig{Game: "mbs-ncb-v6", Decks: 8, Limits: Limits{PerWager: map[WagerID]Limit{WagerTie: {Max: 1}}}}, CodeNoRule},
		{"Electronic 2.2: limits per betting option", TableConfig{Game: "mbs-etg-v4-ncb", Decks: 8, Limits: Limits{PerWager: map[WagerID]Limit{WagerTie: {Min: 1, Max: 10}}}}, ""},
		{"Electronic 2.2: limits for a wager the game does not offer", TableConfig{Game: "mbs-etg-v4-ncb", Decks: 8, Limits: Limits{PerWager: map[WagerID]Limit{WagerTiger: {Max: 10}}}}, CodeInvalidConfig},
		{"Tiger v2 3.5.1: a minimum above the maximum", TableConfig{Game: "mbs-tiger-v2", Decks: 8, Limits: Limits{Min: 10, Max: 5}}, CodeInvalidConfig},
		{"Tiger v2 3.5.1: a negative limit", TableConfig{Game: "mbs-tiger-v2", Decks: 8, Limits: Limits{Min: -1}}, CodeInvalidConfig},
		{"Tiger v2 3.22.1: HLGA is a Tiger setting", TableConfig{Game: "mbs-tiger-v2", Decks: 8, HLGA: true}, ""},
		{"NCB: no HLGA in the No Commission rules", TableConfig{Game: "mbs-ncb-v6", Decks: 8, HLGA: true}, CodeNoRule},
		{"Electronic: no HLGA in the electronic rules", TableConfig{Game: "mbs-etg-v4-ncb", Decks: 8, HLGA: true}, CodeNoRule},
		{"rule 2.1: three decks", TableConfig{Game: "mbs-tiger-v2", Decks: 3}, CodeInvalidConfig},
		{"rule 2.1: an unknown game", TableConfig{Game: "mbs-blackjack", Decks: 8}, CodeInvalidConfig},
		{"interpretation 4: a negative rounding unit", TableConfig{Game: "mbs-tiger-v2", Decks: 8, Rounding: -1}, CodeInvalidConfig},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewTable(tc.cfg)
			var te *TableError
			switch {
			case tc.code == "" && err != nil:
				t.Errorf("NewTable: %v; want accepted", err)
			case tc.code != "" && !errors.As(err, &te):
				t.Errorf("NewTable: %v; want a *TableError %q", err, tc.code)
			case tc.code != "" && te.Code != tc.code:
				t.Errorf("NewTable: %v; want code %q", err, tc.code)
			}
		})
	}
}

// TestTablePowerFailure covers Tiger v2 / Tiger NCB v5 5.17 and Electronic
// 5.9 and 5.10, with interpretation 11.
func TestTablePowerFailure(t *testing.T) {
	three := []string{"open", "place a 1 banker 1000", "place a 1 tiger 100", "place b 2 player 500"}
	tests := []struct {
		name   string
		game   GameID
		script []string
		want   []string
	}{
		{"Tiger v2 5.17.1: no outcome established: each player may withdraw all wagers; the round is then concluded", "mbs-tiger-v2",
			append(append([]string(nil), three...), "close", "deal QS 3H", "power-failure => withdraw-option @awaiting-choices",
				"choose a all => withdrawn @awaiting-choices", "choose b play @dealing", "deal QD 4C 5S", "settle"),
			[]string{"a@1 banker 1000: withdrawn win 0 returned 1000 (power-failure)", "a@1 tiger 100: withdrawn win 0 returned 100 (power-failure)", "b@2 player 500: lose win 0 returned 0"}},
		{"Tiger v2 5.17.1: a player taking the option must withdraw all wagers, not some", "mbs-tiger-v2",
			append(append([]string(nil), three...), "close", "deal QS 3H", "power-failure => withdraw-option",
				"withdraw a 1 tiger => !withdraw-all-only", "choose a play", "choose b play @dealing", "deal QD 4C 5S", "settle"),
			[]string{"a@1 banker 1000: win win 950 returned 1000", "a@1 tiger 100: lose win 0 returned 0", "b@2 player 500: lose win 0 returned 0"}},
		{"Tiger NCB v5 5.17.1: a power failure before the first card: not established", "mbs-tiger-ncb-v5",
			append(append([]string(nil), three...), "close", "power-failure => withdraw-option", "choose b all => withdrawn", "choose a play @betting-closed", "deal "+bankerWins9to7, "settle"),
			[]string{"a@1 banker 1000: win win 1000 returned 1000", "a@1 tiger 100: lose win 0 returned 0", "b@2 player 500: withdrawn win 0 returned 500 (power-failure)"}},
		{"Tiger v2 5.17.2 interpretation 11: a Player pair after 3 cards establishes the outcome: play continues (rejected: only once complete)", "mbs-tiger-v2",
			append(append([]string(nil), three...), "close", "deal QS 3H QD", "power-failure => play-continues @dealing", "deal 4C 5S", "settle"),
			[]string{"a@1 banker 1000: win win 950 returned 1000", "a@1 tiger 100: lose win 0 returned 0", "b@2 player 500: lose win 0 returned 0"}},
		{"Tiger NCB v5 5.17.2 interpretation 11: an optional or side wager decided is enough", "mbs-tiger-ncb-v5",
			[]string{"open", "place a 1 player 100", "close", "deal QS 3H KD 4C", "power-failure => play-continues", "deal 5S", "settle"},
			[]string{"a@1 player 100: lose win 0 returned 0"}},
		{"Tiger v2 5.17.1: no wagers, nobody to ask: play goes on", "mbs-tiger-v2",
			[]string{"open", "close", "deal QS", "power-failure => play-continues @dealing", "deal 3H QD 4C 5S", "settle"},
			[]string{}},
		{"Electronic 5.9.1: no outcome established: the round is void, every stake returned", "mbs-etg-v4-tiger",
			[]string{"open", "place t1 1 banker 1000", "place t2 2 player 500", "close", "deal QS 3H", "power-failure => round-void @void", "deal 4C => !round-complete", "settle"},
			[]string{"t1@1 banker 1000: void win 0 returned 1000", "t2@2 player 500: void win 0 returned 500"}},
		{"Electronic 5.9.2 interpretation 11: an outcome established: play continues and the round is concluded", "mbs-etg-v4-ncb",
			[]string{"open", "place t1 1 banker 1000", "close", "deal QS 3H QD", "power-failure => play-continues @dealing", "deal 4C 5S", "settle"},
			[]string{"t1@1 banker 1000: win win 1000 returned 1000"}},
		{"Electronic 5.10 5.10.1: a terminal failing after the close: its accepted wager stands", "mbs-etg-v4-ncb",
			[]string{"open", "place t1 1 banker 1000", "close", "deal QS", "terminal-failure 1 => play-continues @dealing", "deal 3H QD 4C 5S", "settle"},
			[]string{"t1@1 banker 1000: win win 1000 returned 1000"}},
		{"Electronic 5.10.2: a terminal failing during the betting accepts no more wagers; its accepted one stands", "mbs-etg-v4-ncb",
			[]string{"open", "place t1 1 banker 1000", "terminal-failure 1 => terminal-down @betting-open", "place t1 1 tie 100 => !terminal-down",
				"increase t1 1 banker 100 => !terminal-down", "withdraw t1 1 banker => !terminal-down", "place t2 2 player 100", "close", "deal " + bankerWins7to5, "settle"},
			[]string{"t1@1 banker 1000: win win 1000 returned 1000", "t2@2 player 100: lose win 0 returned 0"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb, _ := tblRun(t, tblCfg(tc.game), tc.script...)
			if d := cmp.Diff(tc.want, tblSettled(tblLastRound(t, tb))); d != "" {
				t.Errorf("settlements (-want +got):\n%s", d)
			}
		})
	}
	t.Run("Electronic 5.9.1: TechnicalInterruption is the power failure event", func(t *testing.T) {
		tb, _ := tblRun(t, tblCfg("mbs-etg-v4-ncb"), "open", "place t 1 tie 10", "close", "deal QS")
		s, err := tb.TechnicalInterruption()
		if err != nil || s.Notice != NoticeRoundVoid || tb.State() != StateVoid || s.Event != EventPowerFailure {
			t.Errorf("TechnicalInterruption = %+v, %v; want the round void", s, err)
		}
	})
	for _, game := range []GameID{"mbs-ncb-v6", "mbs-6star-ncb-2017"} {
		t.Run(fmt.Sprintf("%s 5: no power failure clause: refused as no-rule", game), func(t *testing.T) {
			tblRun(t, tblCfg(game), "open", "close", "power-failure => !no-rule @betting-closed")
		})
	}
	t.Run("Tiger v2 5.17 interpretation 11: the step says whether the outcome is established and why", func(t *testing.T) {
		_, outs := tblRun(t, tblCfg("mbs-tiger-v2"), "open", "close", "deal QS 3H QD", "power-failure => play-continues")
		s := outs[len(outs)-1]
		if s.Established == nil || !*s.Established || s.Witness != WagerTigerPair || s.Clause != "mbs-tiger-v2:5.17.2" {
			t.Errorf("step = established %v, witness %q, clause %q; want true, tiger-pair, mbs-tiger-v2:5.17.2", s.Established, s.Witness, s.Clause)
		}
		_, outs = tblRun(t, tblCfg("mbs-tiger-v2"), "open", "place a 1 tie 5", "close", "deal QS 3H", "power-failure => withdraw-option")
		s = outs[len(outs)-1]
		want := &Option{Reason: ReasonPowerFailure, Clause: "mbs-tiger-v2:5.17.1", Pending: []string{"a"}, AllOrNothing: true, Then: StateDealing}
		if s.Established == nil || *s.Established || s.Witness != "" {
			t.Errorf("step = established %v, witness %q; want false", s.Established, s.Witness)
		}
		if d := cmp.Diff(want, s.Option); d != "" {
			t.Errorf("option (-want +got):\n%s", d)
		}
	})
	t.Run("Tiger v2 5.17.1: choices: only pending players, once each", func(t *testing.T) {
		tblRun(t, tblCfg("mbs-tiger-v2"), "open", "place a 1 tie 5", "place b 1 tie 5", "close", "power-failure => withdraw-option",
			"choose c all => !no-option", "choose a play", "choose a all => !no-option", "choose b play @betting-closed", "choose b play => !no-option")
	})
}

// TestTableSimultaneousDraw covers NCB and 6 Star 5.3, Tiger 5.8 (v2 and
// NCB v5) and Electronic 5.8.
func TestTableSimultaneousDraw(t *testing.T) {
	bets := []string{"open", "place a 1 banker 1000", "place a 1 tie 100", "place b 2 player 500"}
	with := func(lines ...string) []string { return append(append([]string(nil), bets...), lines...) }
	tests := []struct {
		name   string
		game   GameID
		script []string
		want   []string
	}{
		{"Tiger v2 5.8 5.8.1: order known: players may withdraw, then the cards are reconstructed and play continues", "mbs-tiger-v2",
			with("close", "deal QS", "sim known => withdraw-option @awaiting-choices", "withdraw a 1 tie => withdrawn", "choose a play", "choose b all => withdrawn @dealing", "deal 3H QD 4C 5S", "settle"),
			[]string{"a@1 banker 1000: win win 950 returned 1000", "a@1 tie 100: withdrawn win 0 returned 100 (simultaneous-draw)", "b@2 player 500: withdrawn win 0 returned 500 (simultaneous-draw)"}},
		{"Tiger v2 5.8.2.1: order unknown during the initial deal: void", "mbs-tiger-v2",
			with("close", "deal QS 3H QD", "sim unknown => round-void @void", "settle"),
			[]string{"a@1 banker 1000: void win 0 returned 1000", "a@1 tie 100: void win 0 returned 100", "b@2 player 500: void win 0 returned 500"}},
		{"Tiger NCB v5 5.8.2.1: order unknown for the first cards: void", "mbs-tiger-ncb-v5",
			with("close", "sim unknown => round-void @void", "settle"),
			[]string{"a@1 banker 1000: void win 0 returned 1000", "a@1 tie 100: void win 0 returned 100", "b@2 player 500: void win 0 returned 500"}},
		{"Tiger v2 5.8.2.2: order unknown after the initial deal: all wagers or none, then play on", "mbs-tiger-v2",
			with("close", "deal QS 3H QD 4C", "sim unknown => withdraw-option", "withdraw b 2 player => !withdraw-all-only", "choose b all => withdrawn", "choose a play @dealing", "deal 5S", "settle"),
			[]string{"a@1 banker 1000: win win 950 returned 1000", "a@1 tie 100: lose win 0 returned 0", "b@2 player 500: withdrawn win 0 returned 500 (simultaneous-draw)"}},
		{"Tiger v2 5.8.2.2 3.14: withdrawing all the remaining wagers leaves the Tiger Pair the first four cards lost: it is collected", "mbs-tiger-v2",
			with("place a 1 tiger-pair 100", "close", "deal 5H 6S KD QC", "sim unknown => withdraw-option", "choose a all => withdrawn", "choose b play @dealing", "deal 6D TS", "settle"),
			[]string{"a@1 banker 1000: withdrawn win 0 returned 1000 (simultaneous-draw)", "a@1 tie 100: withdrawn win 0 returned 100 (simultaneous-draw)", "b@2 player 500: lose win 0 returned 0", "a@1 tiger-pair 100: lose win 0 returned 0"}},
		{"Tiger NCB v5 5.8.1 3.13: a single withdrawal of the Tiger Pair the first four cards decided is refused; it is paid", "mbs-tiger-ncb-v5",
			with("place a 1 tiger-pair 100", "close", "deal 5H 6S 5D QC", "sim known => withdraw-option", "withdraw a 1 tiger-pair => !wager-decided @awaiting-choices", "withdraw a 1 tie => withdrawn", "choose a play", "choose b play @dealing", "deal 6D TS", "settle"),
			[]string{"a@1 banker 1000: push win 0 returned 1000", "a@1 tie 100: withdrawn win 0 returned 100 (simultaneous-draw)", "b@2 player 500: push win 0 returned 500", "a@1 tiger-pair 100: win win 400 returned 100"}},
		{"Tiger v2 5.8.2.2: a player whose only wager is decided is not asked; with nobody to ask the cards are put in order", "mbs-tiger-v2",
			[]string{"open", "place c 3 tiger-pair 100", "close", "deal 5H 6S KD QC", "sim unknown => reconstructed @dealing", "choose c all => !no-option", "deal 6D TS", "settle"},
			[]string{"c@3 tiger-pair 100: lose win 0 returned 0"}},
		{"NCB 5.3: order unknown during the initial deal: void", "mbs-ncb-v6",
			with("close", "deal QS", "sim unknown => round-void", "settle"),
			[]string{"a@1 banker 1000: void win 0 returned 1000", "a@1 tie 100: void win 0 returned 100", "b@2 player 500: void win 0 returned 500"}},
		{"6 Star 5.3: order known: reconstructed, no option, play continues", "mbs-6star-ncb-2017",
			with("close", "deal 3Fi", "sim known => reconstructed @dealing", "deal 9Wa 4Go TEa", "settle"),
			[]string{"a@1 banker 1000: win win 1000 returned 1000", "a@1 tie 100: lose win 0 returned 0", "b@2 player 500: lose win 0 returned 0"}},
		{"Electronic 5.8: order known: reconstructed, play continues", "mbs-etg-v4-ncb",
			with("close", "deal QS 3H QD 4C", "sim known => reconstructed", "deal 5S", "settle"),
			[]string{"a@1 banker 1000: win win 1000 returned 1000", "a@1 tie 100: lose win 0 returned 0", "b@2 player 500: lose win 0 returned 0"}},
		{"Electronic 5.8.1: order unknown, even after the initial deal: void", "mbs-etg-v4-ncb",
			with("close", "deal QS 3H QD 4C", "sim unknown => round-void", "settle"),
			[]string{"a@1 banker 1000: void win 0 returned 1000", "a@1 tie 100: void win 0 returned 100", "b@2 player 500: void win 0 returned 500"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb, _ := tblRun(t, tblCfg(tc.game), tc.script...)
			rec := tblLastRound(t, tb)
			if d := cmp.Diff(tc.want, tblSettled(rec)); d != "" {
				t.Errorf("settlements (-want +got):\n%s", d)
			}
			if strings.Contains(strings.Join(tc.script, ";"), "round-void") && rec.Coup.Void != SimultaneousDraw {
				t.Errorf("void reason %q; want %q", rec.Coup.Void, SimultaneousDraw)
			}
		})
	}
	t.Run("Tiger v2 5.8.2.2: the option is offered to the players with a remaining wager only", func(t *testing.T) {
		_, outs := tblRun(t, tblCfg("mbs-tiger-v2"), "open", "place c 3 tiger-pair 100", "place a 1 player 1000", "close", "deal 5H 6S KD QC", "sim unknown => withdraw-option", "withdraw c 3 tiger-pair => !withdraw-all-only", "choose c all => !no-option")
		if o := outs[len(outs)-3].Option; o == nil || !cmp.Equal(o.Pending, []string{"a"}) {
			t.Errorf("option %+v; want it pending for a only", o)
		}
	})
	t.Run("NCB 5.3: order unknown after the initial deal: no rule", func(t *testing.T) {
		tblRun(t, tblCfg("mbs-ncb-v6"), with("close", "deal QS 3H QD 4C", "sim unknown => !no-rule @dealing")...)
	})
}

// TestTableDeviceReset covers Tiger v2 / Tiger NCB v5 5.9.
func TestTableDeviceReset(t *testing.T) {
	t.Run("Tiger v2 5.9: a reset after the close: option to withdraw, then betting reopens before a new close", func(t *testing.T) {
		tb, _ := tblRun(t, tblCfg("mbs-tiger-v2"),
			"open", "place a 1 banker 1000", "place b 2 player 500", "close", "deal QS 3H",
			"reset => withdraw-option @awaiting-choices", "choose b all => withdrawn", "choose a play => betting-reopened @betting-open",
			"place c 3 tie 100", "increase a 1 banker 1000", "place b 2 player 200", "close",
			"deal "+bankerWins9to7, "settle")
		want := []string{"a@1 banker 2000: win win 1900 returned 2000", "c@3 tie 100: lose win 0 returned 0", "b@2 player 200: lose win 0 returned 0"}
		if d := cmp.Diff(want, tblSettled(tblLastRound(t, tb))); d != "" {
			t.Errorf("settlements (-want +got):\n%s", d)
		}
		rec := tblLastRound(t, tb)
		if got := FormatCards(rec.Coup.Player.Slice()); got != "3S 4D" {
			t.Errorf("the Player hand is %q: the cards dealt before the reset must be no part of the round", got)
		}
	})
	t.Run("Tiger NCB v5 5.9: a single wager may be withdrawn on the option", func(t *testing.T) {
		tb, _ := tblRun(t, tblCfg("mbs-tiger-ncb-v5"),
			"open", "place a 1 banker 1000", "place a 1 tie 100", "close", "reset => withdraw-option", "withdraw a 1 tie => withdrawn", "choose a play => betting-reopened",
			"close", "deal "+tie7, "settle")
		if d := cmp.Diff([]string{"a@1 banker 1000: push win 0 returned 1000"}, tblSettled(tblLastRound(t, tb))); d != "" {
			t.Errorf("settlements (-want +got):\n%s", d)
		}
	})
	t.Run("Tiger v2 5.9: before the close there is nothing to reset", func(t *testing.T) {
		tblRun(t, tblCfg("mbs-tiger-v2"), "open", "reset => !bets-not-closed")
	})
	for _, game := range []GameID{"mbs-ncb-v6", "mbs-etg-v4-tiger"} {
		t.Run(fmt.Sprintf("%s: no device reset clause: no-rule", game), func(t *testing.T) {
			tblRun(t, tblCfg(game), "open", "close", "reset => !no-rule")
		})
	}
}

// TestTableCutCard covers Tiger v2 3.22 and 3.22.1 (Tiger NCB v5 3.17 and
// 3.17.1), Electronic 3.10 and interpretation 12.
func TestTableCutCard(t *testing.T) {
	hlga := TableConfig{Game: "mbs-tiger-v2", Decks: 8, HLGA: true}
	t.Run("Tiger v2 3.22.1: in the HLGA, the cutting card first in a round: players may withdraw", func(t *testing.T) {
		tb, _ := tblRun(t, hlga, "open", "place a 1 banker 1000", "place b 2 player 500", "close",
			"deal CUT => withdraw-option @awaiting-choices", "withdraw b 2 player => withdrawn", "choose b play", "choose a play @dealing",
			"deal "+bankerWins9to7, "settle")
		rec := tblLastRound(t, tb)
		want := []string{"a@1 banker 1000: win win 950 returned 1000", "b@2 player 500: withdrawn win 0 returned 500 (cut-card)"}
		if d := cmp.Diff(want, tblSettled(rec)); d != "" {
			t.Errorf("settlements (-want +got):\n%s", d)
		}
		if !rec.LastOfShoe || rec.Coup.CutCard != true {
			t.Errorf("LastOfShoe %v, Coup.CutCard %v; want both true (interpretation 12)", rec.LastOfShoe, rec.Coup.CutCard)
		}
	})
	t.Run("Tiger NCB v5 3.17.1: in the HLGA, a cutting card later in the round gives no option", func(t *testing.T) {
		tblRun(t, TableConfig{Game: "mbs-tiger-ncb-v5", Decks: 8, HLGA: true}, "open", "place a 1 banker 10", "close", "deal QS", "deal CUT => cut-card @dealing", "deal 3H QD 4C 5S @complete", "settle")
	})
	t.Run("Tiger v2 3.22: outside the HLGA the cutting card first is removed and play goes on", func(t *testing.T) {
		tblRun(t, tblCfg("mbs-tiger-v2"), "open", "place a 1 banker 10", "close", "deal CUT => cut-card @dealing", "deal "+bankerWins9to7+" @complete", "settle")
	})
	t.Run("Electronic 3.10 interpretation 12: the cutting card is removed and the round completed", func(t *testing.T) {
		tb, _ := tblRun(t, tblCfg("mbs-etg-v4-ncb"), "open", "place t 1 player 10", "close", "deal 9S 3H CUT => cut-card", "deal KD 4C @complete", "settle")
		if rec := tblLastRound(t, tb); !rec.LastOfShoe || rec.Coup.Winner() != PlayerWin {
			t.Errorf("LastOfShoe %v, winner %v; want true, player", rec.LastOfShoe, rec.Coup.Winner())
		}
	})
	t.Run("interpretation 12: a second cutting card in a round is refused", func(t *testing.T) {
		tblRun(t, tblCfg("mbs-ncb-v6"), "open", "close", "deal CUT => cut-card", "deal CUT => !invalid-card")
	})
}

// TestTableVoidCards covers rule 5.1 through the table: a foreign or extra
// card voids the round and every stake is returned; the next round opens.
func TestTableVoidCards(t *testing.T) {
	tests := []struct {
		name  string
		cfg   TableConfig
		cards string
		want  VoidReason
	}{
		{"NCB 5.1: a 6 Star card in a standard game", tblCfg("mbs-ncb-v6"), "QS 3Fi", ForeignCard},
		{"6 Star 5.1: a standard card in a 6 Star game", tblCfg("mbs-6star-ncb-2017"), "3Fi QS", ForeignCard},
		{"Tiger v2 5.1: a fifth Queen of Spades in a 4-deck shoe", TableConfig{Game: "mbs-tiger-v2", Decks: 4}, "QS QS QS QS QS", ExtraCard},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb, _ := tblRun(t, tc.cfg, "open", "place a 1 player 100", "close", "deal "+tc.cards+" => round-void @void", "settle", "open @betting-open")
			rec := tblLastRound(t, tb)
			if d := cmp.Diff([]string{"a@1 player 100: void win 0 returned 100"}, tblSettled(rec)); rec.Coup.Void != tc.want || d != "" {
				t.Errorf("void %q, want %q; settlements (-want +got):\n%s", rec.Coup.Void, tc.want, d)
			}
		})
	}
	t.Run("Tiger v2 5.1: four Queens of Spades in a 4-deck shoe are no extra card", func(t *testing.T) {
		tblRun(t, TableConfig{Game: "mbs-tiger-v2", Decks: 4}, "open", "close", "deal QS QS QS QS @dealing")
	})
}

// TestTablePowerFailureCardByCard: a power failure after each card of one
// Tiger v2 round, QS 3H QD 4C 5S (Player pair of Queens 0 draws 5; Banker
// 3+4 = 7 stands), reads interpretation 11 at every point: nothing decided
// after 0 to 2 cards; the Tiger Pair won after 3; the Tiger lost after 4
// (Banker's two-card 7 stands); every wager decided after 5.
func TestTablePowerFailureCardByCard(t *testing.T) {
	cards := strings.Fields(bankerWins7to5)
	want := []string{
		"withdraw-option false ", "withdraw-option false ", "withdraw-option false ",
		"play-continues true tiger-pair", "play-continues true tiger",
	}
	for k := range want {
		name := fmt.Sprintf("Tiger v2 5.17.1 5.17.2 interpretation 11: power failure after %d cards", k)
		t.Run(name, func(t *testing.T) {
			script := []string{"open", "place a 1 banker 100", "close"}
			if k > 0 {
				script = append(script, "deal "+strings.Join(cards[:k], " "))
			}
			_, outs := tblRun(t, tblCfg("mbs-tiger-v2"), append(script, "power-failure => "+strings.Fields(want[k])[0])...)
			s := outs[len(outs)-1]
			if got := fmt.Sprintf("%s %v %s", s.Notice, *s.Established, s.Witness); got != want[k] {
				t.Errorf("got %q; want %q", got, want[k])
			}
		})
	}
	t.Run("Tiger v2 5.17: once the round is complete there is no power failure to answer", func(t *testing.T) {
		tblRun(t, tblCfg("mbs-tiger-v2"), "open", "close", "deal "+bankerWins7to5, "power-failure => !round-complete")
	})
}

// BenchmarkTableRound plays one Tiger v2 round through the table: three
// wagers, five cards (each dealt again from the start), settlement.
// BenchmarkOutcomeEstablishedBaseline is one deal and settlement: the
// table's cost over it is the lifecycle's.
func BenchmarkTableRound(b *testing.B) {
	cards := mustCards(b, bankerWins7to5)
	events := []TableEvent{{Type: EventOpen},
		{Type: EventPlace, Player: "a", Position: 1, Wager: WagerBanker, Amount: 1000},
		{Type: EventPlace, Player: "b", Position: 1, Wager: WagerBanker, Amount: 500},
		{Type: EventPlace, Player: "a", Position: 1, Wager: WagerTigerPair, Amount: 100},
		{Type: EventClose}}
	for _, c := range cards {
		events = append(events, TableEvent{Type: EventDeal, Card: c})
	}
	events = append(events, TableEvent{Type: EventSettle})
	tb, err := NewTable(TableConfig{Game: "mbs-tiger-v2", Decks: 8})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		for _, ev := range events {
			if _, err := tb.Apply(ev); err != nil {
				b.Fatal(err)
			}
		}
	}
}
