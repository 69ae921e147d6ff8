package steps_test

import (
	"context"
	"io"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cucumber/godog"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/steps"
)

// edgeFeature has the outcomes the thin runner must reproduce beyond a
// pass: an undefined step, a step after a skip (matched, not run), an
// undefined step after a skip, a failure followed by steps, a step's own
// error, an int it cannot convert, a doc string, a table, an outline with
// tags on its examples, a background, and a scenario without steps (no
// result at all).
const edgeFeature = `@feature-tag
Feature: edges
  Background:
    Given the game "mbs-ncb-v6"

  @clause:mbs-ncb-v6:4.1
  Scenario: undefined
    Given the shoe is "5H 6S KD QC 6D TS"
    When the croupier deals
    Then the winner is "banker"

  Scenario: skipped, then more steps
    Given the game "no-such-game" with 8 decks
    And the shoe is "5H 6S KD QC 6D TS"
    When the coup is dealt
    Then the winner is "banker"

  Scenario: skipped, then an undefined step
    Given the game "no-such-game" with 8 decks
    When the croupier deals
    Then the winner is "banker"

  @clause:mbs-ncb-v6:4.1
  Scenario: a failure, then more steps
    Given the shoe is "5H 6S KD QC 6D TS"
    And a "banker" wager of 100
    When the coup is dealt
    Then the winner is "player"
    And the croupier smiles
    And the "banker" wager wins 50

  Scenario: a step's own error
    Given a "banker" wager of 1x0
    When the coup is dealt

  Scenario: an int that does not convert
    When the player terminal at position 99999999999999999999999 fails

  Scenario: a doc string and a table
    Given the shoe is:
      """
      5H 6S KD
      QC 6D TS
      """
    And a wager of 100 on each of "banker", "player"
    When the coup is dealt
    Then the wagers settle as:
      | wager  | result | win | odds |
      | banker | win    | 50  | 1/2  |
      | player | lose   |     |      |

  Scenario Outline: outline <n>
    Given the shoe is "<shoe>"
    When the coup is dealt
    Then the winner is "<winner>"

    @row-tag
    Examples:
      | n | shoe              | winner |
      | 1 | 5H 6S KD QC 6D TS | banker |
      | 2 | 9H 2S KD QC       | player |

    Examples:
      | n | shoe              | winner |
      | 3 | 9H 2S KD QC       | tie    |

  Scenario: no steps
`

// runGodog runs features through godog, as certify does for --cucumber.
func runGodog(t *testing.T, eng adapter.Engine, hello adapter.Hello, fsys fstest.MapFS, tags string) []steps.ScenarioResult {
	t.Helper()
	s := steps.New(eng, hello)
	if err := s.IndexLines(fsys); err != nil {
		t.Fatal(err)
	}
	godog.TestSuite{
		ScenarioInitializer: s.InitializeScenario,
		Options: &godog.Options{
			FS: fsys, Paths: []string{"."}, Tags: tags, Randomize: 7,
			Format: "cucumber", Output: io.Discard, Strict: true, NoColors: true,
		},
	}.Run()
	return s.Results()
}

func runThin(t *testing.T, eng adapter.Engine, hello adapter.Hello, fsys fstest.MapFS, tags string, conc int) []steps.ScenarioResult {
	t.Helper()
	s := steps.New(eng, hello)
	if err := s.IndexLines(fsys); err != nil {
		t.Fatal(err)
	}
	if err := s.RunPickles(context.Background(), fsys, steps.RunOptions{Paths: []string{"."}, Tags: tags, Order: 7, Concurrency: conc}); err != nil {
		t.Fatal(err)
	}
	return s.Results()
}

func byName(rs []steps.ScenarioResult) []steps.ScenarioResult {
	sort.Slice(rs, func(i, j int) bool { return rs[i].Feature+rs[i].Name < rs[j].Feature+rs[j].Name })
	return rs
}

// TestThinRunnerEdges: the thin runner reports each edge case as godog
// does, Duration aside, under tag filters and concurrency.
func TestThinRunnerEdges(t *testing.T) {
	fsys := fstest.MapFS{
		"edges.feature": {Data: []byte(edgeFeature)},
		"more.feature":  {Data: []byte(moreFeature)},
		"coup.feature":  {Data: []byte(coupFeature)},
	}
	eng := refengine.New()
	hello, err := eng.Hello(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, tags := range []string{"", "@row-tag", "~@row-tag", "@feature-tag && ~@clause:mbs-ncb-v6:4.1", "@clause:mbs-ncb-v6:5.5,@row-tag"} {
		want := byName(runGodog(t, eng, hello, fsys, tags))
		if tags == "" && len(want) != 16 {
			t.Errorf("godog gave %d results, want 16", len(want))
		}
		for _, conc := range []int{1, 3} {
			got := byName(runThin(t, eng, hello, fsys, tags, conc))
			if d := cmp.Diff(want, got, cmpopts.IgnoreFields(steps.ScenarioResult{}, "Duration")); d != "" {
				t.Errorf("tags %q, concurrency %d: (-godog +thin):\n%s", tags, conc, d)
			}
		}
	}
	statuses := map[string]steps.Status{}
	for _, r := range runThin(t, eng, hello, fsys, "", 1) {
		statuses[r.Name] = r.Status
	}
	for name, want := range map[string]steps.Status{
		"undefined":                       steps.Errored,
		"skipped, then more steps":        steps.NotApplicable,
		"skipped, then an undefined step": steps.Errored,
		"a failure, then more steps":      steps.Failed,
		"a step's own error":              steps.Errored,
		"an int that does not convert":    steps.Errored,
		"a doc string and a table":        steps.Passed,
		"outline 1":                       steps.Passed,
		"outline 3":                       steps.Failed,
	} {
		if statuses[name] != want {
			t.Errorf("%q: %s, want %s", name, statuses[name], want)
		}
	}
}

// panicky is the reference panicking on a coup.
type panicky struct{ refengine.Engine }

func (panicky) Coup(context.Context, adapter.CoupRequest) (adapter.CoupResult, error) {
	panic("the engine's bug")
}

// TestThinRunnerPanic: a step that panics errors its scenario, with the
// scenario's context and the panic; the run goes on.
func TestThinRunnerPanic(t *testing.T) {
	eng := panicky{}
	hello, err := eng.Hello(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{"coup.feature": {Data: []byte(coupFeature)}, "more.feature": {Data: []byte(moreFeature)}}
	res := byName(runThin(t, eng, hello, fsys, "", 2))
	if len(res) != 6 {
		t.Fatalf("%d results, want 6", len(res))
	}
	for _, r := range res {
		if r.Name != "4.1 Banker winning on 6 pays 1 to 2" {
			continue
		}
		if r.Status != steps.Errored || r.Step != "the coup is dealt" ||
			!strings.Contains(r.Message, "panicked: the engine's bug") || !strings.Contains(r.Message, "mbs-ncb-v6 4.1; game mbs-ncb-v6") {
			t.Errorf("a panicking step: %+v", r)
		}
	}
}

// TestThinRunnerMissingPath: a path that is not in the FS is an error, as
// under godog.
func TestThinRunnerMissingPath(t *testing.T) {
	s := steps.New(refengine.New(), adapter.Hello{})
	err := s.RunPickles(context.Background(), fstest.MapFS{"a.feature": {Data: []byte(coupFeature)}}, steps.RunOptions{Paths: []string{"nowhere"}})
	if err == nil || !strings.Contains(err.Error(), `"nowhere" is not available`) {
		t.Errorf("err %v", err)
	}
}
