package reference

import (
	"errors"
	"slices"
	"testing"
)

// evRun applies events to a new table and returns the outcome of each.
func evRun(t *testing.T, cfg TableConfig, evs ...TableEvent) (*Table, []tblOutcome) {
	t.Helper()
	tb, err := NewTable(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var out []tblOutcome
	for _, ev := range evs {
		s, err := tb.Apply(ev)
		var te *TableError
		if err != nil && !errors.As(err, &te) {
			t.Fatalf("%+v: %v", ev, err)
		}
		out = append(out, tblOutcome{s, te})
	}
	return tb, out
}

func deals(t *testing.T, cards string) []TableEvent {
	t.Helper()
	var out []TableEvent
	for _, c := range mustCards(t, cards) {
		out = append(out, TableEvent{Type: EventDeal, Card: c})
	}
	return out
}

func evs1(evs ...TableEvent) []TableEvent { return evs }

// TestTableHandlerAbsent: Tiger 5.10. The Player passed the Player cards
// is absent: the Dealer exposes them (not a refusal: they are not passed
// on to B), play continues, and nobody holds them afterwards.
func TestTableHandlerAbsent(t *testing.T) {
	for _, game := range []GameID{"mbs-tiger-v2", "mbs-tiger-ncb-v5"} {
		cfg := TableConfig{Game: game, Decks: 8, Method: MethodA}
		evs := slices.Concat(evs1(TableEvent{Type: EventOpen},
			TableEvent{Type: EventPlace, Player: "a", Position: 1, Wager: "player", Amount: 900},
			TableEvent{Type: EventPlace, Player: "b", Position: 2, Wager: "player", Amount: 500},
			TableEvent{Type: EventClose}), deals(t, "5H 6S KD QC"),
			evs1(TableEvent{Type: EventHandlerAbsent, Player: "b", Wager: "player"}, // not the holder
				TableEvent{Type: EventPassCards, Wager: "player"},
				TableEvent{Type: EventHandlerAbsent, Player: "a", Wager: "player"},
				TableEvent{Type: EventRefuseCards, Player: "a", Wager: "player"},
				TableEvent{Type: EventRefuseCards, Player: "b", Wager: "player"},
				TableEvent{Type: EventPassCards, Wager: "player"},
				TableEvent{Type: EventHandlerAbsent, Player: "a", Wager: "player"}),
			deals(t, "6D TS"), evs1(TableEvent{Type: EventSettle}))
		tb, outs := evRun(t, cfg, evs...)
		code := func(i int) string {
			if outs[i].Err != nil {
				return "!" + outs[i].Err.Code
			}
			return outs[i].Notice
		}
		want := map[int]string{8: "!" + CodeNotReceiver, 9: NoticeCardsPassed, 10: NoticeDealerExposes,
			11: "!" + CodeNotReceiver, 12: "!" + CodeNotReceiver, 13: "!" + CodeCardsAlreadyPassed, 14: "!" + CodeNotReceiver, 17: ""}
		for i, w := range want {
			if code(i) != w {
				t.Errorf("%s: event %d (%s): %q; want %q", game, i+1, evs[i].Type, code(i), w)
			}
		}
		if s := outs[10]; s.Clause != string(game)+":5.10" || s.State != StateDealing || s.Receiver != "" {
			t.Errorf("%s: the absent handler's step: clause %q, state %s, receiver %q; want %s:5.10, dealing, none", game, s.Clause, s.State, s.Receiver, game)
		}
		if r := tblLastRound(t, tb); r.Coup.Winner() != BankerWin {
			t.Errorf("%s: play continues to the Table of Play's end: winner %v; want banker", game, r.Coup.Winner())
		}
	}
	// Method B: no player handles the cards; no method: the event has none
	for _, tc := range []struct {
		method, code, clause string
	}{{MethodB, CodeWrongMethod, "mbs-tiger-v2:3.11.2"}, {"", CodeWrongMethod, "mbs-tiger-v2:3.9"}} {
		_, outs := evRun(t, TableConfig{Game: "mbs-tiger-v2", Decks: 8, Method: tc.method},
			slices.Concat(evs1(TableEvent{Type: EventOpen}, TableEvent{Type: EventPlace, Player: "a", Position: 1, Wager: "player", Amount: 900}, TableEvent{Type: EventClose}),
				deals(t, "5H 6S"), evs1(TableEvent{Type: EventHandlerAbsent, Player: "a", Wager: "player"}))...)
		if e := outs[len(outs)-1].Err; e == nil || e.Code != tc.code || e.Clause != tc.clause {
			t.Errorf("method %q: %+v; want %s %s", tc.method, e, tc.code, tc.clause)
		}
	}
	_, outs := evRun(t, tblCfg("mbs-ncb-v6"), TableEvent{Type: EventOpen}, TableEvent{Type: EventClose}, TableEvent{Type: EventHandlerAbsent, Player: "a", Wager: "player"})
	if e := outs[2].Err; e == nil || e.Code != CodeNoRule {
		t.Errorf("No Commission v6 has no card handling: %+v; want no-rule", e)
	}
}

// TestTablePitManagerRemoval: Tiger 5.18.3. The Pit Manager removes a
// wager only after the players were asked (a close refused for the
// differential), only from the side with the higher total, and only while
// the differential is exceeded; the removed wager leaves the round.
func TestTablePitManagerRemoval(t *testing.T) {
	cfg := TableConfig{Game: "mbs-tiger-v2", Decks: 8, Differential: 10000}
	rm := func(p string, pos int, w WagerID) TableEvent {
		return TableEvent{Type: EventRemoveWager, Player: p, Position: pos, Wager: w}
	}
	tb, outs := evRun(t, cfg, slices.Concat(evs1(TableEvent{Type: EventOpen},
		TableEvent{Type: EventPlace, Player: "A", Position: 1, Wager: "banker", Amount: 20000},
		TableEvent{Type: EventPlace, Player: "C", Position: 3, Wager: "banker", Amount: 10000},
		TableEvent{Type: EventPlace, Player: "B", Position: 2, Wager: "player", Amount: 15000},
		TableEvent{Type: EventPlace, Player: "D", Position: 4, Wager: "banker", Amount: 1000},
		rm("C", 3, "banker"),          // 6: before the players were asked
		TableEvent{Type: EventClose},  // 7: refused
		rm("B", 2, "player"),          // 8: the lower side
		rm("X", 3, "banker"),          // 9: no such wager
		rm("C", 3, "banker"),          // 10: removed
		rm("D", 4, "banker"),          // 11: the totals now meet the differential (21,000 against 15,000)
		TableEvent{Type: EventClose}), // 12
		deals(t, "KH 6S QD KC AC"), evs1(TableEvent{Type: EventSettle}))...)
	want := map[int]string{5: "!" + CodeRemovalNotNeeded, 6: "!" + CodeDifferentialExceeded, 7: "!" + CodeNotDecreaseSide,
		8: "!" + CodeNoSuchWager, 9: NoticeWagerRemoved, 10: "!" + CodeRemovalNotNeeded, 11: ""}
	for i, w := range want {
		got := outs[i].Notice
		if outs[i].Err != nil {
			got = "!" + outs[i].Err.Code
		}
		if got != w {
			t.Errorf("event %d: %q; want %q", i+1, got, w)
		}
	}
	if outs[9].Clause != "mbs-tiger-v2:5.18.3" || outs[5].Err == nil || outs[5].Err.Clause != "mbs-tiger-v2:5.18.3" {
		t.Errorf("the removal and its refusal cite %q and %q; want 5.18.3", outs[9].Clause, outs[5].Err)
	}
	for _, s := range tblLastRound(t, tb).Settlements {
		if s.Player == "C" {
			t.Errorf("the removed wager is settled: %+v", s)
		}
	}
	// a new betting window (after a device reset) asks the players afresh
	_, outs = evRun(t, cfg, slices.Concat(evs1(TableEvent{Type: EventOpen},
		TableEvent{Type: EventPlace, Player: "A", Position: 1, Wager: "banker", Amount: 20000},
		TableEvent{Type: EventClose}, TableEvent{Type: EventWithdraw, Player: "A", Position: 1, Wager: "banker", Amount: 15000},
		TableEvent{Type: EventClose}), deals(t, "5H"), evs1(TableEvent{Type: EventDeviceReset}, TableEvent{Type: EventChoose, Player: "A"},
		TableEvent{Type: EventIncrease, Player: "A", Position: 1, Wager: "banker", Amount: 15000}, rm("A", 1, "banker")))...)
	if e := outs[len(outs)-1].Err; e == nil || e.Code != CodeRemovalNotNeeded {
		t.Errorf("a removal in the reopened window before any refused close: %+v; want removal-not-needed", e)
	}
	_, outs = evRun(t, tblCfg("mbs-ncb-v6"), TableEvent{Type: EventOpen}, rm("A", 1, "banker"))
	if e := outs[1].Err; e == nil || e.Code != CodeNoRule {
		t.Errorf("No Commission v6 has no table differential: %+v; want no-rule", e)
	}
}

// TestTableSetAsideDrawnOrder: Tiger 5.11.1. After a player leaves with
// cards, the two cards set aside are dealt in drawn order, and here the
// order decides the winner: 4D then 9C gives the Player 9 against 2;
// 9C then 4D gives the Banker 7 against 4.
func TestTableSetAsideDrawnOrder(t *testing.T) {
	for _, tc := range []struct {
		after  string
		winner Winner
	}{{"4D 9C", PlayerWin}, {"9C 4D", BankerWin}} {
		tb, outs := evRun(t, tblCfg("mbs-tiger-v2"), slices.Concat(evs1(TableEvent{Type: EventOpen},
			TableEvent{Type: EventPlace, Player: "a", Position: 1, Wager: "player", Amount: 100}, TableEvent{Type: EventClose}),
			deals(t, "5H 3S KD KC"), evs1(TableEvent{Type: EventIrregularity, Kind: IrregularityPlayerLeftWithCards}),
			deals(t, tc.after), evs1(TableEvent{Type: EventSettle}))...)
		for i, o := range outs {
			if o.Err != nil {
				t.Fatalf("%s: event %d refused: %v", tc.after, i+1, o.Err)
			}
		}
		rec := tblLastRound(t, tb)
		if w := rec.Coup.Winner(); w != tc.winner {
			t.Errorf("set aside in order %s: winner %v; want %v", tc.after, w, tc.winner)
		}
	}
}
