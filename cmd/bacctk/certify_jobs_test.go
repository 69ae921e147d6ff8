package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCertifyJobsSameReport: `certify --jobs 2` through engine processes
// writes the JSON report of `--jobs 1`, timings aside: a clean engine, and
// one with a planted defect that fails vectors, generated shoes and the
// exhaustive walk (a shard of its classes, several batches), with its
// failures, causes and ids. Each run starts as many engine processes as
// --jobs says, no more.
func TestCertifyJobsSameReport(t *testing.T) {
	dir := t.TempDir()
	starts := filepath.Join(dir, "starts")
	t.Setenv(certifyStartsEnv, starts)
	runs := []struct {
		mode  string
		args  []string
		code  int
		fails []string // the sources the defect must fail
	}{
		{"serve", []string{"--games", "mbs-ncb-v6,mbs-tiger-v2", "--shoes", "16"}, 0, nil},
		// every vector of one game: a shard's share of the vectors moves
		// whenever a vector is added, and may hold no tie
		{"defect:tie-loses-player-banker", []string{"--games", "mbs-ncb-v6", "--shoes", "16"}, 1, []string{"vector", "generated"}},
		{"defect:tie-loses-player-banker", []string{"--games", "mbs-ncb-v6,mbs-tiger-v2", "--shoes", "4", "--no-vectors",
			"--exhaustive", "--exhaustive-games", "mbs-ncb-v6", "--shard", "0/64"}, 1, []string{"generated", "exhaustive"}},
	}
	for _, r := range runs {
		var want string
		for _, jobs := range []int{1, 2, 3} {
			os.Remove(starts)
			js := filepath.Join(dir, fmt.Sprintf("r%d.json", jobs))
			args := append([]string{"--engine", helperEngine(t, r.mode), "--seed", "7", "--tags", "@clause:mbs-ncb-v6:3.9.4",
				"--jobs", fmt.Sprint(jobs), "--json", js}, r.args...)
			code, out, errs := runCertifyCmd(t, args...)
			if code != r.code {
				t.Fatalf("%s --jobs %d: exit %d, want %d\n%s\n%s", r.mode, jobs, code, r.code, out, errs)
			}
			got := reportSansTimings(t, js)
			if jobs == 1 {
				want = got
				for _, src := range r.fails {
					if !strings.Contains(got, `"source":"`+src+`"`) {
						t.Fatalf("%s %q: the defect should fail the %s checks:\n%.3000s", r.mode, r.args, src, got)
					}
				}
			} else if got != want {
				t.Errorf("%s: the report of --jobs %d differs from --jobs 1's:\n%s", r.mode, jobs, firstDifference(want, got))
			}
			b, _ := os.ReadFile(starts)
			if n := strings.Count(string(b), "\n"); n != jobs {
				t.Errorf("%s --jobs %d started %d engine processes", r.mode, jobs, n)
			}
		}
	}
}

// reportSansTimings reads a JSON report and writes it again without what
// depends on time: when the run started, how long its parts took, and
// the digest over them.
func reportSansTimings(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rep map[string]any
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	run := rep["run"].(map[string]any)
	delete(run, "startedAt")
	delete(run, "durationMs")
	delete(run, "timings")
	delete(run, "jobs") // the setting, recorded; the rest does not depend on it
	// the digest covers the timings too (report verify holds it)
	delete(rep, "digest")
	sum := rep["summary"].(map[string]any)
	line := sum["line"].(string)
	sum["line"] = line[:strings.LastIndex(line, ";")] // "; 5.0s"
	out, _ := json.Marshal(rep)
	return string(out)
}

// firstDifference shows where two strings part, with some context.
func firstDifference(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-200)
	return fmt.Sprintf("at byte %d:\n-%.400s\n+%.400s", i, a[from:], b[from:])
}

// noteStart adds a line to the file at path: an engine process started.
func noteStart(path string) {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	fmt.Fprintln(f, os.Getpid())
	f.Close()
}

// TestVectorsVerifyJobs: `vectors verify --jobs 2` through engine processes
// writes the JSON report of `--jobs 1` for an engine with a planted
// defect, from two engine processes.
func TestVectorsVerifyJobs(t *testing.T) {
	dir := t.TempDir()
	starts := filepath.Join(dir, "starts")
	t.Setenv(certifyStartsEnv, starts)
	var want []byte
	for _, jobs := range []int{1, 2} {
		os.Remove(starts)
		js := filepath.Join(dir, fmt.Sprintf("v%d.json", jobs))
		var out, errb strings.Builder
		code := run([]string{"vectors", "verify", "--engine", helperEngine(t, "defect:tie-loses-player-banker"),
			"--game", "mbs-ncb-v6", "--game", "mbs-tiger-v2", "--jobs", fmt.Sprint(jobs), "--json", js}, &out, &errb)
		if code != 1 {
			t.Fatalf("--jobs %d: exit %d, want 1 (the defect fails)\n%s", jobs, code, errb.String())
		}
		got, err := os.ReadFile(js)
		if err != nil {
			t.Fatal(err)
		}
		if jobs == 1 {
			want = got
		} else if string(got) != string(want) {
			t.Errorf("the report of --jobs %d differs from --jobs 1's:\n%s", jobs, firstDifference(string(want), string(got)))
		}
		if b, _ := os.ReadFile(starts); strings.Count(string(b), "\n") != jobs {
			t.Errorf("--jobs %d started %d engine processes", jobs, strings.Count(string(b), "\n"))
		}
	}
}
