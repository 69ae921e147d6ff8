package certify

import (
	"context"
	"io"
	"io/fs"
	"testing"
	"time"

	"github.com/cucumber/godog"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/steps"
)

// BenchmarkScenarioPhase is certify's scenario phase against the reference,
// in process, every game: godog as the pass path ran it before the thin
// runner (progress format, discarded), godog writing the cucumber report
// (--cucumber), and the thin runner (the pass path), in the same
// iteration, so that their ratio is measured under the same load.
//
//	go test ./certify -run '^$' -bench ScenarioPhase -benchtime 3x
func BenchmarkScenarioPhase(b *testing.B) {
	eng := refengine.New()
	hello, err := eng.Hello(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	phase := func(opts Options) time.Duration {
		t0 := time.Now()
		res, err := runFeatures(context.Background(), eng, hello, opts, newProgress(nil, false))
		if err != nil || len(res) == 0 {
			b.Fatalf("%d results, %v", len(res), err)
		}
		return time.Since(t0)
	}
	var paths []string
	for _, id := range hello.Games {
		g, err := reference.LookupGame(reference.GameID(id))
		if err != nil {
			continue
		}
		if st, err := fs.Stat(features.FS, string(g.Document)); err == nil && st.IsDir() && !contains(paths, string(g.Document)) {
			paths = append(paths, string(g.Document))
		}
	}
	// godog with the progress format: the pass path before the thin
	// runner.
	godogProgress := func(seed uint64) time.Duration {
		t0 := time.Now()
		suite := steps.New(eng, hello)
		if err := suite.IndexLines(features.FS); err != nil {
			b.Fatal(err)
		}
		godog.TestSuite{
			ScenarioInitializer: suite.InitializeScenario,
			Options: &godog.Options{
				FS: features.FS, Paths: paths, Randomize: scenarioOrder(seed), Strict: true,
				Format: "progress", Output: io.Discard, NoColors: true, Concurrency: 1,
			},
		}.Run()
		if len(suite.Results()) == 0 {
			b.Fatal("no results")
		}
		return time.Since(t0)
	}
	// The features parsed and the step texts matched once, as in any
	// process after its first run.
	phase(Options{Seed: 1})
	var progressT, cucumberT, thinT time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		seed := uint64(i + 1)
		progressT += godogProgress(seed)
		cucumberT += phase(Options{Seed: seed, Cucumber: io.Discard})
		thinT += phase(Options{Seed: seed})
	}
	n := float64(b.N)
	b.ReportMetric(float64(progressT.Milliseconds())/n, "godog-ms")
	b.ReportMetric(float64(cucumberT.Milliseconds())/n, "godog-cucumber-ms")
	b.ReportMetric(float64(thinT.Milliseconds())/n, "thin-ms")
	b.ReportMetric(float64(progressT)/float64(thinT), "godog/thin")
}
