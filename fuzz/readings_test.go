package fuzz

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/reference"
)

// TestReadings: under each alternative reading the reference settling
// under it passes every property (the properties read the rules as the
// run does); the independent engine's planted defect pair-by-point-value,
// which is exactly reading 1=point-value, fails under the kit's reading
// and passes under that one.
func TestReadings(t *testing.T) {
	ctx := context.Background()
	games := []string{"mbs-ncb-v6", "mbs-tiger-v2", "mbs-etg-v4-super-6-ncb"}
	for _, x := range reference.Alternatives() {
		r := reference.Readings{}.With(x)
		rep, err := Check(ctx, refengine.NewFastUnder(r), games, Config{Shoes: 6, Seed: 3, Readings: r})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range rep.Games {
			if g.Verdict != VerdictPass {
				t.Errorf("reading %v: the reference under it %s on %s: %v", r.Names(), g.Verdict, g.Game, g.Failures)
			}
		}
	}
	eng, err := independent.New("pair-by-point-value")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		r    reference.Readings
		want string
	}{{reference.Readings{}, VerdictFail}, {reference.Readings{PairByPointValue: true}, VerdictPass}} {
		rep, err := Check(ctx, eng, []string{"mbs-tiger-v2"}, Config{Shoes: 20, Seed: 3, Readings: c.r})
		if err != nil {
			t.Fatal(err)
		}
		if got := rep.Games[0].Verdict; got != c.want {
			t.Errorf("pair-by-point-value under %v: %s, want %s (%v)", c.r.Names(), got, c.want, rep.Games[0].Failures)
		}
	}
}
