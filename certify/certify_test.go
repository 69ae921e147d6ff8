package certify

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/vectors"
)

// startTestEngine runs the test binary as an engine in mode, through the
// protocol client exactly as `bacctk certify --engine` does.
func startTestEngine(t *testing.T, mode string, opts protocol.Options) *protocol.Client {
	t.Helper()
	argv, env := testEngineArgv(mode)
	opts.Env = append(opts.Env, env...)
	opts.Restart = true
	c, err := protocol.Start(context.Background(), argv, opts)
	if err != nil {
		t.Fatalf("starting the test engine (%s): %v", mode, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// rowsBy returns the report's rows with the given verdict.
func rowsBy(r *report.Report, verdict string) []report.ClauseVerdict {
	var out []report.ClauseVerdict
	for _, v := range r.Verdicts {
		if v.Verdict == verdict {
			out = append(out, v)
		}
	}
	return out
}

func describeRows(rows []report.ClauseVerdict, n int) string {
	var b strings.Builder
	for i, v := range rows {
		if i == n {
			fmt.Fprintf(&b, "... %d more\n", len(rows)-n)
			break
		}
		fmt.Fprintf(&b, "%s %s: %s\n", v.Verdict, v.ID, v.Reason)
	}
	return b.String()
}

// TestReferenceThroughProtocol certifies the reference through the
// subprocess path a vendor's engine takes (protocol v1 over a pipe, the
// test binary serving the reference as `bacctk engine` does), every game:
// every row must pass, or be procedural, or not applicable for a reason
// other than an engine's answer; and the three reports must keep to their
// schemas.
func TestReferenceThroughProtocol(t *testing.T) {
	t.Parallel()
	eng := startTestEngine(t, "serve", protocol.Options{Validate: true})
	argv, _ := testEngineArgv("serve")
	var cucumber bytes.Buffer
	seed := testSeed(t)
	// Generated shoes cost the most through the protocol: a few by
	// default, 20 per game in the long run.
	shoes := longtest.Budget(2, 20)
	rep, err := Run(context.Background(), eng, Options{Seed: seed, Shoes: shoes, Command: argv, Cucumber: &cucumber})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		var text bytes.Buffer
		rep.WriteText(&text, false)
		t.Fatalf("the reference does not pass through the protocol (seed %d):\n%s", seed, text.String())
	}
	if bad := append(rowsBy(rep, report.Fail), rowsBy(rep, report.Errored)...); len(bad) > 0 {
		t.Fatalf("%d rows fail or errored:\n%s", len(bad), describeRows(bad, 20))
	}
	if got, want := len(rep.Games), len(reference.Games()); got != want {
		t.Fatalf("%d games in the report, want all %d", got, want)
	}
	for _, g := range rep.Games {
		if g.Verdict != report.Pass || !g.Claimed || g.Clauses.Pass == 0 || g.Generated != report.Pass {
			t.Errorf("game %s: verdict %s (%s), claimed %v, %d rows pass, generated %q", g.Game, g.Verdict, g.Reason, g.Claimed, g.Clauses.Pass, g.Generated)
		}
		if g.Checked.Scenarios == 0 && hasFeatures(g.Document) {
			t.Errorf("game %s: no scenario ran although features/%s exists", g.Game, g.Document)
		}
		if g.Checked.Vectors == 0 || g.Checked.Shoes != shoes || g.Checked.Coups == 0 {
			t.Errorf("game %s: checked %+v", g.Game, g.Checked)
		}
	}
	// Every clause of every game's document has its row, in document order.
	perGame := map[string][]string{}
	for _, v := range rep.Verdicts {
		if v.Document != report.DocInterpretation && v.Document != report.DocContract {
			perGame[v.Game] = append(perGame[v.Game], v.Document+":"+v.Clause)
		}
		if v.Verdict == report.NotApplicable && (strings.Contains(v.Reason, "unsupported") || strings.Contains(v.Reason, "does not claim")) {
			t.Errorf("%s is not applicable on the reference: %s", v.ID, v.Reason)
		}
	}
	for _, g := range rep.Games {
		doc, _ := clauses.LookupDocument(g.Document)
		var want []string
		for _, c := range doc.Clauses {
			want = append(want, doc.ID+":"+c.Clause)
		}
		if d := cmp.Diff(want, perGame[g.Game]); d != "" {
			t.Errorf("game %s: rows differ from the catalog (-catalog +report):\n%s", g.Game, d)
		}
	}
	if rep.Engine.InProcess || rep.Engine.Name != refengine.Name || len(rep.Engine.Command) == 0 {
		t.Errorf("engine in the report: %+v", rep.Engine)
	}
	if rep.Run.Seed != fmt.Sprint(seed) || rep.Run.Shoes != shoes {
		t.Errorf("run: seed %s shoes %d, want %d and %d", rep.Run.Seed, rep.Run.Shoes, seed, shoes)
	}

	reportJSON(t, rep)
	var junit bytes.Buffer
	if err := rep.WriteJUnit(&junit); err != nil {
		t.Fatal(err)
	}
	validateJUnit(t, junit.Bytes())
	checkJUnitCases(t, rep, junit.Bytes())

	var cuc []struct {
		URI      string `json:"uri"`
		Elements []struct {
			Name  string `json:"name"`
			Steps []struct {
				Result struct{ Status string } `json:"result"`
			} `json:"steps"`
		} `json:"elements"`
	}
	decodeJSON(t, cucumber.Bytes(), &cuc)
	docs := map[string]bool{}
	scenarios := 0
	for _, f := range cuc {
		docs[strings.Split(f.URI, "/")[0]] = true
		scenarios += len(f.Elements)
	}
	for _, d := range clauses.DocumentIDs() {
		if hasFeatures(d) && !docs[d] {
			t.Errorf("the cucumber report has no feature of %s", d)
		}
	}
	if scenarios != rep.Run.Checked.Scenarios {
		t.Errorf("the cucumber report has %d scenarios, the report %d", scenarios, rep.Run.Checked.Scenarios)
	}
}

func hasFeatures(doc string) bool {
	st, err := fs.Stat(features.FS, doc)
	return err == nil && st.IsDir()
}

// checkJUnitCases checks that the JUnit output has one testcase per row,
// named by its clause id, with the game as classname, and the outcome
// elements the verdicts call for.
func checkJUnitCases(t *testing.T, rep *report.Report, data []byte) {
	t.Helper()
	root, err := parseXML(data)
	if err != nil {
		t.Fatal(err)
	}
	type tc struct{ Suite, Name, Class, Outcome string }
	var got []tc
	for _, s := range root.children {
		for _, c := range s.children {
			if c.name != "testcase" {
				continue
			}
			out := "pass"
			for _, o := range c.children {
				if o.name == "failure" || o.name == "error" || o.name == "skipped" {
					out = o.name
				}
			}
			got = append(got, tc{s.attrs["name"], c.attrs["name"], c.attrs["classname"], out})
		}
	}
	var want []tc
	for _, v := range rep.Verdicts {
		out := map[string]string{report.Pass: "pass", report.Fail: "failure", report.Errored: "error", report.NotApplicable: "skipped", report.Procedural: "skipped"}[v.Verdict]
		if v.UnexpectedPass {
			out = "failure"
		} else if v.KnownFailing != nil && (v.Verdict == report.Fail || v.Verdict == report.Errored) {
			out = "skipped"
		}
		want = append(want, tc{v.Game + "/" + v.Document, v.Document + ":" + v.Clause, v.Game, out})
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("JUnit testcases differ from the verdict rows (-rows +junit):\n%s", d)
	}
}

// defectTags selects the scenarios tagged with one of the defect's
// clauses (godog's "," is "or"): the only scenarios whose failure can make
// those clauses' rows fail. The clean engine runs every scenario.
func defectTags(d independent.DefectInfo) string {
	tags := make([]string, len(d.Clauses))
	for i, c := range d.Clauses {
		if strings.HasPrefix(c, report.DocContract+":") {
			// A contract point tags no scenario: the scenarios that
			// check it are tagged with what they cover; run them all.
			return ""
		}
		tags[i] = clauses.TagPrefix + c
	}
	return strings.Join(tags, ",")
}

// fullDefectsEnv runs every scenario of the defect's games, not only those
// tagged with its clauses: BACCTK_CERTIFY_FULL=1 go test ./certify/
const fullDefectsEnv = "BACCTK_CERTIFY_FULL"

// TestPlantedDefects is the self-test of the kit's power: certify must
// pass the clean independent engine (written apart from the reference)
// and, for every planted defect, fail some clause the defect is listed
// under on some game it is active on. A defect that goes unnoticed fails
// the test. By default each defect is certified on one of its games,
// chosen by the seed (so that runs of different seeds cover them all),
// except the known imprecise ones; BACCTK_LONG=1 certifies every defect on
// every game it is active on.
func TestPlantedDefects(t *testing.T) {
	seed := testSeed(t)
	t.Run("clean", func(t *testing.T) {
		t.Parallel()
		eng := newIndependent(t)
		// Every game in the long run; by default three, chosen by the
		// seed (features', vectors' and fuzz's tests pass the clean engine
		// on every game, each on its own part).
		var games []string
		for _, g := range reference.Games() {
			games = append(games, string(g.ID))
		}
		games = longtest.Pick(games, 3, seed)
		rep, err := Run(context.Background(), eng, Options{Seed: seed, Shoes: 10, Games: games})
		if err != nil {
			t.Fatal(err)
		}
		if bad := append(rowsBy(rep, report.Fail), rowsBy(rep, report.Errored)...); len(bad) > 0 || !rep.OK() {
			var text bytes.Buffer
			rep.WriteText(&text, false)
			t.Fatalf("the clean independent engine does not pass (seed %d):\n%s\n%s", seed, describeRows(bad, 20), text.String())
		}
		reportJSON(t, rep)
	})
	full := os.Getenv(fullDefectsEnv) != ""
	eachDefect(t, independent.Defects(), seed, func(t *testing.T, d independent.DefectInfo, eng *independent.Engine, games []string) {
		if _, ok := imprecise[d.Name]; ok {
			// every game: that the entry still applies is known only
			// from all of them (checkPrecision)
			games = d.Games
		}
		opts := Options{Seed: seed, Shoes: 5, Games: games, MinimizeBudget: 200, MaxFailures: 200}
		if !full {
			opts.Tags = defectTags(d)
		}
		rep, err := Run(context.Background(), eng, opts)
		if err != nil {
			t.Fatal(err)
		}
		if rep.OK() {
			t.Fatalf("certify passes the engine with defect %q (%s)", d.Name, d.Description)
		}
		listed, active := setOf(d.Clauses), setOf(games)
		caught := map[string]bool{}
		var rows []string
		for _, v := range rep.Verdicts {
			if v.Verdict == report.Fail && listed[v.Document+":"+v.Clause] && active[v.Game] {
				if !caught[v.Document+":"+v.Clause] {
					caught[v.Document+":"+v.Clause] = true
				}
				rows = append(rows, v.Game)
			}
		}
		if len(caught) == 0 {
			var text bytes.Buffer
			rep.WriteText(&text, false)
			t.Fatalf("defect %q (%s) is not caught under any of its clauses %v on %v (seed %d):\n%s",
				d.Name, d.Description, d.Clauses, games, seed, text.String())
		}
		var names []string
		for _, c := range d.Clauses {
			if caught[c] {
				names = append(names, c)
			}
		}
		t.Logf("caught %s under %s on %d game rows", d.Name, strings.Join(names, " "), len(rows))
		checkPrecision(t, d, rep, listed, active)
		checkNotJudged(t, rep, opts)
	})
}

// TestEngineMisbehaves: an engine process that crashes, hangs or writes
// garbage gives errored verdicts with the engine's failure as context and a
// finished report, quickly: the run gives up on an engine that fails call
// after call instead of waiting a time-out per check.
func TestEngineMisbehaves(t *testing.T) {
	// Only the hanging engine meets the short time-out: the others answer
	// their healthy calls within the default one even on a loaded machine.
	cases := []struct {
		mode, kind string
		timeout    time.Duration
	}{
		{"crash:0", protocol.KindCrash, 0},
		{"hang:0", protocol.KindHang, 300 * time.Millisecond},
		{"garbage:0", protocol.KindMalformed, 0},
		{"crash:40", protocol.KindCrash, 0}, // answers a while, then crashes: restarted, and again
	}
	for _, tc := range cases {
		tc := tc
		t.Run(tc.mode, func(t *testing.T) {
			t.Parallel()
			eng := startTestEngine(t, tc.mode, protocol.Options{Timeout: tc.timeout, Grace: 200 * time.Millisecond})
			start := time.Now()
			rep, err := Run(context.Background(), eng, Options{Seed: 7, Shoes: 5, Games: []string{"mbs-ncb-v6", "mbs-tiger-v2"}})
			if err != nil {
				t.Fatal(err)
			}
			took := time.Since(start)
			if took > 60*time.Second {
				t.Errorf("the run took %v against a misbehaving engine", took)
			}
			if rep.OK() || rep.Summary.ExitCode != 1 {
				t.Fatalf("exit %d against an engine in mode %s", rep.Summary.ExitCode, tc.mode)
			}
			errored := rowsBy(rep, report.Errored)
			if len(errored) == 0 {
				t.Fatalf("no errored row:\n%s", describeRows(rep.Verdicts, 10))
			}
			if f := rowsBy(rep, report.Fail); len(f) > 0 {
				t.Errorf("an engine that fails as a whole made rows fail, not errored:\n%s", describeRows(f, 10))
			}
			kinds := map[string]bool{}
			for _, f := range rep.EngineFailures {
				kinds[f.Kind] = true
			}
			if !kinds[tc.kind] {
				t.Errorf("engine failures %+v: none of kind %s", rep.EngineFailures, tc.kind)
			}
			if tc.kind == protocol.KindCrash && !strings.Contains(rep.EngineFailures[0].Stderr, "out of cheese") {
				t.Errorf("the crash's context lacks the engine's stderr: %+v", rep.EngineFailures[0])
			}
			for _, v := range errored {
				if v.Reason == "" || len(v.Failures) == 0 {
					t.Errorf("%s errored without context: reason %q, failures %v", v.ID, v.Reason, v.Failures)
					break
				}
			}
			reportJSON(t, rep)
			var junit bytes.Buffer
			if err := rep.WriteJUnit(&junit); err != nil {
				t.Fatal(err)
			}
			validateJUnit(t, junit.Bytes())
			t.Logf("%s: %s (%d engine failures, %d restarts)", tc.mode, rep.Summary.Line, rep.EngineFailuresTotal, rep.Engine.Restarts)
		})
	}
}

// TestEngineInProcessHangs: an engine in process that ignores its context
// is abandoned after Options.Timeout; the run finishes.
func TestEngineInProcessHangs(t *testing.T) {
	t.Parallel()
	f := &faulty{TableEngine: refengine.New(), mode: "hang", inProc: true, released: make(chan struct{})}
	t.Cleanup(func() { close(f.released) })
	start := time.Now()
	rep, err := Run(context.Background(), f, Options{Seed: 3, Shoes: 3, Games: []string{"mbs-tiger-ncb-v5"}, Timeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 30*time.Second {
		t.Errorf("the run took %v", took)
	}
	if rep.OK() || len(rowsBy(rep, report.Errored)) == 0 || len(rowsBy(rep, report.Pass)) != 0 {
		t.Fatalf("against a hanging engine: %s", rep.Summary.Line)
	}
	if rep.EngineFailures[0].Kind != protocol.KindHang || rep.EngineFailures[len(rep.EngineFailures)-1].Kind != "given-up" {
		t.Errorf("engine failures: %+v", rep.EngineFailures)
	}
}

// TestEngineDoesNotStart: an engine that cannot be started gives a
// finished report in which every checkable row is errored with the reason.
func TestEngineDoesNotStart(t *testing.T) {
	_, err := protocol.Start(context.Background(), []string{filepath.Join(t.TempDir(), "no-such-engine")}, protocol.Options{})
	if err == nil {
		t.Fatal("a missing program started")
	}
	rep, rerr := Run(context.Background(), nil, Options{StartError: err, Command: []string{"no-such-engine"}, Games: []string{"mbs-ncb-v6"}})
	if rerr != nil {
		t.Fatal(rerr)
	}
	if rep.OK() || rep.Engine.StartError == "" {
		t.Fatalf("start error: %s; engine %+v", rep.Summary.Line, rep.Engine)
	}
	for _, v := range rep.Verdicts {
		if v.Verdict != report.Errored && v.Verdict != report.Procedural {
			t.Fatalf("%s: %s, want errored", v.ID, v.Verdict)
		}
		if v.Verdict == report.Errored && !strings.Contains(v.Reason, "could not be started") {
			t.Fatalf("%s: reason %q", v.ID, v.Reason)
		}
	}
	reportJSON(t, rep)
}

// claimsOnly is the reference claiming only some games.
type claimsOnly struct {
	*refengine.Engine
	games []string
}

func (c claimsOnly) Hello(ctx context.Context) (adapter.Hello, error) {
	h, err := c.Engine.Hello(ctx)
	h.Games = c.games
	return h, err
}

// TestUnclaimedGames: a requested game the engine does not claim is not
// applicable, never passed; a run in which nothing applies fails.
func TestUnclaimedGames(t *testing.T) {
	t.Parallel()
	eng := claimsOnly{refengine.New(), []string{"mbs-ncb-v6"}}
	rep, err := Run(context.Background(), eng, Options{Seed: 1, Shoes: 2, Games: []string{"mbs-ncb-v6", "mbs-tiger-v2"}, NoFeatures: true})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		t.Fatalf("claimed game: %s", rep.Summary.Line)
	}
	for _, g := range rep.Games {
		want := map[string]string{"mbs-ncb-v6": report.Pass, "mbs-tiger-v2": report.NotApplicable}[g.Game]
		if g.Verdict != want || g.Claimed != (g.Game == "mbs-ncb-v6") {
			t.Errorf("%s: %s claimed %v, want %s", g.Game, g.Verdict, g.Claimed, want)
		}
	}
	for _, v := range rep.Verdicts {
		if v.Game == "mbs-tiger-v2" && v.Verdict != report.NotApplicable && v.Verdict != report.Procedural {
			t.Errorf("%s: %s on a game the engine does not claim", v.ID, v.Verdict)
		}
	}
	reportJSON(t, rep)

	none, err := Run(context.Background(), eng, Options{Seed: 1, Shoes: 2, Games: []string{"mbs-tiger-v2"}})
	if err != nil {
		t.Fatal(err)
	}
	if none.OK() || !strings.Contains(none.Summary.Line, "nothing was checked") {
		t.Errorf("a run that checks nothing: %s", none.Summary.Line)
	}
	if _, err := Run(context.Background(), eng, Options{Games: []string{"mbs-ncb-v7"}}); err == nil {
		t.Error("an unknown game id is accepted")
	}
}

// fab4Run certifies the Fabulous 4's game of an engine with a planted
// defect, quickly (the scenarios of rule 4.11 only).
func fab4Run(t *testing.T, kf *decide.KnownFailing, caseDir string) *report.Report {
	t.Helper()
	eng := newIndependent(t, "fab4-banker-four-pays-even")
	rep, err := Run(context.Background(), eng, Options{Seed: 11, Shoes: 4, Games: []string{"mbs-etg-v4-fabulous-4s"},
		Tags: "@clause:mbs-etg-v4:4.11", KnownFailing: kf, CaseDir: caseDir, CommandLine: "my-engine --fab4"})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestKnownFailing: rows listed as known failing do not fail the run; a
// listed row that passes does ("unexpected pass"); the same seed gives
// the same verdicts.
func TestKnownFailing(t *testing.T) {
	t.Parallel()
	first := fab4Run(t, nil, "")
	failing := rowsBy(first, report.Fail)
	if len(failing) == 0 || first.OK() {
		t.Fatalf("the Fabulous 4's defect is not caught: %s", first.Summary.Line)
	}
	var list strings.Builder
	list.WriteString("# known gaps of my engine\n\n")
	for _, v := range failing {
		fmt.Fprintf(&list, "%s   # %s\n", v.ID, v.Summary)
	}
	kf, err := decide.ParseKnownFailing("known.txt", strings.NewReader(list.String()))
	if err != nil {
		t.Fatal(err)
	}
	second := fab4Run(t, kf, "")
	if !second.OK() {
		t.Fatalf("every failing row is listed, yet: %s", second.Summary.Line)
	}
	// The same seed checks the same things: the verdicts are those of the
	// first run.
	strip := func(r *report.Report) []report.ClauseVerdict {
		out := append([]report.ClauseVerdict(nil), r.Verdicts...)
		for i := range out {
			out[i].KnownFailing = nil
		}
		return out
	}
	if d := cmp.Diff(strip(first), strip(second)); d != "" {
		t.Fatalf("two runs with seed 11 differ (-first +second):\n%s", d)
	}
	if got := second.Summary.Verdicts.KnownFailing; got != len(failing) {
		t.Errorf("%d rows known failing, want %d", got, len(failing))
	}
	for _, f := range second.Failures {
		if !f.KnownFailing {
			t.Errorf("failure %s (%s) is not marked known failing", f.ID, strings.Join(f.Clauses, " "))
		}
	}
	// The known failing are counted apart from fail, and every cause,
	// made only of them, says so.
	if want := fmt.Sprintf(" 0 fail, 0 errored, %d not judged, ", second.Summary.Verdicts.NotJudged); !strings.Contains(second.Summary.Line, want) ||
		!strings.Contains(second.Summary.Line, fmt.Sprintf(", %d known failing, 0 unexpected passes", len(failing))) {
		t.Errorf("the summary line counts the known failing among fail: %s", second.Summary.Line)
	}
	if !strings.Contains(first.Summary.Line, fmt.Sprintf(" %d fail, ", len(failing))) || strings.Contains(first.Summary.Line, "known failing") {
		t.Errorf("without a list every failing row is fail: %s", first.Summary.Line)
	}
	if len(second.Causes) == 0 {
		t.Fatalf("a failing run without causes: %s", second.Summary.Line)
	}
	var knownText bytes.Buffer
	second.WriteText(&knownText, false)
	for i, reps := range []*report.Report{first, second} {
		for _, c := range reps.Causes {
			if c.KnownFailing != (i == 1) {
				t.Errorf("run %d: cause %s %v is marked known failing %v", i+1, c.ID, c.Clauses, c.KnownFailing)
			}
			if i == 1 && !strings.Contains(knownText.String(), c.ID+" "+c.Kind+" "+c.Game+" ["+strings.Join(c.Clauses, " ")+"] (known failing): ") {
				t.Errorf("the text report does not mark cause %s known failing:\n%s", c.ID, knownText.String())
			}
		}
	}
	reportJSON(t, second)

	// Listing a passing row is an error: the list must shrink as the
	// engine is fixed.
	passing := rowsBy(first, report.Pass)[0].ID
	kf.Patterns = append(kf.Patterns, report.Pattern{Text: passing, Line: 99})
	third := fab4Run(t, kf, "")
	if third.OK() || third.Summary.Verdicts.UnexpectedPass != 1 {
		t.Fatalf("a listed passing row: %s", third.Summary.Line)
	}
	if d := cmp.Diff([]string{passing}, third.KnownFailing.UnexpectedPasses); d != "" {
		t.Errorf("unexpected passes (-want +got):\n%s", d)
	}
	var junit, text bytes.Buffer
	if err := third.WriteJUnit(&junit); err != nil {
		t.Fatal(err)
	}
	validateJUnit(t, junit.Bytes())
	checkJUnitCases(t, third, junit.Bytes())
	third.WriteText(&text, false)
	if !strings.Contains(text.String(), "unexpected pass: "+passing) {
		t.Errorf("the text report does not name the unexpected pass %s:\n%s", passing, text.String())
	}
	reportJSON(t, third)
}

// TestFailureEvidence: a failure names the clause and the game, shows the
// coup's cards and wagers, the reference's answer against the engine's
// with a go-cmp diff, and replays: a `bacctk coup` command, and with
// --cases a vector file that fails the defective engine and passes the
// reference.
func TestFailureEvidence(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	rep := fab4Run(t, nil, dir)
	var scen *report.Failure
	for i := range rep.Failures {
		f := &rep.Failures[i]
		if f.Source == report.SourceScenario && f.Request != nil && f.Request.Method == "coup" && f.Verdict == report.Fail {
			scen = f
			break
		}
	}
	if scen == nil {
		t.Fatalf("no failing coup scenario among %d failures", len(rep.Failures))
	}
	if scen.Game != "mbs-etg-v4-fabulous-4s" || !contains(scen.Clauses, "mbs-etg-v4:4.11") || len(scen.Request.Cards) == 0 || len(scen.Request.Wagers) == 0 {
		t.Errorf("failure %s: game %s clauses %v request %+v", scen.ID, scen.Game, scen.Clauses, scen.Request)
	}
	if scen.Expected == nil || scen.Actual == nil || scen.Expected.Coup == nil || scen.Actual.Coup == nil {
		t.Fatalf("failure %s lacks the answers: expected %+v actual %+v", scen.ID, scen.Expected, scen.Actual)
	}
	if cmp.Equal(scen.Expected.Coup.Settlements, scen.Actual.Coup.Settlements) || scen.Diff == "" {
		t.Errorf("failure %s: the reference's and the engine's settlements agree, or no diff:\n%s", scen.ID, scen.Diff)
	}
	if len(scen.Replay) < 2 || !strings.HasPrefix(scen.Replay[0], "bacctk coup --game mbs-etg-v4-fabulous-4s ") ||
		!strings.HasPrefix(scen.Replay[1], "bacctk vectors verify --engine 'my-engine --fab4' ") {
		t.Errorf("replay commands: %q", scen.Replay)
	}
	var text bytes.Buffer
	rep.WriteText(&text, false)
	for _, want := range []string{scen.ID + " FAIL mbs-etg-v4-fabulous-4s scenario", "mbs-etg-v4:4.11", "cards " + strings.Join(scen.Request.Cards, " "), "diff (-expected +actual):", "replay: bacctk coup"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the text report lacks %q:\n%s", want, text.String())
		}
	}

	// The vector file replays: the defective engine fails it, the
	// reference passes it, and it lints clean.
	data, err := os.ReadFile(scen.VectorFile)
	if err != nil {
		t.Fatal(err)
	}
	if errs := vectors.Lint(filepath.Base(scen.VectorFile), data); len(errs) > 0 {
		t.Errorf("the written vector does not lint: %v", errs)
	}
	vf, err := vectors.Decode(scen.VectorFile, data)
	if err != nil {
		t.Fatal(err)
	}
	bad, _ := independent.New("fab4-banker-four-pays-even")
	if r := vectors.Verify(context.Background(), bad, []vectors.File{*vf}, vectors.VerifyOptions{}); r.Counts.Fail != 1 {
		t.Errorf("the vector of %s against the defective engine: %+v", scen.ID, r.Counts)
	}
	if r := vectors.Verify(context.Background(), refengine.New(), []vectors.File{*vf}, vectors.VerifyOptions{}); r.Counts.Pass != 1 {
		t.Errorf("the vector of %s against the reference: %+v", scen.ID, r.Counts)
	}
	// The case file is the failure as the JSON report has it.
	var back report.Failure
	b, err := os.ReadFile(scen.CaseFile)
	if err != nil {
		t.Fatal(err)
	}
	decodeJSON(t, b, &back)
	if d := cmp.Diff(*scen, back); d != "" {
		t.Errorf("case file differs from the report's failure (-report +file):\n%s", d)
	}
	// A generated-shoe failure carries its shoe seed, and its case replays
	// with package fuzz: the defect shows, the reference passes.
	generated := 0
	for _, f := range rep.Failures {
		if f.Source != report.SourceGenerated || f.Verdict != report.Fail {
			continue
		}
		generated++
		if f.Seed == "" || f.Request == nil || f.VectorFile == "" {
			t.Errorf("generated failure %s: seed %q request %+v vector %q", f.ID, f.Seed, f.Request, f.VectorFile)
		}
		cs, err := fuzz.ReadCase(strings.TrimSuffix(f.CaseFile, ".json") + ".fuzzcase.json")
		if err != nil {
			t.Errorf("generated failure %s: %v", f.ID, err)
			continue
		}
		if o, err := fuzz.Replay(context.Background(), bad, cs); err != nil || o.Passed() {
			t.Errorf("generated failure %s does not replay against the defective engine: %v %+v", f.ID, err, o)
		}
		if o, err := fuzz.Replay(context.Background(), refengine.New(), cs); err != nil || !o.Passed() {
			t.Errorf("generated failure %s fails the reference: %v %+v", f.ID, err, o)
		}
	}
	if generated == 0 {
		t.Error("no generated failure to check (the fab4 defect should show on generated shoes)")
	}
	js := reportJSON(t, rep)
	var generic map[string]any
	if err := json.Unmarshal(js, &generic); err != nil {
		t.Fatal(err)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestCancelledRunFinishes: a run whose context ends goes on to a finished
// report, every remaining check errored.
func TestCancelledRunFinishes(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep, err := Run(ctx, refengine.New(), Options{Seed: 2, Shoes: 2, Games: []string{"mbs-ncb-v6"}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK() || len(rowsBy(rep, report.Errored)) == 0 {
		t.Fatalf("a cancelled run: %s", rep.Summary.Line)
	}
	if !errors.Is(ctx.Err(), context.Canceled) {
		t.Fatal("context not cancelled")
	}
	reportJSON(t, rep)
}

// slow is the reference answering every call after a pause.
type slow struct {
	*refengine.Engine
	pause time.Duration
}

func (s slow) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	time.Sleep(s.pause)
	return s.Engine.Coup(ctx, req)
}

func (s slow) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	time.Sleep(s.pause)
	return s.Engine.Coups(ctx, reqs)
}

// TestRunDeadline: an engine too slow for the run's time limit gives a
// finished report when the limit passes; what was not checked is errored
// and says why.
func TestRunDeadline(t *testing.T) {
	t.Parallel()
	start := time.Now()
	rep, err := Run(context.Background(), slow{refengine.New(), 20 * time.Millisecond},
		Options{Seed: 5, Shoes: 50, Games: []string{"mbs-ncb-v6"}, Deadline: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 20*time.Second {
		t.Errorf("a run limited to 1s took %v", took)
	}
	errored := rowsBy(rep, report.Errored)
	if rep.OK() || len(errored) == 0 {
		t.Fatalf("a run past its time limit: %s", rep.Summary.Line)
	}
	// The deadline is the run's, not the engine's failure; the summary
	// says it and how many checks it left unasked, and "checked" counts
	// only what was asked (issue 28 item 8).
	for _, f := range rep.EngineFailures {
		if strings.Contains(f.Message, "deadline") {
			t.Errorf("an engine failure blames the deadline on the engine: %+v", f)
		}
	}
	na := rep.Run.NotAsked
	if rep.Run.Stopped != "deadline reached (--deadline 1s)" || na == nil || na.Shoes == 0 {
		t.Fatalf("stopped %q, not asked %+v", rep.Run.Stopped, na)
	}
	if want := fmt.Sprintf("; deadline reached (--deadline 1s), %d checks not asked;", na.Vectors+na.Shoes); !strings.Contains(rep.Summary.Line, want) {
		t.Errorf("summary %q lacks %q", rep.Summary.Line, want)
	}
	if got := rep.Run.Checked.Shoes + na.Shoes; got != 50 {
		t.Errorf("%d shoes checked and %d not asked, want 50 in all", rep.Run.Checked.Shoes, na.Shoes)
	}
	if got := rep.Run.Checked.Vectors + na.Vectors; int64(got) != vectorTotal([]string{"mbs-ncb-v6"}, nil) {
		t.Errorf("%d vectors checked and %d not asked, want %d in all", rep.Run.Checked.Vectors, na.Vectors, vectorTotal([]string{"mbs-ncb-v6"}, nil))
	}
	reportJSON(t, rep)
}

// TestTimeoutSaysWhichRequest: an engine in process that does not
// answer within --timeout is named with the time and the request in the
// summary and the causes, with the checks the run then left unasked, and
// "checked" counts none of those (issue 28 item 8).
func TestTimeoutSaysWhichRequest(t *testing.T) {
	t.Parallel()
	rep, err := Run(context.Background(), slow{refengine.New(), time.Second},
		Options{Seed: 5, Shoes: 3, Games: []string{"mbs-ncb-v6"}, NoFeatures: true, NoVectors: true, Timeout: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	want := "--timeout 50ms exceeded on request "
	if !strings.Contains(rep.Run.Stopped, want) || !strings.Contains(rep.Summary.Line, want) {
		t.Errorf("stopped %q, summary %q", rep.Run.Stopped, rep.Summary.Line)
	}
	if na := rep.Run.NotAsked; na == nil || na.Shoes+rep.Run.Checked.Shoes != 3 || na.Shoes == 0 {
		t.Errorf("not asked %+v, checked %+v: want the 3 shoes between them, some not asked", na, rep.Run.Checked)
	}
	found := false
	for _, c := range rep.Causes {
		found = found || strings.Contains(c.Summary, want)
	}
	if !found {
		t.Errorf("no cause names the time-out: %+v", rep.Causes)
	}
	reportJSON(t, rep)
}
