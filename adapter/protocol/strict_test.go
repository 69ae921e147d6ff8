package protocol

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

// TestStrictAcceptsGoodAnswers: every answer the schemas accept, of every
// method, is read strictly without a fault (no false alarm on a good
// engine), and a good coup answer costs no allocation.
func TestStrictAcceptsGoodAnswers(t *testing.T) {
	res := func(r string) string { return `{"id":2,"result":` + r + `}` }
	good := map[string][]string{
		MethodCoup: {res(goodCoup), res(goodVoid), `{"id":2,"error":{"code":"invalid","message":"card 2: \"XX\" is not a card"}}`,
			`{ "id" : 2 , "result" : ` + goodCoup + ` }`},
		MethodShoe:  {res(`{"rounds":[` + goodCoup + `,` + goodVoid + `],"cardsUsed":7,"end":"void"}`), res(`{"rounds":[],"cardsUsed":0,"end":"exhausted"}`)},
		MethodCoups: {res(`{"replies":[{"result":` + goodCoup + `},{"error":{"code":"unsupported","message":"no such game"}}]}`)},
		MethodHello: {res(`{"name":"acme","version":"2.1","protocol":1,"games":["mbs-ncb-v6"],"capabilities":["coup"],"x-build":"abc"}`)},
		MethodTable: {res(`{"steps":[` + goodStep + `],"rounds":[` + goodRound + `]}`)},
		MethodBye:   {res(`{}`)},
		"x-other":   {`{"id":null,"error":{"code":"invalid","message":"line 3: not JSON"}}`},
	}
	for method, lines := range good {
		for _, line := range lines {
			if err := ValidateMessage(ResponseSchema(method), []byte(line)); err != nil {
				t.Fatalf("test case: %s breaks %s: %v", line, ResponseSchema(method), err)
			}
			if err := checkStrict(method, []byte(line)); err != nil {
				t.Errorf("%s: %s: %v", method, line, err)
			}
		}
	}
	line := []byte(res(goodCoup))
	if n := testing.AllocsPerRun(100, func() { checkStrict(MethodCoup, line) }); n != 0 {
		t.Errorf("a good coup answer costs %v allocations, want 0", n)
	}
}

// TestStrictFaults: the four faults encoding/json would let through, each
// named with where it is, in the envelope, in a result, deep in a batch.
func TestStrictFaults(t *testing.T) {
	res := func(r string) string { return `{"id":2,"result":` + r + `}` }
	edit := func(s, old, new string) string {
		if !strings.Contains(s, old) {
			t.Fatalf("test case: %q not in %s", old, s)
		}
		return strings.Replace(s, old, new, 1)
	}
	batch := func(r string) string { return res(`{"replies":[{"result":` + goodCoup + `},{"result":` + r + `}]}`) }
	cases := []struct {
		method, line, want string
	}{
		{MethodCoup, res(edit(goodCoup, `"5H"`, "\"5H\xff\"")), `not valid UTF-8 (byte 32, 0xff)`},
		{MethodCoup, res(edit(goodCoup, `"odds":"1/2"`, "\"odds\":\"1/2\xc3\"")), `not valid UTF-8`},
		{MethodCoup, res(edit(goodCoup, `"cutCard":false`, `"cutCard":false,"cutCard":true`)), `result.cutCard: the member "cutCard" appears twice`},
		{MethodCoup, res(edit(goodCoup, `"cutCard":false`, `"cutCard":false,"cut\u0043ard":true`)), `result.cutCard: the member "cutCard" appears twice`},
		{MethodCoup, `{"id":2,"id":3,"result":` + goodCoup + `}`, `id: the member "id" appears twice`},
		{MethodCoup, res(edit(goodCoup, `"playerTotal"`, `"PlayerTotal"`)), `result.PlayerTotal: the protocol spells this member "playerTotal"`},
		{MethodCoup, `{"ID":2,"result":` + goodCoup + `}`, `ID: the protocol spells this member "id"`},
		{MethodCoup, `{"id":2,"Result":` + goodCoup + `}`, `Result: the protocol spells this member "result"`},
		{MethodCoup, res(edit(goodCoup, `"odds":"1/2"`, `"Odds":"1/2"`)), `result.settlements[0].Odds: the protocol spells this member "odds"`},
		{MethodCoup, res(edit(goodCoup, `"player":["5H","KD","6D"],`, ``)), `result: the required member "player" is missing`},
		{MethodCoup, res(edit(goodCoup, `,"odds":null`, ``)), `result.settlements[1]: the required member "odds" is missing`},
		// required beside a oneOf of winner and void: the object's own
		// required members hold whatever alternative the others select
		{MethodCoup, res(edit(goodCoup, `"playerTotal":1,`, ``)), `result: the required member "playerTotal" is missing`},
		{MethodTable, res(`{"steps":[` + goodStep + `],"rounds":[` + edit(goodRound, `"round":1,`, ``) + `]}`), `result.rounds[0]: the required member "round" is missing`},
		{MethodCoup, `{"id":2,"error":{"code":"invalid"}}`, `error: the required member "message" is missing`},
		{MethodCoups, batch(edit(goodCoup, `"winner":"banker",`, ``)), `result.replies[1].result: the required member "winner" is missing`},
		{MethodCoups, batch(edit(goodCoup, `"bankerTotal":6`, `"bankerTotal":6,"bankerTotal":6`)), `result.replies[1].result.bankerTotal: the member "bankerTotal" appears twice`},
		{MethodShoe, res(`{"rounds":[` + edit(goodVoid, `"void"`, `"Void"`) + `],"cardsUsed":1,"end":"void"}`), `result.rounds[0].Void: the protocol spells this member "void"`},
		{MethodHello, res(`{"name":"acme","version":"2.1","protocol":1,"games":["mbs-ncb-v6"]}`), `result: the required member "capabilities" is missing`},
		{MethodTable, res(`{"steps":[],"rounds":[` + edit(goodRound, `"position":2`, `"Position":2`) + `]}`), `result.rounds[0].settlements[1].Position: the protocol spells this member "position"`},
	}
	for _, tc := range cases {
		err := checkStrict(tc.method, []byte(tc.line))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %s:\ngot  %v\nwant %s", tc.method, tc.line, err, tc.want)
		}
	}
	// Syntax errors are the decoder's to report (malformed), not faults.
	for _, line := range []string{`{"id":2,"result":`, `[1,2]`, `{"id":2 "result":{}}`, `nonsense`} {
		if err := checkStrict(MethodCoup, []byte(line)); err != nil {
			t.Errorf("%s: %v, want the syntax left to the decoder", line, err)
		}
	}
}

