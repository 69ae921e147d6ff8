package reference

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The pieces of a small game file, for the cases below to put together
// with one thing wrong.
func fileOf(games string) string {
	return `{"document": "mbs-test-v1", "edition": "Version 1", "games": [` + games + `]}`
}

func gameOf(wagers string) string {
	return `{"id": "mbs-test-v1", "name": "Test Baccarat", "deck": "standard-52", "wagers": [` + wagers + `]}`
}

func wagerOf(pays string) string {
	return `{"id": "player", "clause": "4.1", "pays": [` + pays + `]}`
}

const (
	rowWin  = `{"event": "player-wins", "odds": "1 to 1", "clause": "4.1"}`
	rowPush = `{"event": "tie", "push": true, "clause": "3.10.1"}`
)

// goodFile uses every member of the format: two games, a long clause, a
// bonus, a push, an optional wager, both decks.
func goodFile() string {
	return fileOf(gameOf(wagerOf(rowWin+`, {"event": "tie-with-6-stars", "odds": "0.95 to 1", "bonus": 300000, "clause": "mbs-other-v2:3.1"}, `+rowPush)+
		`, {"id": "banker", "clause": "4.2", "optional": true, "pays": [{"event": "banker-wins", "odds": "1 to 2", "clause": "4.2"}]}`) +
		`, {"id": "mbs-test-v1-e", "name": "Test (electronic)", "electronic": true, "commission": true, "deck": "six-star-65", "wagers": [` + wagerOf(rowWin) + `]}`)
}

