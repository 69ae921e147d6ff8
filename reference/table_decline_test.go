package reference

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTableDeclineOption covers the Dealer's discretion over the HLGA's
// cutting-card option (Tiger v2 3.22.1, Tiger NCB v5 3.17.1) under both
// readings of interpretation 21: the kit's, always-offered, refuses the
// decline; discretionary accepts it before any player has answered, and
// the round is dealt on with every wager.
func TestTableDeclineOption(t *testing.T) {
	kit := TableConfig{Game: "mbs-tiger-v2", Decks: 8, HLGA: true}
	disc := kit
	disc.Readings.OptionDiscretionary = true
	ncbDisc := disc
	ncbDisc.Game = "mbs-tiger-ncb-v5"
	cutFirst := []string{"open", "place a 1 banker 1000", "place b 2 player 500", "close", "deal CUT => withdraw-option @awaiting-choices"}

	t.Run("always-offered: the decline is refused, the option stands", func(t *testing.T) {
		_, out := tblRun(t, kit, append(cutFirst, "decline-option => !not-discretionary @awaiting-choices", "choose a play", "choose b all => withdrawn @dealing")...)
		if got := out[len(out)-3].clause(); got != "mbs-tiger-v2:3.22.1" {
			t.Errorf("the refusal cites %q, want mbs-tiger-v2:3.22.1", got)
		}
	})
	for _, c := range []TableConfig{disc, ncbDisc} {
		t.Run(string(c.Game)+" discretionary: declined, nobody withdraws", func(t *testing.T) {
			tb, out := tblRun(t, c, append(cutFirst, "decline-option => option-declined @dealing", "deal "+bankerWins9to7+" @complete", "settle")...)
			if s := out[len(out)-3]; s.Option != nil || s.Clause != string(c.Game)+":"+map[GameID]string{"mbs-tiger-v2": "3.22.1", "mbs-tiger-ncb-v5": "3.17.1"}[c.Game] {
				t.Errorf("the decline's step: option %+v, clause %q; want no option and the HLGA clause", s.Option, s.Clause)
			}
			won := map[GameID]string{"mbs-tiger-v2": "950", "mbs-tiger-ncb-v5": "1000"}[c.Game] // Banker 9: 0.95 to 1, or even money without commission
			want := []string{"a@1 banker 1000: win win " + won + " returned 1000", "b@2 player 500: lose win 0 returned 0"}
			if d := cmp.Diff(want, tblSettled(tblLastRound(t, tb))); d != "" {
				t.Errorf("settlements (-want +got):\n%s", d)
			}
		})
	}
	t.Run("discretionary: once a player has answered, the Dealer has allowed it", func(t *testing.T) {
		tblRun(t, disc, append(cutFirst, "choose a play", "decline-option => !not-discretionary @awaiting-choices")...)
		tblRun(t, disc, append(cutFirst, "withdraw b 2 player => withdrawn", "decline-option => !not-discretionary @awaiting-choices")...)
	})
	t.Run("discretionary: the other options are the players' by the rules", func(t *testing.T) {
		tblRun(t, disc, "open", "place a 1 banker 1000", "close", "deal 5H 6S", "power-failure => withdraw-option", "decline-option => !not-discretionary @awaiting-choices")
		tblRun(t, disc, "open", "place a 1 banker 1000", "close", "deal 5H 6S", "sim known => withdraw-option", "decline-option => !not-discretionary")
		tblRun(t, disc, "open", "place a 1 banker 1000", "close", "reset => withdraw-option", "decline-option => !not-discretionary")
	})
	for _, c := range []TableConfig{kit, disc, tblCfg("mbs-ncb-v6"), tblCfg("mbs-etg-v4-tiger")} {
		t.Run(string(c.Game)+": no option pending", func(t *testing.T) {
			tblRun(t, c, "decline-option => !no-option", "open", "place a 1 banker 1000", "decline-option => !no-option @betting-open", "close", "deal 5H", "decline-option => !no-option @dealing")
		})
	}
	t.Run("discretionary: with no wager the option is moot, nothing to decline", func(t *testing.T) {
		tblRun(t, disc, "open", "close", "deal CUT => cut-card @dealing", "decline-option => !no-option")
	})
}
