//go:build unix

package certify

import (
	"context"
	"syscall"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
)

// BenchmarkCertifyEngineRatio is issue 13's figure as a benchmark: the CPU
// time (user + system) of a whole certify run of the reference, every game,
// the default budget of generated shoes, in process and through the
// protocol (the test binary serving the lean reference as `bacctk engine`
// does, started afresh for each run so that its CPU is counted when it is
// reaped), alternated run by run so that both meet the same load. The kit
// runs at GOGC=400 as `bacctk certify` does. One op is one run of each.
//
//	go test -run '^$' -bench CertifyEngineRatio -benchtime 3x ./certify/
//
// x-in-process is the CPU through the engine (kit and engine together) as a
// multiple of the CPU in process.
func BenchmarkCertifyEngineRatio(b *testing.B) {
	argv, env, restore := ratioBench(b)
	defer restore()
	var inProcess, engine time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := cpuTime()
		certifyReference(b, refengine.NewFast(), Options{Seed: 1})
		t1 := cpuTime()
		c, err := protocol.Start(context.Background(), argv, protocol.Options{Env: env})
		if err != nil {
			b.Fatal(err)
		}
		certifyReference(b, c, Options{Seed: 1, Command: argv})
		if err := c.Close(); err != nil {
			b.Fatal(err)
		}
		t2 := cpuTime()
		inProcess += t1 - t0
		engine += t2 - t1
	}
	b.StopTimer()
	b.ReportMetric(float64(inProcess.Milliseconds())/float64(b.N), "cpu-ms-in-process")
	b.ReportMetric(float64(engine.Milliseconds())/float64(b.N), "cpu-ms-engine")
	b.ReportMetric(float64(engine)/float64(inProcess), "x-in-process")
}

// cpuTime is the CPU time, user and system, of this process and of its
// children reaped so far.
func cpuTime() time.Duration {
	var total time.Duration
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) == nil {
			total += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		}
	}
	return total
}
