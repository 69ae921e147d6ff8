package reference

import (
	"errors"
	"testing"
)

// TestIrregularity covers the irregularity event: NCB and 6 Star 5.2, 5.4;
// Tiger 5.1, 5.2, 5.6, 5.7, 5.7.1, 5.12; Electronic 5.1, 5.2, 5.6, 5.7.
func TestIrregularity(t *testing.T) {
	for _, tc := range []struct {
		name     string
		game     GameID
		kind     string
		dealt    string
		complete bool // deal a whole round first
		notice   string
		clause   string
		void     VoidReason
		code     string // refusal code, if refused
	}{
		{"NCB 5.4 order altered voids", "mbs-ncb-v6", IrregularityOrderAltered, "5H 6S KD", false, NoticeRoundVoid, "mbs-ncb-v6:5.4", OrderAltered, ""},
		{"NCB 5.2 wrong card count voids", "mbs-ncb-v6", IrregularityIncorrectCardCount, "5H 6S KD", false, NoticeRoundVoid, "mbs-ncb-v6:5.2", IncorrectCardCount, ""},
		{"NCB 5.2 wrong card count noticed after the last card voids", "mbs-ncb-v6", IrregularityIncorrectCardCount, "9S 5H KD 2C", true, NoticeRoundVoid, "mbs-ncb-v6:5.2", IncorrectCardCount, ""},
		{"NCB has no face-up card clause", "mbs-ncb-v6", IrregularityFaceUpCard, "5H", false, "", "", NotVoid, CodeNoRule},
		{"6 Star 5.4 order altered voids", "mbs-6star-ncb-2017", IrregularityOrderAltered, "5Fi", false, NoticeRoundVoid, "mbs-6star-ncb-2017:5.4", OrderAltered, ""},
		{"Tiger 5.2 order altered voids", "mbs-tiger-v2", IrregularityOrderAltered, "5H 6S", false, NoticeRoundVoid, "mbs-tiger-v2:5.2", OrderAltered, ""},
		{"Tiger 5.1 missing card voids", "mbs-tiger-v2", IrregularityIncorrectCardCount, "5H 6S", false, NoticeRoundVoid, "mbs-tiger-v2:5.1", IncorrectCardCount, ""},
		{"Tiger 5.6 face-up card is played", "mbs-tiger-v2", IrregularityFaceUpCard, "5H", false, NoticePlayedAsFaceDown, "mbs-tiger-v2:5.6", NotVoid, ""},
		{"Tiger NCB 5.7 wrong order reconstructed", "mbs-tiger-ncb-v5", IrregularityWrongOrder, "5H 6S", false, NoticeReconstructed, "mbs-tiger-ncb-v5:5.7", NotVoid, ""},
		{"Tiger 5.7.1 misdelivery: the outcome stands", "mbs-tiger-v2", IrregularityMisdelivery, "5H 6S KD", false, NoticeOutcomeStands, "mbs-tiger-v2:5.7.1", NotVoid, ""},
		{"Electronic 5.2 order altered voids", "mbs-etg-v4-ncb", IrregularityOrderAltered, "5H", false, NoticeRoundVoid, "mbs-etg-v4:5.2", OrderAltered, ""},
		{"Electronic has no misdelivery clause", "mbs-etg-v4-ncb", IrregularityMisdelivery, "5H", false, "", "", NotVoid, CodeNoRule},
		{"an unknown kind is refused", "mbs-tiger-v2", "dropped-card", "5H", false, "", "", NotVoid, CodeUnknownEvent},
		{"order altered after the round's last card is refused", "mbs-tiger-v2", IrregularityOrderAltered, "9S 5H KD 2C", true, "", "", NotVoid, CodeRoundComplete},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := dealtTable(t, TableConfig{Game: tc.game, Decks: 8}, tc.dealt, place("a", 1, WagerPlayer, 500))
			if tc.complete != (tb.State() == StateComplete) {
				t.Fatalf("state after dealing %q: %v", tc.dealt, tb.State())
			}
			s, err := tb.Irregularity(tc.kind)
			if tc.code != "" {
				var te *TableError
				if !errors.As(err, &te) || te.Code != tc.code {
					t.Fatalf("got %v, want refusal %q", err, tc.code)
				}
				return
			}
			if err != nil || s.Notice != tc.notice || s.Clause != tc.clause {
				t.Fatalf("got step %+v, err %v; want notice %q clause %q", s, err, tc.notice, tc.clause)
			}
			if tc.void == NotVoid {
				if tb.State() == StateVoid {
					t.Fatalf("the round became void")
				}
				return
			}
			st, err := tb.Settle()
			if err != nil {
				t.Fatal(err)
			}
			if st.Round == nil || st.Round.Coup.Void != tc.void || st.Round.Settlements[0].Result != Void || st.Round.Settlements[0].Returned != 500 {
				t.Fatalf("settled %+v; want void %v with the stake returned", st.Round, tc.void)
			}
		})
	}
}

