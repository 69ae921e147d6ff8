package refengine

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// tblExampleRequest is the example of docs and reports: a Tiger v2 table
// with limits and a table differential. Banker 2500 is over the maximum
// 2000 (5.15); the close is refused while Banker 2500 and Player 500 differ
// by 2000, over the limit 1000 by 1000 (5.18); the Player wager is raised to
// 1500 and the close accepted; a withdrawal after the close is ignored
// (5.5); Player 3+4 = 7 against a Banker Natural 9.
const tblExampleRequest = `{
  "game": "mbs-tiger-v2",
  "decks": 8,
  "config": {"limits": {"min": 100, "max": 2000, "wagers": {"tie": {"min": 50, "max": 500}}}, "differential": 1000},
  "events": [
    {"type": "open"},
    {"type": "place", "player": "a", "position": 1, "wager": "banker", "amount": 2500},
    {"type": "place", "player": "b", "position": 2, "wager": "player", "amount": 500},
    {"type": "close"},
    {"type": "increase", "player": "b", "position": 2, "wager": "player", "amount": 1000},
    {"type": "close"},
    {"type": "deal", "card": "3S"},
    {"type": "deal", "card": "9H"},
    {"type": "withdraw", "player": "b", "position": 2, "wager": "player"},
    {"type": "deal", "card": "4D"},
    {"type": "deal", "card": "KC"},
    {"type": "settle"}
  ]
}`

func TestTableExampleRequest(t *testing.T) {
	dec := json.NewDecoder(strings.NewReader(tblExampleRequest))
	dec.DisallowUnknownFields()
	var req adapter.TableRequest
	if err := dec.Decode(&req); err != nil {
		t.Fatalf("the example request does not decode into TableRequest: %v", err)
	}
	res, err := Engine{}.Table(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	want := adapter.TableResult{
		Steps: []adapter.TableStep{
			{Event: "open", Accepted: true, Clause: "mbs-tiger-v2:3.1", State: "betting-open"},
			{Event: "place", Accepted: true, Code: "over-maximum", Clause: "mbs-tiger-v2:5.15", State: "betting-open"},
			{Event: "place", Accepted: true, State: "betting-open"},
			{Event: "close", Code: "differential-exceeded", Clause: "mbs-tiger-v2:5.18.1", State: "betting-open",
				Differential: &adapter.TableDifferential{Limit: 1000, PlayerTotal: 500, BankerTotal: 2500, Decrease: "banker", MayIncrease: "player", Excess: 1000}},
			{Event: "increase", Accepted: true, State: "betting-open"},
			{Event: "close", Accepted: true, Clause: "mbs-tiger-v2:3.2", State: "betting-closed"},
			{Event: "deal", Accepted: true, State: "dealing"},
			{Event: "deal", Accepted: true, State: "dealing"},
			{Event: "withdraw", Accepted: true, Code: "withdrawal-ignored", Clause: "mbs-tiger-v2:5.5", State: "dealing"},
			{Event: "deal", Accepted: true, State: "dealing"},
			{Event: "deal", Accepted: true, State: "complete"},
			{Event: "settle", Accepted: true, Clause: "mbs-tiger-v2:5.16", State: "settled"},
		},
		Rounds: []adapter.TableRound{{
			Round: 1, Player: []string{"3S", "4D"}, Banker: []string{"9H", "KC"}, PlayerTotal: 7, BankerTotal: 9, Winner: "banker",
			Settlements: []adapter.TableSettlement{
				{Player: "a", Position: 1, Wager: "banker", Stake: 2500, Played: 2000, Result: "win", Win: 1900, Returned: 2500, Odds: "19/20", Notes: []string{"over-maximum"}},
				{Player: "b", Position: 2, Wager: "player", Stake: 1500, Played: 1500, Result: "lose", Win: 0, Returned: 0, Notes: []string{"withdrawal-ignored"}},
			},
		}},
	}
	if d := cmp.Diff(want, res, cmpopts.IgnoreFields(adapter.TableStep{}, "Detail")); d != "" {
		t.Errorf("Tiger v2 5.5 5.15 5.18 interpretation 10: the example's result (-want +got):\n%s", d)
	}
	for i, s := range res.Steps {
		if s.Detail == "" {
			t.Errorf("step %d (%s) has no detail", i+1, s.Event)
		}
	}
	// The result goes through JSON unchanged.
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var back adapter.TableResult
	dec = json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&back); err != nil {
		t.Fatalf("the result does not decode back: %v\n%s", err, b)
	}
	if d := cmp.Diff(res, back); d != "" {
		t.Errorf("JSON round trip (-before +after):\n%s", d)
	}
	for _, key := range []string{`"accepted":false`, `"cutCard":false`, `"rounds":[`, `"differential":{"limit":1000`} {
		if !bytes.Contains(b, []byte(key)) {
			t.Errorf("the result's JSON lacks %s:\n%s", key, b)
		}
	}
}

