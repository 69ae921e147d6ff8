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
	// rows holds every wager's rows, as indexes into events, one wager
	// after another; wager w's rows are rows[first[w]:first[w+1]], and its
	// counts are at first[w]+w (one more slot per wager, for "lose").
	rows  []uint8
	first []int
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
	var done, holds uint64
	rows, flat := ws.rows, t.flat
	facts := *f
	facts.Readings = ws.readings
	for w := 0; w+1 < len(ws.first); w++ {
		r, end := ws.first[w], ws.first[w+1]
		for ; r < end; r++ {
			bit := uint64(1) << rows[r]
			if done&bit == 0 {
				done |= bit
				if ws.events[rows[r]].HoldsGiven(c, &facts) {
					holds |= bit
				}
			}
			if holds&bit != 0 {
				break
			}
		}
		flat[r+w] += weight
	}
}
