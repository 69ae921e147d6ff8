package vectors_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/vectors"
)

// TestVerifyDeclaredMaxStake: an engine that refuses stakes over 2^31-1
// with "invalid" fails the vectors that place one, unless its hello
// declares maxStake 2147483647: then each is not applicable, not asked,
// with a message naming the stake and the limits, and none fails.
func TestVerifyDeclaredMaxStake(t *testing.T) {
	files := oneGame(t, "mbs-ncb-v6")
	asked := 0
	d := newDouble()
	d.errFor = func(req adapter.CoupRequest) *adapter.Error {
		for _, w := range req.Wagers {
			if w.Stake > math.MaxInt32 && w.Stake <= 1_000_000_000_000 {
				asked++
				return adapter.Invalid("stake %d: 32 bits only", w.Stake)
			}
		}
		return nil
	}
	rep := vectors.Verify(context.Background(), d, files, vectors.VerifyOptions{})
	refused := asked
	if refused == 0 || rep.Counts.Fail < refused {
		t.Fatalf("undeclared: %d requests refused, counts %+v; want a failure each", refused, rep.Counts)
	}

	asked = 0
	d.declare = func(h *adapter.Hello) {
		h.Offered = map[string]adapter.Offer{"mbs-ncb-v6": {MaxStake: math.MaxInt32}}
	}
	rep = vectors.Verify(context.Background(), d, files, vectors.VerifyOptions{})
	if asked != 0 || rep.Counts.Fail+rep.Counts.Errored > 0 || rep.Counts.NotApplicable != refused {
		t.Errorf("declared: %d over the maximum asked, counts %+v; want none asked, %d not applicable, none failed", asked, rep.Counts, refused)
	}
	for _, r := range rep.Results {
		if r.Verdict == vectors.NotApplicable && !strings.Contains(r.Message, "is outside the stakes the engine declares on mbs-ncb-v6 (1 to 2147483647 minor units)") {
			t.Errorf("%s: %q", r.ID, r.Message)
		}
	}
}
