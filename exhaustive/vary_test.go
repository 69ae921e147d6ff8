package exhaustive

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/bacctk/bacctk/reference"
)

// readSuit reports, from the representative's cards alone, whether some
// rule of the game reads the suit at position pos, and whether it reads
// the suits of hand h's first two cards together (so that a pair of one
// suit may stay one suit): Precious Pair reads a pair hand's "both
// Diamonds", Flaming 9's a two-card 9's "both Fire", Element Bonus whether
// every card is of one element. A second statement of what observe.go
// says, in terms of cards rather than facts.
func readSuit(g *reference.Game, obs observes, rep []reference.Card, coup *reference.Coup) (pos [seqLen]bool, pair [2]bool) {
	one := true
	for _, c := range rep {
		one = one && c.Suit() == rep[0].Suit()
	}
	for h, hp := range handPos {
		a, b := rep[hp[0]], rep[hp[1]]
		both := false
		switch {
		case obs.diamond:
			both = a.Rank() == b.Rank() && a.Suit() == reference.Diamonds && b.Suit() == reference.Diamonds
		case obs.fire9:
			hand := coup.Player
			if h == 1 {
				hand = coup.Banker
			}
			both = hand.N == 2 && hand.Total() == 9 && a.Suit() == reference.Fire && b.Suit() == reference.Fire
		}
		pos[hp[0]], pos[hp[1]] = both, both
		pair[h] = both || obs.element && one
	}
	if obs.element && one && rep[0].Suit() == reference.Fire {
		for i := range rep {
			pos[i] = true
		}
	}
	return pos, pair
}

// TestVariedMember checks every class of every class space at 8 decks, and
// the standard one at 4: the varied member is a genuine draw of the same
// ranks, settled by the reference exactly as the representative on every
// wager of every game of the space (the rules cannot tell them apart);
// every card whose suit no rule reads has another suit than the
// representative's; every hand whose first two cards are of one rank, and
// whose suits no rule reads, is a pair of two suits; only a class whose
// every suit is read (6 Star, all Fire) has no varied member. The electronic
// games are two of the seven, and 4 decks are left out, unless BACCTK_LONG
// is set.
func TestVariedMember(t *testing.T) {
	type space struct {
		decks int
		ids   []reference.GameID
	}
	// by default two of the seven electronic games (one class space, the
	// Precious Pair's suited pairs and the Tiger wagers), at 8 decks;
	// BACCTK_LONG=1 (CI's long slice) settles all seven and 4 decks too
	spaces := []space{{8, standardGames}, {8, sixStarGames}, {8, []reference.GameID{"mbs-etg-v4-ncb", "mbs-etg-v4-tiger"}}}
	if os.Getenv("BACCTK_LONG") != "" {
		spaces = []space{{8, standardGames}, {4, standardGames[:1]}, {8, sixStarGames}, {8, electronicGames}}
	}
	for _, tc := range spaces {
		t.Run(fmt.Sprintf("%s-%d", tc.ids[0], tc.decks), func(t *testing.T) { checkVaried(t, tc.decks, tc.ids) })
	}
}

func checkVaried(t *testing.T, decks int, ids []reference.GameID) {
	games := gamesOf(t, ids...)
	s, err := New(games[0], decks)
	if err != nil {
		t.Fatal(err)
	}
	parts := runtime.GOMAXPROCS(0)
	none := make([]int, parts)
	var wagers [][]reference.Wager
	for _, g := range games {
		wagers = append(wagers, everyWager(g))
	}
	walkParts(t, s, parts, func(p int) func(*Class) error {
		var a, b []reference.Settlement
		return func(c *Class) error {
			rep, alt := c.Dealt(), c.VariedDealt()
			coup := reference.Deal(games[0].Deck, decks, rep)
			readPos, readPair := readSuit(games[0], s.obs, rep, &coup)
			if alt == nil {
				for _, r := range readPos[:c.N] {
					if !r {
						return fmt.Errorf("%s has no varied member, yet a rule reads not every suit", reference.FormatCards(rep))
					}
				}
				none[p]++
				return nil
			}
			where := reference.FormatCards(rep) + " / " + reference.FormatCards(alt)
			for i := range rep {
				copies := 0
				for _, d := range alt {
					if d == alt[i] {
						copies++
					}
				}
				if copies > decks {
					return fmt.Errorf("%s: %d copies of %s, the shoe holds %d", where, copies, alt[i], decks)
				}
				if alt[i].Rank() != rep[i].Rank() {
					return fmt.Errorf("%s: card %d has another rank", where, i+1)
				}
				if !readPos[i] && alt[i].Suit() == rep[i].Suit() {
					return fmt.Errorf("%s: card %d keeps its suit, which no rule reads", where, i+1)
				}
			}
			for h, hp := range handPos {
				if !readPair[h] && alt[hp[0]].Rank() == alt[hp[1]].Rank() && alt[hp[0]].Suit() == alt[hp[1]].Suit() {
					return fmt.Errorf("%s: hand %d is a pair of one suit, which no rule reads", where, h)
				}
			}
			other := reference.Deal(games[0].Deck, decks, alt)
			for i, g := range games {
				var err error
				if a, err = g.Settle(&coup, wagers[i], reference.TableSettings{}, a[:0]); err != nil {
					return err
				}
				if b, err = g.Settle(&other, wagers[i], reference.TableSettings{}, b[:0]); err != nil {
					return err
				}
				for j := range a {
					if a[j] != b[j] {
						return fmt.Errorf("%s %s: the reference settles %s otherwise: %+v, %+v", g.ID, where, a[j].Wager, a[j], b[j])
					}
				}
			}
			return nil
		}
	})
	total := 0
	for _, n := range none {
		total += n
	}
	if s.obs.element != (total > 0) {
		t.Errorf("%d classes without a varied member; want some exactly when Element Bonus reads every suit", total)
	}
}
