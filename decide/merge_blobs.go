// Merging the observations of the shards of one run (blobs, certify --blob;
// docs/scale.md): joined, then decided as one run's.

package decide

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/shard"
	"github.com/bacctk/bacctk/vectors"
)

// MergeObservations joins the observations of the N shards of one run
// into the observations of the whole run, which Decide decides as it
// decides one run's. It refuses blobs whose headers disagree (kit, content
// hash, seed, engine, run settings), that are not shards, and a missing or
// duplicate shard. The order the shards are given in does not matter.
func MergeObservations(shards []*Observations) (*Observations, error) {
	if len(shards) == 0 {
		return nil, fmt.Errorf("no blob to merge")
	}
	byK, err := orderShards(shards)
	if err != nil {
		return nil, err
	}
	first := byK[0]
	out := &Observations{Facts: first.Facts, Offers: first.Offers}
	f := &out.Facts
	f.Run.Shard = ""
	f.Run.Timings, f.Run.DurationMs, f.Engine.Restarts = Timings{}, 0, 0
	f.EngineFailures, f.EngineFailuresTotal = nil, 0
	var stopped []string
	for _, o := range byK {
		of := &o.Facts
		f.Run.Timings.FeaturesMs += of.Run.Timings.FeaturesMs
		f.Run.Timings.VectorsMs += of.Run.Timings.VectorsMs
		f.Run.Timings.GeneratedMs += of.Run.Timings.GeneratedMs
		f.Run.Timings.ExhaustiveMs += of.Run.Timings.ExhaustiveMs
		f.Run.DurationMs += of.Run.DurationMs
		if of.Run.StartedAt.Before(f.Run.StartedAt) {
			f.Run.StartedAt = of.Run.StartedAt
		}
		if of.Run.Stopped != "" && !slices.Contains(stopped, of.Run.Stopped) {
			stopped = append(stopped, of.Run.Stopped)
		}
		f.Engine.Restarts += of.Engine.Restarts
		f.Engine.Stderr = cmp.Or(f.Engine.Stderr, of.Engine.Stderr)
		f.SessionError = cmp.Or(f.SessionError, of.SessionError)
		f.EngineFailuresTotal += of.EngineFailuresTotal
		for _, ef := range of.EngineFailures {
			if len(f.EngineFailures) < 20 {
				f.EngineFailures = append(f.EngineFailures, ef)
			}
		}
		// Every shard makes the offers check; the other kinds are parts
		// (the generated shoes of a game too: joinGenerated).
		out.Scenarios = append(out.Scenarios, o.Scenarios...)
		out.Vectors = append(out.Vectors, o.Vectors...)
		out.TableLacks = append(out.TableLacks, o.TableLacks...)
	}
	f.Run.Stopped = strings.Join(stopped, "; ")
	out.TableLacks = firstTableLacks(out.TableLacks)
	out.Exhaustive = mergeWalks(byK)
	if out.Generated, err = joinGenerated(byK); err != nil {
		return nil, err
	}
	return out, nil
}

