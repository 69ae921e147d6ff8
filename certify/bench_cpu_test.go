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
	argv, env := ratioBench(b)
	inProcess := func() time.Duration {
		t0 := cpuTime()
		certifyReference(b, refengine.NewFast(), Options{Seed: 1})
		return cpuTime() - t0
	}
	engine := func() time.Duration {
		t0 := cpuTime()
		c, err := protocol.Start(context.Background(), argv, protocol.Options{Env: env})
		if err != nil {
			b.Fatal(err)
		}
		certifyReference(b, c, Options{Seed: 1, Command: argv})
		if err := c.Close(); err != nil {
			b.Fatal(err)
		}
		return cpuTime() - t0
	}
	alternate(b, "cpu-ms-in-process", "cpu-ms-engine", "x-in-process", inProcess, engine)
}

// cpuTime is the CPU time, user and system, of this process and of its
// children reaped so far.
func cpuTime() time.Duration {
	return cpuOf(syscall.RUSAGE_SELF) + cpuOf(syscall.RUSAGE_CHILDREN)
}
