package vectors

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
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
	// TypeRefusal: each test is a coup request the engine must refuse
	// (docs/protocol.md "Errors"); its expected value is an ExpectedError.
	TypeRefusal = "RefusalTest"
	// TypeTable: each test is a table request (adapter.TableEngine.Table,
	// capability "table"); its expected value is an adapter.TableResult
	// without the free-text details.
	TypeTable = "TableTest"
)

// Bug types of the notes: what kind of mistake a flagged vector catches.
const (
	BugBasic          = "BASIC"          // a plain rule of the game
	BugEdgeCase       = "EDGE_CASE"      // a boundary an engine is likely to get wrong
	BugInterpretation = "INTERPRETATION" // a reading the kit takes of an unclear clause
	BugIrregularity   = "IRREGULARITY"   // a void round (section 5 of every document)
	BugRounding       = "ROUNDING"       // money: exact fractions, rounding to a unit, 64-bit amounts
	BugSample         = "SAMPLE"         // not targeted: a seeded random sample
	BugRefusal        = "REFUSAL"        // a request the engine must refuse
	BugTable          = "TABLE"          // the table lifecycle
)

// File is one vector file: the vectors of one game. Field order is the
// canonical order of the JSON keys.
type File struct {
	// Schema names the format and its version: SchemaName.
	Schema string `json:"schema"`
	// Game is the game id (docs/protocol.md).
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
	// stands for (docs/interpretations.md, 1 to MaxInterpretation), or 0.
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
	// down (docs/protocol.md, Rounding).
	Rounding int64 `json:"rounding"`
}

// Test is one vector.
type Test struct {
	// TcID numbers the test in its file: 1, 2, 3, ... in file order. It
	// may change when the generator changes; ID does not.
	TcID int `json:"tcId"`
	// ID identifies the test for good: the game, the kind of test and a
	// hash of its content (ContentID). A test whose content changes gets a
	// new id and its old one is retired (retired_v1.txt).
	ID string `json:"id"`
	// Comment says in words what the test does.
	Comment string `json:"comment"`
	// Flags name what the test exercises; each is explained in the notes.
	Flags []string `json:"flags"`
	// Clauses are the "document:clause" references the test exercises.
	Clauses []string `json:"clauses"`
	// Cards are the tokens of the remainder of the shoe, in draw order
	// (coup, shoe and refusal tests).
	Cards []string `json:"cards,omitempty"`
	// Wagers are the stakes to settle, in minor units (coup, shoe and
	// refusal tests).
	Wagers []adapter.Wager `json:"wagers,omitempty"`
	// Config is the table's settings but the rounding, which the group
	// gives (table tests).
	Config *adapter.TableConfig `json:"config,omitempty"`
	// Events are the table's events, in order (table tests).
	Events []adapter.TableEvent `json:"events,omitempty"`
	// Expected is the result the engine must give.
	Expected Expected `json:"expected"`
}

// MarshalJSON writes a table test without cards and wagers, and any other
// test with both, empty or not; field order is that of Test.
func (t Test) MarshalJSON() ([]byte, error) {
	type plain Test
	if t.Events != nil || t.Config != nil {
		return json.Marshal(plain(t))
	}
	if t.Cards == nil {
		t.Cards = []string{}
	}
	if t.Wagers == nil {
		t.Wagers = []adapter.Wager{}
	}
	return json.Marshal(struct {
		TcID     int             `json:"tcId"`
		ID       string          `json:"id"`
		Comment  string          `json:"comment"`
		Flags    []string        `json:"flags"`
		Clauses  []string        `json:"clauses"`
		Cards    []string        `json:"cards"`
		Wagers   []adapter.Wager `json:"wagers"`
		Expected Expected        `json:"expected"`
	}{t.TcID, t.ID, t.Comment, t.Flags, t.Clauses, t.Cards, t.Wagers, t.Expected})
}

// ExpectedError is the answer a refusal test expects: an error of a code,
// the request member at fault and, for cards and wagers, the position of
// the one at fault. Where the kit fixes it (docs/protocol.md: a token that
// is not a card, or a second cutting card, names its position) the error's
// message must name the card.
type ExpectedError struct {
	// Code is "invalid" or "unsupported" (docs/protocol.md "Errors").
	Code string `json:"code"`
	// Field is the request member at fault: "cards", "wagers", "decks" or
	// "table.rounding".
	Field string `json:"field"`
	// Position is the 1-based position, in cards or wagers, of the token or
	// wager at fault; 0 for decks and rounding. For cards the engine's
	// message must name it as "card N"; for wagers it says which wager is
	// at fault (the protocol does not fix how a message names a wager).
	Position int `json:"position,omitempty"`
}

// Names returns what an engine's error message must contain ("card 3"),
// or "" when the kit fixes nothing.
func (e *ExpectedError) Names() string {
	if e.Position > 0 && e.Field == "cards" {
		return fmt.Sprintf("card %d", e.Position)
	}
	return ""
}

// At returns how the kit's own messages name the fault ("card 3", "wager
// 2"), or "" for decks and rounding.
func (e *ExpectedError) At() string {
	if e.Position > 0 && e.Field == "wagers" {
		return fmt.Sprintf("wager %d", e.Position)
	}
	return e.Names()
}

