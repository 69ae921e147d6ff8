package judge

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/reference"
)

// parseTableEvents parses "open; place a 1 banker 1500; deal 7C 5H; ..." into
// table events: place, withdraw, increase or remove-wager PLAYER POSITION WAGER
// AMOUNT, deal CARDS..., pass-cards HAND, refuse-cards or handler-absent
// PLAYER HAND,
// choose PLAYER play-on|withdraw-all, terminal-failure POSITION,
// take-device or relinquish-device PLAYER,
// irregularity KIND, and events without arguments.
func parseTableEvents(t testing.TB, s string) []adapter.TableEvent {
	t.Helper()
	var out []adapter.TableEvent
	for _, part := range strings.Split(s, ";") {
		f := strings.Fields(part)
		ev := adapter.TableEvent{Type: f[0]}
		switch f[0] {
		case adapter.TablePlace, adapter.TableWithdraw, adapter.TableIncrease, adapter.TableRemoveWager:
			ev.Player, ev.Wager = f[1], f[3]
			ev.Position, ev.Amount = atoi(t, f[2]), int64(atoi(t, f[4]))
		case adapter.TablePassCards:
			ev.Wager = f[1]
		case adapter.TableRefuseCards, adapter.TableHandlerAbsent:
			ev.Player, ev.Wager = f[1], f[2]
		case adapter.TableDeal:
			for _, c := range f[1:] {
				out = append(out, adapter.TableEvent{Type: adapter.TableDeal, Card: c})
			}
			continue
		case adapter.TableChoose:
			ev.Player, ev.WithdrawAll = f[1], f[2] == "withdraw-all"
		case adapter.TableTerminalFailure:
			ev.Position = atoi(t, f[1])
		case adapter.TableTakeDevice, adapter.TableRelinquishDevice:
			ev.Player = f[1]
		case adapter.TableIrregularity:
			ev.Kind = f[1]
		default:
			if len(f) > 1 {
				// an event whose arguments this parser would drop
				t.Fatalf("parseTableEvents: %q takes no arguments here", part)
			}
		}
		out = append(out, ev)
	}
	return out
}

