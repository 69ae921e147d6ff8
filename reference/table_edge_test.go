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

// The last choice on a device reset's option answers NoticeBettingReopened
// whatever that player chose: the round restarts (Tiger v2 5.9,
// interpretation 20; docs/table.md 4.10, 4.11). A wager withdrawn on the
// reset's option leaves the round as a withdrawal in the reopened betting
// window would; one withdrawn on an earlier option of the round is still
// settled withdrawn with that option's reason.
func TestTableEdgeLastChoiceOnReset(t *testing.T) {
	tb, outs := tblRun(t, tblCfg("mbs-tiger-v2"),
		"open", "place a 1 banker 1000", "place a 1 tie 100", "place b 2 player 500", "place c 3 player 200", "close", "deal 5H",
		"sim known => withdraw-option", "choose c all => withdrawn", "choose a play", "choose b play => @dealing",
		"reset => withdraw-option", "withdraw a 1 tie => withdrawn", "choose a play", "choose b all => betting-reopened @betting-open",
		"close", "deal "+bankerWins9to7, "settle")
	last := outs[14]
	if last.Event != EventChoose || last.Option != nil {
		t.Fatalf("step 15 is %s with option %v; want the last choice, no option", last.Event, last.Option)
	}
	want := []string{
		"a@1 banker 1000: win win 950 returned 1000",
		"c@3 player 200: withdrawn win 0 returned 200 (simultaneous-draw)",
	}
	if d := cmp.Diff(want, tblSettled(tblLastRound(t, tb))); d != "" {
		t.Errorf("settlements (-want +got):\n%s", d)
	}
}