// orderShards checks that the observations are the N shards of one run
// and returns them by shard number.
func orderShards(shards []*Observations) ([]*Observations, error) {
	h0 := shards[0].header()
	n := 0
	byK := map[int]*Observations{}
	for i, o := range shards {
		h := o.header()
		if h.Shard == "" {
			return nil, fmt.Errorf("blob %d is not a shard (made without --shard)", i+1)
		}
		s, err := shard.Parse(h.Shard)
		if err != nil {
			return nil, fmt.Errorf("blob %d: %v", i+1, err)
		}
		if i == 0 {
			n = s.N
		}
		switch {
		case s.N != n:
			return nil, fmt.Errorf("blob %d is shard %s, blob 1 one of %d shards", i+1, h.Shard, n)
		case byK[s.K] != nil:
			return nil, fmt.Errorf("blob %d: shard %s is given twice", i+1, h.Shard)
		}
		byK[s.K] = o
		for _, d := range []struct{ what, a, b string }{
			{"kit", h.Kit, h0.Kit}, {"content hash", h.ContentHash, h0.ContentHash}, {"seed", h.Seed, h0.Seed},
			{"engine", h.Engine, h0.Engine}, {"run settings", h.Settings, h0.Settings},
		} {
			if d.a != d.b {
				return nil, fmt.Errorf("blob %d has another %s than blob 1 (%q, not %q): shards of one run only", i+1, d.what, d.a, d.b)
			}
		}
	}
	var out []*Observations
	var missing []string
	for k := 0; k < n; k++ {
		if byK[k] == nil {
			missing = append(missing, fmt.Sprintf("%d/%d", k, n))
		}
		out = append(out, byK[k])
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("shard %s missing: the merge needs every shard of the run", strings.Join(missing, ", "))
	}
	return out, nil
}

// firstTableLacks keeps, of the table events found lacking on a game by
// several shards, the one found on the first vector, as one run finds it.
func firstTableLacks(in []TableLack) []TableLack {
	files, _ := vectors.LoadEmbedded()
	rank := map[string]int{}
	for i, f := range files {
		rank[f.Path] = i
	}
	sorted := slices.Clone(in)
	slices.SortStableFunc(sorted, func(a, b TableLack) int {
		return cmp.Or(cmp.Compare(rank[a.Vector.File], rank[b.Vector.File]), cmp.Compare(a.Vector.TcID, b.Vector.TcID))
	})
	var out []TableLack
	seen := map[string]bool{}
	for _, l := range sorted {
		if k := l.Vector.Game + "\x00" + l.Violation.Event; !seen[k] {
			seen[k] = true
			out = append(out, l)
		}
	}
	return out
}

// mergeWalks adds up the shards' walks of each game, in the first shard's
// order of games: counts and ledgers add, groups of one divergence join,
// each keeping the class the walk met first as its example.
func mergeWalks(byK []*Observations) []ExhaustiveObservation {
	var games byGame[ExhaustiveObservation]
	for _, o := range byK {
		for _, w := range o.Exhaustive {
			m := games.entry(w.Game, func() ExhaustiveObservation {
				return ExhaustiveObservation{Game: w.Game, Decks: w.Decks, Sequences: w.Sequences,
					Groups: []ExhaustiveGroup{}, Ledger: make([][]LedgerEntry, len(w.Ledger))}
			})
			m.Classes = max(m.Classes, w.Classes)
			m.Checked += w.Checked
			m.Members += w.Members
			m.Agree += w.Agree
			m.Fail += w.Fail
			m.Errored += w.Errored
			m.FailWeight += w.FailWeight
			m.StartError = cmp.Or(m.StartError, w.StartError)
			m.StopError = cmp.Or(m.StopError, w.StopError)
			for j, rows := range w.Ledger {
				if j >= len(m.Ledger) {
					m.Ledger = append(m.Ledger, nil)
				}
				for _, e := range rows {
					addLedger(m.Ledger, j, e.Net, e.Count)
				}
			}
			for _, gr := range w.Groups {
				j := slices.IndexFunc(m.Groups, func(g ExhaustiveGroup) bool { return g.key() == gr.key() })
				if j < 0 {
					m.Groups = append(m.Groups, gr)
					continue
				}
				g := &m.Groups[j]
				g.Classes += gr.Classes
				g.Weight += gr.Weight
				if gr.First < g.First {
					g.First, g.Blame, g.Request, g.Want, g.Got = gr.First, gr.Blame, gr.Request, gr.Want, gr.Got
				}
			}
		}
	}
	out := games.list
	for i := range out {
		slices.SortStableFunc(out[i].Groups, func(a, b ExhaustiveGroup) int { return cmp.Compare(a.First, b.First) })
	}
	return out
}