// FuzzCheckStrict: on any line, the strict reading does not panic, and a
// line it accepts that encoding/json reads is valid UTF-8 and has no member
// twice in one object (found here by encoding/json's own tokens).
func FuzzCheckStrict(f *testing.F) {
	f.Add([]byte(`{"id":2,"result":` + goodCoup + `}`))
	f.Add([]byte(`{"id":2,"result":{"replies":[{"result":` + goodVoid + `},{"error":{"code":"invalid","message":"x"}}]}}`))
	f.Add([]byte(`{"id":2,"result":{"player":["5H"],"player":[]}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		err := checkStrict(MethodCoup, b)
		if err != nil || !json.Valid(b) {
			return
		}
		if !bytesValidUTF8(b) {
			t.Fatalf("accepted invalid UTF-8: %q", b)
		}
		if dup := duplicateMember(b); dup != "" {
			t.Fatalf("accepted the member %q twice: %s", dup, b)
		}
	})
}

func bytesValidUTF8(b []byte) bool { return strings.ToValidUTF8(string(b), "\x00") == string(b) }

// duplicateMember returns a member name found twice in one object of b
// (valid JSON), read with encoding/json's tokenizer.
func duplicateMember(b []byte) string {
	dec := json.NewDecoder(bytes.NewReader(b))
	type frame struct {
		object bool
		keys   map[string]bool
		key    bool // the next string token is a key
	}
	var stack []*frame
	for {
		tok, err := dec.Token()
		if err != nil {
			return ""
		}
		top := (*frame)(nil)
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		switch v := tok.(type) {
		case json.Delim:
			switch v {
			case '{', '[':
				if top != nil && top.object {
					top.key = true
				}
				stack = append(stack, &frame{object: v == '{', keys: map[string]bool{}, key: v == '{'})
			default:
				stack = stack[:len(stack)-1]
			}
			continue
		case string:
			if top != nil && top.object && top.key {
				if top.keys[v] {
					return v
				}
				top.keys[v] = true
				top.key = false
				continue
			}
		}
		if top != nil && top.object {
			top.key = true
		}
	}
}

// BenchmarkCheckStrict is the strict reading's cost on a good coup answer,
// beside the fast decoder's on the same result (the two walks every answer
// gets on the pass path).
//
//	go test ./adapter/protocol -run '^$' -bench 'CheckStrict|FastDecodeCoup'
func BenchmarkCheckStrict(b *testing.B) {
	line := []byte(`{"id":2,"result":` + goodCoup + `}`)
	b.ReportAllocs()
	b.SetBytes(int64(len(line)))
	for i := 0; i < b.N; i++ {
		if err := checkStrict(MethodCoup, line); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFastDecodeCoup(b *testing.B) {
	raw := []byte(goodCoup)
	b.ReportAllocs()
	b.SetBytes(int64(len(raw)))
	var r adapter.CoupResult
	for i := 0; i < b.N; i++ {
		if !fastDecode(raw, &r) {
			b.Fatal("the fast path gave up on a good coup")
		}
	}
}
