package rapidfuzz

import (
	"flag"
	"os"
	"strconv"
	"testing"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/reference"
	"pgregory.net/rapid"
)

// rapidChecks sets rapid's number of checks per property to n for the rest
// of the test (the package's tests do not run in parallel), unless the long
// run is on (rapid's default of 100) or the runner chose a number
// (-rapid.checks, RAPID_CHECKS).
func rapidChecks(t *testing.T, n int) {
	if longtest.Enabled() || os.Getenv("RAPID_CHECKS") != "" {
		return
	}
	chosen := false
	flag.Visit(func(f *flag.Flag) { chosen = chosen || f.Name == "rapid.checks" })
	f := flag.Lookup("rapid.checks")
	if chosen || f == nil {
		return
	}
	old := f.Value.String()
	if err := f.Value.Set(strconv.Itoa(n)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Value.Set(old) })
}

// TestReferenceSatisfiesProperties runs every property on the reference's
// own answers (no differential): generated shoes of every game, their
// rounds as coups, malformed coups and shoes, shoes made void part-way.
// fuzz.Check's Fast mode rests on this: an answer equal to the reference's
// satisfies the properties.
func TestReferenceSatisfiesProperties(t *testing.T) {
	ref := refengine.New()
	for _, g := range reference.Games() {
		t.Run(string(g.ID), rapid.MakeCheck(Property(ref, string(g.ID), fuzz.Config{NoDifferential: true})))
	}
}

// TestTableLifecycleModel: random sequences of open, place, increase,
// withdraw, close, deal, interruptions, irregularities, choices and settle,
// on every game, against the reference's lifecycle as the model; the
// engine under test is the reference engine's table capability
// (refengine.Engine.Table), so this checks the wire encoding and the
// lifecycle properties on the reference itself. Any engine with the table
// capability runs the same machine (see fuzz.Check).
func TestTableLifecycleModel(t *testing.T) {
	rapidChecks(t, 25) // 100 sequences per game in the long run
	ref := refengine.New()
	for _, g := range reference.Games() {
		t.Run(string(g.ID), rapid.MakeCheck(TableProperty(ref, string(g.ID))))
	}
}

// TestGenerators: each generator draws what its fuzz.Gen function draws
// (the fuzz package's own tests check those in depth): a full shoe holds
// every card of its decks and one cutting card, a partial shoe no more,
// a wager set at least one wager of the game, a malformed request names
// its kind.
func TestGenerators(t *testing.T) {
	for _, g := range reference.Games() {
		t.Run(string(g.ID), rapid.MakeCheck(func(t *rapid.T) {
			for name, s := range map[string]fuzz.Shoe{
				"shoe":    ShoeGen(g.Deck).Draw(t, "shoe"),
				"steered": SteeredShoeGen(g).Draw(t, "steered"),
			} {
				if s.Decks < reference.MinDecks || s.Decks > reference.MaxDecks {
					t.Fatalf("%s: %d decks", name, s.Decks)
				}
				if want := s.Decks*len(g.Deck.Cards()) + 1; len(s.Cards) != want || s.CutAt() < 0 {
					t.Fatalf("%s: %d cards, cutting card at %d; want %d cards with a cutting card", name, len(s.Cards), s.CutAt(), want)
				}
			}
			if p := PartialShoeGen(g.Deck).Draw(t, "partial"); len(p.Cards) > p.Decks*len(g.Deck.Cards())+1 {
				t.Fatalf("partial shoe of %d decks: %d cards", p.Decks, len(p.Cards))
			}
			if ws := WagersGen(g).Draw(t, "wagers"); len(ws.Wagers) == 0 {
				t.Fatalf("no wagers")
			}
			if m := MalformedGen(g).Draw(t, "malformed"); m.Kind == "" {
				t.Fatalf("malformed request without a kind: %+v", m)
			}
		}))
	}
}
