package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func runCmd(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestCoupJSONFields(t *testing.T) {
	code, out, errs := runCmd("coup", "--game", "mbs-tiger-ncb-v5", "--cards", "5H 6S KD QC 6D TS", "--wager", "big-tiger=100", "--wager", "banker=101", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"player": []any{"5H", "KD", "6D"}, "banker": []any{"6S", "QC", "TS"},
		"playerTotal": 1.0, "bankerTotal": 6.0, "winner": "banker", "cardsUsed": 6.0, "cutCard": false, "void": nil,
		"settlements": []any{
			map[string]any{"wager": "big-tiger", "stake": 100.0, "result": "win", "win": 5000.0, "returned": 100.0, "bonus": 0.0, "odds": "50/1"},
			map[string]any{"wager": "banker", "stake": 101.0, "result": "win", "win": 50.0, "returned": 101.0, "bonus": 0.0, "odds": "1/2"},
		},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("coup --json (-want +got):\n%s", diff)
	}
}

func TestCoupVoidJSON(t *testing.T) {
	code, out, _ := runCmd("coup", "--game", "mbs-ncb-v6", "--cards", "AS 3H 2D", "--wager", "player=100", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(out, `"winner":null`) || !strings.Contains(out, `"void":"insufficient-cards"`) || !strings.Contains(out, `"result":"void","win":0,"returned":100,"bonus":0,"odds":null`) {
		t.Errorf("void coup: %s", out)
	}
}

func TestCoupErrorsExit2(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"coup", "--game", "baccarat", "--cards", "AS"}, `unknown game "baccarat"`},
		{[]string{"coup", "--game", "mbs-ncb-v6", "--cards", "AS", "--wager", "big-tiger=5"}, `does not offer it`},
		{[]string{"coup", "--game", "mbs-ncb-v6", "--cards", "AS", "--wager", "dragon=5"}, `unknown wager id`},
		{[]string{"coup", "--game", "mbs-ncb-v6", "--cards", "AS QQ"}, `card 2: "QQ" is not a card`},
		{[]string{"coup", "--game", "mbs-ncb-v6", "--cards", "AS", "--decks", "3"}, `rule 2.1`},
		{[]string{"coup", "--game", "mbs-ncb-v6", "--cards", "AS", "--wager", "player"}, `want ID=STAKE`},
		{[]string{"coup", "--cards", "AS"}, `--game is required`},
		{[]string{"nosuch"}, `unknown command`},
	} {
		code, _, errs := runCmd(tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}

func TestGamesListsEveryGame(t *testing.T) {
	code, out, _ := runCmd("games", "--json")
	if code != 0 {
		t.Fatal(code)
	}
	var games []gameJSON
	if err := json.Unmarshal([]byte(out), &games); err != nil {
		t.Fatal(err)
	}
	if len(games) != 11 {
		t.Errorf("%d games, want 11", len(games))
	}
}
