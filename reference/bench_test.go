package reference

import (
	"math/rand/v2"
	"testing"
)

// benchShoe returns a shuffled 8-deck shoe and the offsets of the first card
// of each round dealt through it, so the benchmarks deal realistic coups.
func benchShoe(b *testing.B, d DeckType) ([]Card, []int) {
	shoe, err := NewShoe(d, 8, rand.New(rand.NewPCG(7, 7)), 0)
	if err != nil {
		b.Fatal(err)
	}
	var starts []int
	for at := 0; at+6 <= len(shoe); {
		starts = append(starts, at)
		c := Deal(d, 8, shoe[at:])
		at += c.CardsUsed
	}
	return shoe, starts
}

// BenchmarkCoup measures the deal and its outcome: Table of Play, totals and
// winner.
func BenchmarkCoup(b *testing.B) {
	shoe, starts := benchShoe(b, Standard52)
	b.ReportAllocs()
	b.ResetTimer()
	var sink Winner
	for i := 0; i < b.N; i++ {
		d := NewDealer(Standard52, 8)
		c := d.Deal(shoe[starts[i%len(starts)]:])
		sink += c.Winner()
	}
	_ = sink
}

// BenchmarkCoupSettle measures the deal and the settlement of every wager a
// Tiger game offers.
func BenchmarkCoupSettle(b *testing.B) {
	shoe, starts := benchShoe(b, Standard52)
	g, _ := LookupGame("mbs-tiger-v2")
	var wagers []Wager
	for _, w := range g.Wagers {
		wagers = append(wagers, Wager{w.ID, 101})
	}
	out := make([]Settlement, 0, len(wagers))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := NewDealer(Standard52, 8)
		c := d.Deal(shoe[starts[i%len(starts)]:])
		out, _ = g.Settle(&c, wagers, TableSettings{}, out[:0])
	}
}
