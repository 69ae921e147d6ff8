package protocol

import (
	"encoding/json"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/google/go-cmp/cmp"
)

// TestAppendersMatchEncodingJSON: the hand-written encoders write byte for
// byte what encoding/json writes, on many reference rounds and shoes and on
// strings that need escaping.
func TestAppendersMatchEncodingJSON(t *testing.T) {
	seed := seedFor(t, 11)
	reqs, replies := refCoups(seed, 2000)
	for i, r := range replies {
		if r.Err != nil {
			same(t, "error", appendError(nil, r.Err), r.Err)
			continue
		}
		same(t, "coup result", appendCoupResult(nil, &replies[i].Result), r.Result)
		q := reqs[i]
		if q.Wagers == nil {
			q.Wagers = []adapter.Wager{}
		}
		same(t, "coup request", appendCoupRequest(nil, &reqs[i]), q)
	}
	for _, res := range refShoes(t, seed, 20) {
		same(t, "shoe result", appendShoeResult(nil, &res), res)
	}
	odd := []string{"", "plain", `quote " backslash \ slash /`, "tab\tnl\ncr\r", "ctl \x00\x01\x08\x0c\x1f\x7f",
		"html <b>&amp;</b>", "line sep \u2028 para \u2029", "bad utf8 \xff\xfe end", "é ü 漢字 🂡", "\xe2\x80"}
	for _, s := range odd {
		same(t, "string", appendString(nil, s), s)
	}
	same(t, "void round", appendCoupResult(nil, &adapter.CoupResult{Void: "insufficient-cards"}), adapter.CoupResult{Void: "insufficient-cards"})
}

func same(t *testing.T, what string, got []byte, v any) {
	t.Helper()
	want, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(string(want), string(got)); d != "" {
		t.Fatalf("%s: hand-written encoding differs from encoding/json (-json +hand):\n%s", what, d)
	}
}
