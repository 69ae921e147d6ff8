// An exhaustive walk's observation: each coup class judged as the walk
// goes, failing classes grouped by what differs, the ledger of the house
// edges (certify's check_exhaustive.go walks; collect_exhaustive.go
// decides).

package decide

import (
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/exhaustive"
	"github.com/bacctk/bacctk/judge"
)

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

// AddClass judges one class's answers, one per member (the representative
// first). The class agrees when every member is answered as the
// reference answers it; the engine's house edge counts the
// representative's answer, at the class's weight; a failing class is
// blamed on its first member answered otherwise.
func (o *ExhaustiveObservation) AddClass(groups map[string]int, wagers []adapter.Wager, place int, reqs []adapter.CoupRequest, weight uint64, want, got []adapter.CoupReply) {
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
