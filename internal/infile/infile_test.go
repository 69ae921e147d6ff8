//go:build unix

package infile

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// readSoon is Read, failing the test if it waits: what Read refuses it
// must refuse at once, not after a writer comes.
func readSoon(t *testing.T, path string, limit int64) ([]byte, error) {
	t.Helper()
	type result struct {
		b   []byte
		err error
	}
	done := make(chan result, 1)
	go func() {
		b, err := Read(path, limit)
		done <- result{b, err}
	}()
	select {
	case r := <-done:
		return r.b, r.err
	case <-time.After(5 * time.Second):
		t.Fatalf("Read(%s) still waiting after 5s", path)
		return nil, nil
	}
}

// TestReadBounds: a regular file up to the bound is read whole, through
// a link too; one byte over is refused by its size, naming the path and
// the bound.
func TestReadBounds(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "r.json")
	os.WriteFile(p, []byte("0123456789"), 0o644)
	link := filepath.Join(dir, "link.json")
	os.Symlink("r.json", link)
	for _, path := range []string{p, link} {
		if b, err := readSoon(t, path, 10); err != nil || string(b) != "0123456789" {
			t.Errorf("Read(%s, 10) = %q, %v", path, b, err)
		}
	}
	_, err := readSoon(t, p, 9)
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.Size != 10 || err.Error() != p+": the file is 10 bytes (0.0 MiB); want at most 9 bytes (0.0 MiB)" {
		t.Errorf("Read(%s, 9): %v", p, err)
	}
	if _, err := readSoon(t, filepath.Join(dir, "none.json"), 9); err == nil || !strings.Contains(err.Error(), "none.json") {
		t.Errorf("a missing file: %v", err)
	}
}

// TestHugeFileNotRead: a 1 GiB file (sparse: no disk or time to write
// it) over a 64 MiB bound is refused without reading it: little memory,
// little time (issue 28: a 1 GB report was read before the error).
func TestHugeFileNotRead(t *testing.T) {
	p := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil {
		t.Fatal(err)
	}
	f.Close()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	_, err = readSoon(t, p, 64<<20)
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	if err == nil || err.Error() != p+": the file is 1073741824 bytes (1024 MiB); want at most 67108864 bytes (64 MiB)" {
		t.Errorf("Read of 1 GiB: %v", err)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 || took > time.Second {
		t.Errorf("refusing 1 GiB allocated %d bytes in %v", grew, took)
	}
}

// TestNotRegularRefused: a named pipe with no writer, /dev/zero, /dev/null,
// a link to a device and a folder are refused at once, each error naming
// the path, what it is and what was expected (issue 28: a pipe hung
// vectors verify and report merge, /dev/zero ran the kit out of memory).
func TestNotRegularRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "zero.json")
	os.Symlink("/dev/zero", link)
	for path, what := range map[string]string{
		fifo:        "is a named pipe",
		"/dev/zero": "is a character device",
		"/dev/null": "is a character device",
		link:        "is a character device",
		dir:         "is a folder",
	} {
		if _, err := os.Stat(path); err != nil {
			t.Logf("skipped: %v", err)
			continue
		}
		_, err := readSoon(t, path, 1<<20)
		if err == nil || err.Error() != path+": "+what+"; want a regular file" {
			t.Errorf("Read(%s): %v, want %q", path, err, what)
		}
	}
}
