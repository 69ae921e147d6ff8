package shard

import (
	"testing"
)

func TestParseShard(t *testing.T) {
	t.Setenv(JobIndexVariable, "2")
	for in, want := range map[string]Shard{
		"0/1": {0, 1}, "3/4": {3, 4}, "/4": {2, 4}, "$JOB_COMPLETION_INDEX/4": {2, 4},
		"${JOB_COMPLETION_INDEX}/3": {2, 3}, "$(JOB_COMPLETION_INDEX)/5": {2, 5},
	} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "4", "4/4", "-1/4", "1/0", "a/4", "2/3/4", "$NOT_SET_ANYWHERE/4"} {
		if s, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", in, s)
		}
	}
	// Every position belongs to exactly one
	for n := 1; n <= 7; n++ {
		total := 0
		for k := 0; k < n; k++ {
			s := Shard{k, n}
			total += s.Count(100)
			for i := 0; i < 100; i++ {
				if s.Has(i) != (i%n == k) {
					t.Fatalf("shard %v has %d: %v", s, i, s.Has(i))
				}
			}
		}
		if total != 100 {
			t.Errorf("%d shards count %d of 100 positions", n, total)
		}
	}
}

// TestGameShoes: the shards of a run share the generated shoes of each
// game, each shoe to exactly one, as evenly as the position order allows;
// one game's shoes go to every shard when there are enough; the owner
// makes the game's first shoe.
func TestGameShoes(t *testing.T) {
	for _, shoes := range []int{1, 3, 4, 100} {
		for n := 1; n <= 7; n++ {
			for gi := 0; gi < 5; gi++ {
				made := make([]int, shoes)
				for k := 0; k < n; k++ {
					s := Shard{k, n}
					keep, got := s.ShoeSubset(gi, shoes), 0
					for j := 0; j < shoes; j++ {
						if keep(j) {
							made[j]++
							got++
						}
					}
					if got != s.GameShoes(gi, shoes) {
						t.Fatalf("shoes %d, shard %v, game %d: keeps %d shoes, GameShoes says %d", shoes, s, gi, got, s.GameShoes(gi, shoes))
					}
					if lo, hi := shoes/n, (shoes+n-1)/n; got < lo || got > hi {
						t.Errorf("shoes %d, shard %v, game %d: %d shoes, not between %d and %d", shoes, s, gi, got, lo, hi)
					}
				}
				for j, m := range made {
					if m != 1 {
						t.Fatalf("shoes %d, %d shards, game %d: shoe %d made %d times", shoes, n, gi, j, m)
					}
				}
				if o := GameOwner(gi, shoes, n); !(Shard{o, n}).ShoeSubset(gi, shoes)(0) {
					t.Errorf("shoes %d, %d shards, game %d: the owner %d does not make the first shoe", shoes, n, gi, o)
				}
			}
		}
	}
}
