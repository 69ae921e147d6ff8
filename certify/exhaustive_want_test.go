package certify

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/exhaustive"
	"github.com/bacctk/bacctk/reference"
)

// countingRef is the reference counting the coups it is asked.
type countingRef struct {
	*refengine.Fast
	asked int
}

func (c *countingRef) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	c.asked += len(reqs)
	return c.Fast.Coups(ctx, reqs)
}

// TestWantOf: the reference's answers wantOf makes of a batch, asking the
// reference only the representatives, are those the reference gives to
// every coup of it, on classes of every game; a member that is not its
// representative's ranks, and the member of a class the reference refuses,
// are asked the reference.
func TestWantOf(t *testing.T) {
	ctx := context.Background()
	errEnough := errors.New("enough")
	for _, g := range reference.Games() {
		sp, err := exhaustive.New(g, DefaultExhaustiveDecks)
		if err != nil {
			t.Fatal(err)
		}
		wagers := exhaustiveWagers(g)
		b := newExBatch()
		add := func(cards ...[]string) {
			for _, c := range cards {
				b.reqs = append(b.reqs, adapter.CoupRequest{Game: string(g.ID), Decks: DefaultExhaustiveDecks, Cards: c, Wagers: wagers})
			}
			b.members = append(b.members, len(cards))
		}
		idx, varied := 0, 0
		err = sp.Walk(func(cl *exhaustive.Class) error {
			idx++
			if idx%37 != 0 {
				return nil
			}
			if v := cl.VariedDealt(); v != nil {
				add(b.tokens(cl.Dealt()), b.tokens(v))
				varied++
			} else {
				add(b.tokens(cl.Dealt()))
			}
			if len(b.members) == 500 {
				return errEnough
			}
			return nil
		})
		if err != nil && err != errEnough {
			t.Fatal(err)
		}
		// Asked: a member of other ranks (the representative's first
		// card swapped with one of another rank), and one of a class
		// whose representative is refused.
		rep := b.reqs[len(b.reqs)-1].Cards
		turned := append([]string(nil), rep...)
		for j := range rep {
			if refengine.ParseToken(rep[j]).Rank() != refengine.ParseToken(rep[0]).Rank() {
				turned[0], turned[j] = rep[j], rep[0]
				break
			}
		}
		if turned[0] == rep[0] {
			t.Fatalf("%s: the class %v has one rank", g.ID, rep)
		}
		add(rep, turned)
		add([]string{"XX", "5H", "6S", "7D"}, []string{"XX", "5H", "6S", "7D"})

		ref := &countingRef{Fast: refengine.NewFast()}
		got := wantOf(ctx, ref, b)
		want, _ := refengine.NewFast().Coups(ctx, b.reqs)
		if d := cmp.Diff(want, got); d != "" {
			t.Fatalf("%s: wantOf (-the reference on every coup +wantOf):\n%s", g.ID, d)
		}
		if reps := len(b.members); ref.asked != reps+2 {
			t.Errorf("%s: the reference was asked %d coups; want the %d representatives and 2 members", g.ID, ref.asked, reps)
		}
		if varied < 250 {
			t.Errorf("%s: %d varied members: the batch does not exercise them", g.ID, varied)
		}
	}
}
