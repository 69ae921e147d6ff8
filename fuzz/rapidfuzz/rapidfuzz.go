// Package rapidfuzz is the kit's generators and checks as rapid
// (pgregory.net/rapid) generators and properties, for engine authors'
// own property tests: generated shoes, wager sets and malformed requests,
// the checks `bacctk certify` runs on one shoe, and the table lifecycle
// machine, all drawn by rapid so that rapid shrinks a failing case.
//
// It is separate from package fuzz because rapid is a test-time
// dependency: the bacctk binary runs fuzz.Check with its own seeded source
// and must not link rapid (cmd/bacctk's TestBinaryDoesNotLinkRapid holds
// it to that). Everything here is a thin wrapper over package fuzz, whose
// generators take their choices from any fuzz.Source.
package rapidfuzz

import (
	"context"
	"fmt"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/reference"
	"pgregory.net/rapid"
)

// FromRapid returns a fuzz.Source that draws from a rapid test case. Its
// choices shrink towards lo.
func FromRapid(t *rapid.T) fuzz.Source { return source{t} }

type source struct{ t *rapid.T }

func (s source) Int(label string, lo, hi int) int {
	if lo == hi {
		// No draw: rapid would record a choice it cannot shrink.
		return lo
	}
	return rapid.IntRange(lo, hi).Draw(s.t, label)
}

// ShoeGen is fuzz.GenShoe as a rapid generator.
func ShoeGen(d reference.DeckType) *rapid.Generator[fuzz.Shoe] {
	return rapid.Custom(func(t *rapid.T) fuzz.Shoe { return fuzz.GenShoe(FromRapid(t), d) })
}

// PartialShoeGen is fuzz.GenPartialShoe as a rapid generator.
func PartialShoeGen(d reference.DeckType) *rapid.Generator[fuzz.Shoe] {
	return rapid.Custom(func(t *rapid.T) fuzz.Shoe { return fuzz.GenPartialShoe(FromRapid(t), d) })
}

// SteeredShoeGen is fuzz.GenSteeredShoe as a rapid generator.
func SteeredShoeGen(g *reference.Game) *rapid.Generator[fuzz.Shoe] {
	return rapid.Custom(func(t *rapid.T) fuzz.Shoe { return fuzz.GenSteeredShoe(FromRapid(t), g) })
}

// WagersGen is fuzz.GenWagers as a rapid generator.
func WagersGen(g *reference.Game) *rapid.Generator[fuzz.WagerSet] {
	return rapid.Custom(func(t *rapid.T) fuzz.WagerSet { return fuzz.GenWagers(FromRapid(t), g) })
}

// MalformedGen is fuzz.GenMalformed as a rapid generator.
func MalformedGen(g *reference.Game) *rapid.Generator[fuzz.Malformed] {
	return rapid.Custom(func(t *rapid.T) fuzz.Malformed { return fuzz.GenMalformed(FromRapid(t), g) })
}

// Property returns a rapid property that checks eng on one generated shoe
// of the game, exactly as fuzz.Check does for each of its shoes
// (fuzz.CheckShoe), with the shoe drawn by rapid: a failure is shrunk by
// rapid (fewer decks, lower cards, fewer rounds) and then by the kit's
// minimizer, and reported with the failing property, its clauses and the
// replayable case as JSON. Replay a failure with -rapid.seed as rapid
// prints it.
func Property(eng adapter.Engine, game string, cfg fuzz.Config) func(*rapid.T) {
	if cfg.MinimizeBudget == 0 {
		// rapid runs the property again for every shrinking step; the
		// kit's minimizer then only needs to trim what rapid cannot.
		cfg.MinimizeBudget = 300
	}
	return func(t *rapid.T) {
		rep, err := fuzz.CheckShoe(context.Background(), eng, game, cfg, FromRapid(t))
		if err != nil {
			t.Fatalf("%v", err)
		}
		if len(rep.Failures) == 0 && len(rep.Errors) == 0 {
			return
		}
		var b strings.Builder
		for _, f := range rep.Failures {
			fmt.Fprintf(&b, "%s %s [%s]: %s\n", f.Game, f.Property, strings.Join(f.Clauses, " "), f.Message)
			if cfg.CaseDir != "" {
				if path, err := f.Case.Write(cfg.CaseDir); err == nil {
					fmt.Fprintf(&b, "case written to %s\n", path)
				}
			}
			fmt.Fprintf(&b, "%s\n", f.Case.JSON())
		}
		for _, e := range rep.Errors {
			fmt.Fprintf(&b, "%s errored (%s): %s\n", e.Game, e.Method, e.Message)
		}
		t.Fatalf("%s", b.String())
	}
}

// TableProperty returns the model-based test of the table lifecycle as a
// rapid property (rapid.Check(t, rapidfuzz.TableProperty(eng, game))):
// random sequences of open, place, increase, withdraw, close, deal,
// interruptions, irregularities, choices and settle, each event run on the
// reference's lifecycle (reference.Table) as the model and on eng, with
// eng's steps and settled rounds compared with the model's and the
// lifecycle properties checked after every event (fuzz.TableMachine).
// rapid shrinks a failure to the shortest sequence of events.
func TableProperty(eng adapter.TableEngine, game string) func(*rapid.T) {
	return func(t *rapid.T) {
		g, err := reference.LookupGame(reference.GameID(game))
		if err != nil {
			t.Fatalf("%v", err)
		}
		tm, err := fuzz.NewTableMachine(eng, g, FromRapid(t))
		if err != nil {
			t.Fatalf("%v", err)
		}
		act := func(action string) func(*rapid.T) {
			return func(t *rapid.T) {
				if err := tm.Act(FromRapid(t), action); err != nil {
					t.Fatalf("%v", err)
				}
			}
		}
		actions := map[string]func(*rapid.T){"": func(t *rapid.T) {
			if err := tm.Check(context.Background()); err != nil {
				t.Fatalf("%v", err)
			}
		}}
		for _, a := range fuzz.TableActions() {
			actions[a] = act(a)
		}
		// The likely action, thrice, so that long rounds happen as
		// often as stray events.
		actions["next"] = act("next")
		actions["next2"] = actions["next"]
		actions["next3"] = actions["next"]
		t.Repeat(actions)
	}
}
