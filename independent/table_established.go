package independent

// "Outcome established" (interpretation 11, 29; docs/table.md 4.7): the
// outcome is established by the cards dealt so far when at least one wager
// the game offers, optional ones included, is won by every completion of
// the round or lost by every completion. A completion deals any card of the
// game's deck type at each further position (copies unlimited) by the Table
// of Play. The witness is the first such wager in the game's table order.
//
// Only win, lose or push matters, so the walk takes one representative card
// per class of cards that no wager's result can tell apart: the point value;
// at a hand's second card, the same rank as the hand's first card or
// another; on 6 Star, while every card so far shares one element, that
// element or another (Element Bonus). Suits never change a result on the
// 52-card games (a Diamond pair and another pair both win Precious Pair).

// Per-wager knowledge gathered over the completions walked so far.
const (
	seenWin  = 1 << 0
	seenLose = 1 << 1
	seenPush = 1 << 2
)

// established returns the witness, or "" when the outcome is not
// established by the round's cards.
func (t *table) established() string {
	seen := t.completions()
	if seen == nil {
		return ""
	}
	for i, id := range t.g.order {
		if t.f.establishedMainOnly && id != wPlayer && id != wBanker && id != wTie {
			continue // planted defect: optional wagers overlooked
		}
		if t.f.establishedPlacedOnly && !t.hasLiveWager(id) {
			continue // planted defect (reading 29=placed-only): wagers not on the table overlooked
		}
		if s := seen[i]; s == seenWin || s == seenLose {
			return id
		}
	}
	return ""
}

// completions walks the completions of the round's cards and returns, per
// wager of the game's table order, the results they gave it; nil when no
// card has been dealt, which decides nothing.
func (t *table) completions() []uint8 {
	if t.playing() == 0 {
		return nil
	}
	w := walker{g: t.g, f: t.f, seen: make([]uint8, len(t.g.order))}
	w.walk(append([]card(nil), t.player...), append([]card(nil), t.banker...))
	return w.seen
}

// decided returns the wagers the cards dealt have already won or lost
// whatever comes next, by the same walk: on the options of cards drawn
// together they are not a player's "remaining" wagers (docs/table.md 4.11,
// Tiger 5.8.2.2, interpretation 22).
func (t *table) decided() map[string]bool {
	out := map[string]bool{}
	for i, s := range t.completions() {
		if s == seenWin || s == seenLose {
			out[t.g.order[i]] = true
		}
	}
	return out
}

// walker enumerates the completions of a round.
type walker struct {
	g     *gameSpec
	f     *faults
	seen  []uint8
	stop  bool
	round round
	// for TestEstablishedClassesExact: walk every completion (noStop) and
	// every card of the deck rather than one per class (every)
	noStop, every bool
}

// mixed reports whether a wager's results already disagree or pushed:
// it can no longer be conclusive.
func mixed(s uint8) bool { return s&seenPush != 0 || s == seenWin|seenLose }

func (w *walker) walk(p, b []card) {
	if w.stop {
		return
	}
	s, done := nextHand(p, b)
	if done {
		w.leaf(p, b)
		return
	}
	for _, c := range w.candidates(p, b, s) {
		if s == sideP {
			w.walk(append(p, c), b)
		} else {
			w.walk(p, append(b, c))
		}
		if w.stop {
			return
		}
	}
}

// candidates are one card per class of cards indistinguishable to every
// wager's result at the next position of hand s.
func (w *walker) candidates(p, b []card, s side) []card {
	h := p
	if s == sideB {
		h = b
	}
	fam := w.g.fam
	if w.every {
		out := make([]card, 0, 65)
		n := len(standardSuits)
		if fam == star {
			n = len(starElements)
		}
		for r := uint8(0); r < 13; r++ {
			for u := 0; u < n; u++ {
				out = append(out, card{fam: fam, rank: r, suit: uint8(u)})
			}
		}
		return out
	}
	var ranks []uint8
	for r := uint8(0); r < 9; r++ {
		ranks = append(ranks, r) // Ace to Nine: one rank per point value
	}
	ranks = append(ranks, 9) // a zero: the Ten
	if len(h) == 1 && h[0].rank >= 9 && h[0].rank != 9 {
		ranks = append(ranks, h[0].rank) // the same zero rank as the hand's first card
	}
	suits := []uint8{0}
	if fam == star {
		first, same := int(-1), true
		for _, c := range append(append([]card(nil), p...), b...) {
			if first < 0 {
				first = int(c.suit)
			} else if int(c.suit) != first || c.fam != star {
				same = false
			}
		}
		if first >= 0 && same {
			other := uint8((first + 1) % len(starElements))
			suits = []uint8{uint8(first), other}
		}
	}
	out := make([]card, 0, len(ranks)*len(suits))
	for _, r := range ranks {
		for _, u := range suits {
			out = append(out, card{fam: fam, rank: r, suit: u})
		}
	}
	return out
}

func (w *walker) leaf(p, b []card) {
	w.round = round{}
	for _, c := range p {
		w.round.player.add(c)
	}
	for _, c := range b {
		w.round.banker.add(c)
	}
	o := newOutcome(&w.round, w.f)
	all := true
	for i, id := range w.g.order {
		w.seen[i] |= resultBit(w.g.pays[id], o)
		if !mixed(w.seen[i]) {
			all = false
		}
	}
	w.stop = all && !w.noStop
}

// resultBit is a wager's result on an outcome: the first row that holds
// pushes or wins; none, it loses.
func resultBit(rows []row, o *outcome) uint8 {
	for _, r := range rows {
		if r.when(o) {
			if r.push {
				return seenPush
			}
			return seenWin
		}
	}
	return seenLose
}

// hasLiveWager reports whether some player's wager on id is on the table
// (not withdrawn on an option).
func (t *table) hasLiveWager(id string) bool {
	for _, w := range t.wagers {
		if w.wager == id && w.withdraw == "" {
			return true
		}
	}
	return false
}
