// The generated check: fuzz.Check per game on the run's shard of its
// shoes, its reports kept as observations.

package certify

import (
	"context"
	"regexp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/fuzz"
)

// checkGenerated runs the generated shoes and table sequences of every
// game, one game at a time, each game's shoes shared among the engines; a
// shard makes every Nth shoe of the games' shoes (shard.Shard.GameShoes).
func checkGenerated(ctx context.Context, engs []adapter.Engine, selected []string, offers []decide.OfferLack, opts Options, runRE *regexp.Regexp, prog *progress) []decide.GeneratedObservation {
	cfg := fuzz.Config{Shoes: opts.Shoes, Seed: opts.Seed, MinimizeBudget: opts.MinimizeBudget, Readings: opts.Readings, Lacking: lacking(offers)}
	if runRE != nil {
		// Only the properties --run names are looked for.
		cfg.Properties = selectedProperties(runRE)
	}
	total := 0
	for gi := range selected {
		total += opts.Shard.GameShoes(gi, opts.Shoes)
	}
	prog.phase("generated shoes", "shoes", int64(total))
	// Each shoe counted as it is done, whichever engine did it; each
	// game's end sets the count the reports made.
	cfg.OnShoe = func() { prog.add(1) }
	var out []decide.GeneratedObservation
	shoes := 0
	for gi, id := range selected {
		if opts.Shard.GameShoes(gi, opts.Shoes) == 0 {
			// More shards than shoes: this one makes none of the game's.
			continue
		}
		if !opts.Shard.Whole() {
			cfg.Subset = opts.Shard.ShoeSubset(gi, opts.Shoes)
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
