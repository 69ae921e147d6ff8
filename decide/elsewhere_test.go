package decide

import (
	"context"
	"slices"
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
			if d := cmp.Diff(tc.want, c.elsewhereOf(obs).dealLeft); d != "" {
				t.Errorf("games whose engine deals other hands (-want +got):\n%s", d)
			}
		})
	}
}

// everyWagerLost is a collector whose run holds one failed scenario of
// req, whose engine answers the reference's ref with every wager lost, and
// what that shows of the engine (elsewhere).
func everyWagerLost(req adapter.CoupRequest, ref adapter.CoupResult) *collector {
	lost := ref
	lost.Settlements = slices.Clone(ref.Settlements)
	for i := range lost.Settlements {
		lost.Settlements[i].Result, lost.Settlements[i].Returned = "lose", 0
	}
	obs := &Observations{Scenarios: []steps.ScenarioResult{{Game: req.Game, Status: steps.Failed, CoupRequest: &req, CoupResult: &lost}}}
	c := newCollector(&Report{}, settings{}, nil)
	c.elsewhere = c.elsewhereOf(obs)
	return c
}

// TestWagersReadFromScenarios: a failed scenario whose engine settles
// wagers' results otherwise (a Tie that loses the Player and the Banker
// wager) marks each of them, not only the first, as read otherwise on its
// game, and a table step that withholds an option from a player holding
// one of them then names no rule; a step whose omitted players hold only
// other wagers (a Tie wager) still names its rule, as on another game.
func TestWagersReadFromScenarios(t *testing.T) {
	req := adapter.CoupRequest{Game: "mbs-ncb-v6", Decks: 8, Cards: []string{"9S", "9H", "KS", "KH"}, Wagers: []adapter.Wager{{Wager: "player", Stake: 100}, {Wager: "banker", Stake: 100}}}
	ref, err := refengine.New().Coup(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if ref.Winner != "tie" || len(ref.Settlements) != 2 || ref.Settlements[0].Result != "push" || ref.Settlements[1].Result != "push" {
		t.Fatalf("the coup is not a Tie that pushes the Player and Banker wagers: %+v", ref)
	}
	c := everyWagerLost(req, ref)
	if d := cmp.Diff(map[string]map[string]bool{"mbs-ncb-v6": {"banker": true, "player": true}}, c.elsewhere.wagersRead); d != "" {
		t.Errorf("wagers read otherwise (-want +got):\n%s", d)
	}
	if d := cmp.Diff(map[string]string{}, c.elsewhere.dealLeft); d != "" {
		t.Errorf("a settlement is no evidence of other hands (-want +got):\n%s", d)
	}
	for _, tc := range []struct {
		game   string
		wagers []string
		want   bool
	}{
		{"mbs-ncb-v6", []string{"banker", "player"}, true},
		{"mbs-ncb-v6", []string{"banker"}, true},
		{"mbs-ncb-v6", []string{"tie"}, false},
		{"mbs-ncb-v6", nil, false},
		{"mbs-tiger-v2", []string{"player"}, false},
	} {
		if got := c.namesNoRule(tc.game, judge.Divergence{Kind: judge.KindTable, ReadsWagers: tc.wagers}); got != tc.want {
			t.Errorf("an option withheld from holders of %v on %s names no rule: %v, want %v", tc.wagers, tc.game, got, tc.want)
		}
	}
}

// TestVoidRoundReadsNoWager: a round both sides void, whose wagers the
// engine loses where the rules return them (too few cards), marks no wager
// as read otherwise: the results follow from the void, not from each
// wager's own rules, so a table step that turns on those wagers is still
// its rule's.
func TestVoidRoundReadsNoWager(t *testing.T) {
	req := adapter.CoupRequest{Game: "mbs-tiger-ncb-v5", Decks: 8, Cards: []string{"9S", "9H", "KS"}, Wagers: []adapter.Wager{{Wager: "player", Stake: 100}, {Wager: "banker", Stake: 100}}}
	ref, err := refengine.New().Coup(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if ref.Void == "" || len(ref.Settlements) != 2 {
		t.Fatalf("the coup is not a void round with two wagers: %+v", ref)
	}
	c := everyWagerLost(req, ref)
	if d := cmp.Diff(map[string]map[string]bool{}, c.elsewhere.wagersRead); d != "" {
		t.Errorf("wagers read otherwise (-want +got):\n%s", d)
	}
	if c.namesNoRule("mbs-tiger-ncb-v5", judge.Divergence{Kind: judge.KindTable, ReadsWagers: []string{"banker"}}) {
		t.Error("a witness of the Banker wager names no rule after a void round lost")
	}
}
