package analysis

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// wagerSet is a group of wagers counted on the same classes. It settles
// each wager on a representative coup exactly as reference settlement does
// (reference/settle.go settleOne): the first pay-table row whose event
// holds settles it, no row and it loses. Each distinct event is evaluated
// at most once per coup.
type wagerSet struct {
	specs  []*reference.WagerSpec
	events []reference.Event // distinct events of the set's rows
	rows   [][]uint8         // per wager, per row: index into events
}

func newWagerSet(specs []*reference.WagerSpec) (*wagerSet, error) {
	ws := &wagerSet{specs: specs}
	at := map[reference.Event]int{}
	for _, w := range specs {
		var rows []uint8
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
			rows = append(rows, uint8(i))
		}
		ws.rows = append(ws.rows, rows)
	}
	return ws, nil
}

// tally holds the counts of one wagerSet: per wager, per row, then a last
// slot for "lose".
type tally [][]uint64

// newTally allocates a tally in one block, padded on both sides, so that
// the tallies of goroutines counting in parallel never share a cache line.
func (ws *wagerSet) newTally() tally {
	const pad = 16 // 128 bytes
	n := 2 * pad
	for _, r := range ws.rows {
		n += len(r) + 1
	}
	slab := make([]uint64, n)[pad:]
	t := make(tally, len(ws.rows))
	for i, r := range ws.rows {
		t[i], slab = slab[:len(r)+1:len(r)+1], slab[len(r)+1:]
	}
	return t
}

func (t tally) addTally(u tally) {
	for i := range t {
		for j := range t[i] {
			t[i][j] += u[i][j]
		}
	}
}

// add settles every wager of the set on c and adds weight to the row that
// settled it.
func (ws *wagerSet) add(t tally, c *reference.Coup, weight uint64) {
	var done, holds uint64
	for w, rows := range ws.rows {
		r := 0
		for ; r < len(rows); r++ {
			bit := uint64(1) << rows[r]
			if done&bit == 0 {
				done |= bit
				if ws.events[rows[r]].Holds(c) {
					holds |= bit
				}
			}
			if holds&bit != 0 {
				break
			}
		}
		t[w][r] += weight
	}
}
