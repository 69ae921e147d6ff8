// Readings in the decision: failures a reading of the rules explains,
// and the interpretations the run's readings put in force.

package decide

import (
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
)

// CauseReading is the kind of cause that says an engine's failures on a
// game are all one alternative reading of an interpretation.
const CauseReading = "reading"

// ReadingInterpretations marks, in the report's list, the reading each
// interpretation with several was checked under.
func ReadingInterpretations(list []Interpretation, r reference.Readings) {
	for i := range list {
		x, ok := r.Of(list[i].ID)
		if !ok {
			continue
		}
		list[i].Under = x.Name
		if !x.Default {
			list[i].Reading = x.Says + " (reading " + x.Name + ", not the kit's: --reading " + strconv.Itoa(x.Interpretation) + "=" + x.Name + ")"
		}
	}
}

// readingCauses adds, for each game whose failures an alternative reading
// explains every one of, a cause that says so: re-asked under that reading,
// the reference answers each failing request as the engine did, and each
// failing scenario is one of that interpretation's. Failures keep their own
// causes; this one names them all, and its clauses are the interpretation
// and the rows those failures fail.
func (c *collector) readingCauses(ctx context.Context) {
	if c.rep.FailuresOmitted > 0 {
		return // what the omitted failures were is not known
	}
	byGame := map[string][]int{}
	for i, f := range c.rep.Failures {
		if f.Verdict != Fail {
			byGame[f.Game] = append(byGame[f.Game], -1) // an errored check: no reading explains it
			continue
		}
		byGame[f.Game] = append(byGame[f.Game], i)
	}
	for _, game := range c.selected {
		idx := byGame[game]
		if len(idx) == 0 || slices.Contains(idx, -1) {
			continue
		}
		for _, x := range reference.Alternatives() {
			if cur, _ := c.opts.Readings.Of(x.Interpretation); !cur.Default {
				continue // already read otherwise
			}
			ref := refengine.NewUnder(c.opts.Readings.With(x))
			explained := true
			for _, i := range idx {
				if !explainedBy(ctx, &c.rep.Failures[i], ref, x.Interpretation) {
					explained = false
					break
				}
			}
			if explained {
				c.addReadingCause(game, x, idx)
				break
			}
		}
	}
}

// explainedBy reports whether a failure is what the reference under the
// reading answers, or a scenario of the interpretation it reads.
func explainedBy(ctx context.Context, f *Failure, ref *refengine.Engine, n int) bool {
	if f.Source == SourceScenario {
		return slices.Contains(f.Clauses, DocInterpretation+":"+strconv.Itoa(n))
	}
	q, got := f.Request, f.Actual
	if q == nil || got == nil {
		return false
	}
	switch {
	case q.Method == "coup" && got.Coup != nil:
		want, err := ref.Coup(ctx, q.CoupRequest())
		return err == nil && want.Same(got.Coup)
	case q.Method == "shoe" && got.Shoe != nil:
		want, err := ref.Shoe(ctx, q.ShoeRequest())
		return err == nil && want.Same(got.Shoe)
	case q.Method == "table" && got.Table != nil && q.TableRequest != nil:
		want, err := ref.Table(ctx, *q.TableRequest)
		if err != nil {
			return false
		}
		_, differ := judge.BlameTable(*q.TableRequest, &want, got.Table) // the kit's one table comparison
		return !differ
	}
	return false
}

func (c *collector) addReadingCause(game string, x reference.Reading, idx []int) {
	clauses := ""
	for _, in := range Interpretations() {
		if in.ID == x.Interpretation {
			clauses = in.Clauses
		}
	}
	ref := DocInterpretation + ":" + strconv.Itoa(x.Interpretation)
	acc := &causeAcc{order: -1, size: -1, cause: Cause{Kind: CauseReading, Game: game, Clauses: []string{ref},
		Summary: fmt.Sprintf("the engine follows reading %s of interpretation %d (%s), %s: %d failures explained; certify --reading %d=%s checks it under that reading",
			x.Name, x.Interpretation, clauses, x.Says, len(idx), x.Interpretation, x.Name)}}
	for _, i := range idx {
		f := &c.rep.Failures[i]
		acc.cause.Count++
		switch f.Source {
		case SourceScenario:
			acc.cause.Scenarios++
		case SourceVector:
			acc.cause.Vectors++
		default:
			acc.cause.Generated++
		}
		acc.cause.Failures = append(acc.cause.Failures, f.ID)
		for _, b := range f.Blamed {
			if !slices.Contains(acc.cause.Clauses, b) {
				acc.cause.Clauses = append(acc.cause.Clauses, b)
			}
		}
	}
	// The interpretation first, then the rows its reading fails.
	slices.Sort(acc.cause.Clauses[1:])
	acc.cause.Example = acc.cause.Failures[0]
	if c.causes == nil {
		c.causes = map[string]*causeAcc{}
	}
	c.causes["reading\x00"+game] = acc
}
