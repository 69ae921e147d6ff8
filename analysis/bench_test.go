package analysis

import (
	"syscall"
	"testing"
	"time"

	"github.com/bacctk/bacctk/reference"
)

// The benchmarks report, besides wall time (ns/op), the CPU time of the
// process per op (cpu-ms/op: user and system time of every thread, much
// less sensitive than wall time to other processes sharing the machine) and
// that CPU time as a multiple of the baseline's (x-baseline): one
// single-threaded walk of the 8-deck value tree with nothing to settle, the
// cost of the reference deal alone, measured in the same run.
//
//	go test -run XXX -bench . -benchtime 20x ./analysis

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// baselineCPU returns the CPU time of one walk of the 8-deck value tree
// (the best of three).
func baselineCPU(b *testing.B) time.Duration {
	b.Helper()
	p := baselinePlan(b)
	best := time.Duration(1 << 62)
	for i := 0; i < 3; i++ {
		c := cpuTime()
		if _, err := p.run(1); err != nil {
			b.Fatal(err)
		}
		best = min(best, cpuTime()-c)
	}
	return best
}

// baselinePlan is the baseline's plan: the 8-deck value tree with no
// wager to settle.
func baselinePlan(b *testing.B) *dealPlan {
	b.Helper()
	s, err := fullShoe(reference.Standard52, 8)
	if err != nil {
		b.Fatal(err)
	}
	main, _ := newWagerSet(nil)
	p, err := newDealPlan(s, main, nil, false, false)
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// measure runs f b.N times and reports the CPU metrics.
func measure(b *testing.B, base time.Duration, f func() error) {
	b.Helper()
	b.ResetTimer()
	c := cpuTime()
	for i := 0; i < b.N; i++ {
		if err := f(); err != nil {
			b.Fatal(err)
		}
	}
	cpu := (cpuTime() - c) / time.Duration(b.N)
	b.StopTimer()
	b.ReportMetric(float64(cpu)/1e6, "cpu-ms/op")
	if base > 0 {
		b.ReportMetric(float64(cpu)/float64(base), "x-baseline")
	}
}

// BenchmarkAnalyzeGame analyses every wager of each game on 8 decks, using
// every CPU. The target is under 50 ms per game on two cores.
func BenchmarkAnalyzeGame(b *testing.B) {
	base := baselineCPU(b)
	for _, g := range reference.Games() {
		b.Run(string(g.ID), func(b *testing.B) {
			measure(b, base, func() error {
				_, err := Analyze(g, 8)
				return err
			})
		})
	}
}

// BenchmarkAnalyzeAll analyses the 11 games at 4 to 10 decks, as
// `bacctk analyze --all` does. The target is under 2 s on two cores.
func BenchmarkAnalyzeAll(b *testing.B) {
	base := baselineCPU(b)
	measure(b, base, func() error {
		_, err := AnalyzeAll()
		return err
	})
}

// BenchmarkDealTreeBaseline is the baseline itself: the 8-deck value tree
// walked on one goroutine with no wager to settle.
func BenchmarkDealTreeBaseline(b *testing.B) {
	p := baselinePlan(b)
	measure(b, 0, func() error {
		_, err := p.run(1)
		return err
	})
}
