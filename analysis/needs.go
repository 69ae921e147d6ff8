package analysis

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// need is the set of facts about a card sequence that an event of the
// reference reads: reference.Reads, the one table of them (its entries are
// this analysis's proof obligations; brute_test.go checks the whole table
// against a full enumeration of card sequences). The class partitions of
// the analysis are chosen from them: an event may be counted on classes of
// card sequences only if every fact it needs is the same for every
// sequence of a class.
type need = reference.Reads

const (
	needValues      = reference.ReadsValues
	needFire9       = reference.ReadsFire9
	needStars       = reference.ReadsStars
	needSameElement = reference.ReadsSameElement
	needRankP       = reference.ReadsRanksP
	needRankB       = reference.ReadsRanksB
	needDiamondP    = reference.ReadsDiamondP
	needDiamondB    = reference.ReadsDiamondB
	needSuitP       = reference.ReadsSuitsP
	needSuitB       = reference.ReadsSuitsB
)

const (
	dealNeeds    = needValues | needFire9 | needStars
	elementNeeds = needValues | needSameElement
	initialNeeds = needRankP | needRankB | needDiamondP | needDiamondB | needSuitP | needSuitB
)

// needsOf returns the facts the event reads (reference.EventReads).
func needsOf(e reference.Event) (need, error) { return reference.EventReads(e) }

// wagerNeeds returns the union of the needs of the wager's rows.
func wagerNeeds(w *reference.WagerSpec) (need, error) {
	var n need
	for _, p := range w.Pays {
		e, err := needsOf(p.Event)
		if err != nil {
			return 0, fmt.Errorf("wager %s: %w", w.ID, err)
		}
		n |= e
	}
	return n, nil
}
