package independent

// Void reasons on the wire (adapter.CoupResult.Void).
const (
	voidInsufficient = "insufficient-cards" // rule 5.5 (NCB, 6 Star) / 5.3 (Tiger, Electronic)
	voidForeign      = "foreign-card"       // rule 5.1 of every document
	voidExtra        = "extra-card"         // rule 5.1, interpretation 13
	voidCut          = "cut-card"           // only under the planted defect cut-card-ends-round
)

// dealer draws cards from the tokens of one request. Its state (position,
// per-card counts) carries from round to round of a shoe, because a card is
// extra when it is dealt more often than the decks hold it counting from the
// first token given (interpretation 13).
type dealer struct {
	toks   []token
	pos    int
	fam    family
	decks  int
	counts [slots]uint16
	f      *faults

	// per round
	used int  // tokens consumed by the round, the cutting card included
	cut  bool // the cutting card was met during the round
}

// hand is the cards of one hand in the order dealt; at most three.
type hand struct {
	cards [3]card
	n     int
}

func (h *hand) add(c card)   { h.cards[h.n] = c; h.n++ }
func (h *hand) list() []card { return h.cards[:h.n] }
func (h *hand) total() int   { return handTotal(h.cards[:h.n]) }

// totalUnder is the hand's total as an engine with the game's faults
// counts it (the star-counted-as-one defect values the Stars at 1).
func (h *hand) totalUnder(f *faults) int { return handTotalUnder(h.cards[:h.n], f) }
func (h *hand) third() (card, bool)      { return h.cards[2], h.n == 3 }

// handTotal is the right-hand digit of the sum of the point values (rule 3.4
// of every document).
func handTotal(cs []card) int { return handTotalUnder(cs, nil) }

// handTotalUnder is handTotal with the point values of an engine with the
// game's faults.
func handTotalUnder(cs []card, f *faults) int {
	t := 0
	for _, c := range cs {
		t += c.pointUnder(f)
	}
	return t % 10
}

// pointUnder is the card's point value as an engine with the game's faults
// counts it: the star-counted-as-one defect counts Sau, Luk and Fuk as 1
// (6 Star 3.3.2 makes them 0).
func (c card) pointUnder(f *faults) int {
	if f != nil && f.starCountedAsOne && c.fam == star && c.rank >= rankSau {
		return 1
	}
	return c.point()
}

// round is one dealt round before settlement.
type round struct {
	player, banker hand
	used           int
	cut            bool
	void           string
}

// draw takes the next card. A cutting card met on the way is removed and
// counted (interpretation 12) and the card after it is drawn. When has is
// true, c is a card for the hand, even when void is set: a foreign or extra
// card (rule 5.1, interpretation 13) is shown in the hand it was dealt to.
// void names why the round is void, or is empty.
func (d *dealer) draw() (c card, has bool, void string) {
	if d.pos < len(d.toks) && d.toks[d.pos].cut {
		d.pos++
		d.cut = true
		if !d.f.cutNotCounted {
			d.used++
		}
		if d.f.cutEndsRound {
			return card{}, false, voidCut
		}
	}
	if d.pos >= len(d.toks) {
		return card{}, false, voidInsufficient
	}
	c = d.toks[d.pos].c
	d.pos++
	d.used++
	if c.fam != d.fam && !d.f.foreignIgnored {
		return c, true, voidForeign
	}
	s := c.slot()
	d.counts[s]++
	if int(d.counts[s]) > d.decks && !d.f.extraPlays {
		return c, true, voidExtra
	}
	return c, true, ""
}

// deal plays one round from the dealer's tokens: two cards each, Player
// first (NCB 3.7, 6 Star 3.7, Tiger v2 3.13, Tiger NCB 3.12, Electronic
// 3.6), then the Table of Play. A void card stops the deal where it is.
func (d *dealer) deal() round {
	d.used, d.cut = 0, false
	if d.f.resetCountsEachRound {
		d.counts = [slots]uint16{}
	}
	var r round
	give := func(h *hand) bool {
		c, has, void := d.draw()
		if has {
			h.add(c)
		}
		if void != "" {
			r.void = void
			return false
		}
		return true
	}
	finish := func() round {
		r.used, r.cut = d.used, d.cut
		return r
	}

	order := [4]*hand{&r.player, &r.banker, &r.player, &r.banker}
	if d.f.dealPPBB {
		order = [4]*hand{&r.player, &r.player, &r.banker, &r.banker}
	}
	for _, h := range order {
		if !give(h) {
			return finish()
		}
	}

	pt, bt := r.player.totalUnder(d.f), r.banker.totalUnder(d.f)
	pNatural, bNatural := pt >= 8, bt >= 8
	if (pNatural || bNatural) && !d.f.naturalStopsOnlyItself {
		return finish()
	}

	column := stoodColumn
	if !pNatural && playerDrawsUnder(pt, d.f) {
		if !give(&r.player) {
			return finish()
		}
		third, _ := r.player.third()
		column = third.pointUnder(d.f)
		if bt == 6 && d.f.bankerSixOnPlayerTotal {
			column = r.player.totalUnder(d.f)
		}
	}
	if bNatural {
		return finish()
	}
	if bankerDrawsUnder(bt, column, d.f) {
		give(&r.banker)
	}
	return finish()
}

// playerDrawsUnder is the Player's Table of Play as an engine with the
// game's faults reads it: on 0-5, or on 6 too with player-draws-on-six.
func playerDrawsUnder(pt int, f *faults) bool {
	return playerDraws[pt] == 'D' || (pt == 6 && f.playerDrawsOnSix)
}

// bankerDrawsUnder is the Banker's Table of Play as an engine with the
// game's faults reads it, for a coup (dealer.deal) and a table
// (nextHandUnder) alike.
func bankerDrawsUnder(bt, column int, f *faults) bool {
	switch {
	case bt == 3 && column == 8 && f.bankerThreeDrawsOnEight:
		return true
	case bt == 6 && column == stoodColumn && f.bankerSixDrawsAfterStand:
		return true
	}
	return bankerDraws[bt][column] == 'D'
}
