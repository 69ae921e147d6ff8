package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/report"
)

// certifyHelperEnv makes TestCertifyHelperEngine an engine process: the
// test binary, started by `bacctk certify --engine`, serves protocol v1.
//
//	serve         the reference, as `bacctk engine`
//	defect:NAME   the independent engine with a planted defect
//	crash         exits with status 3 at the first request after hello
//	hostile       hostile strings everywhere (hostileEngine)
const certifyHelperEnv = "BACCTK_CERTIFY_HELPER"

// certifyStartsEnv, if set, names a file each helper engine process adds
// a line to as it starts: the test of --jobs counts the engines started.
const certifyStartsEnv = "BACCTK_CERTIFY_HELPER_STARTS"

// TestCertifyHelperEngine is not a test: it is the engine the other tests
// of this file start (the standard helper-process pattern).
func TestCertifyHelperEngine(t *testing.T) {
	mode := os.Getenv(certifyHelperEnv)
	if mode == "" {
		t.Skip("the engine process of the certify tests")
	}
	if starts := os.Getenv(certifyStartsEnv); starts != "" {
		noteStart(starts)
	}
	var eng adapter.Engine = refengine.New()
	name, arg, _ := strings.Cut(mode, ":")
	switch name {
	case "serve":
	case "defect":
		e, err := independent.New(arg)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		eng = e
	case "crash":
		eng = crashing{refengine.New()}
	case "hostile":
		eng = hostileEngine{refengine.New()}
	}
	if err := protocol.Serve(context.Background(), eng, os.Stdin, os.Stdout); err != nil {
		os.Exit(1)
	}
	os.Exit(0)
}

type crashing struct{ *refengine.Engine }

func (crashing) Coup(context.Context, adapter.CoupRequest) (adapter.CoupResult, error) {
	fmt.Fprintln(os.Stderr, "helper engine: segmentation fault")
	os.Exit(3)
	return adapter.CoupResult{}, nil
}

func (c crashing) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	_, err := c.Coup(ctx, adapter.CoupRequest{})
	return nil, err
}

// helperEngine returns the --engine value that runs this test binary as an
// engine in mode (the mode goes through the environment, which the engine
// inherits).
func helperEngine(t *testing.T, mode string) string {
	t.Setenv(certifyHelperEnv, mode)
	return "'" + strings.ReplaceAll(os.Args[0], "'", `'\''`) + "' -test.run=^TestCertifyHelperEngine$"
}

func runCertifyCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return runCmd(append([]string{"certify"}, args...)...)
}

