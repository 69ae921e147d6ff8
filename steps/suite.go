package steps

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/cucumber/godog"

	"github.com/bacctk/bacctk/adapter"
)

// Status is the verdict on one scenario run against one engine.
type Status string

// The verdicts. They appear in certification reports; never rename them.
const (
	// Passed: every step held.
	Passed Status = "passed"
	// Failed: the engine's answer differs from what the rules require.
	Failed Status = "failed"
	// NotApplicable: the engine does not claim the game, lacks a capability
	// the scenario needs, or answered "unsupported". Never counted as passed.
	NotApplicable Status = "not-applicable"
	// Errored: the check could not be made: the engine failed ("internal",
	// a crash, a time-out), or a step is undefined or ambiguous.
	Errored Status = "errored"
)

// ClauseRef names one clause of one rules document, from a scenario's
// @clause:<document>:<clause> tag.
type ClauseRef struct {
	Document string `json:"document"`
	Clause   string `json:"clause"`
}

// String returns "document clause", e.g. "mbs-ncb-v6 3.9.4".
func (c ClauseRef) String() string { return c.Document + " " + c.Clause }

// ScenarioResult is what a runner needs to report one scenario: where it is,
// what it checks, the verdict, and the evidence to reproduce it.
type ScenarioResult struct {
	// Feature is the feature file's path as godog saw it, e.g.
	// "mbs-ncb-v6/03-table-of-play.feature".
	Feature string `json:"feature"`
	// Line is the line of the scenario, or of its Examples row, in Feature
	// (0 unless the runner called Suite.IndexLines).
	Line int `json:"line,omitempty"`
	// Name is the scenario's title (for an outline row, with the row's
	// values substituted).
	Name string `json:"name"`
	// Tags are every tag on the scenario, with their "@".
	Tags []string `json:"tags"`
	// Clauses are the clauses the scenario checks, from its clause tags.
	Clauses []ClauseRef `json:"clauses"`
	// Interpretations are the numbers of the interpretations
	// (docs/interpretations.md) the scenario depends on.
	Interpretations []string `json:"interpretations,omitempty"`
	// Game and Decks are the game and shoe size the scenario set.
	Game  string `json:"game,omitempty"`
	Decks int    `json:"decks,omitempty"`

	Status Status `json:"status"`
	// Step is the text of the step that failed, errored or made the
	// scenario not applicable.
	Step string `json:"step,omitempty"`
	// Message says why the scenario failed, errored or is not applicable.
	// For a failure it names the clauses, the game and the cards.
	Message string `json:"message,omitempty"`
	// Diff is cmp.Diff(expected, actual) of the structure a failing step
	// compared, when it compared one.
	Diff string `json:"diff,omitempty"`

	// The last request sent to the engine and its answer, for reproduction.
	// At most one of the request kinds is set.
	CoupRequest  *adapter.CoupRequest  `json:"coupRequest,omitempty"`
	CoupResult   *adapter.CoupResult   `json:"coupResult,omitempty"`
	ShoeRequest  *adapter.ShoeRequest  `json:"shoeRequest,omitempty"`
	ShoeResult   *adapter.ShoeResult   `json:"shoeResult,omitempty"`
	TableRequest *adapter.TableRequest `json:"tableRequest,omitempty"`
	TableResult  *adapter.TableResult  `json:"tableResult,omitempty"`
	EngineError  *adapter.Error        `json:"engineError,omitempty"`
	Duration     time.Duration         `json:"duration"`
}

// Suite binds the vocabulary to one engine. One Suite serves a whole godog
// run; each scenario gets its own state. It is safe for concurrent
// scenarios.
type Suite struct {
	eng   adapter.Engine
	hello adapter.Hello
	defs  []compiled

	mu      sync.Mutex
	results []ScenarioResult
	// OnResult, when set, is called with each scenario's result as soon as
	// the scenario ends (from the goroutine that ran it).
	OnResult func(ScenarioResult)
	// lines locates scenarios in their files (IndexLines).
	lines map[string]int
}

// New returns a Suite that runs scenarios against eng, whose hello is hello
// (the runner calls Hello once and passes it here, so that every scenario
// sees the same claims).
func New(eng adapter.Engine, hello adapter.Hello) *Suite {
	return &Suite{eng: eng, hello: hello, defs: compileVocabulary()}
}

// Results returns the results of every scenario that has ended, in the
// order they ended.
func (s *Suite) Results() []ScenarioResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]ScenarioResult(nil), s.results...)
}

// stateKey carries a scenario's *scenario in its context.
type stateKey struct{}

