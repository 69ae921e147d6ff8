package protocol

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

// hotMethods are the methods whose answers the client reads on its hot
// path (readHot).
var hotMethods = []string{MethodCoup, MethodCoups, MethodShoe}

// hotAnswerLine is an answer with id 2 to method that carries the coup
// result r (for coups, as the second reply; for shoe, as the second round).
func hotAnswerLine(method, r string) string {
	switch method {
	case MethodCoup:
		return `{"id":2,"result":` + r + `}`
	case MethodCoups:
		return `{"id":2,"result":{"replies":[{"result":` + goodCoup + `},{"result":` + r + `}]}}`
	}
	return `{"id":2,"result":{"rounds":[` + goodCoup + `,` + r + `],"cardsUsed":12,"end":"exhausted"}}`
}

// coupsAnswer is a coups answer whose second reply is r.
func coupsAnswer(r string) string { return hotAnswerLine(MethodCoups, r) }

// edited replaces old in s once; old must be there.
func edited(t testing.TB, s, old, new string) string {
	if !strings.Contains(s, old) {
		t.Fatalf("test case: %q not in %s", old, s)
	}
	return strings.Replace(s, old, new, 1)
}

// TestReadHotIsStrict: every coup, coups or shoe answer the strict reading
// refuses (a member twice, a member missing, one spelled in another case,
// invalid UTF-8) is one the hot path gives up on too, so that skipping the
// strict reading when the hot path succeeds lets nothing through; and it
// leaves a wrong id, an error answer and null to the careful reading,
// which reports them.
func TestReadHotIsStrict(t *testing.T) {
	for _, m := range hotMethods {
		good := hotAnswerLine(m, goodCoup)
		if _, ok := readHot([]byte(good), m, 2, 2); !ok {
			t.Fatalf("%s: the hot path does not take a good answer: %s", m, good)
		}
		if _, ok := readHot([]byte(hotAnswerLine(m, goodVoid)), m, 2, 2); !ok {
			t.Fatalf("%s: the hot path does not take a good answer with a void round", m)
		}
		refused := []string{
			hotAnswerLine(m, edited(t, goodCoup, `"winner":"banker",`, ``)),
			hotAnswerLine(m, edited(t, goodCoup, `"bankerTotal":6`, `"bankerTotal":6,"bankerTotal":6`)),
			hotAnswerLine(m, edited(t, goodCoup, `"playerTotal"`, `"PlayerTotal"`)),
			hotAnswerLine(m, edited(t, goodCoup, `"odds":"1/2"`, `"Odds":"1/2"`)),
			hotAnswerLine(m, edited(t, goodCoup, `,"odds":null`, ``)),
			hotAnswerLine(m, edited(t, goodCoup, `"odds":null`, `"odds":null,"odds":null`)),
			hotAnswerLine(m, edited(t, goodCoup, `"5H"`, "\"5H\xff\"")),
			edited(t, good, `{"id":2,`, `{"id":2,"id":2,`),
			edited(t, good, `"result":`, `"Result":`),
			edited(t, good, `{"id":2,`, `{"id":2,"result":{},`),
		}
		switch m {
		case MethodCoups:
			refused = append(refused,
				`{"id":2,"result":{"replies":[{"error":{"code":"invalid"}}]}}`,
				`{"id":2,"result":{"replies":[{"error":{"code":"invalid","message":"x","code":"invalid"}}]}}`,
				`{"id":2,"result":{"replies":[],"replies":[]}}`,
				`{"id":2,"result":{}}`)
		case MethodShoe:
			refused = append(refused,
				edited(t, good, `,"end":"exhausted"`, ``),
				edited(t, good, `"cardsUsed":12,`, ``),
				edited(t, good, `"cardsUsed":12`, `"cardsUsed":12,"cardsUsed":12`),
				edited(t, good, `"end":"exhausted"`, `"end":"exhausted","end":"void"`),
				edited(t, good, `"rounds"`, `"Rounds"`),
				edited(t, good, `"exhausted"`, "\"exhausted\xc3\""))
		}
		for _, line := range refused {
			if checkStrict(m, []byte(line)) == nil {
				t.Errorf("%s: the strict reading accepts %s: not a case for this test", m, line)
				continue
			}
			if _, ok := readHot([]byte(line), m, 2, 2); ok {
				t.Errorf("%s: the hot path takes what the strict reading refuses: %s", m, line)
			}
		}
		for _, line := range []string{
			edited(t, good, `"id":2`, `"id":3`),
			edited(t, good, `"id":2`, `"id":2.0`),
			edited(t, good, `"id":2`, `"id":"2"`),
			`{"id":2,"error":{"code":"invalid","message":"x"}}`,
			`{"id":2,"result":null}`,
			good + `x`,
			good[:len(good)-1],
		} {
			if _, ok := readHot([]byte(line), m, 2, 2); ok {
				t.Errorf("%s: the hot path takes %s; the careful reading is to say what it is", m, line)
			}
		}
	}
}

