package adapter

import (
	"strings"
	"testing"

	"github.com/bacctk/bacctk/internal/godeps"
)

// TestAdapterImportsNoEngine: the interface package holds the interface
// and its vocabulary and nothing that answers it: neither the reference
// engine (adapter/refengine) nor the reference it deals with, so that an
// engine, a double or a check can depend on the interface alone. Of the
// kit it may link only internal helpers.
func TestAdapterImportsNoEngine(t *testing.T) {
	const kit = "github.com/bacctk/bacctk/"
	for _, p := range godeps.List(t, ".", 3) {
		name, ok := strings.CutPrefix(p, kit)
		if ok && name != "adapter" && !strings.HasPrefix(name, "internal/") {
			t.Errorf("adapter depends on %s; it may import only internal packages of the kit", p)
		}
	}
}
