package steps_test

import (
	"context"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cucumber/godog"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/steps"
)

// run runs one in-memory feature against eng with Strict on, and returns
// godog's exit status and the suite's results.
func run(t *testing.T, eng adapter.Engine, feature string) (int, []steps.ScenarioResult) {
	t.Helper()
	hello, err := eng.Hello(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	s := steps.New(eng, hello)
	status := godog.TestSuite{
		ScenarioInitializer: s.InitializeScenario,
		Options: &godog.Options{
			Format:          "progress",
			Output:          io.Discard,
			Strict:          true,
			FeatureContents: []godog.Feature{{Name: "test.feature", Contents: []byte(feature)}},
		},
	}.Run()
	return status, s.Results()
}

const coupFeature = `Feature: steps
  @clause:mbs-ncb-v6:4.1
  Scenario: 4.1 Banker winning on 6 pays 1 to 2
    Given the game "mbs-ncb-v6" with 8 decks
    And the shoe is "5H 6S KD QC 6D TS"
    And a wager of 101 on each of "banker", "player" and "tie"
    And the table rounds payouts down to 1
    When the coup is dealt
    Then the Player hand is "5H KD 6D" with total 1
    And the Banker hand is "6S QC 10S" with total 6
    And the winner is "banker"
    And the "banker" wager wins 50
    And the odds applied to the "banker" wager are "1/2"
    And the "player" wager loses
    And the "tie" wager loses
    And 6 cards are used
    And the cutting card was not met
`

func TestReferencePasses(t *testing.T) {
	status, res := run(t, refengine.New(), coupFeature)
	if status != 0 || len(res) != 1 || res[0].Status != steps.Passed {
		t.Fatalf("status %d, results %+v", status, res)
	}
	r := res[0]
	if r.Game != "mbs-ncb-v6" || r.Decks != 8 || len(r.Clauses) != 1 || r.Clauses[0] != (steps.ClauseRef{"mbs-ncb-v6", "4.1"}) {
		t.Errorf("result does not describe the scenario: %+v", r)
	}
	if r.CoupRequest == nil || r.CoupResult == nil || len(r.CoupRequest.Cards) != 6 {
		t.Errorf("the last request and result are not kept for reproduction: %+v", r)
	}
}

// stub wraps the reference and lets a test change its hello or answers.
type stub struct {
	refengine.Engine
	hello func(adapter.Hello) adapter.Hello
	coup  func(adapter.CoupRequest, adapter.CoupResult, error) (adapter.CoupResult, error)
}

func (s stub) Hello(ctx context.Context) (adapter.Hello, error) {
	h, err := s.Engine.Hello(ctx)
	if s.hello != nil {
		h = s.hello(h)
	}
	return h, err
}

func (s stub) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	r, err := s.Engine.Coup(ctx, req)
	if s.coup != nil {
		return s.coup(req, r, err)
	}
	return r, err
}

// A scenario the engine cannot run is skipped: godog's exit status is 0 even
// with Strict (a skip is not a failure), and the verdict is not-applicable
// (a skip is not a pass).
func TestNotApplicable(t *testing.T) {
	cases := map[string]stub{
		"game not claimed": {hello: func(h adapter.Hello) adapter.Hello { h.Games = []string{"mbs-tiger-v2"}; return h }},
		"no coup capability": {hello: func(h adapter.Hello) adapter.Hello {
			h.Capabilities = []string{adapter.CapShoe}
			return h
		}},
		"unsupported answer": {coup: func(adapter.CoupRequest, adapter.CoupResult, error) (adapter.CoupResult, error) {
			return adapter.CoupResult{}, adapter.Unsupported("no rounding setting")
		}},
	}
	for name, eng := range cases {
		t.Run(name, func(t *testing.T) {
			status, res := run(t, eng, coupFeature)
			if status != 0 {
				t.Errorf("godog exit status %d: a not-applicable scenario must not fail the run", status)
			}
			if len(res) != 1 || res[0].Status != steps.NotApplicable {
				t.Fatalf("results %+v, want one not-applicable", res)
			}
			if res[0].Message == "" || res[0].Step == "" {
				t.Errorf("a not-applicable result must say why and at which step: %+v", res[0])
			}
		})
	}
}

// A wrong answer fails with the clause, the game, the cards and a diff.
func TestFailureMessage(t *testing.T) {
	eng := stub{coup: func(_ adapter.CoupRequest, r adapter.CoupResult, err error) (adapter.CoupResult, error) {
		for i := range r.Settlements {
			if r.Settlements[i].Wager == "banker" {
				r.Settlements[i].Win = 101 // paid 1 to 1
			}
		}
		return r, err
	}}
	status, res := run(t, eng, coupFeature)
	if status == 0 || len(res) != 1 || res[0].Status != steps.Failed {
		t.Fatalf("status %d, results %+v; want a failure", status, res)
	}
	r := res[0]
	for _, want := range []string{"mbs-ncb-v6 4.1", "game mbs-ncb-v6", `"5H 6S KD QC 6D TS"`, `"banker"`} {
		if !strings.Contains(r.Message, want) {
			t.Errorf("failure message lacks %q:\n%s", want, r.Message)
		}
	}
	if !strings.Contains(r.Diff, "-") || !strings.Contains(r.Diff, "Win:") || !strings.Contains(r.Diff, "101") {
		t.Errorf("diff does not show the wrong win:\n%s", r.Diff)
	}
	if r.Step != `the "banker" wager wins 50` {
		t.Errorf("failing step %q", r.Step)
	}
}

