// Evidence from the Gherkin scenarios.

package decide

import (
	"context"
	"path"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/steps"
)

func scenarioVerdict(s steps.Status) string {
	switch s {
	case steps.Passed:
		return Pass
	case steps.Failed:
		return Fail
	case steps.Errored:
		return Errored
	}
	return NotApplicable
}

// gamesOfDocument returns the run's games played under a rules document.
func (c *collector) gamesOfDocument(doc string) []string {
	var out []string
	for _, id := range c.selected {
		if g, err := reference.LookupGame(reference.GameID(id)); err == nil && string(g.Document) == doc {
			out = append(out, id)
		}
	}
	return out
}

func (c *collector) scenarios(results []steps.ScenarioResult) {
	for i := range results {
		r := &results[i]
		games := []string{r.Game}
		if r.Game == "" {
			games = c.gamesOfDocument(path.Dir(r.Feature))
		}
		v := scenarioVerdict(r.Status)
		c.rep.Run.Checked.Scenarios++
		for _, game := range games {
			g := c.game(game)
			g.Scenarios.Add(v, 1)
			g.Checked.Scenarios++
			var keys []rowKey
			var refs []string
			for _, cl := range r.Clauses {
				keys = append(keys, rowKey{game, cl.Document, strings.TrimSuffix(cl.Clause, ".")})
				refs = append(refs, cl.Document+":"+cl.Clause)
			}
			for _, n := range r.Interpretations {
				keys = append(keys, rowKey{game, DocInterpretation, n})
				refs = append(refs, DocInterpretation+":"+n)
			}
			c.recordCheck(SourceScenario, v, keys, func(e *Evidence) *Counts { return &e.Scenarios },
				func() Failure { return c.scenarioFailure(r, game, v, refs) }, r.Message)
		}
	}
}

// scenarioFailure describes a failed or errored scenario: the request it
// last sent, the engine's answer, the reference's answer to the same
// request, and the step's own diff.
func (c *collector) scenarioFailure(r *steps.ScenarioResult, game, verdict string, refs []string) Failure {
	f := Failure{Source: SourceScenario, Verdict: verdict, Game: game, Clauses: refs, Title: r.Name,
		Location: scenarioLocation(*r), Message: r.Message, Diff: r.Diff}
	if r.Step != "" {
		f.Location += ": step \"" + r.Step + "\""
	}
	// The failure's message repeats its diff; the report keeps them apart.
	if i := strings.Index(f.Message, "\n(-expected +actual):\n"); i >= 0 && r.Diff != "" {
		f.Message = f.Message[:i]
	}
	actual := &Answer{Error: r.EngineError}
	switch {
	case r.CoupRequest != nil:
		f.Request = adapter.CoupAsked(*r.CoupRequest)
		actual.Coup = r.CoupResult
	case r.ShoeRequest != nil:
		f.Request = adapter.ShoeAsked(*r.ShoeRequest)
		actual.Shoe = r.ShoeResult
	case r.TableRequest != nil:
		f.Request = adapter.TableAsked(*r.TableRequest)
		actual.Table = r.TableResult
	}
	if f.Request != nil {
		f.Expected = c.expected(f.Request)
	}
	if actual.Coup != nil || actual.Shoe != nil || actual.Table != nil || actual.Error != nil {
		// Only an answer the engine gave: an "invalid" refusal is kept as
		// the engine error even when the step went on.
		if actual.Error != nil && (actual.Coup != nil || actual.Shoe != nil || actual.Table != nil) {
			actual.Error = nil
		}
		f.Actual = actual
	}
	// The whole answer against the reference's, in protocol JSON, rather
	// than the step's diff of the fields it compared; the step's diff
	// stays when the answers agree (a step about something else).
	if d := answerDiff(f.Expected, f.Actual); d != "" && verdict == Fail {
		f.Diff = d
	}
	f.Replay = replayCommands(f.Request)
	return f
}

// expected is the reference's answer to a request, under the run's
// readings: the expected answer of a check that kept only the engine's.
func (c *collector) expected(q *Request) *Answer {
	return adapter.Ask(context.Background(), c.ref, q)
}
