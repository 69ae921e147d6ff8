package features_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
)

// TestEveryContractInterpretationIsTagged: each of the contract's
// interpretations 1 to 12 (CONTRACT.md, docs/interpretations.md) is tagged
// `@interpretation:N` on at least one scenario, so that a certification
// report can show every reading the kit takes at work, and a tag names no
// interpretation the register does not have.
func TestEveryContractInterpretationIsTagged(t *testing.T) {
	scenarios, err := clauses.ScanFeatures(features.FS)
	if err != nil {
		t.Fatal(err)
	}
	const registered = 30 // the rows of docs/interpretations.md
	seen := map[int]int{}
	for _, s := range scenarios {
		for _, tag := range s.Tags {
			rest, ok := strings.CutPrefix(tag, "@interpretation:")
			if !ok {
				continue
			}
			var n int
			if _, err := fmt.Sscanf(rest, "%d", &n); err != nil || fmt.Sprint(n) != rest || n < 1 || n > registered {
				t.Errorf("%s: %q: %s", s.File, s.Name, tag)
				continue
			}
			seen[n]++
		}
	}
	for n := 1; n <= 12; n++ {
		if seen[n] == 0 {
			t.Errorf("no scenario is tagged @interpretation:%d", n)
		}
	}
}
