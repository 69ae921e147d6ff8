package exhaustive

import (
	"testing"

	"github.com/bacctk/bacctk/reference"
)

// benchWalk enumerates every class of the game at 8 decks per iteration
// and reports classes per second.
func benchWalk(b *testing.B, id reference.GameID) {
	s, err := New(gamesOf(b, id)[0], 8)
	if err != nil {
		b.Fatal(err)
	}
	n := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := s.Walk(func(*Class) error { n++; return nil }); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "classes/s")
}

func BenchmarkWalkStandard(b *testing.B)   { benchWalk(b, "mbs-ncb-v6") }
func BenchmarkWalkSixStar(b *testing.B)    { benchWalk(b, "mbs-6star-ncb-2017") }
func BenchmarkWalkElectronic(b *testing.B) { benchWalk(b, "mbs-etg-v4-ncb") }
