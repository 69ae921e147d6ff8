package exhaustive

import (
	"fmt"
	"math/bits"

	"github.com/bacctk/bacctk/internal/draws"
	"github.com/bacctk/bacctk/reference"
)

// suitMask is a set of suits, bit s for reference.Suit s; 0 means any.
type suitMask uint16

func maskOf(s reference.Suit) suitMask       { return 1 << s }
func (m suitMask) has(s reference.Suit) bool { return m&maskOf(s) != 0 }

// The element fact of a class (observes.element).
const (
	elemUnobserved int8 = iota
	elemAllFire
	elemAllOther // every card one element, not Fire
	elemMixed
)

// Answers of a hand's split fact.
const (
	irrelevant int8 = -1 // the hand is not a pair (Diamonds) or not a two-card 9 (Fire)
	no         int8 = 0  // not both of its first two cards in the split suit
	yes        int8 = 1  // both are
)

// facts is what a class fixes beyond its rank sequence.
type facts struct {
	elem int8
	hand [2]int8 // Player, Banker
}

// handPos are the positions of each hand's first two cards (rule 3.7: Player
// first and third, Banker second and fourth).
var handPos = [2][2]int{{0, 2}, {1, 3}}

// relevant reports, for each hand, whether the split fact can change a rule
// of the game on this rank sequence: a pair (Precious Pair reads its
// Diamonds) or a two-card 9 (Flaming 9's reads its Fire). Elsewhere no rule
// reads those suits (reference preciousCategory, reference.IsFlaming9s).
func (s *Space) relevant(ri *[seqLen]int, c *reference.Coup) [2]bool {
	var r [2]bool
	if s.obs.diamond {
		r[0], r[1] = ri[0] == ri[2], ri[1] == ri[3]
	}
	if s.obs.fire9 {
		r[0] = c.Player.N == 2 && c.Player.Total() == 9
		r[1] = c.Banker.N == 2 && c.Banker.Total() == 9
	}
	return r
}

// factsOf returns the facts of a dealt card sequence of this leaf.
func (s *Space) factsOf(cards []reference.Card, rel [2]bool) facts {
	f := facts{hand: [2]int8{irrelevant, irrelevant}}
	for h := range rel {
		if rel[h] {
			f.hand[h] = no
			if cards[handPos[h][0]].Suit() == s.split && cards[handPos[h][1]].Suit() == s.split {
				f.hand[h] = yes
			}
		}
	}
	if s.obs.element {
		f.elem = elemMixed
		same := true
		for _, c := range cards[1:] {
			same = same && c.Suit() == cards[0].Suit()
		}
		if same && cards[0].Suit() == reference.Fire {
			f.elem = elemAllFire
		} else if same {
			f.elem = elemAllOther
		}
	}
	return f
}

// count returns the number of six-card sequences whose first k cards have
// the leaf's rank sequence and, at each position with a non-zero mask, a
// suit in it. Positions of one rank with masks must have equal or disjoint
// masks: those cards are drawn first from their masks, the rest of the
// rank's positions from what is left of the rank, and the unused positions
// from what is left of the shoe.
func (w *walker) count(k int, masks *[seqLen]suitMask) (uint64, error) {
	s := w.s
	p := draws.Falling(s.size-k, seqLen-k)
	var done [seqLen]bool
	for pos := 0; pos < k; pos++ {
		if done[pos] {
			continue
		}
		rank := w.ri[pos]
		var ms [seqLen]suitMask
		var ns [seqLen]int
		nm, free, drawn := 0, 0, 0
		for q := pos; q < k; q++ {
			if w.ri[q] != rank {
				continue
			}
			done[q] = true
			m := masks[q]
			if m == 0 {
				free++
				continue
			}
			j := 0
			for j < nm && ms[j] != m {
				if ms[j]&m != 0 {
					return 0, fmt.Errorf("overlapping suit masks %b and %b at one rank", ms[j], m)
				}
				j++
			}
			if j == nm {
				ms[j] = m
				nm++
			}
			ns[j]++
		}
		for j := 0; j < nm; j++ {
			p *= draws.Falling(bits.OnesCount16(uint16(ms[j]&s.deckSuits))*s.Decks, ns[j])
			drawn += ns[j]
		}
		p *= draws.Falling(s.rankN[s.ranks[rank]]-drawn, free)
	}
	return p, nil
}

