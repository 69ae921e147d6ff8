package reference

import (
	"slices"
	"testing"
)

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

// TestResettleOn: the round just settled, settled again on other hands
// (the Player's 9S KH and the Banker's 9D 9C where the rules dealt 9S 9D
// and KH 9C), pays the over-maximum Player wager the rules' win on the
// maximum, the excess returned (5.15), and takes the place of the rules'
// record in the table's history; it applies once, right after a
// settlement, and not to a hand of four cards.
func TestResettleOn(t *testing.T) {
	tb, _ := tblRun(t, TableConfig{Game: "mbs-tiger-v2", Decks: 8, Limits: Limits{Max: 5000}},
		"open", "place ann 1 player 8000 => over-maximum", "close", "deal 9S KH 9D 9C", "settle")
	if got := tblSettled(tblLastRound(t, tb)); got[0] != "ann@1 player 8000: lose played 5000 win 0 returned 3000 (over-maximum)" {
		t.Fatalf("the rules' round: %v", got)
	}
	if _, ok := tb.ResettleOn(mustCards(t, "9S KH 9D 9C"), nil, NotVoid); ok {
		t.Error("ResettleOn with a Player hand of four cards: true")
	}
	s, ok := tb.ResettleOn(mustCards(t, "9S KH"), mustCards(t, "9D 9C"), NotVoid)
	if !ok || s.Round == nil {
		t.Fatalf("ResettleOn right after a settlement: %v, %+v", ok, s)
	}
	want := []string{"ann@1 player 8000: win played 5000 win 5000 returned 8000 (over-maximum)"}
	if got := tblSettled(*s.Round); !slices.Equal(got, want) {
		t.Errorf("settled on the other hands: %v, want %v", got, want)
	}
	if h := tb.History(); len(h) != 1 || !slices.Equal(tblSettled(h[0]), want) {
		t.Errorf("the history after ResettleOn: %d rounds, the last %v", len(h), tblSettled(h[len(h)-1]))
	}
	if _, ok := tb.ResettleOn(mustCards(t, "9S KH"), mustCards(t, "9D 9C"), NotVoid); ok {
		t.Error("ResettleOn twice: true")
	}
}
