package fuzz

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

var deckTypes = []reference.DeckType{reference.Standard52, reference.SixStar65}

// composition counts the copies of each card of a shoe and its cutting
// cards.
func composition(cards []reference.Card) (map[reference.Card]int, int) {
	m := map[reference.Card]int{}
	cuts := 0
	for _, c := range cards {
		if c == reference.CutCard {
			cuts++
			continue
		}
		m[c]++
	}
	return m, cuts
}

func fullComposition(d reference.DeckType, decks int) map[reference.Card]int {
	m := map[reference.Card]int{}
	for _, c := range d.Cards() {
		m[c] = decks
	}
	return m
}

// checkFullShoe: 4 to 10 decks, every card of the deck type exactly once
// per deck, one cutting card 14 to 80 cards from the end (rule 2.1).
func checkFullShoe(t *rapid.T, d reference.DeckType, s Shoe) {
	if s.Deck != d || s.Decks < 4 || s.Decks > 10 {
		t.Fatalf("shoe of %d decks of %v, want 4 to 10 of %v", s.Decks, s.Deck, d)
	}
	got, cuts := composition(s.Cards)
	if cuts != 1 {
		t.Fatalf("%d cutting cards, want 1", cuts)
	}
	if diff := cmp.Diff(fullComposition(d, s.Decks), got); diff != "" {
		t.Fatalf("composition (-want +got):\n%s", diff)
	}
	depth := len(s.Cards) - 1 - s.CutAt()
	if depth < MinCutDepth || depth > MaxCutDepth {
		t.Fatalf("cutting card %d cards from the end, want %d to %d", depth, MinCutDepth, MaxCutDepth)
	}
}

func TestGenShoeIsAFullShoe(t *testing.T) {
	for _, d := range deckTypes {
		t.Run(d.String(), rapid.MakeCheck(func(t *rapid.T) {
			checkFullShoe(t, d, GenShoe(fromRapid(t), d))
		}))
	}
}

func TestGenSteeredShoeIsAFullShoe(t *testing.T) {
	for _, g := range reference.Games() {
		t.Run(string(g.ID), rapid.MakeCheck(func(t *rapid.T) {
			checkFullShoe(t, g.Deck, GenSteeredShoe(fromRapid(t), g))
		}))
	}
}

// TestGenPartialShoeIsPartOfAShoe: a partial shoe holds no more copies of a
// card than its decks, and a cutting card only where a full shoe would.
func TestGenPartialShoeIsPartOfAShoe(t *testing.T) {
	for _, d := range deckTypes {
		t.Run(d.String(), rapid.MakeCheck(func(t *rapid.T) {
			s := GenPartialShoe(fromRapid(t), d)
			got, cuts := composition(s.Cards)
			for c, n := range got {
				if !d.Holds(c) || n > s.Decks {
					t.Fatalf("%d copies of %v in a partial shoe of %d decks of %v", n, c, s.Decks, d)
				}
			}
			if cuts > 1 {
				t.Fatalf("%d cutting cards", cuts)
			}
			if at := s.CutAt(); at >= 0 {
				if depth := len(s.Cards) - 1 - at; depth < MinCutDepth || depth > MaxCutDepth {
					t.Fatalf("cutting card %d from the end", depth)
				}
			}
		}))
	}
}

// TestGenWagersAreValid: every generated wager set is accepted by the game
// (offered wagers, stakes 1 to MaxStake) and settles.
func TestGenWagersAreValid(t *testing.T) {
	for _, g := range reference.Games() {
		t.Run(string(g.ID), rapid.MakeCheck(func(t *rapid.T) {
			ws := GenWagers(fromRapid(t), g)
			if len(ws.Wagers) == 0 || ws.Table.Rounding < 0 {
				t.Fatalf("wager set %+v", ws)
			}
			rw := make([]reference.Wager, len(ws.Wagers))
			for i, w := range ws.Wagers {
				rw[i] = reference.Wager{ID: reference.WagerID(w.Wager), Stake: w.Stake}
			}
			if err := g.CheckWagers(rw); err != nil {
				t.Fatalf("generated wagers refused: %v", err)
			}
		}))
	}
}

