package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/bacctk/bacctk/internal/attest"
	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/internal/integrity"
)

func init() {
	registerReport(command{name: "verify", summary: "check that a JSON report was not changed since it was written, and its signature (docs/certify.md)", run: runReportVerify})
}

const reportVerifyUsage = `Usage: bacctk report verify REPORT.json [--key PUBLIC.pem [--sig SIG]]

Recomputes the digest of a JSON report (written by certify --json or
report merge) and compares it with the one the report states: a report
edited since it was written does not verify. With --key, also checks the
signature (certify --sign, report sign; REPORT.json.sig.json unless
--sig): that the key signed it, of this very file, and the digest it
names. Prints one line. Exit status 0 when it verifies, 1 when it does
not (an edited report, another key's signature, no digest), 2 on bad
usage or a file that cannot be read or is not JSON.

Flags:`

func runReportVerify(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk report verify", reportVerifyUsage, stderr)
	keyPath := fs.String("key", "", "check the signature with this Ed25519 public key (PKIX PEM, from report keygen)")
	sigPath := fs.String("sig", "", "with --key: the signature file (default REPORT.json.sig.json)")
	files, code, ok := parseFiles(fs, args, 1, "one JSON report")
	if !ok {
		return code
	}
	fail := usageError("bacctk report verify", stderr)
	if *sigPath != "" && *keyPath == "" {
		return fail("--sig goes with --key")
	}
	path := files[0]
	data, err := infile.Read(path, maxReportSize)
	if err != nil {
		return fail("%v", err)
	}
	refused := func(err error) int {
		fmt.Fprintf(stderr, "bacctk report verify: %s\n", display.Text(fmt.Sprintf("%s: %v", path, err), display.MessageMax))
		return 1
	}
	digest, err := integrity.Check(data)
	switch {
	case integrity.Unverified(err):
		return refused(err)
	case err != nil:
		return fail("%s: not a JSON report: %v", path, err)
	}
	line := fmt.Sprintf("%s: digest ok (%s)", path, digest)
	if *keyPath != "" {
		if *sigPath == "" {
			*sigPath = path + sigSuffix
		}
		pub, err := readKey(*keyPath, attest.ParsePublicKey)
		if err != nil {
			return fail("--key %v", err)
		}
		env, err := infile.Read(*sigPath, maxReportSize)
		if err != nil {
			return fail("--sig %v", err)
		}
		st, err := attest.Verify(pub, env, data)
		switch {
		case attest.Refused(err):
			return refused(err)
		case err != nil:
			return fail("%s: %v", *sigPath, err)
		}
		var names []string
		for _, s := range st.Subject {
			names = append(names, s.Name)
		}
		line += fmt.Sprintf("; signature ok: key %s attests verdict %s (kit %s) of %s", attest.KeyID(pub), st.Predicate.Verdict, st.Predicate.KitVersion, strings.Join(names, " and "))
	}
	fmt.Fprintln(stdout, display.Text(line, display.MessageMax))
	return 0
}
