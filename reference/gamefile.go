package reference

import (
	"encoding/json"
	"fmt"
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

// The members of a game file. Each level's type takes the type of its
// children, so that a file is decoded in one pass (fileJSON[gameJSON[
// wagerJSON[payJSON]]]) and, when that fails, again a level at a time with
// json.RawMessage children to say where (locateJSONError).
type (
	fileJSON[G any] struct {
		Document string `json:"document"`
		Edition  string `json:"edition"`
		Games    []G    `json:"games"`
	}
	gameJSON[W any] struct {
		ID         string `json:"id"`
		Name       string `json:"name"`
		Electronic bool   `json:"electronic"`
		Deck       string `json:"deck"`
		Commission bool   `json:"commission"`
		Wagers     []W    `json:"wagers"`
	}
	wagerJSON[P any] struct {
		ID       string `json:"id"`
		Clause   string `json:"clause"`
		Optional bool   `json:"optional"`
		Pays     []P    `json:"pays"`
	}
	payJSON struct {
		Event  string  `json:"event"`
		Odds   *string `json:"odds"`
		Push   bool    `json:"push"`
		Bonus  int64   `json:"bonus"`
		Clause string  `json:"clause"`
	}
	wagerFull = wagerJSON[payJSON]
	gameFull  = gameJSON[wagerFull]
)

// maxTextLen bounds a game's name and a document's edition, which are
// printed to terminals and pages.
const maxTextLen = 200

// The places in a file, as errors name them: games[2] "mbs-etg-v4-ncb"
// wagers[0] "player" pays[1].
func gamePath(i int, id string) string { return fmt.Sprintf("games[%d] %q", i, id) }

func wagerPath(game string, i int, id string) string {
	return fmt.Sprintf("%s wagers[%d] %q", game, i, id)
}

func payPath(wager string, i int) string { return fmt.Sprintf("%s pays[%d]", wager, i) }

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
	var f fileJSON[gameFull]
	if err := decodeStrict(data, &f); err != nil {
		path, err := locateJSONError(data, err)
		return nil, fail(path, "%v", err)
	}
	if err := checkMembersOnce(data); err != nil {
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
	for i := range f.Games {
		g, err := decodeGame(&f.Games[i], doc, f.Edition, i, fail)
		if err != nil {
			return nil, err
		}
		if j, dup := seen[g.ID]; dup {
			return nil, fail(gamePath(i, string(g.ID)), "the id of games[%d] again: want each game id once", j)
		}
		seen[g.ID] = i
		out = append(out, g)
	}
	return out, nil
}

// locateJSONError decodes a file that does not decode again, a level at a
// time, to find the object the error is in.
func locateJSONError(data []byte, first error) (string, error) {
	var f fileJSON[json.RawMessage]
	if err := decodeStrict(data, &f); err != nil {
		return "", atLine(data, err)
	}
	for i, raw := range f.Games {
		var g gameJSON[json.RawMessage]
		if err := decodeStrict(raw, &g); err != nil {
			return fmt.Sprintf("games[%d]", i), err
		}
		for j, raw := range g.Wagers {
			var w wagerJSON[json.RawMessage]
			if err := decodeStrict(raw, &w); err != nil {
				return fmt.Sprintf("%s wagers[%d]", gamePath(i, g.ID), j), err
			}
			for k, raw := range w.Pays {
				var p payJSON
				if err := decodeStrict(raw, &p); err != nil {
					return payPath(wagerPath(gamePath(i, g.ID), j, w.ID), k), err
				}
			}
		}
	}
	return "", first
}

type failFunc func(path, format string, args ...any) error

func decodeGame(gj *gameFull, doc DocumentID, edition string, index int, fail failFunc) (*Game, error) {
	if err := checkID(gj.ID); err != nil {
		return nil, fail(fmt.Sprintf("games[%d] id", index), "%v", err)
	}
	path := gamePath(index, gj.ID)
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
	for i := range gj.Wagers {
		w, err := decodeWager(&gj.Wagers[i], doc, path, i, fail)
		if err != nil {
			return nil, err
		}
		if _, dup := g.Wager(w.ID); dup {
			return nil, fail(wagerPath(path, i, string(w.ID)), "the wager is offered twice: want each wager id once in a game")
		}
		g.Wagers = append(g.Wagers, w)
	}
	return g, nil
}

func decodeWager(wj *wagerFull, doc DocumentID, game string, index int, fail failFunc) (WagerSpec, error) {
	id, ok := parseWager(wj.ID)
	if !ok {
		return WagerSpec{}, fail(fmt.Sprintf("%s wagers[%d] id", game, index), "wager id %q: want lower-case letters and digits joined by single hyphens, 1 to 64 characters (the kit's are %v)", wj.ID, AllWagers)
	}
	path := wagerPath(game, index, wj.ID)
	clause, err := resolveClause(wj.Clause, doc)
	if err != nil {
		return WagerSpec{}, fail(path+" clause", "%v", err)
	}
	if len(wj.Pays) == 0 {
		return WagerSpec{}, fail(path+" pays", "no rows: want at least one row (a wager that never wins has no place in a game)")
	}
	w := WagerSpec{ID: id, Optional: wj.Optional, Clause: clause}
	for i := range wj.Pays {
		rowPath := payPath(path, i)
		p, err := decodePay(&wj.Pays[i], doc, rowPath, fail)
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

func decodePay(pj *payJSON, doc DocumentID, path string, fail failFunc) (Pay, error) {
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

// parseWager reads a wager id: one of the kit's (AllWagers) or a new one
// a rules pack defines (an Either Pair, a Dragon 7), in the same form as
// every id of the vocabulary. What a wager pays is its rows, not its id.
func parseWager(s string) (WagerID, bool) {
	return WagerID(s), checkID(s) == nil
}
