package judge

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// TestOptionWithheld: at cards drawn together after the initial deal
// (Tiger NCB 5.8.2.2), Player 0 against a Banker 3 still to draw, the
// rules offer both players the option. An engine whose Tie loses the
// Player wager finds it decided and withholds b's option: the step names
// its rule and carries b's wager (decide clears the rule when the coups
// show that wager read otherwise); an engine that withholds every option
// carries every wager; one that asks a player the rules do not carries
// that player's wagers, none for a player with none.
func TestOptionWithheld(t *testing.T) {
	g, req, want := tableAsked(t, "mbs-tiger-ncb-v5", adapter.TableConfig{},
		"open; place a 1 banker 1000; place b 2 player 500; close; deal KS 3H QS KH JD; simultaneous-draw")
	sim := len(req.Events) - 1
	if o := want.Steps[sim].Options; o == nil || !cmp.Equal(o.Players, []string{"a", "b"}) {
		t.Fatalf("the rules offer the option to %+v, want a and b", o)
	}
	_, tieLoses := independentTable(t, req, "tie-loses-player-banker")
	none := *want
	none.Steps = append([]adapter.TableStep(nil), want.Steps...)
	none.Steps[sim] = adapter.TableStep{Event: adapter.TableSimultaneousDraw, Accepted: true, Code: reference.NoticeReconstructed, State: "dealing"}
	for _, tc := range []struct {
		name   string
		got    *adapter.TableResult
		wagers []string
	}{
		{"a Tie that loses the Player wager", tieLoses, []string{"player"}},
		{"no option given", &none, []string{"banker", "player"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, ok := diffTable(g, &req, want, tc.got)
			if !ok {
				t.Fatal("no divergence")
			}
			if d := cmp.Diff([]string{"mbs-tiger-ncb-v5:5.8.2.2"}, v.Clauses); d != "" {
				t.Errorf("clauses (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tc.wagers, v.Divergence.ReadsWagers); d != "" {
				t.Errorf("wagers of the players without the option (-want +got):\n%s", d)
			}
		})
	}
	t.Run("an option the rules do not give", func(t *testing.T) {
		w := want.Steps[sim]
		gs := w
		opts := *w.Options
		opts.Players = []string{"a", "b", "c"}
		gs.Options = &opts
		if got := optionWagers(g, &req, want, w, gs, sim); got != nil {
			t.Errorf("an option to a player with no wager carries wagers %v, want none", got)
		}
	})
	// ann's Tiger Tie is lost once the Player has 3 (no tie on 6): the
	// rules' option goes to nobody, and the cards are reconstructed. An
	// engine whose Tiger Tie wins on any tie finds it undecided and asks
	// ann: the step carries her wager (seed 1795843755796630878), as does
	// one that makes a decided wager withdrawable
	t.Run("an option the rules give nobody", func(t *testing.T) {
		g, req, want := tableAsked(t, "mbs-tiger-ncb-v5", adapter.TableConfig{Rounding: 1000},
			"open; place ann 3 tiger-tie 3100; close; deal KS JS AH AD 2S; simultaneous-draw")
		sim := len(req.Events) - 1
		if w := want.Steps[sim]; w.Code != reference.NoticeReconstructed || w.Options != nil {
			t.Fatalf("the rules answer %+v, want the cards reconstructed and nobody asked", w)
		}
		for _, defect := range []string{"tiger-tie-on-any-tie", "table-decided-wager-withdrawable"} {
			_, got := independentTable(t, req, defect)
			v, ok := diffTable(g, &req, want, got)
			if !ok {
				t.Fatalf("%s: no divergence", defect)
			}
			if d := cmp.Diff([]string{"mbs-tiger-ncb-v5:5.8.2.2"}, v.Clauses); d != "" {
				t.Errorf("%s: clauses (-want +got):\n%s", defect, d)
			}
			if d := cmp.Diff([]string{"tiger-tie"}, v.Divergence.ReadsWagers); d != "" {
				t.Errorf("%s: wagers of the players asked (-want +got):\n%s", defect, d)
			}
		}
	})
}

// TestWitnessWagers: a power failure's answer names the wagers it turns
// on when the engine's established outcome is not the rules': the rules'
// witness the engine does not find decided (a pair that needs the same
// suit misses Tiger Pair), the engine's witness the rules do not find
// decided, or both; none when the answers agree or neither finds an
// outcome established, nor when the rules' witness is a wager one hand's
// first two cards decide.
func TestWitnessWagers(t *testing.T) {
	g, req, want := tableAsked(t, "mbs-tiger-v2", adapter.TableConfig{}, "open; place a 1 banker 1000; place a 1 tiger-pair 100; close; deal 7S 3H 7D; power-failure")
	at := len(req.Events) - 1
	yes, no := true, false
	step := func(established *bool, witness string) adapter.TableStep {
		return adapter.TableStep{Event: adapter.TablePowerFailure, Accepted: true, State: "dealing", Established: established, Witness: witness}
	}
	for _, tc := range []struct {
		name      string
		rules, gs adapter.TableStep
		want      []string
	}{
		{"not established where the rules find Tiger Pair decided", step(&yes, "tiger-pair"), step(&no, ""), []string{"tiger-pair"}},
		{"established where the rules find nothing decided", step(&no, ""), step(&yes, "banker"), []string{"banker"}},
		{"another witness", step(&yes, "tiger-pair"), step(&yes, "banker"), []string{"banker", "tiger-pair"}},
		{"the same witness", step(&yes, "tiger-pair"), step(&yes, "tiger-pair"), nil},
		{"neither established", step(&no, ""), step(&no, ""), nil},
	} {
		if d := cmp.Diff(tc.want, witnessWagers(g, &req, want, tc.rules, tc.gs, at)); d != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, d)
		}
	}
	// The Player's Pair, decided by the Player's first two cards alone,
	// is decided on them whatever a pair is taken to be: an engine that
	// finds nothing decided misjudged what establishes an outcome
	// (Electronic 5.9), not the pair
	g, req, want = tableAsked(t, "mbs-etg-v4-super-6-ncb", adapter.TableConfig{}, "open; place a 1 banker 1000; place a 1 player-pair 100; close; deal 7S 3H 7D; power-failure")
	at = len(req.Events) - 1
	if w := want.Steps[at]; w.Witness != "player-pair" {
		t.Fatalf("the rules' witness is %q, want player-pair", w.Witness)
	}
	if got := witnessWagers(g, &req, want, want.Steps[at], step(&no, ""), at); got != nil {
		t.Errorf("not established where the rules find the Player's Pair decided: carries %v, want none", got)
	}
}

