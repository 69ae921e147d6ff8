package features_test

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cucumber/godog"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/steps"
)

// seedEnv replays a run's scenario order: BACCTK_SEED=<seed> go test ./features/
const seedEnv = "BACCTK_SEED"

// formatEnv chooses godog's output format (default "progress"; "pretty"
// prints every step).
const formatEnv = "BACCTK_GODOG_FORMAT"

// TestFeatures runs every feature file against the in-process reference,
// each scenario as a subtest, in an order shuffled by a printed seed.
func TestFeatures(t *testing.T) {
	seed := time.Now().UnixNano()
	if v := os.Getenv(seedEnv); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n == 0 {
			t.Fatalf("%s=%q: want a non-zero integer seed", seedEnv, v)
		}
		seed = n
	}
	t.Logf("scenario order seed %d (replay with %s=%d)", seed, seedEnv, seed)

	eng := refengine.New()
	hello, err := eng.Hello(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	suite := steps.New(eng, hello)
	format := "progress"
	if v := os.Getenv(formatEnv); v != "" {
		format = v
	}
	var out io.Writer = io.Discard
	if testing.Verbose() || format != "progress" {
		out = os.Stdout
	}
	paths := featureDirs(t)
	status := godog.TestSuite{
		Name:                "bacctk-features",
		ScenarioInitializer: suite.InitializeScenario,
		Options: &godog.Options{
			FS:        features.FS,
			Paths:     paths,
			TestingT:  t,
			Strict:    true,
			Randomize: seed,
			Format:    format,
			Output:    out,
			NoColors:  true,
		},
	}.Run()
	results := suite.Results()
	counts := map[steps.Status]int{}
	seen := map[string]bool{}
	for _, r := range results {
		// Reports, JUnit and known-failing lists name a scenario (an
		// outline row) by its title: outline titles must use enough
		// <column> placeholders to tell their rows apart.
		if key := r.Feature + "\x00" + r.Name; seen[key] {
			t.Errorf("%s: two scenarios are named %q: add a <column> placeholder to the outline title", r.Feature, r.Name)
		} else {
			seen[key] = true
		}
		counts[r.Status]++
		// The reference claims every game and the coup and shoe
		// capabilities: a scenario it cannot run is a defect of the
		// scenario or of the steps.
		if r.Status != steps.Passed {
			t.Errorf("%s: %q: %s: %s\n%s", r.Feature, r.Name, r.Status, r.Message, r.Diff)
		}
	}
	t.Logf("%d scenarios: %v (seed %d)", len(results), counts, seed)
	if status != 0 {
		t.Errorf("godog exit status %d (seed %d; replay with %s=%d)", status, seed, seedEnv, seed)
	}
	if len(results) == 0 {
		t.Error("no scenario ran")
	}
}

