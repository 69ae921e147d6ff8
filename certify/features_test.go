package certify

import (
	"context"
	"fmt"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/steps"
)

// TestThinRunnerMatchesGodog: the thin pickle runner (steps.RunPickles,
// the pass path) gives the same scenario results as godog (the path of
// --cucumber), Duration aside: every feature of every game against the
// reference, and against an engine with a planted defect (its failures,
// diffs and requests), with a tag filter, with --run's file:line paths,
// one and two at a time. BACCTK_LONG=1 adds more defects.
func TestThinRunnerMatchesGodog(t *testing.T) {
	t.Parallel()
	type engine struct {
		name string
		eng  adapter.Engine
	}
	engines := []engine{{"reference", refengine.New()}}
	defects := []string{"tie-loses-player-banker"}
	if longtest.Enabled() {
		defects = append(defects, "fab4-banker-four-pays-even", "banker-three-draws-on-eight")
	}
	for _, d := range defects {
		eng := newIndependent(t, d)
		engines = append(engines, engine{"independent " + d, eng})
	}
	// godog's order is the only thing the seed and the concurrency
	// change: one godog run per engine and filter is compared with the
	// thin runner's, in its order and two at a time.
	variants := []struct {
		name string
		opts Options
	}{
		{"every scenario", Options{Seed: 3}},
		{"tags", Options{Seed: 5, Tags: "@clause:mbs-ncb-v6:3.9.4,@interpretation:4 && ~@slow"}},
		{"run", Options{Seed: 6, Run: "void|Tiger"}},
	}
	for _, e := range engines {
		hello, err := e.eng.Hello(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if e.name != "reference" && !longtest.Enabled() {
			// failing scenarios of two documents are enough to compare
			// failures; every document in the long run (godog's cucumber
			// formatter makes a whole run several seconds)
			hello.Games = []string{"mbs-ncb-v6", "mbs-tiger-v2"}
		}
		for i, v := range variants {
			if e.name != "reference" && i > 0 {
				continue // the filters are the engine's no more than the reference's
			}
			t.Run(e.name+"/"+v.name, func(t *testing.T) {
				gopts := v.opts
				gopts.godogFormat = "progress"
				viaGodog, err := runFeatures(context.Background(), e.eng, hello, gopts, newProgress(nil, false))
				if err != nil {
					t.Fatal(err)
				}
				sortResults(viaGodog)
				// One concurrency by default (in turn across the variants),
				// both in the long run.
				for _, conc := range longtest.Pick([]int{1, 2}, 1, uint64(i)) {
					o := v.opts
					o.Concurrency = conc
					o.Seed += uint64(conc)
					thin, err := runFeatures(context.Background(), e.eng, hello, o, newProgress(nil, false))
					if err != nil {
						t.Fatal(err)
					}
					if len(thin) == 0 {
						t.Fatal("no scenario ran")
					}
					sortResults(thin)
					if d := cmp.Diff(viaGodog, thin, cmpopts.IgnoreFields(steps.ScenarioResult{}, "Duration")); d != "" {
						t.Errorf("concurrency %d: the thin runner's results differ from godog's (-godog +thin):\n%s", conc, d)
					}
					counts := map[steps.Status]int{}
					for _, r := range thin {
						counts[r.Status]++
					}
					t.Logf("concurrency %d: %d scenarios: %v", conc, len(thin), counts)
				}
			})
		}
	}
}

func sortResults(rs []steps.ScenarioResult) {
	key := func(r steps.ScenarioResult) string { return fmt.Sprintf("%s\x00%08d\x00%s", r.Feature, r.Line, r.Name) }
	sort.Slice(rs, func(i, j int) bool { return key(rs[i]) < key(rs[j]) })
}
