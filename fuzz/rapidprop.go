package fuzz

import (
	"context"
	"fmt"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
	"pgregory.net/rapid"
)

// RapidProperty returns a rapid property that checks eng on one generated
// shoe of the game, exactly as Check does for each of its shoes, with the
// shoe drawn by rapid: a failure is shrunk by rapid (fewer decks, lower
// cards, fewer rounds) and then by the kit's minimizer, and reported with
// the failing property, its clauses and the replayable case as JSON.
// Replay a failure with -rapid.seed as rapid prints it.
func RapidProperty(eng adapter.Engine, game string, cfg Config) func(*rapid.T) {
	if cfg.Reference == nil {
		cfg.Reference = adapter.NewFastReference()
	}
	if cfg.MinimizeBudget == 0 {
		// rapid runs the property again for every shrinking step; the
		// kit's minimizer then only needs to trim what rapid cannot.
		cfg.MinimizeBudget = 300
	}
	return func(t *rapid.T) {
		ctx := context.Background()
		hello, err := eng.Hello(ctx)
		if err != nil {
			t.Fatalf("engine hello: %v", err)
		}
		g, err := reference.LookupGame(reference.GameID(game))
		if err != nil {
			t.Fatalf("%v", err)
		}
		rep := GameReport{Game: game}
		r := &gameRun{ctx: ctx, eng: eng, ref: cfg.Reference, cfg: cfg, g: g, rep: &rep, failures: map[string]int{},
			canCoup: hello.Can(adapter.CapCoup), canShoe: hello.Can(adapter.CapShoe)}
		if err := r.probeWagers(); err != nil {
			t.Fatalf("%v", err)
		}
		r.unit(FromRapid(t))
		if r.fatal != nil {
			t.Fatalf("%s: %v", game, r.fatal)
		}
		if len(rep.Failures) == 0 && len(rep.Errors) == 0 {
			return
		}
		var b strings.Builder
		for _, f := range rep.Failures {
			fmt.Fprintf(&b, "%s %s [%s]: %s\n", f.Game, f.Property, strings.Join(f.Clauses, " "), f.Message)
			if cfg.CaseDir != "" {
				if path, err := f.Case.Write(cfg.CaseDir); err == nil {
					fmt.Fprintf(&b, "case written to %s\n", path)
				}
			}
			fmt.Fprintf(&b, "%s\n", f.Case.JSON())
		}
		for _, e := range rep.Errors {
			fmt.Fprintf(&b, "%s errored (%s): %s\n", e.Game, e.Method, e.Message)
		}
		t.Fatalf("%s", b.String())
	}
}
