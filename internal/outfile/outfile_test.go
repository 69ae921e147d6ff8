//go:build unix

package outfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/bacctk/bacctk/internal/testchild"
)

// helperEnv makes TestHelperWriter a process that prints "before" on its
// stdout, then writes "report" with Write to the path the variable gives:
// the kit as a shell runs it, its stdout redirected.
const helperEnv = "BACCTK_OUTFILE_HELPER"

// TestHelperWriter is not a test: it is the process the stdout tests start.
func TestHelperWriter(t *testing.T) {
	path := os.Getenv(helperEnv)
	if path == "" {
		t.Skip("the writer process of the stdout tests")
	}
	fmt.Print("before\n")
	if err := Write(path, func(w io.Writer) error { _, err := io.WriteString(w, "report\n"); return err }); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	os.Exit(0)
}

func writeString(path, s string) error {
	return Write(path, func(w io.Writer) error { _, err := io.WriteString(w, s); return err })
}

// umask sets the process's umask for one test and puts it back.
func umask(t *testing.T, m int) {
	old := syscall.Umask(m)
	t.Cleanup(func() { syscall.Umask(old) })
}

func checkFile(t *testing.T, path, want string, mode fs.FileMode) {
	t.Helper()
	st, err := os.Lstat(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if !st.Mode().IsRegular() || st.Mode().Perm() != mode {
		t.Errorf("%s: mode %v, want a regular file %v", path, st.Mode(), mode)
	}
	if b, _ := os.ReadFile(path); string(b) != want {
		t.Errorf("%s holds %q, want %q", path, b, want)
	}
}

func noTempLeft(t *testing.T, dir string) {
	t.Helper()
	if tmp, _ := filepath.Glob(filepath.Join(dir, ".*.tmp-*")); len(tmp) > 0 {
		t.Errorf("temporary files left: %v", tmp)
	}
}

// TestStdoutRedirected: the kit run as `kit --json /dev/stdout >>FILE`
// (and through /dev/fd/1, /proc/self/fd/1 or a link to /dev/stdout)
// writes the report to its stdout, after what it printed there and after
// what FILE held: /dev/stdout stays a link, FILE is not replaced (issue
// 28: as root the temporary file was renamed onto /dev/stdout).
func TestStdoutRedirected(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "out-link")
	if err := os.Symlink("/dev/stdout", link); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", link} {
		t.Run(strings.ReplaceAll(name, "/", "_"), func(t *testing.T) {
			if _, err := os.Lstat(name); err != nil {
				t.Skipf("%s: %v", name, err)
			}
			out, b := testchild.Redirected(t, "TestHelperWriter", helperEnv+"="+name)
			if string(b) != "old\nbefore\nreport\n" {
				t.Errorf("the redirected stdout holds %q, want %q", b, "old\nbefore\nreport\n")
			}
			noTempLeft(t, filepath.Dir(out))
		})
	}
}

// TestDevices: /dev/null takes the file and stays a device; /dev/full is
// an error naming it, and stays a device too.
func TestDevices(t *testing.T) {
	for _, tc := range []struct{ path, err string }{
		{"/dev/null", ""},
		{"/dev/full", "/dev/full: no space left on device"},
	} {
		if _, err := os.Stat(tc.path); err != nil {
			t.Logf("skipped: %v", err)
			continue
		}
		err := writeString(tc.path, strings.Repeat("x", 1<<17))
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || err.Error() != tc.err) {
			t.Errorf("%s: error %v, want %q", tc.path, err, tc.err)
		}
		if st, err := os.Lstat(tc.path); err != nil || st.Mode()&fs.ModeCharDevice == 0 {
			t.Errorf("%s is no longer a character device: %v %v", tc.path, st.Mode(), err)
		}
		noTempLeft(t, "/dev")
	}
}

// TestFIFO: a named pipe is written in place, to its reader, and stays a
// pipe.
func TestFIFO(t *testing.T) {
	p := filepath.Join(t.TempDir(), "pipe.json")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	got := make(chan string)
	go func() {
		f, err := os.Open(p)
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- string(b)
	}()
	if err := writeString(p, "report\n"); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "report\n" {
		t.Errorf("the reader got %q", s)
	}
	if st, err := os.Lstat(p); err != nil || st.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("%s is no longer a pipe: %v %v", p, st.Mode(), err)
	}
	noTempLeft(t, filepath.Dir(p))
}

