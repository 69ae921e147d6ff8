// The generated check: fuzz.Check per game of the run's shard, its
// reports kept as observations.

package certify

import (
	"context"
	"regexp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/fuzz"
)

// checkGenerated runs the generated shoes and table sequences of every
// game of the run's shard, one game at a time, each game's shoes shared
// among the engines.
func checkGenerated(ctx context.Context, engs []adapter.Engine, selected []string, opts Options, runRE *regexp.Regexp, prog *progress) []decide.GeneratedObservation {
	cfg := fuzz.Config{Shoes: opts.Shoes, Seed: opts.Seed, MinimizeBudget: opts.MinimizeBudget, Readings: opts.Readings}
	if runRE != nil {
		// Only the properties --run names are looked for.
		cfg.Properties = selectedProperties(runRE)
	}
	n := 0
	for i := range selected {
		if opts.Shard.Has(i) {
			n++
		}
	}
	prog.phase("generated shoes", "shoes", int64(n*opts.Shoes))
	var out []decide.GeneratedObservation
	shoes := 0
	for i, id := range selected {
		if !opts.Shard.Has(i) {
			// A shard makes the generated shoes of every Nth game.
			continue
		}
		fr, err := fuzz.CheckOn(ctx, engs, []string{id}, cfg)
		o := decide.GeneratedObservation{Game: id, Games: fr.Games}
		if err != nil {
			o.Error = err.Error()
		}
		out = append(out, o)
		for _, gr := range fr.Games {
			shoes += gr.Shoes
		}
		prog.finishStep(int64(shoes))
	}
	prog.finish(int64(shoes))
	return out
}
