package fuzz

import (
	"context"
	"fmt"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// CheckShoe checks eng on one shoe of the game drawn from src, exactly as
// Check does for each of its shoes (rounds as coups and as a shoe, the
// properties, the differential against cfg.Reference, the minimizer), and
// returns what it found: failures and engine errors in the report, and an
// error when the check could not run (an unknown game, an engine that does
// not answer hello or its wagers, a bug in the kit). It is the hook for a
// property-based test runner: package rapidfuzz runs it with choices drawn
// by rapid, so that rapid shrinks a failing shoe.
func CheckShoe(ctx context.Context, eng adapter.Engine, game string, cfg Config, src Source) (GameReport, error) {
	if cfg.Reference == nil {
		cfg.Reference = refengine.NewFast()
	}
	rep := GameReport{Game: game}
	hello, err := eng.Hello(ctx)
	if err != nil {
		return rep, fmt.Errorf("engine hello: %v", err)
	}
	g, err := reference.LookupGame(reference.GameID(game))
	if err != nil {
		return rep, err
	}
	r := &gameRun{ctx: ctx, eng: eng, ref: cfg.Reference, cfg: cfg, g: g, rep: &rep, failures: map[string]int{},
		canCoup: hello.Can(adapter.CapCoup), canShoe: hello.Can(adapter.CapShoe)}
	if err := r.probeWagers(); err != nil {
		return rep, err
	}
	r.unit(src)
	if r.fatal != nil {
		return rep, fmt.Errorf("%s: %v", game, r.fatal)
	}
	return rep, nil
}
