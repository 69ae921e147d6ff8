package judge

import (
	"strconv"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

// halves splits a table pattern into the engine's phrase and the rules'.
func halves(t *testing.T, p string) (string, string) {
	t.Helper()
	a, b, ok := strings.Cut(p, " where the rules say ")
	if !ok {
		t.Fatalf("pattern %q is not \"... where the rules say ...\"", p)
	}
	if i := strings.LastIndex(a, ": "); i >= 0 {
		a = a[i+2:]
	}
	if i := strings.LastIndex(a, ", "); i >= 0 && !strings.Contains(b, ", ") {
		a = a[i+2:]
	}
	return a, b
}

// TestTableStepPattern: whatever member of a step differs, the pattern
// names it with two different phrases, and no amount of the case.
func TestTableStepPattern(t *testing.T) {
	yes, no := true, false
	base := adapter.TableStep{Event: "close", Accepted: false, Code: "differential-exceeded", Clause: "mbs-tiger-v2:5.18.1", State: "betting-open",
		Differential: &adapter.TableDifferential{Limit: 1000, PlayerTotal: 500, BankerTotal: 2500, Decrease: "banker", MayIncrease: "player", Excess: 1000}}
	opt := adapter.TableStep{Event: "power-failure", Accepted: true, Code: "withdraw-option", Clause: "mbs-tiger-v2:5.17.1", State: "awaiting-choices", Established: &no,
		Options: &adapter.TableOptions{Reason: "power-failure", Clause: "mbs-tiger-v2:5.17.1", Players: []string{"ann", "bob"}, AllOrNothing: true, Then: "dealing"}}
	cases := []struct {
		name   string
		base   adapter.TableStep
		change func(s *adapter.TableStep)
		member string // a word the pattern must hold
	}{
		{"accepted", base, func(s *adapter.TableStep) {
			s.Accepted, s.Code, s.State, s.Differential = true, "", "betting-closed", nil
		}, "accepted"},
		{"code", base, func(s *adapter.TableStep) { s.Code = "area-full" }, "area-full"},
		{"clause", base, func(s *adapter.TableStep) { s.Clause = "mbs-tiger-v2:5.18.2" }, "citing"},
		{"differential gone", base, func(s *adapter.TableStep) { s.Differential = nil }, "differential"},
		{"decrease", base, func(s *adapter.TableStep) {
			d := *s.Differential
			d.Decrease, d.MayIncrease = "player", "banker"
			s.Differential = &d
		}, "decrease"},
		{"player total", base, func(s *adapter.TableStep) { d := *s.Differential; d.PlayerTotal = 700; s.Differential = &d }, "Player total"},
		{"banker total", base, func(s *adapter.TableStep) { d := *s.Differential; d.BankerTotal = 2300; s.Differential = &d }, "Banker total"},
		{"limit", base, func(s *adapter.TableStep) { d := *s.Differential; d.Limit = 900; s.Differential = &d }, "limit"},
		{"excess", base, func(s *adapter.TableStep) { d := *s.Differential; d.Excess = 1100; s.Differential = &d }, "excess"},
		{"event", base, func(s *adapter.TableStep) { s.Event = "open" }, "echoing"},
		{"established", opt, func(s *adapter.TableStep) { s.Established = &yes }, "established"},
		{"established flag", opt, func(s *adapter.TableStep) { s.Established = nil }, "established"},
		{"witness", opt, func(s *adapter.TableStep) { s.Witness = "tiger" }, "witness"},
		{"no option", opt, func(s *adapter.TableStep) { s.Options = nil }, "option"},
		{"option reason", opt, func(s *adapter.TableStep) { o := *s.Options; o.Reason = "device-reset"; s.Options = &o }, "device-reset"},
		{"option clause", opt, func(s *adapter.TableStep) { o := *s.Options; o.Clause = "mbs-tiger-v2:5.9"; s.Options = &o }, "citing"},
		{"all or nothing", opt, func(s *adapter.TableStep) { o := *s.Options; o.AllOrNothing = false; s.Options = &o }, "single wagers"},
		{"then", opt, func(s *adapter.TableStep) { o := *s.Options; o.Then = "betting-open"; s.Options = &o }, "then"},
		{"fewer players", opt, func(s *adapter.TableStep) { o := *s.Options; o.Players = []string{"ann"}; s.Options = &o }, "players"},
		{"other players", opt, func(s *adapter.TableStep) { o := *s.Options; o.Players = []string{"ann", "cy"}; s.Options = &o }, "players"},
		{"receiver", adapter.TableStep{Event: "pass-cards", Accepted: true, Code: "cards-passed", State: "dealing", Receiver: "ann"}, func(s *adapter.TableStep) { s.Receiver = "bob" }, "cards"},
		{"no receiver", adapter.TableStep{Event: "pass-cards", Accepted: true, Code: "cards-passed", State: "dealing", Receiver: "ann"}, func(s *adapter.TableStep) { s.Receiver = "" }, "receiver"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := tc.base
			g := w
			tc.change(&g)
			if TableStepEqual(w, g) {
				t.Fatal("the case's steps do not differ")
			}
			for _, pair := range [][2]adapter.TableStep{{w, g}, {g, w}} {
				p := tableStepPattern(tc.base.Event, pair[0], pair[1])
				a, b := halves(t, p)
				if a == b {
					t.Errorf("pattern %q: the engine's and the rules' phrases are the same", p)
				}
				if !strings.Contains(p, tc.member) {
					t.Errorf("pattern %q does not name %q", p, tc.member)
				}
				for _, amount := range []int64{500, 700, 900, 1000, 1100, 2300, 2500} {
					if strings.Contains(p, strconv.FormatInt(amount, 10)) {
						t.Errorf("pattern %q holds the case's amount %d", p, amount)
					}
				}
			}
		})
	}
}

