// Exhaustive certification: every coup class of a game through the engine
// (package exhaustive; docs/exhaustive.md). This file is the check: the
// walk and what it observed; collect_exhaustive.go decides from that.

package certify

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/exhaustive"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
)

// DefaultExhaustiveDecks is the shoe the exhaustive walk weighs the classes
// for when Options.ExhaustiveDecks is 0.
const DefaultExhaustiveDecks = 8

// exhaustiveBatch is the most coups sent in one coups call (a class sends
// one or two: its members): large enough that a process engine's round
// trip is paid rarely, small enough that a crash loses little.
const exhaustiveBatch = 4096

// ExhaustiveObservation is what the exhaustive walk of one game (of the
// run's shard) saw: its counts, the failing classes grouped by divergence
// with the first class of each, and the engine's settlements added up per
// wager, from which the house edges are decided. Shards' observations of
// one game add up to the whole walk's (mergeObservations).
type ExhaustiveObservation struct {
	Game  string `json:"game"`
	Decks int    `json:"decks"`
	// Sequences is the number of six-card sequences of the shoe: the
	// weight of every class together.
	Sequences uint64 `json:"sequences"`
	// Classes is the walk's place when it ended: every class of the game
	// unless the walk stopped. Checked are the shard's classes put to the
	// engine, Agree, Fail and Errored how they were answered.
	Classes int `json:"classes"`
	Checked int `json:"checked"`
	Agree   int `json:"agree"`
	Fail    int `json:"fail"`
	Errored int `json:"errored"`
	// Members counts the coups sent: a class's representative and,
	// where some suit is read by no rule, its varied member.
	Members int `json:"members"`
	// FailWeight is the sequences of the failing classes.
	FailWeight uint64 `json:"failWeight"`
	// StartError: the walk could not start; StopError: what stopped it.
	StartError string            `json:"startError,omitempty"`
	StopError  string            `json:"stopError,omitempty"`
	Groups     []ExhaustiveGroup `json:"groups"`
	// Ledger is, per wager of the game in its order, the sequences by the
	// net the engine's settlement gave the stake (exhaustive.Stake).
	Ledger [][]LedgerEntry `json:"ledger"`
}

// exhaustiveProves is what a walk on which every class agrees proves
// (ExhaustiveGame.Proves; docs/exhaustive.md).
const exhaustiveProves = "Every coup class was answered as the rules answer it, on its representative and, where some suit is read by no rule, " +
	"on a varied member with another suit for every such card and its pairs of two suits: the engine agrees with the rules on every coup " +
	"from a full shoe of these decks, assuming it answers every member of a class as it answers these two " +
	"(a reading of a suit the two members share, such as a rule of its own for a suit neither holds, is not excluded)."

// ExhaustiveGroup is the failing classes of one divergence on one game.
type ExhaustiveGroup struct {
	// First is the walk's place of the group's first class, the example.
	First   int                 `json:"first"`
	Blame   judge.Blame         `json:"blame"`
	Classes int                 `json:"classes"`
	Weight  uint64              `json:"weight"`
	Request adapter.CoupRequest `json:"request"`
	Want    adapter.CoupResult  `json:"want"`
	Got     adapter.CoupReply   `json:"got"`
}

// key is what makes two failing classes one group.
func (gr *ExhaustiveGroup) key() string {
	b := gr.Blame
	return strings.Join([]string{b.Kind, strings.Join(b.Clauses, " "), b.Wager, b.Event, b.Pattern}, "\x00")
}

// LedgerEntry counts the sequences on which a wager's settlement netted Net.
type LedgerEntry struct {
	Net   int64  `json:"net"`
	Count uint64 `json:"count"`
}

// addLedger counts count sequences at net for wager j.
func addLedger(l [][]LedgerEntry, j int, net int64, count uint64) {
	for i := range l[j] {
		if l[j][i].Net == net {
			l[j][i].Count += count
			return
		}
	}
	l[j] = append(l[j], LedgerEntry{Net: net, Count: count})
}

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

// checkExhaustive walks every game of the run, each game's batches shared
// among engs.
func checkExhaustive(ctx context.Context, engs []adapter.Engine, selected []string, opts Options, prog *progress) []ExhaustiveObservation {
	var out []ExhaustiveObservation
	games := exhaustiveGames(opts, selected)
	for i, id := range games {
		prog.set(fmt.Sprintf("exhaustive: %s (%d/%d games)", id, i+1, len(games)))
		out = append(out, walkExhaustive(ctx, engs, id, opts))
	}
	return out
}

