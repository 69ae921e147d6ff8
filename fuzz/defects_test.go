package fuzz

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/independent"
)

func TestCleanIndependentPasses(t *testing.T) {
	eng, err := independent.New()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Check(context.Background(), eng, nil, Config{Shoes: 20, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range rep.Games {
		for _, f := range g.Failures {
			t.Errorf("%s\n%s", f, f.Case.JSON())
		}
		for _, e := range g.Errors {
			t.Errorf("errored: %s %s", e.Game, e.Message)
		}
	}
}

func TestPlantedDefectsProbe(t *testing.T) {
	for _, d := range independent.Defects() {
		eng, err := independent.New(d.Name)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Check(context.Background(), eng, d.Games, Config{Shoes: 10, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		props := map[string]int{}
		named := false
		for _, f := range rep.Failures() {
			props[f.Property+" "+f.Clauses[0]] += f.Count
			for _, c := range f.Clauses {
				for _, dc := range d.Clauses {
					if c == dc {
						named = true
					}
				}
			}
		}
		t.Logf("%-32s caught=%v named=%v %v", d.Name, len(props) > 0, named, props)
	}
}