// An engine that cannot answer errors the scenario; it is neither a pass
// nor a verdict on the rules.
func TestEngineError(t *testing.T) {
	eng := stub{coup: func(adapter.CoupRequest, adapter.CoupResult, error) (adapter.CoupResult, error) {
		return adapter.CoupResult{}, &adapter.Error{Code: adapter.CodeInternal, Message: "boom"}
	}}
	status, res := run(t, eng, coupFeature)
	if status == 0 || len(res) != 1 || res[0].Status != steps.Errored {
		t.Fatalf("status %d, results %+v; want errored", status, res)
	}
}

// Strict: a step outside the vocabulary errors the scenario and the run.
func TestUndefinedStep(t *testing.T) {
	f := strings.Replace(coupFeature, "When the coup is dealt", "When the croupier deals", 1)
	status, res := run(t, refengine.New(), f)
	if status == 0 || len(res) != 1 || res[0].Status != steps.Errored {
		t.Fatalf("status %d, results %+v; want errored", status, res)
	}
}

// Refusals, voids, shoe runs and offers.
const moreFeature = `Feature: more
  @clause:mbs-ncb-v6:2.1
  Scenario: 2.1 three decks are refused
    Given the game "mbs-ncb-v6" with 3 decks
    And the shoe is "5H 6S KD QC 6D TS"
    When the coup is dealt
    Then the request is refused as invalid

  @clause:mbs-ncb-v6:5.5
  Scenario: 5.5 short shoe
    Given the game "mbs-ncb-v6"
    And the shoe is "5H 6S KD"
    And a "banker" wager of 100
    When the coup is dealt
    Then the round is void because "insufficient-cards"
    And the "banker" wager is returned
    And the Player hand is "5H KD"

  @clause:mbs-ncb-v6:5.1.2
  Scenario: 5.1.2 shoe with a foreign card
    Given the game "mbs-ncb-v6" with 8 decks
    And the shoe is:
      """
      9H 2S KD QC
      5H 6S 9Fi QC
      """
    And a "player" wager of 100
    When the shoe is played
    Then 2 rounds are played
    And the shoe ends because "void"
    And in round 1, the "player" wager wins 100
    And round 1 stands
    And round 2 is void because "foreign-card"
    And in round 2, the "player" wager is returned
    And 7 cards are used

  @clause:mbs-ncb-v6:2.2.4
  Scenario: 2.2.4 offers
    Given the game "mbs-ncb-v6"
    Then the game offers the "player-pair" wager
    And the game does not offer the "big-tiger" wager

  @clause:mbs-ncb-v6:4.1
  Scenario: 4.1 table
    Given the game "mbs-ncb-v6"
    And the shoe is "5H 6S KD QC 6D TS"
    And a wager of 100 on each of "banker", "player"
    When the coup is dealt
    Then the wagers settle as:
      | wager  | result | win | odds |
      | banker | win    | 50  | 1/2  |
      | player | lose   |     |      |
`

func TestMoreSteps(t *testing.T) {
	status, res := run(t, refengine.New(), moreFeature)
	for _, r := range res {
		if r.Status != steps.Passed {
			t.Errorf("%s: %s: %s at %q\n%s", r.Name, r.Status, r.Message, r.Step, r.Diff)
		}
	}
	if status != 0 || len(res) != 5 {
		t.Errorf("status %d, %d results", status, len(res))
	}
}

// The wrong expectation in each scenario of moreFeature must fail: the
// steps can tell a wrong engine from a right one.
func TestMoreStepsCanFail(t *testing.T) {
	swaps := []struct{ from, to string }{
		{"Then the request is refused as invalid", "Then the round stands"},
		{`void because "insufficient-cards"`, `void because "foreign-card"`},
		{"And 7 cards are used", "And 8 cards are used"},
		{`does not offer the "big-tiger"`, `does not offer the "tie"`},
		{"| banker | win    | 50  | 1/2  |", "| banker | win    | 100 | 1/1  |"},
	}
	for _, sw := range swaps {
		f := strings.Replace(moreFeature, sw.from, sw.to, 1)
		if f == moreFeature {
			t.Fatalf("%q not in the feature", sw.from)
		}
		_, res := run(t, refengine.New(), f)
		failed := 0
		for _, r := range res {
			if r.Status == steps.Failed {
				failed++
			}
		}
		if failed != 1 {
			t.Errorf("replacing %q by %q: %d failures, want 1", sw.from, sw.to, failed)
		}
	}
}

