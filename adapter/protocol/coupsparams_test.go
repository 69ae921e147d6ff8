package protocol

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
)

// TestCoupsParamsFramed: a batch written with the frames of alike coups
// copied is the batch of each coup written alone, whether the coups share
// their wagers' slice, have equal wagers in another, or differ in any one
// thing but their cards.
func TestCoupsParamsFramed(t *testing.T) {
	reqs := genRequests(seedFor(t, 26), 500)
	base := adapter.CoupRequest{Game: "mbs-ncb-v6", Decks: 8, Wagers: []adapter.Wager{{Wager: "banker", Stake: 100}, {Wager: "tie", Stake: 100}}}
	alike := func(change func(*adapter.CoupRequest)) adapter.CoupRequest {
		q := base
		q.Cards = []string{"5H", "6S", "KD", "QC", "6D"}
		change(&q)
		return q
	}
	reqs = append(reqs,
		alike(func(*adapter.CoupRequest) {}),
		alike(func(q *adapter.CoupRequest) { q.Cards = []string{"AH", "2S", "3D", "4C"} }),
		alike(func(q *adapter.CoupRequest) { q.Wagers = slices.Clone(q.Wagers) }),
		alike(func(q *adapter.CoupRequest) { q.Cards = nil }),
		alike(func(q *adapter.CoupRequest) { q.Wagers = q.Wagers[:1] }),
		alike(func(q *adapter.CoupRequest) {
			q.Wagers = []adapter.Wager{{Wager: "banker", Stake: 200}, {Wager: "tie", Stake: 100}}
		}),
		alike(func(q *adapter.CoupRequest) { q.Decks = 6 }),
		alike(func(q *adapter.CoupRequest) { q.Game = "mbs-tiger-v2" }),
		alike(func(q *adapter.CoupRequest) { q.Table.Rounding = 5 }),
		alike(func(q *adapter.CoupRequest) { q.Wagers = nil }),
		alike(func(q *adapter.CoupRequest) { q.Wagers = []adapter.Wager{} }),
		alike(func(*adapter.CoupRequest) {}),
	)
	for lo := 0; lo < len(reqs); lo += 37 {
		batch := reqs[lo:]
		want := append([]byte("prefix"), `{"requests":[`...)
		for i := range batch {
			if i > 0 {
				want = append(want, ',')
			}
			want = appendCoupRequest(want, &batch[i])
		}
		want = append(want, "]}"...)
		if d := cmp.Diff(string(want), string(appendCoupsParams([]byte("prefix"), batch))); d != "" {
			t.Fatalf("batch from %d (-each alone +framed):\n%s", lo, d)
		}
	}
}