// walkExhaustive sends every class of the game (of the run's shard) to the
// engines in batches (batch k to engs[k mod n], answers judged in batch
// order: jobs.go), compares each answer with the reference's, and groups
// the failures.
func walkExhaustive(ctx context.Context, engs []adapter.Engine, id string, opts Options) ExhaustiveObservation {
	decks := opts.ExhaustiveDecks
	if decks == 0 {
		decks = DefaultExhaustiveDecks
	}
	o := ExhaustiveObservation{Game: id, Decks: decks, Groups: []ExhaustiveGroup{}}
	g, err := reference.LookupGame(reference.GameID(id))
	var sp *exhaustive.Space
	if err == nil {
		sp, err = exhaustive.New(g, decks)
	}
	if err == nil {
		// The PAR sheet the decision compares the house edges with, made
		// now: deciding after an interruption stays quick.
		_, err = parSheet(g, decks)
	}
	if err != nil {
		o.StartError = err.Error()
		return o
	}
	o.Sequences = sp.Sequences
	wagers := make([]adapter.Wager, len(g.Wagers))
	for i, w := range g.Wagers {
		wagers[i] = adapter.Wager{Wager: string(w.ID), Stake: exhaustive.Stake}
	}
	o.Ledger = make([][]LedgerEntry, len(wagers))
	groups := map[string]int{}
	var stopErr error
	batches := newBatches(ctx, engs, adapter.NewFastReference())
	stoppedAt := -1 // the walk's place after the batch that stopped it
	nth := 0        // the shard's classes judged so far
	judgeBatch := func(b *exBatch) error {
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
			if errors.Is(err, errGaveUp) || ctx.Err() != nil {
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
			o.class(groups, wagers, place, b.reqs[r:r+m], b.weights[i], b.want[r:r+m], b.got[r:r+m])
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
		// The representative and, where some suit is read by no rule, the
		// varied member: an engine reading such a suit meets it both ways.
		batch.reqs = append(batch.reqs, adapter.CoupRequest{Game: id, Decks: decks, Cards: reference.Tokens(cl.Dealt()), Wagers: wagers})
		members := 1
		if v := cl.VariedDealt(); v != nil {
			batch.reqs = append(batch.reqs, adapter.CoupRequest{Game: id, Decks: decks, Cards: reference.Tokens(v), Wagers: wagers})
			members++
		}
		batch.weights = append(batch.weights, cl.Count)
		batch.members = append(batch.members, members)
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
		o.Errored += opts.Shard.count(idx) - o.Checked
	}
	if stopErr != nil {
		o.StopError = stopErr.Error()
	}
	return o
}

// class judges one class's answers, one per member (the representative
// first). The class agrees when every member is answered as the
// reference answers it; the engine's house edge counts the
// representative's answer, at the class's weight; a failing class is
// blamed on its first member answered otherwise.
func (o *ExhaustiveObservation) class(groups map[string]int, wagers []adapter.Wager, place int, reqs []adapter.CoupRequest, weight uint64, want, got []adapter.CoupReply) {
	for i := range reqs {
		if want[i].Err != nil || (got[i].Err != nil && got[i].Err.Code != adapter.CodeInvalid) {
			// The reference refusing a class is a defect of the kit; an
			// engine's unsupported or internal error is no verdict.
			o.Errored++
			return
		}
	}
	if got[0].Err == nil {
		for j, w := range wagers {
			for _, s := range got[0].Result.Settlements {
				if s.Wager == w.Wager {
					addLedger(o.Ledger, j, exhaustive.NetOf(s.Result, s.Win, s.Bonus, w.Stake), weight)
					break
				}
			}
		}
	}
	bad := -1
	for i := range reqs {
		if got[i].Err != nil || !want[i].Result.Same(&got[i].Result) {
			bad = i
			break
		}
	}
	if bad < 0 {
		o.Agree++
		return
	}
	req, w, g := reqs[bad], &want[bad], &got[bad]
	var b judge.Blame
	if g.Err != nil {
		b = judge.BlameRefusal(req.Game, req.Cards, req.Wagers, g.Err)
	} else {
		b, _ = judge.BlameCoup(req, &w.Result, &g.Result)
	}
	o.Fail++
	o.FailWeight += weight
	gr := ExhaustiveGroup{First: place, Blame: b, Request: req, Want: w.Result, Got: *g}
	k := gr.key()
	i, ok := groups[k]
	if !ok {
		gr.Request.Cards = append([]string(nil), req.Cards...)
		i = len(o.Groups)
		groups[k] = i
		o.Groups = append(o.Groups, gr)
	}
	o.Groups[i].Classes++
	o.Groups[i].Weight += weight
}

// count is the number of positions 0..n-1 that belong to the shard.
func (s Shard) count(n int) int {
	if s.Whole() {
		return n
	}
	if n <= s.K {
		return 0
	}
	return (n-1-s.K)/s.N + 1
}
