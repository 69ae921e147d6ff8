// Package shard is --shard K/N: a deterministic partition of a run's
// checks (docs/scale.md), read by the runner to take its part and by the
// decision to count what a shard left to the others.
package shard

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Shard selects part K (0 to N-1) of N of a run's checks (docs/scale.md).
// The partition is by a check's position in a fixed order that depends on
// the seed only, so the N shards of one seed together make exactly the
// checks of one unsharded run, each once. The zero value is the whole run.
type Shard struct {
	K, N int
}

// JobIndexVariable is the variable a Kubernetes Indexed Job sets to the
// index of its pod: `--shard /N` and `--shard $JOB_COMPLETION_INDEX/N`
// read it.
const JobIndexVariable = "JOB_COMPLETION_INDEX"

// Parse reads "K/N" (0 <= K < N). An empty K ("/N") is taken from
// $JOB_COMPLETION_INDEX, and a K naming a variable the shell did not expand
// ("$JOB_COMPLETION_INDEX/N") from that variable.
func Parse(s string) (Shard, error) {
	k, n, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return Shard{}, fmt.Errorf("--shard %q: want K/N, e.g. 0/4 (shard K of N, from 0), or /N to take K from $%s", s, JobIndexVariable)
	}
	if k == "" || strings.HasPrefix(k, "$") {
		// "/N", or a variable no shell expanded ("$JOB_COMPLETION_INDEX",
		// "${...}", "$(...)" as written in a manifest): read it.
		name := strings.Trim(k, "${}()")
		if name == "" {
			name = JobIndexVariable
		}
		k = os.Getenv(name)
		if k == "" {
			return Shard{}, fmt.Errorf("--shard %q: K is to come from $%s, which is not set", s, name)
		}
	}
	ki, err1 := strconv.Atoi(k)
	ni, err2 := strconv.Atoi(n)
	if err1 != nil || err2 != nil || ni < 1 || ki < 0 || ki >= ni {
		return Shard{}, fmt.Errorf("--shard %q: want K/N with 0 <= K < N, e.g. 0/4", s)
	}
	return Shard{K: ki, N: ni}, nil
}

// Whole reports whether the shard is the whole run.
func (s Shard) Whole() bool { return s.N <= 1 }

// Has reports whether the check at position i of its kind's fixed order
// belongs to the shard: i mod N = K.
func (s Shard) Has(i int) bool { return s.N <= 1 || i%s.N == s.K }

// String prints "K/N" ("0/1" for an explicit single shard), or "" for the
// zero value.
func (s Shard) String() string {
	if s.N == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Strings keeps the items of a fixed list at the shard's positions.
func (s Shard) Strings(list []string) []string {
	if s.Whole() {
		return list
	}
	var out []string
	for i, x := range list {
		if s.Has(i) {
			out = append(out, x)
		}
	}
	return out
}

// Count is the number of positions 0..n-1 that belong to the shard.
func (s Shard) Count(n int) int {
	if s.Whole() {
		return n
	}
	if n <= s.K {
		return 0
	}
	return (n-1-s.K)/s.N + 1
}

// The generated shoes are cut in one order for all of a run's games, one
// game's shoes after another's: shoe j of game gi (of the games the run
// checks, shoes each) is at position gi*shoes+j. So the N shards of a
// single game share its shoes, shoe j to shard j mod N, and the shards of
// many games share them as evenly.

// GameShoes counts the shoes of game gi the shard makes.
func (s Shard) GameShoes(gi, shoes int) int {
	return s.Count(gi*shoes+shoes) - s.Count(gi*shoes)
}

// ShoeSubset keeps the shoes of game gi the shard makes (fuzz.Config.Subset).
func (s Shard) ShoeSubset(gi, shoes int) func(j int) bool {
	return func(j int) bool { return s.Has(gi*shoes + j) }
}

// GameOwner is the shard of n that makes game gi's first shoe. Of the
// shards' checks of a game that count once per run on a row (a property
// passed on the generated shoes, an exhaustive walk passed), the owner's
// stand in a merge of reports; the others' are not counted.
func GameOwner(gi, shoes, n int) int {
	if n <= 1 {
		return 0
	}
	return gi * shoes % n
}
