package judge

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// CheckShoeResult checks a whole shoe's answer: each round obeys the coup
// properties on the cards left when it starts (with the count of each card
// carried over, interpretation 13), the rounds follow one another, and the
// run ends where the rules end it.
func CheckShoeResult(g *reference.Game, decks int, tokens []reference.Card, wagers []adapter.Wager, t adapter.Table, res *adapter.ShoeResult, rd reference.Readings) []Violation {
	var vs violations
	dc := clausesOf(g)
	var counts [reference.NumCardCodes]uint8
	offset := 0
	for i := range res.Rounds {
		r := &res.Rounds[i]
		in := newCoupInput(g, decks, tokens[offset:], wagers, t)
		in.readings = rd
		before := counts
		in.before = &before
		for _, v := range CheckCoup(&in, r) {
			v.Message = fmt.Sprintf("round %d (from token %d): %s", i+1, offset+1, v.Message)
			vs = append(vs, v)
		}
		if r.CardsUsed < 0 || r.CardsUsed > len(tokens)-offset {
			vs.add(PropShoeRounds, dc.Cut, "round %d uses %d tokens, but %d are left", i+1, r.CardsUsed, len(tokens)-offset)
			return vs
		}
		if r.CardsUsed == 0 {
			vs.add(PropShoeRounds, dc.DealOrder, "round %d uses no tokens", i+1)
			return vs
		}
		for _, c := range tokens[offset : offset+r.CardsUsed] {
			if c != reference.CutCard && c.Valid() && counts[c] < 255 {
				counts[c]++
			}
		}
		offset += r.CardsUsed
		last := i == len(res.Rounds)-1
		switch {
		case r.Void != "" && !last:
			vs.add(PropShoeEndsAtCut, slices.Concat([]string{interpVoidStops}, dc.Earlier), "round %d is void (%s), but the shoe goes on for %d more rounds", i+1, r.Void, len(res.Rounds)-1-i)
			return vs
		case r.CutCard && !last && !(rd.OneMoreRound && i == len(res.Rounds)-2):
			if rd.OneMoreRound {
				vs.add(PropShoeEndsAtCut, dc.Cut, "the cutting card appears in round %d, so round %d is the last of the shoe (reading 12=one-more-round), but %d more rounds are dealt", i+1, i+2, len(res.Rounds)-2-i)
				return vs
			}
			vs.add(PropShoeEndsAtCut, dc.Cut, "the cutting card appears in round %d, which is the last of the shoe, but %d more rounds are dealt", i+1, len(res.Rounds)-1-i)
			return vs
		}
	}
	if res.CardsUsed != offset {
		vs.add(PropShoeRounds, dc.Cut, "the rounds use %d tokens, but the answer says %d", offset, res.CardsUsed)
	}
	want := reference.EndExhausted.String()
	if n := len(res.Rounds); n > 0 {
		switch last := &res.Rounds[n-1]; {
		case last.Void != "":
			want = reference.EndVoid.String()
		case last.CutCard && rd.OneMoreRound && offset != len(tokens):
			vs.add(PropShoeEndsAtCut, dc.Cut, "the cutting card appears in round %d and %d tokens are left, but the shoe stops without one more round (reading 12=one-more-round)", n, len(tokens)-offset)
			return vs
		case last.CutCard, rd.OneMoreRound && n > 1 && res.Rounds[n-2].CutCard:
			want = reference.EndCutCard.String()
		}
	}
	if want == reference.EndExhausted.String() && offset != len(tokens) {
		vs.add(PropShoeEndsAtCut, dc.Cut, "the shoe stops after %d rounds and %d of %d tokens, with no cutting card met and no void round", len(res.Rounds), offset, len(tokens))
	} else if res.End != want {
		vs.add(PropShoeEndsAtCut, slices.Concat(dc.Cut, []string{interpVoidStops}), "the shoe ends with %q, but its last round says %q", res.End, want)
	}
	return vs
}

// shoeEnd is the divergence of a shoe that stops in the wrong place.
var shoeEnd = Divergence{Kind: KindDeal, Field: "end", Pattern: "the shoe stops at a different round than the rules (after the cutting card's round, at a void round)"}

