package reference

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file reads a game file: one rules document's games as JSON, the
// format the kit's own games are kept in (games/*.json) and a rules pack
// carries its games in (docs/packs.md "The game definition", schema
// docs/games.schema.json).

// GameFileError is what is wrong with a game file, and where: the file,
// the path to the member inside it (games[2] "mbs-etg-v4-ncb" wagers[0]
// "player" pays[1]), and what was expected.
type GameFileError struct {
	Source string
	Path   string
	Msg    string
}

func (e *GameFileError) Error() string {
	if e.Path == "" {
		return e.Source + ": " + e.Msg
	}
	return e.Source + ": " + e.Path + ": " + e.Msg
}

// The members of a game file, decoded a level at a time so that an error
// can say where it is.
type (
	gameFileJSON struct {
		Document string            `json:"document"`
		Edition  string            `json:"edition"`
		Games    []json.RawMessage `json:"games"`
	}
	gameJSON struct {
		ID         string            `json:"id"`
		Name       string            `json:"name"`
		Electronic bool              `json:"electronic"`
		Deck       string            `json:"deck"`
		Commission bool              `json:"commission"`
		Wagers     []json.RawMessage `json:"wagers"`
	}
	wagerJSON struct {
		ID       string            `json:"id"`
		Clause   string            `json:"clause"`
		Optional bool              `json:"optional"`
		Pays     []json.RawMessage `json:"pays"`
	}
	payJSON struct {
		Event  string  `json:"event"`
		Odds   *string `json:"odds"`
		Push   bool    `json:"push"`
		Bonus  int64   `json:"bonus"`
		Clause string  `json:"clause"`
	}
)

// maxTextLen bounds a game's name and a document's edition, which are
// printed to terminals and pages.
const maxTextLen = 200

// DecodeGames reads a game file (docs/packs.md "The game definition"): one
// rules document, its edition, and its games with their wagers and pay
// tables. It is strict: an unknown or repeated member, an unknown event,
// wager or deck id, odds that are zero, malformed or too large, a push
// with odds or a bonus, a repeated game or wager id, a row that repeats
// an earlier row's event, a wager with no rows or a game with no wagers is
// a *GameFileError naming source and the place in the file. A short
// clause ("4.1") is the file's document's.
func DecodeGames(data []byte, source string) ([]*Game, error) {
	fail := func(path, format string, args ...any) error {
		return &GameFileError{Source: source, Path: path, Msg: fmt.Sprintf(format, args...)}
	}
	if err := checkMembersOnce(data); err != nil {
		return nil, fail("", "%v", atLine(data, err))
	}
	var f gameFileJSON
	if err := decodeStrict(data, &f); err != nil {
		return nil, fail("", "%v", err)
	}
	if err := checkID(f.Document); err != nil {
		return nil, fail("document", "%v", err)
	}
	if err := checkText(f.Edition); err != nil {
		return nil, fail("edition", "%v", err)
	}
	if len(f.Games) == 0 {
		return nil, fail("games", "no games: want at least one")
	}
	doc := DocumentID(f.Document)
	var out []*Game
	seen := map[GameID]int{}
	for i, raw := range f.Games {
		g, err := decodeGame(raw, doc, f.Edition, fmt.Sprintf("games[%d]", i), fail)
		if err != nil {
			return nil, err
		}
		if j, dup := seen[g.ID]; dup {
			return nil, fail(fmt.Sprintf("games[%d] %q", i, g.ID), "the id of games[%d] again: want each game id once", j)
		}
		seen[g.ID] = i
		out = append(out, g)
	}
	return out, nil
}

type failFunc func(path, format string, args ...any) error

func decodeGame(raw json.RawMessage, doc DocumentID, edition, path string, fail failFunc) (*Game, error) {
	var gj gameJSON
	if err := decodeStrict(raw, &gj); err != nil {
		return nil, fail(path, "%v", err)
	}
	if err := checkID(gj.ID); err != nil {
		return nil, fail(path+" id", "%v", err)
	}
	path = fmt.Sprintf("%s %q", path, gj.ID)
	if err := checkText(gj.Name); err != nil {
		return nil, fail(path+" name", "%v", err)
	}
	deck, ok := parseDeck(gj.Deck)
	if !ok {
		return nil, fail(path+" deck", "unknown deck %q: want %q or %q", gj.Deck, Standard52.String(), SixStar65.String())
	}
	if len(gj.Wagers) == 0 {
		return nil, fail(path+" wagers", "no wagers: want at least one")
	}
	g := &Game{ID: GameID(gj.ID), Name: gj.Name, Document: doc, Edition: edition,
		Electronic: gj.Electronic, Deck: deck, Commission: gj.Commission}
	for i, raw := range gj.Wagers {
		w, err := decodeWager(raw, doc, fmt.Sprintf("%s wagers[%d]", path, i), fail)
		if err != nil {
			return nil, err
		}
		if _, dup := g.Wager(w.ID); dup {
			return nil, fail(fmt.Sprintf("%s wagers[%d] %q", path, i, w.ID), "the wager is offered twice: want each wager id once in a game")
		}
		g.Wagers = append(g.Wagers, w)
	}
	return g, nil
}

