package tablescript

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

func TestParse(t *testing.T) {
	star, err := reference.LookupGame("mbs-6star-ncb-2017")
	if err != nil {
		t.Fatal(err)
	}
	events, ends, err := Parse(star, "tiger", []string{
		"open",
		"place a 1 X 100",
		"withdraw - 2 banker",
		"close",
		"deal KS 5H foreign",
		"simultaneous-draw known",
		"choose a withdraw-all",
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []adapter.TableEvent{
		{Type: "open"},
		{Type: "place", Player: "a", Position: 1, Wager: "tiger", Amount: 100},
		{Type: "withdraw", Position: 2, Wager: "banker"},
		{Type: "close"},
		{Type: "deal", Card: "FFi"}, {Type: "deal", Card: "5Go"}, {Type: "deal", Card: "9S"},
		{Type: "simultaneous-draw", OrderKnown: true},
		{Type: "choose", Player: "a", WithdrawAll: true},
	}
	if d := cmp.Diff(want, events); d != "" {
		t.Errorf("events (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]int{0, 1, 2, 3, 6, 7, 8}, ends); d != "" {
		t.Errorf("ends (-want +got):\n%s", d)
	}

	for line, wantErr := range map[string]string{
		"place a 1 player":        `script line 1 "place a 1 player": want 5 fields`,
		"deal":                    "no card",
		"simultaneous-draw maybe": "want known or unknown",
		"terminal-failure x":      "position",
		"fly":                     `unknown event "fly"`,
	} {
		if _, _, err := Parse(star, "", []string{line}); err == nil || !strings.Contains(err.Error(), wantErr) {
			t.Errorf("%q: error %v, want one saying %q", line, err, wantErr)
		}
	}
}
