package fuzz

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

func TestCheckReferenceAgainstItself(t *testing.T) {
	ref := adapter.NewReference()
	rep, err := Check(context.Background(), ref, nil, Config{Shoes: 5, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range rep.Games {
		t.Logf("%s: %s %s shoes=%d coups=%d shoeRuns=%d", g.Game, g.Verdict, g.Reason, g.Shoes, g.Coups, g.ShoeRuns)
		for _, f := range g.Failures {
			t.Errorf("%s\n%s", f, f.Case.JSON())
		}
		for _, e := range g.Errors {
			t.Errorf("errored: %s", e.Message)
		}
	}
}
