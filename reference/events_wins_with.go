package reference

import "fmt"

// This file is one family of events, parameterised rather than written out
// case by case: a hand winning with a given number of cards and a given
// point total. The Tiger and Fortune Six rows (Banker winning with a two-
// or three-card 6) are two of its members; the rest are what other
// baccarat variants pay on: EZ Baccarat's Dragon 7 and its Banker push (a
// three-card Banker 7) and Panda 8 (a three-card Player 8), and any such
// row a rules pack names by id.

// winsWithParams are the parameters of one member of the family.
type winsWithParams struct {
	hand  Winner // PlayerWin or BankerWin
	cards uint8  // 2 or 3
	total uint8  // 1 to 9: a hand cannot win on 0
}

// numWinsWith is the number of members no constant of events.go names:
// two hands, two card counts, nine totals, less the two Tiger rows.
const numWinsWith = 2*2*9 - 2

// winsWithFamily is the family's tables, built when the package is
// initialised: as a variable rather than in an init function, so that any
// other variable built from event ids (ParseEvent) is built after it.
var winsWithFamily = newWinsWithFamily()

type winsWithTables struct {
	// event is the member of each hand (PlayerWin-1, BankerWin-1), card
	// count (2 or 3, less 2) and total.
	event [2][2][10]Event
	// of and defs are the parameters and the id and description of the
	// event firstWinsWith+i.
	of   [numWinsWith]winsWithParams
	defs [numWinsWith]eventDef
}

// newWinsWithFamily gives every member of the family its event, id and
// description, the two Tiger rows keeping their constants and ids.
func newWinsWithFamily() *winsWithTables {
	t := &winsWithTables{}
	t.event[BankerWin-1][0][6] = BankerWinsOn6WithTwoCards
	t.event[BankerWin-1][1][6] = BankerWinsOn6WithThreeCard
	next := firstWinsWith
	for _, hand := range []Winner{PlayerWin, BankerWin} {
		for cards := uint8(2); cards <= 3; cards++ {
			for total := uint8(1); total <= 9; total++ {
				if t.event[hand-1][cards-2][total] != NoEvent {
					continue
				}
				t.event[hand-1][cards-2][total] = next
				t.of[next-firstWinsWith] = winsWithParams{hand, cards, total}
				t.defs[next-firstWinsWith] = winsWithDef(hand, cards, total)
				next++
			}
		}
	}
	if next != numEvents {
		panic(fmt.Sprintf("reference: %d events of the WinsWith family, want %d", next-firstWinsWith, numWinsWith)) // programming error, caught by every test
	}
	return t
}

// withWinsWith is the table of events given, with the family's filled in.
func withWinsWith(defs [numEvents]eventDef) [numEvents]eventDef {
	copy(defs[firstWinsWith:], winsWithFamily.defs[:])
	return defs
}

// winsWithDef is a member's id and description, in the words of the
// Tiger rows' ("banker-wins-on-6-with-three-cards").
func winsWithDef(hand Winner, cards, total uint8) eventDef {
	name, count := "Player", "two"
	if hand == BankerWin {
		name = "Banker"
	}
	if cards == 3 {
		count = "three"
	}
	return eventDef{
		id:   fmt.Sprintf("%s-wins-on-%d-with-%s-cards", hand, total, count),
		text: fmt.Sprintf("%s wins with a point total of %d on %s cards", name, total, count),
	}
}

// WinsWith returns the event "hand wins with a point total of total on
// exactly cards cards": hand is PlayerWin or BankerWin, cards 2 or 3,
// total 1 to 9 (a hand cannot win on 0). WinsWith(BankerWin, 3, 7) is EZ
// Baccarat's Dragon 7, WinsWith(PlayerWin, 3, 8) its Panda 8, and
// WinsWith(BankerWin, 2, 6) the Tiger row BankerWinsOn6WithTwoCards. Seven
// members never hold, so that a pay table naming one pays nothing: a Player
// keeps two cards on 1 to 5, and a Banker on 1 or 2, only against a Natural,
// and then loses (the Table of Play, rules 3.9.1 to 3.9.4).
func WinsWith(hand Winner, cards, total int) (Event, bool) {
	if hand != PlayerWin && hand != BankerWin || cards < 2 || cards > 3 || total < 1 || total > 9 {
		return NoEvent, false
	}
	return winsWithFamily.event[hand-1][cards-2][total], true
}

// winsWith is the family's condition: the hand wins, on exactly cards
// cards, with the point total total.
func winsWith(c *Coup, f *Facts, hand Winner, cards uint8, total int) bool {
	h, t := &c.Player, f.PlayerTotal
	if hand == BankerWin {
		h, t = &c.Banker, f.BankerTotal
	}
	return f.Winner == hand && h.N == cards && t == total
}
