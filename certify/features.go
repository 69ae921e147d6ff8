package certify

import (
	"context"
	"fmt"
	"io"
	"io/fs"

	"github.com/cucumber/godog"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/steps"
)

// runFeatures runs the feature folders of the run's games through the steps
// against eng, once, and returns the results of the scenarios of those
// games. hello claims only the run's games, so the scenarios of the other
// games of a shared document (the electronic one) are skipped at their
// first step and dropped here.
func runFeatures(ctx context.Context, eng adapter.Engine, hello adapter.Hello, opts Options, prog *progress) ([]steps.ScenarioResult, error) {
	var paths []string
	seen := map[string]bool{}
	for _, id := range hello.Games {
		g, err := reference.LookupGame(reference.GameID(id))
		if err != nil {
			continue
		}
		doc := string(g.Document)
		if seen[doc] {
			continue
		}
		seen[doc] = true
		if st, err := fs.Stat(features.All(), doc); err == nil && st.IsDir() {
			paths = append(paths, doc)
		}
	}
	if (opts.Run != "" || !opts.Shard.Whole()) && len(paths) > 0 {
		re, err := compileRun(opts.Run)
		if err != nil {
			return nil, err
		}
		if re == nil {
			re = matchAll
		}
		if paths, err = selectScenarioPaths(paths, re); err != nil {
			return nil, err
		}
		paths = opts.Shard.Strings(paths)
	}
	if len(paths) == 0 {
		return nil, nil
	}
	suite := steps.New(eng, hello)
	if err := suite.IndexLines(features.All()); err != nil {
		return nil, err
	}
	want := setOf(hello.Games)
	prog.phase("features", "scenarios", scenarioTotal(paths, opts.Tags))
	suite.OnResult = func(r steps.ScenarioResult) {
		// Counted as the summary counts them: the scenarios of the run's
		// games (those of a shared document's other games are dropped).
		if want[r.Game] || r.Game == "" {
			prog.add(1)
		}
	}
	conc := opts.Concurrency
	if conc < 1 {
		conc = 1
	}
	var results []steps.ScenarioResult
	if opts.Cucumber == nil && opts.godogFormat == "" {
		// The thin runner: the same results as godog's, at a fraction of
		// its cost (steps/runner.go).
		err := suite.RunPickles(ctx, features.All(), steps.RunOptions{
			Paths: paths, Tags: opts.Tags, Order: scenarioOrder(opts.Seed), Concurrency: conc,
		})
		if err != nil {
			return nil, fmt.Errorf("certify: could not run the features %v (tags %q): %w", paths, opts.Tags, err)
		}
		results = suite.Results()
	} else {
		// godog itself, so that the cucumber report is godog's own.
		format, out := "cucumber", opts.Cucumber
		if opts.Cucumber == nil {
			// the equivalence test's godog run: no report to write
			format, out = opts.godogFormat, io.Discard
		}
		status := godog.TestSuite{
			Name:                "bacctk-certify",
			ScenarioInitializer: suite.InitializeScenario,
			Options: &godog.Options{
				FS:             features.All(),
				Paths:          paths,
				Tags:           opts.Tags,
				Randomize:      scenarioOrder(opts.Seed),
				Strict:         true,
				Format:         format,
				Output:         out,
				NoColors:       true,
				Concurrency:    conc,
				DefaultContext: ctx,
			},
		}.Run()
		results = suite.Results()
		// godog's status 2 is a run it could not make (a feature that
		// does not parse, a bad tag expression): a defect of the kit or
		// of the options, never the engine's.
		if status == 2 && len(results) == 0 {
			return nil, fmt.Errorf("certify: godog could not run the features %v (tags %q); see the message above", paths, opts.Tags)
		}
	}
	kept := results[:0]
	for _, r := range results {
		// A scenario that stopped before naming its game is kept: the
		// collector charges it to the run's games of its document.
		if want[r.Game] || r.Game == "" {
			kept = append(kept, r)
		}
	}
	return kept, nil
}
