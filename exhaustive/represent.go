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
	var out [seqLen]reference.Card
	try := func(m *[seqLen]suitMask) bool {
		saved := w.used
		var cards [seqLen]reference.Card
		var rec func(pos int) bool
		rec = func(pos int) bool {
			if pos == k {
				if s.factsOf(cards[:k], rel) == f {
					out = cards
					return true
				}
				return false
			}
			for _, c := range s.kinds[w.ri[pos]] {
				if m[pos] != 0 && !m[pos].has(c.Suit()) || int(w.used[c]) >= s.Decks {
					continue
				}
				w.used[c]++
				cards[pos] = c
				ok := rec(pos + 1)
				w.used[c]--
				if ok {
					return true
				}
			}
			return false
		}
		// The walker's used counts hold the current prefix; the
		// representative is drawn afresh.
		w.used = [reference.NumCardCodes]uint16{}
		ok := rec(0)
		w.used = saved
		return ok
	}
	var m [seqLen]suitMask
	switch f.elem {
	case elemAllFire:
		for pos := 0; pos < k; pos++ {
			m[pos] = maskOf(reference.Fire)
		}
		return out, try(&m)
	case elemAllOther:
		for _, e := range s.suits {
			if e == reference.Fire {
				continue
			}
			for pos := 0; pos < k; pos++ {
				m[pos] = maskOf(e)
			}
			if try(&m) {
				return out, true
			}
		}
		return out, false
	}
	for h, a := range f.hand {
		switch a {
		case yes:
			m[handPos[h][0]], m[handPos[h][1]] = maskOf(s.split), maskOf(s.split)
		case no:
			m[handPos[h][0]] = ^maskOf(s.split)
		}
	}
	return out, try(&m)
}
