package fuzz

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestFastReferenceAnswersAsReference: the oracle Check uses by default,
// adapter.FastReference, answers every generated request (rounds of
// shoes, steered shoes, malformed input) exactly as adapter.Reference,
// errors included.
func TestFastReferenceAnswersAsReference(t *testing.T) {
	ref, fast := adapter.NewReference(), adapter.NewFastReference()
	ctx := context.Background()
	for _, g := range reference.Games() {
		t.Run(string(g.ID), rapid.MakeCheck(func(t *rapid.T) {
			src := FromRapid(t)
			var reqs []adapter.CoupRequest
			shoe := GenPartialShoe(src, g.Deck)
			for n := src.Int("coups", 1, 8); n > 0; n-- {
				start := src.Int("start", 0, len(shoe.Cards))
				end := src.Int("end", start, min(len(shoe.Cards), start+12))
				ws := GenWagers(src, g)
				reqs = append(reqs, adapter.CoupRequest{Game: string(g.ID), Decks: shoe.Decks, Cards: shoe.Tokens()[start:end], Wagers: ws.Wagers, Table: ws.Table})
			}
			reqs = append(reqs, GenMalformed(src, g).Coup())
			want, err1 := ref.Coups(ctx, reqs)
			got, err2 := fast.Coups(ctx, reqs)
			if err1 != nil || err2 != nil {
				t.Fatalf("batch errors: %v, %v", err1, err2)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Fatalf("FastReference differs from Reference (-Reference +FastReference):\n%s", d)
			}
			for _, r := range reqs {
				w, werr := ref.Coup(ctx, r)
				g, gerr := fast.Coup(ctx, r)
				if d := cmp.Diff(w, g); d != "" || (werr == nil) != (gerr == nil) {
					t.Fatalf("Coup differs (-Reference +FastReference):\n%s\nerrors %v / %v", d, werr, gerr)
				}
			}
		}))
	}
}

// FuzzParseToken: adapter.ParseToken, the lean token reader of the
// differential, reads exactly the tokens reference.ParseCard reads.
func FuzzParseToken(f *testing.F) {
	for _, s := range append([]string{"AS", "10S", "10Fi", "TD", "9Fi", "LWa", "CUT", "KFi", "SS", "1", ""}, badTokens...) {
		f.Add(s)
	}
	for _, d := range []reference.DeckType{reference.Standard52, reference.SixStar65} {
		for _, c := range d.Cards() {
			f.Add(c.String())
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := reference.ParseCard(s)
		got := adapter.ParseToken(s)
		if err != nil {
			if got != reference.NoCard {
				t.Fatalf("ParseToken(%q) = %v, but reference.ParseCard refuses it: %v", s, got, err)
			}
			return
		}
		if got != want {
			t.Fatalf("ParseToken(%q) = %v, reference.ParseCard = %v", s, got, want)
		}
	})
}