// FuzzReadHotIsStrict: on any line, an answer to coup, coups, shoe or table the
// hot path takes is one the strict reading accepts, valid JSON, with the
// id asked for, whose result encoding/json reads as the hot path does
// (from its pools) and finds at the same bytes.
//
//	go test -fuzz FuzzReadHotIsStrict ./adapter/protocol
func FuzzReadHotIsStrict(f *testing.F) {
	for i, m := range hotMethods {
		f.Add(uint8(i), []byte(hotAnswerLine(m, goodCoup)))
		f.Add(uint8(i), []byte(hotAnswerLine(m, goodVoid)))
		f.Add(uint8(i), []byte(hotAnswerLine(m, edited(f, goodCoup, `"bankerTotal":6`, `"bankerTotal":6,"bankerTotal":6`))))
	}
	f.Add(uint8(1), []byte(`{"id":2,"result":{"replies":[{"result":`+goodVoid+`},{"error":{"code":"invalid","message":"x"}}]}}`))
	f.Add(uint8(2), []byte(` {"result" : {"rounds":[],"end":"void","cardsUsed":0} , "id" : 2 } `))
	for _, line := range tableAnswers(f) {
		f.Add(uint8(3), []byte(line))
	}
	f.Fuzz(func(t *testing.T, which uint8, b []byte) {
		m := append(hotMethods, MethodTable)[int(which)%(len(hotMethods)+1)]
		h, ok := readHot(b, m, 2, 1)
		if !ok {
			return
		}
		if err := checkStrict(m, b); err != nil {
			t.Fatalf("%s: the hot path takes a line the strict reading refuses (%v): %q", m, err, b)
		}
		if !json.Valid(b) {
			t.Fatalf("%s: the hot path takes invalid JSON: %q", m, b)
		}
		var env envelopeIn
		if err := json.Unmarshal(b, &env); err != nil {
			t.Fatalf("%s: encoding/json cannot read the envelope (%v): %q", m, err, b)
		}
		if string(env.ID) != "2" || len(env.Error) != 0 {
			t.Fatalf("%s: the hot path takes id %s, error %s: %q", m, env.ID, env.Error, b)
		}
		if !bytes.Equal(h.result, env.Result) {
			t.Fatalf("%s: the hot path's result is %q, encoding/json's %q", m, h.result, env.Result)
		}
		var got, want any
		switch m {
		case MethodCoup:
			got, want = h.coup, &adapter.CoupResult{}
		case MethodCoups:
			got, want = h.coups, &CoupsResult{}
		case MethodShoe:
			got, want = h.shoe, &adapter.ShoeResult{}
		default:
			got, want = h.table, &adapter.TableResult{}
		}
		if err := json.Unmarshal(env.Result, want); err != nil {
			t.Fatalf("%s: encoding/json cannot read what the hot path took (%v): %q", m, err, b)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: the hot path reads %+v, encoding/json %+v: %q", m, got, want, b)
		}
	})
}

