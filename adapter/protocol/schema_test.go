package protocol

import (
	"encoding/json"
	"io/fs"
	"strings"
	"testing"
)

// TestSchemasCompile: every schema file compiles, has the $id of its name,
// and says it is draft 2020-12.
func TestSchemasCompile(t *testing.T) {
	schemas, err := compileSchemas()
	if err != nil {
		t.Fatal(err)
	}
	names, _ := fs.Glob(Schemas, "*.json")
	if len(names) < 8 || len(schemas) != len(names) {
		t.Fatalf("%d schema files, %d compiled", len(names), len(schemas))
	}
	for _, n := range names {
		b, _ := fs.ReadFile(Schemas, n)
		var head struct {
			Schema string `json:"$schema"`
			ID     string `json:"$id"`
		}
		json.Unmarshal(b, &head)
		if head.Schema != "https://json-schema.org/draft/2020-12/schema" || head.ID != SchemaBase+n {
			t.Errorf("%s: $schema %q, $id %q", n, head.Schema, head.ID)
		}
	}
	for _, m := range []string{MethodHello, MethodCoup, MethodCoups, MethodShoe, MethodTable, MethodBye} {
		if _, ok := schemas[ResponseSchema(m)]; !ok {
			t.Errorf("no schema for the response to %s", m)
		}
	}
}

const goodCoup = `{"player":["5H","KD","6D"],"banker":["6S","QC","TS"],"playerTotal":1,"bankerTotal":6,"winner":"banker","cardsUsed":6,"cutCard":false,"void":null,"settlements":[{"wager":"banker","stake":100,"result":"win","win":50,"returned":100,"bonus":0,"odds":"1/2"},{"wager":"player","stake":100,"result":"lose","win":0,"returned":0,"bonus":0,"odds":null}]}`

const goodVoid = `{"player":["5H"],"banker":[],"playerTotal":5,"bankerTotal":0,"winner":null,"cardsUsed":1,"cutCard":false,"void":"insufficient-cards","settlements":[{"wager":"tie","stake":10,"result":"void","win":0,"returned":10,"bonus":0,"odds":null}]}`

const goodStep = `{"event":"place","accepted":true,"code":"over-maximum","detail":"2500 is over the maximum","clause":"mbs-tiger-v2:5.15","state":"betting-open"}`

const goodRound = `{"round":1,"player":["3S","4D"],"banker":["9H","KC"],"playerTotal":7,"bankerTotal":9,"winner":"banker","void":null,"cutCard":false,"settlements":[` +
	`{"player":"a","position":1,"wager":"banker","stake":2500,"played":2000,"result":"win","win":1900,"returned":2500,"bonus":0,"odds":"19/20","notes":["over-maximum"]},` +
	`{"player":"b","position":2,"wager":"player","stake":1500,"played":1500,"result":"lose","win":0,"returned":0,"bonus":0,"odds":null}]}`

