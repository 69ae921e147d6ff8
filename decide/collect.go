// The collector gathers the evidence of one run into the report: this file
// holds its rows and the failures it records; one file per kind of check
// (collect_scenarios.go, collect_vectors.go, collect_generated.go), then
// verdicts.go, collect_known.go and summary.go turn the rows into verdicts.

package decide

import (
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/fuzz"
)

// rowKey names one verdict row: a clause (or interpretation, or contract
// point) of a document on a game.
type rowKey struct{ game, doc, clause string }

func (k rowKey) id() string { return k.game + "/" + k.doc + ":" + k.clause }

// row gathers the evidence of one row as the checks report it.
type row struct {
	ev         Evidence
	naMsg      string // why the first not-applicable check was
	erroredMsg string // the first errored check's message
	njMsg      string // which failure stopped the first not-judged check
	failures   []string
}

// collector turns the results of the three kinds of check into verdict
// rows and failures.
type collector struct {
	rep      *Report
	opts     settings
	selected []string
	// elsewhere is what the run's coup and shoe answers show of the
	// engine, which a table step may follow from (elsewhere.go)
	elsewhere elsewhere
	// ref is the reference under the run's readings: the expected answer
	// to a request whose check kept only the engine's (a scenario's). The
	// collector never calls the engine: every check keeps the exchange it
	// judged.
	ref   *refengine.Engine
	rows  map[rowKey]*row
	games map[string]*Game
	// unattributed counts failures that no row carries (a generated run
	// that stopped before naming its clauses): each fails the run.
	unattributed int
	// causes groups the failures by root cause (causes.go).
	causes map[string]*causeAcc
	merged map[string]int // source and game -> index of the given-up failure
	// fuzzCases are the generated failures' cases by failure id, written
	// with --cases for fuzz.ReadCase and fuzz.Replay.
	fuzzCases map[string]fuzz.Case
	// ex is the exhaustive walks' state (exhaustive.go).
	ex *exState
	// vectorsPassed are the stable ids of the vectors that passed, kept
	// when a known-failing list may name vectors (collect_known.go).
	vectorsPassed []string
	// omittedRows are the rows (by verdict id) a failure beyond
	// MaxFailures counted against: what that failure was is not kept, so
	// no vector pattern can excuse the row.
	omittedRows map[string]bool
	// untested is RunFacts.Untested as a set.
	untested map[string]bool
}

func newCollector(rep *Report, opts settings, selected []string) *collector {
	return &collector{rep: rep, opts: opts, selected: selected, ref: refengine.NewUnder(opts.Readings),
		rows: map[rowKey]*row{}, games: map[string]*Game{}, merged: map[string]int{},
		fuzzCases: map[string]fuzz.Case{}, omittedRows: map[string]bool{}, untested: map[string]bool{}}
}

func (c *collector) row(k rowKey) *row {
	r := c.rows[k]
	if r == nil {
		r = &row{}
		c.rows[k] = r
	}
	return r
}

func (c *collector) game(id string) *Game {
	g := c.games[id]
	if g == nil {
		g = &Game{Game: id}
		c.games[id] = g
	}
	return g
}

// note keeps the first message of a not-applicable, errored or
// not-judged check.
func (r *row) note(verdict, msg string) {
	msg = firstLine(msg)
	switch {
	case verdict == NotApplicable && r.naMsg == "":
		r.naMsg = msg
	case verdict == Errored && r.erroredMsg == "":
		r.erroredMsg = msg
	case verdict == NotJudged && r.njMsg == "":
		r.njMsg = msg
	}
}

// rowKeys turns "document:clause" references into row keys of the game,
// leaving out what is not such a reference.
func rowKeys(game string, refs []string) []rowKey {
	var keys []rowKey
	for _, ref := range refs {
		if k, ok := splitRef(game, ref); ok {
			keys = append(keys, k)
		}
	}
	return keys
}

// splitRef turns "document:clause" into a row key of the game.
func splitRef(game, ref string) (rowKey, bool) {
	doc, cl, ok := strings.Cut(ref, ":")
	if !ok || doc == "" || cl == "" {
		return rowKey{}, false
	}
	return rowKey{game, doc, strings.TrimSuffix(cl, ".")}, true
}

// addFailure lists f (up to the cap) and ties it to its rows. The checks
// that errored only because the run had given up on the engine are one
// failure per source and game, counted, so that a dead engine's report
// stays short and every errored row still cites its failure.
func (c *collector) addFailure(f Failure, keys []rowKey) string {
	c.rep.Summary.Failures++
	if len(keys) == 0 {
		c.unattributed++
	}
	var merge string
	if f.Verdict == Errored && strings.Contains(f.Message, ErrGaveUp.Error()) {
		merge = f.Source + "\x00" + f.Game
		if i, ok := c.merged[merge]; ok {
			c.rep.Failures[i].Count++
			for _, k := range keys {
				r := c.row(k)
				if id := c.rep.Failures[i].ID; len(r.failures) == 0 || r.failures[len(r.failures)-1] != id {
					r.failures = append(r.failures, id)
				}
			}
			return ""
		}
	}
	if len(c.rep.Failures) >= c.opts.MaxFailures {
		c.rep.FailuresOmitted++
		for _, k := range keys {
			c.omittedRows[k.id()] = true
		}
		return ""
	}
	f.ID = "F" + strconv.Itoa(len(c.rep.Failures)+1)
	if f.Count == 0 {
		f.Count = 1
	}
	if f.Clauses == nil {
		f.Clauses = []string{}
	}
	for _, k := range keys {
		r := c.row(k)
		r.failures = append(r.failures, f.ID)
	}
	if merge != "" {
		c.merged[merge] = len(c.rep.Failures)
		f.Title = "checks that errored after the run stopped asking the engine (the first: " + f.Title + ")"
	}
	c.rep.Failures = append(c.rep.Failures, f)
	return f.ID
}
