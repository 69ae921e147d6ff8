// Certifying under another reading of the rules (Options.Readings,
// `certify --reading N=NAME`), and finding an engine that follows one.

package certify

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

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
	ref := refengine.NewUnder(r)
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