func decodeWager(raw json.RawMessage, doc DocumentID, path string, fail failFunc) (WagerSpec, error) {
	var wj wagerJSON
	if err := decodeStrict(raw, &wj); err != nil {
		return WagerSpec{}, fail(path, "%v", err)
	}
	id, ok := parseWager(wj.ID)
	if !ok {
		return WagerSpec{}, fail(path+" id", "unknown wager %q: the wager ids are %v", wj.ID, AllWagers)
	}
	path = fmt.Sprintf("%s %q", path, wj.ID)
	clause, err := resolveClause(wj.Clause, doc)
	if err != nil {
		return WagerSpec{}, fail(path+" clause", "%v", err)
	}
	if len(wj.Pays) == 0 {
		return WagerSpec{}, fail(path+" pays", "no rows: want at least one row (a wager that never wins has no place in a game)")
	}
	w := WagerSpec{ID: id, Optional: wj.Optional, Clause: clause}
	for i, raw := range wj.Pays {
		rowPath := fmt.Sprintf("%s pays[%d]", path, i)
		p, err := decodePay(raw, doc, rowPath, fail)
		if err != nil {
			return WagerSpec{}, err
		}
		for j, q := range w.Pays {
			if q.Event == p.Event {
				return WagerSpec{}, fail(rowPath+" event", "%q is the event of pays[%d] too: the first row whose event holds settles the wager, so this row could never apply", p.Event, j)
			}
		}
		w.Pays = append(w.Pays, p)
	}
	return w, nil
}

func decodePay(raw json.RawMessage, doc DocumentID, path string, fail failFunc) (Pay, error) {
	var pj payJSON
	if err := decodeStrict(raw, &pj); err != nil {
		return Pay{}, fail(path, "%v", err)
	}
	e, ok := ParseEvent(pj.Event)
	if !ok {
		return Pay{}, fail(path+" event", "unknown event %q: the event ids are those `bacctk games --json` prints (docs/packs.md)", pj.Event)
	}
	clause, err := resolveClause(pj.Clause, doc)
	if err != nil {
		return Pay{}, fail(path+" clause", "%v", err)
	}
	p := Pay{Event: e, Push: pj.Push, Bonus: pj.Bonus, Clause: clause}
	switch {
	case pj.Push && pj.Odds != nil:
		return Pay{}, fail(path, "a push with odds %q: want either \"push\": true or odds, not both", *pj.Odds)
	case pj.Push && pj.Bonus != 0:
		return Pay{}, fail(path, "a push with a bonus: a push returns the stake and pays nothing")
	case !pj.Push && pj.Odds == nil:
		return Pay{}, fail(path, "neither odds nor a push: want \"odds\": \"A to B\" or \"push\": true")
	case pj.Bonus < 0 || pj.Bonus > MaxStake:
		return Pay{}, fail(path+" bonus", "%d minor units: want 0 to %d", pj.Bonus, MaxStake)
	}
	if pj.Odds != nil {
		if p.Odds, err = ParseOdds(*pj.Odds); err != nil {
			return Pay{}, fail(path+" odds", "%v", err)
		}
	}
	return p, nil
}

// decodeStrict decodes one JSON object into v, refusing members v does
// not have and anything after the object, and says so in the file's words
// rather than Go's.
func decodeStrict(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	err := d.Decode(v)
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return errors.New("no JSON value: want an object")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return errors.New("the JSON ends before its value does")
	case errors.As(err, &typeErr) && typeErr.Field == "":
		return fmt.Errorf("a JSON %s: want an object", typeErr.Value)
	case errors.As(err, &typeErr):
		return fmt.Errorf("the member %q is a JSON %s: want %s", typeErr.Field, typeErr.Value, jsonKind(typeErr.Type))
	case err != nil && strings.HasPrefix(err.Error(), "json: unknown field "):
		return fmt.Errorf("unknown member %s: want only %s", strings.TrimPrefix(err.Error(), "json: unknown field "), jsonMembers(reflect.TypeOf(v).Elem()))
	case err != nil:
		return err
	}
	if _, err := d.Token(); !errors.Is(err, io.EOF) {
		return errors.New("more after the JSON value: want one object")
	}
	return nil
}

