package reference

import "testing"

// TestWithdrawnOnOptionLeavesTheArea: a wager withdrawn on an option (here
// Tiger 5.8.1, cards drawn together in a known order) has left its playing
// area, so when betting reopens after a device reset (5.9) another player
// may take the place at a table limited to one wager per area (3.7.1).
// Found by the independent table engine written from docs/table.md.
func TestWithdrawnOnOptionLeavesTheArea(t *testing.T) {
	tb := dealtTable(t, TableConfig{Game: "mbs-tiger-v2", Decks: 8, MaxWagersPerArea: 1}, "5H", place("a", 1, WagerPlayer, 100))
	mustStep(t, func() (Step, error) { return tb.SimultaneousDraw(true) })
	mustStep(t, func() (Step, error) { return tb.PlayerChooses("a", true) })
	mustStep(t, tb.DeviceReset)
	if _, err := tb.Place("b", 1, WagerPlayer, 100); err != nil {
		t.Fatalf("3.7.1: the place left by a withdrawn wager is refused: %v", err)
	}
	if _, err := tb.Place("c", 1, WagerPlayer, 100); err == nil {
		t.Fatalf("3.7.1: a second live wager in a one-wager area was accepted")
	}
}

// TestDifferentialSkipsWithdrawnWagers: the table differential (Tiger 5.18,
// reading 26) counts the wagers on the table: one withdrawn on an option
// (5.8.1) no longer balances the other side when betting reopens after a
// device reset (5.9). Found while fixing the device-reset edge cases.
func TestDifferentialSkipsWithdrawnWagers(t *testing.T) {
	tb := dealtTable(t, TableConfig{Game: "mbs-tiger-v2", Decks: 8, Differential: 500}, "5H",
		place("a", 1, WagerPlayer, 1000), place("b", 2, WagerBanker, 1000))
	mustStep(t, func() (Step, error) { return tb.SimultaneousDraw(true) })
	mustStep(t, func() (Step, error) { return tb.PlayerChooses("a", true) })
	mustStep(t, func() (Step, error) { return tb.PlayerChooses("b", false) })
	mustStep(t, tb.DeviceReset)
	for _, p := range tb.Option().Pending {
		mustStep(t, func() (Step, error) { return tb.PlayerChooses(p, false) })
	}
	if _, err := tb.Close(); err == nil {
		t.Fatalf("5.18: Banker 1000 against nothing on Player closed under a differential of 500")
	}
}