func mustStep(t *testing.T, f func() (Step, error)) {
	t.Helper()
	if _, err := f(); err != nil {
		t.Fatal(err)
	}
}

// dealtTable is a new table of cfg on which the wagers are placed, betting
// is closed and the cards are dealt, every step accepted.
func dealtTable(t *testing.T, cfg TableConfig, cards string, wagers ...TableEvent) *Table {
	t.Helper()
	tb, err := NewTable(cfg)
	if err != nil {
		t.Fatal(err)
	}
	mustStep(t, tb.Open)
	for _, w := range wagers {
		mustStep(t, func() (Step, error) { return tb.Apply(w) })
	}
	mustStep(t, tb.Close)
	for _, c := range mustCards(t, cards) {
		mustStep(t, func() (Step, error) { return tb.DealCard(c) })
	}
	return tb
}

// TestPlayerLeftWithCardsByMethod: a player can leave the table with
// cards (Tiger v2 / Tiger NCB v5 5.11) only where players handle them:
// under Method B the dealer alone does (3.11.2 / 3.10.2), and the event
// is refused wrong-method under that clause.
func TestPlayerLeftWithCardsByMethod(t *testing.T) {
	for _, tc := range []struct {
		game   GameID
		method string
		hlga   bool
		code   string // refused with, "" for accepted
		clause string
	}{
		{"mbs-tiger-v2", "", false, "", "mbs-tiger-v2:5.11.4"},
		{"mbs-tiger-v2", MethodA, false, "", "mbs-tiger-v2:5.11.4"},
		{"mbs-tiger-v2", MethodC, true, "", "mbs-tiger-v2:5.11.4"},
		{"mbs-tiger-v2", MethodB, false, CodeWrongMethod, "mbs-tiger-v2:3.11.2"},
		{"mbs-tiger-ncb-v5", MethodB, false, CodeWrongMethod, "mbs-tiger-ncb-v5:3.10.2"},
		{"mbs-tiger-ncb-v5", MethodA, false, "", "mbs-tiger-ncb-v5:5.11.4"},
	} {
		tb := dealtTable(t, TableConfig{Game: tc.game, Decks: 8, Method: tc.method, HLGA: tc.hlga}, "5H 6S", place("a", 1, WagerPlayer, 500))
		s, err := tb.Irregularity(IrregularityPlayerLeftWithCards)
		var te *TableError
		switch {
		case tc.code == "" && (err != nil || s.Notice != NoticePlayContinues || s.Clause != tc.clause):
			t.Errorf("%s method %q: got %+v, %v; want play-continues under %s", tc.game, tc.method, s, err, tc.clause)
		case tc.code != "" && (!errors.As(err, &te) || te.Code != tc.code || te.Clause != tc.clause):
			t.Errorf("%s method %q: got %v; want refused %s under %s", tc.game, tc.method, err, tc.code, tc.clause)
		}
	}
}

// TestIrregularityKindsHaveEffects: every kind the package lists has an
// effect on the round, and no effect is kept for a kind it does not list.
func TestIrregularityKindsHaveEffects(t *testing.T) {
	for _, k := range IrregularityKinds {
		if _, ok := irregularityEffects[k]; !ok {
			t.Errorf("irregularity kind %q has no effect", k)
		}
	}
	if len(irregularityEffects) != len(IrregularityKinds) {
		t.Errorf("%d effects for %d kinds", len(irregularityEffects), len(IrregularityKinds))
	}
}