// Expected is the expected result of a test: a coup (group type CoupTest),
// a shoe (ShoeTest), an error (RefusalTest) or a table's answer
// (TableTest). Exactly one is set.
type Expected struct {
	Coup  *adapter.CoupResult
	Shoe  *adapter.ShoeResult
	Error *ExpectedError
	Table *adapter.TableResult
}

// kind names the result that is set, or "" unless exactly one is.
func (e Expected) kind() string {
	n, k := 0, ""
	if e.Coup != nil {
		n, k = n+1, TypeCoup
	}
	if e.Shoe != nil {
		n, k = n+1, TypeShoe
	}
	if e.Error != nil {
		n, k = n+1, TypeRefusal
	}
	if e.Table != nil {
		n, k = n+1, TypeTable
	}
	if n != 1 {
		return ""
	}
	return k
}

// MarshalJSON writes whichever result is set.
func (e Expected) MarshalJSON() ([]byte, error) {
	switch e.kind() {
	case TypeCoup:
		return json.Marshal(e.Coup)
	case TypeShoe:
		s := *e.Shoe
		if s.Rounds == nil {
			s.Rounds = []adapter.CoupResult{}
		}
		return json.Marshal(s)
	case TypeRefusal:
		return json.Marshal(e.Error)
	case TypeTable:
		return json.Marshal(tableExpected(e.Table))
	}
	return nil, fmt.Errorf("expected: exactly one of a coup, shoe, error or table result must be set")
}

// tableExpected is a table result as a vector writes it: free-text details
// are not part of the contract (adapter.TableStep.Detail) and are left out.
func tableExpected(r *adapter.TableResult) adapter.TableResult {
	out := adapter.TableResult{Steps: make([]adapter.TableStep, len(r.Steps)), Rounds: r.Rounds}
	for i, s := range r.Steps {
		s.Detail = ""
		out.Steps[i] = s
	}
	if out.Rounds == nil {
		out.Rounds = []adapter.TableRound{}
	}
	return out
}

// UnmarshalJSON reads a table result when the object has "steps", a shoe
// result when it has "rounds", an error when it has "code", else a coup
// result; the decoder checks it against the group's type.
func (e *Expected) UnmarshalJSON(b []byte) error { return e.decode(b, true) }

// decode reads an expected result; fast takes the protocol's strict fast
// readers first (encoding/json's nested UnmarshalJSON methods scanned each
// settlement again at every level above it: most of the cost of loading
// the vectors), encoding/json for anything they leave.
func (e *Expected) decode(b []byte, fast bool) error {
	*e = Expected{}
	// No value of a coup, shoe or error result can be one of these
	// strings (the schema allows only card tokens and fixed words, and a
	// table result has no free text), so the member names mark the kind
	// without decoding the object twice.
	var v any
	switch {
	case bytes.Contains(b, []byte(`"steps"`)):
		e.Table = new(adapter.TableResult)
		v = e.Table
	case bytes.Contains(b, []byte(`"rounds"`)):
		e.Shoe = new(adapter.ShoeResult)
		v = e.Shoe
	case bytes.Contains(b, []byte(`"code"`)):
		e.Error = new(ExpectedError)
		return json.Unmarshal(b, e.Error)
	default:
		e.Coup = new(adapter.CoupResult)
		v = e.Coup
	}
	if fast && protocol.FastDecode(b, v) {
		return nil
	}
	return json.Unmarshal(b, v)
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

// TableRequest returns the request a table test sends to an engine.
func (c Case) TableRequest() adapter.TableRequest {
	req := adapter.TableRequest{Game: c.Game, Decks: c.Decks, Events: c.Test.Events}
	if c.Test.Config != nil {
		req.Config = *c.Test.Config
	}
	req.Config.Rounding = c.Table.Rounding
	return req
}

// Asked returns the request the test sends, whatever its type.
func (c Case) Asked() *adapter.Request {
	switch c.Type {
	case TypeTable:
		return adapter.TableAsked(c.TableRequest())
	case TypeShoe:
		return adapter.ShoeAsked(c.ShoeRequest())
	}
	return adapter.CoupAsked(c.CoupRequest())
}

// Want returns the test's expected answer as an adapter.Answer: a refusal
// as its code alone (the message is judged by what it names, not by its
// words).
func (c Case) Want() *adapter.Answer {
	e := c.Test.Expected
	if e.Error != nil {
		return &adapter.Answer{Error: &adapter.Error{Code: e.Error.Code}}
	}
	return &adapter.Answer{Coup: e.Coup, Shoe: e.Shoe, Table: e.Table}
}

// Encode writes the file in canonical form: JSON indented by two spaces,
// keys in the order of the Go types (notes sorted by flag), no HTML
// escaping, a trailing newline. It first gives every test without an id
// its content id (ContentID), so that a file written by hand or by another
// tool needs no ids of its own. Lint reports a file that differs from its
// canonical form.
func Encode(f *File) ([]byte, error) {
	if err := fillIDs(f); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
