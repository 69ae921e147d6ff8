package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// certifyReport runs a short certification with the reference and writes
// its JSON report to path, with args added.
func certifyReport(t *testing.T, path string, args ...string) {
	t.Helper()
	args = append([]string{"certify", "--games", "mbs-tiger-v2", "--seed", "5", "--shoes", "1", "--no-features", "--no-vectors", "--json", path}, args...)
	if code, _, stderr := runCmd(args...); code != 0 {
		t.Fatalf("certify: exit %d\n%s", code, stderr)
	}
}

// editVerdict rewrites the first passing row of the report at path as
// failing, in place, as a hand with an editor would.
func editVerdict(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(b), `"verdict": "pass"`, `"verdict": "fail"`, 1)
	if edited == string(b) {
		t.Fatal("no passing verdict to edit")
	}
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestReportVerify: an untouched report verifies (exit 0, one line); one
// with a verdict edited does not (1); what is not a report is bad input (2).
func TestReportVerify(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(dir, "r.json")
	certifyReport(t, js)
	code, stdout, stderr := runCmd("report", "verify", js)
	if code != 0 || !strings.HasPrefix(stdout, js+": digest ok (sha256:") || strings.Count(stdout, "\n") != 1 {
		t.Fatalf("untouched: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	editVerdict(t, js)
	code, _, stderr = runCmd("report", "verify", js)
	if code != 1 || !strings.Contains(stderr, "digest mismatch") || !strings.Contains(stderr, "changed after it was written") {
		t.Errorf("edited: exit %d, stderr %q; want 1 and a mismatch", code, stderr)
	}
	notJSON := filepath.Join(dir, "x.json")
	os.WriteFile(notJSON, []byte("{\"digest\": "), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"report", "verify", filepath.Join(dir, "none.json")}, "none.json"},
		{[]string{"report", "verify", notJSON}, "not a JSON report"},
		{[]string{"report", "verify"}, "give one JSON report"},
		{[]string{"report", "verify", js, "--sig", "s"}, "--sig goes with --key"},
	} {
		code, _, stderr := runCmd(tc.args...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
}

// TestReportSignatures: keygen writes a private key only its owner reads;
// certify --sign writes FILE.sig.json, which verifies with the public key
// and not with another key nor once the report is edited; report sign
// signs a report after the run, and refuses an edited one.
func TestReportSignatures(t *testing.T) {
	dir := t.TempDir()
	key, other := filepath.Join(dir, "key.pem"), filepath.Join(dir, "other.pem")
	for _, k := range []string{key, other} {
		if code, _, stderr := runCmd("report", "keygen", "--out", k); code != 0 {
			t.Fatalf("keygen: exit %d\n%s", code, stderr)
		}
	}
	if st, err := os.Stat(key); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("private key mode %v (%v), want 0600", st.Mode(), err)
	}
	if code, _, stderr := runCmd("report", "keygen", "--out", key); code != 2 || !strings.Contains(stderr, "exists") {
		t.Errorf("keygen over a key: exit %d, %q; want 2", code, stderr)
	}
	js := filepath.Join(dir, "r.json")
	certifyReport(t, js, "--sign", key)
	code, stdout, stderr := runCmd("report", "verify", "--key", key+".pub", js)
	if code != 0 || !strings.Contains(stdout, "digest ok") || !strings.Contains(stdout, "signature ok") || !strings.Contains(stdout, "verdict pass") {
		t.Fatalf("signed: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if code, _, stderr := runCmd("report", "verify", "--key", other+".pub", js); code != 1 || !strings.Contains(stderr, "no signature of the envelope verifies") {
		t.Errorf("another key: exit %d, stderr %q; want 1", code, stderr)
	}
	if code, _, stderr := runCmd("report", "verify", "--key", key, js); code != 2 || !strings.Contains(stderr, "PUBLIC KEY") {
		t.Errorf("a private key given as public: exit %d, stderr %q; want 2", code, stderr)
	}
	// Signed after the run, to a signature file of one's choosing.
	sig := filepath.Join(dir, "later.sig")
	if code, _, stderr := runCmd("report", "sign", "--key", other, js, "--sig", sig); code != 0 {
		t.Fatalf("report sign: exit %d\n%s", code, stderr)
	}
	if code, _, stderr := runCmd("report", "verify", "--key", other+".pub", "--sig", sig, js); code != 0 {
		t.Errorf("report sign's signature: exit %d, stderr %q", code, stderr)
	}
	editVerdict(t, js)
	for _, args := range [][]string{{"report", "verify", "--key", key + ".pub", js}, {"report", "verify", "--key", other + ".pub", "--sig", sig, js}} {
		if code, _, stderr := runCmd(args...); code != 1 {
			t.Errorf("%q after an edit: exit %d, stderr %q; want 1", args, code, stderr)
		}
	}
	if code, _, stderr := runCmd("report", "sign", "--key", key, js); code != 1 || !strings.Contains(stderr, "not signed") {
		t.Errorf("report sign of an edited report: exit %d, stderr %q; want 1", code, stderr)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"certify", "--sign", key}, "give --json FILE"},
		{[]string{"certify", "--json", js, "--sig", sig}, "--sig goes with --sign"},
		{[]string{"certify", "--json", js, "--sign", sig}, "no PEM block"},
		{[]string{"certify", "--json", "/dev/null", "--sign", key}, "give --sig FILE"},
	} {
		if code, _, stderr := runCmd(tc.args...); code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
}
