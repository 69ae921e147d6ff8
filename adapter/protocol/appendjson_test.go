package protocol

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/vectors"
	"github.com/google/go-cmp/cmp"
)

// TestAppendersMatchEncodingJSON: the hand-written encoders write byte for
// byte what encoding/json writes, on many reference rounds and shoes and on
// strings that need escaping.
func TestAppendersMatchEncodingJSON(t *testing.T) {
	seed := seedFor(t, 11)
	ctx := context.Background()
	ref := adapter.NewReference()
	reqs := genRequests(seed, 2000)
	replies, _ := ref.Coups(ctx, reqs)
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
	for _, q := range genShoes(seed, 20) {
		res, err := ref.Shoe(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
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

// TestAppendTableResultMatchesEncodingJSON: the engine's table answers are
// written byte for byte as encoding/json writes them (doTable's [] for no
// steps or rounds aside), on the reference's answers to every table vector
// and on results that set every optional member.
func TestAppendTableResultMatchesEncodingJSON(t *testing.T) {
	files, err := vectors.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	ref := adapter.NewReference()
	n := 0
	for _, f := range files {
		for _, c := range f.Cases() {
			if c.Test.Events == nil {
				continue
			}
			req := c.TableRequest()
			line := appendTableRequest(nil, &req)
			same(t, "table request", line, req)
			checkFastDecode(t, line)
			if !fastDecode(line, &adapter.TableRequest{}) {
				t.Fatalf("the engine's fast path gives up on a table request the kit writes: %s", line)
			}
			res, err := ref.Table(ctx, req)
			if err != nil {
				continue
			}
			if res.Steps == nil {
				res.Steps = []adapter.TableStep{}
			}
			if res.Rounds == nil {
				res.Rounds = []adapter.TableRound{}
			}
			same(t, "table result", appendTableResult(nil, &res), res)
			n++
		}
	}
	if n < 100 {
		t.Fatalf("only %d table vectors answered", n)
	}
	yes := true
	full := adapter.TableResult{
		Steps: []adapter.TableStep{
			{Event: "power-failure", Accepted: true, Code: "c", Detail: "d <&>", Clause: "x:1", State: "s", Established: &yes, Witness: "w", Receiver: "r",
				Options:      &adapter.TableOptions{Reason: "power-failure", Clause: "x:2", Players: []string{"a", "b"}, AllOrNothing: true, Then: "dealing"},
				Differential: &adapter.TableDifferential{Limit: 1, PlayerTotal: -2, BankerTotal: 3, Decrease: "player", MayIncrease: "banker", Excess: 4}},
			{Event: "choose", State: "s", Established: new(bool), Options: &adapter.TableOptions{}},
			{},
		},
		Rounds: []adapter.TableRound{
			{Round: 1, Player: []string{"5H"}, Winner: "tie", CutCard: true,
				Settlements: []adapter.TableSettlement{{Player: "p", Position: 2, Wager: "tie", Stake: 5, Played: 5, Result: "win", Win: 40, Returned: 5, Bonus: 1, Odds: "8/1", Notes: []string{"over-maximum"}}, {Notes: []string{}}}},
			{Void: "foreign-card"},
		},
	}
	same(t, "full table result", appendTableResult(nil, &full), full)
	fullReq := adapter.TableRequest{Game: "mbs-tiger-v2", Decks: 8,
		Config: adapter.TableConfig{Rounding: 5, MaxWagersPerArea: 2, Differential: 1000, HLGA: true, Method: "a",
			Limits: adapter.TableLimits{Min: 1, Max: 9, Wagers: map[string]adapter.TableLimit{"tiger": {Max: 5}, "banker": {Min: 2, Max: 7}, "<&>": {Min: 3}, "x": {}}}},
		Events: []adapter.TableEvent{{Type: "place", Player: "p", Position: 1, Wager: "banker", Amount: 100, Card: "5H", OrderKnown: true, WithdrawAll: true, Kind: "k"}, {}}}
	for _, q := range []adapter.TableRequest{fullReq, {}, {Events: []adapter.TableEvent{}}, {Config: adapter.TableConfig{Limits: adapter.TableLimits{Max: 3}}}} {
		line := appendTableRequest(nil, &q)
		same(t, "table request", line, q)
		checkFastDecode(t, line)
	}
}
