package judge

import (
	"strings"
	"testing"

	"github.com/bacctk/bacctk/internal/godeps"
)

// TestJudgeImportsNoRunner: judge decides, it runs nothing; the packages
// that run checks (fuzz, certify, steps, vectors) import it, never the
// other way round, so judging cannot come to depend on how a check was
// generated or reported. Only the rules' own packages are below it:
// their texts (rules), the features that quote them (features: data and
// its one parser, which the clause catalog reads) and the catalog; beside
// the interface (adapter), the reference behind it (adapter/refengine),
// whose wire encoding and card notation judging compares answers with.
func TestJudgeImportsNoRunner(t *testing.T) {
	const kit = "github.com/bacctk/bacctk/"
	allowed := map[string]bool{"judge": true, "reference": true, "adapter": true, "adapter/refengine": true, "rules": true, "features": true, "clauses": true}
	for _, p := range godeps.List(t, ".", 3) {
		name, ok := strings.CutPrefix(p, kit)
		if ok && !allowed[name] && !strings.HasPrefix(name, "internal/") {
			t.Errorf("judge depends on %s; it may import only reference, adapter, adapter/refengine, rules, features, clauses and internal packages", p)
		}
	}
}
