package fuzz

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

// FlagCounterexample is the flag of a vector written from a failure of the
// generated-shoe checks.
const FlagCounterexample = "FuzzCounterexample"

// GeneratorName names this package in the vector files it writes.
const GeneratorName = "bacctk fuzz"

var docClause = regexp.MustCompile(`^(mbs-ncb-v6|mbs-6star-ncb-2017|mbs-tiger-v2|mbs-tiger-ncb-v5|mbs-etg-v4):[1-9][0-9]*(\.[1-9][0-9]*)*$`)

// bugType says what kind of rule a property checks, in the vectors' terms.
func bugType(prop string, clauses []string) string {
	switch prop {
	case judge.PropIrregularCards, judge.PropVoidReturns, judge.PropVoidKeepsEarlier, judge.PropShoeEndsAtCut:
		return vectors.BugIrregularity
	case judge.PropSettlementAmount:
		return vectors.BugRounding
	}
	for _, c := range clauses {
		if strings.HasPrefix(c, "interpretation:") {
			return vectors.BugInterpretation
		}
	}
	return vectors.BugBasic
}

// Vector returns the case as a golden-vector file of one test (format
// version 1, package vectors), which `bacctk vectors verify` replays alone
// against any engine. A case whose expected answer is an error (input the
// contract refuses) has no vector form: the vectors hold results only.
func (c *Case) Vector() (*vectors.File, error) {
	g, err := reference.LookupGame(reference.GameID(c.Game))
	if err != nil {
		return nil, err
	}
	if c.Expect.Error != nil || (c.Expect.Coup == nil && c.Expect.Shoe == nil) {
		return nil, fmt.Errorf("case %s expects an error, which a vector cannot hold", c.ID)
	}
	for i, t := range c.Cards {
		if card, err := reference.ParseCard(t); err != nil || card.String() != t {
			return nil, fmt.Errorf("case %s: card %d %q is not in the vectors' canonical notation", c.ID, i+1, t)
		}
	}
	var cls []string
	for _, cl := range c.Clauses {
		if docClause.MatchString(cl) && strings.HasPrefix(cl, string(g.Document)+":") {
			if !slices.Contains(cls, cl) {
				cls = append(cls, cl)
			}
		}
	}
	if cls == nil {
		cls = []string{}
	}
	typ := vectors.TypeCoup
	exp := vectors.Expected{Coup: c.Expect.Coup}
	if c.Method == "shoe" {
		typ, exp = vectors.TypeShoe, vectors.Expected{Shoe: c.Expect.Shoe}
	}
	unit := c.Table.Rounding
	if unit <= 0 {
		unit = 1 // the wire's 0 means 1; the vectors always write the unit
	}
	f := &vectors.File{
		Schema:           vectors.SchemaName,
		Game:             c.Game,
		Document:         string(g.Document),
		Edition:          g.Edition,
		GeneratorName:    GeneratorName,
		GeneratorVersion: "1",
		NumberOfTests:    1,
		Header: []string{
			fmt.Sprintf("A counterexample found by the generated-shoe checks (property %s), shrunk to a minimal request.", c.Property),
			fmt.Sprintf("Shoe seed %d. The expected result is the kit's reference engine's.", c.Seed),
		},
		Notes: map[string]vectors.Note{FlagCounterexample: {
			BugType:     bugType(c.Property, c.Clauses),
			Description: "a minimal request on which an engine broke a rule the generated-shoe checks test (package fuzz, docs/fuzzing.md)",
			Clauses:     cls,
		}},
		TestGroups: []vectors.Group{{
			Type: typ, Game: c.Game, Decks: c.Decks, Table: vectors.Table{Rounding: unit},
			Tests: []vectors.Test{{TcID: 1, Comment: c.Comment, Flags: []string{FlagCounterexample}, Clauses: cls,
				Cards: append([]string{}, c.Cards...), Wagers: c.Wagers, Expected: exp}},
		}},
	}
	return f, nil
}
