package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runSoon is runCmd, failing the test if the command waits: what a
// command refuses it must refuse at once. It returns stdout and stderr
// together: lint reports on stdout.
func runSoon(t *testing.T, args ...string) (int, string) {
	t.Helper()
	type result struct {
		code   int
		stderr string
	}
	done := make(chan result, 1)
	go func() {
		code, stdout, stderr := runCmd(args...)
		done <- result{code, stdout + stderr}
	}()
	select {
	case r := <-done:
		return r.code, r.stderr
	case <-time.After(30 * time.Second):
		t.Fatalf("%q still running after 30s", args)
		return 0, ""
	}
}

// TestInputsNotRegularOrTooLarge: a named pipe among a folder's *.json
// files, /dev/zero, and a report or list over its bound are refused at
// once, exit 2, naming the path and what was expected (issue 28: a pipe
// hung vectors verify and report merge for ever, /dev/zero ran merge out
// of memory, a 1 GB file was read whole before the error).
func TestInputsNotRegularOrTooLarge(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	huge := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(1 << 30) // sparse: no disk or time to write it
	f.Close()
	const pipe, device = "is a named pipe; want a regular file", "is a character device; want a regular file"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"vectors", "verify", dir}, fifo + ": " + pipe},
		{[]string{"vectors", "lint", fifo}, fifo + ": " + pipe},
		{[]string{"vectors", "verify", "--known-failing", fifo}, fifo + ": " + pipe},
		{[]string{"report", "merge", dir}, fifo + ": " + pipe},
		{[]string{"report", "merge", "/dev/zero"}, "/dev/zero: " + device},
		{[]string{"report", "render", "/dev/zero", "--html", filepath.Join(dir, "x.html")}, "/dev/zero: " + device},
		{[]string{"report", "render", huge, "--html", filepath.Join(dir, "x.html")}, huge + ": the file is 1073741824 bytes (1024 MiB); want at most 67108864 bytes (64 MiB)"},
		{[]string{"certify", "--known-failing", huge}, huge + ": the file is 1073741824 bytes (1024 MiB); want at most 1048576 bytes (1 MiB)"},
		{[]string{"certify", "--known-failing", fifo}, fifo + ": " + pipe},
	} {
		code, out := runSoon(t, tc.args...)
		// lint reports a bad file as a problem of the run: exit 1.
		wantCode := 2
		if tc.args[1] == "lint" {
			wantCode = 1
		}
		if code != wantCode || !strings.Contains(out, tc.want) {
			t.Errorf("%q: exit %d, output %q; want %d and %q", tc.args, code, out, wantCode, tc.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.html")); err == nil {
		t.Error("report render wrote a page from a file it refused")
	}
}