// leaf emits the classes of a decided rank sequence of k cards.
func (w *walker) leaf(k int, c *reference.Coup) {
	s := w.s
	rel := s.relevant(&w.ri, c)
	var hands []int
	for h := range rel {
		if rel[h] {
			hands = append(hands, h)
		}
	}
	if len(hands) == 0 && !s.obs.element {
		var none [seqLen]suitMask
		n, err := w.count(k, &none)
		if err != nil {
			w.err = err
			return
		}
		w.emit(k, rel, facts{hand: [2]int8{irrelevant, irrelevant}}, w.tokens, n)
		return
	}
	// Every card of one element: all Fire, or all one other element.
	var allFire, allOther uint64
	if s.obs.element {
		for _, e := range s.suits {
			var m [seqLen]suitMask
			for pos := 0; pos < k; pos++ {
				m[pos] = maskOf(e)
			}
			n, err := w.count(k, &m)
			if err != nil {
				w.err = err
				return
			}
			if e == reference.Fire {
				allFire = n
			} else {
				allOther += n
			}
		}
		w.class1(k, rel, facts{elem: elemAllFire, hand: answers(rel, yes)}, allFire)
		w.class1(k, rel, facts{elem: elemAllOther, hand: answers(rel, no)}, allOther)
	}
	// Each assignment of yes/no to the relevant hands, counted by inclusion
	// and exclusion over "both cards in the split suit".
	for x := 0; x < 1<<len(hands); x++ {
		f := facts{hand: [2]int8{irrelevant, irrelevant}}
		var yesHands, noHands []int
		for j, h := range hands {
			if x&(1<<j) != 0 {
				f.hand[h] = yes
				yesHands = append(yesHands, h)
			} else {
				f.hand[h] = no
				noHands = append(noHands, h)
			}
		}
		var total int64
		for t := 0; t < 1<<len(noHands); t++ {
			var m [seqLen]suitMask
			for _, h := range yesHands {
				m[handPos[h][0]], m[handPos[h][1]] = maskOf(s.split), maskOf(s.split)
			}
			for j, h := range noHands {
				if t&(1<<j) != 0 {
					m[handPos[h][0]], m[handPos[h][1]] = maskOf(s.split), maskOf(s.split)
				}
			}
			n, err := w.count(k, &m)
			if err != nil {
				w.err = err
				return
			}
			if bits.OnesCount(uint(t))%2 == 0 {
				total += int64(n)
			} else {
				total -= int64(n)
			}
		}
		if s.obs.element {
			f.elem = elemMixed
			if len(noHands) == 0 {
				total -= int64(allFire)
			}
			if len(yesHands) == 0 {
				total -= int64(allOther)
			}
		}
		if total < 0 {
			w.err = fmt.Errorf("the class %+v of %s counts %d sequences", f, reference.FormatCards(w.tokens[:k]), total)
			return
		}
		w.class1(k, rel, f, uint64(total))
	}
}

// answers returns the given answer for every relevant hand.
func answers(rel [2]bool, a int8) [2]int8 {
	out := [2]int8{irrelevant, irrelevant}
	for h := range rel {
		if rel[h] {
			out[h] = a
		}
	}
	return out
}

// class1 emits the class of the leaf with facts f and weight n, if n > 0,
// with its representative.
func (w *walker) class1(k int, rel [2]bool, f facts, n uint64) {
	if n == 0 || w.err != nil {
		return
	}
	rep, ok := w.represent(k, rel, f)
	if !ok {
		w.err = fmt.Errorf("no representative of the class %+v of %s, which counts %d sequences", f, reference.FormatCards(w.tokens[:k]), n)
		return
	}
	w.emit(k, rel, f, rep, n)
}

// emit hands the class to the walk's callback, with its varied member
// (vary.go).
func (w *walker) emit(k int, rel [2]bool, f facts, cards [seqLen]reference.Card, n uint64) {
	if w.err != nil {
		return
	}
	w.class = Class{Cards: cards, N: k, Count: n}
	w.class.varied = w.vary(k, rel, f, &w.class.Cards, &w.class.Varied)
	w.err = w.fn(&w.class)
}
