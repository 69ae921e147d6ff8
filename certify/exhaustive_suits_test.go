package certify

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

const suitDefect = "pair-needs-same-suit"

// pairEvents are the pay rows that need a pair of the first two cards.
var pairEvents = map[reference.Event]bool{
	reference.PlayerPair: true, reference.BankerPair: true,
	reference.SingleTigerPair: true, reference.DoubleTigerPair: true, reference.TwinTigerPair: true,
	reference.PlayerPairOfDiamond4s: true, reference.PlayerOtherPairOf4s: true, reference.PlayerDiamondPair: true, reference.PlayerOtherPair: true,
	reference.BankerPairOfDiamond4s: true, reference.BankerOtherPairOf4s: true, reference.BankerDiamondPair: true, reference.BankerOtherPair: true,
}

// pairGames are the games with a wager on a pair.
func pairGames(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, g := range reference.Games() {
		has := false
		for _, w := range g.Wagers {
			for _, p := range w.Pays {
				has = has || pairEvents[p.Event]
			}
		}
		if has {
			out = append(out, string(g.ID))
		}
	}
	if len(out) == 0 {
		t.Fatal("no game has a pair wager")
	}
	return out
}

// suitsShard is the part of the walk the default run checks: one class in
// 401 of every game (BACCTK_LONG=1: every class).
func suitsShard() shard.Shard {
	if os.Getenv("BACCTK_LONG") != "" {
		return shard.Shard{}
	}
	return shard.Shard{K: 0, N: 401}
}

// walkSuits runs the exhaustive walk alone on the games through eng.
func walkSuits(t *testing.T, eng adapter.Engine, games []string) *report.Report {
	t.Helper()
	rep, err := Run(context.Background(), eng, Options{Seed: 1, Games: games, Shard: suitsShard(),
		NoFeatures: true, NoVectors: true, NoGenerated: true, Exhaustive: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Exhaustive) != len(games) {
		t.Fatalf("%d walks of %d games", len(rep.Exhaustive), len(games))
	}
	return rep
}

// TestExhaustiveSuitsCannotFool: an engine whose pairs need the same suit
// agrees with the rules on every class's representative (a pair of two
// copies of one card), yet fails the walk on every game with a pair wager,
// on varied members whose pair is of two suits, blamed on pair clauses;
// the reference and the clean independent engine pass the same walk, every
// class sent twice but the 6 Star all-Fire ones.
func TestExhaustiveSuitsCannotFool(t *testing.T) {
	games := pairGames(t)
	if !longtest.Enabled() {
		// two games chosen by the seed, so that runs of other seeds
		// walk the rest; BACCTK_LONG=1 walks every one
		games = longtest.Pick(games, 2, testSeed(t))
	}
	eng, err := independent.New(suitDefect)
	if err != nil {
		t.Fatal(err)
	}
	rep := walkSuits(t, eng, games)
	for _, eg := range rep.Exhaustive {
		if eg.Verdict != report.Fail || eg.Fail == 0 || eg.Errored != 0 || len(eg.Causes) == 0 {
			t.Errorf("%s: the walk does not fail the engine whose pairs need one suit: %s", eg.Game, eg.Line)
			continue
		}
		for _, cs := range eg.Causes {
			cards, err := reference.ParseTokens(cs.Example)
			if err != nil {
				t.Fatalf("%s: example %v: %v", eg.Game, cs.Example, err)
			}
			if !pairOfTwoSuits(cards) {
				t.Errorf("%s: cause %q: example %v has no pair of two suits", eg.Game, cs.Summary, cs.Example)
			}
			if !strings.Contains(cs.Wager, "pair") {
				t.Errorf("%s: cause %q on wager %q, want a pair wager", eg.Game, cs.Summary, cs.Wager)
			}
		}
	}
	for _, f := range rep.Failures {
		if f.Source == report.SourceExhaustive && f.Verdict == report.Fail && len(f.Clauses) == 0 {
			t.Errorf("%s: failure %s names no clause", f.Game, f.ID)
		}
	}
	clean, err := independent.New()
	if err != nil {
		t.Fatal(err)
	}
	for name, e := range map[string]adapter.Engine{"reference": refengine.New(), "independent": clean} {
		for _, eg := range walkSuits(t, e, games).Exhaustive {
			if eg.Verdict != report.Pass || eg.Agree != eg.Checked || eg.Checked == 0 {
				t.Errorf("%s %s: %s", name, eg.Game, eg.Line)
			}
			if eg.Members <= eg.Checked || eg.Members > 2*eg.Checked || (eg.Game != "mbs-6star-ncb-2017" && eg.Members != 2*eg.Checked) {
				t.Errorf("%s %s: %d coups for %d classes, want two a class (6 Star: but the all-Fire ones)", name, eg.Game, eg.Members, eg.Checked)
			}
			if !strings.Contains(eg.Proves, "assuming") {
				t.Errorf("%s %s: the walk does not say what it proves: %q", name, eg.Game, eg.Proves)
			}
		}
	}
}

// pairOfTwoSuits reports whether a hand's first two cards (Player first
// and third, Banker second and fourth) are of one rank and two suits.
func pairOfTwoSuits(cards []reference.Card) bool {
	if len(cards) < 4 {
		return false
	}
	for _, p := range [2][2]int{{0, 2}, {1, 3}} {
		a, b := cards[p[0]], cards[p[1]]
		if a.Rank() == b.Rank() && a.Suit() != b.Suit() {
			return true
		}
	}
	return false
}
