package certify

import (
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/report"
)

// refusesTables claims the table capability (as the reference does) and
// answers every table request "unsupported", or, with event set, every
// request holding that event.
type refusesTables struct {
	*refengine.Engine
	event string
}

func (r refusesTables) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	for _, ev := range req.Events {
		if r.event == "" || ev.Type == r.event {
			return adapter.TableResult{}, &adapter.Error{Code: "unsupported", Message: "no tables \x1b[31mhere\x1b[0m"}
		}
	}
	return r.Engine.Table(ctx, req)
}

// tablesFail claims the table capability and fails every table request
// ("internal", an engine bug): errored checks carrying its message.
type tablesFail struct{ *refengine.Engine }

func (tablesFail) Table(context.Context, adapter.TableRequest) (adapter.TableResult, error) {
	return adapter.TableResult{}, &adapter.Error{Code: adapter.CodeInternal, Message: "no tables \x1b[31mhere\x1b[0m"}
}

// TestEngineRefusesTables: an engine that claims tables and answers every
// table request "unsupported" lacks the capability: its table rows are not
// applicable, never errored (docs/protocol.md "Errors": unsupported is
// what the engine does not offer), with complete reports in every format
// and no panic (issue 11, case 1). One that lacks a table event its
// game's rules have (a dealing device reset on Tiger v2) fails that rule
// (5.9) as not implemented; the rest is judged as usual.
func TestEngineRefusesTables(t *testing.T) {
	seed := testSeed(t)
	rep, err := Run(context.Background(), refusesTables{Engine: refengine.New()}, Options{
		Games: []string{"mbs-ncb-v6"}, Shoes: 4, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var text, js, junit bytes.Buffer
	rep.WriteText(&text, true)
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	if err := rep.WriteJUnit(&junit); err != nil {
		t.Fatal(err)
	}
	validateReportJSON(t, js.Bytes())
	var back report.Report
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if bad := append(rowsBy(rep, report.Errored), rowsBy(rep, report.Fail)...); len(bad) > 0 || rep.Summary.ExitCode != 0 {
		t.Errorf("exit code %d, errored or failing rows %v; want 0 and none:\n%s", rep.Summary.ExitCode, describeRows(bad, 10), text.String())
	}
	for _, v := range rep.Verdicts {
		if v.Game == "mbs-ncb-v6" && v.Clause == "5.7" && v.Verdict != report.NotApplicable {
			t.Errorf("the late withdrawal rule 5.7, checked by table requests only, is %s, want not applicable", v.Verdict)
		}
	}
	if strings.Contains(text.String(), "\x1b") {
		t.Errorf("the text report carries a raw escape from the engine")
	}

	// Found by the generated sequences, and by the table vectors alone
	// (--no-generated). 32 shoes give 8 generated tables: with 2 (8
	// shoes) about one seed in ten drew no device reset at all.
	for _, opts := range []Options{
		{Games: []string{"mbs-tiger-v2"}, Shoes: 32, Seed: seed, NoFeatures: true, NoVectors: true},
		{Games: []string{"mbs-tiger-v2"}, Seed: seed, NoFeatures: true, NoGenerated: true},
	} {
		rep, err = Run(context.Background(), refusesTables{Engine: refengine.New(), event: adapter.TableDeviceReset}, opts)
		if err != nil {
			t.Fatal(err)
		}
		if bad := rowsBy(rep, report.Errored); len(bad) > 0 {
			t.Errorf("errored rows %v", describeRows(bad, 10))
		}
		var failed []string
		for _, v := range rep.Verdicts {
			if v.Verdict == report.Fail {
				failed = append(failed, v.Document+":"+v.Clause)
			}
		}
		if len(failed) != 1 || failed[0] != "mbs-tiger-v2:5.9" || len(rep.Causes) == 0 || rep.Causes[0].Kind != judge.KindNotImplemented {
			t.Errorf("no-vectors %v no-generated %v: an engine without the device reset fails %v (causes %+v), want mbs-tiger-v2:5.9 alone, not implemented",
				opts.NoVectors, opts.NoGenerated, failed, rep.Causes)
		}
	}
}

// TestEngineFailsTables: an engine that claims tables and fails every
// table request ("internal") gets errored rows, a complete report that
// shows the refused table request, and no panic (issue 11, case 1: a nil
// table request in the text writer).
func TestEngineFailsTables(t *testing.T) {
	rep, err := Run(context.Background(), tablesFail{refengine.New()}, Options{
		Games: []string{"mbs-ncb-v6"}, Shoes: 1, Seed: testSeed(t), NoFeatures: true, NoVectors: true})
	if err != nil {
		t.Fatal(err)
	}
	text := reportText(rep)
	if rep.Summary.ExitCode != 1 || len(rowsBy(rep, report.Errored)) == 0 {
		t.Errorf("exit code %d, %d errored rows; want 1 and some", rep.Summary.ExitCode, len(rowsBy(rep, report.Errored)))
	}
	if !strings.Contains(text, "request: table, game mbs-ncb-v6") {
		t.Errorf("the text report does not show the failed table request:\n%s", text)
	}
	if strings.Contains(text, "\x1b") {
		t.Errorf("the text report carries a raw escape from the engine")
	}
}

// TestDeadlineBoundsVectors: the run's time limit also bounds the golden
// vectors: past it, no vector waits for the engine (issue 11, case 8).
func TestDeadlineBoundsVectors(t *testing.T) {
	t.Parallel()
	const deadline, timeout = time.Second, 2 * time.Second
	start := time.Now()
	rep, err := Run(context.Background(), slowPerCoup{refengine.New(), 20 * time.Millisecond},
		Options{Seed: 8, Games: []string{"mbs-ncb-v6"}, NoFeatures: true, NoGenerated: true, Deadline: deadline, Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > deadline+timeout+time.Second {
		t.Errorf("a run limited to %v (engine timeout %v) took %v", deadline, timeout, took)
	}
	if rep.OK() || !strings.Contains(reportText(rep), "deadline reached (--deadline 1s)") {
		t.Errorf("the vectors past the time limit are not errored with the reason: %s", rep.Summary.Line)
	}
}

// slowPerCoup is an engine whose time grows with the coups asked of it,
// batched or not, as a real engine's does: the vectors go in batches, so a
// pause per call would let them all through in a few calls. It gives up
// when its context ends, as the protocol client does.
type slowPerCoup struct {
	*refengine.Engine
	pause time.Duration
}

func (s slowPerCoup) wait(ctx context.Context, n int) error {
	select {
	case <-time.After(time.Duration(n) * s.pause):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s slowPerCoup) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	if err := s.wait(ctx, 1); err != nil {
		return adapter.CoupResult{}, err
	}
	return s.Engine.Coup(ctx, req)
}

func (s slowPerCoup) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	if err := s.wait(ctx, len(reqs)); err != nil {
		return nil, err
	}
	return s.Engine.Coups(ctx, reqs)
}

func reportText(r *report.Report) string {
	var b bytes.Buffer
	r.WriteText(&b, true)
	return b.String()
}

// TestCasesSharedFolder: --cases into a folder another user writes in
// (issue 28). Every name the run will use is planted as a link to a file
// of the kit's user, and an earlier run's vector file and the user's own
// files lie there: the run removes the links and writes its own files,
// the victims untouched; the earlier run's case is gone, so the folder
// replays this run alone; what is not named as a case is left. A folder
// in the way of a case file is an error of the run naming it, not
// followed.
func TestCasesSharedFolder(t *testing.T) {
	t.Parallel()
	firstDir := t.TempDir()
	first := fab4Run(t, nil, firstDir)
	shared, private := t.TempDir(), t.TempDir()
	var names []string
	entries, _ := os.ReadDir(firstDir)
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if len(names) < 3 || first.Failures[0].VectorFile == "" || !slices.ContainsFunc(names, func(n string) bool { return strings.HasSuffix(n, ".fuzzcase.json") }) {
		t.Fatalf("the Fabulous 4 run wrote %v; want cases with vector and fuzz case files", names)
	}
	for _, n := range names {
		victim := filepath.Join(private, n)
		os.WriteFile(victim, []byte("precious"), 0o600)
		if err := os.Symlink(victim, filepath.Join(shared, n)); err != nil {
			t.Fatal(err)
		}
	}
	stale, _ := os.ReadFile(first.Failures[0].VectorFile)
	kept := []string{"notes.json", "F1-draft.txt", "F77-mbs-etg-v4-fabulous-4s-scenario.txt"}
	os.WriteFile(filepath.Join(shared, "F99-mbs-etg-v4-fabulous-4s-vector.vector.json"), stale, 0o644)
	os.WriteFile(filepath.Join(shared, "F98-mbs-etg-v4-fabulous-4s-generated.fuzzcase.json"), []byte("{}"), 0o644)
	for _, n := range kept {
		os.WriteFile(filepath.Join(shared, n), []byte("mine"), 0o644)
	}

	second := fab4Run(t, nil, shared)
	for _, n := range names {
		if b, _ := os.ReadFile(filepath.Join(private, n)); string(b) != "precious" {
			t.Errorf("the run wrote through the planted link %s: the victim holds %.80q", n, b)
		}
		if st, err := os.Lstat(filepath.Join(shared, n)); err != nil || !st.Mode().IsRegular() {
			t.Errorf("%s: %v %v, want the run's own regular file", n, st.Mode(), err)
		}
	}
	entries, _ = os.ReadDir(shared)
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	want := append(append([]string{}, names...), kept...)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		t.Errorf("the shared folder holds %q, want this run's cases and the user's files %q", got, want)
	}
	if len(second.Failures) != len(first.Failures) || second.Failures[0].CaseFile != filepath.Join(shared, names[0]) {
		t.Errorf("the second run's failures: %d, first case file %q", len(second.Failures), second.Failures[0].CaseFile)
	}

	// A folder named as a case file is neither removed nor written into.
	blocked := t.TempDir()
	in := filepath.Join(blocked, names[0])
	os.Mkdir(in, 0o755)
	eng, _ := independent.New("fab4-banker-four-pays-even")
	rep, err := Run(context.Background(), eng, Options{Seed: 11, Shoes: 4, Games: []string{"mbs-etg-v4-fabulous-4s"},
		Tags: "@clause:mbs-etg-v4:4.11", CaseDir: blocked})
	if rep == nil || err == nil || !strings.Contains(err.Error(), "--cases: "+in+": file exists") {
		t.Errorf("a folder in the way of %s: report %v, error %v; want the report and an error naming it", names[0], rep != nil, err)
	}
	if left, _ := os.ReadDir(in); len(left) > 0 {
		t.Errorf("the run wrote into the folder %s: %v", in, left)
	}
}

// TestEngineChangedIdentity: an engine that crashes and comes back under
// another version does not have its answers credited to the first one:
// every check after the restart is errored, the engine failures name the
// change, and the run finishes its reports.
func TestEngineChangedIdentity(t *testing.T) {
	t.Parallel()
	eng := startTestEngine(t, "reborn:20:"+filepath.Join(t.TempDir(), "started"), protocol.Options{Grace: 200 * time.Millisecond})
	rep, err := Run(context.Background(), eng, Options{Seed: 7, Shoes: 3, Games: []string{"mbs-ncb-v6"}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK() || rep.Summary.ExitCode != 1 || len(rowsBy(rep, report.Errored)) == 0 {
		t.Fatalf("against an engine that changed identity: %s", rep.Summary.Line)
	}
	if f := rowsBy(rep, report.Fail); len(f) > 0 {
		t.Errorf("rows failed, not errored:\n%s", describeRows(f, 10))
	}
	var named bool
	for _, f := range rep.EngineFailures {
		if f.Kind == protocol.KindIdentity && strings.HasPrefix(f.Message, "the engine changed identity on restart: version ") && strings.Contains(f.Message, `-patched"`) {
			named = true
		}
	}
	if !named {
		t.Errorf("no engine failure names the change of identity: %+v", rep.EngineFailures)
	}
	if strings.Contains(rep.Engine.Version, "patched") {
		t.Errorf("the report credits the second engine: version %q", rep.Engine.Version)
	}
	reportJSON(t, rep)
}

// TestHostileIndexNamesRealTests: docs/certify.md's "Hostile input" table
// names, for each case, the tests that hold it; each named test exists in
// the repository, so the table cannot point at a test renamed or removed.
func TestHostileIndexNamesRealTests(t *testing.T) {
	section := docSection(t, "certify.md", "### Hostile input: where each case is tested")
	section, _, _ = strings.Cut(section, "\n### ")
	names := regexp.MustCompile(`\bTest[A-Z][A-Za-z]*`).FindAllString(section, -1)
	if len(names) < 10 {
		t.Fatalf("the table names %d tests; want the tests of every case", len(names))
	}
	defined := map[string]bool{}
	decl := regexp.MustCompile(`(?m)^func (Test[A-Za-z0-9_]*)\(`)
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range decl.FindAllStringSubmatch(string(src), -1) {
			defined[m[1]] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		if !defined[n] {
			t.Errorf("docs/certify.md names %s, which no test file defines", n)
		}
	}
}