// jsonKind names what a Go type reads, in JSON's words.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int64:
		return "a whole number"
	case reflect.Slice:
		return "an array"
	case reflect.Pointer:
		return jsonKind(t.Elem())
	}
	return "an object"
}

// jsonMembers lists the members a struct reads.
func jsonMembers(t reflect.Type) string {
	names := make([]string, t.NumField())
	for i := range names {
		names[i] = strconv.Quote(t.Field(i).Tag.Get("json"))
	}
	return strings.Join(names, ", ")
}

// checkMembersOnce refuses an object that names a member twice, which
// encoding/json would read as the last one silently.
func checkMembersOnce(data []byte) error {
	d := json.NewDecoder(bytes.NewReader(data))
	type level struct {
		object bool
		seen   map[string]bool
		key    bool // the next string token of an object is a member name
	}
	var stack []level
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		top := len(stack) - 1
		if delim, ok := tok.(json.Delim); ok {
			switch delim {
			case '{':
				stack = append(stack, level{object: true, seen: map[string]bool{}, key: true})
			case '[':
				stack = append(stack, level{})
			default:
				stack = stack[:top]
				if top > 0 && stack[top-1].object {
					stack[top-1].key = true
				}
			}
			continue
		}
		if top < 0 || !stack[top].object {
			continue
		}
		if stack[top].key {
			name, _ := tok.(string)
			if stack[top].seen[name] {
				return fmt.Errorf("the member %q twice in one object: want each member once", name)
			}
			stack[top].seen[name] = true
		}
		stack[top].key = !stack[top].key
	}
}

// atLine adds the line of a JSON syntax error, which encoding/json gives
// as a byte offset.
func atLine(data []byte, err error) error {
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) && syntax.Offset <= int64(len(data)) {
		return fmt.Errorf("not JSON: %v (line %d)", err, 1+bytes.Count(data[:syntax.Offset], []byte("\n")))
	}
	return err
}

// checkID accepts an id as the kit writes them: lower-case letters and
// digits in words joined by single hyphens, at most 64 characters.
func checkID(s string) error {
	ok := s != "" && len(s) <= 64 && s[0] != '-' && s[len(s)-1] != '-' && !strings.Contains(s, "--")
	for i := 0; ok && i < len(s); i++ {
		c := s[i]
		ok = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-'
	}
	if !ok {
		return fmt.Errorf("%q: want an id of lower-case letters and digits joined by single hyphens, 1 to 64 characters", s)
	}
	return nil
}

// checkText accepts a name or an edition: printable UTF-8, 1 to
// maxTextLen bytes.
func checkText(s string) error {
	if s == "" || len(s) > maxTextLen || !utf8.ValidString(s) {
		return fmt.Errorf("want 1 to %d bytes of UTF-8 text", maxTextLen)
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return fmt.Errorf("%q has the character %U: want printable text", s, r)
		}
	}
	return nil
}

// resolveClause reads a clause reference: "4.1" (a clause of the file's
// document) or "mbs-etg-v4:4.1" (of the document named), and returns it
// as "document:clause".
func resolveClause(s string, doc DocumentID) (string, error) {
	d, c, long := strings.Cut(s, ":")
	if !long {
		d, c = string(doc), s
	}
	if err := checkID(d); err != nil {
		return "", fmt.Errorf("clause %q names the document %v", s, err)
	}
	ok := c != "" && len(c) <= 32 && c[0] != '.' && c[len(c)-1] != '.' && !strings.Contains(c, "..")
	for i := 0; ok && i < len(c); i++ {
		ok = c[i] == '.' || c[i] >= '0' && c[i] <= '9'
	}
	if !ok {
		return "", fmt.Errorf("clause %q: want a clause number such as \"4.1\" or \"3.10.1.2\", optionally after its document and a colon (\"mbs-etg-v4:4.1\")", s)
	}
	return d + ":" + c, nil
}

func parseDeck(s string) (DeckType, bool) {
	for _, d := range []DeckType{Standard52, SixStar65} {
		if d.String() == s {
			return d, true
		}
	}
	return 0, false
}

func parseWager(s string) (WagerID, bool) {
	for _, id := range AllWagers {
		if string(id) == s {
			return id, true
		}
	}
	return "", false
}
