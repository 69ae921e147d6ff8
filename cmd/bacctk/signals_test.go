package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter/protocol"
)

// kitArgsEnv makes TestCertifyHelperKit the kit itself: the test binary
// runs `bacctk certify` (or the command kitCommandEnv names) with these
// arguments (JSON) and exits with its status, so that a test can signal a
// real kit process.
const kitArgsEnv = "BACCTK_CERTIFY_KIT_ARGS"

// kitCommandEnv names the command TestCertifyHelperKit runs ("vectors
// verify"); certify when unset.
const kitCommandEnv = "BACCTK_KIT_COMMAND"

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
	if c := os.Getenv(kitCommandEnv); c != "" {
		os.Exit(run(append(strings.Fields(c), args...), os.Stdout, os.Stderr))
	}
	os.Exit(runCertify(args, os.Stdout, os.Stderr))
}

// syncBuffer is a kit's stderr, read while the kit writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// signalKit runs the kit (command and args) against the hanging engine of
// certify/testdata/chaos/hang-sleeper.sh, which ignores SIGTERM and forks
// a sleeper, sends it sigs once it waits for the engine, and returns its
// exit status and stderr once it has exited, after checking that it took
// under 10 s and left no process of the engine's group.
func signalKit(t *testing.T, command string, args []string, dir string, sigs []syscall.Signal) (int, string) {
	t.Helper()
	pidfile := filepath.Join(dir, "pid")
	script, _ := filepath.Abs(filepath.Join("..", "..", "certify", "testdata", "chaos", "hang-sleeper.sh"))
	argv, _ := json.Marshal(append([]string{"--engine", "sh " + script}, args...))
	cmd := exec.Command(os.Args[0], "-test.run=^TestCertifyHelperKit$")
	cmd.Env = append(os.Environ(), kitArgsEnv+"="+string(argv), kitCommandEnv+"="+command, "PIDFILE="+pidfile)
	stderr := &syncBuffer{}
	cmd.Stderr = stderr
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
		cmd.Wait()
		t.Fatalf("the engine did not start: %s", stderr.String())
	}
	// The kit is waiting for an answer.
	start := time.Now()
	for i, sig := range sigs {
		if i > 0 {
			// The second signal only once the kit has taken the first:
			// sent on a clock, a loaded machine could deliver both while
			// the kit was not running, which merges them into one (the
			// flake of twice=true).
			for !strings.Contains(stderr.String(), "interrupted;") && time.Since(start) < 10*time.Second {
				time.Sleep(10 * time.Millisecond)
			}
		}
		cmd.Process.Signal(sig)
	}
	err := cmd.Wait()
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("the kit took %v to stop (%v)", took, err)
	}
	if left := protocol.GroupLeft(pgid, 2*time.Second); len(left) > 0 {
		syscall.Kill(-pgid, syscall.SIGKILL)
		t.Errorf("processes of the engine's group left: %v", left)
	}
	return cmd.ProcessState.ExitCode(), stderr.String()
}

// signalCases are the signals the tests send: each stop signal once, and
// twice (a second one of another kind stops at once too).
var signalCases = []struct {
	sigs []syscall.Signal
	code int
}{
	{[]syscall.Signal{syscall.SIGTERM}, 143},
	{[]syscall.Signal{syscall.SIGTERM, syscall.SIGTERM}, 143},
	{[]syscall.Signal{syscall.SIGHUP}, 129},
	{[]syscall.Signal{syscall.SIGQUIT}, 131},
	{[]syscall.Signal{syscall.SIGTERM, syscall.SIGHUP}, 143},
	{[]syscall.Signal{syscall.SIGINT, syscall.SIGQUIT}, 130},
}

func signalCaseName(sigs []syscall.Signal) string {
	var names []string
	for _, s := range sigs {
		names = append(names, signame(s))
	}
	return strings.Join(names, "+")
}

// TestCertifySignals: SIGTERM, SIGHUP or SIGQUIT stops a run against a
// hung engine that ignores SIGTERM and forks a sleeper; the report is
// written with the checks errored "interrupted (SIGNAME)", the exit status
// is 128 + the signal's number, and no process of the engine's group is
// left. A second signal stops at once, the group killed, no report or
// temporary file left (issue 11, case 3; issue 28).
func TestCertifySignals(t *testing.T) {
	testSignals(t, "certify", []string{"--games", "mbs-ncb-v6", "--no-features", "--no-vectors", "--shoes", "1", "--timeout", "60s"}, true)
}

// TestVectorsVerifySignals: vectors verify --engine stops as certify does:
// a signal errors the tests left and writes the --json report, a second
// stops at once; the engine's group is stopped, no temporary file is left,
// and the exit status is 128 + the first signal's number. The report is
// written before the engine is stopped (verify does not wait for its bye,
// as certify does): a second signal may find it done.
func TestVectorsVerifySignals(t *testing.T) {
	testSignals(t, "vectors verify", []string{"--game", "mbs-ncb-v6"}, false)
}

// testSignals runs the signal cases against command, its report in
// --json. certify: the report is written after the engine's bye, so never
// before the second signal, and its errored checks name the signal.
func testSignals(t *testing.T, command string, args []string, certify bool) {
	for _, tc := range signalCases {
		t.Run(signalCaseName(tc.sigs), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			js := filepath.Join(dir, "r.json")
			code, stderr := signalKit(t, command, append(args[:len(args):len(args)], "--json", js), dir, tc.sigs)
			if code != tc.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tc.code, stderr)
			}
			want := []string{`"errored"`}
			if certify {
				want = append(want, fmt.Sprintf(`interrupted (%s)`, signame(tc.sigs[0])))
			}
			checkSignalReport(t, dir, js, len(tc.sigs) > 1, certify, want...)
		})
	}
}

// checkSignalReport checks what a signalled kit left in dir: after one
// signal the report js, valid JSON holding each of want; after two, no
// report (unless done is false: then a report left must be whole); and no
// temporary file either way.
func checkSignalReport(t *testing.T, dir, js string, twice, done bool, want ...string) {
	t.Helper()
	if tmp, _ := filepath.Glob(filepath.Join(dir, ".*")); len(tmp) > 0 {
		t.Errorf("temporary files left: %v", tmp)
	}
	b, err := os.ReadFile(js)
	if twice {
		if err == nil && (done || !json.Valid(b)) {
			t.Errorf("a second signal left a report: %d bytes (valid JSON %v)", len(b), json.Valid(b))
		}
		return
	}
	if err != nil || !json.Valid(b) {
		t.Fatalf("the report: %v (valid %v)", err, json.Valid(b))
	}
	for _, w := range want {
		if !strings.Contains(string(b), w) {
			t.Errorf("the report does not hold %s:\n%.2000s", w, b)
		}
	}
}
