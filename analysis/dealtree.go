package analysis

import (
	"fmt"
	"sync"

	"github.com/bacctk/bacctk/reference"
)

// dealPlan counts the wagers whose events read the deal (needValues, with
// the 6 Star refinements needFire9 and needStars: the "main" set) and the
// Element Bonus (needSameElement: the "elem" set) on one tree of point-value
// class sequences. It also counts the three outcomes.
type dealPlan struct {
	s      *shoe
	values []class // the point-value classes
	main   *wagerSet
	elem   *wagerSet // nil when the game has no element wager
	fire9  bool      // refine two-card 9 hands by Fire / not Fire
	stars  bool      // refine six value-0 cards by rank

	// Element symmetry (see elementSymmetric): the all-same-element classes
	// are counted for Fire and multiplied by elemMult.
	elemMult uint64
	fireIn   []int // Fire copies in each value class
	nonFire  int   // copies of non-Fire cards in the shoe
	notFire  []int // kinds that are not Fire

	// Refinements: each value class split into Fire and the rest, and into
	// ranks.
	fireSplit [][]class
	rankSplit [][]class
}

func newDealPlan(s *shoe, main, elem *wagerSet, fire9, stars bool) (*dealPlan, error) {
	isFire := func(c reference.Card) bool { return c.Suit() == reference.Fire }
	p := &dealPlan{s: s, main: main, elem: elem, fire9: fire9, stars: stars}
	// Fire kinds go first in each class so that a value sequence's
	// representative is all Fire whenever the shoe allows it: that one
	// sequence then also represents the all-Fire element class.
	p.values = s.partition(func(c reference.Card) string { return fmt.Sprint(c.Value()) }, isFire)
	for _, v := range p.values {
		fire := 0
		for _, k := range v.kinds {
			if isFire(s.kinds[k]) {
				fire += s.counts[k]
			}
		}
		p.fireIn = append(p.fireIn, fire)
		p.fireSplit = append(p.fireSplit, s.subPartition(v, func(c reference.Card) string {
			if isFire(c) {
				return "fire"
			}
			return "not-fire"
		}))
		p.rankSplit = append(p.rankSplit, s.subPartition(v, func(c reference.Card) string { return fmt.Sprint(c.Rank()) }))
	}
	for k, c := range s.kinds {
		if !isFire(c) {
			p.nonFire += s.counts[k]
			p.notFire = append(p.notFire, k)
		}
	}
	if elem != nil {
		if err := elementSymmetric(s); err != nil {
			return nil, err
		}
		p.elemMult = uint64(len(s.deck.Suits()))
	}
	return p, nil
}

// elementSymmetric checks what the Element Bonus count relies on: every
// rank is held in the same number of copies in every element, so that any
// permutation of the elements maps the shoe onto itself and the Element
// Bonus events (which only ask whether all cards share an element) are
// unchanged by it. Then the sequences whose first card is Fire are one
// fifth of all, and those counts times five are the counts over all
// sequences.
func elementSymmetric(s *shoe) error {
	if s.deck != reference.SixStar65 {
		return fmt.Errorf("the Element Bonus needs a 6 Star shoe, not %v", s.deck)
	}
	for r := reference.Ace; r <= reference.Fuk; r++ {
		want := -1
		for _, e := range s.deck.Suits() {
			n := 0
			if k := s.index[reference.NewCard(r, e)]; k >= 0 {
				n = s.counts[k]
			}
			if want >= 0 && n != want {
				return fmt.Errorf("the Element Bonus analysis uses the symmetry between elements, but rank %d has %d copies in %v and %d in another element", r, n, e, want)
			}
			want = n
		}
	}
	return nil
}

// subPartition splits a class by key, keeping its kinds' order.
func (s *shoe) subPartition(c class, key func(reference.Card) string) []class {
	var out []class
	at := map[string]int{}
	for _, k := range c.kinds {
		name := key(s.kinds[k])
		i, ok := at[name]
		if !ok {
			i = len(out)
			at[name] = i
			out = append(out, class{name: c.name + "/" + name})
		}
		out[i].kinds = append(out[i].kinds, k)
		out[i].n += s.counts[k]
	}
	return out
}

// dealResult is what a deal-tree walk counts.
type dealResult struct {
	_          [128]byte // keeps parallel workers' counters apart
	main, elem tally
	outcomes   [4]uint64 // indexed by reference.Winner
	leaves     int       // value class sequences (decided coups)
	evals      int       // representative coups dealt at leaves and refinements
	_          [128]byte
}

func (p *dealPlan) newResult() *dealResult {
	r := &dealResult{main: p.main.newTally()}
	if p.elem != nil {
		r.elem = p.elem.newTally()
	}
	return r
}

func (r *dealResult) add(u *dealResult) {
	r.main.addTally(u.main)
	if r.elem.flat != nil {
		r.elem.addTally(u.elem)
	}
	for i := range r.outcomes {
		r.outcomes[i] += u.outcomes[i]
	}
	r.leaves += u.leaves
	r.evals += u.evals
}

// dealWorker walks part of the tree: the subtrees whose first value class
// index i has i%of == id.
type dealWorker struct {
	p        *dealPlan
	id, of   int
	d        draw
	tokens   [seqLen]reference.Card
	vals     [seqLen]int // value class of each position
	left     []int       // copies left in each value class
	fireLeft []int       // Fire copies left in each value class, while all cards so far are Fire
	res      *dealResult
	err      error
}