// DiffShoeAll is the differential of a shoe stage by stage: the rounds
// are compared with the rules' until the first that differs, each stage of
// which that left the rules is a violation (DiffCoupAll); from there the
// engine's own path is followed: each later round is judged on the tokens
// the engine's earlier rounds left and the cards they dealt (rule 5.1
// counts copies over the whole shoe), stage by stage on its own answer, so
// that a defect that shows only later in a shoe (a copy too many counted
// per round) does not hide behind the first. A later round the engine
// voids is where the path stops (judging a void needs the rules' answer
// to the same cards). One violation per rule broken.
func DiffShoeAll(g *reference.Game, decks int, tokens []reference.Card, wagers []adapter.Wager, t adapter.Table, want, got *adapter.ShoeResult, rd reference.Readings) []Violation {
	var counts [reference.NumCardCodes]uint8
	count := func(from, n int) {
		for _, c := range tokens[from:min(from+n, len(tokens))] {
			if c != reference.CutCard && c.Valid() && counts[c] < 255 {
				counts[c]++
			}
		}
	}
	input := func(offset int) CoupInput {
		in := newCoupInput(g, decks, tokens[offset:], wagers, t)
		in.readings = rd
		before := counts
		in.before = &before
		return in
	}
	round := func(v Violation, i, offset int) Violation {
		v.Message = fmt.Sprintf("round %d (from token %d): %s", i+1, offset+1, v.Message)
		v.Field = fmt.Sprintf("rounds[%d].%s", i, v.Field)
		return v
	}
	offset, i := 0, 0
	var vs []Violation
	for ; i < len(want.Rounds) && i < len(got.Rounds); i++ {
		in := input(offset)
		if d := DiffCoupAll(&in, &want.Rounds[i], &got.Rounds[i]); len(d) > 0 {
			for _, v := range d {
				vs = append(vs, round(v, i, offset))
			}
			break
		}
		count(offset, want.Rounds[i].CardsUsed)
		offset += want.Rounds[i].CardsUsed
	}
	if len(vs) == 0 {
		if v, differ := diffShoe(g, decks, tokens, wagers, t, want, got, rd); differ {
			return []Violation{v}
		}
		return nil
	}
	seen := map[string]bool{}
	for _, v := range vs {
		seen[v.Key()] = true
	}
	dc := clausesOf(g)
	for i < len(got.Rounds) {
		used := got.Rounds[i].CardsUsed
		if used <= 0 || offset+used > len(tokens) {
			break
		}
		count(offset, used)
		offset += used
		i++
		if i >= len(got.Rounds) {
			break
		}
		afterLast := got.Rounds[i-1].CutCard && !rd.OneMoreRound || rd.OneMoreRound && i >= 2 && got.Rounds[i-2].CutCard
		if prev := &got.Rounds[i-1]; afterLast || prev.Void != "" {
			// the engine's own round met the cutting card (or, under
			// reading 12=one-more-round, the round before it did), or was
			// void, and it deals another: the shoe ends there
			// (interpretations 12 and 14)
			v := Violation{Property: PropDifferential, Clauses: dc.Cut, Divergence: shoeEnd,
				Message: fmt.Sprintf("round %d met the cutting card, and the engine deals round %d", i, i+1)}
			if rd.OneMoreRound && prev.Void == "" {
				v.Message = fmt.Sprintf("round %d followed the cutting card's round and is the last of the shoe (reading 12=one-more-round), and the engine deals round %d", i, i+1)
			}
			if prev.Void != "" {
				v.Clauses, v.Message = []string{interpVoidStops}, fmt.Sprintf("round %d is void (%s), and the engine deals round %d", i, prev.Void, i+1)
			}
			if !seen[v.Key()] {
				seen[v.Key()] = true
				vs = append(vs, v)
			}
			break
		}
		in := input(offset)
		later, ok := judgeStages(&in, &got.Rounds[i])
		if !ok {
			break
		}
		for _, v := range later {
			if !seen[v.Key()] {
				seen[v.Key()] = true
				vs = append(vs, round(v, i, offset))
			}
		}
	}
	return vs
}

