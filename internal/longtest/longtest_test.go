package longtest

import (
	"slices"
	"testing"
)

func TestBudgetAndPick(t *testing.T) {
	items := []string{"a", "b", "c", "d"}
	t.Setenv(Env, "")
	if Enabled() || Budget(1, 9) != 1 {
		t.Fatalf("BACCTK_LONG unset: enabled %v, budget %d", Enabled(), Budget(1, 9))
	}
	if got := Pick(items, 2, 3); !slices.Equal(got, []string{"d", "a"}) {
		t.Errorf("Pick(2, seed 3) = %v, want [d a] (wrapping round)", got)
	}
	if got := Pick(items, 9, 3); !slices.Equal(got, items) {
		t.Errorf("Pick(9) = %v, want every item", got)
	}
	t.Setenv(Env, "0")
	if Enabled() {
		t.Error(`BACCTK_LONG=0 turned the long run on`)
	}
	t.Setenv(Env, "1")
	if !Enabled() || Budget(1, 9) != 9 || len(Pick(items, 1, 0)) != len(items) {
		t.Errorf("BACCTK_LONG=1: enabled %v, budget %d, pick %v", Enabled(), Budget(1, 9), Pick(items, 1, 0))
	}
}