func atoi(t testing.TB, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// tableAsked is the request of events on game (8 decks, cfg) and the
// reference's answer to it.
func tableAsked(t testing.TB, game string, cfg adapter.TableConfig, events string) (*reference.Game, adapter.TableRequest, *adapter.TableResult) {
	t.Helper()
	g, err := reference.LookupGame(reference.GameID(game))
	if err != nil {
		t.Fatal(err)
	}
	req := adapter.TableRequest{Game: game, Decks: 8, Config: cfg, Events: parseTableEvents(t, events)}
	want, ok := replayReference(g, req)
	if !ok {
		t.Fatal("the reference does not run the request")
	}
	return g, req, want
}

// independentTable is the independent engine with defects, and its answer
// to req.
func independentTable(t testing.TB, req adapter.TableRequest, defects ...string) (*independent.Engine, *adapter.TableResult) {
	t.Helper()
	eng, err := independent.New(defects...)
	if err != nil {
		t.Fatal(err)
	}
	got, err := eng.Table(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	return eng, &got
}

// blamedAll is the clauses BlameTableAll blames, stage by stage, in the
// answer of the independent engine with defects.
func blamedAll(t *testing.T, req adapter.TableRequest, want *adapter.TableResult, defects ...string) [][]string {
	t.Helper()
	_, got := independentTable(t, req, defects...)
	var blamed [][]string
	for _, b := range BlameTableAll(req, want, got) {
		blamed = append(blamed, b.Clauses)
	}
	return blamed
}

// TestTableBlameFirstDivergence: a table sequence answered by an engine
// with a planted table defect is blamed on the defect's clause alone: the
// rule that decided a refused step (the differential, not the close; the
// Pit Manager's removal when the players' changes were not enough), the
// reset whose cards the engine kept (not the deal that completes early, nor
// the hands), the terminal failure whose wagers the engine dropped (not
// the betting window), the wrong card count the engine refused after the
// last card (not its refusal's reason), the partial withdrawal the engine
// took whole (not the close, late withdrawal or settlement that show it).
func TestTableBlameFirstDivergence(t *testing.T) {
	cases := []struct {
		defect, game string
		cfg          adapter.TableConfig
		events       string
		want         []string
	}{
		{"table-differential-inclusive", "mbs-tiger-v2", adapter.TableConfig{Differential: 1000},
			"open; place a 1 banker 1500; place b 2 player 500; close", []string{"mbs-tiger-v2:5.18.1"}},
		{"table-differential-counts-removed-wagers", "mbs-tiger-ncb-v5", adapter.TableConfig{Differential: 1000},
			"open; place a 1 banker 2500; place b 2 player 500; close; withdraw a 1 banker 1000; close", []string{"mbs-tiger-ncb-v5:5.18.1"}},
		{"table-differential-counts-removed-wagers", "mbs-tiger-v2", adapter.TableConfig{Differential: 10000},
			"open; place a 1 banker 20000; place c 3 banker 10000; place b 2 player 15000; close; close; withdraw c 3 banker 0; close",
			[]string{"mbs-tiger-v2:5.18.3"}},
		// the Pit Manager's own removal, and the close that counts the
		// removed wager still
		{"table-differential-counts-removed-wagers", "mbs-tiger-ncb-v5", adapter.TableConfig{Differential: 10000},
			"open; place a 1 banker 20000; place c 3 banker 10000; place b 2 player 15000; close; remove-wager c 3 banker 0; close",
			[]string{"mbs-tiger-ncb-v5:5.18.3"}},
		{"table-pit-manager-removal-as-withdrawal", "mbs-tiger-v2", adapter.TableConfig{Differential: 10000},
			"open; place a 1 banker 20000; place b 2 player 15000; remove-wager a 1 banker 0", []string{"mbs-tiger-v2:5.18.3"}},
		{"table-absent-handler-as-refusal", "mbs-tiger-ncb-v5", adapter.TableConfig{Method: "A"},
			"open; place a 1 player 900; place b 2 player 500; close; deal 5H 6S KD QC; pass-cards player; handler-absent a player", []string{"mbs-tiger-ncb-v5:5.10"}},
		// the two cards set aside dealt the other way round: the hands
		// differ only in them, and so does the winner
		{"table-set-aside-cards-swapped", "mbs-tiger-v2", adapter.TableConfig{},
			"open; place a 1 player 1000; close; deal 5H 3S KD KC; irregularity player-left-with-cards; deal 4D 9C; settle", []string{"mbs-tiger-v2:5.11.1"}},
		{"table-set-aside-cards-swapped", "mbs-tiger-ncb-v5", adapter.TableConfig{},
			"open; place a 1 player 1000; close; deal 5H 3S KD KC; irregularity player-left-with-cards; deal 9C 4D; settle", []string{"mbs-tiger-ncb-v5:5.11.1"}},
		{"table-device-reset-keeps-cards", "mbs-tiger-v2", adapter.TableConfig{},
			"open; place a 1 banker 1000; place b 2 player 500; close; deal 7C; device-reset; choose a play-on; choose b play-on; close; deal 5H 6S KD QC 6D 4C; settle",
			[]string{"mbs-tiger-v2:5.9"}},
		{"table-terminal-failure-drops-wagers", "mbs-etg-v4-ncb", adapter.TableConfig{},
			"open; place a 1 banker 1000; place b 2 player 500; terminal-failure 1; close; deal 5H 6S KD QC 6D TS; settle", []string{"mbs-etg-v4:5.10.2"}},
		// the engine dropped the wager, so a later withdrawal of it finds
		// no wager where the rules find one too small for the amount:
		// the terminal failure's rule, not the betting window's
		{"table-terminal-failure-drops-wagers", "mbs-etg-v4-super-6-ncb", adapter.TableConfig{},
			"open; place ann 2 tie 3; terminal-failure 2; withdraw ann 2 tie 20; close", []string{"mbs-etg-v4:5.10.2"}},
		// the holder's under-minimum Banker wager lost: the rules end their
		// control of the device; the engine returned the wager and kept
		// control, a consequence of the minimum's rule
		{"table-under-minimum-used-by-push", "mbs-tiger-v2", adapter.TableConfig{Limits: adapter.TableLimits{Min: 100, Max: 10000}, HLGA: true, Method: "C"},
			"take-device ann; open; place ann 2 player 50; close; deal 9H 9S KD QC; settle; open; place ann 2 banker 99; close; deal 5D JH 2C KS 3C; settle", []string{"mbs-tiger-v2:5.14"}},
		{"table-card-count-after-complete-refused", "mbs-ncb-v6", adapter.TableConfig{},
			"open; place a 1 player 500; close; deal 9S 5H KD 2C; irregularity incorrect-card-count; settle", []string{"mbs-ncb-v6:5.2"}},
		// a partial withdrawal answered right but taken whole: the close
		// the engine accepts without the wager (5.18.1), the late
		// withdrawal that finds none (5.7), the settlement that lacks it
		// are the withdrawal's consequences, blamed on the betting window
		// once a settled round shows the wager gone (without one, a
		// defect of the close's or the late withdrawal's own rule answers
		// the same: TestMisreadingUntold)
		{"table-partial-withdrawal-takes-all", "mbs-tiger-v2", adapter.TableConfig{Differential: 1000},
			"open; place a 1 banker 3000; withdraw a 1 banker 500; close; deal 9H 5S KD 2C; settle", []string{"mbs-tiger-v2:3.1", "mbs-tiger-v2:3.2"}},
		{"table-partial-withdrawal-takes-all", "mbs-ncb-v6", adapter.TableConfig{},
			"open; place a 1 player 1000; withdraw a 1 player 400; close; withdraw a 1 player 0; deal 9H 5S KD 2C; settle", []string{"mbs-ncb-v6:3.1", "mbs-ncb-v6:3.2"}},
		{"table-partial-withdrawal-takes-all", "mbs-etg-v4-ncb", adapter.TableConfig{},
			"open; place a 1 player 1000; place b 2 banker 500; withdraw a 1 player 400; withdraw b 2 banker 100; close; deal 9H 5S KD 2C; settle",
			[]string{"mbs-etg-v4:3.1", "mbs-etg-v4:3.2"}},
		// the engine dropped the decreased wager at its terminal's
		// failure: a partial withdrawal taken whole explains the
		// settlement as well, so no clause is named
		{"table-terminal-failure-drops-wagers", "mbs-etg-v4-ncb", adapter.TableConfig{},
			"open; place a 1 player 1000; withdraw a 1 player 400; terminal-failure 1; close; deal 9H 5S KD 2C; settle", nil},
		// a withdrawal read right, and a close the engine decides by its
		// own mistake: the earlier step does not explain it, the close's
		// rule is blamed
		{"table-differential-inclusive", "mbs-tiger-v2", adapter.TableConfig{Differential: 1000},
			"open; place a 1 banker 2000; withdraw a 1 banker 500; place b 2 player 500; close", []string{"mbs-tiger-v2:5.18.1"}},
	}
	for _, c := range cases {
		t.Run(c.defect, func(t *testing.T) {
			g, req, want := tableAsked(t, c.game, c.cfg, c.events)
			te, got := independentTable(t, req, c.defect)
			ask := func(r adapter.TableRequest) (*adapter.TableResult, bool) {
				res, err := te.Table(context.Background(), r)
				return &res, err == nil
			}
			v, differ := DiffTableAsk(g, &req, want, got, ask)
			if !differ {
				t.Fatalf("the engine's answer equals the reference's: the sequence does not show the defect")
			}
			if !slices.Equal(v.Clauses, c.want) {
				t.Errorf("blamed %v (%s), want %v", v.Clauses, v.Message, c.want)
			}
		})
	}
}

// TestTableBlameAllCombined: an engine with two table defects, judged stage
// by stage on its own path (BlameTableAll): the partial withdrawal taken
// whole is blamed on the betting window (3.1, 3.2), and the steps after
// the one that showed it are judged on the table it left, so that the
// Pit Manager's removal taken as a withdrawal fails its own rule (5.18.3),
// and neither the close nor the device reset that showed the first (5.18.1,
// 5.9), nor the "No more bets" rule the reference's refusal of the removal
// cites (5.4), is blamed.
func TestTableBlameAllCombined(t *testing.T) {
	defects := []string{"table-partial-withdrawal-takes-all", "table-pit-manager-removal-as-withdrawal"}
	cases := []struct {
		name, events string
		want         [][]string
	}{
		{"a removal after the close the misreading let through",
			"open; place a 1 banker 1500; place c 3 banker 1000; place b 2 player 500; close; withdraw a 1 banker 200; close; remove-wager c 3 banker 0; close; deal KH 6S QD KC AC; settle",
			[][]string{{"mbs-tiger-ncb-v5:3.1", "mbs-tiger-ncb-v5:3.2"}, {"mbs-tiger-ncb-v5:5.18.3"}}},
		{"a removal after a device reset the misreading emptied",
			"open; place a 1 banker 2500; place b 2 player 500; close; withdraw a 1 banker 1000; close; deal 5H; device-reset; choose a play-on; choose b play-on; increase a 1 banker 1000; remove-wager a 1 banker 0; close; remove-wager a 1 banker 0",
			// the reset touches every wager: an engine that lost the
			// wager there answers the same, so the misreading names no
			// clause (earlierMisstep), and the removal is still its own
			[][]string{nil, {"mbs-tiger-ncb-v5:5.18.3"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, req, want := tableAsked(t, "mbs-tiger-ncb-v5", adapter.TableConfig{Differential: 1000}, c.events)
			blamed := blamedAll(t, req, want, defects...)
			if diff := cmp.Diff(c.want, blamed); diff != "" {
				t.Errorf("blamed stage by stage (-want +got):\n%s", diff)
			}
		})
	}
}

// TestMisreadingUntold: a close the engine accepts where the rules find
// the differential exceeded is what an engine that took a partial
// withdrawal whole answers, and also one whose differential still counts
// a withdrawn wager. With nothing after it, neither rule is named (and the
// steps after it are not judged on either table); a settled round after it
// tells them apart, and each is blamed on its own rule.
func TestMisreadingUntold(t *testing.T) {
	const bets = "open; place bob 1 banker 18100; withdraw bob 1 banker 0; place bob 1 player 18000; place cy 3 player 2100; withdraw cy 3 player 30; close"
	cfg := adapter.TableConfig{Differential: 18000, Rounding: 5}
	for _, tc := range []struct {
		defect, events string
		want           [][]string
	}{
		{"table-partial-withdrawal-takes-all", bets, [][]string{nil}},
		{"table-differential-counts-removed-wagers", bets, [][]string{nil}},
		{"table-partial-withdrawal-takes-all", bets + "; deal 9H 5S KD 2C; settle", [][]string{{"mbs-tiger-v2:3.1", "mbs-tiger-v2:3.2"}}},
		{"table-differential-counts-removed-wagers", bets + "; deal 9H 5S KD 2C; settle", [][]string{{"mbs-tiger-v2:5.18.1"}}},
	} {
		_, req, want := tableAsked(t, "mbs-tiger-v2", cfg, tc.events)
		if d := cmp.Diff(tc.want, blamedAll(t, req, want, tc.defect)); d != "" {
			t.Errorf("%s on %q, blamed stage by stage (-want +got):\n%s", tc.defect, tc.events, d)
		}
	}
}

// TestPaidOnStake: an over-maximum wager paid at the odds on its whole
// stake is the limit's failure (5.15); a win the rounding explains on the
// part played as well (a unit as large as the excess) is the pay table's.
func TestPaidOnStake(t *testing.T) {
	for _, tc := range []struct {
		name         string
		stake, payed int64
		odds         string
		want, got    int64
		unit         int64
		paidOnStake  bool
	}{
		{"whole stake at 1/1", 8000, 5000, "1/1", 5000, 8000, 1, true},
		{"whole stake at 19/20, rounded down", 8000, 5000, "19/20", 4750, 7600, 1, true},
		{"rounded to the nearest unit (seed 1795839791021114967)", 5001, 5000, "19/20", 4000, 5000, 1000, false},
		{"another amount on the part played", 8000, 5000, "1/1", 5000, 4000, 1, false},
		{"the part played at the odds", 8000, 5000, "1/1", 5000, 5000, 1, false},
		{"no odds: scaled to the stake", 8000, 5000, "", 5000, 8000, 1, true},
	} {
		ws := adapter.TableSettlement{Wager: "banker", Stake: tc.stake, Played: tc.payed, Result: "win", Win: tc.want, Odds: tc.odds}
		gs := ws
		gs.Win = tc.got
		if got := paidOnStake(ws, gs, tc.unit); got != tc.paidOnStake {
			t.Errorf("%s: paidOnStake %v, want %v", tc.name, got, tc.paidOnStake)
		}
	}
}
