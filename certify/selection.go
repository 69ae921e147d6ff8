package certify

import (
	"fmt"
	"path"
	"regexp"
	"sort"
	"sync"

	messages "github.com/cucumber/messages/go/v21"

	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/steps"
	"github.com/bacctk/bacctk/vectors"
)

// Selecting checks by name (Options.Run, `certify --run PATTERN`): one
// regular expression, matched against every kind of check, each by the
// names a reader sees in reports:
//
//   - a scenario by "features/<document>/<file>.feature:<line> <title>"
//     (the line of its Scenario or Scenario Outline keyword: an outline
//     runs whole);
//   - a vector by "<file> tcId <n> <stable id> <comment>", e.g.
//     "testvectors_v1/mbs-tiger-v2.json tcId 12 mbs-tiger-v2/coup-1a2b3c";
//   - a property of the generated shoes by its id (docs/fuzzing.md):
//     only the properties named are looked for (fuzz.Config.Properties),
//     and only their clauses are covered.
//
// A kind with nothing matching is left out.

// compileRun compiles a --run pattern, with an error that says where.
func compileRun(pattern string) (*regexp.Regexp, error) {
	if pattern == "" {
		return nil, nil
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, fmt.Errorf("--run %q: %v", pattern, err)
	}
	return re, nil
}

// featureScenario is one scenario or outline of the embedded features and
// the pickles (scenario rows: one per Examples row) it makes.
type featureScenario struct {
	Document string
	File     string // "<document>/<file>.feature"
	Line     int
	Name     string
	Rows     []featureRow
}

type featureRow struct {
	Tags []string
}

// Subject is what --run matches a scenario against.
func (s featureScenario) Subject() string {
	return fmt.Sprintf("features/%s:%d %s", s.File, s.Line, s.Name)
}

// Path is the godog path that runs the scenario alone.
func (s featureScenario) Path() string { return fmt.Sprintf("%s:%d", s.File, s.Line) }

var featureScenarios = sync.OnceValues(func() ([]featureScenario, error) {
	var out []featureScenario
	// The runner's own parse, shared: the features are parsed once per
	// process.
	files, err := steps.ParsedFeatures(features.All())
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		byID := map[string]int{}
		for _, pk := range f.Pickles {
			if len(pk.AstNodeIds) == 0 {
				continue
			}
			sc := scenarioNode(f.Doc, pk.AstNodeIds[0])
			if sc == nil {
				continue
			}
			i, ok := byID[sc.Id]
			if !ok {
				i = len(out)
				byID[sc.Id] = i
				out = append(out, featureScenario{Document: path.Dir(f.Path), File: f.Path, Line: int(sc.Location.Line), Name: sc.Name})
			}
			var tags []string
			for _, t := range pk.Tags {
				tags = append(tags, t.Name)
			}
			out[i].Rows = append(out[i].Rows, featureRow{Tags: tags})
		}
	}
	return out, nil
})

// scenarioNode finds the scenario or outline of an AST node id.
func scenarioNode(doc *messages.GherkinDocument, id string) *messages.Scenario {
	if doc.Feature == nil {
		return nil
	}
	for _, c := range doc.Feature.Children {
		if c.Scenario != nil && c.Scenario.Id == id {
			return c.Scenario
		}
		if c.Rule != nil {
			for _, rc := range c.Rule.Children {
				if rc.Scenario != nil && rc.Scenario.Id == id {
					return rc.Scenario
				}
			}
		}
	}
	return nil
}

// selectScenarioPaths narrows the feature folders of a run to the
// scenarios --run names, as godog "file:line" paths; none when nothing
// matches.
func selectScenarioPaths(folders []string, re *regexp.Regexp) ([]string, error) {
	all, err := featureScenarios()
	if err != nil {
		return nil, err
	}
	in := setOf(folders)
	var out []string
	for _, s := range all {
		if in[s.Document] && re.MatchString(s.Subject()) {
			out = append(out, s.Path())
		}
	}
	return out, nil
}

// vectorName finds a vector: its file, tcId and stable id.
func vectorName(cs vectors.Case) string {
	return fmt.Sprintf("%s tcId %d %s", cs.Path, cs.Test.TcID, cs.Test.ID)
}

// vectorSubject is what --run matches a vector against: its name and
// comment.
func vectorSubject(cs vectors.Case) string { return vectorName(cs) + " " + cs.Test.Comment }

// selectVectorIDs returns the stable ids of the vectors --run names (nil
// without --run: every vector), and whether any vector is selected.
func selectVectorIDs(files []vectors.File, re *regexp.Regexp) ([]string, bool) {
	if re == nil {
		return nil, true
	}
	var ids []string
	for i := range files {
		for _, cs := range files[i].Cases() {
			if re.MatchString(vectorSubject(cs)) {
				ids = append(ids, cs.Test.ID)
			}
		}
	}
	return ids, len(ids) > 0
}

// selectedProperties returns the ids of the generated-shoe properties
// --run names (every one without --run).
func selectedProperties(re *regexp.Regexp) []string {
	var out []string
	for _, p := range judge.Properties() {
		if re == nil || re.MatchString(p.ID) {
			out = append(out, p.ID)
		}
	}
	sort.Strings(out)
	return out
}

// scenarioTotal counts the scenario rows godog runs for the paths ("doc" or
// "doc/file.feature:line") under a tag expression: the features phase's
// expected total. The summary counts fewer when a shared document's
// scenarios of unclaimed games are dropped.
func scenarioTotal(paths []string, tags string) int64 {
	all, err := featureScenarios()
	if err != nil {
		return 0
	}
	in := setOf(paths)
	var n int64
	for _, s := range all {
		if !in[s.Document] && !in[s.Path()] {
			continue
		}
		for _, r := range s.Rows {
			if steps.MatchTags(tags, r.Tags) {
				n++
			}
		}
	}
	return n
}

// vectorTotal counts the vectors of the games that --run selects: the
// vectors phase's expected total.
func vectorTotal(games []string, re *regexp.Regexp) int64 {
	files, err := vectors.LoadEmbedded()
	if err != nil {
		return 0
	}
	in := setOf(games)
	var n int64
	for i := range files {
		for _, cs := range files[i].Cases() {
			if in[cs.Game] && (re == nil || re.MatchString(vectorSubject(cs))) {
				n++
			}
		}
	}
	return n
}

// matchAll selects every scenario or vector, to shard a run without --run.
var matchAll = regexp.MustCompile("")

// setOf is the set of the names, for a membership test per scenario or
// vector of the kit's thousands.
func setOf(names []string) map[string]bool {
	in := make(map[string]bool, len(names))
	for _, n := range names {
		in[n] = true
	}
	return in
}
