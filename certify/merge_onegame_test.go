package certify

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

// TestShardMergeOneGame is issue 26's balanced shards: the N shards of a
// one-game run share its generated shoes (shoe j to shard j mod N), each
// making its part of them, not all; and both merges, of the shards' blobs
// and of their finished reports, are the whole run's report byte for byte
// but for its timings: a failure several shards show is one, with its
// first shoe's case and every shard's count, listed in one run's order; a
// property failed only outside the game's first shard fails and does not
// pass. The same shard runs serve both merges.
func TestShardMergeOneGame(t *testing.T) {
	t.Parallel()
	// Under seed 5 the game's failures are first shown in shoes 0, 1, 2,
	// 2 and 2: outside shard 0 of 2 and of 3, three in one shoe (the
	// merges list those in the order its shard found them).
	defects := []string{"pair-needs-same-suit", "precious-pair-lowest-category", "small-tiger-pays-20", "dragon-natural-tie-loses"}
	opts := Options{Seed: 5, Shoes: 6, Games: []string{"mbs-tiger-v2"}, MinimizeBudget: 20, NoFeatures: true, NoVectors: true}
	whole, _ := observedRun(t, opts, defects...)
	want := jsonSansTimings(t, whole)
	at := fuzz.ShoeIndexes(opts.Seed, opts.Games[0], opts.Shoes)
	for _, n := range []int{2, 3} {
		outside := 0
		for _, f := range whole.Failures {
			seed, _ := strconv.ParseUint(f.Seed, 10, 64)
			if i, ok := at[seed]; ok && i%n != 0 {
				outside++
			}
		}
		if outside == 0 {
			t.Errorf("N=%d: every failure shows first in shard 0: the merge of the other shards' failures goes unchecked", n)
		}
		var reps []*report.Report
		var blobs []*decide.Observations
		listed := 0
		for k := 0; k < n; k++ {
			o := opts
			o.Shard = shard.Shard{K: k, N: n}
			r, obs := observedRun(t, o, defects...)
			if got, want := r.Run.Checked.Shoes, o.Shard.GameShoes(0, opts.Shoes); got != want || got >= opts.Shoes {
				t.Errorf("N=%d: shard %d made %d of the game's %d shoes, want %d", n, k, got, opts.Shoes, want)
			}
			listed += len(r.Failures)
			reps = append(reps, r)
			blobs = append(blobs, blobRoundTrip(t, obs))
		}
		if listed <= len(whole.Failures) {
			t.Errorf("N=%d: no failure shows in two shards: the merge of one failure's counts goes unchecked", n)
		}
		if got := mergedJSON(t, fmt.Sprintf("N=%d", n), reversed(blobs)); got != want {
			t.Errorf("N=%d: the merged blobs decide another report than one run:\n%s", n, lineDiff(got, want))
		}
		fromReports, err := decide.Merge(reversed(reps), nil)
		if err != nil {
			t.Fatalf("N=%d: %v", n, err)
		}
		if got := jsonSansTimings(t, fromReports); got != want {
			t.Errorf("N=%d: the merged reports differ from one run's:\n%s", n, lineDiff(got, want))
		}
	}
}
