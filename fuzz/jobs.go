package fuzz

import (
	"sync/atomic"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/internal/jobs"
	"github.com/bacctk/bacctk/judge"
)

// shoeShare is what one generated shoe added to its game's report, kept
// by the engine that checked it, so that the shoes checked on several
// engines add up, in shoe order, to the report of one engine checking
// them all in turn.
type shoeShare struct {
	ran bool
	// counts holds the counters the shoe added (Shoes, Coups, ...).
	counts GameReport
	// failures are the failures the shoe showed, in the order it first
	// showed them.
	failures []failureCount
	errors   []EngineError
	// stop, finished, verdict and reason: the game's checks ended at this
	// shoe (gameRun.shoe), and how.
	stop, finished  bool
	verdict, reason string
}

// failureCount is how many times one shoe showed a failure; first is the
// failure as found (its case minimized) when the shoe was the first of
// its engine to show it.
type failureCount struct {
	key   string
	n     int
	first *Failure
}

// shared checks the game's (kept) shoes on engs, the ith on engs[i mod n], each
// engine with a gameRun of its own that keeps its own failures (so that
// one engine shrinks a failure once); then adds up the shoes' shares in
// shoe order into r's report. A failure an engine found first is shrunk
// by it, from the same shoe and so to the same case as one engine would;
// an engine that shows it again later only counts it. It returns true
// when the run was stopped (Check's loop returns without verdicts then).
func (r *gameRun) shared(engs []adapter.Engine) bool {
	kept := r.cfg.kept()
	n := len(kept)
	shares := make([]shoeShare, n)
	runs := make([]*gameRun, len(engs))
	for w, eng := range engs {
		runs[w] = r.worker(eng)
	}
	// Shoes past the first that ends the game are not checked: one engine
	// would not have got to them.
	var stopAt atomic.Int64
	stopAt.Store(int64(n))
	jobs.Each(len(engs), n, func(w, i int) {
		if int64(i) > stopAt.Load() {
			return
		}
		shares[i] = runs[w].shareOf(kept[i])
		for shares[i].stop {
			at := stopAt.Load()
			if int64(i) >= at || stopAt.CompareAndSwap(at, int64(i)) {
				break
			}
		}
	})
	return r.merge(shares)
}

// worker is a gameRun like r, on eng, with a report of its own. It writes
// no case: the merge writes those of the failures it keeps.
func (r *gameRun) worker(eng adapter.Engine) *gameRun {
	w := *r
	w.eng, w.rep, w.failures, w.fatal = eng, &GameReport{Game: r.rep.Game}, map[string]int{}, nil
	w.cfg.CaseDir = ""
	if r.table != nil {
		w.table = eng.(adapter.TableEngine)
	}
	return &w
}

// shareOf checks shoe i and returns what it added to the report.
func (r *gameRun) shareOf(i int) shoeShare {
	rep := r.rep
	before := *rep
	had := make([]int, len(rep.Failures))
	for j := range rep.Failures {
		had[j] = rep.Failures[j].Count
	}
	sh := shoeShare{ran: true}
	sh.stop, sh.finished = r.shoe(i)
	sh.verdict, sh.reason = rep.Verdict, rep.Reason
	sh.counts = GameReport{Shoes: rep.Shoes - before.Shoes, Coups: rep.Coups - before.Coups, ShoeRuns: rep.ShoeRuns - before.ShoeRuns,
		Tables: rep.Tables - before.Tables, TableRounds: rep.TableRounds - before.TableRounds, NotApplicable: rep.NotApplicable - before.NotApplicable}
	for j := range rep.Failures {
		f := &rep.Failures[j]
		fc := failureCount{key: judge.Violation{Property: f.Property, Clauses: f.Clauses}.Key(), n: f.Count}
		if j < len(had) {
			fc.n -= had[j]
		} else {
			first := *f
			fc.first = &first
		}
		if fc.n > 0 {
			sh.failures = append(sh.failures, fc)
		}
	}
	sh.errors = append(sh.errors, rep.Errors[len(before.Errors):]...)
	return sh
}

// merge adds the shoes' shares up in shoe order into r's report, up to the
// shoe that ended the game, as one engine checking them in turn would
// have: a failure is the one first shown, counted as often as shown; the
// engine errors are the first maxErrors. It returns true when the run was
// stopped.
func (r *gameRun) merge(shares []shoeShare) bool {
	rep := r.rep
	index := map[string]int{}
	for i := range shares {
		sh := &shares[i]
		if !sh.ran {
			break
		}
		rep.addCounts(&sh.counts)
		for _, fc := range sh.failures {
			if j, ok := index[fc.key]; ok {
				rep.Failures[j].Count += fc.n
				continue
			}
			if fc.first == nil {
				// Cannot be: first shown in this shoe, so first shown on
				// its engine in it too, which kept it whole.
				continue
			}
			f := *fc.first
			f.Count = fc.n
			writeCase(&f, r.cfg.CaseDir)
			index[fc.key] = len(rep.Failures)
			rep.Failures = append(rep.Failures, f)
		}
		for _, e := range sh.errors {
			if len(rep.Errors) < maxErrors {
				rep.Errors = append(rep.Errors, e)
			}
		}
		if sh.stop {
			rep.Verdict, rep.Reason = sh.verdict, sh.reason
			// the shoes from the one that stopped on were not asked (or
			// not all of it), as Check's loop counts them
			rep.NotAsked = len(r.cfg.kept()) - rep.Shoes
			return !sh.finished
		}
	}
	return false
}
