package reference

import "testing"

// methodTable runs events on a new Tiger v2 table of cfg's method and
// returns each step, a refusal as a step with its code in Notice
// prefixed "refused:".
func methodTable(t *testing.T, cfg TableConfig, evs ...TableEvent) []Step {
	t.Helper()
	cfg.Game, cfg.Decks = "mbs-tiger-v2", 8
	_, outs := evRun(t, cfg, evs...)
	out := make([]Step, len(outs))
	for i, o := range outs {
		out[i] = o.Step
		if o.Err != nil {
			out[i] = Step{Event: evs[i].Type, Notice: "refused:" + o.Err.Code, Clause: o.Err.Clause}
		}
	}
	return out
}

func place(player string, pos int, w WagerID, amt int64) TableEvent {
	return TableEvent{Type: EventPlace, Player: player, Position: pos, Wager: w, Amount: amt}
}

// TestCardsToThePlayersTotal: Method A passes a hand's cards to the Player
// with the highest amount wagered on it (3.10.2), counting a Player's
// wagers at several positions together (interpretation 33); under reading
// 33=single-stake the highest single wager takes them.
func TestCardsToThePlayersTotal(t *testing.T) {
	t.Parallel()
	c := mustCards(t, "5H 6S")
	evs := []TableEvent{{Type: EventOpen}, place("B", 3, "player", 800), place("A", 1, "player", 500), place("A", 2, "player", 500),
		{Type: EventClose}, {Type: EventDeal, Card: c[0]}, {Type: EventDeal, Card: c[1]},
		{Type: EventPassCards, Wager: "player"}, {Type: EventRefuseCards, Player: "A", Wager: "player"}}
	for _, tc := range []struct {
		readings      Readings
		first, second string
		clause        string
	}{
		{Readings{}, "A", "B", "mbs-tiger-v2:3.10.2"},
		{Readings{CardsToSingleStake: true}, "B", "A", "mbs-tiger-v2:3.10.2"},
	} {
		steps := methodTable(t, TableConfig{Method: MethodA, Readings: tc.readings}, evs...)
		pass := steps[7]
		if pass.Receiver != tc.first || pass.Clause != tc.clause {
			t.Errorf("readings %v: the cards go to %q under %s, want %q under %s", tc.readings.Names(), pass.Receiver, pass.Clause, tc.first, tc.clause)
		}
		if tc.first == "A" {
			if got := steps[8]; got.Receiver != tc.second || got.Clause != "mbs-tiger-v2:3.10.3" {
				t.Errorf("A refuses: the cards go to %q under %s, want B under 3.10.3", got.Receiver, got.Clause)
			}
		}
	}
	// Equal totals: the first to place a wager on the hand; a refusal moves
	// counter-clockwise to the equal total at the nearest position.
	steps := methodTable(t, TableConfig{Method: MethodA},
		TableEvent{Type: EventOpen}, place("A", 4, "banker", 600), place("C", 6, "banker", 300), place("B", 1, "banker", 600), place("C", 2, "banker", 300),
		TableEvent{Type: EventClose}, TableEvent{Type: EventDeal, Card: c[0]},
		TableEvent{Type: EventPassCards, Wager: "banker"}, TableEvent{Type: EventRefuseCards, Player: "A", Wager: "banker"})
	if s := steps[7]; s.Receiver != "A" || s.Clause != "mbs-tiger-v2:3.10.4" {
		t.Errorf("equal totals of 600: %q under %s, want A (first placed) under 3.10.4", s.Receiver, s.Clause)
	}
	if s := steps[8]; s.Receiver != "C" || s.Clause != "mbs-tiger-v2:3.10.5" {
		t.Errorf("A at 4 refuses: %q under %s, want C (at 2, the nearest lower seat) under 3.10.5", s.Receiver, s.Clause)
	}
}

// TestDevicePermission: a Player with no valid wager takes the dealing
// device only with the Assistant Casino Manager's permission (3.12.2).
func TestDevicePermission(t *testing.T) {
	t.Parallel()
	cfg := TableConfig{HLGA: true, Method: MethodC}
	steps := methodTable(t, cfg,
		TableEvent{Type: EventTakeDevice, Player: "A"},
		TableEvent{Type: EventTakeDevice, Player: "A", Permitted: true},
		TableEvent{Type: EventRelinquishDevice, Player: "A"},
		TableEvent{Type: EventOpen},
		TableEvent{Type: EventTakeDevice, Player: "B"},
		place("B", 1, "tie", 100),
		TableEvent{Type: EventTakeDevice, Player: "B"},
	)
	want := []struct{ notice, clause string }{
		{"refused:" + CodeNoValidWager, "mbs-tiger-v2:3.12.2"},
		{NoticeDeviceTaken, "mbs-tiger-v2:3.12.2"},
		{NoticeDeviceRelinquished, "mbs-tiger-v2:3.12.8.1"},
		{"", "mbs-tiger-v2:3.1"},
		{"refused:" + CodeNoValidWager, "mbs-tiger-v2:3.12.2"},
		{"", ""},
		{NoticeDeviceTaken, "mbs-tiger-v2:3.12.8"},
	}
	for i, w := range want {
		if s := steps[i]; s.Notice != w.notice || (w.clause != "" && s.Clause != w.clause) {
			t.Errorf("step %d (%s): %q under %s, want %q under %s", i+1, s.Event, s.Notice, s.Clause, w.notice, w.clause)
		}
	}
}

