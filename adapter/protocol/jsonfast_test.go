package protocol

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/google/go-cmp/cmp"
)

// fastTargets returns a fresh value of each type fastDecode reads.
func fastTargets() []any {
	return []any{&adapter.CoupRequest{}, &adapter.ShoeRequest{}, &CoupsParams{}, &adapter.CoupResult{}, &adapter.ShoeResult{}, &CoupsResult{}, &adapter.TableRequest{}, &adapter.TableResult{}}
}

// checkFastDecode: whenever the fast path takes an input, encoding/json
// takes it too and gives the same value.
func checkFastDecode(t *testing.T, b []byte) {
	t.Helper()
	for _, target := range fastTargets() {
		typ := reflect.TypeOf(target).Elem()
		fast := reflect.New(typ).Interface()
		if !fastDecode(b, fast) {
			continue
		}
		slow := reflect.New(typ).Interface()
		if err := json.Unmarshal(b, slow); err != nil {
			t.Fatalf("fast path took input encoding/json refuses (%v) as %v:\n%s", err, typ, b)
		}
		if d := cmp.Diff(slow, fast); d != "" {
			t.Fatalf("fast path and encoding/json disagree on %v (-json +fast):\n%s\ninput: %s", typ, d, b)
		}
	}
}

// TestFastDecodeAgrees: the fast path reads real protocol messages as
// encoding/json does, and gives up, or agrees, on thousands of mutations of
// them.
func TestFastDecodeAgrees(t *testing.T) {
	seed := seedFor(t, 77)
	reqs, replies := refCoups(seed, 300)
	var corpus [][]byte
	corpus = append(corpus, appendCoupsParams(nil, reqs))
	corpus = append(corpus, appendReplies(nil, replies))
	for i := range reqs[:50] {
		corpus = append(corpus, appendCoupRequest(nil, &reqs[i]))
		if replies[i].Err == nil {
			corpus = append(corpus, appendCoupResult(nil, &replies[i].Result))
		}
	}
	for _, res := range refShoes(t, seed, 3) {
		corpus = append(corpus, appendShoeResult(nil, &res))
	}
	var table adapter.TableResult
	for _, q := range genTables(seed, 3) {
		res, err := refengine.New().Table(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		corpus, table = append(corpus, appendTableResult(nil, &res)), res
	}
	corpus = append(corpus, [][]byte{
		[]byte(` { "game" : "mbs-ncb-v6" , "decks" : 8 , "cards" : [ "AS" , "10H" ] , "wagers" : null } `),
		[]byte(`{"game":"x","decks":-0,"cards":[],"wagers":[],"table":{"rounding":5}}`),
		[]byte(`{"Game":"x","decks":8,"cards":[]}`),
		[]byte(`{"game":"\u00e9\ud83c\udca1 \"q\" \\ \/","decks":8,"cards":null}`),
		[]byte(`{"game":"\ud83c","decks":8}`),
		[]byte(`{"game":"bad utf8 ` + "\xff" + `","decks":8}`),
		[]byte(`{"decks":8.0}`),
		[]byte(`{"decks":1e2}`),
		[]byte(`{"decks":99999999999999999999}`),
		[]byte(`{"player":[],"banker":[],"playerTotal":0,"bankerTotal":0,"winner":null,"cardsUsed":0,"cutCard":false,"void":"x","settlements":null}`),
		[]byte(`{"replies":[{"result":null,"error":null},{"error":{"code":"invalid","message":"card 2: \"XX\""}}]}`),
		[]byte(`{"rounds":null,"cardsUsed":0,"end":"exhausted"}`),
		[]byte(`{"game":"a","game":"b"}`),
		[]byte(`{}`), []byte(`[]`), []byte(`null`), []byte(``), []byte(`{"game":"a"} x`),
	}...)
	for _, b := range corpus {
		checkFastDecode(t, b)
	}
	// Every real message must take the fast path, or the benchmark lies.
	if !fastDecode(corpus[0], &CoupsParams{}) || !fastDecode(corpus[1], &CoupsResult{}) || !fastDecode(appendTableResult(nil, &table), &adapter.TableResult{}) {
		t.Errorf("the fast path gives up on real protocol messages")
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	alphabet := []byte(`{}[]":,.-+eE0123456789 \nabtrufnlu\`)
	for i := 0; i < 20000; i++ {
		src := corpus[rng.IntN(len(corpus))]
		if len(src) > 4000 {
			continue
		}
		b := append([]byte(nil), src...)
		for k := 1 + rng.IntN(3); k > 0 && len(b) > 0; k-- {
			at := rng.IntN(len(b))
			switch rng.IntN(3) {
			case 0:
				b[at] = alphabet[rng.IntN(len(alphabet))]
			case 1:
				b = append(b[:at], b[at+1:]...)
			case 2:
				b = append(b[:at], append([]byte{alphabet[rng.IntN(len(alphabet))]}, b[at:]...)...)
			}
		}
		checkFastDecode(t, b)
	}
}

// FuzzFastDecode: go test -fuzz FuzzFastDecode ./adapter/protocol
func FuzzFastDecode(f *testing.F) {
	f.Add([]byte(`{"game":"mbs-ncb-v6","decks":8,"cards":["5H","6S"],"wagers":[{"wager":"banker","stake":100}],"table":{}}`))
	f.Add([]byte(`{"replies":[{"result":` + goodCoup + `},{"error":{"code":"invalid","message":"x"}}]}`))
	f.Add([]byte(`{"rounds":[` + goodVoid + `],"cardsUsed":1,"end":"void"}`))
	f.Add(appendCoupsParams(nil, genRequests(5, 3)))
	f.Add([]byte(`{"game":"mbs-tiger-v2","decks":8,"config":{"limits":{"min":1,"wagers":{"tiger":{"max":5},"banker":{"min":2}}},"hlga":true},"events":[{"type":"place","player":"p","position":1,"wager":"banker","amount":100},{"type":"deal","card":"5H","orderKnown":true}]}`))
	for _, q := range genTables(1, 2) {
		if table, err := refengine.New().Table(context.Background(), q); err == nil {
			f.Add(appendTableResult(nil, &table))
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) { checkFastDecode(t, b) })
}

// TestEnvelopeParts: the envelope splitter finds the members, checks the
// syntax of the whole line, and gives up on anything unexpected.
func TestEnvelopeParts(t *testing.T) {
	keys := [3]string{"id", "result", "error"}
	cases := []struct {
		in   string
		want [3]string
		ok   bool
	}{
		{`{"id":7,"result":{"a":[1,2.5e3,"x\"y"]}}`, [3]string{`7`, `{"a":[1,2.5e3,"x\"y"]}`, ``}, true},
		{` {"error":{"code":"internal","message":"é"}, "id":null} `, [3]string{`null`, ``, `{"code":"internal","message":"é"}`}, true},
		{`{"id":7,"result":{}} trailing`, [3]string{}, false},
		{`{"id":7,"result":{"a":}}`, [3]string{}, false},
		{`{"id":7,"id":8}`, [3]string{}, false},
		{`{"id":7,"x-debug":1}`, [3]string{}, false},
		{`{"id":7,"result":"\x"}`, [3]string{}, false},
		{`[7]`, [3]string{}, false},
	}
	for _, c := range cases {
		parts, ok := envelopeParts([]byte(c.in), keys)
		if ok != c.ok {
			t.Errorf("envelopeParts(%s): ok %v, want %v", c.in, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		got := [3]string{string(parts[0]), string(parts[1]), string(parts[2])}
		if d := cmp.Diff(c.want, got); d != "" {
			t.Errorf("envelopeParts(%s) (-want +got):\n%s", c.in, d)
		}
	}
}
