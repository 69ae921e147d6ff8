package certify

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/internal/longtest"

	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

// shardRun runs the options as the given shard (the zero Shard: the whole
// run) against a fresh engine with the defect.
func shardRun(t *testing.T, opts Options, s shard.Shard, defect string) *report.Report {
	t.Helper()
	eng := newIndependent(t, defect)
	opts.Shard = s
	rep, err := Run(context.Background(), eng, opts)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// verdictsOf prints what a merge must reproduce: every row's verdict and
// evidence, the games' verdicts and checks, the causes and the summary.
func verdictsOf(r *report.Report) string {
	var b strings.Builder
	for _, v := range r.Verdicts {
		fmt.Fprintf(&b, "%s %s %+v\n", v.ID, v.Verdict, v.Evidence)
	}
	for _, g := range r.Games {
		fmt.Fprintf(&b, "game %s %s scenarios %+v vectors %+v generated %s checked %+v\n", g.Game, g.Verdict, g.Scenarios, g.Vectors, g.Generated, g.Checked)
	}
	for _, c := range r.Causes {
		fmt.Fprintf(&b, "cause %s %s %v %s %s count %d (%d/%d/%d/%d) p %s\n", c.Kind, c.Game, c.Clauses, c.Wager, c.Summary, c.Count, c.Scenarios, c.Vectors, c.Generated, c.Exhaustive, c.Probability)
		// The grouped fields: the instances a cause holds. Failure ids
		// are numbered again by the merge, so a pattern gives its count
		// and how many failures it kept.
		fmt.Fprintf(&b, "  games %v wagers %v events %v fields %v\n", c.Games, c.Wagers, c.Events, c.Fields)
		for _, p := range c.Patterns {
			fmt.Fprintf(&b, "  pattern %q %s %s %s %v count %d kept %d\n", p.Summary, p.Wager, p.Event, p.Field, p.Games, p.Count, len(p.Failures))
		}
	}
	fmt.Fprintf(&b, "checked %+v failures %d exit %d\n", r.Run.Checked, r.Summary.Failures, r.Summary.ExitCode)
	return b.String()
}

// TestShardMerge: N shards of a run (scenarios, vectors, generated shoes),
// merged, give the verdicts, evidence, causes and counts of the unsharded
// run, for N = 1 and 7 (more shards than games), and 3 in the long run.
func TestShardMerge(t *testing.T) {
	t.Parallel()
	const defect = "tie-loses-player-banker"
	opts := Options{Seed: 7, Shoes: 4, Games: []string{"mbs-tiger-v2", "mbs-ncb-v6"}, MinimizeBudget: 20,
		Tags: "@clause:mbs-tiger-v2:3.16.1,@clause:mbs-ncb-v6:3.10.1,@clause:mbs-tiger-v2:4.2"}
	want := verdictsOf(shardRun(t, opts, shard.Shard{}, defect))
	for _, n := range longtest.Pick([]int{1, 7, 3}, 2, 0) {
		var reps []*report.Report
		for k := 0; k < n; k++ {
			reps = append(reps, shardRun(t, opts, shard.Shard{K: k, N: n}, defect))
		}
		merged, err := decide.Merge(reps, nil)
		if err != nil {
			t.Fatalf("N=%d: %v", n, err)
		}
		reportJSON(t, merged)
		// The merge numbers the failures again: a not-judged row names
		// one of the merged report's.
		if judged := checkNotJudgedReasons(t, merged); judged == 0 {
			t.Errorf("N=%d: no row is not judged: the merge of not-judged reasons goes unchecked", n)
		}
		for _, v := range merged.Verdicts {
			if v.Verdict == report.NotJudged && merged.FailuresOmitted == 0 && !strings.Contains(v.Reason, "at failure F") {
				t.Errorf("N=%d: every failure is kept, yet %s names none: %s", n, v.ID, v.Reason)
			}
		}
		if strings.Count(want, "\n  pattern ") <= strings.Count(want, "\ncause ") {
			t.Errorf("no cause of the whole run holds two patterns: the merge of grouped causes goes unchecked:\n%s", want)
		}
		if got := verdictsOf(merged); got != want {
			t.Errorf("N=%d: the merged shards differ from the whole run:\n--- whole\n%s\n--- merged\n%s", n, want, got)
		}
		if n == 3 {
			if _, err := decide.Merge(reps[:2], nil); err == nil || !strings.Contains(err.Error(), "2/3 missing") {
				t.Errorf("a missing shard: %v", err)
			}
			if _, err := decide.Merge(append(reps, reps[1]), nil); err == nil || !strings.Contains(err.Error(), "twice") {
				t.Errorf("a duplicate shard: %v", err)
			}
			other := *reps[2]
			other.Run.Seed = "8"
			if _, err := decide.Merge([]*report.Report{reps[0], reps[1], &other}, nil); err == nil || !strings.Contains(err.Error(), "seed") {
				t.Errorf("another seed: %v", err)
			}
			eng := *reps[2]
			eng.Engine.Version = "other"
			if _, err := decide.Merge([]*report.Report{reps[0], reps[1], &eng}, nil); err == nil || !strings.Contains(err.Error(), "engine") {
				t.Errorf("another engine: %v", err)
			}
			kit := *reps[2]
			kit.Kit.Version = "0.0.0"
			if _, err := decide.Merge([]*report.Report{reps[0], reps[1], &kit}, nil); err == nil || !strings.Contains(err.Error(), "kit version") {
				t.Errorf("another kit: %v", err)
			}
		}
	}
}