func TestReferenceClaimsTable(t *testing.T) {
	h, err := Engine{}.Hello(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !h.Can(adapter.CapTable) {
		t.Errorf("the reference's hello does not claim %q: %v", adapter.CapTable, h.Capabilities)
	}
	var e adapter.Engine = New()
	if _, ok := e.(adapter.TableEngine); !ok {
		t.Error("*Engine is not an adapter.TableEngine")
	}
}

// TestTableRequestErrors: a request that cannot be run is an error, not a
// step.
func TestTableRequestErrors(t *testing.T) {
	open := adapter.TableEvent{Type: adapter.TableOpen}
	tests := []struct {
		name string
		req  adapter.TableRequest
		code string
		msg  string
	}{
		{"contract: an unknown game is unsupported", adapter.TableRequest{Game: "mbs-blackjack", Decks: 8}, adapter.CodeUnsupported, "unknown game"},
		{"rule 2.1: three decks are invalid", adapter.TableRequest{Game: "mbs-ncb-v6", Decks: 3}, adapter.CodeInvalid, "4 to 10"},
		{"contract, card notation: a bad card token names its event", adapter.TableRequest{Game: "mbs-ncb-v6", Decks: 8,
			Events: []adapter.TableEvent{open, {Type: adapter.TableClose}, {Type: adapter.TableDeal, Card: "ZZ"}}}, adapter.CodeInvalid, "event 3 (deal)"},
		{"3.1: an unknown event type names its event", adapter.TableRequest{Game: "mbs-ncb-v6", Decks: 8,
			Events: []adapter.TableEvent{open, {Type: "shuffle"}}}, adapter.CodeInvalid, "event 2: unknown type \"shuffle\""},
		{"NCB: limits are not in the No Commission rules", adapter.TableRequest{Game: "mbs-ncb-v6", Decks: 8,
			Config: adapter.TableConfig{Limits: adapter.TableLimits{Max: 100}}}, adapter.CodeInvalid, "no-rule"},
		{"Tiger v2 3.7: four wagers per area are invalid", adapter.TableRequest{Game: "mbs-tiger-v2", Decks: 8,
			Config: adapter.TableConfig{MaxWagersPerArea: 4}}, adapter.CodeInvalid, "invalid-config"},
		{"Electronic 2.2: limits for a wager the game does not offer", adapter.TableRequest{Game: "mbs-etg-v4-ncb", Decks: 8,
			Config: adapter.TableConfig{Limits: adapter.TableLimits{Wagers: map[string]adapter.TableLimit{"tiger": {Max: 5}}}}}, adapter.CodeInvalid, "does not offer"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Engine{}.Table(context.Background(), tc.req)
			e, ok := err.(*adapter.Error)
			if !ok || e.Code != tc.code || !strings.Contains(e.Message, tc.msg) {
				t.Errorf("Table: %v; want a %q error mentioning %q", err, tc.code, tc.msg)
			}
		})
	}
	t.Run("a cancelled context stops the request", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := (Engine{}).Table(ctx, adapter.TableRequest{Game: "mbs-ncb-v6", Decks: 8, Events: []adapter.TableEvent{open}}); err == nil {
			t.Error("no error")
		}
	})
}

