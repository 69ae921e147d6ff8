package reference

import "testing"

// TestResettle: a round settled otherwise (a push taken as a loss) leaves
// the table as that settlement would: the player's one under-minimum
// wager is used up, so the next round returns it (5.14), and the device
// holder whose Banker wager lost gives up control (3.12.8.2), which the
// settlement's step it returns says; without the re-settlement, the
// rules' push leaves both as they were. Resettle applies once, right
// after a settlement.
func TestResettle(t *testing.T) {
	limits := Limits{Min: 100, Max: 5000}
	cfg := TableConfig{Game: "mbs-tiger-v2", Decks: 8, Limits: limits, Method: MethodC, HLGA: true}
	for _, tc := range []struct {
		name     string
		resettle bool
		next     string // the next round's under-minimum wager
		holder   string
	}{
		{"the rules' push", false, "win", "a"},
		{"settled as a loss", true, "returned", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb, err := NewTable(cfg)
			if err != nil {
				t.Fatal(err)
			}
			apply := func(evs ...TableEvent) {
				t.Helper()
				for _, ev := range evs {
					if _, err := tb.Apply(ev); err != nil {
						t.Fatalf("%+v: %v", ev, err)
					}
				}
			}
			deal := func(cards string) {
				t.Helper()
				for _, c := range mustCards(t, cards) {
					apply(TableEvent{Type: EventDeal, Card: c})
				}
			}
			apply(TableEvent{Type: EventTakeDevice, Player: "a", Permitted: true},
				TableEvent{Type: EventOpen},
				TableEvent{Type: EventPlace, Player: "a", Position: 1, Wager: WagerBanker, Amount: 200},
				TableEvent{Type: EventPlace, Player: "b", Position: 2, Wager: WagerPlayer, Amount: 50},
				TableEvent{Type: EventClose})
			deal(tie7)
			apply(TableEvent{Type: EventSettle})
			rec := tblLastRound(t, tb)
			if tb.DeviceHolder() != "a" || len(rec.Settlements) != 2 || rec.Settlements[0].Result != Push {
				t.Fatalf("the first round is not a Tie that pushes a's Banker wager: %v, holder %q", tblSettled(rec), tb.DeviceHolder())
			}
			if tc.resettle {
				lost := rec.clone().Settlements
				for i := range lost {
					lost[i].Result = Lose
				}
				s, ok := tb.Resettle(lost)
				if !ok {
					t.Fatal("Resettle right after a settlement: false")
				}
				if s.Event != EventSettle || s.Notice != NoticeDeviceControlEnds || s.Clause != "mbs-tiger-v2:3.12.8.2" {
					t.Errorf("the settlement's step on the Banker wager lost: %+v, want the end of a's control (3.12.8.2)", s)
				}
				if _, ok := tb.Resettle(lost); ok {
					t.Error("Resettle twice: true")
				}
			}
			if tb.DeviceHolder() != tc.holder {
				t.Errorf("device holder %q, want %q", tb.DeviceHolder(), tc.holder)
			}
			apply(TableEvent{Type: EventOpen}, TableEvent{Type: EventPlace, Player: "b", Position: 2, Wager: WagerPlayer, Amount: 50}, TableEvent{Type: EventClose})
			deal(playerWins9to7)
			apply(TableEvent{Type: EventSettle})
			if got := tblLastRound(t, tb).Settlements[0].ResultName(); got != tc.next {
				t.Errorf("b's under-minimum wager of the next round: %s, want %s", got, tc.next)
			}
		})
	}
}
