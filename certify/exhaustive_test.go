package certify

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/exhaustive"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
)

const rareDefect = "twin-tiger-pair-of-tens-paid-as-double"

// rareDefectProbability is the exact probability of the coups the rare
// defect touches, counted from the reference over the classes: both hands'
// first two cards Tens, a Tie on a total above 0.
func rareDefectProbability(t *testing.T, game string, decks int) *big.Rat {
	t.Helper()
	g, _ := reference.LookupGame(reference.GameID(game))
	sp, err := exhaustive.New(g, decks)
	if err != nil {
		t.Fatal(err)
	}
	var sum uint64
	err = sp.Walk(func(c *exhaustive.Class) error {
		co := reference.Deal(g.Deck, decks, c.Dealt())
		p, b := co.Player.Cards, co.Banker.Cards
		if p[0].Rank() == reference.Ten && p[1].Rank() == reference.Ten && b[0].Rank() == reference.Ten && b[1].Rank() == reference.Ten &&
			co.Winner() == reference.Tie && co.PlayerTotal() > 0 {
			sum += c.Count
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return new(big.Rat).SetFrac(new(big.Int).SetUint64(sum), new(big.Int).SetUint64(sp.Sequences))
}

// TestExhaustiveCatchesRareDefect: the rare planted defect is caught by the
// exhaustive walk, blamed on the Tiger Pair's pay clause, with the exact
// probability of the coups it touches, and only the Tiger Pair's house edge
// differs from the PAR sheet.
func TestExhaustiveCatchesRareDefect(t *testing.T) {
	if !longtest.Enabled() {
		// the whole Tiger v2 walk, both members of every class: 10 s of
		// CPU, a seventh of the package's default run; CI's long slice
		// runs it (the sharded walks of the other exhaustive tests run
		// here)
		t.Skip("BACCTK_LONG=1 walks every class of mbs-tiger-v2")
	}
	t.Parallel()
	const game = "mbs-tiger-v2"
	eng, err := independent.New(rareDefect)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), eng, Options{Seed: 1, Games: []string{game},
		NoFeatures: true, NoVectors: true, NoGenerated: true, Exhaustive: true})
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK() || len(rep.Exhaustive) != 1 {
		t.Fatalf("the exhaustive walk passes the engine with defect %s (%d walks)", rareDefect, len(rep.Exhaustive))
	}
	eg := rep.Exhaustive[0]
	want := rareDefectProbability(t, game, DefaultExhaustiveDecks)
	if eg.Verdict != report.Fail || eg.Errored != 0 || eg.Agree+eg.Fail != eg.Classes || eg.FailingProbability != want.RatString() {
		t.Fatalf("walk: verdict %s, %d agree + %d fail of %d, %d errored, failing probability %s, want %s",
			eg.Verdict, eg.Agree, eg.Fail, eg.Classes, eg.Errored, eg.FailingProbability, want.RatString())
	}
	if len(rep.Causes) != 1 || rep.Causes[0].Probability != want.RatString() || rep.Causes[0].Exhaustive != eg.Fail ||
		strings.Join(rep.Causes[0].Clauses, " ") != "mbs-tiger-v2:4.2" {
		t.Fatalf("causes %+v, want one cause on mbs-tiger-v2:4.2 of probability %s", rep.Causes, want.RatString())
	}
	for _, w := range eg.Wagers {
		if w.Equal != (w.Wager != "tiger-pair") {
			t.Errorf("wager %s: engine house edge %s, PAR %s, equal %v", w.Wager, w.Engine, w.Rules, w.Equal)
		}
		if w.Wager == "tiger-pair" && !(w.DiffBp > 0) {
			t.Errorf("tiger-pair pays less on some coups, yet the house edge moves by %+.4f bp", w.DiffBp)
		}
	}
	if !strings.Contains(eg.Line, "1,659,001 coup classes agree") {
		t.Errorf("line %q", eg.Line)
	}
	reportJSON(t, rep)
	t.Log(eg.Line)
}

// TestRareDefectSurvivesSampling: sampled certify (scenarios, vectors,
// generated shoes) passes the engine with the rare defect on most seeds,
// which is why the exhaustive walk exists.
func TestRareDefectSurvivesSampling(t *testing.T) {
	t.Parallel()
	const game = "mbs-tiger-v2"
	passed := 0
	var caught []uint64
	for seed := uint64(1); seed <= 6; seed++ {
		eng, err := independent.New(rareDefect)
		if err != nil {
			t.Fatal(err)
		}
		// The scenarios and vectors do not depend on the seed: once is enough.
		rep, err := Run(context.Background(), eng, Options{Seed: seed, Games: []string{game}, NoFeatures: seed > 1, NoVectors: seed > 1})
		if err != nil {
			t.Fatal(err)
		}
		if rep.OK() {
			passed++
		} else {
			caught = append(caught, seed)
		}
	}
	if passed < 4 {
		t.Fatalf("sampled certify catches the rare defect on seeds %v of 1-6: it is not rare any more, choose a rarer one for the exhaustive walk's test", caught)
	}
	t.Logf("sampled certify passes the rare defect on %d of 6 seeds (caught on %v)", passed, caught)
}
