package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/report"
)

// TestReportFormats: one certify run writes every format with --report
// FORMAT=FILE (the JSON to stdout as well, with -), and `report render
// --as FORMAT` of its JSON report writes, for every format, the same
// bytes: a failing engine, a known-failing list with unexpected passes
// and -v, so that the failures, causes and marks are rendered too. The
// old flags write what --report writes.
func TestReportFormats(t *testing.T) {
	dir := t.TempDir()
	known := filepath.Join(dir, "known.txt")
	if err := os.WriteFile(known, []byte("*/interpretation:*\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	file := func(name string) string { return filepath.Join(dir, name) }
	args := []string{"--engine", helperEngine(t, "defect:tie-loses-player-banker"), "--games", "mbs-ncb-v6",
		"--seed", "7", "--shoes", "2", "--no-features", "--known-failing", known, "-v",
		"--junit", file("alias.junit"), "--report", "json=-"}
	for _, r := range report.Renderers() {
		args = append(args, "--report", r.Name+"="+file("run."+r.Name))
	}
	code, stdout, stderr := runCertifyCmd(t, args...)
	if code != 1 {
		t.Fatalf("certify of a defective engine: exit %d, want 1\n%s", code, stderr)
	}
	read := func(name string) string {
		b, err := os.ReadFile(file(name))
		if err != nil || len(b) == 0 {
			t.Fatalf("%s: %d bytes, %v", name, len(b), err)
		}
		return string(b)
	}
	if js := read("run.json"); stdout != js {
		t.Errorf("--report json=- wrote %d bytes to stdout (the text not among them?), --report json=FILE %d", len(stdout), len(js))
	}
	if read("alias.junit") != read("run.junit") {
		t.Error("--junit FILE and --report junit=FILE differ")
	}
	for name, head := range map[string]string{"text": "engine: ", "json": "{\n", "junit": "<?xml", "html": "<!DOCTYPE html>", "badge": "<svg "} {
		if got := read("run." + name); !strings.HasPrefix(got, head) {
			t.Errorf("--report %s=FILE begins %.40q, want %q", name, got, head)
		}
	}
	if !strings.Contains(read("run.text"), "UNEXPECTED PASS") || !strings.Contains(read("run.text"), "causes (") {
		t.Error("the text report holds no cause or no unexpected pass: the run does not test what it should")
	}
	for _, r := range report.Renderers() {
		out := file("rendered." + r.Name)
		if code, _, stderr := runCmd("report", "render", file("run.json"), "--as", r.Name, "-v", "--out", out); code != 0 {
			t.Fatalf("report render --as %s: exit %d\n%s", r.Name, code, stderr)
		}
		if got, want := read("rendered."+r.Name), read("run."+r.Name); got != want {
			t.Errorf("report render --as %s wrote %d bytes, certify --report %s=FILE %d: they differ", r.Name, len(got), r.Name, len(want))
		}
	}
	// Without --out, the rendering goes to stdout.
	if code, out, stderr := runCmd("report", "render", file("run.json"), "--as", "junit"); code != 0 || out != read("run.junit") {
		t.Errorf("report render --as junit to stdout: exit %d, %d bytes, want %d\n%s", code, len(out), len(read("run.junit")), stderr)
	}
}

// TestReportFormatUsage: an unknown format, a format without its file and
// two reports to one file are usage errors (exit 2) that name the
// formats; cucumber is refused by report render with why.
func TestReportFormatUsage(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(dir, "r.json")
	if code, _, stderr := runCmd("certify", "--games", "mbs-tiger-v2", "--seed", "5", "--shoes", "1", "--no-features", "--no-generated", "--report", "json="+js); code != 0 {
		t.Fatalf("certify: exit %d\n%s", code, stderr)
	}
	formats := "the formats: badge, html, json, junit, text"
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"certify", "--report", "jnuit=" + filepath.Join(dir, "x.xml")}, []string{`unknown format "jnuit" (did you mean junit?)`, formats + ", cucumber"}},
		{[]string{"certify", "--report", "xml=" + filepath.Join(dir, "x.xml")}, []string{`unknown format "xml"; ` + formats + ", cucumber"}},
		{[]string{"certify", "--report", "junit"}, []string{"want FORMAT=FILE"}},
		{[]string{"certify", "--report", "junit=-", "--report", "html=-"}, []string{"--report junit and --report html name the same file -"}},
		{[]string{"certify", "--json", js, "--report", "badge=" + js}, []string{"--json and --report badge name the same file"}},
		{[]string{"report", "render", js, "--as", "xml"}, []string{`unknown format "xml"; ` + formats}},
		{[]string{"report", "render", js, "--as", "htm"}, []string{`did you mean html?`, formats}},
		{[]string{"report", "render", js, "--as", "cucumber"}, []string{"during a run", "--report cucumber=FILE"}},
		{[]string{"report", "render", js, "--out", filepath.Join(dir, "x")}, []string{"--out goes with --as"}},
	} {
		code, _, stderr := runCmd(tc.args...)
		for _, w := range tc.want {
			if code != 2 || !strings.Contains(stderr, w) {
				t.Errorf("%q: exit %d, stderr %.300q; want 2 and %q", tc.args, code, stderr, w)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.xml")); err == nil {
		t.Error("a usage error left a report file")
	}
}
