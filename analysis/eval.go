package analysis

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// wagerSet is a group of wagers counted on the same classes. It settles
// each wager on a representative coup exactly as reference settlement does
// (reference/settle.go settleOne): the first pay-table row whose event
// holds settles it, no row and it loses. Each distinct event that can hold
// on a coup's winner is evaluated once per coup.
type wagerSet struct {
	specs  []*reference.WagerSpec
	events []reference.Event // distinct events of the set's rows
	// rows holds every wager's rows, as indexes into events, one wager
	// after another; wager w's rows are rows[first[w]:first[w+1]], and its
	// counts are at first[w]+w (one more slot per wager, for "lose").
	rows  []uint8
	first []int
	// masks holds each wager's events, as bits of events: a coup on
	// which none holds loses the wager without a look at its rows.
	masks []uint64
	// ask lists, per winner of a coup, the events that can hold on it:
	// those that name no winner and those that name that one
	// (reference.Event.Winner).
	ask [4][]uint8
	// readings is the reading of the rules the rows' events are read
	// under (the zero value: the kit's).
	readings reference.Readings
}

func newWagerSet(specs []*reference.WagerSpec) (*wagerSet, error) {
	ws := &wagerSet{specs: specs}
	at := map[reference.Event]int{}
	for _, w := range specs {
		ws.first = append(ws.first, len(ws.rows))
		for _, p := range w.Pays {
			i, ok := at[p.Event]
			if !ok {
				i = len(ws.events)
				if i >= 64 {
					return nil, fmt.Errorf("more than 64 distinct events in one group of wagers")
				}
				at[p.Event] = i
				ws.events = append(ws.events, p.Event)
			}
			ws.rows = append(ws.rows, uint8(i))
		}
	}
	ws.first = append(ws.first, len(ws.rows))
	for w := range specs {
		var m uint64
		for _, e := range ws.rows[ws.first[w]:ws.first[w+1]] {
			m |= 1 << e
		}
		ws.masks = append(ws.masks, m)
	}
	for win := range ws.ask {
		for i, e := range ws.events {
			if named, ok := e.Winner(); !ok || named == reference.Winner(win) {
				ws.ask[win] = append(ws.ask[win], uint8(i))
			}
		}
	}
	return ws, nil
}

// tally holds the counts of one wagerSet: per wager, per row, then a last
// slot for "lose". byWager[w] is wager w's part of flat.
type tally struct {
	flat    []uint64
	byWager [][]uint64
}

// newTally allocates a tally in one block, padded on both sides, so that
// the tallies of goroutines counting in parallel never share a cache line.
func (ws *wagerSet) newTally() tally {
	const pad = 16 // 128 bytes
	n := len(ws.rows) + len(ws.specs)
	t := tally{flat: make([]uint64, n+2*pad)[pad : pad+n : pad+n]}
	for w := range ws.specs {
		t.byWager = append(t.byWager, t.flat[ws.first[w]+w:ws.first[w+1]+w+1])
	}
	return t
}

func (t tally) addTally(u tally) {
	for i := range t.flat {
		t.flat[i] += u.flat[i]
	}
}

// add settles every wager of the set on c and adds weight to the row that
// settled it.
func (ws *wagerSet) add(t tally, c *reference.Coup, weight uint64) {
	facts := reference.FactsOf(c)
	ws.addGiven(t, c, &facts, weight)
}

// addGiven is add for a coup whose facts are FactsOf(c): a leaf of the
// deal tree computes them once for its outcome count and every set.
func (ws *wagerSet) addGiven(t tally, c *reference.Coup, f *reference.Facts, weight uint64) {
	facts := *f
	facts.Readings = ws.readings
	// Every distinct event that can hold on the coup's winner once: most
	// wagers lose most coups, and a wager none of whose events holds
	// loses without a walk of its rows.
	var holds uint64
	for _, i := range ws.ask[facts.Winner&3] {
		if ws.events[i].HoldsGiven(c, &facts) {
			holds |= 1 << i
		}
	}
	rows, flat := ws.rows, t.flat
	for w, m := range ws.masks {
		r, end := ws.first[w], ws.first[w+1]
		if m&holds != 0 {
			for holds&(1<<rows[r]) == 0 {
				r++
			}
		} else {
			r = end
		}
		flat[r+w] += weight
	}
}
