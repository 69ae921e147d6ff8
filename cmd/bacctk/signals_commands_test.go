package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// startKit makes the kit a process running command with args (through
// TestCertifyHelperKit), its stderr in the returned buffer.
func startKit(command string, args ...string) (*exec.Cmd, *syncBuffer) {
	argv, _ := json.Marshal(append([]string{}, args...))
	cmd := exec.Command(os.Args[0], "-test.run=^TestCertifyHelperKit$")
	cmd.Env = append(os.Environ(), kitArgsEnv+"="+string(argv), kitCommandEnv+"="+command)
	stderr := &syncBuffer{}
	cmd.Stderr = stderr
	return cmd, stderr
}

// waitExit waits up to d for cmd to exit and returns its status; -1 if it
// had to be killed.
func waitExit(cmd *exec.Cmd, d time.Duration) int {
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	select {
	case <-done:
		return cmd.ProcessState.ExitCode()
	case <-time.After(d):
		cmd.Process.Kill()
		<-done
		return -1
	}
}

// TestEngineSignals: `bacctk engine`, waiting on a request that never
// comes (its stdin open and silent), exits at once on each of SIGINT,
// SIGTERM, SIGHUP and SIGQUIT with 128 + the signal's number, a line that
// says so and no goroutine dump (SIGQUIT's default), after answering what
// it was asked.
func TestEngineSignals(t *testing.T) {
	for _, sig := range stopSignalsTested {
		t.Run(signame(sig), func(t *testing.T) {
			t.Parallel()
			cmd, stderr := startKit("engine")
			in, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer in.Close()
			fmt.Fprintln(in, `{"id":1,"method":"hello","params":{"protocol":1}}`)
			// The answer to hello: the engine serves, with its signals
			// watched.
			buf := make([]byte, 4096)
			n, _ := out.Read(buf)
			if !strings.Contains(string(buf[:n]), `"id":1`) {
				t.Fatalf("no answer to hello: %q; stderr %s", buf[:n], stderr.String())
			}
			start := time.Now()
			cmd.Process.Signal(sig)
			code := waitExit(cmd, 5*time.Second)
			if code != 128+int(sig) {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, 128+int(sig), stderr.String())
			}
			if took := time.Since(start); took > 2*time.Second {
				t.Errorf("the engine took %v to stop", took)
			}
			if s := stderr.String(); strings.Contains(s, "goroutine ") || !strings.Contains(s, "stopped") {
				t.Errorf("stderr:\n%.2000s", s)
			}
		})
	}
}

// TestReportMergeSignals: report merge, stuck writing its --junit report
// to a named pipe no one reads, finishes its reports on a first signal
// once a reader comes (the merged JSON whole, the pipe given the JUnit
// XML) and exits with 128 + the signal's number; a second signal after
// the "finishing" message stops it at once. Either way no temporary file
// is left beside the outputs and the pipe stays a pipe.
func TestReportMergeSignals(t *testing.T) {
	dir := t.TempDir()
	shard := func(k string) string { return filepath.Join(dir, "s"+k+".json") }
	for _, k := range []string{"0", "1"} {
		if code, _, stderr := runCmd("certify", "--games", "mbs-ncb-v6,mbs-tiger-v2", "--no-features", "--no-vectors", "--shoes", "1", "--seed", "1", "--shard", k+"/2", "--json", shard(k)); code != 0 {
			t.Fatalf("certify shard %s: exit %d\n%s", k, code, stderr)
		}
	}
	cases := [][]syscall.Signal{{syscall.SIGTERM, syscall.SIGINT}}
	for _, sig := range stopSignalsTested {
		cases = append(cases, []syscall.Signal{sig})
	}
	for _, sigs := range cases {
		t.Run(signalCaseName(sigs), func(t *testing.T) {
			t.Parallel()
			out := t.TempDir()
			fifo, js := filepath.Join(out, "junit.xml"), filepath.Join(out, "merged.json")
			if err := syscall.Mkfifo(fifo, 0o600); err != nil {
				t.Skip("no named pipes:", err)
			}
			cmd, stderr := startKit("report merge", shard("0"), shard("1"), "--json", js, "--junit", fifo)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// The merged JSON is written first; then the kit waits on
			// the pipe.
			for i := 0; i < 400; i++ {
				if _, err := os.Stat(js); err == nil {
					break
				}
				time.Sleep(50 * time.Millisecond)
			}
			time.Sleep(100 * time.Millisecond)
			cmd.Process.Signal(sigs[0])
			for i := 0; i < 400 && !strings.Contains(stderr.String(), "interrupted;"); i++ {
				time.Sleep(10 * time.Millisecond)
			}
			xml := make(chan string, 1)
			if len(sigs) > 1 {
				time.Sleep(sameDelivery + 100*time.Millisecond)
				cmd.Process.Signal(sigs[1])
			} else {
				// A reader comes: the kit finishes.
				go func() {
					b, _ := os.ReadFile(fifo)
					xml <- string(b)
				}()
			}
			code := waitExit(cmd, 10*time.Second)
			if code != 128+int(sigs[0]) {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, 128+int(sigs[0]), stderr.String())
			}
			if tmp, _ := filepath.Glob(filepath.Join(out, ".*")); len(tmp) > 0 {
				t.Errorf("temporary files left: %v", tmp)
			}
			if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
				t.Errorf("the named pipe was replaced: %v %v", st, err)
			}
			if b, err := os.ReadFile(js); err != nil || !json.Valid(b) {
				t.Errorf("the merged JSON: %v (valid %v)", err, json.Valid(b))
			}
			if len(sigs) == 1 {
				if x := <-xml; !strings.Contains(x, "<testsuites") {
					t.Errorf("the pipe was given no JUnit report: %.300q", x)
				}
			}
		})
	}
}
