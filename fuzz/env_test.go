package fuzz

import (
	"flag"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/bacctk/bacctk/internal/longtest"
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

// rapidChecks sets rapid's number of checks per property to n for the rest
// of the test (the package's tests do not run in parallel), unless the long
// run is on (rapid's default of 100) or the runner chose a number
// (-rapid.checks, RAPID_CHECKS).
func rapidChecks(t *testing.T, n int) {
	if longtest.Enabled() || os.Getenv("RAPID_CHECKS") != "" {
		return
	}
	chosen := false
	flag.Visit(func(f *flag.Flag) { chosen = chosen || f.Name == "rapid.checks" })
	f := flag.Lookup("rapid.checks")
	if chosen || f == nil {
		return
	}
	old := f.Value.String()
	if err := f.Value.Set(strconv.Itoa(n)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Value.Set(old) })
}
