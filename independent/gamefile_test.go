package independent

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// kitGameFiles reads the kit's own game files, one per rules document
// (reference/games), as a rules pack would carry them.
func kitGameFiles(t testing.TB) [][]byte {
	t.Helper()
	return readFiles(t, filepath.Join("..", "reference", "games", "*.json"), 5)
}

// testGameFiles reads this package's test games: an EZ Baccarat and a
// commission game with Either and Perfect Pair (testdata).
func testGameFiles(t testing.TB) [][]byte {
	t.Helper()
	return readFiles(t, filepath.Join("testdata", "*.json"), 2)
}

func readFiles(t testing.TB, pattern string, want int) [][]byte {
	t.Helper()
	names, err := filepath.Glob(pattern)
	if err != nil || len(names) != want {
		t.Fatalf("%s: %d files (%v), want %d", pattern, len(names), err, want)
	}
	var out [][]byte
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// TestEventCondsAreTheVocabulary: the engine has a condition for every
// event the game file's schema allows, and for no other.
func TestEventCondsAreTheVocabulary(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "docs", "games.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Defs struct {
			Pay struct {
				Properties struct {
					Event struct {
						Enum []string `json:"enum"`
					} `json:"event"`
				} `json:"properties"`
			} `json:"pay"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(b, &schema); err != nil {
		t.Fatal(err)
	}
	want := schema.Defs.Pay.Properties.Event.Enum
	if len(want) < 80 {
		t.Fatalf("the schema lists %d events: the test reads the wrong member", len(want))
	}
	var got []string
	for id := range eventConds {
		got = append(got, id)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		for _, id := range want {
			if _, ok := eventConds[id]; !ok {
				t.Errorf("event %s: in the schema, no condition here", id)
			}
		}
		for _, id := range got {
			if !slices.Contains(want, id) {
				t.Errorf("event %s: a condition here, not in the schema", id)
			}
		}
	}
}

// TestParseOdds: "A to B" is the exact ratio in lowest terms; any other
// form, zero odds and odds too large are refused.
func TestParseOdds(t *testing.T) {
	for s, want := range map[string][2]int64{
		"1 to 1": {1, 1}, "0.95 to 1": {19, 20}, "1.2 to 1": {6, 5}, "1 to 2": {1, 2},
		"19 to 20": {19, 20}, "8 to 1": {8, 1}, "5000 to 1": {5000, 1}, "2.5 to 0.5": {5, 1},
		"1000000 to 1": {1000000, 1}, "1 to 1000000": {1, 1000000}, "2000000 to 2": {1000000, 1},
	} {
		n, d, err := parseOdds(s)
		if err != nil || n != want[0] || d != want[1] {
			t.Errorf("parseOdds(%q) = %d/%d, %v; want %d/%d", s, n, d, err, want[0], want[1])
		}
	}
	for _, s := range []string{"", "1:1", "1 to", "to 1", "0 to 1", "1 to 0", "0.0 to 1", "01 to 1", "1 to 01",
		"-1 to 1", "+1 to 1", "1e3 to 1", "1  to 1", "1 to 1 ", " 1 to 1", "1. to 1", ".5 to 1",
		"1000001 to 1", "1 to 1000001", "0.0000001 to 1", "1 TO 1", "١ to 1"} {
		if n, d, err := parseOdds(s); err == nil {
			t.Errorf("parseOdds(%q) = %d/%d: want it refused", s, n, d)
		}
	}
}

// TestDecodeGameFileRefuses: what the engine cannot play is refused with
// the place in the file; nothing of a broken file panics.
func TestDecodeGameFileRefuses(t *testing.T) {
	good := string(testGameFiles(t)[0]) // ez.json
	if _, err := decodeGameFile([]byte(good), "ez"); err != nil {
		t.Fatalf("the good file: %v", err)
	}
	for _, c := range []struct{ from, to, want string }{
		{`"document": "test-ez"`, `"document": "Test EZ"`, "document"},
		{`"deck": "standard-52"`, `"deck": "standard-54"`, "deck"},
		{`"player-wins", "odds"`, `"player-wins-on-10", "odds"`, `pays[0]: event "player-wins-on-10"`},
		{`"odds": "40 to 1"`, `"odds": "40:1"`, `wagers[3] "dragon-7" pays[0]: odds`},
		{`"odds": "25 to 1"`, `"odds": "0 to 1"`, "zero odds"},
		{`"tie", "push": true, "clause": "3.9"`, `"tie", "push": true, "odds": "1 to 1", "clause": "3.9"`, "a push has no odds"},
		{`"odds": "8 to 1", "clause"`, `"clause"`, "neither odds nor a push"},
		{`"odds": "8 to 1", "clause"`, `"odds": "8 to 1", "bonus": -1, "clause"`, "bonus -1"},
		{`"id": "panda-8"`, `"id": "dragon-7"`, `wagers[4] "dragon-7": want a wager id not used before`},
		{`"id": "panda-8"`, `"id": "Panda 8"`, `wagers[4] "Panda 8"`},
		{`"clause": "1.1.4"`, `"clause": "1.1.4", "colour": "red"`, `unknown field "colour"`},
		{`"clause": "4.3"}`, `"clause": "four"}`, `clause "four"`},
		{`{"event": "player-wins", "odds": "1 to 1", "clause": "4.1"},`, `{"event": "player-wins", "odds": "1 to 1", "clause": "4.1"}, {"event": "player-wins", "odds": "2 to 1", "clause": "4.1"},`, `event "player-wins": a second row`},
	} {
		bad := strings.Replace(good, c.from, c.to, 1)
		if bad == good {
			t.Fatalf("%q is not in the file", c.from)
		}
		_, err := decodeGameFile([]byte(bad), "ez")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s -> %s: %v, want an error naming %q", c.from, c.to, err, c.want)
		}
	}
	for _, bad := range []string{"", "null", "[]", "{}", `{"document": "x", "edition": "e", "games": []}`,
		good + "{}", good[:len(good)/2], `{"document": "x", "games": [{"id": "g", "deck": "standard-52", "wagers": []}]}`,
		`{"document": "x", "games": [{"id": "g", "deck": "standard-52", "wagers": [{"id": "w", "pays": []}]}]}`} {
		if _, err := decodeGameFile([]byte(bad), "bad"); err == nil {
			t.Errorf("%.60q: read, want it refused", bad)
		}
	}
	// every cut of every file: an error or games, never a panic
	for _, f := range append(kitGameFiles(t), testGameFiles(t)...) {
		for n := 0; n < len(f); n += 7 {
			decodeGameFile(f[:n], "cut") //nolint:errcheck // only that it returns
		}
	}
}

// FuzzDecodeGameFile: no input makes the reader panic, and what it reads
// is playable: every wager has rows, every row a condition and, unless it
// pushes, odds inside the format's bounds in lowest terms.
func FuzzDecodeGameFile(f *testing.F) {
	for _, b := range append(kitGameFiles(f), testGameFiles(f)...) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := decodeGameFile(data, "fuzz")
		if err != nil {
			return
		}
		for _, g := range games {
			if len(g.order) == 0 || len(g.order) != len(g.pays) {
				t.Fatalf("%s: wagers %v, pay tables %d", g.id, g.order, len(g.pays))
			}
			for _, w := range g.order {
				for _, r := range g.pays[w] {
					if r.when == nil || r.clause == "" || (!r.push && (r.num < 1 || r.den < 1 || r.num > maxOddsTerm || r.den > maxOddsTerm)) {
						t.Fatalf("%s %s: row %+v", g.id, w, r)
					}
				}
			}
		}
	})
}