// TestLinks: a link to a regular file is followed, its target replaced
// and the link kept; a dangling link gets its target created; a link
// chain with a relative target through a linked folder lands where the
// kernel would.
func TestLinks(t *testing.T) {
	umask(t, 0o022)
	dir := t.TempDir()
	target := filepath.Join(dir, "real.json")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.json")
	os.Symlink("real.json", link)
	if err := writeString(link, "new"); err != nil {
		t.Fatal(err)
	}
	if l, err := os.Readlink(link); err != nil || l != "real.json" {
		t.Errorf("the link is now %q, %v", l, err)
	}
	checkFile(t, target, "new", 0o644)

	dangling := filepath.Join(dir, "dangling.json")
	os.Symlink(filepath.Join("sub", "later.json"), dangling)
	if err := writeString(dangling, "made"); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(dangling); err != nil || st.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("the dangling link was replaced: %v %v", st.Mode(), err)
	}
	checkFile(t, filepath.Join(dir, "sub", "later.json"), "made", 0o644)

	// dir/a/up -> ../real.json, with dir/a a link to dir/deep/er: the
	// kernel reads ".." from dir/deep/er, so the target is dir/deep/real.json.
	os.MkdirAll(filepath.Join(dir, "deep", "er"), 0o755)
	os.Symlink(filepath.Join(dir, "deep", "er"), filepath.Join(dir, "a"))
	os.Symlink("../real.json", filepath.Join(dir, "deep", "er", "up"))
	if err := writeString(filepath.Join(dir, "a", "up"), "deep"); err != nil {
		t.Fatal(err)
	}
	checkFile(t, filepath.Join(dir, "deep", "real.json"), "deep", 0o644)
	checkFile(t, target, "new", 0o644)

	loop := filepath.Join(dir, "loop")
	os.Symlink("loop", loop)
	if err := writeString(loop, "x"); err == nil || !strings.Contains(err.Error(), loop+": too many levels") {
		t.Errorf("a link to itself: %v", err)
	}
	noTempLeft(t, dir)
}

// TestNewPathAndUmask: a new path (in a folder made for it) and a
// replaced file both get 0666 less the umask, whatever mode the old file
// had; a folder is an error.
func TestNewPathAndUmask(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		umask int
		want  fs.FileMode
	}{{0o022, 0o644}, {0o077, 0o600}, {0o002, 0o664}} {
		umask(t, tc.umask)
		p := filepath.Join(dir, fmt.Sprintf("u%o", tc.umask), "r.json")
		if err := writeString(p, "one"); err != nil {
			t.Fatal(err)
		}
		checkFile(t, p, "one", tc.want)
		os.Chmod(p, 0o640)
		if err := writeString(p, "two"); err != nil {
			t.Fatal(err)
		}
		checkFile(t, p, "two", tc.want)
		noTempLeft(t, filepath.Dir(p))
	}
	if err := writeString(dir, "x"); err == nil || err.Error() != dir+": is a folder; want a file" {
		t.Errorf("a folder: %v", err)
	}
}

// TestFailedWriteLeavesOld: a writer's error, and Discard, leave the old
// file as it was and no temporary file; the error names the path.
func TestFailedWriteLeavesOld(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "r.json")
	os.WriteFile(p, []byte("old"), 0o644)
	err := Write(p, func(w io.Writer) error {
		io.WriteString(w, "half")
		return errors.New("encoder broke")
	})
	if err == nil || err.Error() != p+": encoder broke" {
		t.Errorf("error %v, want the path and the writer's error", err)
	}
	o, err := Open(p)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(o, "abandoned")
	o.Discard()
	o.Discard()
	checkFile(t, p, "old", 0o644)
	noTempLeft(t, dir)
}

// TestCreateNew: CreateNew writes a new file but neither through nor over
// a link or a file already there.
func TestCreateNew(t *testing.T) {
	umask(t, 0o022)
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	os.WriteFile(victim, []byte("precious"), 0o600)
	link := filepath.Join(dir, "F1.json")
	os.Symlink(victim, link)
	dangling := filepath.Join(dir, "F2.json")
	os.Symlink(filepath.Join(dir, "planted"), dangling)
	for _, p := range []string{link, dangling, victim} {
		if err := CreateNew(p, []byte("case")); err == nil || !strings.HasPrefix(err.Error(), p+": ") {
			t.Errorf("CreateNew(%s): %v, want a refusal naming it", p, err)
		}
	}
	checkFile(t, victim, "precious", 0o600)
	if _, err := os.Lstat(filepath.Join(dir, "planted")); err == nil {
		t.Error("CreateNew wrote through a dangling link")
	}
	fresh := filepath.Join(dir, "F3.json")
	if err := CreateNew(fresh, []byte("case")); err != nil {
		t.Fatal(err)
	}
	checkFile(t, fresh, "case", 0o644)
	// A private key: 0600 whatever the umask leaves, and never over a
	// file already there.
	key := filepath.Join(dir, "key.pem")
	if err := CreatePrivate(key, []byte("secret")); err != nil {
		t.Fatal(err)
	}
	checkFile(t, key, "secret", 0o600)
	if err := CreatePrivate(key, []byte("other")); err == nil {
		t.Error("CreatePrivate wrote over a key")
	}
	checkFile(t, key, "secret", 0o600)
}

func TestOwnDescriptor(t *testing.T) {
	pid := fmt.Sprint(os.Getpid())
	for p, want := range map[string]int{
		"/proc/" + pid + "/fd/1":                  1,
		"/proc/" + pid + "/task/" + pid + "/fd/7": 7,
		"/dev/fd/2":                  2,
		"/proc/1/fd/1":               -1,
		"/proc/" + pid + "/fd/x":     -1,
		"/tmp/fd/1":                  -1,
		"/proc/" + pid + "/fdinfo/1": -1,
	} {
		fd, ok := ownDescriptor(p)
		if !ok {
			fd = -1
		}
		if fd != want {
			t.Errorf("ownDescriptor(%s) = %d, want %d", p, fd, want)
		}
	}
}
