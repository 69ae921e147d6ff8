// Joining the shards' generated checks of each game (blobs; --shard cuts
// every game's shoes) into one run's, before the decision.

package decide

import (
	"fmt"
	"strconv"

	"github.com/bacctk/bacctk/fuzz"
)

// joinGenerated joins the generated checks of each game the shards
// shared shoe by shoe into those of one run of all its shoes (fuzz.Join),
// so that the decision counts each property once and each failure once,
// with its first shoe's case and every shard's count. Games come in the
// order the shards list them (Decide orders them as the run's games). A
// game whose checks could not start in some shard (the engine's hello
// failed, the run was interrupted) is one that could not start: the
// other shards' shoes of it are not counted.
func joinGenerated(byK []*Observations) ([]GeneratedObservation, error) {
	run := byK[0].Facts.Run
	seed, err := strconv.ParseUint(run.Seed, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("the run's seed %q: %v", run.Seed, err)
	}
	var out []GeneratedObservation
	at := map[string]int{}
	for _, o := range byK {
		for _, g := range o.Generated {
			i, ok := at[g.Game]
			if !ok {
				i = len(out)
				at[g.Game] = i
				out = append(out, GeneratedObservation{Game: g.Game})
			}
			if out[i].Error == "" {
				out[i].Error = g.Error
			}
			out[i].Games = append(out[i].Games, g.Games...)
		}
	}
	for i := range out {
		o := &out[i]
		if o.Error != "" {
			o.Games = nil
			continue
		}
		// CheckOn of one game reports that game; keep any other apart.
		var games []string
		parts := map[string][]fuzz.GameReport{}
		for _, gr := range o.Games {
			if parts[gr.Game] == nil {
				games = append(games, gr.Game)
			}
			parts[gr.Game] = append(parts[gr.Game], gr)
		}
		o.Games = nil
		for _, g := range games {
			o.Games = append(o.Games, fuzz.Join(seed, run.Shoes, parts[g]))
		}
	}
	return out, nil
}
