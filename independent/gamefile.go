package independent

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"regexp"
	"strings"
)

// This file reads a game file (docs/packs.md "The game definition", schema
// docs/games.schema.json) with the engine's own decoder: the file format
// is the specification, so that a game of a rules pack is played by a
// second reading of the same file. What the engine cannot play it refuses;
// it does not lint the file (that is the kit's reader's and the schema's
// work), so a member that changes nothing here (a name, an edition, the
// electronic and optional flags) is read for its type only.
//
// The commission flag changes nothing either: in this engine Banker's
// commission is its row's odds (0.95 to 1, Tiger v2 4.1), which the file
// carries, and the commission defect (tiger-commission-rounds-up) is of
// the kit's two Tiger games that take it.

// The members of a game file; DisallowUnknownFields refuses any other.
type (
	fileOfGames struct {
		Document string       `json:"document"`
		Edition  string       `json:"edition"`
		Games    []gameOfFile `json:"games"`
	}
	gameOfFile struct {
		ID         string        `json:"id"`
		Name       string        `json:"name"`
		Electronic bool          `json:"electronic"`
		Deck       string        `json:"deck"`
		Commission bool          `json:"commission"`
		Wagers     []wagerOfFile `json:"wagers"`
	}
	wagerOfFile struct {
		ID       string      `json:"id"`
		Clause   string      `json:"clause"`
		Optional bool        `json:"optional"`
		Pays     []rowOfFile `json:"pays"`
	}
	rowOfFile struct {
		Event  string  `json:"event"`
		Odds   *string `json:"odds"`
		Push   bool    `json:"push"`
		Bonus  int64   `json:"bonus"`
		Clause string  `json:"clause"`
	}
)

// Bounds of a game file's values (docs/packs.md "Members"): odds of at
// most 1000000 a side in lowest terms and a bonus of at most 10^12 keep a
// settlement of the largest stake inside 64 bits.
const (
	maxOddsTerm = 1_000_000
	maxBonus    = 1_000_000_000_000
)

var (
	idForm     = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	oddsForm   = regexp.MustCompile(`^((?:0|[1-9][0-9]{0,8})(?:\.[0-9]{1,9})?) to ((?:0|[1-9][0-9]{0,8})(?:\.[0-9]{1,9})?)$`)
	clauseForm = regexp.MustCompile(`^(?:[a-z0-9]+(?:-[a-z0-9]+)*:)?[0-9]+(?:\.[0-9]+)*$`)
)

