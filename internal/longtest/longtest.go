// Package longtest is the switch between the kit's default test run and its
// long one. `go test ./...` runs every check with a budget sized so that no
// package takes more than about a minute and a half on two cores;
// BACCTK_LONG=1 runs the same checks with their soak budgets: thousands of
// shoes, every planted defect on every game, big differential searches
// (README's Tests section, .ci/run).
package longtest

import "os"

// Env is the environment variable that turns the long run on.
const Env = "BACCTK_LONG"

// Enabled reports whether the long run is on: BACCTK_LONG set to anything
// but "" or "0".
func Enabled() bool {
	v := os.Getenv(Env)
	return v != "" && v != "0"
}

// Budget returns short in the default run and long in the long one.
func Budget(short, long int) int {
	if Enabled() {
		return long
	}
	return short
}

// Pick returns all of items in the long run, and in the default run the n
// items starting at seed modulo len(items) (wrapping round), so that the
// default runs of different seeds together cover every item.
func Pick[T any](items []T, n int, seed uint64) []T {
	if Enabled() || n >= len(items) {
		return items
	}
	out := make([]T, 0, n)
	start := int(seed % uint64(len(items)))
	for i := 0; i < n; i++ {
		out = append(out, items[(start+i)%len(items)])
	}
	return out
}

// Spread returns n items spread evenly over items, the first at seed
// modulo the spacing, so that a sample of a long list (every pair of two
// defect lists) reaches all of it across seeds where Pick's n neighbours
// would stay near one end; all of items when n >= len(items).
func Spread[T any](items []T, n int, seed uint64) []T {
	if n >= len(items) {
		return items
	}
	if n <= 0 {
		return nil
	}
	out := make([]T, 0, n)
	step := len(items) / n
	start := int(seed % uint64(step))
	for i := 0; i < n; i++ {
		out = append(out, items[start+i*step])
	}
	return out
}
