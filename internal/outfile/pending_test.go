package outfile

import (
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestRemoveTemporaries: the temporaries of outputs still being written
// are removed, those committed or discarded are forgotten, and a File
// whose temporary went fails its Commit rather than leaving a file.
func TestRemoveTemporaries(t *testing.T) {
	dir := t.TempDir()
	open := func(name string) *File {
		f, err := Open(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	done, dropped, busy := open("done.json"), open("dropped.json"), open("busy.json")
	if err := done.Finish(func(io.Writer) error { return nil }); err != nil {
		t.Fatal(err)
	}
	dropped.Discard()
	if tmp, _ := filepath.Glob(filepath.Join(dir, ".busy.json.tmp-*")); len(tmp) != 1 {
		t.Fatalf("busy.json's temporary: %v", tmp)
	}
	RemoveTemporaries()
	noTempLeft(t, dir)
	if _, err := os.Stat(filepath.Join(dir, "done.json")); err != nil {
		t.Errorf("a committed output was removed: %v", err)
	}
	if err := busy.Commit(); err == nil {
		t.Error("a File whose temporary was removed committed")
	}
	if _, err := os.Stat(filepath.Join(dir, "busy.json")); err == nil {
		t.Error("busy.json exists")
	}
	pending.Lock()
	n := len(pending.tmp)
	pending.Unlock()
	if n != 0 {
		t.Errorf("%d temporaries still tracked", n)
	}
}
