package protocol

import (
	"context"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
)

// TestCoupsExpecting: an answer byte for byte the expected one is taken as
// the expected replies without being read; one that differs in meaning,
// or only in its bytes, is read as Coups reads it, and so is every answer
// under Validate or when nothing is expected.
func TestCoupsExpecting(t *testing.T) {
	ctx := context.Background()
	reqs := genRequests(seedFor(t, 20261127), 700)
	want, err := refengine.NewFast().Coups(ctx, reqs)
	if err != nil {
		t.Fatal(err)
	}
	// One settlement wrong in the second batch of 256: that batch is read,
	// the others taken.
	wrong := 300
	for len(want[wrong].Result.Settlements) == 0 {
		wrong++
	}
	bad := slices.Clone(want)
	bad[wrong].Result.Settlements = slices.Clone(want[wrong].Result.Settlements)
	bad[wrong].Result.Settlements[0].Win++

	for _, tc := range []struct {
		name, mode string
		opts       Options
		expect     []adapter.CoupReply
		taken      func(i int) bool // whether reply i is expected taken unread
	}{
		{"the same", "serve", Options{}, want, func(int) bool { return true }},
		{"one reply other", "serve", Options{}, bad, func(i int) bool { return i < 256 || i >= 512 }},
		{"other bytes", "spaced", Options{}, want, func(int) bool { return false }},
		{"nothing expected", "serve", Options{}, nil, func(int) bool { return false }},
		{"validate", "serve", Options{Validate: true}, want, func(int) bool { return false }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := mustStart(t, tc.mode, tc.opts)
			calls := 0
			got, err := c.CoupsExpecting(ctx, reqs, func() []adapter.CoupReply { calls++; return tc.expect })
			if err != nil {
				t.Fatal(err)
			}
			// Whatever was expected, the answers are the engine's.
			if d := cmp.Diff(want, got); d != "" {
				t.Fatalf("replies (-reference +got):\n%s", d)
			}
			settled := 0
			for i := range got {
				if len(got[i].Result.Settlements) == 0 {
					continue
				}
				settled++
				same := tc.expect != nil && &got[i].Result.Settlements[0] == &tc.expect[i].Result.Settlements[0]
				if same != tc.taken(i) {
					t.Fatalf("reply %d taken unread: %v, want %v", i, same, tc.taken(i))
				}
			}
			if settled < len(reqs)/2 {
				t.Fatalf("%d of %d replies settled: the requests do not exercise the answers", settled, len(reqs))
			}
			if tc.opts.Validate == (calls > 0) {
				t.Errorf("want called %d times with Validate %v", calls, tc.opts.Validate)
			}
		})
	}
}

// TestAppendRepliesSharedTail: a coups result whose replies share their
// settlements' array with the reply before (copying its bytes from the
// totals on) is written as each reply written alone, whichever scalar of
// the two differs and with errors between.
func TestAppendRepliesSharedTail(t *testing.T) {
	replies, _ := refengine.NewFast().Coups(context.Background(), genRequests(seedFor(t, 2611), 300))
	var shared []adapter.CoupReply
	for _, r := range replies {
		shared = append(shared, r)
		if r.Err != nil || len(r.Result.Settlements) == 0 {
			continue
		}
		for _, change := range []func(*adapter.CoupResult){
			func(c *adapter.CoupResult) { c.Player = []string{"AH", "2D"} },
			func(c *adapter.CoupResult) { c.PlayerTotal++ },
			func(c *adapter.CoupResult) { c.BankerTotal++ },
			func(c *adapter.CoupResult) { c.Winner = "tie-x" },
			func(c *adapter.CoupResult) { c.CardsUsed++ },
			func(c *adapter.CoupResult) { c.CutCard = !c.CutCard },
			func(c *adapter.CoupResult) { c.Void = "void-x" },
			func(c *adapter.CoupResult) { c.Settlements = c.Settlements[:len(c.Settlements)-1] },
			func(c *adapter.CoupResult) {},
		} {
			v := r
			change(&v.Result)
			shared = append(shared, v)
		}
	}
	want := []byte(`{"replies":[`)
	for i, r := range shared {
		if i > 0 {
			want = append(want, ',')
		}
		if r.Err != nil {
			want = appendError(append(want, `{"error":`...), r.Err)
		} else {
			want = appendCoupResult(append(want, `{"result":`...), &r.Result)
		}
		want = append(want, '}')
	}
	want = append(want, "]}"...)
	if d := cmp.Diff(string(want), string(appendReplies(nil, shared))); d != "" {
		t.Fatalf("replies (-each alone +shared):\n%s", d)
	}
}
