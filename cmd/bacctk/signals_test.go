package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter/protocol"
)

// kitArgsEnv makes TestCertifyHelperKit the kit itself: the test binary
// runs `bacctk certify` with these arguments (JSON) and exits with its
// status, so that a test can signal a real kit process.
const kitArgsEnv = "BACCTK_CERTIFY_KIT_ARGS"

// TestCertifyHelperKit is not a test: it is the kit the signal tests start.
func TestCertifyHelperKit(t *testing.T) {
	v := os.Getenv(kitArgsEnv)
	if v == "" {
		t.Skip("the kit process of the signal tests")
	}
	var args []string
	if err := json.Unmarshal([]byte(v), &args); err != nil {
		os.Exit(99)
	}
	os.Exit(runCertify(args, os.Stdout, os.Stderr))
}

// TestCertifySignals: SIGTERM stops a run against a hung engine that
// ignores SIGTERM and forks a sleeper; the report is written with the
// checks errored "interrupted", the exit status is 143, and no process of
// the engine's group is left. A second signal stops at once, the group
// killed, no report written (issue 11, case 3).
func TestCertifySignals(t *testing.T) {
	for _, twice := range []bool{false, true} {
		t.Run("twice="+strconv.FormatBool(twice), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			js, pidfile := filepath.Join(dir, "r.json"), filepath.Join(dir, "pid")
			script, _ := filepath.Abs(filepath.Join("..", "..", "certify", "testdata", "chaos", "hang-sleeper.sh"))
			args, _ := json.Marshal([]string{"--engine", "sh " + script, "--games", "mbs-ncb-v6", "--no-features", "--no-vectors",
				"--shoes", "1", "--timeout", "60s", "--json", js})
			cmd := exec.Command(os.Args[0], "-test.run=^TestCertifyHelperKit$")
			cmd.Env = append(os.Environ(), kitArgsEnv+"="+string(args), "PIDFILE="+pidfile)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			var pgid int
			for i := 0; i < 400 && pgid == 0; i++ {
				time.Sleep(50 * time.Millisecond)
				b, _ := os.ReadFile(pidfile)
				pgid, _ = strconv.Atoi(strings.TrimSpace(string(b)))
			}
			if pgid == 0 {
				cmd.Process.Kill()
				t.Fatalf("the engine did not start: %s", stderr.String())
			}
			// The kit is waiting for an answer.
			start := time.Now()
			cmd.Process.Signal(syscall.SIGTERM)
			if twice {
				time.Sleep(200 * time.Millisecond)
				cmd.Process.Signal(syscall.SIGTERM)
			}
			err := cmd.Wait()
			took := time.Since(start)
			code := cmd.ProcessState.ExitCode()
			if code != 143 || took > 10*time.Second {
				t.Errorf("exit %d (%v) after %v; want 143 within 10s; stderr:\n%s", code, err, took, stderr.String())
			}
			if left := protocol.GroupLeft(pgid, 2*time.Second); len(left) > 0 {
				syscall.Kill(-pgid, syscall.SIGKILL)
				t.Errorf("processes of the engine's group left: %v", left)
			}
			b, err := os.ReadFile(js)
			if twice {
				if err == nil {
					t.Errorf("a second signal left a report: %d bytes", len(b))
				}
				if tmp, _ := filepath.Glob(filepath.Join(dir, ".r.json*")); len(tmp) > 0 {
					t.Errorf("temporary files left: %v", tmp)
				}
				return
			}
			if err != nil || !json.Valid(b) {
				t.Fatalf("the report: %v (valid %v)", err, json.Valid(b))
			}
			if !strings.Contains(string(b), "interrupted (SIGTERM)") || !strings.Contains(string(b), `"errored"`) {
				t.Errorf("the report does not show errored checks interrupted by SIGTERM:\n%.2000s", b)
			}
		})
	}
}
