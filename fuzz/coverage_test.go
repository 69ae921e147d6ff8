package fuzz

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/reference"
)

// TestSteeredShoesReachEveryPayRow: a batch of steered shoes settles every
// row of every game's pay tables at least once, where as many shoes
// shuffled at random leave the rare rows unreached. The table of hits is
// logged (go test -v -run TestSteeredShoesReachEveryPayRow ./fuzz).
func TestSteeredShoesReachEveryPayRow(t *testing.T) {
	const shoes = 40
	for _, g := range reference.Games() {
		steered, sr := PayRowCoverage(g, shoes, 2024, true)
		random, rr := PayRowCoverage(g, shoes, 2024, false)
		var b strings.Builder
		fmt.Fprintf(&b, "%s: %d shoes, %d steered rounds / %d random rounds\n", g.ID, shoes, sr, rr)
		missedRandom := 0
		for i, row := range steered {
			fmt.Fprintf(&b, "  %-22s %-36s %-26s steered %6d  random %6d\n", row.Wager, row.Event, row.Clause, row.Hits, random[i].Hits)
			if row.Hits == 0 {
				t.Errorf("%s: steered shoes never reach %s on %q (%s)", g.ID, row.Wager, row.Event, row.Clause)
			}
			if random[i].Hits == 0 {
				missedRandom++
			}
		}
		fmt.Fprintf(&b, "  rows random shoes miss: %d of %d\n", missedRandom, len(steered))
		t.Log(b.String())
	}
}