// TestSchemaCases: the schemas accept what the protocol allows and refuse,
// with a message that names the place, what it does not.
func TestSchemaCases(t *testing.T) {
	edit := func(s, old, new string) string {
		if !strings.Contains(s, old) {
			t.Fatalf("test case: %q not in %s", old, s)
		}
		return strings.Replace(s, old, new, 1)
	}
	res := func(r string) string { return `{"id":2,"result":` + r + `}` }
	cases := []struct {
		schema, line string
		bad          string // "" if the line is valid, else a fragment of the error
	}{
		{"response-coup.json", res(goodCoup), ""},
		{"response-coup.json", res(goodVoid), ""},
		{"response-coup.json", `{"id":2,"error":{"code":"invalid","message":"card 2: \"XX\" is not a card"}}`, ""},
		{"response-coup.json", `{"id":2,"error":{"code":"oops","message":""}}`, "/error/code"},
		{"response-coup.json", `{"id":null,"error":{"code":"invalid","message":""}}`, "/id"},
		{"response-coup.json", `{"id":2,"result":{},"error":{"code":"invalid","message":""}}`, "oneOf"},
		{"response-coup.json", res(edit(goodCoup, `"winner":"banker"`, `"winner":"Banker"`)), "/result/winner"},
		{"response-coup.json", res(edit(goodCoup, `"winner":"banker"`, `"winner":null`)), "/result/winner"},
		{"response-coup.json", res(edit(goodVoid, `"winner":null`, `"winner":"player"`)), "/result/winner"},
		{"response-coup.json", res(edit(goodVoid, `"result":"void"`, `"result":"lose"`)), "/result/settlements/0/result"},
		{"response-coup.json", res(edit(goodCoup, `"odds":null`, `"odds":"1/1"`)), "/result/settlements/1/odds"},
		{"response-coup.json", res(edit(goodCoup, `"odds":"1/2"`, `"odds":"0.5"`)), "/result/settlements/0/odds"},
		{"response-coup.json", res(edit(goodCoup, `"odds":"1/2"`, `"odds":null`)), "/result/settlements/0/odds"},
		{"response-coup.json", res(edit(goodCoup, `"win":50`, `"win":-50`)), "/result/settlements/0/win"},
		{"response-coup.json", res(edit(goodCoup, `"win":50`, `"win":50.5`)), "/result/settlements/0/win"},
		{"response-coup.json", res(edit(goodCoup, `"TS"`, `"10S"`)), "/result/banker/2"},
		{"response-coup.json", res(edit(goodCoup, `"TS"`, `"CUT"`)), "/result/banker/2"},
		{"response-coup.json", res(edit(goodCoup, `"playerTotal":1`, `"playerTotal":11`)), "/result/playerTotal"},
		{"response-coup.json", res(edit(goodCoup, `"cutCard":false,`, ``)), "cutCard"},
		{"response-coup.json", res(edit(goodCoup, `"cutCard":false`, `"cutCard":false,"colour":"red"`)), "colour"},
		{"response-coup.json", res(edit(goodVoid, `"insufficient-cards"`, `"out-of-cards"`)), "/result/void"},
		{"response-coup.json", res(edit(goodCoup, `"player":["5H","KD","6D"]`, `"player":["5H"]`)), "/result/player"},
		{"response-shoe.json", res(`{"rounds":[` + goodCoup + `,` + goodVoid + `],"cardsUsed":7,"end":"void"}`), ""},
		{"response-shoe.json", res(`{"rounds":[],"cardsUsed":0,"end":"exhausted"}`), ""},
		{"response-shoe.json", res(`{"rounds":[],"cardsUsed":0,"end":"empty"}`), "/result/end"},
		{"response-coups.json", res(`{"replies":[{"result":` + goodCoup + `},{"error":{"code":"unsupported","message":"no such game"}}]}`), ""},
		{"response-coups.json", res(`{"replies":[{"result":` + goodCoup + `,"error":{"code":"internal","message":""}}]}`), "/result/replies/0"},
		{"response-coups.json", res(`{"replies":[{}]}`), "/result/replies/0"},
		{"response-hello.json", res(`{"name":"acme","version":"2.1","protocol":1,"games":["mbs-ncb-v6"],"capabilities":["coup"],"x-build":"abc"}`), ""},
		{"response-hello.json", res(`{"name":"acme","version":"2.1","protocol":2,"games":["mbs-ncb-v6"],"capabilities":["coup"]}`), "/result/protocol"},
		{"response-hello.json", res(`{"name":"acme","version":"2.1","protocol":1,"games":["mbs-ncb-v6"],"capabilities":["coup"],"build":"abc"}`), "build"},
		{"response-table.json", res(`{"steps":[` + goodStep + `],"rounds":[` + goodRound + `]}`), ""},
		{"response-table.json", res(`{"steps":[` + edit(goodStep, `"accepted":true,"code":"over-maximum"`, `"accepted":false`) + `],"rounds":[]}`), "/result/steps/0"},
		{"response-table.json", res(`{"steps":[` + edit(goodStep, `"betting-open"`, `"open"`) + `],"rounds":[]}`), "/result/steps/0/state"},
		{"response-table.json", res(`{"steps":[],"rounds":[` + edit(goodRound, `"void":null`, `"void":"foreign-card"`) + `]}`), "/result/rounds/0"},
		{"response-table.json", res(`{"steps":[],"rounds":[` + edit(goodRound, `"winner":"banker",`, ``) + `]}`), "/result/rounds/0"},
		{"response-table.json", res(`{"steps":[],"rounds":[` + edit(goodRound, `"returned":0,"bonus":0,"odds":null}`, `"returned":0,"bonus":0,"odds":"1/1"}`) + `]}`), "/result/rounds/0/settlements/1"},
		{"response-table.json", res(`{"steps":[],"rounds":[` + edit(goodRound, `"result":"lose"`, `"result":"lost"`) + `]}`), "/result/rounds/0/settlements/1/result"},
		{"request.json", `{"id":4,"method":"table","params":{"game":"mbs-tiger-v2","decks":8,"config":{"limits":{"min":100,"wagers":{"tie":{"max":500}}}},"events":[{"type":"open"},{"type":"shuffle"}]}}`, ""},
		{"request.json", `{"id":4,"method":"table","params":{"game":"mbs-tiger-v2","decks":8,"events":[{"type":"deal","cards":["AS"]}]}}`, "cards"},
		{"response-bye.json", res(`{}`), ""},
		{"response-bye.json", res(`{"ok":true}`), "ok"},
		{"response.json", `{"id":null,"error":{"code":"invalid","message":"line 3: not JSON"}}`, ""},
		{"response.json", `{"id":3}`, "oneOf"},
		{"request.json", `{"id":1,"method":"hello","params":{"protocol":1,"kit":"bacctk"}}`, ""},
		{"request.json", `{"id":2,"method":"coup","params":{"game":"x","decks":3,"cards":["ZZ"],"wagers":[],"table":{}}}`, ""},
		{"request.json", `{"id":2,"method":"coup","params":{"game":"x","decks":8,"cards":[]}}`, "wagers"},
		{"request.json", `{"id":3,"method":"x-bacctk-probe-unknown-method","params":{}}`, ""},
		{"request.json", `{"id":"3","method":"bye","params":{}}`, "/id"},
	}
	for i, c := range cases {
		err := ValidateMessage(c.schema, []byte(c.line))
		switch {
		case c.bad == "" && err != nil:
			t.Errorf("case %d: %s refuses a valid line: %v\n  %s", i, c.schema, err, c.line)
		case c.bad != "" && err == nil:
			t.Errorf("case %d: %s accepts an invalid line (want a complaint about %s):\n  %s", i, c.schema, c.bad, c.line)
		case c.bad != "" && !strings.Contains(err.Error(), c.bad):
			t.Errorf("case %d: %s: error does not mention %q:\n%v", i, c.schema, c.bad, err)
		}
	}
}