func TestCertifyUsage(t *testing.T) {
	dir := t.TempDir()
	badList := filepath.Join(dir, "known.txt")
	if err := os.WriteFile(badList, []byte("# ok\nmbs-ncb-v6:3.9.4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--no-such-flag"}, "flag provided but not defined"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"--shoes", "0"}, "--shoes must be at least 1"},
		{[]string{"--dir", dir}, "--dir, --validate and --recheck need --engine"},
		{[]string{"--games", "mbs-ncb-v6,mbs-ncb-v9"}, `unknown game "mbs-ncb-v9": the games are mbs-ncb-v6, `},
		{[]string{"--known-failing", filepath.Join(dir, "missing.txt")}, "--known-failing:"},
		{[]string{"--known-failing", badList}, "known.txt:2: \"mbs-ncb-v6:3.9.4\": no GAME/ part"},
		{[]string{"--no-features", "--no-vectors", "--no-generated"}, "leave nothing to run"},
		{[]string{"--json", filepath.Join(badList, "r.json")}, "--json " + filepath.Join(badList, "r.json")},
		// issue 11, case 6
		{[]string{"--json", filepath.Join(dir, "x.json"), "--junit", filepath.Join(dir, ".", "x.json")}, "--json and --junit name the same file"},
		{[]string{"--cases", filepath.Join(badList, "cases")}, "--cases " + filepath.Join(badList, "cases")},
		{[]string{"--json", filepath.Join(dir, "left.json"), "--engine", "'unterminated"}, "--engine:"},
		{[]string{"--engine", "'unterminated"}, "--engine:"},
		// issue 11, cases 2 and 7
		{[]string{"--engine", ""}, "--engine is empty"},
		{[]string{"--engine", "  "}, "--engine is empty"},
		{[]string{"--tags", "&&"}, `--tags "&&": character 1`},
		{[]string{"--tags", ","}, `--tags ",": character 1`},
		{[]string{"--tags", "@a &&"}, `--tags "@a &&": character 6`},
		{[]string{"--reading", "1=points"}, `--reading: reading "1=points": interpretation 1 has no reading "points" (the readings are 1: rank or point-value or literal; 4: down or nearest; 8:`},
		{[]string{"--reading", "point-value"}, `want N=NAME`},
	}
	for _, c := range cases {
		code, _, errs := runCertifyCmd(t, c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("certify %q: exit %d, stderr %q; want exit 2 and %q", c.args, code, errs, c.want)
		}
	}
	// A usage error leaves no file behind.
	left, _ := filepath.Glob(filepath.Join(dir, "*"))
	hidden, _ := filepath.Glob(filepath.Join(dir, ".*"))
	if len(left)+len(hidden) != 1 {
		t.Errorf("usage errors left files: %v %v", left, hidden)
	}
}

// TestCertifyReportFiles: reports are written into folders made for them,
// atomically (no temporary file left), and a write error is exit 2 naming
// the path (issue 11, case 6).
func TestCertifyReportFiles(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(dir, "out", "deep", "r.json")
	code, _, errs := runCertifyCmd(t, "--games", "mbs-ncb-v6", "--no-features", "--no-vectors", "--shoes", "1", "--json", js)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	b, err := os.ReadFile(js)
	if err != nil || !json.Valid(b) {
		t.Fatalf("%s: %v, valid JSON %v", js, err, json.Valid(b))
	}
	if tmp, _ := filepath.Glob(filepath.Join(dir, "out", "deep", ".*")); len(tmp) > 0 {
		t.Errorf("temporary files left: %v", tmp)
	}
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	code, _, errs = runCertifyCmd(t, "--games", "mbs-ncb-v6", "--no-features", "--no-vectors", "--shoes", "1", "--json", "/dev/full")
	if code != 2 || !strings.Contains(errs, "--json /dev/full: no space left on device") {
		t.Errorf("--json /dev/full: exit %d, stderr %q; want exit 2 and the path", code, errs)
	}
}

// TestCertifyInProcess certifies the embedded reference on one game and
// writes the three reports.
func TestCertifyInProcess(t *testing.T) {
	dir := t.TempDir()
	js, junit, cuc := filepath.Join(dir, "r.json"), filepath.Join(dir, "r.xml"), filepath.Join(dir, "c.json")
	code, out, errs := runCertifyCmd(t, "--games", "mbs-tiger-v2", "--shoes", "3", "--seed", "42",
		"--json", js, "--junit", junit, "--cucumber", cuc)
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	if !strings.Contains(errs, "bacctk certify: seed 42") || !strings.Contains(out, "PASS (partial: ten of the 11 games the engine claims left out by --games: only mbs-tiger-v2 certified): 1 game (") || !strings.Contains(out, "seed 42") {
		t.Errorf("stdout:\n%s\nstderr:\n%s", out, errs)
	}
	rep := readReportFile(t, js)
	if rep.Format != report.Format || rep.Run.Seed != "42" || !rep.Engine.InProcess || len(rep.Games) != 1 || rep.Games[0].Verdict != report.Pass {
		t.Errorf("report: format %q seed %q engine %+v games %+v", rep.Format, rep.Run.Seed, rep.Engine, rep.Games)
	}
	for _, p := range []string{junit, cuc} {
		if st, err := os.Stat(p); err != nil || st.Size() == 0 {
			t.Errorf("%s not written: %v", p, err)
		}
	}
}