// TestTableSeveralRounds: one request, several rounds, one table: a
// player's later under-minimum wager is returned (Tiger NCB v5 5.14).
func TestTableSeveralRounds(t *testing.T) {
	round := func(amount int64, cards ...string) []adapter.TableEvent {
		evs := []adapter.TableEvent{{Type: adapter.TableOpen}, {Type: adapter.TablePlace, Player: "a", Position: 1, Wager: "player", Amount: amount}, {Type: adapter.TableClose}}
		for _, c := range cards {
			evs = append(evs, adapter.TableEvent{Type: adapter.TableDeal, Card: c})
		}
		return append(evs, adapter.TableEvent{Type: adapter.TableSettle})
	}
	var events []adapter.TableEvent
	events = append(events, round(50, "9S", "3H", "KD", "4C")...) // Player 9 against 7
	events = append(events, round(50, "9S", "3H", "KD", "4C")...)
	events = append(events, round(500, "3S", "9H", "4D", "KC")...) // Banker 9 against 7
	res, err := Engine{}.Table(context.Background(), adapter.TableRequest{Game: "mbs-tiger-ncb-v5", Decks: 8,
		Config: adapter.TableConfig{Limits: adapter.TableLimits{Min: 100}}, Events: events})
	if err != nil {
		t.Fatal(err)
	}
	var got []adapter.TableSettlement
	for _, r := range res.Rounds {
		got = append(got, r.Settlements...)
	}
	want := []adapter.TableSettlement{
		{Player: "a", Position: 1, Wager: "player", Stake: 50, Played: 50, Result: "win", Win: 50, Returned: 50, Odds: "1/1", Notes: []string{"under-minimum"}},
		{Player: "a", Position: 1, Wager: "player", Stake: 50, Result: "returned", Returned: 50, Notes: []string{"under-minimum"}},
		{Player: "a", Position: 1, Wager: "player", Stake: 500, Played: 500, Result: "lose"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Tiger NCB v5 5.14 interpretation 10: settlements of three rounds (-want +got):\n%s", d)
	}
	if len(res.Steps) != len(events) {
		t.Errorf("%d steps for %d events", len(res.Steps), len(events))
	}
	for i, r := range res.Rounds {
		if r.Round != i+1 {
			t.Errorf("round %d is numbered %d", i+1, r.Round)
		}
	}
}

// TestTableRefusedStep: a refused event is a step with accepted false,
// and the request goes on.
func TestTableRefusedStep(t *testing.T) {
	res, err := Engine{}.Table(context.Background(), adapter.TableRequest{Game: "mbs-etg-v4-ncb", Decks: 8, Events: []adapter.TableEvent{
		{Type: adapter.TableOpen}, {Type: adapter.TableClose},
		{Type: adapter.TablePlace, Player: "t1", Position: 1, Wager: "banker", Amount: 100},
		{Type: adapter.TableDeal, Card: "QS"}, {Type: adapter.TableDeal, Card: "3H"},
		{Type: adapter.TablePowerFailure},
		{Type: adapter.TableSettle},
	}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range res.Steps {
		got = append(got, strings.Join([]string{s.Event, map[bool]string{true: "accepted", false: "refused"}[s.Accepted], s.Code, s.Clause, s.State}, " "))
	}
	want := []string{
		"open accepted  mbs-etg-v4:3.1 betting-open",
		"close accepted  mbs-etg-v4:3.2 betting-closed",
		"place refused bets-closed mbs-etg-v4:5.5 betting-closed",
		"deal accepted   dealing",
		"deal accepted   dealing",
		"power-failure accepted round-void mbs-etg-v4:5.9.1 void",
		"settle accepted   settled",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Electronic 5.5 5.9.1 5.10.2: steps (-want +got):\n%s", d)
	}
	if len(res.Rounds) != 1 || res.Rounds[0].Void != "technical-interruption" || len(res.Rounds[0].Settlements) != 0 || res.Rounds[0].Winner != "" {
		t.Errorf("rounds = %+v; want one void round (technical-interruption) with no settlement", res.Rounds)
	}
}

// TestTableOptionsOnTheWire: an option to withdraw says who, why and what
// follows.
func TestTableOptionsOnTheWire(t *testing.T) {
	res, err := Engine{}.Table(context.Background(), adapter.TableRequest{Game: "mbs-tiger-v2", Decks: 8, Events: []adapter.TableEvent{
		{Type: adapter.TableOpen}, {Type: adapter.TablePlace, Player: "a", Position: 1, Wager: "banker", Amount: 100},
		{Type: adapter.TablePlace, Player: "b", Position: 1, Wager: "banker", Amount: 100},
		{Type: adapter.TableClose}, {Type: adapter.TableDeviceReset},
		{Type: adapter.TableChoose, Player: "a", WithdrawAll: true},
		{Type: adapter.TableChoose, Player: "b"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	want := []*adapter.TableOptions{
		{Reason: "device-reset", Clause: "mbs-tiger-v2:5.9", Players: []string{"a", "b"}, Then: "betting-open"},
		{Reason: "device-reset", Clause: "mbs-tiger-v2:5.9", Players: []string{"b"}, Then: "betting-open"},
		nil,
	}
	got := []*adapter.TableOptions{res.Steps[4].Options, res.Steps[5].Options, res.Steps[6].Options}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Tiger v2 5.9: options (-want +got):\n%s", d)
	}
	if s := res.Steps[6]; s.Code != "betting-reopened" || s.State != "betting-open" {
		t.Errorf("last choice: code %q state %q; want betting-reopened, betting-open", s.Code, s.State)
	}
}
