package protocol

import (
	"context"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
)

// The cost of the protocol: coups per second through a real subprocess
// serving the reference (the test binary in "serve" mode, which is what
// `bacctk engine` runs) against the reference in process, in the same run.
//
//	go test ./adapter/protocol -run '^$' -bench Coups -benchtime 200000x
//
// Each op is one coup. BenchmarkCoupsRatio reports the ratio of the
// protocol's cost per coup to the in-process cost, measured batch by batch.

// benchRequests is a fixed mix of requests (about one in twenty refused), so
// that every sub-benchmark deals the same rounds.
var benchRequests = genRequests(42, 1<<14)

func BenchmarkCoups(b *testing.B) {
	b.Run("in-process", func(b *testing.B) {
		ref := refengine.New()
		benchCoups(b, func(reqs []adapter.CoupRequest) error {
			_, err := ref.Coups(context.Background(), reqs)
			return err
		})
	})
	// The lean reference: what fuzz.Check and `bacctk engine` use, and
	// the in-process adapter's floor.
	b.Run("in-process-fast", func(b *testing.B) {
		ref := refengine.NewFast()
		benchCoups(b, func(reqs []adapter.CoupRequest) error {
			_, err := ref.Coups(context.Background(), reqs)
			return err
		})
	})
	for _, batch := range []int{256, 16} {
		name := map[int]string{256: "protocol-batch256", 16: "protocol-batch16"}[batch]
		b.Run(name, func(b *testing.B) {
			c := benchClient(b, Options{Batch: batch})
			benchCoups(b, func(reqs []adapter.CoupRequest) error {
				_, err := c.Coups(context.Background(), reqs)
				return err
			})
		})
	}
	b.Run("protocol-single", func(b *testing.B) {
		c := benchClient(b, Options{})
		benchCoups(b, func(reqs []adapter.CoupRequest) error {
			for _, q := range reqs {
				if _, err := c.Coup(context.Background(), q); err != nil && AsEngineError(err) != nil {
					return err
				}
			}
			return nil
		})
	})
}

// BenchmarkCoupsRatio interleaves the two, batch by batch of 4096 coups, so
// that a machine whose load drifts during the run slows both alike, and
// reports the protocol's cost per coup as a multiple of the in-process cost
// ("x-in-process"). One op is one coup through each.
func BenchmarkCoupsRatio(b *testing.B) {
	ref := refengine.New()
	c := benchClient(b, Options{Batch: 256})
	ctx := context.Background()
	var inProcess, protocol time.Duration
	b.ResetTimer()
	for done := 0; done < b.N; {
		reqs := benchBatch(done, b.N)
		t0 := time.Now()
		if _, err := ref.Coups(ctx, reqs); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if _, err := c.Coups(ctx, reqs); err != nil {
			b.Fatal(err)
		}
		inProcess += t1.Sub(t0)
		protocol += time.Since(t1)
		done += len(reqs)
	}
	b.StopTimer()
	b.ReportMetric(float64(inProcess.Nanoseconds())/float64(b.N), "ns/coup-in-process")
	b.ReportMetric(float64(protocol.Nanoseconds())/float64(b.N), "ns/coup-protocol")
	b.ReportMetric(1e9*float64(b.N)/float64(protocol.Nanoseconds()), "coups/s-protocol")
	b.ReportMetric(float64(protocol)/float64(inProcess), "x-in-process")
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
func benchCoups(b *testing.B, do func([]adapter.CoupRequest) error) {
	b.ReportAllocs()
	b.ResetTimer()
	for done := 0; done < b.N; {
		reqs := benchBatch(done, b.N)
		if err := do(reqs); err != nil {
			b.Fatal(err)
		}
		done += len(reqs)
	}
	b.StopTimer()
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "coups/s")
}

// benchBatch is the next call's requests, up to 4096, of a run of total
// coups that has done done: the same rounds for every sub-benchmark.
func benchBatch(done, total int) []adapter.CoupRequest {
	n := min(total-done, 4096)
	lo := done % len(benchRequests)
	if lo+n > len(benchRequests) {
		lo = 0
	}
	return benchRequests[lo : lo+n]
}
