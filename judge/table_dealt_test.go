package judge

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
)

// TestDealtBeforeInterruption: a round whose cards were set aside after a
// player left with them (Tiger NCB 5.11.1), so that its deal cannot be
// followed card by card, and then drawn together (5.8.2.2), dealt by an
// engine whose deal order gives the first two cards to the Player: its
// hands left the rules in the initial deal, before the cards drawn
// together, so the round is the deal order's alone, not also the rule it
// was carried on under.
func TestDealtBeforeInterruption(t *testing.T) {
	_, req, want := tableAsked(t, "mbs-tiger-ncb-v5", adapter.TableConfig{},
		"open; place ann 3 tiger 3000; place bob 3 tiger 5200; close; deal 5S 8D; irregularity player-left-with-cards; deal 5D 5H; "+
			"simultaneous-draw; choose ann withdraw-all; choose bob play-on; deal 6S 6C; settle")
	want3 := [][]string{{"mbs-tiger-ncb-v5:3.12", "mbs-tiger-ncb-v5:3.12.1", "mbs-tiger-ncb-v5:3.12.2"}}
	if d := cmp.Diff(want3, blamedAll(t, req, want, "deal-order-ppbb")); d != "" {
		t.Errorf("blamed stage by stage (-want +got):\n%s", d)
	}
}
