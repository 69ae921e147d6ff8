package reference

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// An option to withdraw with no player holding a wager is moot: the step
// answers the event's ordinary continuation, not NoticeWithdrawOption, and
// carries no option (docs/table.md 4.11).
func TestTableEdgeMootOption(t *testing.T) {
	hlga := TableConfig{Game: "mbs-tiger-v2", Decks: 8, HLGA: true}
	cases := []struct {
		name   string
		cfg    TableConfig
		script []string
		clause string
	}{
		{"Tiger v2 5.17.1: a power failure with no outcome established and no wager: the round is concluded",
			tblCfg("mbs-tiger-v2"), []string{"open", "close", "deal QS", "power-failure => play-continues @dealing"}, "5.17.1"},
		{"Tiger NCB v5 5.17.1: the same before any card: the round waits for its first card",
			tblCfg("mbs-tiger-ncb-v5"), []string{"open", "close", "power-failure => play-continues @betting-closed"}, "5.17.1"},
		{"Tiger v2 5.8.1: cards drawn together, order known, no wager: reconstructed",
			tblCfg("mbs-tiger-v2"), []string{"open", "close", "deal QS 3H", "sim known => reconstructed @dealing"}, "5.8.1"},
		{"Tiger NCB v5 5.8.2.2: order unknown after the initial deal, no wager: the pit manager's order, reconstructed",
			tblCfg("mbs-tiger-ncb-v5"), []string{"open", "close", "deal 5H 6S KD QC 6D", "sim unknown => reconstructed @dealing"}, "5.8.2.2"},
		{"Tiger v2 3.22.1 interpretation 12: the cutting card first in the HLGA, no wager: cut-card",
			hlga, []string{"open", "close", "deal CUT => cut-card @dealing"}, "3.22.1"},
		{"Tiger v2 5.17.1: every player withdrew earlier on 5.8.1: nobody left to ask",
			tblCfg("mbs-tiger-v2"), []string{"open", "place a 1 player 100", "close", "deal QS", "sim known => withdraw-option", "choose a all => withdrawn @dealing", "power-failure => play-continues @dealing"}, "5.17.1"},
		{"Tiger v2 5.9: a device reset with no wager: betting reopens (unchanged)",
			tblCfg("mbs-tiger-v2"), []string{"open", "close", "deal 5H", "reset => betting-reopened @betting-open"}, "5.9"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, outs := tblRun(t, c.cfg, c.script...)
			last := outs[len(outs)-1]
			if last.Option != nil {
				t.Errorf("option %+v on a step with nobody to ask", *last.Option)
			}
			if d := cmp.Diff(string(c.cfg.Game)+":"+c.clause, last.clause()); d != "" {
				t.Errorf("clause (-want +got):\n%s", d)
			}
		})
	}
	t.Run("Tiger v2 5.17.1: the round so concluded settles as any other", func(t *testing.T) {
		tb, _ := tblRun(t, tblCfg("mbs-tiger-v2"), "open", "close", "deal QS", "power-failure => play-continues", "deal 3H QD 4C 5S @complete", "settle")
		if got := tblLastRound(t, tb); got.Coup.Winner() != BankerWin {
			t.Errorf("winner %v; want Banker (QS 3H QD 4C 5S)", got.Coup.Winner())
		}
	})
}

// A device reset discards the cards dealt before it, but a cutting card
// among them has left the shoe: the restarted round is still the last of
// the shoe, a CUT after the reset is a second cutting card, and the HLGA
// first-card option is not offered again (Tiger v2 5.9, 3.22, 3.22.1;
// interpretations 12 and 20; docs/table.md 4.10).
func TestTableEdgeResetAfterCuttingCard(t *testing.T) {
	hlga := TableConfig{Game: "mbs-tiger-v2", Decks: 8, HLGA: true}
	cases := []struct {
		name   string
		cfg    TableConfig
		script []string
		last   bool
	}{
		{"Tiger v2 5.9 interpretation 12: the cutting card before the reset: the restarted round is the last of the shoe", tblCfg("mbs-tiger-v2"),
			[]string{"open", "place a 1 banker 1000", "close", "deal 5H CUT => cut-card", "reset => withdraw-option", "choose a play => betting-reopened @betting-open",
				"close", "deal CUT => !invalid-card", "deal " + bankerWins9to7 + " @complete", "settle"}, true},
		{"Tiger NCB v5 5.9 interpretation 12: with nobody to ask, the same", tblCfg("mbs-tiger-ncb-v5"),
			[]string{"open", "close", "deal 5H 6S CUT => cut-card", "reset => betting-reopened @betting-open", "close", "deal CUT => !invalid-card", "deal " + bankerWins9to7, "settle"}, true},
		{"Tiger v2 3.22.1 5.9: the HLGA cutting card first, then a reset: a CUT after it is refused, not a new option", hlga,
			[]string{"open", "place a 1 banker 1000", "close", "deal CUT => withdraw-option", "choose a play => @dealing", "deal 5H",
				"reset => withdraw-option", "choose a play => betting-reopened", "close", "deal CUT => !invalid-card @betting-closed", "deal " + bankerWins9to7, "settle"}, true},
		{"Tiger v2 5.9: no cutting card before the reset: not the last of the shoe", tblCfg("mbs-tiger-v2"),
			[]string{"open", "place a 1 banker 1000", "close", "deal 5H", "reset => withdraw-option", "choose a play => betting-reopened", "close", "deal " + bankerWins9to7, "settle"}, false},
		{"Tiger v2 5.9: a cutting card after the reset is the round's only one", tblCfg("mbs-tiger-v2"),
			[]string{"open", "close", "deal 5H", "reset => betting-reopened", "close", "deal 3S CUT => cut-card", "deal 9H 4D KC", "settle"}, true},
		{"Tiger v2 3.1: the next round starts with the cutting card back in play", tblCfg("mbs-tiger-v2"),
			[]string{"open", "close", "deal 5H CUT => cut-card", "reset => betting-reopened", "close", "deal " + bankerWins9to7, "settle", "open", "close", "deal " + bankerWins9to7, "settle"}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb, _ := tblRun(t, c.cfg, c.script...)
			rec := tblLastRound(t, tb)
			if rec.LastOfShoe != c.last {
				t.Errorf("LastOfShoe %v; want %v", rec.LastOfShoe, c.last)
			}
			want, err := ParseCards(bankerWins9to7)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, tb.playing()); d != "" {
				t.Errorf("the round's cards after the reset (-want +got):\n%s", d)
			}
		})
	}
}