// fullStep is a step with every optional member set.
const fullStep = `{"event":"power-failure","accepted":true,"code":"c","detail":"d","clause":"mbs-tiger-v2:5.17","state":"awaiting-choices",` +
	`"established":false,"witness":"banker","receiver":"p2",` +
	`"options":{"reason":"power-failure","clause":"mbs-tiger-v2:5.17.1","players":["p1","p2"],"allOrNothing":true,"then":"dealing"},` +
	`"differential":{"limit":100,"playerTotal":500,"bankerTotal":200,"decrease":"player","mayIncrease":"banker","excess":200}}`

// tableAnswers are good table answers with id 2, the first plain.
func tableAnswers(t testing.TB) []string {
	res := func(r string) string { return `{"id":2,"result":` + r + `}` }
	notes := edited(t, goodRound, `"odds":null}`, `"odds":null,"notes":["over-maximum"]}`)
	return []string{
		res(`{"steps":[` + goodStep + `],"rounds":[` + goodRound + `]}`),
		res(`{"steps":[` + fullStep + `,` + goodStep + `],"rounds":[` + notes + `,` + edited(t, goodRound, `"winner":"banker"`, `"winner":null`) + `]}`),
		res(`{"rounds":[],"steps":[]}`),
	}
}

// TestReadHotTableIsStrict: a table answer the strict reading refuses is
// one the hot path gives up on; good ones, every optional member set or
// not, it takes.
func TestReadHotTableIsStrict(t *testing.T) {
	good := tableAnswers(t)
	for _, line := range good {
		if _, ok := readHot([]byte(line), MethodTable, 2, 0); !ok {
			t.Fatalf("the hot path does not take a good table answer: %s", line)
		}
	}
	full := good[1]
	for _, line := range []string{
		edited(t, full, `"state":"awaiting-choices",`, ``),
		edited(t, full, `"accepted":true,`, `"accepted":true,"accepted":true,`),
		edited(t, full, `"witness"`, `"Witness"`),
		edited(t, full, `"then":"dealing"`, `"then":"dealing","then":"dealing"`),
		edited(t, full, `,"then":"dealing"`, ``),
		edited(t, full, `,"excess":200`, ``),
		edited(t, full, `"excess"`, `"Excess"`),
		edited(t, full, `"cutCard":false`, `"cutCard":false,"cutCard":false`),
		edited(t, full, `,"odds":null,"notes"`, `,"notes"`),
		edited(t, full, `"notes":["over-maximum"]`, `"notes":[],"notes":[]`),
		edited(t, full, `"p1"`, "\"p\xff\""),
		`{"id":2,"result":{"steps":[]}}`,
		`{"id":2,"result":{"steps":[],"rounds":[],"steps":[]}}`,
	} {
		if checkStrict(MethodTable, []byte(line)) == nil {
			t.Errorf("the strict reading accepts %s: not a case for this test", line)
			continue
		}
		if _, ok := readHot([]byte(line), MethodTable, 2, 0); ok {
			t.Errorf("the hot path takes what the strict reading refuses: %s", line)
		}
	}
	for _, line := range []string{
		edited(t, full, `"established":false`, `"established":null`),
		edited(t, full, `"options":{`, `"options":null,"x":{`),
		edited(t, full, `"code":"c"`, `"code":null`),
		edited(t, full, `"receiver":"p2"`, `"receiver":"p2","extra":1`),
		// The strict reading lets a round without its number through
		// (encoding/json then reads round 0); the hot path leaves it to
		// that reading.
		edited(t, full, `"round":1,`, ``),
	} {
		if _, ok := readHot([]byte(line), MethodTable, 2, 0); ok {
			t.Errorf("the hot path takes %s; the careful reading is to read it", line)
		}
	}
}
