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
	var games byGame[GeneratedObservation]
	for _, o := range byK {
		for _, g := range o.Generated {
			m := games.entry(g.Game, func() GeneratedObservation { return GeneratedObservation{Game: g.Game} })
			if m.Error == "" {
				m.Error = g.Error
			}
			m.Games = append(m.Games, g.Games...)
		}
	}
	out := games.list
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
