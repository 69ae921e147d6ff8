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