func TestDecodeGamesReadsAFile(t *testing.T) {
	data := goodFile()
	got, err := DecodeGames([]byte(data), "test.json")
	if err != nil {
		t.Fatal(err)
	}
	want := []*Game{
		{ID: "mbs-test-v1", Name: "Test Baccarat", Document: "mbs-test-v1", Edition: "Version 1", Deck: Standard52, Wagers: []WagerSpec{
			{ID: WagerPlayer, Clause: "mbs-test-v1:4.1", Pays: []Pay{
				{Event: PlayerWins, Odds: Odds{1, 1}, Clause: "mbs-test-v1:4.1"},
				{Event: TieWithSixStars, Odds: Odds{19, 20}, Bonus: 300000, Clause: "mbs-other-v2:3.1"},
				{Event: TieResult, Push: true, Clause: "mbs-test-v1:3.10.1"},
			}},
			{ID: WagerBanker, Clause: "mbs-test-v1:4.2", Optional: true, Pays: []Pay{
				{Event: BankerWins, Odds: Odds{1, 2}, Clause: "mbs-test-v1:4.2"},
			}},
		}},
		{ID: "mbs-test-v1-e", Name: "Test (electronic)", Document: "mbs-test-v1", Edition: "Version 1", Electronic: true, Commission: true, Deck: SixStar65, Wagers: []WagerSpec{
			{ID: WagerPlayer, Clause: "mbs-test-v1:4.1", Pays: []Pay{{Event: PlayerWins, Odds: Odds{1, 1}, Clause: "mbs-test-v1:4.1"}}},
		}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("DecodeGames (-want +got):\n%s", diff)
	}
}

// refusedFile is a game file with one thing wrong.
type refusedFile struct {
	name string
	// schema: docs/games.schema.json refuses it too (the rest only the
	// reader can see: JSON syntax, repeats, zero odds).
	schema bool
	data   string
	want   []string // substrings of the reader's error
}

// refusedFiles are the faults the reader refuses, each in a file that is
// otherwise good.
func refusedFiles() []refusedFile {
	return []refusedFile{
		{"empty", false, ``, []string{"no JSON value"}},
		{"not JSON", false, "{\n\"document\": x}", []string{"not JSON", "line 2"}},
		{"cut short", false, `{"document": "mbs-test-v1"`, []string{"ends before"}},
		{"an array", true, `[]`, []string{"a JSON array: want an object"}},
		{"trailing value", false, fileOf(gameOf(wagerOf(rowWin))) + ` {}`, []string{"more after the JSON value"}},
		{"unknown top member", true, `{"document": "mbs-test-v1", "edition": "Version 1", "games": [` + gameOf(wagerOf(rowWin)) + `], "rules": 1}`,
			[]string{`unknown member "rules"`, `"document", "edition", "games"`}},
		{"member twice", false, `{"document": "mbs-test-v1", "document": "mbs-test-v2"}`, []string{`"document" twice`}},
		{"member twice, once escaped", false, `{"document": "mbs-test-v1", "docu\u006dent": "mbs-test-v2"}`, []string{`"document" twice`}},
		{"member twice in a row", false, fileOf(gameOf(wagerOf(`{"event": "player-wins", "odds": "1 to 1", "odds": "8 to 1", "clause": "4.1"}`))), []string{`"odds" twice`}},
		{"bad document id", true, `{"document": "MBS Test", "edition": "Version 1", "games": []}`, []string{"document:", "lower-case"}},
		{"no edition", true, `{"document": "mbs-test-v1", "games": [` + gameOf(wagerOf(rowWin)) + `]}`, []string{"edition:", "UTF-8 text"}},
		{"no games", true, fileOf(``), []string{"games: no games"}},
		{"games null", true, `{"document": "mbs-test-v1", "edition": "Version 1", "games": null}`, []string{"games: no games"}},
		{"game id twice", false, fileOf(gameOf(wagerOf(rowWin)) + `,` + gameOf(wagerOf(rowWin))), []string{`games[1] "mbs-test-v1"`, "games[0] again"}},
		{"no game id", true, fileOf(`{"name": "x", "deck": "standard-52", "wagers": [` + wagerOf(rowWin) + `]}`), []string{"games[0] id:"}},
		{"name with a control character", true, fileOf(`{"id": "g", "name": "a\u001bb", "deck": "standard-52", "wagers": [` + wagerOf(rowWin) + `]}`), []string{`games[0] "g" name:`, "printable"}},
		{"unknown deck", true, fileOf(`{"id": "g", "name": "G", "deck": "standard-54", "wagers": [` + wagerOf(rowWin) + `]}`), []string{`games[0] "g" deck:`, `"standard-52" or "six-star-65"`}},
		{"unknown game member", true, fileOf(`{"id": "g", "name": "G", "deck": "standard-52", "decks": 8, "wagers": [` + wagerOf(rowWin) + `]}`), []string{`games[0]: unknown member "decks"`}},
		{"electronic not a bool", true, fileOf(`{"id": "g", "name": "G", "deck": "standard-52", "electronic": "yes", "wagers": [` + wagerOf(rowWin) + `]}`), []string{`"electronic" is a JSON string: want true or false`}},
		{"no wagers", true, fileOf(gameOf(``)), []string{`games[0] "mbs-test-v1" wagers: no wagers`}},
		{"malformed wager id", true, fileOf(gameOf(`{"id": "Dragon 7", "clause": "4.1", "pays": [` + rowWin + `]}`)), []string{`wagers[0] id: wager id "Dragon 7"`, "lower-case letters"}},
		{"wager twice", false, fileOf(gameOf(wagerOf(rowWin) + `,` + wagerOf(rowWin))), []string{`wagers[1] "player"`, "offered twice"}},
		{"wager with no rows", true, fileOf(gameOf(wagerOf(``))), []string{`wagers[0] "player" pays: no rows`}},
		{"bad wager clause", true, fileOf(gameOf(`{"id": "player", "clause": "rule 4", "pays": [` + rowWin + `]}`)), []string{`wagers[0] "player" clause:`, `"4.1"`}},
		{"unknown event", true, fileOf(gameOf(wagerOf(rowWin + `, {"event": "lose", "odds": "1 to 1", "clause": "4.1"}`))), []string{`pays[1] event: unknown event "lose"`}},
		{"event twice", false, fileOf(gameOf(wagerOf(rowWin + `, {"event": "player-wins", "odds": "2 to 1", "clause": "4.1"}`))), []string{`pays[1] event:`, "pays[0] too"}},
		{"push with odds", true, fileOf(gameOf(wagerOf(`{"event": "tie", "push": true, "odds": "1 to 1", "clause": "3.10.1"}`))), []string{`pays[0]: a push with odds "1 to 1"`}},
		{"push with a bonus", true, fileOf(gameOf(wagerOf(`{"event": "tie", "push": true, "bonus": 5, "clause": "3.10.1"}`))), []string{`pays[0]: a push with a bonus`}},
		{"neither odds nor push", true, fileOf(gameOf(wagerOf(`{"event": "tie", "clause": "3.10.1"}`))), []string{"neither odds nor a push"}},
		{"zero odds", false, fileOf(gameOf(wagerOf(`{"event": "tie", "odds": "0 to 1", "clause": "4.1"}`))), []string{`pays[0] odds:`, "zero"}},
		{"negative odds", true, fileOf(gameOf(wagerOf(`{"event": "tie", "odds": "-8 to 1", "clause": "4.1"}`))), []string{`pays[0] odds:`, "not a decimal number"}},
		{"odds as a number", true, fileOf(gameOf(wagerOf(`{"event": "tie", "odds": 8, "clause": "4.1"}`))), []string{`"odds" is a JSON number: want a string`}},
		{"negative bonus", true, fileOf(gameOf(wagerOf(`{"event": "tie", "odds": "8 to 1", "bonus": -1, "clause": "4.1"}`))), []string{`pays[0] bonus: -1 minor units`}},
		{"fractional bonus", true, fileOf(gameOf(wagerOf(`{"event": "tie", "odds": "8 to 1", "bonus": 1.5, "clause": "4.1"}`))), []string{`"bonus" is a JSON number`, "whole number"}},
		{"no row clause", true, fileOf(gameOf(wagerOf(`{"event": "tie", "odds": "8 to 1"}`))), []string{`pays[0] clause:`}},
		{"unknown row member", true, fileOf(gameOf(wagerOf(`{"event": "tie", "odds": "8 to 1", "clause": "4.1", "pay": "8 to 1"}`))), []string{`pays[0]: unknown member "pay"`}},
	}
}

// TestDecodeGamesRefuses holds the decoder to its strictness: each file has
// one thing wrong, and the error names the file, the place and what was
// expected.
func TestDecodeGamesRefuses(t *testing.T) {
	for _, c := range refusedFiles() {
		t.Run(c.name, func(t *testing.T) {
			games, err := DecodeGames([]byte(c.data), "test.json")
			if err == nil {
				t.Fatalf("accepted, as %d games", len(games))
			}
			var fe *GameFileError
			if !errors.As(err, &fe) || fe.Source != "test.json" {
				t.Errorf("error %v (%T): want a *GameFileError from test.json", err, err)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

// TestCheckMembersOnceReadsStrings: the hand scan for repeated members
// reads strings as JSON does: braces, commas, colons and escaped quotes
// inside them are text, and the same name in two objects is no repeat.
func TestCheckMembersOnceReadsStrings(t *testing.T) {
	for _, ok := range []string{
		`{"a": "}{,\"a\": 1", "b": {"a": 1, "b": [{"a": 2}, {"a": 3}]}, "c": ["a", "a"]}`,
		`{"a\\": 1, "a": 2, "\"a": 3}`,
		`[{"a": 1}, {"a": 1}]`,
	} {
		if err := checkMembersOnce([]byte(ok)); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	for _, dup := range []string{
		`{"a": "x", "b": {"c": 1}, "a": 2}`,
		`{"b": [{"c": 1, "d": "c", "c": 2}]}`,
		`{"\u0061": 1, "a": 2}`,
	} {
		if err := checkMembersOnce([]byte(dup)); err == nil {
			t.Errorf("%s: no error: want the member twice", dup)
		}
	}
}
