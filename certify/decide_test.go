package certify

import (
	"bytes"
	"context"
	"slices"
	"testing"

	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/report"
)

// observedRun runs opts against a fresh engine with the defects and
// returns its report and the observations it was decided from.
func observedRun(t *testing.T, opts Options, defects ...string) (*report.Report, *decide.Observations) {
	t.Helper()
	eng := newIndependent(t, defects...)
	var obs *decide.Observations
	opts.Observed = func(o *decide.Observations) { obs = o }
	rep, err := Run(context.Background(), eng, opts)
	if err != nil {
		t.Fatal(err)
	}
	if obs == nil {
		t.Fatal("Run gave no observations to Options.Observed")
	}
	return rep, obs
}

// decideJSON decides the observations and returns the report's JSON.
func decideJSON(t *testing.T, obs *decide.Observations) []byte {
	t.Helper()
	rep, err := decide.Decide(obs, nil)
	if err != nil {
		t.Fatal(err)
	}
	return reportJSON(t, rep)
}

// TestDecide: the report of a run with failures is its observations
// decided, byte for byte; deciding again gives the same report, and so do
// the observations of each kind in another order.
func TestDecide(t *testing.T) {
	opts := Options{Seed: 11, Shoes: 3, Games: []string{"mbs-tiger-v2", "mbs-ncb-v6"}, MinimizeBudget: 20, Concurrency: 3,
		Tags: "@clause:mbs-tiger-v2:3.16.1,@clause:mbs-ncb-v6:3.10.1,@clause:mbs-tiger-v2:4.2,@clause:mbs-tiger-v2:4.3"}
	rep, obs := observedRun(t, opts, "tie-loses-player-banker", "small-tiger-pays-20")
	if rep.Summary.Failures == 0 || len(obs.Scenarios) < 2 || len(obs.Vectors) == 0 || len(obs.Generated) != 2 {
		t.Fatalf("the run observed too little to test: %d failures, %d scenarios, %d vectors, %d generated",
			rep.Summary.Failures, len(obs.Scenarios), len(obs.Vectors), len(obs.Generated))
	}
	want := reportJSON(t, rep)
	first := decideJSON(t, obs)
	if !bytes.Equal(first, want) {
		t.Errorf("the observations decide another report than the run's:\n%s", firstDiff(string(first), string(want)))
	}
	if again := decideJSON(t, obs); !bytes.Equal(again, first) {
		t.Errorf("deciding twice gives two reports:\n%s", firstDiff(string(again), string(first)))
	}
	shuffled := *obs
	shuffled.Scenarios = slices.Clone(obs.Scenarios)
	slices.Reverse(shuffled.Scenarios)
	shuffled.Vectors = slices.Clone(obs.Vectors)
	slices.Reverse(shuffled.Vectors)
	shuffled.Generated = slices.Clone(obs.Generated)
	slices.Reverse(shuffled.Generated)
	if got := decideJSON(t, &shuffled); !bytes.Equal(got, first) {
		t.Errorf("the observations in another order decide another report:\n%s", firstDiff(string(got), string(first)))
	}
}
