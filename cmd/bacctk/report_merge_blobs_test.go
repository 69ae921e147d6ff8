package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bacctk/bacctk/report"
)

// sansTimings is a report's JSON without what depends on time: its
// timings, start and duration, the summary line's duration and the digest
// (which covers them).
func sansTimings(t *testing.T, path string) string {
	t.Helper()
	r, err := readReport(path)
	if err != nil {
		t.Fatal(err)
	}
	r.Run.StartedAt, r.Run.DurationMs, r.Run.Timings = time.Time{}, 0, report.Timings{}
	r.Summary.Line = r.Summary.Line[:strings.LastIndex(r.Summary.Line, ";")]
	var b strings.Builder
	if err := r.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestReportMergeBlobs: certify --blob of each shard, then report merge of
// the folder of blobs (in which the shards' reports lie too), gives the
// report of the unsharded run, timings aside; blobs and reports together,
// a blob not as a kit wrote it and a missing shard are refused.
func TestReportMergeBlobs(t *testing.T) {
	dir := t.TempDir()
	base := []string{"certify", "--games", "mbs-ncb-v6,mbs-tiger-v2", "--no-features", "--shoes", "2", "--seed", "3",
		"--run", "tcId 1 |tie|commission"}
	one := filepath.Join(t.TempDir(), "one.json")
	if code, _, stderr := runCmd(append(base, "--json", one)...); code != 0 {
		t.Fatalf("certify: exit %d\n%s", code, stderr)
	}
	if r, err := readReport(one); err != nil || r.Run.Checked.Shoes == 0 || r.Run.Checked.Vectors == 0 {
		t.Fatalf("the run checks too little to test the merge: %v %+v", err, r.Run.Checked)
	}
	blob := func(k string) string { return filepath.Join(dir, "shard-"+k+".jsonl") }
	for _, k := range []string{"0", "1", "2"} {
		args := append(base, "--shard", k+"/3", "--blob", blob(k), "--json", filepath.Join(dir, "shard-"+k+".json"))
		if code, _, stderr := runCmd(args...); code != 0 {
			t.Fatalf("certify shard %s: exit %d\n%s", k, code, stderr)
		}
	}
	merged := filepath.Join(t.TempDir(), "merged.json")
	code, stdout, stderr := runCmd("report", "merge", dir, "--json", merged)
	if code != 0 || !strings.Contains(stdout, "PASS") {
		t.Fatalf("report merge of the blobs: exit %d\n%s%s", code, stdout, stderr)
	}
	if got, want := sansTimings(t, merged), sansTimings(t, one); got != want {
		t.Errorf("the merged blobs give another report than one run:\n%s", firstLineDiff(got, want))
	}
	// Given as files, in another order, with --blobs: the same report.
	again := filepath.Join(t.TempDir(), "again.json")
	if code, _, stderr := runCmd("report", "merge", "--blobs", blob("2"), blob("0"), blob("1"), "--json", again); code != 0 {
		t.Fatalf("report merge --blobs: exit %d\n%s", code, stderr)
	}
	if got, want := sansTimings(t, again), sansTimings(t, merged); got != want {
		t.Errorf("the blobs in another order merge otherwise:\n%s", firstLineDiff(got, want))
	}
	edited := filepath.Join(t.TempDir(), "edited.jsonl")
	data, err := os.ReadFile(blob("1"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(edited, []byte(strings.Replace(string(data), `"seed":"3"`, `"seed":"4"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{blob("0"), filepath.Join(dir, "shard-1.json"), blob("2")}, "not an observations blob"},
		{[]string{"--blobs", filepath.Join(dir, "shard-0.json")}, "not an observations blob"},
		{[]string{blob("0"), edited, blob("2")}, "does not agree with the facts"},
		{[]string{blob("0"), blob("2")}, "shard 1/3 missing"},
	} {
		code, _, stderr := runCmd(append([]string{"report", "merge"}, tc.args...)...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("report merge %v: exit %d, %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
}

// firstLineDiff shows the first line where two texts part.
func firstLineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) && i < len(w); i++ {
		if g[i] != w[i] && !strings.Contains(g[i], `"digest"`) {
			return "got  " + g[i] + "\nwant " + w[i]
		}
	}
	return "one is a prefix of the other"
}
