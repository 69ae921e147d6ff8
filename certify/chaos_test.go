package certify

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter/protocol"
)

// TestChaosCorpus runs certify against each hostile engine of
// testdata/chaos (a shell script wrapping the test engine with one
// misbehaviour), all at once, and asserts that the run finishes within its
// deadline plus a margin, gives the exit code wanted, writes a report that
// validates, and leaves no process of the engine's group behind (issue 11,
// cases 3 and 4), nor one it detached from the group that holds its pipes
// (issue 28).
func TestChaosCorpus(t *testing.T) {
	const deadline = 20 * time.Second
	cases := []struct {
		script string
		code   int
		line   string // in the summary line
	}{
		{"bye-no-exit.sh", 1, "did not exit within"},
		{"bye-exit-3.sh", 1, "exited with exit status 3 after bye"},
		{"grandchild-pipe.sh", 0, "PASS"},
		{"ignores-term.sh", 1, "did not exit within"},
		{"setsid-child.sh", 0, "PASS"},
	}
	for _, c := range cases {
		t.Run(c.script, func(t *testing.T) {
			t.Parallel()
			argv := []string{"sh", filepath.Join("testdata", "chaos", c.script)}
			pidFile := filepath.Join(t.TempDir(), "pid")
			env := []string{engineEnv + "=serve", "ENGINE=" + os.Args[0], "PIDFILE=" + pidFile}
			start := time.Now()
			grace := 500 * time.Millisecond
			if raceEnabled {
				// An engine built with the race detector takes longer than
				// that to exit even when it behaves.
				grace = 3 * time.Second
			}
			cl, err := protocol.Start(context.Background(), argv, protocol.Options{Env: env, Timeout: 5 * time.Second, Grace: grace})
			if err != nil {
				t.Fatal(err)
			}
			pids := cl.Pids()
			rep, err := Run(context.Background(), cl, Options{Command: argv, Games: []string{"mbs-ncb-v6"}, Seed: 11, Shoes: 1,
				NoFeatures: true, NoVectors: true, Deadline: deadline, EndSession: true})
			if err != nil {
				t.Fatal(err)
			}
			if took := time.Since(start); took > deadline+5*time.Second {
				t.Errorf("took %v, deadline %v", took, deadline)
			}
			validateReportJSON(t, reportJSON(t, rep))
			if rep.Summary.ExitCode != c.code || !strings.Contains(rep.Summary.Line, c.line) {
				t.Errorf("exit %d, summary %q; want exit %d and %q", rep.Summary.ExitCode, rep.Summary.Line, c.code, c.line)
			}
			if c.code != 0 && len(rep.EngineFailures) == 0 {
				t.Errorf("no engine failure recorded")
			}
			for _, pid := range pids {
				if left := protocol.GroupLeft(pid, 2*time.Second); len(left) > 0 {
					t.Errorf("processes of the engine's group %d still running: %v", pid, left)
				}
			}
			if b, err := os.ReadFile(pidFile); err == nil {
				// a process the engine detached from its group
				pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
				if pid > 0 && protocol.Running(pid, 2*time.Second) {
					t.Errorf("the process %d the engine detached (setsid) still runs", pid)
					syscall.Kill(pid, syscall.SIGKILL)
				}
			}
		})
	}
}