// TestMethodChangesBetweenRounds: the Pit Manager may change the method
// before a round commences (3.9.2), not once it has; Method C needs the
// HLGA; leaving Method C ends the holder's control (3.9.1).
func TestMethodChangesBetweenRounds(t *testing.T) {
	t.Parallel()
	c := mustCards(t, "9H 2S KD QC") // a natural 9: complete after four cards
	round := []TableEvent{{Type: EventOpen}, place("A", 1, "player", 500), {Type: EventClose}}
	for _, x := range c {
		round = append(round, TableEvent{Type: EventDeal, Card: x})
	}
	round = append(round, TableEvent{Type: EventSettle})
	evs := append([]TableEvent{{Type: EventChangeMethod, Method: MethodB}}, round...)
	evs = append(evs, TableEvent{Type: EventChangeMethod, Method: MethodA}, TableEvent{Type: EventOpen},
		TableEvent{Type: EventChangeMethod, Method: MethodB}, TableEvent{Type: EventChangeMethod, Method: "D"}, TableEvent{Type: EventChangeMethod, Method: MethodC})
	steps := methodTable(t, TableConfig{Method: MethodA}, evs...)
	n := len(steps)
	for i, w := range []struct {
		at             int
		notice, clause string
	}{
		{0, NoticeMethodChanged, "mbs-tiger-v2:3.9.2"},
		{n - 5, NoticeMethodChanged, "mbs-tiger-v2:3.9.2"},
		{n - 3, "refused:" + CodeRoundInProgress, "mbs-tiger-v2:3.9.2"},
		{n - 2, "refused:" + CodeInvalidMethod, "mbs-tiger-v2:3.9"},
		{n - 1, "refused:" + CodeInvalidMethod, "mbs-tiger-v2:3.9.2"},
	} {
		if s := steps[w.at]; s.Notice != w.notice || s.Clause != w.clause {
			t.Errorf("check %d, step %d (%s): %q under %s, want %q under %s", i+1, w.at+1, s.Event, s.Notice, s.Clause, w.notice, w.clause)
		}
	}

	// Under Method B the cards are not passed; changed to A between
	// rounds, they are.
	tb, err := NewTable(TableConfig{Game: "mbs-tiger-v2", Decks: 8, Method: MethodB})
	if err != nil {
		t.Fatal(err)
	}
	apply := func(evs ...TableEvent) {
		for _, ev := range evs {
			if _, err := tb.Apply(ev); err != nil {
				t.Fatalf("%s: %v", ev.Type, err)
			}
		}
	}
	apply(round[:4]...)
	if _, err := tb.PassCards("player"); err == nil || err.(*TableError).Code != CodeWrongMethod {
		t.Errorf("pass-cards under Method B: %v, want wrong-method", err)
	}
	apply(round[4:]...)
	apply(TableEvent{Type: EventChangeMethod, Method: MethodA})
	apply(round[:4]...)
	if s, err := tb.PassCards("player"); err != nil || s.Receiver != "A" {
		t.Errorf("after the change to Method A: pass-cards %v, receiver %q", err, s.Receiver)
	}

	// Leaving Method C: the dealer takes the device back.
	tc, err := NewTable(TableConfig{Game: "mbs-tiger-v2", Decks: 8, Method: MethodC, HLGA: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tc.TakeDevice("A", true); err != nil {
		t.Fatal(err)
	}
	if _, err := tc.ChangeMethod(MethodA); err != nil || tc.DeviceHolder() != "" {
		t.Errorf("Method C to A: %v, holder %q", err, tc.DeviceHolder())
	}
	if _, err := tc.ChangeMethod(MethodC); err != nil {
		t.Errorf("back to Method C in the HLGA: %v", err)
	}
	ncb, err := NewTable(TableConfig{Game: "mbs-ncb-v6", Decks: 8})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ncb.ChangeMethod(MethodA); err == nil || err.(*TableError).Code != CodeNoRule {
		t.Errorf("change-method on No Commission v6: %v, want no-rule", err)
	}
}
