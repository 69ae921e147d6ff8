package decide

import (
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/report"
)

func diffTestCoup() adapter.CoupResult {
	return adapter.CoupResult{Player: []string{"5H", "KD"}, Banker: []string{"6S", "QC"}, PlayerTotal: 5, BankerTotal: 6,
		Winner: "banker", CardsUsed: 4, Settlements: []adapter.Settlement{
			{Wager: "banker", Stake: 100, Result: "win", Win: 95, Returned: 100, Odds: "19/20"},
			{Wager: "tie", Stake: 10, Result: "lose"},
		}}
}

// TestAnswerDiff: the whole answer in protocol JSON, the differing members
// marked expected then actual, null where the protocol says null.
func TestAnswerDiff(t *testing.T) {
	want := diffTestCoup()
	got := diffTestCoup()
	got.Settlements[0].Odds = ""
	d := answerDiff(&report.Answer{Coup: &want}, &report.Answer{Coup: &got})
	for _, line := range []string{
		`-       "odds": "19/20"` + "\n",
		`+       "odds": null` + "\n",
		`        "win": 95,` + "\n", // the rest of the settlement, unmarked
		`    "player": ["5H", "KD"],` + "\n",
		`    "winner": "banker",` + "\n",
		`        "wager": "tie",` + "\n", // the other settlement too
	} {
		if !strings.Contains(d, line) {
			t.Errorf("the diff lacks %q", line)
		}
	}
	if n := strings.Count(d, "\n-") + strings.Count(d, "\n+"); n != 2 {
		t.Errorf("%d marked lines, want 2", n)
	}
	if d := answerDiff(&report.Answer{Coup: &want}, &report.Answer{Coup: &want}); d != "" {
		t.Errorf("equal answers: %q", d)
	}

	// A card too many, a settlement missing, and an error for a result.
	got = diffTestCoup()
	got.Player = append(got.Player, "3C")
	got.Settlements = got.Settlements[:1]
	d = answerDiff(&report.Answer{Coup: &want}, &report.Answer{Coup: &got})
	for _, line := range []string{
		`-   "player": ["5H", "KD"],`, `+   "player": ["5H", "KD", "3C"],`,
		`-     {"wager": "tie", "stake": 10, "result": "lose", "win": 0, "returned": 0, "bonus": 0, "odds": null}`,
	} {
		if !strings.Contains(d, line) {
			t.Errorf("the diff lacks %q:\n%s", line, d)
		}
	}
	d = answerDiff(&report.Answer{Coup: &want}, &report.Answer{Error: &adapter.Error{Code: "invalid", Message: "bad card"}})
	if !strings.Contains(d, `+   "error": {"code": "invalid", "message": "bad card"}`) || !strings.Contains(d, `-   "player": ["5H", "KD"],`) {
		t.Errorf("result against error:\n%s", d)
	}
}
