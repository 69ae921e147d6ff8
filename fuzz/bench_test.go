package fuzz

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/judge"
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
	ref := refengine.New()
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
// every core and compares the answers. A nil ref is Check's default
// oracle: judge.MatchCoup compares each answer with the reference's own
// computation, without the reference's wire answer.
func differential(b *testing.B, ref, eng adapter.Engine, reqs []adapter.CoupRequest, withProperties bool) {
	const batch = 256
	var compared, differ atomic.Int64
	workers := runtime.GOMAXPROCS(0)
	cpu0 := cpuTime()
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
				got, _ := eng.Coups(ctx, part)
				var want []adapter.CoupReply
				if ref != nil {
					want, _ = ref.Coups(ctx, part)
				}
				for j := range part {
					if got[j].Err != nil {
						continue
					}
					if ref == nil {
						// Check's default: judge.MatchCoup, no wire answer
						// from the reference unless they differ.
						if match, _ := judge.MatchCoup(&part[j], &got[j].Result); !match {
							differ.Add(1)
						}
					} else if want[j].Err == nil && !judge.EqualCoup(&want[j].Result, &got[j].Result) {
						differ.Add(1)
					}
					if withProperties {
						g, _ := reference.LookupGame(reference.GameID(part[j].Game))
						tokens, _ := reference.ParseTokens(part[j].Cards)
						in := judge.NewCoupInput(g, part[j].Decks, tokens, part[j].Wagers, part[j].Table, reference.Readings{})
						if vs := judge.CheckCoup(&in, &got[j].Result); len(vs) > 0 {
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
	cpu := cpuTime() - cpu0
	if differ.Load() > 0 {
		b.Fatalf("%d answers differ", differ.Load())
	}
	b.ReportMetric(float64(compared.Load())/b.Elapsed().Seconds(), "coups/s")
	// Coups per second of CPU this process used (GC included): unlike the
	// wall-clock figure it does not depend on what else the machine runs;
	// times the cores, it is the throughput of an otherwise idle machine.
	b.ReportMetric(float64(compared.Load())/cpu.Seconds(), "coups/cpu-s")
}

// cpuTime is the user and system CPU time this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
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
		differential(b, refengine.New(), refengine.New(), reqs, false)
	})
	b.Run("fastreference-vs-fastreference", func(b *testing.B) {
		differential(b, refengine.NewFast(), refengine.NewFast(), reqs, false)
	})
	b.Run("reference-vs-independent", func(b *testing.B) {
		differential(b, refengine.New(), ind, reqs, false)
	})
	b.Run("fastreference-vs-independent", func(b *testing.B) {
		differential(b, refengine.NewFast(), ind, reqs, false)
	})
	b.Run("fastreference-vs-independent+properties", func(b *testing.B) {
		differential(b, refengine.NewFast(), ind, reqs, true)
	})
	b.Run("oracle-vs-fastreference", func(b *testing.B) {
		differential(b, nil, refengine.NewFast(), reqs, false)
	})
	b.Run("oracle-vs-independent", func(b *testing.B) {
		differential(b, nil, ind, reqs, false)
	})
	b.Run("oracle-vs-independent+properties", func(b *testing.B) {
		differential(b, nil, ind, reqs, true)
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

// BenchmarkEngine measures one coup of each engine alone, on one core:
// the parts the differential's throughput is made of.
func BenchmarkEngine(b *testing.B) {
	reqs := benchCoups(4)
	ind, err := independent.New()
	if err != nil {
		b.Fatal(err)
	}
	for _, e := range []struct {
		name string
		eng  adapter.Engine
	}{{"reference", refengine.New()}, {"fastreference", refengine.NewFast()}, {"independent", ind}} {
		b.Run(e.name, func(b *testing.B) {
			ctx := context.Background()
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := e.eng.Coup(ctx, reqs[i%len(reqs)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkMatchCoup measures the differential's fast path alone: the
// reference's deal and settlement compared with a wire answer.
func BenchmarkMatchCoup(b *testing.B) {
	reqs := benchCoups(4)
	ref := refengine.New()
	answers := make([]adapter.CoupResult, len(reqs))
	for i := range reqs {
		answers[i], _ = ref.Coup(context.Background(), reqs[i])
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := i % len(reqs)
		if match, _ := judge.MatchCoup(&reqs[j], &answers[j]); !match {
			b.Fatal("no match")
		}
	}
}
