package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReportRender: a JSON report from certify renders to the same page
// certify writes with --html, and to a badge; bad input is a usage error
// naming the file.
func TestReportRender(t *testing.T) {
	dir := t.TempDir()
	js, html, badge := filepath.Join(dir, "r.json"), filepath.Join(dir, "certify.html"), filepath.Join(dir, "b.svg")
	code, _, stderr := runCmd("certify", "--games", "mbs-tiger-v2", "--seed", "5", "--shoes", "2", "--no-features",
		"--json", js, "--html", html, "--badge", badge)
	if code != 0 {
		t.Fatalf("certify: exit %d\n%s", code, stderr)
	}
	rendered := filepath.Join(dir, "rendered.html")
	if code, _, stderr := runCmd("report", "render", js, "--html", rendered); code != 0 {
		t.Fatalf("report render: exit %d\n%s", code, stderr)
	}
	a, _ := os.ReadFile(html)
	b, _ := os.ReadFile(rendered)
	if len(a) == 0 || string(a) != string(b) {
		t.Errorf("report render wrote %d bytes, certify --html %d: they differ", len(b), len(a))
	}
	if svg, _ := os.ReadFile(badge); !strings.Contains(string(svg), ">partial pass 1/1 games<") {
		t.Errorf("badge: %s", svg)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"report", "render", filepath.Join(dir, "none.json"), "--html", rendered}, "none.json"},
		{[]string{"report", "render", html, "--html", rendered}, "not a JSON report"},
		{[]string{"report", "render", js}, "nothing to write"},
		{[]string{"report", "rendr"}, `did you mean render?`},
		{[]string{"report", "render", js, "--htlm", rendered}, "did you mean --html?"},
	} {
		code, _, stderr := runCmd(tc.args...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
}

// TestDidYouMean: a mistyped command or flag is answered with the nearest
// valid one, and a word near nothing with the list.
func TestDidYouMean(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"certfy"}, "did you mean certify?"},
		{[]string{"vectros"}, "did you mean vectors?"},
		{[]string{"zzzzzzzz"}, "one of: analyze,"},
		{[]string{"certify", "--gmaes", "x"}, "did you mean --games?"},
		{[]string{"coup", "--crads", "AS"}, "did you mean --cards?"},
	} {
		code, _, stderr := runCmd(tc.args...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
	if got := closest("json", []string{"junit", "json", "cucumber"}); len(got) != 1 || got[0] != "json" {
		t.Errorf("closest(json) = %q", got)
	}
	if d := editDistance("certfy", "certify"); d != 1 {
		t.Errorf("editDistance(certfy, certify) = %d", d)
	}
	if d := editDistance("gmaes", "games"); d != 1 {
		t.Errorf("editDistance(gmaes, games) = %d: a swap costs 1", d)
	}
}
