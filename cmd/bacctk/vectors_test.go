package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestVectorsGenerateCheckMatchesRepository(t *testing.T) {
	code, out, errs := runCmd("vectors", "generate", "--check", "--dir", filepath.Join("..", "..", "vectors"))
	if code != 0 {
		t.Fatalf("exit %d: the checked-in vectors differ from the generated ones:\n%s%s", code, out, errs)
	}
	if !strings.Contains(out, "11 files generated") || !strings.Contains(out, "0 differ") {
		t.Errorf("output:\n%s", out)
	}
}

func TestVectorsGenerateWritesThenIsStable(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	code, out, errs := runCmd("vectors", "generate", "--dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if n := strings.Count(out, "wrote "); n != 11 {
		t.Errorf("wrote %d files, want 11:\n%s", n, out)
	}
	stale := filepath.Join(dir, "testvectors_v1", "old-game.json")
	if err := os.WriteFile(stale, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCmd("vectors", "generate", "--dir", dir)
	if code != 0 || strings.Contains(out, "wrote ") || !strings.Contains(out, "stale") {
		t.Errorf("second run: exit %d, want nothing written and the stale file named:\n%s", code, out)
	}
	code, out, _ = runCmd("vectors", "generate", "--check", "--dir", dir)
	if code != 1 || !strings.Contains(out, "old-game.json") {
		t.Errorf("--check with a stale file: exit %d, want 1 naming it:\n%s", code, out)
	}
	// An id the file on disk has and the generator no longer writes is
	// retired: the files are read before they are rewritten.
	path := filepath.Join(dir, "testvectors_v1", "mbs-ncb-v6.json")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const dropped = "mbs-ncb-v6/table-000000000000"
	i := strings.Index(string(src), `"id": "mbs-ncb-v6/table-`)
	if i < 0 {
		t.Fatal("no table id in mbs-ncb-v6.json")
	}
	edited := string(src[:i]) + `"id": "` + dropped + `"` + string(src[i+len(`"id": "`)+len(dropped)+1:])
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCmd("vectors", "generate", "--dir", dir)
	retired, _ := os.ReadFile(filepath.Join(dir, "retired_v1.txt"))
	if code != 0 || !strings.Contains(out, "retired 1 ids") || !strings.Contains(string(retired), dropped+"\n") {
		t.Errorf("an id dropped by the generator: exit %d, retired list %q:\n%s", code, retired, out)
	}
}

func TestVectorsLint(t *testing.T) {
	code, out, errs := runCmd("vectors", "lint")
	if code != 0 {
		t.Fatalf("exit %d on the shipped vectors:\n%s%s", code, out, errs)
	}
	src, err := os.ReadFile(filepath.Join("..", "..", "vectors", "testvectors_v1", "mbs-ncb-v6.json"))
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(src), `"numberOfTests": `, `"numberOfTests": 1`, 1)
	path := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCmd("vectors", "lint", path)
	if code != 1 || !strings.Contains(out, path) || !strings.Contains(out, "numberOfTests") {
		t.Errorf("exit %d, want 1 and the problem named:\n%s", code, out)
	}
}

func TestVectorsVerifyReference(t *testing.T) {
	report := filepath.Join(t.TempDir(), "report.json")
	code, out, errs := runCmd("vectors", "verify", "--game", "mbs-tiger-v2", "--json", report)
	if code != 0 {
		t.Fatalf("exit %d:\n%s%s", code, out, errs)
	}
	if !strings.Contains(out, "mbs-tiger-v2") || strings.Contains(out, "mbs-ncb-v6") {
		t.Errorf("--game did not select the game:\n%s", out)
	}
	b, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Results []struct {
			Verdict string `json:"verdict"`
			Game    string `json:"game"`
		} `json:"results"`
		Counts struct {
			Pass int `json:"pass"`
		} `json:"counts"`
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Results) == 0 || rep.Counts.Pass != len(rep.Results) {
		t.Errorf("JSON report: %d results, %d passed", len(rep.Results), rep.Counts.Pass)
	}
}

func TestVectorsBadUsage(t *testing.T) {
	for _, args := range [][]string{
		{"vectors"},
		{"vectors", "frobnicate"},
		{"vectors", "generate", "extra"},
		{"vectors", "verify", "--engine", "/nonexistent/engine --flag"},
		{"vectors", "verify", "/nonexistent/file.json"},
	} {
		if code, _, _ := runCmd(args...); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
	// An empty $ENGINE must not verify the built-in reference (issue 28).
	for _, engine := range []string{"", " \t"} {
		code, out, errs := runCmd("vectors", "verify", "--game", "mbs-tiger-v2", "--engine", engine)
		if code != 2 || !strings.Contains(errs, "--engine is empty") || out != "" {
			t.Errorf("vectors verify --engine %q: exit %d, stdout %q, stderr %q; want exit 2, --engine is empty, nothing verified", engine, code, out, errs)
		}
	}
}

// TestVectorsVerifyFolder: a folder stands for the vector files in it (the
// *.vector.json ones of a --cases folder, beside its failure records), an
// empty one is a usage error, and so is an unknown --game, answered with
// the list.
func TestVectorsVerifyFolder(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "vectors", "testvectors_v1", "mbs-tiger-v2.json"))
	if err != nil {
		t.Fatal(err)
	}
	plain, cases, empty := t.TempDir(), t.TempDir(), t.TempDir()
	if err := os.MkdirAll(filepath.Join(plain, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []struct{ path, body string }{
		{filepath.Join(plain, "sub", "tiger.json"), string(src)},
		{filepath.Join(cases, "F1-x.vector.json"), string(src)},
		{filepath.Join(cases, "F1-x.json"), `{"not": "a vector file"}`},
	} {
		if err := os.WriteFile(f.path, []byte(f.body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, dir := range []string{plain, cases} {
		code, out, stderr := runCmd("vectors", "verify", dir)
		if code != 0 || !strings.Contains(out, "mbs-tiger-v2") {
			t.Errorf("verify %s: exit %d\n%s%s", dir, code, out, stderr)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"vectors", "verify", empty}, "no .json vector files"},
		{[]string{"vectors", "verify", "--game", "mbs-tigre-v2"}, "the games are mbs-ncb-v6"},
	} {
		if code, _, stderr := runCmd(tc.args...); code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: exit %d, %s; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
}
