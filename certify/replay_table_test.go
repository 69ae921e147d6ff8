package certify

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/internal/words"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/vectors"
)

// TestEveryTableFailureReplays: in the report of a table defect caught by
// scenarios, golden vectors and generated sequences, every failure has a
// replay command that reproduces it from the files --cases wrote: its
// vector file, asked of the same engine, fails its one test, and asked of
// the reference passes it (the expected answer is the reference's); a
// coup's `bacctk coup` line shows the reference's answer. A failure with
// none fails the test (issue: table failures had no replay but a golden
// vector's --id).
func TestEveryTableFailureReplays(t *testing.T) {
	t.Parallel()
	eng := newIndependent(t, "table-late-wager-accepted")
	dir := t.TempDir()
	const engine = "my-engine --late"
	rep, err := Run(context.Background(), eng, Options{Kit: "./kit", CommandLine: engine, Games: []string{"mbs-tiger-v2"},
		Seed: 3, Shoes: 20, CaseDir: dir, CaseBase: dir})
	if err != nil {
		t.Fatal(err)
	}
	sources := map[string]int{}
	var files []vectors.File
	for _, f := range rep.Failures {
		if f.Request != nil && f.Request.Method == "table" {
			sources[f.Source]++
		}
		replayed := false
		for _, line := range f.Replay {
			switch {
			case strings.HasPrefix(line, "./kit coup "):
				// the reference's answer, whatever the engine
				replayed = !strings.Contains(line, "--engine")
			case f.VectorFile != "" && line == "./kit vectors verify --engine "+words.ShellQuote(engine)+" "+words.ShellQuote(f.VectorFile):
				vf := readCaseVector(t, filepath.Join(dir, filepath.FromSlash(f.VectorFile)))
				files = append(files, *vf)
				again := vectors.Verify(context.Background(), eng, []vectors.File{*vf}, vectors.VerifyOptions{})
				if again.Counts.Fail != 1 || again.Counts.Total() != 1 {
					t.Errorf("%s (%s): %s, replayed against the engine: %+v; want its one test to fail", f.ID, f.Source, line, again.Counts)
				}
				replayed = true
			}
		}
		if !replayed {
			t.Errorf("%s (%s, %s): no replay from the case files: %q", f.ID, f.Source, f.Title, f.Replay)
		}
	}
	for _, s := range []string{report.SourceScenario, report.SourceVector, report.SourceGenerated} {
		if sources[s] == 0 {
			t.Errorf("no table failure from the %s check (%v): the test no longer covers it", s, sources)
		}
	}
	clean := vectors.Verify(context.Background(), refengine.New(), files, vectors.VerifyOptions{})
	if clean.Counts.Pass != len(files) || clean.Counts.Total() != len(files) {
		t.Errorf("the reference replaying the %d case files: %+v; want every one to pass", len(files), clean.Counts)
	}
}

// readCaseVector reads and decodes a vector file of --cases as `bacctk
// vectors verify FILE` does: against the vectors' schema.
func readCaseVector(t *testing.T, path string) *vectors.File {
	t.Helper()
	b, err := vectors.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	vf, err := vectors.Decode(path, b)
	if err != nil {
		t.Fatal(err)
	}
	return vf
}