// Every example in the vocabulary matches its own pattern and no other, so
// that Strict never finds a step ambiguous.
func TestVocabularyExamples(t *testing.T) {
	voc := steps.Vocabulary()
	res := make([]*regexp.Regexp, len(voc))
	for i, v := range voc {
		res[i] = regexp.MustCompile(v.Pattern)
	}
	keyword := regexp.MustCompile(`^(Given|When|Then|And|But) `)
	for i, v := range voc {
		line := strings.SplitN(v.Example, "\n", 2)[0]
		text := keyword.ReplaceAllString(line, "")
		if text == line {
			t.Errorf("example %q does not start with a keyword", line)
		}
		for j, re := range res {
			if m := re.MatchString(text); m != (i == j) {
				t.Errorf("example %q of pattern %d: matches pattern %d (%s) = %v", text, i, j, voc[j].Pattern, m)
			}
		}
	}
}

// docs/steps.md documents every step: each example appears in it.
func TestDocsListEveryStep(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "docs", "steps.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range steps.Vocabulary() {
		line := strings.SplitN(v.Example, "\n", 2)[0]
		if !strings.Contains(string(b), line) {
			t.Errorf("docs/steps.md lacks the example %q", line)
		}
	}
}

// The steps talk to engines through the adapter only.
func TestNoReferenceImport(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		pf, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range pf.Imports {
			if strings.Contains(im.Path.Value, "bacctk/reference") {
				t.Errorf("%s imports %s: steps must talk to an adapter.Engine only", f, im.Path.Value)
			}
		}
	}
}

const tableFeature = `Feature: table
  @clause:mbs-ncb-v6:5.6
  Scenario: 5.6 late wagers
    Given the game "mbs-ncb-v6" with 8 decks
    When the dealer opens bets
    And player "A" places a "banker" wager of 500 at position 1
    And the dealer closes bets
    And player "B" places a "tie" wager of 100 at position 2
    Then that is refused because "bets-closed"
    And the table state is "betting-closed"
    When player "A" withdraws their "banker" wager at position 1
    Then that is accepted with the notice "withdrawal-ignored"
    When the cards "5H 6S KD QC 6D TS" are dealt
    Then that is accepted
    When the dealer settles the round
    Then the winner is "banker"
    And the Banker hand is "6S QC TS" with total 6
    And player "A"'s "banker" wager at position 1 is settled on a stake of 500
    And player "A"'s "banker" wager at position 1 wins 250
    And player "B" has no "tie" wager at position 2 in the settlement
    And 1 round is settled
`

func TestTableSteps(t *testing.T) {
	status, res := run(t, refengine.New(), tableFeature)
	if status != 0 || len(res) != 1 || res[0].Status != steps.Passed {
		t.Fatalf("status %d, results %+v", status, res)
	}
	if res[0].TableRequest == nil || len(res[0].TableRequest.Events) != 12 || res[0].TableResult == nil {
		t.Errorf("the table request and result are not kept: %+v", res[0])
	}
	swaps := []struct{ from, to string }{
		{`refused because "bets-closed"`, `refused because "betting-not-open"`},
		{`the table state is "betting-closed"`, `the table state is "betting-open"`},
		{`the notice "withdrawal-ignored"`, `the notice "withdrawn"`},
		{"wins 250", "wins 500"},
		{"a stake of 500", "a stake of 600"},
		{`player "B" has no "tie" wager at position 2`, `player "A" has no "banker" wager at position 1`},
		{"1 round is settled", "2 rounds are settled"},
		{`the winner is "banker"`, `the winner is "player"`},
	}
	for _, sw := range swaps {
		f := strings.Replace(tableFeature, sw.from, sw.to, 1)
		if f == tableFeature {
			t.Fatalf("%q not in the feature", sw.from)
		}
		if _, res := run(t, refengine.New(), f); len(res) != 1 || res[0].Status != steps.Failed {
			t.Errorf("replacing %q by %q: %+v, want a failure", sw.from, sw.to, res)
		}
	}
}

// engineOnly hides the reference's Table method.
type engineOnly struct{ adapter.Engine }

func TestTableNotApplicable(t *testing.T) {
	// No "table" in the hello: not applicable.
	noCap := stub{hello: func(h adapter.Hello) adapter.Hello { h.Capabilities = []string{adapter.CapCoup}; return h }}
	if status, res := run(t, noCap, tableFeature); status != 0 || len(res) != 1 || res[0].Status != steps.NotApplicable {
		t.Errorf("without the table capability: status %d, %+v", status, res)
	}
	// Claims "table" but its adapter cannot be asked: errored.
	if status, res := run(t, engineOnly{refengine.New()}, tableFeature); status == 0 || len(res) != 1 || res[0].Status != steps.Errored {
		t.Errorf("claimed but not implemented: status %d, %+v", status, res)
	}
}
