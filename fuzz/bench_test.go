package fuzz

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/reference"
)

func BenchmarkGenShoe(b *testing.B) {
	for _, d := range []reference.DeckType{reference.Standard52, reference.SixStar65} {
		b.Run(d.String(), func(b *testing.B) {
			cards := 0
			for i := 0; i < b.N; i++ {
				cards += len(GenShoe(FromSeed(uint64(i)), d).Cards)
			}
			b.ReportMetric(float64(cards)/float64(b.N), "cards/shoe")
		})
	}
}

func BenchmarkGenSteeredShoe(b *testing.B) {
	for _, id := range []string{"mbs-6star-ncb-2017", "mbs-etg-v4-fortune-six-ncb"} {
		g, _ := reference.LookupGame(reference.GameID(id))
		b.Run(id, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				GenSteeredShoe(FromSeed(uint64(i)), g)
			}
		})
	}
}

// benchCoups is a fixed batch of coup requests drawn from generated shoes
// of every game: each round of each shoe with its own wagers.
func benchCoups(shoesPerGame int) []adapter.CoupRequest {
	var out []adapter.CoupRequest
	ref := adapter.NewReference()
	for gi, g := range reference.Games() {
		for i := 0; i < shoesPerGame; i++ {
			src := FromSeed(Mix(99, uint64(gi), uint64(i)))
			shoe := GenShoe(src, g.Deck)
			tokens := shoe.Tokens()
			run, err := ref.Shoe(context.Background(), adapter.ShoeRequest{Game: string(g.ID), Decks: shoe.Decks, Cards: tokens})
			if err != nil {
				panic(err)
			}
			off := 0
			for _, r := range run.Rounds {
				end := min(len(tokens), off+r.CardsUsed+2)
				ws := GenWagers(src, g)
				out = append(out, adapter.CoupRequest{Game: string(g.ID), Decks: shoe.Decks, Cards: tokens[off:end], Wagers: ws.Wagers, Table: ws.Table})
				off += r.CardsUsed
			}
		}
	}
	return out
}

// differential runs the coups through both engines in batches of 256 on
// every core and compares the answers; it returns the coups compared.
func differential(b *testing.B, ref, eng adapter.Engine, reqs []adapter.CoupRequest, withProperties bool) {
	const batch = 256
	var compared, differ atomic.Int64
	workers := runtime.GOMAXPROCS(0)
	b.ResetTimer()
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx := context.Background()
			for {
				i := int(next.Add(1) - 1)
				if i >= b.N {
					return
				}
				start := (i * batch) % len(reqs)
				end := min(start+batch, len(reqs))
				part := reqs[start:end]
				want, _ := ref.Coups(ctx, part)
				got, _ := eng.Coups(ctx, part)
				for j := range part {
					if want[j].Err != nil || got[j].Err != nil {
						continue
					}
					if !EqualCoup(&want[j].Result, &got[j].Result) {
						differ.Add(1)
					}
					if withProperties {
						g, _ := reference.LookupGame(reference.GameID(part[j].Game))
						tokens, _ := reference.ParseTokens(part[j].Cards)
						in := newCoupInput(g, part[j].Decks, tokens, part[j].Wagers, part[j].Table)
						if vs := checkCoup(&in, &got[j].Result); len(vs) > 0 {
							differ.Add(1)
						}
					}
				}
				compared.Add(int64(len(part)))
			}
		}()
	}
	wg.Wait()
	b.StopTimer()
	if differ.Load() > 0 {
		b.Fatalf("%d answers differ", differ.Load())
	}
	b.ReportMetric(float64(compared.Load())/b.Elapsed().Seconds(), "coups/s")
}

// BenchmarkDifferential measures differential throughput in process: coups
// compared per second, answers of both engines computed, on all cores.
// reference-vs-reference is the baseline.
func BenchmarkDifferential(b *testing.B) {
	reqs := benchCoups(4)
	ind, err := independent.New()
	if err != nil {
		b.Fatal(err)
	}
	b.Run("reference-vs-reference", func(b *testing.B) {
		differential(b, adapter.NewReference(), adapter.NewReference(), reqs, false)
	})
	b.Run("fastreference-vs-fastreference", func(b *testing.B) {
		differential(b, adapter.NewFastReference(), adapter.NewFastReference(), reqs, false)
	})
	b.Run("reference-vs-independent", func(b *testing.B) {
		differential(b, adapter.NewReference(), ind, reqs, false)
	})
	b.Run("fastreference-vs-independent", func(b *testing.B) {
		differential(b, adapter.NewFastReference(), ind, reqs, false)
	})
	b.Run("fastreference-vs-independent+properties", func(b *testing.B) {
		differential(b, adapter.NewFastReference(), ind, reqs, true)
	})
}

// BenchmarkCheck measures the Check runner end to end on one game:
// generation, coups, whole shoes, properties and differential.
func BenchmarkCheck(b *testing.B) {
	ind, err := independent.New()
	if err != nil {
		b.Fatal(err)
	}
	coups := 0
	for i := 0; i < b.N; i++ {
		rep, err := Check(context.Background(), ind, []string{"mbs-tiger-v2"}, Config{Shoes: 10, Seed: uint64(i + 1)})
		if err != nil || rep.Failed() {
			b.Fatalf("%v %v", err, rep.Failures())
		}
		for _, g := range rep.Games {
			coups += g.Coups
		}
	}
	b.ReportMetric(float64(coups)/b.Elapsed().Seconds(), "coups/s")
}
