package main

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/internal/testchild"
)

// umaskMode is the mode a file created with 0666 gets under the process's
// umask, learnt by creating one: reading the umask means changing it,
// under the feet of the parallel tests.
func umaskMode(t *testing.T) fs.FileMode {
	p := filepath.Join(t.TempDir(), "probe")
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	st, _ := os.Stat(p)
	return st.Mode().Perm()
}

// isDevice fails the test if path is no longer the character device it was.
func isDevice(t *testing.T, path string) {
	t.Helper()
	if st, err := os.Lstat(path); err != nil || st.Mode()&fs.ModeCharDevice == 0 {
		t.Fatalf("%s is no longer a character device: %v %v", path, st.Mode(), err)
	}
}

// TestCertifyJSONToRedirectedStdout: `bacctk certify --json /dev/stdout
// >>FILE` (the kit a real process, as root) appends the JSON report to
// FILE after the text report; /dev/stdout stays a link and FILE the same
// file (issue 28: the temporary file was renamed onto /dev/stdout, the
// JSON never reached stdout, and the exit status was 0).
func TestCertifyJSONToRedirectedStdout(t *testing.T) {
	args, _ := json.Marshal([]string{"--games", "mbs-ncb-v6", "--no-features", "--no-vectors", "--shoes", "1", "--seed", "1", "--json", "/dev/stdout"})
	_, b := testchild.Redirected(t, "TestCertifyHelperKit", kitArgsEnv+"="+string(args))
	i := bytes.Index(b, []byte("\n{\n"))
	if !bytes.HasPrefix(b, []byte("old\n")) || i < 0 || !json.Valid(b[i+1:]) || !bytes.Contains(b[:i], []byte("mbs-ncb-v6")) {
		t.Errorf("stdout holds %d bytes, want old line, the text report, then the JSON report:\n%.600s", len(b), b)
	}
}

// TestReportOutputsNotRegular: report merge and report render write to a
// device in place (it stays a device), a full device is exit 2 naming
// the path, and every command's regular file has one mode, 0666 less the
// umask (issue 28: merge and render replaced /dev/null with a 0600 file;
// certify wrote 0644 whatever the umask).
func TestReportOutputsNotRegular(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	dir := t.TempDir()
	shard := func(k string) string { return filepath.Join(dir, "s"+k+".json") }
	certifyHTML := filepath.Join(dir, "certify.html")
	for _, k := range []string{"0", "1"} {
		args := []string{"certify", "--games", "mbs-ncb-v6,mbs-tiger-v2", "--no-features", "--no-vectors", "--shoes", "1", "--seed", "1", "--shard", k + "/2", "--json", shard(k)}
		if k == "0" {
			args = append(args, "--html", certifyHTML)
		}
		if code, _, stderr := runCmd(args...); code != 0 {
			t.Fatalf("certify shard %s: exit %d\n%s", k, code, stderr)
		}
	}
	merged := filepath.Join(dir, "merged.json")
	if code, _, stderr := runCmd("report", "merge", shard("0"), shard("1"), "--json", merged, "--junit", "/dev/null"); code != 0 {
		t.Fatalf("report merge: exit %d\n%s", code, stderr)
	}
	isDevice(t, "/dev/null")
	rendered := filepath.Join(dir, "rendered.html")
	if code, _, stderr := runCmd("report", "render", merged, "--html", rendered, "--badge", "/dev/null"); code != 0 {
		t.Fatalf("report render: exit %d\n%s", code, stderr)
	}
	isDevice(t, "/dev/null")
	want := umaskMode(t)
	for _, p := range []string{shard("0"), certifyHTML, merged, rendered} {
		if st, err := os.Stat(p); err != nil || st.Mode().Perm() != want {
			t.Errorf("%s: mode %v (%v), want %v as every output", p, st.Mode(), err, want)
		}
	}
	for _, args := range [][]string{
		{"report", "merge", shard("0"), shard("1"), "--json", "/dev/full"},
		{"report", "merge", shard("0"), shard("1"), "--junit", "/dev/full"},
		{"report", "render", merged, "--html", "/dev/full"},
		{"report", "render", merged, "--badge", "/dev/full"},
		{"vectors", "verify", "--id", "mbs-ncb-v6/coup-*", "--json", "/dev/full"},
	} {
		code, _, stderr := runCmd(args...)
		if code != 2 || !strings.Contains(stderr, "/dev/full: no space left on device") {
			t.Errorf("%q: exit %d, stderr %q; want 2 and the path", args, code, stderr)
		}
		isDevice(t, "/dev/full")
	}
}

// TestCertifyCasesNotWritten: a --cases file that cannot be written (a
// folder in the way of its name, which the kit neither removes nor writes
// into) is exit 2 naming it, as a report that could not be written; the
// run is still judged and reported.
func TestCertifyCasesNotWritten(t *testing.T) {
	dir := t.TempDir()
	blocked := filepath.Join(dir, "F1-mbs-etg-v4-fabulous-4s-scenario.json")
	os.Mkdir(blocked, 0o755)
	code, out, errs := runCertifyCmd(t, "--engine", helperEngine(t, "defect:fab4-banker-four-pays-even"), "--games", "mbs-etg-v4-fabulous-4s",
		"--tags", "@clause:mbs-etg-v4:4.11", "--no-vectors", "--no-generated", "--seed", "11", "--cases", dir)
	if code != 2 || !strings.Contains(errs, "--cases: "+blocked+": file exists") || !strings.Contains(out, "FAIL") {
		t.Errorf("exit %d, stderr %q; want 2 naming %s, and the failing run's report", code, errs, blocked)
	}
}
