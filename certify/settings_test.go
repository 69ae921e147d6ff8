package certify

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/rules"
)

// TestRecordSettings: the report records the engine's command line, its
// folder (absolute) and its executable, resolved against that folder, by
// SHA-256; the request time-out over the in-process one, the deadline,
// the jobs, the protocol client's checks and the exhaustive walk's
// settings; an engine in process has
// no command, folder or executable.
func TestRecordSettings(t *testing.T) {
	dir := t.TempDir()
	script := []byte("#!/bin/sh\nexit 0\n")
	if err := os.WriteFile(filepath.Join(dir, "engine.sh"), script, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir()) // the engine's folder is not the kit's
	rep := &report.Report{}
	recordSettings(rep, Options{Command: []string{"./engine.sh", "--x"}, CommandLine: "./engine.sh --x", Dir: dir,
		Timeout: time.Second, RequestTimeout: 7 * time.Second, Deadline: 90 * time.Second, Jobs: 3,
		Exhaustive: true, ExhaustiveGames: []string{"mbs-ncb-v6"}, Validate: true, Recheck: 4})
	sum := sha256.Sum256(script)
	e, r := rep.Engine, rep.Run
	if e.CommandLine != "./engine.sh --x" || e.WorkDir != dir {
		t.Errorf("command line %q in %q", e.CommandLine, e.WorkDir)
	}
	if e.Executable == nil || e.Executable.Path != filepath.Join(dir, "engine.sh") || e.Executable.SHA256 != hex.EncodeToString(sum[:]) {
		t.Errorf("executable %+v", e.Executable)
	}
	if r.Timeout != "7s" || r.Deadline != "1m30s" || r.Jobs != 3 || !slices.Equal(r.ExhaustiveGames, []string{"mbs-ncb-v6"}) || r.ExhaustiveDecks != DefaultExhaustiveDecks || !r.Validate || r.Recheck != 4 {
		t.Errorf("run settings %+v", r)
	}

	rep = &report.Report{}
	recordSettings(rep, Options{Timeout: time.Second})
	if e, r := rep.Engine, rep.Run; e.CommandLine != "" || e.WorkDir != "" || e.Executable != nil || r.Timeout != "1s" || r.Deadline != "" || r.Jobs != 1 || r.ExhaustiveDecks != 0 || r.Validate || r.Recheck != 0 {
		t.Errorf("in process: engine %+v, run %+v", e, r)
	}
}

// TestContentInputs: the content hash covers every rules text, feature
// file and vector the binary carries, the catalog and the kit, each once,
// and is the hash of that list: a changed input changes it.
func TestContentInputs(t *testing.T) {
	in := ContentInputs()
	if h := HashContentInputs(in); h != ContentHash() {
		t.Fatalf("ContentHash %s is not the hash of its inputs, %s", ContentHash(), h)
	}
	names := map[string]string{}
	for _, x := range in {
		if _, dup := names[x.Name]; dup {
			t.Errorf("input %s listed twice", x.Name)
		}
		names[x.Name] = x.SHA256
	}
	texts, _ := filepath.Glob(filepath.Join("..", "rules", "*.txt"))
	if len(texts) == 0 {
		t.Fatal("no rules texts")
	}
	for _, p := range texts {
		data, err := rules.FS.ReadFile(filepath.Base(p))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		if names["rules/"+filepath.Base(p)] != hex.EncodeToString(sum[:]) {
			t.Errorf("rules text %s: input %q", p, names["rules/"+filepath.Base(p)])
		}
	}
	var features, vecs int
	for n := range names {
		features += boolInt(strings.HasPrefix(n, "features/"))
		vecs += boolInt(strings.HasPrefix(n, "vectors/"))
	}
	if features == 0 || vecs == 0 || in[len(in)-2].Name != "clauses" || in[len(in)-1].Name != "kit" {
		t.Errorf("%d feature files, %d vector files; last inputs %v", features, vecs, in[len(in)-2:])
	}
	changed := slices.Clone(in)
	changed[0].SHA256 = strings.Repeat("0", 64)
	if HashContentInputs(changed) == ContentHash() {
		t.Errorf("a changed rules text leaves the hash as it is")
	}
	if k := CurrentKit(); k.Revision == "" || len(k.ContentInputs) != len(in) {
		t.Errorf("the kit: revision %q, %d inputs", k.Revision, len(k.ContentInputs))
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestDiffNamesChangedInputs: report diff names the content inputs that
// differ, not only the hashes.
func TestDiffNamesChangedInputs(t *testing.T) {
	in := ContentInputs()
	changed := slices.Clone(in)
	changed[0].SHA256 = strings.Repeat("0", 64)
	changed = changed[:len(changed)-1] // the kit's input gone
	before := &report.Report{Kit: report.Kit{ContentHash: HashContentInputs(in), ContentInputs: in}}
	after := &report.Report{Kit: report.Kit{ContentHash: HashContentInputs(changed), ContentInputs: changed}}
	d := report.Compare(before, after)
	want := "; inputs that differ: kit, " + in[0].Name + ")"
	if !d.ContentHashDiffers || len(d.Warnings) == 0 || !strings.Contains(d.Warnings[0], want) {
		t.Errorf("warnings %q, want one with %q", d.Warnings, want)
	}
	before.Kit.ContentInputs = nil // an older report
	if d := report.Compare(before, after); len(d.Warnings) == 0 || strings.Contains(d.Warnings[0], "inputs that differ") {
		t.Errorf("warnings %q without the old list", d.Warnings)
	}
}