// decodeGameFile reads one game file into the games it defines, each
// named by source and place in the errors.
func decodeGameFile(data []byte, source string) ([]*gameSpec, error) {
	fail := func(place, format string, args ...any) error {
		if place != "" {
			place += ": "
		}
		return fmt.Errorf("independent: game file %s: %s%s", source, place, fmt.Sprintf(format, args...))
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f fileOfGames
	if err := dec.Decode(&f); err != nil {
		return nil, fail("", "%v", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, fail("", "something follows the file's object")
	}
	if !isID(f.Document) {
		return nil, fail("document", "%q: want an id (lower-case letters and digits joined by single hyphens)", f.Document)
	}
	if len(f.Games) == 0 {
		return nil, fail("games", "none: want at least one game")
	}
	var out []*gameSpec
	seen := map[string]bool{}
	for i, gf := range f.Games {
		place := fmt.Sprintf("games[%d] %q", i, gf.ID)
		if !isID(gf.ID) || seen[gf.ID] {
			return nil, fail(place, "want a game id not used before in the file")
		}
		seen[gf.ID] = true
		g, err := gameOf(&gf, f.Document, place, fail)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

// gameOf turns one game of a file into the engine's game.
func gameOf(gf *gameOfFile, doc, place string, fail func(string, string, ...any) error) (*gameSpec, error) {
	g := &gameSpec{id: gf.ID, pays: map[string][]row{}, fromFile: true}
	switch gf.Deck {
	case "standard-52":
		g.fam = standard
	case "six-star-65":
		g.fam = star
	default:
		return nil, fail(place+" deck", "%q: want standard-52 or six-star-65", gf.Deck)
	}
	if len(gf.Wagers) == 0 {
		return nil, fail(place+" wagers", "none: want at least one wager")
	}
	for j, wf := range gf.Wagers {
		wplace := fmt.Sprintf("%s wagers[%d] %q", place, j, wf.ID)
		if _, dup := g.pays[wf.ID]; dup || !isID(wf.ID) {
			return nil, fail(wplace, "want a wager id not used before in the game")
		}
		if len(wf.Pays) == 0 {
			return nil, fail(wplace+" pays", "none: want at least one row")
		}
		rows := make([]row, 0, len(wf.Pays))
		events := map[string]bool{}
		for k := range wf.Pays {
			r, err := rowOf(&wf.Pays[k], doc)
			if err == nil && events[r.event] {
				err = fmt.Errorf("event %q: a second row on it would never settle", r.event)
			}
			if err != nil {
				return nil, fail(fmt.Sprintf("%s pays[%d]", wplace, k), "%v", err)
			}
			events[r.event] = true
			rows = append(rows, r)
		}
		g.pays[wf.ID] = rows
		g.order = append(g.order, wf.ID)
	}
	return g, nil
}

// rowOf turns a row of a pay table into the engine's row, its clause as
// "document:clause".
func rowOf(rf *rowOfFile, doc string) (row, error) {
	when, ok := eventConds[rf.Event]
	if !ok {
		return row{}, fmt.Errorf("event %q: not an event of the kit's vocabulary", rf.Event)
	}
	if !clauseForm.MatchString(rf.Clause) {
		return row{}, fmt.Errorf("clause %q: want a clause number such as 4.1, or document:clause", rf.Clause)
	}
	clause := rf.Clause
	if !strings.Contains(clause, ":") {
		clause = doc + ":" + clause
	}
	var r row
	switch {
	case rf.Push && (rf.Odds != nil || rf.Bonus != 0):
		return row{}, fmt.Errorf("a push has no odds and no bonus")
	case rf.Push:
		r = pushes(when)
	case rf.Odds == nil:
		return row{}, fmt.Errorf("neither odds nor a push")
	default:
		num, den, err := parseOdds(*rf.Odds)
		if err != nil {
			return row{}, err
		}
		if rf.Bonus < 0 || rf.Bonus > maxBonus {
			return row{}, fmt.Errorf("bonus %d: want 0 to %d minor units", rf.Bonus, int64(maxBonus))
		}
		r = row{when: when, odds: fmt.Sprintf("%d/%d", num, den), num: num, den: den}
		if rf.Bonus > 0 {
			bonus := rf.Bonus
			r.bonus = func(*outcome, int64) int64 { return bonus }
		}
	}
	r.event, r.clause = rf.Event, clause
	return r, nil
}

// parseOdds reads "A to B", A and B positive decimals, as the exact ratio
// A/B in lowest terms (docs/packs.md "Odds": "0.95 to 1" is 19/20).
func parseOdds(s string) (num, den int64, err error) {
	m := oddsForm.FindStringSubmatch(s)
	if m == nil {
		return 0, 0, fmt.Errorf("odds %q: want \"A to B\", A and B positive decimal numbers", s)
	}
	a, _ := new(big.Rat).SetString(m[1])
	b, _ := new(big.Rat).SetString(m[2])
	if a.Sign() == 0 || b.Sign() == 0 {
		return 0, 0, fmt.Errorf("odds %q: zero odds pay nothing", s)
	}
	q := new(big.Rat).Quo(a, b)
	limit := big.NewInt(maxOddsTerm)
	if q.Num().Cmp(limit) > 0 || q.Denom().Cmp(limit) > 0 {
		return 0, 0, fmt.Errorf("odds %q: want each side at most %d in lowest terms", s, maxOddsTerm)
	}
	return q.Num().Int64(), q.Denom().Int64(), nil
}

// isID reports whether s is an id of the format: lower-case letters and
// digits in words joined by single hyphens, at most 64 characters.
func isID(s string) bool { return len(s) <= 64 && idForm.MatchString(s) }