// diffShoe attributes the first difference between two shoe answers.
func diffShoe(g *reference.Game, decks int, tokens []reference.Card, wagers []adapter.Wager, t adapter.Table, want, got *adapter.ShoeResult, rd reference.Readings) (Violation, bool) {
	dc := clausesOf(g)
	var counts [reference.NumCardCodes]uint8
	offset := 0
	for i := range want.Rounds {
		if i >= len(got.Rounds) {
			return Violation{Property: PropDifferential, Clauses: slices.Concat(dc.Cut, []string{interpVoidStops}),
				Message:    fmt.Sprintf("the reference deals %d rounds (ending %s), the engine %d (ending %s)", len(want.Rounds), want.End, len(got.Rounds), got.End),
				Divergence: shoeEnd}, true
		}
		w, gr := &want.Rounds[i], &got.Rounds[i]
		in := newCoupInput(g, decks, tokens[offset:], wagers, t)
		in.readings = rd
		before := counts
		in.before = &before
		if vs := DiffCoupAll(&in, w, gr); len(vs) > 0 {
			v := vs[0]
			v.Message = fmt.Sprintf("round %d (from token %d): %s", i+1, offset+1, v.Message)
			v.Field = fmt.Sprintf("rounds[%d].%s", i, v.Field)
			return v, true
		}
		for _, c := range tokens[offset : offset+w.CardsUsed] {
			if c != reference.CutCard && c.Valid() && counts[c] < 255 {
				counts[c]++
			}
		}
		offset += w.CardsUsed
	}
	if len(got.Rounds) != len(want.Rounds) || got.End != want.End || got.CardsUsed != want.CardsUsed {
		return Violation{Property: PropDifferential, Clauses: slices.Concat(dc.Cut, []string{interpVoidStops}),
			Message:    fmt.Sprintf("the reference deals %d rounds using %d tokens (ending %s), the engine %d rounds using %d tokens (ending %s)", len(want.Rounds), want.CardsUsed, want.End, len(got.Rounds), got.CardsUsed, got.End),
			Divergence: shoeEnd}, true
	}
	return Violation{}, false
}

// CheckVoidLater compares the answer to a shoe made void in round k with the
// answer to the original shoe.
func CheckVoidLater(g *reference.Game, orig, voided *adapter.ShoeResult, k int, how string) []Violation {
	var vs violations
	dc := clausesOf(g)
	for i := 0; i < k; i++ {
		if i >= len(voided.Rounds) {
			vs.add(PropVoidKeepsEarlier, dc.Earlier, "with %s, the shoe stops after %d rounds; the %d rounds before it must stand as dealt", how, len(voided.Rounds), k)
			return vs
		}
		if !EqualCoup(&orig.Rounds[i], &voided.Rounds[i]) {
			vs.add(PropVoidKeepsEarlier, dc.Earlier, "with %s, round %d changes: it was Player %v Banker %v %s, now Player %v Banker %v %s",
				how, i+1, orig.Rounds[i].Player, orig.Rounds[i].Banker, orNone(orig.Rounds[i].Winner),
				voided.Rounds[i].Player, voided.Rounds[i].Banker, orNone(voided.Rounds[i].Winner))
			return vs
		}
	}
	if len(voided.Rounds) <= k {
		vs.add(PropIrregularCards, dc.Foreign, "with %s, round %d is not dealt at all", how, k+1)
		return vs
	}
	if voided.Rounds[k].Void == "" {
		// The round that must be void stands: that is the failure; the
		// shoe going on after it is its consequence.
		cl := dc.Insufficient
		if strings.Contains(how, "foreign") {
			cl = dc.Foreign
		}
		vs.add(PropIrregularCards, cl, "with %s, round %d must be void, but it stands", how, k+1)
		return vs
	}
	if len(voided.Rounds) > k+1 || voided.End != reference.EndVoid.String() {
		vs.add(PropShoeEndsAtCut, []string{interpVoidStops}, "with %s, the shoe must stop at void round %d (end \"void\"), but it deals %d rounds and ends %q", how, k+1, len(voided.Rounds), voided.End)
	}
	return vs
}
