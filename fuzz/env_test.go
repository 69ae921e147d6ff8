package fuzz

import (
	"os"
	"strconv"
	"testing"
	"time"
)

// The budget of the package's own tests. go test ./... runs a short one;
// set BACCTK_FUZZ_SHOES for a longer run and BACCTK_FUZZ_SEED to replay or
// vary one ("random" draws a seed from the clock). docs/fuzzing.md.
func testShoes(t testing.TB, short int) int {
	if s := os.Getenv("BACCTK_FUZZ_SHOES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("BACCTK_FUZZ_SHOES=%q: want a number of shoes", s)
		}
		return n
	}
	return short
}

func testSeed(t testing.TB, fixed uint64) uint64 {
	s := os.Getenv("BACCTK_FUZZ_SEED")
	switch s {
	case "":
		return fixed
	case "random":
		seed := uint64(time.Now().UnixNano())
		t.Logf("BACCTK_FUZZ_SEED=%d", seed)
		return seed
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		t.Fatalf("BACCTK_FUZZ_SEED=%q: want a number or \"random\"", s)
	}
	return n
}
