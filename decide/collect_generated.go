// The generated checks' record: each game's generated shoes and table
// sequences, their failures and the properties they held.

package decide

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

// generatedRun records the generated checks of one game.
func (c *collector) generatedRun(run GeneratedObservation) {
	if run.Error != "" {
		// The game's shoes (the shard's part of them) were never put to
		// the engine.
		c.notAsked().Shoes += c.opts.Shard.GameShoes(max(0, slices.Index(c.selected, run.Game)), c.opts.Shoes)
		c.generatedStopped(run.Game, run.Error)
		return
	}
	for _, gr := range run.Games {
		c.generated(gr)
	}
}

func (c *collector) generated(gr fuzz.GameReport) {
	g := c.game(gr.Game)
	g.Generated = gr.Verdict
	// The game's generated checks count in the game and in the run alike.
	made := report.Checked{Shoes: gr.Shoes, Coups: gr.Coups, ShoeRuns: gr.ShoeRuns, Tables: gr.Tables,
		TableRounds: gr.TableRounds, NotApplicable: gr.NotApplicable}
	g.Checked.Add(made)
	c.rep.Run.Checked.Add(made)
	if gr.NotAsked > 0 {
		c.notAsked().Shoes += gr.NotAsked
	}

	// A step judged on the rules' hands where the engine deals others, or
	// an option withheld from players whose wager it settles otherwise,
	// names no rule (elsewhere.go).
	gr.Failures = slices.Clone(gr.Failures) // the observation stays as it was
	for i, f := range gr.Failures {
		if c.namesNoRule(gr.Game, f.Divergence) {
			gr.Failures[i].Clauses, gr.Failures[i].Ambiguous = []string{}, true
		}
	}
	// Which properties failed on which clause.
	failed := map[string]map[string]bool{}
	for _, f := range gr.Failures {
		for _, cl := range f.Clauses {
			if failed[cl] == nil {
				failed[cl] = map[string]bool{}
			}
			failed[cl][f.Property] = true
		}
	}
	stopped := gr.Verdict == fuzz.VerdictErrored || (gr.Verdict == fuzz.VerdictFail && len(gr.Errors) > 0)
	var erroredKeys []rowKey
	for _, cr := range gr.Clauses {
		k, ok := splitRef(gr.Game, cr.Clause)
		if !ok {
			continue
		}
		r := c.row(k)
		r.ev.PropertyNames = mergeNames(r.ev.PropertyNames, cr.Properties)
		if cr.Verdict == fuzz.VerdictNotApplicable {
			r.ev.Properties.NotApplicable++
			r.note(NotApplicable, "the engine does not offer the optional wager(s) "+strings.Join(gr.Unsupported, ", ")+" (it answered unsupported)")
			continue
		}
		nf := len(failed[cr.Clause])
		np := len(cr.Properties) - nf
		if np < 0 {
			np = 0
		}
		r.ev.Properties.Fail += nf
		if stopped {
			// The generated checks did not finish: what passed so far is
			// no verdict.
			r.ev.Properties.Errored += np
			r.note(Errored, "generated shoes: "+gr.Reason)
			erroredKeys = append(erroredKeys, k)
		} else {
			r.ev.Properties.Pass += np
		}
	}
	for _, fl := range gr.Failures {
		keys := rowKeys(gr.Game, fl.Clauses)
		f := generatedFailure(fl)
		f.Blamed = append([]string{}, fl.Clauses...)
		d := fl.Divergence
		if d.Kind == "" {
			d = propertyDivergence(fl)
		}
		if id := c.addCaused(f, keys, d); id != "" {
			c.fuzzCases[id] = fl.Case
		}
	}
	for _, e := range gr.Errors {
		f := Failure{Source: SourceGenerated, Verdict: Errored, Game: gr.Game, Clauses: []string{},
			Title: "generated " + e.Method, Location: fmt.Sprintf("generated shoe seed %d", e.Seed),
			Message: e.Message, Seed: strconv.FormatUint(uint64(e.Seed), 10)}
		if e.Case != nil {
			f.Request = caseRequest(e.Case)
			f.Actual = fuzzAnswer(e.Case.Actual)
			f.Replay = replayCommands(f.Request)
		}
		c.addCaused(f, erroredKeys, judge.Divergence{})
	}
	if gr.Verdict == fuzz.VerdictErrored && len(gr.Errors) == 0 {
		c.addCaused(Failure{Source: SourceGenerated, Verdict: Errored, Game: gr.Game, Clauses: []string{},
			Title: "generated shoes", Location: "generated shoes of " + gr.Game, Message: gr.Reason}, erroredKeys, judge.Divergence{})
	}
}

// ownsGame reports whether the run's shard is the game's owner
// (shard.GameOwner), which counts on a row what one run counts once of
// the game's checks; a whole run is.
func (c *collector) ownsGame(game string) bool {
	s := c.opts.Shard
	if s.Whole() {
		return true
	}
	gi := slices.Index(c.selected, game)
	if gi < 0 {
		return s.K == 0
	}
	return shard.GameOwner(gi, c.opts.Shoes, s.N) == s.K
}

// generatedStopped records a game whose generated checks could not start.
func (c *collector) generatedStopped(game string, err string) {
	c.game(game).Generated = Errored
	c.addCaused(Failure{Source: SourceGenerated, Verdict: Errored, Game: game, Clauses: []string{},
		Title: "generated shoes", Location: "generated shoes of " + game, Message: err}, nil, judge.Divergence{})
}

func generatedFailure(fl fuzz.Failure) Failure {
	cs := fl.Case
	f := Failure{Source: SourceGenerated, Verdict: Fail, Game: fl.Game, Clauses: append([]string{}, fl.Clauses...),
		Title:    "property " + fl.Property + ": " + propertySummary(fl.Property),
		Location: fmt.Sprintf("generated shoe seed %d, property %s", fl.Seed, fl.Property),
		Message:  fl.Message, Count: fl.Count, Seed: strconv.FormatUint(uint64(fl.Seed), 10)}
	f.Request = caseRequest(&cs)
	f.Expected = fuzzAnswer(cs.Expect)
	f.Actual = fuzzAnswer(cs.Actual)
	f.Diff = answerDiff(f.Expected, f.Actual)
	f.Replay = replayCommands(f.Request)
	return f
}

func caseRequest(cs *fuzz.Case) *Request {
	if cs.Method == "table" && cs.TableRequest != nil {
		return adapter.TableAsked(*cs.TableRequest)
	}
	t := cs.Table
	return &Request{Method: cs.Method, Game: cs.Game, Decks: cs.Decks, Cards: cs.Cards, Wagers: cs.Wagers, Table: &t}
}

// fuzzAnswer is a case's answer, nil when it holds none.
func fuzzAnswer(a fuzz.Answer) *Answer {
	if a.Empty() {
		return nil
	}
	return &a
}

var propertySummaries = func() map[string]string {
	m := map[string]string{}
	for _, p := range judge.Properties() {
		m[p.ID] = p.Summary
	}
	return m
}()

func propertySummary(id string) string {
	if s, ok := propertySummaries[id]; ok {
		return s
	}
	return id
}

func mergeNames(have, add []string) []string {
	for _, a := range add {
		if !slices.Contains(have, a) {
			have = append(have, a)
		}
	}
	sort.Strings(have)
	return have
}
