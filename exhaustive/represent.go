package exhaustive

import "github.com/bacctk/bacctk/reference"

// represent finds the class's representative: the first card sequence of
// the leaf's ranks, in the deck's order, that is a genuine draw from the
// shoe and has the facts f (checked with factsOf, the same definition the
// counts use). Masks steer the search to it at once in nearly every case:
// a "yes" hand's two cards in the split suit, a "no" hand's first card not
// (there are at least three other suits' worth of copies of every rank, so
// that restriction never loses the class), every card of one element for
// the element classes.
func (w *walker) represent(k int, rel [2]bool, f facts) ([seqLen]reference.Card, bool) {
	s := w.s
	w.rep = repSearch{k: k, rel: rel, want: f}
	var m [seqLen]suitMask
	switch f.elem {
	case elemAllFire:
		for pos := 0; pos < k; pos++ {
			m[pos] = maskOf(reference.Fire)
		}
		return w.rep.cards, w.try(&m)
	case elemAllOther:
		for _, e := range s.suits {
			if e == reference.Fire {
				continue
			}
			for pos := 0; pos < k; pos++ {
				m[pos] = maskOf(e)
			}
			if w.try(&m) {
				return w.rep.cards, true
			}
		}
		return w.rep.cards, false
	}
	for h, a := range f.hand {
		switch a {
		case yes:
			m[handPos[h][0]], m[handPos[h][1]] = maskOf(s.split), maskOf(s.split)
		case no:
			m[handPos[h][0]] = ^maskOf(s.split)
		}
	}
	return w.rep.cards, w.try(&m)
}

// repSearch is the state of one representative search.
type repSearch struct {
	k     int
	rel   [2]bool
	want  facts
	masks [seqLen]suitMask
	cards [seqLen]reference.Card
	used  [reference.NumCardCodes]uint16 // copies drawn by the search
}

// try searches, depth first in the deck's order, for a draw whose
// position i has a suit in m[i] (0: any) and whose facts are the wanted
// ones.
func (w *walker) try(m *[seqLen]suitMask) bool {
	w.rep.masks = *m
	w.rep.used = [reference.NumCardCodes]uint16{}
	return w.search(0)
}

func (w *walker) search(pos int) bool {
	s, r := w.s, &w.rep
	if pos == r.k {
		return s.factsOf(r.cards[:r.k], r.rel) == r.want
	}
	for _, c := range s.kinds[w.ri[pos]] {
		if r.masks[pos] != 0 && !r.masks[pos].has(c.Suit()) || int(r.used[c]) >= s.Decks {
			continue
		}
		r.used[c]++
		r.cards[pos] = c
		ok := w.search(pos + 1)
		r.used[c]--
		if ok {
			return true
		}
	}
	return false
}
