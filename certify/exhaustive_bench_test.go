package certify

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/shard"
)

// benchExhaustive walks every class of mbs-ncb-v6 (1,659,001) through the
// engine per iteration, with the reference's answers, the comparison and
// the PAR reconciliation, and reports classes per second (run with
// -benchtime 1x: docs/exhaustive.md).
func benchExhaustive(b *testing.B, eng adapter.Engine) {
	const of = 1
	classes := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		opts := Options{Shard: shard.Shard{K: i % of, N: of}, MaxFailures: DefaultMaxFailures}
		o := walkExhaustive(context.Background(), []adapter.Engine{eng}, "mbs-ncb-v6", opts, nil, nil)
		eg := decide.DecideExhaustive(o, opts.Shard)
		if eg.Agree != eg.Checked || eg.Checked == 0 {
			b.Fatalf("%s", eg.Line)
		}
		classes += eg.Checked
	}
	b.ReportMetric(float64(classes)/b.Elapsed().Seconds(), "classes/s")
}

// BenchmarkExhaustiveInProcess: the lean reference in process as the engine.
func BenchmarkExhaustiveInProcess(b *testing.B) { benchExhaustive(b, refengine.NewFast()) }

// BenchmarkExhaustiveProtocol: the reference as a process speaking protocol
// v1 (this test binary, as 'bacctk engine' serves it).
func BenchmarkExhaustiveProtocol(b *testing.B) {
	argv, env := testEngineArgv("serve")
	c, err := protocol.Start(context.Background(), argv, protocol.Options{Env: env})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	benchExhaustive(b, c)
}