// TestCertifyEngineCommand certifies engines run as processes: the
// reference passes, a defective engine fails with exit 1 and passes once
// its failing rows are listed as known failing, and a crashing engine
// gives errored verdicts and a finished report.
func TestCertifyEngineCommand(t *testing.T) {
	dir := t.TempDir()
	quick := []string{"--games", "mbs-etg-v4-fabulous-4s", "--shoes", "2", "--seed", "5", "--tags", "@clause:mbs-etg-v4:4.11"}

	code, out, errs := runCertifyCmd(t, append([]string{"--engine", helperEngine(t, "serve"), "--validate", "--recheck", "3"}, quick...)...)
	if code != 0 {
		t.Fatalf("the reference as a process: exit %d\n%s\n%s", code, out, errs)
	}

	js := filepath.Join(dir, "defect.json")
	code, out, _ = runCertifyCmd(t, append([]string{"--engine", helperEngine(t, "defect:fab4-banker-four-pays-even"), "--json", js}, quick...)...)
	if code != 1 || !strings.Contains(out, "FAIL") || !strings.Contains(out, "mbs-etg-v4:4.11") {
		t.Fatalf("a defective engine: exit %d\n%s", code, out)
	}
	rep := readReportFile(t, js)
	var list strings.Builder
	for _, v := range rep.Verdicts {
		if v.Verdict == report.Fail || v.Verdict == report.Errored {
			list.WriteString(v.ID + "\n")
		}
	}
	known := filepath.Join(dir, "known.txt")
	if err := os.WriteFile(known, []byte(list.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCertifyCmd(t, append([]string{"--engine", helperEngine(t, "defect:fab4-banker-four-pays-even"), "--known-failing", known}, quick...)...)
	if code != 0 || !strings.Contains(out, "known failing") {
		t.Fatalf("every failing row listed: exit %d\n%s", code, out)
	}
	// The same list against the fixed engine: every listed row passes.
	code, out, _ = runCertifyCmd(t, append([]string{"--engine", helperEngine(t, "serve"), "--known-failing", known}, quick...)...)
	if code != 1 || !strings.Contains(out, "unexpected pass: ") {
		t.Fatalf("listed rows that pass: exit %d\n%s", code, out)
	}

	js = filepath.Join(dir, "crash.json")
	code, out, _ = runCertifyCmd(t, append([]string{"--engine", helperEngine(t, "crash"), "--timeout", "2s", "--json", js}, quick...)...)
	if code != 1 || !strings.Contains(out, "errored") || !strings.Contains(out, "segmentation fault") {
		t.Fatalf("a crashing engine: exit %d\n%s", code, out)
	}
	if b, err := os.ReadFile(js); err != nil || !bytes.Contains(b, []byte(`"kind": "crash"`)) {
		t.Errorf("the JSON report of a crashing engine: %v\n%.2000s", err, b)
	}

	js = filepath.Join(dir, "missing.json")
	noExec := filepath.Join(dir, "not-executable")
	if err := os.WriteFile(noExec, []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A setup error is exit 2, in the process and in the JSON report.
	for _, engine := range []string{filepath.Join(dir, "no-such-engine"), noExec} {
		code, out, _ = runCertifyCmd(t, "--engine", engine, "--games", "mbs-ncb-v6", "--json", js)
		if code != 2 || !strings.Contains(out, "could not be started") || !strings.Contains(out, "setup error") {
			t.Fatalf("engine %s: exit %d, want 2 (a setup error)\n%s", engine, code, out)
		}
		rep := readReportFile(t, js)
		if rep.Engine.StartError == "" || rep.Summary.ExitCode != 2 {
			t.Errorf("the JSON report of engine %s: startError %q, exitCode %d; want the error and 2", engine, rep.Engine.StartError, rep.Summary.ExitCode)
		}
	}
}
