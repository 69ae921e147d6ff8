package protocol_test

// In a package of its own: it reads the table vectors, and package vectors
// imports package protocol (export_test.go lends it the internals).

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/vectors"
)

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
	ref := refengine.New()
	n := 0
	for _, f := range files {
		for _, c := range f.Cases() {
			if c.Test.Events == nil {
				continue
			}
			req := c.TableRequest()
			line := protocol.AppendTableRequest(nil, &req)
			protocol.SameAsEncodingJSON(t, "table request", line, req)
			protocol.CheckFastDecode(t, line)
			if !protocol.FastDecode(line, &adapter.TableRequest{}) {
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
			protocol.SameAsEncodingJSON(t, "table result", protocol.AppendTableResult(nil, &res), res)
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
	protocol.SameAsEncodingJSON(t, "full table result", protocol.AppendTableResult(nil, &full), full)
	fullReq := adapter.TableRequest{Game: "mbs-tiger-v2", Decks: 8,
		Config: adapter.TableConfig{Rounding: 5, MaxWagersPerArea: 2, Differential: 1000, HLGA: true, Method: "a",
			Limits: adapter.TableLimits{Min: 1, Max: 9, Wagers: map[string]adapter.TableLimit{"tiger": {Max: 5}, "banker": {Min: 2, Max: 7}, "<&>": {Min: 3}, "x": {}}}},
		Events: []adapter.TableEvent{{Type: "place", Player: "p", Position: 1, Wager: "banker", Amount: 100, Card: "5H", OrderKnown: true, WithdrawAll: true, Kind: "k"}, {}}}
	for _, q := range []adapter.TableRequest{fullReq, {}, {Events: []adapter.TableEvent{}}, {Config: adapter.TableConfig{Limits: adapter.TableLimits{Max: 3}}}} {
		line := protocol.AppendTableRequest(nil, &q)
		protocol.SameAsEncodingJSON(t, "table request", line, q)
		protocol.CheckFastDecode(t, line)
	}
}
