// Merging finished reports: the generated shoes of games several shards
// shared.

package decide

import (
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/shard"
)

// shardShoes places the generated failures of the shards of one run: the
// game and shoe each came from, in the order one run checks them.
type shardShoes struct {
	shoes  int
	games  map[string]int            // a checked game's position in the run
	at     map[string]map[uint64]int // a game's shoes by seed (fuzz.ShoeIndexes)
	owners map[string]int            // the shard that owns a game (shard.GameOwner)
}

// newShardShoes reads where the shards' generated failures come from,
// and which shard owns each game: the run's seed, shoes and the games it
// checked (those of the report the kit knows and the engine claims), of
// n shards.
func newShardShoes(first *Report, games []string, n int) shardShoes {
	seed, _ := strconv.ParseUint(first.Run.Seed, 10, 64)
	p := shardShoes{shoes: first.Run.Shoes, games: map[string]int{}, at: map[string]map[uint64]int{}, owners: map[string]int{}}
	hello := adapter.Hello{Games: first.Engine.Games}
	gi := 0
	for _, g := range games {
		if _, err := reference.LookupGame(reference.GameID(g)); err != nil || !hello.Supports(g) {
			continue
		}
		p.games[g] = gi
		p.at[g] = fuzz.ShoeIndexes(seed, g, p.shoes)
		p.owners[g] = shard.GameOwner(gi, p.shoes, n)
		gi++
	}
	return p
}

// order is where one run lists a generated failure: by game, then a
// failed property by the shoe it was first shown in; the game's engine
// errors after its failures, by their shoes too, and what stopped the
// game last, as collector.generated adds them.
func (p shardShoes) order(f Failure) (game, shoe int) {
	game = p.games[f.Game]
	seed, err := strconv.ParseUint(f.Seed, 10, 64)
	i, ok := p.at[f.Game][seed]
	switch {
	case err != nil || !ok:
		return game, 2 * p.shoes
	case f.Verdict != Fail:
		return game, p.shoes + i
	}
	return game, i
}

// generatedKey is the identity of a generated failure across the shards:
// one run shows it once, with the count of every shoe that showed it.
func generatedKey(f Failure) (string, bool) {
	if f.Source != SourceGenerated || f.Verdict != Fail {
		return "", false
	}
	return strings.Join([]string{f.Game, f.Title, strings.Join(f.Clauses, " "), strings.Join(f.Blamed, " ")}, "\x00"), true
}

// generatedProperty is the property a generated failure broke, from its
// location ("generated shoe seed S, property P").
func generatedProperty(f Failure) string {
	_, p, _ := strings.Cut(f.Location, ", property ")
	return p
}

// countGeneratedOnce corrects the rows' property evidence the shards
// added up. Every shard counts the properties of its shoes of a game as a
// whole run counts those of all: passed, failed or not applicable on each
// clause. One run counts each once, so the merge keeps the game's owner's
// passes and not-applicables (the other shards' property passes on the
// game are all generated: the exhaustive walk counts its pass in the
// owner only) and counts a property failed in any shard failed once,
// passed nowhere. reps are the shards, before the failures are merged
// (every failure a shard kept).
func (p shardShoes) countGeneratedOnce(c *collector, reps []*Report) {
	type failed struct {
		row  rowKey
		prop string
	}
	in := map[failed]map[int]bool{}
	var order []failed
	for _, r := range reps {
		s, err := shard.Parse(r.Run.Shard)
		if err != nil {
			continue
		}
		for _, v := range r.Verdicts {
			if owner, ok := p.owners[v.Game]; ok && owner != s.K {
				ev := &c.row(rowKey{v.Game, v.Document, v.Clause}).ev.Properties
				ev.Pass -= v.Evidence.Properties.Pass
				ev.NotApplicable -= v.Evidence.Properties.NotApplicable
			}
		}
		for _, f := range r.Failures {
			if _, ok := generatedKey(f); !ok {
				continue
			}
			// A property counts once per clause (collector.generated).
			for _, k := range rowKeys(f.Game, f.Clauses) {
				key := failed{k, generatedProperty(f)}
				if in[key] == nil {
					in[key] = map[int]bool{}
					order = append(order, key)
				}
				in[key][s.K] = true
			}
		}
	}
	for _, key := range order {
		shards := in[key]
		r, ok := c.rows[key.row]
		if !ok {
			continue
		}
		ev := &r.ev.Properties
		ev.Fail -= len(shards) - 1
		if !shards[p.owners[key.row.game]] {
			// The owner counted it passed (or errored, if its shoes
			// stopped): one run does not.
			if ev.Pass > 0 {
				ev.Pass--
			} else if ev.Errored > 0 {
				ev.Errored--
			}
		}
	}
}