// InitializeScenario registers the vocabulary and the hooks that create a
// scenario's state before it runs and record its result after. Pass it as
// godog.TestSuite's ScenarioInitializer.
func (s *Suite) InitializeScenario(sc *godog.ScenarioContext) {
	sc.Before(func(ctx context.Context, p *godog.Scenario) (context.Context, error) {
		st := newScenario(s, p)
		return context.WithValue(ctx, stateKey{}, st), nil
	})
	sc.StepContext().After(func(ctx context.Context, step *godog.Step, status godog.StepResultStatus, err error) (context.Context, error) {
		if st, ok := ctx.Value(stateKey{}).(*scenario); ok && st.res.Step == "" && status != godog.StepPassed {
			st.res.Step = step.Text
			st.stepErr = err
			st.stepStatus = status
		}
		// The hook only observes: returning err would make godog report
		// the step's error twice.
		return ctx, nil
	})
	sc.After(func(ctx context.Context, p *godog.Scenario, err error) (context.Context, error) {
		st, ok := ctx.Value(stateKey{}).(*scenario)
		if !ok {
			return ctx, nil
		}
		s.record(st, err)
		return ctx, nil
	})
	for _, d := range s.defs {
		sc.Step(d.re, d.fn)
	}
}

// state returns the scenario's state from its context.
func state(ctx context.Context) (*scenario, error) {
	st, ok := ctx.Value(stateKey{}).(*scenario)
	if !ok {
		return nil, errors.New("steps: no scenario state in the context (register the steps with Suite.InitializeScenario)")
	}
	return st, nil
}

// newScenario starts the state and result of one scenario.
func newScenario(s *Suite, p *godog.Scenario) *scenario {
	st := &scenario{suite: s, started: time.Now(), decks: defaultDecks}
	// A path that named a line ("file.feature:12", as a shard or --run
	// selects scenarios) names the feature with it: the result names the
	// file, and the line of its own scenario or Examples row.
	uri := p.Uri
	if file, line := featurePathLine(uri); line >= 0 {
		uri = file
	}
	st.res.Feature = uri
	st.res.Name = p.Name
	st.res.Line = s.lines[lineKey(uri, p.Name)]
	for _, t := range p.Tags {
		st.res.Tags = append(st.res.Tags, t.Name)
		if doc, cl, ok := parseClauseTag(t.Name); ok {
			st.res.Clauses = append(st.res.Clauses, ClauseRef{doc, cl})
		}
		if n, ok := strings.CutPrefix(t.Name, "@interpretation:"); ok {
			st.res.Interpretations = append(st.res.Interpretations, n)
		}
	}
	return st
}

// parseClauseTag splits "@clause:<document>:<clause>". It mirrors
// clauses.ParseClauseTag without importing the catalog, so that the steps
// depend only on the adapter.
func parseClauseTag(tag string) (doc, clause string, ok bool) {
	rest, ok := strings.CutPrefix(tag, "@clause:")
	if !ok {
		return "", "", false
	}
	doc, clause, ok = strings.Cut(rest, ":")
	return doc, strings.TrimSuffix(clause, "."), ok && doc != "" && clause != ""
}

// finish sets the verdict from the scenario's error and the first step
// that did not pass.
func (st *scenario) finish(err error) {
	r := &st.res
	r.Duration = time.Since(st.started)
	r.Game = st.game
	if st.gameSet {
		r.Decks = st.decks
	}
	if err == nil {
		err = st.stepErr
	}
	var f *failure
	var e *engineFailure
	switch {
	case err == nil && (st.stepStatus == 0 || st.stepStatus == godog.StepPassed):
		r.Status = Passed
	case errors.Is(err, godog.ErrSkip) || (err == nil && st.stepStatus == godog.StepSkipped):
		r.Status = NotApplicable
		r.Message = st.skipReason
		if r.Message == "" {
			r.Message = "skipped"
		}
	case errors.As(err, &f):
		r.Status = Failed
		r.Message = f.Error()
		r.Diff = f.diff
	case errors.As(err, &e):
		r.Status = Errored
		r.Message = e.Error()
	case errors.Is(err, godog.ErrUndefined), errors.Is(err, godog.ErrAmbiguous), errors.Is(err, godog.ErrPending):
		r.Status = Errored
		r.Message = err.Error()
	case err != nil:
		// A step rejected its own arguments (a malformed number, a round
		// that does not exist): a defect of the feature, not of the engine.
		r.Status = Errored
		r.Message = err.Error()
	default:
		r.Status = Errored
		r.Message = fmt.Sprintf("step status %v", st.stepStatus)
	}
}

// compiled is one vocabulary entry with its pattern compiled.
type compiled struct {
	re *regexp.Regexp
	fn any
}

func compileVocabulary() []compiled {
	out := make([]compiled, len(vocabulary))
	for i, v := range vocabulary {
		out[i] = compiled{re: regexp.MustCompile(v.Pattern), fn: v.fn}
	}
	return out
}
