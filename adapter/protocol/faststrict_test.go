package protocol

import (
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// coupsAnswer is a coups answer whose second reply is r.
func coupsAnswer(r string) string {
	return `{"id":2,"result":{"replies":[{"result":` + goodCoup + `},{"result":` + r + `}]}}`
}

// edited replaces old in s once; old must be there.
func edited(t testing.TB, s, old, new string) string {
	if !strings.Contains(s, old) {
		t.Fatalf("test case: %q not in %s", old, s)
	}
	return strings.Replace(s, old, new, 1)
}

// fastStrict is how the client reads a coups answer on its hot path
// (Client.parse): an envelope of exactly id and result, and a result the
// fast path takes, with no second, strict reading.
func fastStrict(line []byte) bool {
	parts, exact := envelopeParts(line, [3]string{"id", "result", "error"})
	if !exact || parts[1] == nil || string(parts[1]) == "null" || (parts[2] != nil && string(parts[2]) != "null") {
		return false
	}
	// Client.parse has refused a missing or non-integer id by now.
	if _, err := strconv.ParseInt(string(parts[0]), 10, 64); err != nil {
		return false
	}
	var r CoupsResult
	return fastDecodeCoups(parts[1], &r, 2)
}

// TestFastCoupsPathIsStrict: every coups answer the strict reading refuses
// (a member twice, a member missing, one spelled in another case, invalid
// UTF-8) is one the fast path gives up on too, so that skipping the strict
// reading when the fast path succeeds lets nothing through.
func TestFastCoupsPathIsStrict(t *testing.T) {
	good := coupsAnswer(goodCoup)
	if !fastStrict([]byte(good)) {
		t.Fatalf("the fast path does not take a good answer: %s", good)
	}
	for _, line := range []string{
		coupsAnswer(edited(t, goodCoup, `"winner":"banker",`, ``)),
		coupsAnswer(edited(t, goodCoup, `"bankerTotal":6`, `"bankerTotal":6,"bankerTotal":6`)),
		coupsAnswer(edited(t, goodCoup, `"playerTotal"`, `"PlayerTotal"`)),
		coupsAnswer(edited(t, goodCoup, `"odds":"1/2"`, `"Odds":"1/2"`)),
		coupsAnswer(edited(t, goodCoup, `,"odds":null`, ``)),
		coupsAnswer(edited(t, goodCoup, `"odds":null`, `"odds":null,"odds":null`)),
		coupsAnswer(edited(t, goodCoup, `"5H"`, "\"5H\xff\"")),
		`{"id":2,"result":{"replies":[{"error":{"code":"invalid"}}]}}`,
		`{"id":2,"result":{"replies":[{"error":{"code":"invalid","message":"x","code":"invalid"}}]}}`,
		`{"id":2,"result":{"replies":[],"replies":[]}}`,
		`{"id":2,"result":{}}`,
		`{"id":2,"id":2,"result":{"replies":[]}}`,
	} {
		if checkStrict(MethodCoups, []byte(line)) == nil {
			t.Errorf("the strict reading accepts %s: not a case for this test", line)
			continue
		}
		if fastStrict([]byte(line)) {
			t.Errorf("the fast path takes what the strict reading refuses: %s", line)
		}
	}
}

// FuzzFastCoupsPathIsStrict: on any line, a coups answer the fast path takes
// is one the strict reading accepts and encoding/json reads alike, from
// its pools as without them.
func FuzzFastCoupsPathIsStrict(f *testing.F) {
	f.Add([]byte(coupsAnswer(goodCoup)))
	f.Add([]byte(coupsAnswer(edited(f, goodCoup, `"bankerTotal":6`, `"bankerTotal":6,"bankerTotal":6`))))
	f.Add([]byte(`{"id":2,"result":{"replies":[{"result":` + goodVoid + `},{"error":{"code":"invalid","message":"x"}}]}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		if !fastStrict(b) {
			return
		}
		if err := checkStrict(MethodCoups, b); err != nil {
			t.Fatalf("the fast path takes a line the strict reading refuses (%v): %q", err, b)
		}
		if !json.Valid(b) {
			t.Fatalf("the fast path takes invalid JSON: %q", b)
		}
		parts, _ := envelopeParts(b, [3]string{"id", "result", "error"})
		var pooled, want CoupsResult
		fastDecodeCoups(parts[1], &pooled, 1)
		if err := json.Unmarshal(parts[1], &want); err != nil {
			t.Fatalf("encoding/json cannot read what the fast path took (%v): %q", err, b)
		}
		if !reflect.DeepEqual(pooled, want) {
			t.Fatalf("the pooled fast path reads %+v, encoding/json %+v: %q", pooled, want, b)
		}
	})
}