// TestTableSettlementPattern: a settled wager that differs in any member
// is summarised with two different phrases naming it, without amounts;
// the over-maximum wager paid in full is told from the one played on the
// maximum.
func TestTableSettlementPattern(t *testing.T) {
	base := adapter.TableSettlement{Player: "ann", Position: 1, Wager: "banker", Stake: 2500, Played: 2000, Result: "win", Win: 1900, Returned: 2500, Notes: []string{"over-maximum"}, Odds: "19/20"}
	cases := []struct {
		name   string
		change func(s *adapter.TableSettlement)
		member string
	}{
		{"paid in full", func(s *adapter.TableSettlement) { s.Played, s.Win, s.Returned = 2500, 2375, 2500 }, "played the whole stake"},
		{"played", func(s *adapter.TableSettlement) { s.Played = 1500 }, "played"},
		{"result", func(s *adapter.TableSettlement) { s.Result, s.Win, s.Odds = "lose", 0, "" }, "lose"},
		{"notes", func(s *adapter.TableSettlement) { s.Notes = nil }, "win"},
		{"stake", func(s *adapter.TableSettlement) { s.Stake = 3000 }, "stake"},
		{"win", func(s *adapter.TableSettlement) { s.Win = 2000 }, "won"},
		{"returned", func(s *adapter.TableSettlement) { s.Returned = 2000 }, "returned"},
		{"bonus", func(s *adapter.TableSettlement) { s.Bonus = 100 }, "bonus"},
		{"odds", func(s *adapter.TableSettlement) { s.Odds = "1/1" }, "1/1"},
		{"player", func(s *adapter.TableSettlement) { s.Player = "bob" }, "player"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := base
			g.Notes = append([]string(nil), base.Notes...)
			tc.change(&g)
			if cmpEqual(base, g) {
				t.Fatal("the case's settlements do not differ")
			}
			p := tableSettlementPattern(base, g)
			a, b := halves(t, p)
			if a == b {
				t.Errorf("pattern %q: the engine's and the rules' phrases are the same", p)
			}
			if !strings.Contains(p, tc.member) {
				t.Errorf("pattern %q does not name %q", p, tc.member)
			}
			for _, amount := range []string{"2500", "2000", "1900", "2375", "1500", "3000", "100"} {
				if strings.Contains(p, amount) {
					t.Errorf("pattern %q holds the case's amount %s", p, amount)
				}
			}
		})
	}
}
