package main

import (
	"encoding/xml"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bacctk/bacctk/internal/words"
	"github.com/bacctk/bacctk/report"
)

// actionKitEnv makes TestActionHelperKit the kit the Action's steps run:
// the test binary stands in for the one the Action's build step makes.
const actionKitEnv = "BACCTK_ACTION_KIT"

// TestActionHelperKit is not a test: it is the kit of TestActionCancelled,
// its arguments after "--".
func TestActionHelperKit(t *testing.T) {
	if os.Getenv(actionKitEnv) == "" {
		t.Skip("the kit process of TestActionCancelled")
	}
	os.Exit(run(flag.Args(), os.Stdout, os.Stderr))
}

// The runner's cancellation of a step, as GitHub's runner does it: SIGINT
// to the step's shell, SIGTERM after 7.5 s, and the process tree killed
// 2.5 s after that.
const (
	cancelTermAfter = 7500 * time.Millisecond
	cancelKillAfter = 2500 * time.Millisecond
)

// TestActionCancelled: the Action's steps, run as a runner runs them
// (each run step a bash script with its env from action.yml, the inputs
// given, GITHUB_OUTPUT and RUNNER_TEMP) and the job cancelled while the
// certify step waits on a hanging engine, leave valid partial reports —
// JSON whose digest verifies and whose result is interrupted, JUnit XML
// that parses — in the folder the upload step uploads, and the verdict
// step fails with the kit's status. The build step is stood in for by
// the test binary (building the kit is TestDockerfileBuildRecordsRevision's).
// GitHub's runner sends SIGINT first; other runners, and a job's
// timeout on some, send SIGTERM: both are held to it.
func TestActionCancelled(t *testing.T) {
	for _, first := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(signame(first), func(t *testing.T) {
			t.Parallel()
			actionCancelled(t, first)
		})
	}
}

