package fuzz

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestFastReferenceAnswersAsReference: the oracle Check uses by default,
// refengine.Fast, answers every generated request (rounds of
// shoes, steered shoes, malformed input) exactly as refengine.Engine,
// errors included.
func TestFastReferenceAnswersAsReference(t *testing.T) {
	ref, fast := refengine.New(), refengine.NewFast()
	ctx := context.Background()
	for _, g := range reference.Games() {
		t.Run(string(g.ID), rapid.MakeCheck(func(t *rapid.T) {
			src := fromRapid(t)
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

// FuzzParseToken: refengine.ParseToken, the lean token reader of the
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
		got := refengine.ParseToken(s)
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

// TestMatchCoupIsEqualCoup: the differential's fast path says "equal"
// exactly when the answer is judge.EqualCoup to the reference's wire answer, and
// "cannot tell" for every request the reference refuses: on generated and
// malformed requests, with the reference's answer and with that answer
// altered in one field.
func TestMatchCoupIsEqualCoup(t *testing.T) {
	ref := refengine.New()
	ctx := context.Background()
	for _, g := range reference.Games() {
		t.Run(string(g.ID), rapid.MakeCheck(func(t *rapid.T) {
			src := fromRapid(t)
			req := genCoupRequest(src, g)
			want, err := ref.Coup(ctx, req)
			match, known := judge.MatchCoup(&req, &want)
			if err != nil {
				if known {
					t.Fatalf("the reference refuses %+v (%v), but judge.MatchCoup says %v", req, err, match)
				}
				return
			}
			if !known || !match {
				t.Fatalf("judge.MatchCoup(%+v, the reference's answer) = %v, %v", req, match, known)
			}
			got := mutateAnswer(src, want)
			if m, k := judge.MatchCoup(&req, &got); !k || m != judge.EqualCoup(&want, &got) {
				t.Fatalf("altered answer: judge.MatchCoup = %v, %v; judge.EqualCoup = %v\n%s", m, k, judge.EqualCoup(&want, &got), cmp.Diff(want, got))
			}
		}))
	}
}

// mutateAnswer returns a copy of an answer with one field altered (or
// none).
func mutateAnswer(src Source, a adapter.CoupResult) adapter.CoupResult {
	a.Player = append([]string(nil), a.Player...)
	a.Banker = append([]string(nil), a.Banker...)
	a.Settlements = append([]adapter.Settlement(nil), a.Settlements...)
	n := len(a.Settlements)
	switch src.Int("mutation", 0, 12) {
	case 0:
		if len(a.Player) > 0 {
			a.Player[0] = "10S"
		}
	case 1:
		a.Banker = append(a.Banker, "AS")
	case 2:
		a.PlayerTotal++
	case 3:
		a.Winner = "tie"
	case 4:
		a.CardsUsed++
	case 5:
		a.CutCard = !a.CutCard
	case 6:
		a.Void = "foreign-card"
	case 7:
		if n > 0 {
			a.Settlements[0].Win++
		}
	case 8:
		if n > 0 {
			a.Settlements[n-1].Odds = "2/2"
		}
	case 9:
		if n > 0 {
			a.Settlements[0].Result = "push"
		}
	case 10:
		a.Settlements = a.Settlements[:n/2]
	case 11:
		if n > 0 {
			a.Settlements[0].Returned--
		}
	}
	return a
}
