// The reference's answers to a batch of the exhaustive walk.

package certify

import (
	"context"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
)

// wantOf returns the reference's answers to b's coups. The reference is
// asked each class's representative; a varied member is answered as its
// representative but for its cards (the reference settles every varied
// member as its representative: exhaustive's TestVariedMember), which
// halves the kit's share of the walk that the reference is. A member whose
// representative's answer is not a plain deal of its cards in the order
// of play (an error, a void round, other cards) is asked the reference.
func wantOf(ctx context.Context, ref adapter.Engine, b *exBatch) []adapter.CoupReply {
	reps := make([]adapter.CoupRequest, 0, len(b.members))
	r := 0
	for _, m := range b.members {
		reps = append(reps, b.reqs[r])
		r += m
	}
	repWant, err := ref.Coups(ctx, reps)
	if err != nil || len(repWant) != len(reps) {
		return nil
	}
	want := make([]adapter.CoupReply, len(b.reqs))
	hands := make([]string, 0, 6*len(b.reqs))
	var asked []int
	r = 0
	for i, m := range b.members {
		rep := &repWant[i]
		want[r] = *rep
		for k := r + 1; k < r+m; k++ {
			player, banker, ok := dealtAs(&rep.Result, b.reqs[r].Cards, b.reqs[k].Cards, &hands)
			if rep.Err != nil || !ok {
				asked = append(asked, k)
				continue
			}
			want[k] = *rep
			want[k].Result.Player, want[k].Result.Banker = player, banker
		}
		r += m
	}
	if len(asked) > 0 {
		reqs := make([]adapter.CoupRequest, len(asked))
		for j, k := range asked {
			reqs[j] = b.reqs[k]
		}
		got, err := ref.Coups(ctx, reqs)
		if err != nil || len(got) != len(reqs) {
			return nil
		}
		for j, k := range asked {
			want[k] = got[j]
		}
	}
	return want
}

// dealtAs returns the hands of the cards other dealt as the representative
// answered by res was dealt from cards: the order of play (Player, Banker,
// Player, Banker, then the third cards, Player's first), each hand the
// same length. It reports false unless other has cards' ranks in cards'
// order (a varied member's) and res's hands are exactly cards dealt so,
// every card dealt. The hands are kept in *arena.
func dealtAs(res *adapter.CoupResult, cards, other []string, arena *[]string) (player, banker []string, ok bool) {
	np, nb := len(res.Player), len(res.Banker)
	if res.Void != "" || np < 2 || np > 3 || nb < 2 || nb > 3 || np+nb != len(cards) || len(other) != len(cards) || res.CardsUsed != len(cards) {
		return nil, nil, false
	}
	for i := range cards {
		c, o := refengine.ParseToken(cards[i]), refengine.ParseToken(other[i])
		if c.Rank() != o.Rank() || !c.Valid() || !o.Valid() {
			return nil, nil, false
		}
	}
	// Positions in the order of play: Player's third card is dealt before
	// Banker's.
	pos := [2][3]int{{0, 2, 4}, {1, 3, 4}}
	if np == 3 {
		pos[1][2] = 5
	}
	for i := 0; i < np; i++ {
		if res.Player[i] != cards[pos[0][i]] {
			return nil, nil, false
		}
	}
	for i := 0; i < nb; i++ {
		if res.Banker[i] != cards[pos[1][i]] {
			return nil, nil, false
		}
	}
	at := len(*arena)
	for i := 0; i < np; i++ {
		*arena = append(*arena, other[pos[0][i]])
	}
	for i := 0; i < nb; i++ {
		*arena = append(*arena, other[pos[1][i]])
	}
	a := *arena
	return a[at : at+np : at+np], a[at+np : at+np+nb : at+np+nb], true
}
