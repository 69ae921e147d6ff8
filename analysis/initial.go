package analysis

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// initialPlan counts wagers whose events read only some of the four cards
// of the initial deal (pairs, Tiger Pair, Precious Pair, Perfect Pair;
// needs.go). The cards at the other positions, dealt or not, do not change
// those events, so only the class sequence of the positions read is
// enumerated.
//
// Exchangeability: in an ordered sequence drawn without replacement, the
// cards at any m given positions are distributed as the first m cards. So
// the number of six-card sequences whose cards at positions q1 < ... < qm
// fall in classes C1..Cm is the number of ordered draws of m cards from
// C1..Cm (falling products of the classes' remaining counts) times the
// number of ways to fill the other 6-m positions with what is left,
// whatever those positions are.
type initialPlan struct {
	positions []int   // token positions read (0-based), increasing
	classes   []class // rank; rank and Diamond or not; or rank and suit
	set       *wagerSet
}

// initialKey groups wagers that can share one enumeration.
type initialKey struct {
	mask    uint8 // positions read, bit i for token i
	diamond bool
	// suit: the classes are single cards, rank and suit (Perfect Pair),
	// which tell Diamonds apart too.
	suit bool
}

func keyOf(n need) initialKey {
	var k initialKey
	if n&(needRankP|needDiamondP|needSuitP) != 0 {
		k.mask |= 1<<0 | 1<<2
	}
	if n&(needRankB|needDiamondB|needSuitB) != 0 {
		k.mask |= 1<<1 | 1<<3
	}
	k.suit = n&(needSuitP|needSuitB) != 0
	k.diamond = n&(needDiamondP|needDiamondB) != 0 && !k.suit
	return k
}

func newInitialPlan(s *shoe, k initialKey, set *wagerSet) *initialPlan {
	p := &initialPlan{set: set}
	for i := 0; i < 4; i++ {
		if k.mask&(1<<i) != 0 {
			p.positions = append(p.positions, i)
		}
	}
	key := func(c reference.Card) string { return fmt.Sprint(c.Rank()) }
	if k.diamond {
		key = func(c reference.Card) string { return fmt.Sprint(c.Rank(), c.Suit() == reference.Diamonds) }
	}
	if k.suit {
		key = func(c reference.Card) string { return fmt.Sprint(c.Rank(), c.Suit()) }
	}
	p.classes = s.partition(key, nil)
	return p
}

// run enumerates the class sequences of the positions read and counts the
// set's wagers on a representative of each, completed with other cards of
// the shoe to a full coup by the reference deal.
func (p *initialPlan) run(s *shoe) (tally, error) {
	t := p.set.newTally()
	d := s.newDraw()
	left := make([]int, len(p.classes))
	for i, c := range p.classes {
		left[i] = c.n
	}
	var tokens [seqLen]reference.Card
	var err error
	m := len(p.positions)
	tail := s.tail(m)
	var rec func(i int, weight uint64)
	rec = func(i int, weight uint64) {
		if err != nil {
			return
		}
		if i == m {
			err = p.leaf(s, &d, &tokens, weight*tail, t)
			return
		}
		for ci := range p.classes {
			n := left[ci]
			if n == 0 {
				continue
			}
			c, _ := d.take(s, p.classes[ci].kinds)
			tokens[p.positions[i]] = c
			left[ci]--
			rec(i+1, weight*uint64(n))
			left[ci]++
			d.put(s, c)
		}
	}
	rec(0, 1)
	return t, err
}

func (p *initialPlan) leaf(s *shoe, d *draw, tokens *[seqLen]reference.Card, weight uint64, t tally) error {
	var pads [seqLen]reference.Card
	n := 0
	read := uint8(0)
	for _, q := range p.positions {
		read |= 1 << q
	}
	for i := 0; i < seqLen; i++ {
		if read&(1<<i) != 0 {
			continue
		}
		c, ok := d.any(s)
		if !ok {
			return fmt.Errorf("the shoe ran out while padding a representative")
		}
		tokens[i], pads[n] = c, c
		n++
	}
	for _, c := range pads[:n] {
		d.put(s, c)
	}
	coup := reference.Deal(s.deck, s.dealerDecks, tokens[:])
	if coup.Void != reference.NotVoid {
		return fmt.Errorf("the reference deal of the representative %s is void (%v)", reference.FormatCards(tokens[:]), coup.Void)
	}
	p.set.add(t, &coup, weight)
	return nil
}
