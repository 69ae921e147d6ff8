package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/internal/outfile"
	"github.com/bacctk/bacctk/report"
)

// rewriteShard reads the report at path, edits it and writes it back: with
// a digest recomputed (as a kit writes) or with the digest it had (as an
// editor keeps it).
func rewriteShard(t *testing.T, path string, redigest bool, edit func(r *report.Report)) {
	t.Helper()
	r, err := readReport(path)
	if err != nil {
		t.Fatal(err)
	}
	edit(r)
	if redigest {
		err = outfile.Write(path, r.WriteJSON)
	} else {
		var b []byte
		if b, err = json.MarshalIndent(r, "", "  "); err == nil {
			err = os.WriteFile(path, b, 0o644)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}

// failFirstPass turns the first passing row into a failing one; with
// totals, the summary's and the game's counts follow, so that the report
// is consistent but for its digest.
func failFirstPass(totals bool) func(r *report.Report) {
	return func(r *report.Report) {
		for i, v := range r.Verdicts {
			if v.Verdict != report.Pass {
				continue
			}
			r.Verdicts[i].Verdict = report.Fail
			if totals {
				r.Summary.Verdicts.Pass--
				r.Summary.Verdicts.Fail++
				for g := range r.Games {
					if r.Games[g].Game == v.Game {
						r.Games[g].Clauses.Pass--
						r.Games[g].Clauses.Fail++
					}
				}
			}
			return
		}
	}
}

// TestMergeRefusesAlteredShards: report merge merges the shards of one
// run as written, and the merge carries a digest of its own; it refuses,
// naming the file, a shard rewritten consistently without its digest, a
// shard whose totals disagree with its rows, a shard without a digest and
// shards checked against different rules data.
func TestMergeRefusesAlteredShards(t *testing.T) {
	dir := t.TempDir()
	shard := func(k string) string { return filepath.Join(dir, "s"+k+".json") }
	makeShards := func() {
		for _, k := range []string{"0", "1"} {
			args := []string{"certify", "--games", "mbs-ncb-v6,mbs-tiger-v2", "--no-features", "--no-vectors", "--shoes", "1", "--seed", "1", "--shard", k + "/2", "--json", shard(k)}
			if code, _, stderr := runCmd(args...); code != 0 {
				t.Fatalf("certify shard %s: exit %d\n%s", k, code, stderr)
			}
		}
	}
	makeShards()
	merged := filepath.Join(t.TempDir(), "merged.json")
	if code, _, stderr := runCmd("report", "merge", shard("0"), shard("1"), "--json", merged); code != 0 {
		t.Fatalf("report merge: exit %d\n%s", code, stderr)
	}
	if code, stdout, stderr := runCmd("report", "verify", merged); code != 0 {
		t.Fatalf("the merged report does not verify: exit %d %s %s", code, stdout, stderr)
	}
	// A folder of signed shards merges: the signatures beside them are
	// not taken for shards.
	key := filepath.Join(t.TempDir(), "key")
	if code, _, stderr := runCmd("report", "keygen", "--out", key); code != 0 {
		t.Fatalf("keygen: exit %d\n%s", code, stderr)
	}
	for _, k := range []string{"0", "1"} {
		if code, _, stderr := runCmd("report", "sign", "--key", key, shard(k)); code != 0 {
			t.Fatalf("report sign: exit %d\n%s", code, stderr)
		}
	}
	if code, _, stderr := runCmd("report", "merge", dir, "--json", merged); code != 0 {
		t.Fatalf("report merge of a folder of signed shards: exit %d\n%s", code, stderr)
	}
	for _, tc := range []struct {
		name     string
		redigest bool
		edit     func(r *report.Report)
		want     string
	}{
		{"rewritten consistently, digest kept", false, failFirstPass(true), "digest mismatch"},
		{"counts inconsistent", true, failFirstPass(false), "counts inconsistent"},
		{"no digest", false, func(r *report.Report) { r.Digest = "" }, "no digest"},
		{"other rules data", true, func(r *report.Report) { r.Kit.ContentHash = "sha256:" + strings.Repeat("0", 64) }, "other rules data"},
	} {
		makeShards()
		rewriteShard(t, shard("1"), tc.redigest, tc.edit)
		if tc.name == "rewritten consistently, digest kept" {
			// The edit leaves nothing else to tell it by.
			r, _ := readReport(shard("1"))
			if err := r.CheckCounts(); err != nil {
				t.Fatalf("%s: the edit is not consistent: %v", tc.name, err)
			}
		}
		code, _, stderr := runCmd("report", "merge", shard("0"), shard("1"))
		if code != 2 || !strings.Contains(stderr, tc.want) || !strings.Contains(stderr, shard("1")) {
			t.Errorf("%s: exit %d, stderr %q; want 2, %q and the file", tc.name, code, stderr, tc.want)
		}
	}
}

// TestMergeOneGameShards: the shards of a one-game run share its
// generated shoes, and report merge makes of them, from their reports and
// from their blobs, the whole run's report (but for when it ran).
func TestMergeOneGameShards(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	certifyArgs := []string{"certify", "--games", "mbs-tiger-v2", "--no-features", "--no-vectors", "--shoes", "4", "--seed", "3"}
	whole := filepath.Join(dir, "whole.json")
	if code, _, stderr := runCmd(append(certifyArgs, "--json", whole)...); code != 0 {
		t.Fatalf("certify: exit %d\n%s", code, stderr)
	}
	var shards, blobs []string
	for _, k := range []string{"0", "1"} {
		path, blob := filepath.Join(dir, "shard-"+k+".json"), filepath.Join(dir, "shard-"+k+".jsonl")
		if code, _, stderr := runCmd(append(certifyArgs, "--shard", k+"/2", "--json", path, "--blob", blob)...); code != 0 {
			t.Fatalf("certify shard %s: exit %d\n%s", k, code, stderr)
		}
		r, err := readReport(path)
		if err != nil {
			t.Fatal(err)
		}
		if r.Run.Checked.Shoes != 2 {
			t.Errorf("shard %s/2 made %d of the game's 4 shoes, want 2", k, r.Run.Checked.Shoes)
		}
		shards, blobs = append(shards, path), append(blobs, blob)
	}
	want := reportSansTimings(t, whole)
	for name, in := range map[string][]string{"reports": shards, "blobs": blobs} {
		merged := filepath.Join(dir, "merged-"+name+".json")
		if code, _, stderr := runCmd(append(append([]string{"report", "merge"}, in...), "--json", merged)...); code != 0 {
			t.Fatalf("report merge of the %s: exit %d\n%s", name, code, stderr)
		}
		if got := reportSansTimings(t, merged); got != want {
			t.Errorf("the merged %s differ from the whole run:\n--- whole\n%s\n--- merged\n%s", name, want, got)
		}
	}
}
