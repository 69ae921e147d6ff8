package protocol

import (
	"context"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
)

// The cost of the protocol: coups per second through a real subprocess
// serving the reference (the test binary in "serve" mode, which is what
// `bacctk engine` runs) against the reference in process, in the same run.
//
//	go test ./adapter/protocol -run '^$' -bench Coups -benchtime 200000x
//
// Each op is one coup. BenchmarkCoups logs the ratio of the protocol's cost
// per coup to the in-process cost.

// benchRequests is a fixed mix of requests (about one in twenty refused), so
// that every sub-benchmark deals the same rounds.
var benchRequests = genRequests(42, 1<<14)

// nsPerCoup records the last ns/coup of each sub-benchmark for the ratio.
var nsPerCoup = map[string]float64{}

func BenchmarkCoups(b *testing.B) {
	b.Run("in-process", func(b *testing.B) {
		ref := adapter.NewReference()
		benchCoups(b, "in-process", func(reqs []adapter.CoupRequest) error {
			_, err := ref.Coups(context.Background(), reqs)
			return err
		})
	})
	for _, batch := range []int{256, 16} {
		name := map[int]string{256: "protocol-batch256", 16: "protocol-batch16"}[batch]
		b.Run(name, func(b *testing.B) {
			c := benchClient(b, Options{Batch: batch})
			benchCoups(b, name, func(reqs []adapter.CoupRequest) error {
				_, err := c.Coups(context.Background(), reqs)
				return err
			})
		})
	}
	b.Run("protocol-single", func(b *testing.B) {
		c := benchClient(b, Options{})
		benchCoups(b, "protocol-single", func(reqs []adapter.CoupRequest) error {
			for _, q := range reqs {
				if _, err := c.Coup(context.Background(), q); err != nil && AsEngineError(err) != nil {
					return err
				}
			}
			return nil
		})
	})
	if in := nsPerCoup["in-process"]; in > 0 {
		for _, name := range []string{"protocol-batch256", "protocol-batch16", "protocol-single"} {
			if ns := nsPerCoup[name]; ns > 0 {
				b.Logf("%-18s %8.0f ns/coup  %9.0f coups/s  %5.1fx the in-process cost (%.0f ns/coup)", name, ns, 1e9/ns, ns/in, in)
			}
		}
	}
}

// benchClient starts the reference as a subprocess speaking the protocol.
func benchClient(b *testing.B, opts Options) *Client {
	argv, env := fakeArgv("serve")
	opts.Env = env
	opts.Timeout = time.Minute
	c, err := Start(context.Background(), argv, opts)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() {
		if err := c.Close(); err != nil {
			b.Error(err)
		}
	})
	return c
}

// benchCoups runs b.N coups through do, in calls of up to 4096 coups.
func benchCoups(b *testing.B, name string, do func([]adapter.CoupRequest) error) {
	b.ReportAllocs()
	b.ResetTimer()
	for done := 0; done < b.N; {
		n := min(b.N-done, 4096)
		lo := done % len(benchRequests)
		if lo+n > len(benchRequests) {
			lo = 0
		}
		if err := do(benchRequests[lo : lo+n]); err != nil {
			b.Fatal(err)
		}
		done += n
	}
	b.StopTimer()
	ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
	nsPerCoup[name] = ns
	b.ReportMetric(1e9/ns, "coups/s")
}
