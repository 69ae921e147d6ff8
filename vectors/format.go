package vectors

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/bacctk/bacctk/adapter"
)

// SchemaName is the value of the "schema" field of every vector file of
// format version 1, and the file name of its JSON Schema under schemas/.
const SchemaName = "bacctk_vectors_schema_v1.json"

// Group types: what the tests of a group ask an engine for.
const (
	// TypeCoup: each test is one round (adapter.Engine.Coup); its expected
	// value is exactly the JSON of `bacctk coup --json`.
	TypeCoup = "CoupTest"
	// TypeShoe: each test is a whole shoe (adapter.Engine.Shoe, capability
	// "shoe"); its expected value is an adapter.ShoeResult.
	TypeShoe = "ShoeTest"
)

// Bug types of the notes: what kind of mistake a flagged vector catches.
const (
	BugBasic          = "BASIC"          // a plain rule of the game
	BugEdgeCase       = "EDGE_CASE"      // a boundary an engine is likely to get wrong
	BugInterpretation = "INTERPRETATION" // a reading the kit takes of an unclear clause
	BugIrregularity   = "IRREGULARITY"   // a void round (section 5 of every document)
	BugRounding       = "ROUNDING"       // money: exact fractions, rounding to a unit, 64-bit amounts
	BugSample         = "SAMPLE"         // not targeted: a seeded random sample
)

// File is one vector file: the vectors of one game. Field order is the
// canonical order of the JSON keys.
type File struct {
	// Schema names the format and its version: SchemaName.
	Schema string `json:"schema"`
	// Game is the game id (CONTRACT.md "Rule sets and games").
	Game string `json:"game"`
	// Document and Edition name the rules document the game is played under.
	Document string `json:"document"`
	Edition  string `json:"edition"`
	// GeneratorName and GeneratorVersion name the tool that wrote the file.
	GeneratorName    string `json:"generatorName"`
	GeneratorVersion string `json:"generatorVersion"`
	// NumberOfTests counts the tests of every group.
	NumberOfTests int `json:"numberOfTests"`
	// Header is free text for a reader.
	Header []string `json:"header"`
	// Notes explains every flag used in the file.
	Notes map[string]Note `json:"notes"`
	// TestGroups holds the tests, grouped by the parameters they share.
	TestGroups []Group `json:"testGroups"`

	// Path is where the file was read from (not part of the JSON).
	Path string `json:"-"`
}

// Note explains a flag: what the flagged vectors exercise and the clauses of
// the file's rules document they bear on.
type Note struct {
	BugType     string `json:"bugType"`
	Description string `json:"description"`
	// Interpretation is the number of the kit's interpretation the flag
	// stands for (CONTRACT.md 1-12, docs/interpretations.md from 13), or 0.
	Interpretation int `json:"interpretation,omitempty"`
	// Clauses are "document:clause" references; empty when the rules
	// document has no clause for it (the kit's contract decides).
	Clauses []string `json:"clauses"`
}

// Group is tests that share a type, a game, a number of decks and table
// settings; its tests inherit them.
type Group struct {
	Type  string `json:"type"`
	Game  string `json:"game"`
	Decks int    `json:"decks"`
	Table Table  `json:"table"`
	Tests []Test `json:"tests"`
}

// Table is the table settings of a group. Unlike adapter.Table it always
// writes its fields.
type Table struct {
	// Rounding is the unit, in minor units, to which payouts are rounded
	// down (CONTRACT.md "Money").
	Rounding int64 `json:"rounding"`
}

// Test is one vector.
type Test struct {
	// TcID identifies the test in its file: 1, 2, 3, ... in file order.
	TcID int `json:"tcId"`
	// Comment says in words what the test does.
	Comment string `json:"comment"`
	// Flags name what the test exercises; each is explained in the notes.
	Flags []string `json:"flags"`
	// Clauses are the "document:clause" references the test exercises.
	Clauses []string `json:"clauses"`
	// Cards are the tokens of the remainder of the shoe, in draw order.
	Cards []string `json:"cards"`
	// Wagers are the stakes to settle, in minor units.
	Wagers []adapter.Wager `json:"wagers"`
	// Expected is the result the engine must give.
	Expected Expected `json:"expected"`
}

// Expected is the expected result of a test: a coup (group type CoupTest)
// or a shoe (group type ShoeTest). Exactly one is set.
type Expected struct {
	Coup *adapter.CoupResult
	Shoe *adapter.ShoeResult
}

// MarshalJSON writes whichever result is set.
func (e Expected) MarshalJSON() ([]byte, error) {
	switch {
	case e.Coup != nil && e.Shoe == nil:
		return json.Marshal(e.Coup)
	case e.Shoe != nil && e.Coup == nil:
		s := *e.Shoe
		if s.Rounds == nil {
			s.Rounds = []adapter.CoupResult{}
		}
		return json.Marshal(s)
	}
	return nil, fmt.Errorf("expected: exactly one of a coup or a shoe result must be set")
}

// UnmarshalJSON reads a shoe result when the object has "rounds", else a
// coup result; the decoder checks it against the group's type.
func (e *Expected) UnmarshalJSON(b []byte) error {
	*e = Expected{}
	// No value of a coup result can be the string "rounds" (the schema
	// allows only card tokens and fixed words), so its presence marks a
	// shoe result without decoding the object twice.
	if bytes.Contains(b, []byte(`"rounds"`)) {
		e.Shoe = new(adapter.ShoeResult)
		return json.Unmarshal(b, e.Shoe)
	}
	e.Coup = new(adapter.CoupResult)
	return json.Unmarshal(b, e.Coup)
}

// Case is one test with the parameters it inherits from its group and file:
// everything needed to run it.
type Case struct {
	// Path is the file's path in the file system it was loaded from.
	Path  string
	Type  string
	Game  string
	Decks int
	Table Table
	Test  *Test
}

// CoupRequest returns the request a coup test sends to an engine.
func (c Case) CoupRequest() adapter.CoupRequest {
	return adapter.CoupRequest{Game: c.Game, Decks: c.Decks, Cards: c.Test.Cards, Wagers: c.Test.Wagers,
		Table: adapter.Table{Rounding: c.Table.Rounding}}
}

// ShoeRequest returns the request a shoe test sends to an engine.
func (c Case) ShoeRequest() adapter.ShoeRequest {
	return adapter.ShoeRequest{Game: c.Game, Decks: c.Decks, Cards: c.Test.Cards, Wagers: c.Test.Wagers,
		Table: adapter.Table{Rounding: c.Table.Rounding}}
}

// Cases returns every test of the file, in file order, with its inherited
// parameters.
func (f *File) Cases() []Case {
	var out []Case
	for gi := range f.TestGroups {
		g := &f.TestGroups[gi]
		for ti := range g.Tests {
			out = append(out, Case{Path: f.Path, Type: g.Type, Game: g.Game, Decks: g.Decks, Table: g.Table, Test: &g.Tests[ti]})
		}
	}
	return out
}

// Encode writes the file in canonical form: JSON indented by two spaces,
// keys in the order of the Go types (notes sorted by flag), no HTML
// escaping, a trailing newline. Lint reports a file that differs from its
// canonical form.
func Encode(f *File) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
