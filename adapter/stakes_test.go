package adapter

import (
	"strings"
	"testing"
)

// TestStakeLimits: a declared range narrows the protocol's 1 to 10^12 on
// its game alone; stakes the protocol refuses stay applicable (every
// engine must answer them "invalid"); a table's stake is each amount and
// each wager's total after increases, a round at a time.
func TestStakeLimits(t *testing.T) {
	h := Hello{Offered: map[string]Offer{"g": {MinStake: 10, MaxStake: 2147483647}}}
	for _, c := range []struct {
		game  string
		stake int64
		want  bool
	}{
		{"g", 10, true}, {"g", 9, false}, {"g", 2147483647, true}, {"g", 2147483648, false},
		{"g", 0, true}, {"g", -1, true}, {"g", 1_000_000_000_001, true},
		{"other", 1, true}, {"other", 1_000_000_000_000, true},
	} {
		if got := h.OffersStake(c.game, c.stake); got != c.want {
			t.Errorf("OffersStake(%s, %d) = %v, want %v", c.game, c.stake, got, c.want)
		}
	}
	if why := h.StakeNotOffered("g", []Wager{{"player", 100}, {"tie", 5}}); !strings.Contains(why, "the stake 5 is outside the stakes the engine declares on g (10 to 2147483647 minor units)") {
		t.Errorf("StakeNotOffered: %q", why)
	}
	if why := h.StakeNotOffered("g", []Wager{{"player", 100}, {"tie", 0}}); why != "" {
		t.Errorf("StakeNotOffered with an invalid stake: %q, want applicable", why)
	}
	place := func(amount int64) TableEvent {
		return TableEvent{Type: TablePlace, Player: "a", Position: 1, Wager: "banker", Amount: amount}
	}
	increase := place(2000000000)
	increase.Type = TableIncrease
	for _, c := range []struct {
		name   string
		events []TableEvent
		want   string
	}{
		{"in range", []TableEvent{{Type: TableOpen}, place(100)}, ""},
		{"under the minimum", []TableEvent{{Type: TableOpen}, place(5)}, "the stake 5 "},
		{"increased over the maximum", []TableEvent{{Type: TableOpen}, place(200000000), increase}, "the stake 2200000000 "},
		{"a new round", []TableEvent{{Type: TableOpen}, place(200000000), {Type: TableOpen}, increase}, ""},
		{"withdrawn first", []TableEvent{{Type: TableOpen}, place(200000000), {Type: TableWithdraw, Player: "a", Position: 1, Wager: "banker"}, increase}, ""},
	} {
		got := h.TableStakeNotOffered(TableRequest{Game: "g", Events: c.events})
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	for _, c := range []struct {
		o    Offer
		want string
	}{
		{Offer{MinStake: 10, MaxStake: 10}, ""},
		{Offer{MinStake: -1}, "offered.g.minStake -1: a stake limit is a positive number"},
		{Offer{MaxStake: -1}, "offered.g.maxStake -1"},
		{Offer{MinStake: 11, MaxStake: 10}, "offered.g: minStake 11 is over maxStake 10"},
		{Offer{MinStake: 1_000_000_000_001}, "over the protocol's largest stake"},
	} {
		err := Hello{Offered: map[string]Offer{"g": c.o}}.CheckStakes()
		if (c.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("CheckStakes(%+v) = %v, want %q", c.o, err, c.want)
		}
	}
}