// errorKinds are the malformed kinds the contract refuses, with the code.
var errorKinds = map[string]string{
	KindUnknownToken: adapter.CodeInvalid,
	KindTwoCuts:      adapter.CodeInvalid,
	KindBadDecks:     adapter.CodeInvalid,
	KindBadStake:     adapter.CodeInvalid,
	KindBadWager:     adapter.CodeInvalid,
	KindBadGame:      adapter.CodeUnsupported,
	KindBadRounding:  adapter.CodeInvalid,
}

// TestGenMalformedIsMalformed: each kind of malformed coup is what it
// says: refused with the right code, or dealt (void when the irregular
// card is reached: a foreign card as foreign-card, an extra copy as
// extra-card).
func TestGenMalformedIsMalformed(t *testing.T) {
	ref := refengine.New()
	for _, g := range reference.Games() {
		for _, kind := range MalformedKinds {
			t.Run(string(g.ID)+"/"+kind, rapid.MakeCheck(func(t *rapid.T) {
				m := GenMalformedKind(fromRapid(t), g, kind)
				res, err := ref.Coup(context.Background(), m.Coup())
				code, refused := errorKinds[kind]
				switch {
				case refused && err == nil:
					t.Fatalf("%s input %v dealt: %+v", kind, m.Tokens, res)
				case refused && err.(*adapter.Error).Code != code:
					t.Fatalf("%s input refused with %v, want code %s", kind, err, code)
				case !refused && err != nil:
					t.Fatalf("%s input %v refused: %v", kind, m.Tokens, err)
				case kind == KindExtraCopy && (res.Void == "extra-card") != extraDealt(m.Tokens[:res.CardsUsed], m.Decks):
					t.Fatalf("extra copy %v (%d decks): %d tokens dealt, void %q", m.Tokens, m.Decks, res.CardsUsed, res.Void)
				case kind == KindForeignCard && res.Void != "foreign-card" && res.Void != "":
					t.Fatalf("foreign card %v: void %q", m.Tokens, res.Void)
				case kind == KindTruncated && res.Void != "" && res.Void != "insufficient-cards":
					t.Fatalf("truncated %v: %+v", m.Tokens, res)
				case kind == KindCutFirst && !res.CutCard:
					t.Fatalf("cutting card first %v: not met", m.Tokens)
				}
			}))
		}
	}
}

// extraDealt reports whether the tokens hold more copies of a card than
// the decks.
func extraDealt(tokens []string, decks int) bool {
	n := map[string]int{}
	for _, t := range tokens {
		if t != "CUT" {
			n[t]++
			if n[t] > decks {
				return true
			}
		}
	}
	return false
}

// TestGenMalformedShoeIsMalformed: an extra copy placed after every copy
// of its card makes the shoe end void for an extra card, however many
// rounds later; the kinds the contract refuses are refused.
func TestGenMalformedShoeIsMalformed(t *testing.T) {
	ref := refengine.New()
	for _, g := range reference.Games() {
		t.Run(string(g.ID), rapid.MakeCheck(func(t *rapid.T) {
			m := GenMalformedShoe(fromRapid(t), g)
			run, err := ref.Shoe(context.Background(), m.Shoe())
			_, refused := errorKinds[m.Kind]
			if refused != (err != nil) {
				t.Fatalf("%s shoe: error %v", m.Kind, err)
			}
			if m.Kind == KindExtraCopy {
				last := run.Rounds[len(run.Rounds)-1]
				if run.End != "void" || last.Void != "extra-card" {
					t.Fatalf("extra copy: the shoe ends %q after %d rounds, last round void %q", run.End, len(run.Rounds), last.Void)
				}
			}
			if m.Kind == KindCutFirst && (len(run.Rounds) != 1 || !run.Rounds[0].CutCard) {
				t.Fatalf("cutting card first: %d rounds", len(run.Rounds))
			}
		}))
	}
}

// TestSeedsReplay: the same seed draws the same shoe, another seed
// another.
func TestSeedsReplay(t *testing.T) {
	g := reference.Games()[1]
	a := GenSteeredShoe(FromSeed(42), g)
	b := GenSteeredShoe(FromSeed(42), g)
	c := GenSteeredShoe(FromSeed(43), g)
	if diff := cmp.Diff(a, b); diff != "" {
		t.Fatalf("seed 42 twice differs:\n%s", diff)
	}
	if cmp.Equal(a, c) {
		t.Fatal("seeds 42 and 43 draw the same shoe")
	}
}
