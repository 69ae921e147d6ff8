package analysis

import (
	"testing"

	"github.com/bacctk/bacctk/reference"
)

// BenchmarkAnalyzeGame analyses every wager of each game on 8 decks, using
// every CPU (go test -bench AnalyzeGame ./analysis). The target is under
// 50 ms per game on two cores.
func BenchmarkAnalyzeGame(b *testing.B) {
	for _, g := range reference.Games() {
		b.Run(string(g.ID), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Analyze(g, 8); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkAnalyzeAll analyses the 11 games at 4 to 10 decks, as
// `bacctk analyze --all` does. The target is under 2 s on two cores.
func BenchmarkAnalyzeAll(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := AnalyzeAll(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDealTreeBaseline walks the 8-deck value tree with no wager to
// settle: the cost of the reference deal alone, the baseline the other
// figures compare with.
func BenchmarkDealTreeBaseline(b *testing.B) {
	s, err := fullShoe(reference.Standard52, 8)
	if err != nil {
		b.Fatal(err)
	}
	main, _ := newWagerSet(nil)
	p, err := newDealPlan(s, main, nil, false, false)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if _, err := p.run(1); err != nil {
			b.Fatal(err)
		}
	}
}
