package vectors_test

import (
	"os"
	"regexp"
	"sort"
	"strconv"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

// Every refusal rule of the reference has a refusal vector on every game
// it applies to, each wager id a game does not offer among them, and the
// "10" spelling an accepted vector on every standard game.
func TestCoverRefusals(t *testing.T) {
	t.Parallel()
	forEachGame(t, func(t *testing.T, g *reference.Game, f *vectors.File) {
		seen := map[string]bool{}
		refusedWagers := map[string]bool{}
		for _, c := range f.Cases() {
			for _, fl := range c.Test.Flags {
				seen[fl] = true
			}
			if c.Type != vectors.TypeRefusal {
				continue
			}
			e := c.Test.Expected.Error
			if e.Code != adapter.CodeInvalid {
				t.Errorf("tcId %d: code %s, want invalid", c.Test.TcID, e.Code)
			}
			if e.Field == "wagers" {
				refusedWagers[c.Test.Wagers[e.Position-1].Wager] = true
			}
		}
		want := []string{vectors.FlagBadToken, vectors.FlagSecondCutCard, vectors.FlagDecksOutOfRange, vectors.FlagStakeOutOfRange,
			vectors.FlagNegativeRounding, vectors.FlagUnknownWager, vectors.FlagInsufficient}
		if g.Deck == reference.Standard52 {
			want = append(want, vectors.FlagTenSpelling)
		}
		for _, fl := range want {
			if !seen[fl] {
				t.Errorf("no vector flagged %s", fl)
			}
		}
		for _, id := range reference.AllWagers {
			if !g.Offers(id) && !refusedWagers[string(id)] {
				t.Errorf("no refusal vector for wager %s, which the game does not offer", id)
			}
		}
	})
}

// The table vectors hold every event type on every game, and, across the
// games, every code, notice, state, option reason, void reason,
// settlement result and irregularity kind docs/table.md documents.
func TestCoverTable(t *testing.T) {
	files := mustShipped(t)
	seen := map[string]bool{}
	for _, f := range files {
		events := map[string]bool{}
		for _, c := range f.Cases() {
			if c.Type != vectors.TypeTable {
				continue
			}
			for _, ev := range c.Test.Events {
				events[ev.Type] = true
				if ev.Kind != "" {
					seen["kind "+ev.Kind] = true
				}
			}
			r := c.Test.Expected.Table
			for _, s := range r.Steps {
				seen["state "+s.State] = true
				if s.Code != "" {
					seen["code "+s.Code] = true
				}
				if s.Options != nil {
					seen["reason "+s.Options.Reason] = true
				}
			}
			for _, rd := range r.Rounds {
				if rd.Void != "" {
					seen["void "+rd.Void] = true
				}
				for _, st := range rd.Settlements {
					seen["result "+st.Result] = true
				}
			}
		}
		for _, et := range reference.EventTypes {
			if !events[string(et)] {
				t.Errorf("%s: no table vector with a %s event", f.Game, et)
			}
		}
	}
	var want []string
	for _, s := range []string{"idle", "betting-open", "betting-closed", "dealing", "awaiting-choices", "complete", "void", "settled"} {
		want = append(want, "state "+s)
	}
	for _, c := range []string{
		reference.CodeBettingNotOpen, reference.CodeBetsClosed, reference.CodeBetsNotClosed, reference.CodeRoundInProgress,
		reference.CodeNoRoundInPlay, reference.CodeRoundComplete, reference.CodeRoundNotComplete, reference.CodeAwaitingChoices,
		reference.CodeNoOption, reference.CodeWithdrawAllOnly, reference.CodeDifferentialExceeded, reference.CodeAreaFull,
		reference.CodeWagerNotOffered, reference.CodeWagerExists, reference.CodeNoSuchWager, reference.CodeInvalidAmount,
		reference.CodeInvalidPlayer, reference.CodeInvalidCard, reference.CodeUnderMinimum, reference.CodeOverMaximum,
		reference.CodeTerminalDown, reference.CodeNoRule, reference.CodeUnknownEvent,
		reference.NoticeWithdrawalIgnored, reference.NoticeCutCard, reference.NoticeRoundVoid, reference.NoticeWithdrawOption,
		reference.NoticePlayContinues, reference.NoticeReconstructed, reference.NoticeWithdrawn, reference.NoticeBettingReopened,
		reference.NoticePlayedAsFaceDown, reference.NoticeOutcomeStands,
	} {
		want = append(want, "code "+c)
	}
	for _, r := range []string{"power-failure", "simultaneous-draw", "device-reset", "cut-card"} {
		want = append(want, "reason "+r)
	}
	for _, v := range []string{"foreign-card", "extra-card", "simultaneous-draw", "order-altered", "incorrect-card-count", "technical-interruption"} {
		want = append(want, "void "+v)
	}
	for _, r := range []string{"win", "lose", "push", "void", "returned", "withdrawn"} {
		want = append(want, "result "+r)
	}
	for _, k := range reference.IrregularityKinds {
		want = append(want, "kind "+k)
	}
	sort.Strings(want)
	for _, w := range want {
		if !seen[w] {
			t.Errorf("no table vector shows %s", w)
		}
	}
}

// MaxInterpretation, the most lint accepts, is an interpretation of
// docs/interpretations.md (the register may grow ahead of the vectors).
func TestMaxInterpretationMatchesTheRegister(t *testing.T) {
	b, err := os.ReadFile("../docs/interpretations.md")
	if err != nil {
		t.Fatal(err)
	}
	last := 0
	for _, m := range regexp.MustCompile(`(?m)^\| ([0-9]+) \|`).FindAllStringSubmatch(string(b), -1) {
		if n, _ := strconv.Atoi(m[1]); n > last {
			last = n
		}
	}
	if last < vectors.MaxInterpretation {
		t.Errorf("docs/interpretations.md numbers up to %d; vectors.MaxInterpretation is %d", last, vectors.MaxInterpretation)
	}
}
