//go:build race

package certify

// raceEnabled: the tests run under the race detector, whose instrumented
// engines start and exit several times slower.
const raceEnabled = true
