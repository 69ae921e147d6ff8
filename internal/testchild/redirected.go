package testchild

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Redirected runs the test run of this binary as a child, with env added
// to its environment, its stdout a file opened for appending that held
// "old\n": the kit as a shell runs it with >>FILE, where writing to
// /dev/stdout must append to FILE, not replace it (issue 28: as root the
// temporary file was renamed onto /dev/stdout). It fails the test if the
// child fails, and holds the file and /dev/stdout to what they were: the
// same file, and a link. It returns the file's path and what it holds.
func Redirected(t testing.TB, run string, env ...string) (string, []byte) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "stdout.txt")
	if err := os.WriteFile(out, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(out, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := f.Stat()
	cmd := exec.Command(os.Args[0], "-test.run=^"+run+"$")
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout = f
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err = cmd.Run()
	f.Close()
	if err != nil {
		t.Fatalf("%s: %v\n%s", run, err, stderr.String())
	}
	b, _ := os.ReadFile(out)
	if after, _ := os.Stat(out); !os.SameFile(before, after) {
		t.Errorf("the redirected stdout %s was replaced by another file", out)
	}
	if st, err := os.Lstat("/dev/stdout"); err != nil || st.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("/dev/stdout is no longer a link: %v %v", st.Mode(), err)
	}
	return out, b
}
