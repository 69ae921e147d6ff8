package main

import (
	"runtime"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/certify"
	"github.com/bacctk/bacctk/report"
)

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"version"}} {
		code, out, stderr := runCmd(args...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, stderr)
		}
		for _, want := range []string{"bacctk " + report.KitVersion + " (" + certify.CurrentKit().Revision + ")", runtime.Version(), certify.ContentHash()} {
			if !strings.Contains(out, want) {
				t.Errorf("%q: %q lacks %q", args, out, want)
			}
		}
	}
	if code, _, stderr := runCmd("version", "extra"); code != 2 || !strings.Contains(stderr, "extra") {
		t.Errorf("version extra: exit %d, %s", code, stderr)
	}
}
