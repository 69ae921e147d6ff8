package certify

import (
	"context"
	"runtime/debug"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/vectors"
)

// BenchmarkCertify is a whole `bacctk certify` run against the reference,
// every game, the default budget of generated shoes: in process, with the
// scenarios run two at a time, and through the protocol (the test binary
// serving the reference as `bacctk engine` does). The part metrics say
// where the time goes; compare the sub-benchmarks of one run as ratios.
//
//	go test -run '^$' -bench 'Certify$' -benchtime 3x ./certify/
func BenchmarkCertify(b *testing.B) {
	if _, err := vectors.LoadEmbedded(); err != nil { // decoded once per process, as in bacctk
		b.Fatal(err)
	}
	run := func(b *testing.B, eng adapter.Engine, opts Options) {
		var rep *report.Report
		for i := 0; i < b.N; i++ {
			opts.Seed = uint64(i + 1)
			rep = certifyReference(b, eng, opts)
		}
		tm := rep.Run.Timings
		b.ReportMetric(float64(tm.FeaturesMs), "features-ms")
		b.ReportMetric(float64(tm.VectorsMs), "vectors-ms")
		b.ReportMetric(float64(tm.GeneratedMs), "generated-ms")
		b.ReportMetric(float64(rep.Run.Checked.Scenarios), "scenarios")
	}
	b.Run("in-process", func(b *testing.B) { run(b, refengine.New(), Options{}) })
	b.Run("in-process-concurrency-2", func(b *testing.B) { run(b, refengine.New(), Options{Concurrency: 2}) })
	b.Run("protocol", func(b *testing.B) {
		argv, env := testEngineArgv("serve")
		c, err := protocol.Start(context.Background(), argv, protocol.Options{Env: env})
		if err != nil {
			b.Fatal(err)
		}
		defer c.Close()
		run(b, c, Options{Command: argv})
	})
}

// certifyReference is one certify run of a benchmark, of an engine that
// answers as the reference does: it must pass.
func certifyReference(b *testing.B, eng adapter.Engine, opts Options) *report.Report {
	rep, err := Run(context.Background(), eng, opts)
	if err != nil {
		b.Fatal(err)
	}
	if !rep.OK() {
		b.Fatalf("the reference does not pass: %s", rep.Summary.Line)
	}
	return rep
}

// ratioBench prepares a benchmark that compares whole runs as `bacctk
// certify` makes them: the vectors decoded once per process before it
// starts, the kit at GOGC=400 until the benchmark ends; it returns the
// command and environment of the test engine process serving the
// reference.
func ratioBench(b *testing.B) (argv, env []string) {
	if _, err := vectors.LoadEmbedded(); err != nil {
		b.Fatal(err)
	}
	old := debug.SetGCPercent(400)
	b.Cleanup(func() { debug.SetGCPercent(old) })
	return testEngineArgv("serve")
}

// alternate is the loop of a ratio benchmark: one op runs a then b, so
// that both meet the same load, each returning the time it measured. It
// reports their means in milliseconds as nameA and nameB, and b's total as
// a multiple of a's as ratio.
func alternate(bm *testing.B, nameA, nameB, ratio string, a, b func() time.Duration) {
	var ta, tb time.Duration
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		ta += a()
		tb += b()
	}
	bm.StopTimer()
	bm.ReportMetric(float64(ta.Milliseconds())/float64(bm.N), nameA)
	bm.ReportMetric(float64(tb.Milliseconds())/float64(bm.N), nameB)
	bm.ReportMetric(float64(tb)/float64(ta), ratio)
}
