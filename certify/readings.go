// Certifying under another reading of the rules (Options.Readings,
// `certify --reading N=NAME`), and finding an engine that follows one.

package certify

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

// CauseReading is the kind of cause that says an engine's failures on a
// game are all one alternative reading of an interpretation.
const CauseReading = "reading"

// readingTags is the tag expression that leaves out the scenarios of the
// interpretations read otherwise than the kit reads them: they assert the
// kit's reading, so under another they are not run (RunInfo.Readings says
// so).
func readingTags(user string, r reference.Readings) string {
	terms := []string{}
	if strings.TrimSpace(user) != "" {
		terms = append(terms, user)
	}
	for _, n := range alternativeInterpretations(r) {
		terms = append(terms, "~@interpretation:"+strconv.Itoa(n))
	}
	return strings.Join(terms, " && ")
}

// alternativeInterpretations are the numbers of the interpretations r
// reads otherwise than the kit.
func alternativeInterpretations(r reference.Readings) []int {
	var out []int
	for _, x := range reference.Alternatives() {
		if got, _ := r.Of(x.Interpretation); got.Name == x.Name {
			out = append(out, x.Interpretation)
		}
	}
	return out
}

// mergeReadings is chosen with the readings of declared added for the
// interpretations chosen reads as the kit does.
func mergeReadings(chosen, declared reference.Readings) reference.Readings {
	for _, x := range reference.Alternatives() {
		if got, _ := declared.Of(x.Interpretation); got.Name != x.Name {
			continue
		}
		if cur, _ := chosen.Of(x.Interpretation); cur.Default {
			chosen = chosen.With(x)
		}
	}
	return chosen
}

// underReadings returns the vectors with the expected results of their
// coup, shoe and table tests computed by the reference under r: the files
// hold the kit's reading's. Refusal tests are the same under every reading.
func underReadings(ctx context.Context, files []vectors.File, r reference.Readings) []vectors.File {
	if r == (reference.Readings{}) {
		return files
	}
	ref := adapter.NewReferenceUnder(r)
	out := make([]vectors.File, len(files))
	for i, f := range files {
		f.TestGroups = slices.Clone(f.TestGroups)
		for gi := range f.TestGroups {
			g := &f.TestGroups[gi]
			if g.Type != vectors.TypeCoup && g.Type != vectors.TypeShoe && g.Type != vectors.TypeTable {
				continue
			}
			g.Tests = slices.Clone(g.Tests)
			for ti := range g.Tests {
				cs := vectors.Case{Path: f.Path, Type: g.Type, Game: g.Game, Decks: g.Decks, Table: g.Table, Test: &g.Tests[ti]}
				switch g.Type {
				case vectors.TypeCoup:
					if res, err := ref.Coup(ctx, cs.CoupRequest()); err == nil {
						g.Tests[ti].Expected.Coup = &res
					}
				case vectors.TypeShoe:
					if res, err := ref.Shoe(ctx, cs.ShoeRequest()); err == nil {
						g.Tests[ti].Expected.Shoe = &res
					}
				case vectors.TypeTable:
					if res, err := ref.Table(ctx, cs.TableRequest()); err == nil {
						for i := range res.Steps {
							res.Steps[i].Detail = "" // as the files hold it
						}
						g.Tests[ti].Expected.Table = &res
					}
				}
			}
		}
		out[i] = f
	}
	return out
}

// readingInterpretations marks, in the report's list, the reading each
// interpretation with several was checked under.
func readingInterpretations(list []Interpretation, r reference.Readings) {
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
			ref := adapter.NewReferenceUnder(c.opts.Readings.With(x))
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
func explainedBy(ctx context.Context, f *Failure, ref *adapter.Reference, n int) bool {
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
