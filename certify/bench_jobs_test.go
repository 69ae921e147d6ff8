package certify

import (
	"context"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
)

// BenchmarkCertifyJobsRatio is the figure of --jobs (docs/certify.md,
// "Parallel engines"): the wall time of a whole certify run of the
// reference through the protocol (the test binary serving it as `bacctk
// engine` does), every game, the default budget of generated shoes, with
// one engine and with two, alternated run by run so that both meet the
// same load. One op is one run of each.
//
//	go test -run '^$' -bench CertifyJobsRatio -benchtime 3x ./certify/
//
// x-jobs-1 is the wall time with two engines as a multiple of that with
// one: below 1 when the machine has a core to spare.
func BenchmarkCertifyJobsRatio(b *testing.B) {
	argv, env := ratioBench(b)
	start := func(ctx context.Context) (adapter.Engine, error) {
		return protocol.Start(ctx, argv, protocol.Options{Env: env})
	}
	run := func(jobs int) time.Duration {
		t0 := time.Now()
		c, err := start(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		certifyReference(b, c, Options{Seed: 1, Command: argv, Jobs: jobs, StartEngine: start, EndSession: true})
		return time.Since(t0)
	}
	alternate(b, "ms-jobs-1", "ms-jobs-2", "x-jobs-1", func() time.Duration { return run(1) }, func() time.Duration { return run(2) })
}