// run walks the tree with the given number of workers and adds up their
// counts. Integer sums do not depend on the order of addition, so the
// result does not depend on the number of workers.
func (p *dealPlan) run(workers int) (*dealResult, error) {
	workers = max(1, min(workers, len(p.values)))
	ws := make([]*dealWorker, workers)
	var wg sync.WaitGroup
	for i := range ws {
		w := &dealWorker{p: p, id: i, of: workers, d: p.s.newDraw(), res: p.newResult()}
		for _, v := range p.values {
			w.left = append(w.left, v.n)
		}
		w.fireLeft = append([]int(nil), p.fireIn...)
		ws[i] = w
		wg.Add(1)
		go func() {
			defer wg.Done()
			// At the root the element of the first card is taken to be
			// Fire (weight 1 here, times elemMult when counted).
			w.node(0, 1, 1)
		}()
	}
	wg.Wait()
	total := p.newResult()
	for _, w := range ws {
		if w.err != nil {
			return nil, w.err
		}
		total.add(w.res)
	}
	return total, nil
}

// node visits the value class sequence of the first k positions. weight is
// the number of ordered draws of k cards with those values; wf is the
// number of those draws in which every card is Fire (0 once a representative
// could not be Fire).
func (w *dealWorker) node(k int, weight, wf uint64) {
	if w.err != nil {
		return
	}
	p, s := w.p, w.p.s
	// The reference deals the representative prefix: it runs out of cards
	// while the coup needs another one.
	c := reference.Deal(s.deck, s.dealerDecks, w.tokens[:k])
	if c.Void == reference.InsufficientCards {
		if k == seqLen {
			w.err = fmt.Errorf("the reference deal wants a seventh card after %s", reference.FormatCards(w.tokens[:k]))
			return
		}
		if p.elem != nil && k >= 1 && wf > 0 && p.nonFire > 0 {
			w.elementBreak(k, wf)
		}
		for v := range p.values {
			if k == 0 && v%w.of != w.id {
				continue
			}
			n := w.left[v]
			if n == 0 {
				continue
			}
			card, _ := w.d.take(s, p.values[v].kinds)
			w.tokens[k], w.vals[k] = card, v
			w.left[v]--
			wf2 := uint64(0)
			fire := wf > 0 && w.fireLeft[v] > 0
			if fire {
				wf2 = wf * uint64(w.fireLeft[v])
				w.fireLeft[v]--
			}
			w.node(k+1, weight*uint64(n), wf2)
			if fire {
				w.fireLeft[v]++
			}
			w.left[v]++
			w.d.put(s, card)
		}
		return
	}
	if c.Void != reference.NotVoid || c.CardsUsed != k {
		w.err = fmt.Errorf("the reference deal of the representative %s is %v after %d of %d cards, want a complete coup", reference.FormatCards(w.tokens[:k]), c.Void, c.CardsUsed, k)
		return
	}
	w.leaf(k, &c, weight, wf)
}

// leaf counts a decided coup: the value class sequence of its k cards,
// each standing for weight ordered draws, and every way of filling the
// unused positions.
func (w *dealWorker) leaf(k int, c *reference.Coup, weight, wf uint64) {
	p, s, r := w.p, w.p.s, w.res
	tail := s.tail(k)
	weight *= tail
	r.leaves++
	r.evals++
	facts := reference.FactsOf(c)
	r.outcomes[facts.Winner] += weight
	if !w.refine(k, c, weight) {
		p.main.addGiven(r.main, c, &facts, weight)
	}
	if p.elem != nil && wf > 0 {
		// The representative is all Fire: it stands for the class "every
		// card dealt is Fire" of this value sequence, and by symmetry for
		// each element.
		p.elem.addGiven(r.elem, c, &facts, wf*tail*p.elemMult)
	}
}

// elementBreak counts the element class of the sequences whose first k
// cards (dealt) are all Fire with the current values and whose card k+1,
// which the coup deals because it was undecided after k cards, is not Fire:
// whatever follows, the cards dealt do not share one element. The card's
// value and the rest are any cards, hence the product.
func (w *dealWorker) elementBreak(k int, wf uint64) {
	p, s := w.p, w.p.s
	count := wf * uint64(p.nonFire) * s.tail(k+1) * p.elemMult
	var tokens [seqLen]reference.Card
	copy(tokens[:], w.tokens[:k])
	var taken [seqLen]reference.Card
	n := 0
	card, ok := w.d.take(s, p.notFire)
	if !ok {
		w.err = fmt.Errorf("no card that is not Fire is left after %s", reference.FormatCards(w.tokens[:k]))
		return
	}
	tokens[k], taken[n] = card, card
	n++
	for i := k + 1; i < seqLen; i++ {
		c, ok := w.d.any(s)
		if !ok {
			w.err = fmt.Errorf("the shoe ran out while padding %s", reference.FormatCards(tokens[:i]))
			return
		}
		tokens[i], taken[n] = c, c
		n++
	}
	for _, c := range taken[:n] {
		w.d.put(s, c)
	}
	coup := reference.Deal(s.deck, s.dealerDecks, tokens[:])
	if coup.Void != reference.NotVoid {
		w.err = fmt.Errorf("the reference deal of the representative %s is void (%v)", reference.FormatCards(tokens[:]), coup.Void)
		return
	}
	w.res.evals++
	p.elem.add(w.res.elem, &coup, count)
}
