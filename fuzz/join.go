package fuzz

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/judge"
)

// wholeFailedPrefix is what finish puts before the reason of a game that
// failed and then broke down.
const wholeFailedPrefix = "the engine also failed as a whole: "

// Join is the report of one game's generated checks made of the reports
// of checks of disjoint parts of its shoes (Config.Subset: certify
// --shard), as one run of all their shoes gives it, so that the shards of
// a run decide as the run: counts add up; a failure several parts show is
// the one its earliest shoe showed, counted as often as all showed it, and
// the failures are listed in the order of their first shoes; the engine
// errors are the first maxErrors in shoe order; the clauses' verdicts are
// decided again. seed and shoes are the run's (Config.Seed, the number of
// shoes). Which parts each shoe went to does not matter.
//
// A part that stopped (the engine broke down, the run was interrupted)
// makes the game errored with the reason of the earliest stop, as one run
// would; but the other parts' shoes after it stay counted, with what they
// found, where one run would have stopped before them.
func Join(seed uint64, shoes int, parts []GameReport) GameReport {
	if len(parts) == 0 {
		return GameReport{}
	}
	for _, p := range parts {
		if p.Verdict == VerdictNotApplicable {
			// decided before any shoe, the same in every part
			return p
		}
	}
	at := ShoeIndexes(seed, parts[0].Game, shoes)
	shoeOf := func(seed Seed) int {
		if i, ok := at[uint64(seed)]; ok {
			return i
		}
		return shoes
	}
	rep := GameReport{Game: parts[0].Game, Unsupported: parts[0].Unsupported}
	var stopped *GameReport
	finished := true
	// Each failure kept, and where one run finds it: by shoe, then, within
	// the shoe, in the order the part that checked the shoe found it.
	type kept struct {
		f              Failure
		shoe, part, at int
	}
	var failures []kept
	index := map[string]int{}
	for i := range parts {
		p := &parts[i]
		rep.addCounts(p)
		rep.NotAsked += p.NotAsked
		for at, f := range p.Failures {
			key := judge.Violation{Property: f.Property, Clauses: f.Clauses}.Key()
			k := kept{f, shoeOf(f.Seed), i, at}
			j, ok := index[key]
			if !ok {
				index[key] = len(failures)
				failures = append(failures, k)
				continue
			}
			n := failures[j].f.Count + f.Count
			if k.shoe < failures[j].shoe {
				failures[j] = k
			}
			failures[j].f.Count = n
		}
		rep.Errors = append(rep.Errors, p.Errors...)
		if stopReason(p) != "" && (stopped == nil || stopShoe(p, shoes) < stopShoe(stopped, shoes)) {
			// One run stops at the earliest shoe that stops a part.
			stopped = p
			finished = len(p.Clauses) > 0
		}
	}
	slices.SortFunc(failures, func(x, y kept) int {
		return cmp.Or(cmp.Compare(x.shoe, y.shoe), cmp.Compare(x.part, y.part), cmp.Compare(x.at, y.at))
	})
	for _, k := range failures {
		rep.Failures = append(rep.Failures, k.f)
	}
	slices.SortStableFunc(rep.Errors, func(a, b EngineError) int { return cmp.Compare(shoeOf(a.Seed), shoeOf(b.Seed)) })
	rep.Errors = rep.Errors[:min(len(rep.Errors), maxErrors)]
	if stopped != nil {
		rep.Verdict, rep.Reason = VerdictErrored, stopReason(stopped)
		if !finished {
			// interrupted: no verdicts, as Check's loop leaves it
			return rep
		}
	}
	joinClauses(&rep, parts)
	rep.settle()
	return rep
}

// stopReason is why a part's checks stopped before its last shoe, as the
// part's finish left it; "" when they did not (a part errored only by its
// engine errors, whose reason is the first, did not stop).
func stopReason(p *GameReport) string {
	switch p.Verdict {
	case VerdictFail:
		return strings.TrimPrefix(p.Reason, wholeFailedPrefix)
	case VerdictErrored:
		if len(p.Errors) > 0 && p.Reason == p.Errors[0].Message {
			return ""
		}
		return p.Reason
	}
	return ""
}

// stopShoe is the shoe a stopped part stopped at, as its reason names it
// (gameRun.shoe: "shoe N (seed S): ..."); shoes when it names none (the
// part could not start, or was interrupted).
func stopShoe(p *GameReport, shoes int) int {
	var i int
	if _, err := fmt.Sscanf(stopReason(p), "shoe %d (seed", &i); err != nil {
		return shoes
	}
	return i
}

// joinClauses decides the clauses again, as finish does: a clause covered
// in any part is covered with the properties of all, failed as often as
// the joined failures fail it; a clause not applicable in a part (an
// optional wager the engine lacks) stays so when no part covered it.
func joinClauses(rep *GameReport, parts []GameReport) {
	covered := map[string][]string{}
	na := map[string]bool{}
	for _, p := range parts {
		for _, cr := range p.Clauses {
			if cr.Verdict == VerdictNotApplicable {
				na[cr.Clause] = true
				continue
			}
			for _, prop := range cr.Properties {
				if !slices.Contains(covered[cr.Clause], prop) {
					covered[cr.Clause] = append(covered[cr.Clause], prop)
				}
			}
			if covered[cr.Clause] == nil {
				covered[cr.Clause] = []string{}
			}
		}
	}
	rep.Clauses = nil
	rep.addCovered(covered)
	for c := range na {
		if _, ok := covered[c]; !ok {
			rep.Clauses = append(rep.Clauses, ClauseResult{Clause: c, Verdict: VerdictNotApplicable})
		}
	}
}
