package vectors

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// This file generates the deal itself: every cell of the Table of Play and
// the Naturals (rules 3.7-3.9 of No Commission and 6 Star, Tiger v2
// 3.13-3.15, Tiger NCB 3.12-3.14, Electronic 3.6-3.8).

// twoCard is a hand's total on its first two cards, the one the Table of
// Play reads.
func twoCard(h *reference.Hand) int {
	if h.N < 2 {
		return -1
	}
	return (h.Cards[0].Value() + h.Cards[1].Value()) % 10
}

func standing(c *reference.Coup) bool { return c.Void == reference.NotVoid }

func noNatural(c *reference.Coup) bool { return !c.Player.IsNatural() && !c.Banker.IsNatural() }

// tableOfPlay writes one test per cell: the Banker's two-card total 0 to 7
// against the Player's third card 0 to 9, or the Player standing.
func (b *builder) tableOfPlay() {
	d := b.doc
	for bt := 0; bt <= 7; bt++ {
		for v := -1; v <= 9; v++ {
			bt, v := bt, v
			cards := b.find(fmt.Sprintf("top/%d/%d", bt, v), defaultDecks, b.pool, func(_ []reference.Card, c *reference.Coup) bool {
				if !standing(c) || !noNatural(c) || twoCard(&c.Banker) != bt {
					return false
				}
				if v < 0 {
					return c.Player.N == 2
				}
				return c.Player.N == 3 && c.Player.Cards[2].Value() == v
			})
			draws := reference.BankerDraws(bt, v)
			action := "stands"
			if draws {
				action = "draws"
			}
			var comment string
			cl := append(append([]string{}, d.deal...), d.top, d.playerRule)
			if v < 0 {
				comment = fmt.Sprintf("Table of Play: Player stands on 6 or 7, Banker has %d on two cards and %s", bt, action)
				cl = append(cl, d.bankerStood)
			} else {
				comment = fmt.Sprintf("Table of Play: Player draws a third card worth %d, Banker has %d on two cards and %s", v, bt, action)
				cl = append(cl, d.bankerTable)
			}
			b.add(defaultDecks, 1, comment, fl(FlagTableOfPlay), b.refs(cl...), cards, b.required())
		}
	}
}

// naturals writes the Naturals: 8 and 9 on each side against a hand that
// would otherwise draw, and Natural against Natural.
func (b *builder) naturals() {
	d := b.doc
	cl := b.refs(append([]string{d.naturalDef}, d.natural...)...)
	side := []struct {
		name     string
		hand     func(c *reference.Coup) *reference.Hand
		other    func(c *reference.Coup) *reference.Hand
		otherArg string
	}{
		{"Player", func(c *reference.Coup) *reference.Hand { return &c.Player }, func(c *reference.Coup) *reference.Hand { return &c.Banker }, "Banker"},
		{"Banker", func(c *reference.Coup) *reference.Hand { return &c.Banker }, func(c *reference.Coup) *reference.Hand { return &c.Player }, "Player"},
	}
	for _, s := range side {
		for _, n := range []int{8, 9} {
			s, n := s, n
			cards := b.find(fmt.Sprintf("natural/%s/%d", s.name, n), defaultDecks, b.pool, func(_ []reference.Card, c *reference.Coup) bool {
				return standing(c) && twoCard(s.hand(c)) == n && twoCard(s.other(c)) <= 5
			})
			b.add(defaultDecks, 1, fmt.Sprintf("%s has a Natural %d; %s has 5 or less on two cards and must not draw", s.name, n, s.otherArg),
				fl(FlagNatural), cl, cards, b.required())
		}
	}
	for _, pair := range [][2]int{{8, 8}, {9, 9}, {8, 9}, {9, 8}} {
		p, k := pair[0], pair[1]
		cards := b.find(fmt.Sprintf("natural/both/%d/%d", p, k), defaultDecks, b.pool, func(_ []reference.Card, c *reference.Coup) bool {
			return standing(c) && twoCard(&c.Player) == p && twoCard(&c.Banker) == k
		})
		b.add(defaultDecks, 1, fmt.Sprintf("Natural against Natural: Player %d, Banker %d", p, k),
			fl(FlagNatural, FlagNaturalVsNatural), cl, cards, b.required())
	}
}
