// Exhaustive certification: every coup class of a game through the engine
// (package exhaustive; docs/exhaustive.md). This file is the check: the
// walk and what it observed; package decide decides from that.

package certify

import (
	"context"
	"errors"
	"fmt"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/analysis"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/exhaustive"
	"github.com/bacctk/bacctk/reference"
)

// DefaultExhaustiveDecks is the shoe the exhaustive walk weighs the classes
// for when Options.ExhaustiveDecks is 0.
const DefaultExhaustiveDecks = 8

// exhaustiveBatch is the most coups sent in one coups call (a class sends
// one or two: its members): large enough that a process engine's round
// trip is paid rarely, small enough that a crash loses little.
const exhaustiveBatch = 4096

// exhaustiveGames returns the games to walk: those of --exhaustive-games
// that the run checks, or every game it checks.
func exhaustiveGames(opts Options, selected []string) []string {
	if len(opts.ExhaustiveGames) == 0 {
		return selected
	}
	var out []string
	for _, g := range opts.ExhaustiveGames {
		for _, s := range selected {
			if s == g {
				out = append(out, g)
			}
		}
	}
	return out
}

// exhaustiveWagers are the wagers of every coup of the walk: every wager
// of the game, at exhaustive.Stake.
func exhaustiveWagers(g *reference.Game) []adapter.Wager {
	wagers := make([]adapter.Wager, len(g.Wagers))
	for i, w := range g.Wagers {
		wagers[i] = adapter.Wager{Wager: string(w.ID), Stake: exhaustive.Stake}
	}
	return wagers
}

// checkExhaustive walks every game of the run, each game's batches shared
// among engs.
func checkExhaustive(ctx context.Context, engs []adapter.Engine, selected []string, opts Options, prog *progress) []decide.ExhaustiveObservation {
	var out []decide.ExhaustiveObservation
	games := exhaustiveGames(opts, selected)
	for i, id := range games {
		prog.set(fmt.Sprintf("exhaustive: %s (%d/%d games)", id, i+1, len(games)))
		out = append(out, walkExhaustive(ctx, engs, id, opts, func(sp *exhaustive.Space) {
			// Classes counted as they are judged, with their rate and an
			// ETA; counting a game's classes first takes a walk without
			// the engine (0.25 to 1.2 s), made only when someone watches.
			if prog.active() {
				n := 0
				sp.Walk(func(*exhaustive.Class) error { n++; return nil })
				prog.phase("exhaustive "+id, "classes", int64(opts.Shard.Count(n)))
			}
		}, prog.add))
	}
	return out
}

// walkExhaustive sends every class of the game (of the run's shard) to the
// engines in batches (batch k to engs[k mod n], answers judged in batch
// order: jobs.go), compares each answer with the reference's, and groups
// the failures.
//
// started, if set, is called with the game's class space before the walk;
// judged, if set, with the number of classes of each batch judged.
func walkExhaustive(ctx context.Context, engs []adapter.Engine, id string, opts Options, started func(*exhaustive.Space), judged func(int64)) decide.ExhaustiveObservation {
	decks := opts.ExhaustiveDecks
	if decks == 0 {
		decks = DefaultExhaustiveDecks
	}
	o := decide.ExhaustiveObservation{Game: id, Decks: decks, Groups: []decide.ExhaustiveGroup{}}
	g, err := reference.LookupGame(reference.GameID(id))
	var sp *exhaustive.Space
	if err == nil {
		sp, err = exhaustive.New(g, decks)
	}
	if err == nil {
		// The PAR sheet the decision compares the house edges with, made
		// now: deciding after an interruption stays quick.
		_, err = analysis.Cached(g, decks)
	}
	if err != nil {
		o.StartError = err.Error()
		return o
	}
	o.Sequences = sp.Sequences
	if started != nil {
		started(sp)
	}
	wagers := exhaustiveWagers(g)
	o.Ledger = make([][]decide.LedgerEntry, len(wagers))
	groups := map[string]int{}
	var stopErr error
	batches := newBatches(ctx, engs, refengine.NewFast())
	stoppedAt := -1 // the walk's place after the batch that stopped it
	nth := 0        // the shard's classes judged so far
	judgeBatch := func(b *exBatch) error {
		if judged != nil {
			defer judged(int64(len(b.weights)))
		}
		o.Checked += len(b.weights)
		o.Members += len(b.reqs)
		first := nth
		nth += len(b.weights)
		err := b.err
		if err == nil && len(b.got) != len(b.reqs) {
			err = fmt.Errorf("the engine answered %d of %d coups", len(b.got), len(b.reqs))
		}
		if err != nil {
			o.Errored += len(b.weights)
			if stopErr == nil {
				stopErr = err
			}
			if errors.Is(err, decide.ErrGaveUp) || ctx.Err() != nil {
				stoppedAt = b.end
				return err
			}
			return nil
		}
		r := 0
		for i, m := range b.members {
			// The shard's nth class is the walk's K + nth*N.
			place := first + i
			if !opts.Shard.Whole() {
				place = opts.Shard.K + place*opts.Shard.N
			}
			o.AddClass(groups, wagers, place, b.reqs[r:r+m], b.weights[i], b.want[r:r+m], b.got[r:r+m])
			r += m
		}
		return nil
	}
	batch := newExBatch()
	idx := 0
	walkErr := sp.Walk(func(cl *exhaustive.Class) error {
		i := idx
		idx++
		if !opts.Shard.Has(i) {
			return nil
		}
		batch.add(id, decks, wagers, cl)
		if len(batch.reqs) >= exhaustiveBatch-1 {
			b := batch
			b.end, batch = idx, newExBatch()
			return batches.send(b, judgeBatch)
		}
		return nil
	})
	if walkErr == nil && len(batch.reqs) > 0 {
		batch.end = idx
		walkErr = batches.send(batch, judgeBatch)
	}
	if walkErr == nil {
		walkErr = batches.drain(judgeBatch)
	}
	batches.wait()
	if stoppedAt >= 0 {
		// The walk went on while the engines answered: it stopped, as on
		// one engine, after the batch that stopped it.
		idx = stoppedAt
	}
	o.Classes = idx
	if walkErr != nil && stopErr == nil {
		stopErr = walkErr
	}
	if walkErr != nil {
		// The classes not sent are errored too: the walk stopped.
		o.Errored += opts.Shard.Count(idx) - o.Checked
	}
	if stopErr != nil {
		o.StopError = stopErr.Error()
	}
	return o
}