func actionCancelled(t *testing.T, first syscall.Signal) {
	a := readAction(t)
	dir := t.TempDir()
	temp := filepath.Join(dir, "runner-temp")
	kit := filepath.Join(temp, "bacctk-bin", "bacctk")
	if err := os.MkdirAll(filepath.Dir(kit), 0o755); err != nil {
		t.Fatal(err)
	}
	wrapper := "#!/bin/sh\nexec " + words.ShellQuote(os.Args[0]) + " -test.run='^TestActionHelperKit$' -- \"$@\"\n"
	if err := os.WriteFile(kit, []byte(wrapper), 0o755); err != nil {
		t.Fatal(err)
	}
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	hang, _ := filepath.Abs(filepath.Join("testdata", "hang.sh"))
	pidfile := filepath.Join(dir, "pid")
	output := filepath.Join(dir, "github-output")
	inputs := map[string]string{}
	for name, in := range a.Inputs {
		inputs[name] = in.Default
	}
	inputs["engine"], inputs["games"], inputs["shoes"] = "sh "+hang, "mbs-ncb-v6", "2"
	outputs := map[string]string{}
	runner := runnerEnv{inputs: inputs, outputs: outputs, base: append(os.Environ(),
		"GITHUB_OUTPUT="+output, "RUNNER_TEMP="+temp, "GITHUB_ACTION_PATH="+root, "GITHUB_ACTION_REF=",
		actionKitEnv+"=1", "PIDFILE="+pidfile, "HANG=run")}

	var certifyStep, uploadStep, verdictStep *ciStep
	for i := range a.Runs.Steps {
		s := &a.Runs.Steps[i]
		switch {
		case s.ID == "certify":
			certifyStep = s
		case strings.HasPrefix(s.Uses, "actions/upload-artifact@"):
			uploadStep = s
		case s.Name == "Verdict":
			verdictStep = s
		}
	}
	if certifyStep == nil || uploadStep == nil || verdictStep == nil {
		t.Fatalf("action.yml: no certify, upload or verdict step")
	}
	if uploadStep.If != "always()" {
		t.Errorf("the upload step runs if %q: a cancelled job uploads nothing unless always()", uploadStep.If)
	}

	// The certify step, cancelled once the engine hangs.
	step := runner.command(t, certifyStep, dir)
	stderr := &syncBuffer{}
	step.Stdout, step.Stderr = stderr, stderr
	if err := step.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		syscall.Kill(-step.Process.Pid, syscall.SIGKILL)
		if pid := waitPidFor(pidfile+".detached", 0); pid != 0 {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}()
	if waitPid(pidfile) == 0 {
		step.Process.Kill()
		step.Wait()
		t.Fatalf("the engine never hung")
	}
	done := make(chan error, 1)
	go func() { done <- step.Wait() }()
	step.Process.Signal(first)
	select {
	case <-done:
	case <-time.After(cancelTermAfter):
		t.Errorf("the certify step still ran %v after %s: the runner sends SIGTERM\n%s", cancelTermAfter, signame(first), stderr)
		step.Process.Signal(syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(cancelKillAfter):
			syscall.Kill(-step.Process.Pid, syscall.SIGKILL)
			<-done
			t.Fatalf("the certify step was killed: nothing after it ran")
		}
	}
	if code := step.ProcessState.ExitCode(); code != 0 {
		t.Errorf("the certify step exited %d, want 0 (the verdict step fails the job)", code)
	}
	runner.readOutputs(t, output)
	if outputs["exit-code"] != strconv.Itoa(128+int(first)) {
		t.Errorf("output exit-code %q, want the kit's status after %s, %d", outputs["exit-code"], signame(first), 128+int(first))
	}

	// The upload step: what it would upload.
	folder := runner.expand(uploadStep.With["path"])
	if folder == "" {
		t.Fatalf("the upload step's path %q is empty after the cancelled step", uploadStep.With["path"])
	}
	js := filepath.Join(folder, "report.json")
	if code, out, errs := runCmd("report", "verify", js); code != 0 {
		t.Errorf("report verify %s: exit %d\n%s%s", js, code, out, errs)
	}
	rep, err := readReport(js)
	if err != nil {
		t.Fatalf("the partial report: %v", err)
	}
	if rep.Summary.Result != report.Interrupted || rep.Run.Stopped == "" {
		t.Errorf("the partial report says result %q, stopped %q; want interrupted, with why", rep.Summary.Result, rep.Run.Stopped)
	}
	var junit struct {
		XMLName xml.Name `xml:"testsuites"`
		Suites  []struct {
			Cases []struct {
				Name string `xml:"name,attr"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	jb, err := os.ReadFile(filepath.Join(folder, "junit.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := xml.Unmarshal(jb, &junit); err != nil || len(junit.Suites) == 0 || len(junit.Suites[0].Cases) == 0 {
		t.Errorf("the partial JUnit does not parse as test suites with cases: %v\n%s", err, jb)
	}

	// The verdict step fails the job with the kit's status.
	verdict := runner.command(t, verdictStep, dir)
	verdict.Run()
	if got := verdict.ProcessState.ExitCode(); strconv.Itoa(got) != outputs["exit-code"] {
		t.Errorf("the verdict step exits %d, want the kit's %s", got, outputs["exit-code"])
	}
}

// runnerEnv is what a simulated runner gives a step: its environment, the
// action's inputs and the outputs of the steps so far.
type runnerEnv struct {
	base    []string
	inputs  map[string]string
	outputs map[string]string
}

var expression = regexp.MustCompile(`\$\{\{\s*([a-z.-]+)\s*\}\}`)

// expand evaluates the ${{ }} expressions a step's env and with use.
func (r runnerEnv) expand(s string) string {
	return expression.ReplaceAllStringFunc(s, func(m string) string {
		name := expression.FindStringSubmatch(m)[1]
		if in, ok := strings.CutPrefix(name, "inputs."); ok {
			return r.inputs[in]
		}
		if out, ok := strings.CutPrefix(name, "steps.certify.outputs."); ok {
			return r.outputs[out]
		}
		return "" // github.action_ref and the like: empty, as for a local action
	})
}

// command is a run step as the runner starts it: bash without profiles,
// -e and pipefail, the script in a file, in its own process group (so
// that the test can kill the tree, as the runner does last).
func (r runnerEnv) command(t *testing.T, s *ciStep, dir string) *exec.Cmd {
	t.Helper()
	if s.Shell != "bash" {
		t.Fatalf("step %q: shell %q, the simulated runner knows bash", s.Name, s.Shell)
	}
	script := filepath.Join(dir, strings.ReplaceAll(s.Name, " ", "-")+".sh")
	if err := os.WriteFile(script, []byte(s.Run), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", script)
	cmd.Env = append([]string{}, r.base...)
	for k, v := range s.Env {
		cmd.Env = append(cmd.Env, k+"="+r.expand(v))
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return cmd
}

// readOutputs reads the name=value lines the steps wrote to GITHUB_OUTPUT.
func (r runnerEnv) readOutputs(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("GITHUB_OUTPUT: %v", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			r.outputs[k] = v
		}
	}
}
