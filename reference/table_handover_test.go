package reference

import "testing"

// TestHandOverResyncsTheRefusalMove: after HandOver gives the Player cards
// to C (an engine's choice where 3.10.4 says A, the first placed of three
// equal highest wagers), C's refusal moves them counter-clockwise from C's
// position (3.10.5), as it would had the rules passed them to C.
func TestHandOverResyncsTheRefusalMove(t *testing.T) {
	tb, err := NewTable(TableConfig{Game: "mbs-tiger-v2", Decks: 8, Method: MethodA})
	if err != nil {
		t.Fatal(err)
	}
	apply := func(ev TableEvent) Step {
		t.Helper()
		s, err := tb.Apply(ev)
		if err != nil {
			t.Fatalf("%+v: %v", ev, err)
		}
		return s
	}
	apply(TableEvent{Type: EventOpen})
	for _, p := range []struct {
		name string
		pos  int
	}{{"A", 2}, {"B", 5}, {"C", 4}} {
		apply(TableEvent{Type: EventPlace, Player: p.name, Position: p.pos, Wager: "player", Amount: 100})
	}
	apply(TableEvent{Type: EventClose})
	apply(TableEvent{Type: EventDeal, Card: mustCards(t, "2C")[0]})
	if s := apply(TableEvent{Type: EventPassCards, Wager: "player"}); s.Receiver != "A" {
		t.Fatalf("3.10.4: the cards go to A, the first placed; got %q", s.Receiver)
	}
	if tb.HandOver("player", "nobody") || tb.HandOver("banker", "C") {
		t.Fatal("HandOver to a player without a live wager on the hand, or of cards not passed, must change nothing")
	}
	if tb.Receiver("player") != "A" {
		t.Fatalf("a refused HandOver moved the cards to %q", tb.Receiver("player"))
	}
	if !tb.HandOver("player", "C") || tb.Receiver("player") != "C" {
		t.Fatalf("HandOver to C: receiver %q", tb.Receiver("player"))
	}
	// counter-clockwise from C at 4: the next lower position holding an
	// equal highest wager is A at 2
	if s := apply(TableEvent{Type: EventRefuseCards, Player: "C", Wager: "player"}); s.Receiver != "A" {
		t.Fatalf("3.10.5 from C at position 4: the cards go to A at 2; got %q", s.Receiver)
	}
}