// featureDirs lists the feature folders, one per rules document.
func featureDirs(t testing.TB) []string {
	entries, err := fs.ReadDir(features.FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	var dirs []string
	for _, e := range entries {
		if e.IsDir() {
			dirs = append(dirs, e.Name())
		}
	}
	sort.Strings(dirs)
	return dirs
}

// TestClauseCoverage checks the clause tags of the embedded features against
// the catalog: for every document whose feature folder exists, every clause
// is tested or procedural with a reason, and every tag names a real clause.
// Documents whose features are not written yet are left out, so that the
// test becomes strict for each document as its folder appears.
func TestClauseCoverage(t *testing.T) {
	scenarios, err := clauses.ScanFeatures(features.FS)
	if err != nil {
		t.Fatalf("feature files do not parse: %v", err)
	}
	present := map[string]bool{}
	for _, d := range featureDirs(t) {
		present[d] = true
		if _, ok := clauses.LookupDocument(d); !ok {
			t.Errorf("feature folder %q is not a rules document id (want one of %v)", d, clauses.DocumentIDs())
		}
	}
	rep, problems := clauses.Build(scenarios)
	waiting := map[string]bool{}
	for _, c := range awaitingTable {
		waiting[c] = true
	}
	for _, p := range problems {
		cp, ok := p.(*clauses.Problem)
		if !ok {
			t.Error(p)
			continue
		}
		if cp.Kind == clauses.ProblemUntested && waiting[cp.Document+":"+cp.Clause] {
			t.Logf("%s %s: untested until the table capability has an event for it", cp.Document, cp.Clause)
			delete(waiting, cp.Document+":"+cp.Clause)
			continue
		}
		// A problem found in a feature file always counts; a clause
		// left untested counts once its document has a folder.
		if cp.File != "" || present[cp.Document] {
			t.Error(p)
		}
	}
	for c := range waiting {
		if doc, _, _ := strings.Cut(c, ":"); present[doc] {
			t.Errorf("%s is listed in awaitingTable but is now tested (or not in the catalog): remove it from the list", c)
		}
	}
	for _, id := range clauses.DocumentIDs() {
		if !present[id] {
			continue
		}
		c := rep.Count(id)
		t.Logf("%s: %d clauses, %d tested, %d procedural, %d untested", id, c.Total, c.Tested, c.Procedural, c.Untested)
	}
}

// awaitingTable lists the clauses ("document:clause") that only the table
// lifecycle could check but for which the table capability
// (adapter/table.go) has no event yet: a hand dealt the wrong number of
// cards that cannot be reconstructed (NCB 5.2) and a shoe whose order was
// disturbed beyond reconstruction (NCB 5.4). `bacctk clauses` reports them
// untested; this list keeps TestClauseCoverage honest about them: a listed
// clause that becomes tested (or procedural) must leave the list.
var awaitingTable = []string{}

// TestScenarioTitles checks the conventions of docs/steps.md: every
// scenario's title starts with the clause numbers it is tagged with, and it
// has at least one clause tag of its own folder's document.
func TestScenarioTitles(t *testing.T) {
	scenarios, err := clauses.ScanFeatures(features.FS)
	if err != nil {
		t.Fatalf("feature files do not parse: %v", err)
	}
	for _, sc := range scenarios {
		doc := path.Dir(sc.File)
		var own []string
		for _, tag := range sc.Tags {
			d, cl, ok := clauses.ParseClauseTag(tag)
			if ok && d == doc {
				own = append(own, cl)
			}
		}
		where := fmt.Sprintf("%s:%d: %q", sc.File, sc.Line, sc.Name)
		if len(own) == 0 {
			t.Errorf("%s: no @clause:%s:<clause> tag", where, doc)
			continue
		}
		if !titleStartsWithClause(sc.Name, own) {
			t.Errorf("%s: the title must start with the clause id it checks (one of %v)", where, own)
		}
	}
}

// titleStartsWithClause reports whether the title's first word is one of
// the clause numbers (a list such as "3.8.1/3.8.2" or "3.8.1, 3.8.2" counts
// by its first number).
func titleStartsWithClause(title string, clauseIDs []string) bool {
	for _, c := range clauseIDs {
		if len(title) > len(c) && title[:len(c)] == c {
			next := title[len(c)]
			if next == ' ' || next == ',' || next == '/' || next == ':' || next == '-' {
				return true
			}
		}
	}
	return false
}

// runQuiet runs the features of the given folders against eng without
// subtests and returns every scenario's result.
func runQuiet(t *testing.T, eng adapter.Engine, paths []string, tags string) []steps.ScenarioResult {
	t.Helper()
	hello, err := eng.Hello(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// The thin runner, which runs the scenarios as godog does with Strict
	// on (certify's TestThinRunnerMatchesGodog holds it to that; TestFeatures
	// runs godog itself), at a fraction of godog's cost.
	s := steps.New(eng, hello)
	if err := s.RunPickles(context.Background(), features.FS, steps.RunOptions{Paths: paths, Tags: tags, Concurrency: 2}); err != nil {
		t.Fatal(err)
	}
	return s.Results()
}

// TestIndependentEngine runs the features against the kit's second engine,
// written from the rules apart from the reference: a clean build must pass
// every scenario (so the expected values are not the reference's quirks),
// and each planted defect must fail at least one scenario, naming one of the
// clauses the defect breaks.
func TestIndependentEngine(t *testing.T) {
	present := map[string]bool{}
	for _, d := range featureDirs(t) {
		present[d] = true
	}
	clean, err := independent.New()
	if err != nil {
		t.Fatal(err)
	}
	cleanHello, _ := clean.Hello(context.Background())
	for _, r := range runQuiet(t, clean, featureDirs(t), "") {
		if r.Status == steps.NotApplicable && !cleanHello.Can(adapter.CapTable) && r.TableRequest == nil && strings.Contains(r.Message, adapter.CapTable) {
			continue // a table scenario, and the engine has no table
		}
		if r.Status != steps.Passed {
			t.Errorf("clean independent engine: %s: %q: %s: %s\n%s", r.Feature, r.Name, r.Status, r.Message, r.Diff)
		}
	}
	for _, d := range independent.Defects() {
		// The folders whose documents the defect touches, and only the
		// scenarios tagged with one of its clauses (godog's "," is "or").
		want := map[string]bool{}
		var paths, tags []string
		for _, c := range d.Clauses {
			doc, _, _ := strings.Cut(c, ":")
			if present[doc] && !want[doc] {
				paths = append(paths, doc)
			}
			want[doc] = true
			want[c] = true
			tags = append(tags, clauses.TagPrefix+c)
		}
		if len(paths) == 0 {
			continue
		}
		t.Run(d.Name, func(t *testing.T) {
			eng, err := independent.New(d.Name)
			if err != nil {
				t.Fatal(err)
			}
			failed, named := 0, 0
			for _, r := range runQuiet(t, eng, paths, strings.Join(tags, ",")) {
				if r.Status == steps.Passed || r.Status == steps.NotApplicable {
					continue
				}
				if r.Status != steps.Failed {
					t.Errorf("%q: %s (want passed or failed): %s", r.Name, r.Status, r.Message)
					continue
				}
				failed++
				for _, c := range r.Clauses {
					if want[c.Document+":"+c.Clause] {
						named++
						break
					}
				}
			}
			if failed == 0 {
				t.Errorf("no scenario of %v tagged with one of %v fails with defect %q (%s)", paths, d.Clauses, d.Name, d.Description)
			} else if named == 0 {
				t.Errorf("defect %q fails %d scenarios, none tagged with one of its clauses %v", d.Name, failed, d.Clauses)
			}
		})
	}
}

// BenchmarkFeatures runs every feature against the in-process reference;
// the scenarios/op and ns/scenario metrics are what a certification run
// costs per scenario on top of the engine itself.
//
//	go test -run '^$' -bench Features ./features/
func BenchmarkFeatures(b *testing.B) {
	eng := refengine.New()
	hello, err := eng.Hello(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	paths := featureDirs(b)
	n := 0
	for i := 0; i < b.N; i++ {
		s := steps.New(eng, hello)
		godog.TestSuite{
			ScenarioInitializer: s.InitializeScenario,
			Options: &godog.Options{FS: features.FS, Paths: paths, Strict: true, Format: "progress",
				Output: io.Discard, NoColors: true},
		}.Run()
		n = len(s.Results())
	}
	b.ReportMetric(float64(n), "scenarios/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(max(n, 1)), "ns/scenario")
}