// TestStepInterruptionContext: a wager step that names no rule is read in
// the light of an interruption that touched its wager: a Player
// Terminal's failure at its position, a device reset after it was
// placed; not a terminal at another position, nor a reset before the
// wager was placed.
func TestStepInterruptionContext(t *testing.T) {
	for _, tc := range []struct {
		game, events string
		want         []string
	}{
		{"mbs-etg-v4-ncb", "open; place a 1 banker 1000; terminal-failure 1; withdraw a 1 banker 100", []string{"mbs-etg-v4:5.10.2"}},
		{"mbs-etg-v4-ncb", "open; place a 1 banker 1000; terminal-failure 3; withdraw a 1 banker 100", nil},
		{"mbs-tiger-ncb-v5", "open; place ann 1 banker 1000; close; deal 5H; device-reset; withdraw ann 1 banker 100", []string{"mbs-tiger-ncb-v5:5.9"}},
		{"mbs-tiger-ncb-v5", "open; close; deal 5H; device-reset; place ann 1 banker 1000; withdraw ann 1 banker 100", nil},
	} {
		_, req, want := tableAsked(t, tc.game, adapter.TableConfig{}, tc.events)
		if d := cmp.Diff(tc.want, stepInterruptionContext(&req, want, len(req.Events)-1)); d != "" {
			t.Errorf("%s: %q (-want +got):\n%s", tc.game, tc.events, d)
		}
	}
}
