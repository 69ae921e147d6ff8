package decide

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/steps"
	"github.com/google/go-cmp/cmp"
)

// TestDealLeftFromScenarios: a failed scenario's coup answer, judged
// against the reference's, marks its game as one whose engine deals other
// hands: by its deal order where the hands hold the cards in another
// order, by any deal where a total differs; a difference in the tokens
// used alone marks nothing, nor does a passed scenario.
func TestDealLeftFromScenarios(t *testing.T) {
	req := adapter.CoupRequest{Game: "mbs-ncb-v6", Decks: 8, Cards: []string{"2S", "3H", "4D", "5C", "9S", "9H"}}
	ref, err := refengine.New().Coup(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	ppbb := ref
	ppbb.Player, ppbb.Banker = []string{"2S", "3H"}, []string{"4D", "5C"}
	ppbb.PlayerTotal, ppbb.BankerTotal = 5, 9
	total := ref
	total.PlayerTotal = (ref.PlayerTotal + 1) % 10
	used := ref
	used.CardsUsed++
	for _, tc := range []struct {
		name   string
		status steps.Status
		answer adapter.CoupResult
		want   map[string]string
	}{
		{"deal order", steps.Failed, ppbb, map[string]string{"mbs-ncb-v6": judge.HandsByOrder}},
		{"a total", steps.Failed, total, map[string]string{"mbs-ncb-v6": judge.HandsAny}},
		{"tokens used", steps.Failed, used, map[string]string{}},
		{"passed", steps.Passed, ppbb, map[string]string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			answer := tc.answer
			obs := &Observations{Scenarios: []steps.ScenarioResult{{Game: "mbs-ncb-v6", Status: tc.status, CoupRequest: &req, CoupResult: &answer}}}
			c := newCollector(&Report{}, settings{}, nil)
			if d := cmp.Diff(tc.want, c.dealLeftOf(obs)); d != "" {
				t.Errorf("games whose engine deals other hands (-want +got):\n%s", d)
			}
		})
	}
}
