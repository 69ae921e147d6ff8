package fuzz

import "math/rand/v2"

// Source supplies the choices a generator makes. Two sources exist: one
// backed by a seeded PRNG (FromSeed, so that the certification runner
// generates shoes outside `go test`, fast, replayable from a seed) and one
// backed by rapid (rapidfuzz.FromRapid, so that rapid can shrink a failing
// case by shrinking the choices; in its own package so that the bacctk
// binary does not link rapid).
type Source interface {
	// Int returns an integer in [lo, hi]; lo <= hi.
	Int(label string, lo, hi int) int
}

// FromSeed returns a Source driven by a PCG generator seeded with seed: the
// same seed gives the same choices on every machine.
func FromSeed(seed uint64) Source {
	return &seedSource{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

type seedSource struct{ r *rand.Rand }

func (s *seedSource) Int(_ string, lo, hi int) int {
	if lo >= hi {
		return lo
	}
	return lo + s.r.IntN(hi-lo+1)
}

// chance reports true with probability num/den.
func chance(src Source, label string, num, den int) bool {
	return src.Int(label, 0, den-1) < num
}

// pick returns one element of list.
func pick[E any](src Source, label string, list []E) E {
	return list[src.Int(label, 0, len(list)-1)]
}

// Mix derives a seed for one unit of work (a game, a shoe) from a run's
// seed, so that each unit replays alone (splitmix64 finalizer).
func Mix(seed uint64, parts ...uint64) uint64 {
	x := seed
	for _, p := range parts {
		x ^= p + 0x9e3779b97f4a7c15 + (x << 6) + (x >> 2)
		x ^= x >> 30
		x *= 0xbf58476d1ce4e5b9
		x ^= x >> 27
		x *= 0x94d049bb133111eb
		x ^= x >> 31
	}
	return x
}
