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

func TestSpread(t *testing.T) {
	items := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	for _, tc := range []struct {
		n    int
		seed uint64
		want []int
	}{
		{3, 0, []int{0, 3, 6}},
		{3, 4, []int{1, 4, 7}},
		{5, 7, []int{1, 3, 5, 7, 9}},
		{10, 3, items},
		{12, 3, items},
		{0, 3, nil},
	} {
		if got := Spread(items, tc.n, tc.seed); !slices.Equal(got, tc.want) {
			t.Errorf("Spread(%d, seed %d) = %v, want %v", tc.n, tc.seed, got, tc.want)
		}
	}
}
