package main

import (
	"crypto/ed25519"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"

	"github.com/bacctk/bacctk/internal/attest"
	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/internal/outfile"
)

func init() {
	registerReport(command{name: "sign", summary: "sign a JSON report with an Ed25519 key: a DSSE envelope of an in-toto statement (docs/certify.md)", run: runReportSign})
}

// sigSuffix names a report's signature file beside it.
const sigSuffix = ".sig.json"

// maxKeySize bounds a PEM key file: an Ed25519 key is about 120 bytes.
const maxKeySize = 64 << 10

const reportSignUsage = `Usage: bacctk report sign --key KEY REPORT.json [--sig SIG]

Signs a JSON report whose digest verifies: writes a DSSE envelope of an
in-toto statement (the report file and the engine executable as it is now;
the verdict, content hash, report digest and kit version) to
REPORT.json.sig.json or SIG. 'bacctk report verify --key KEY.pub' checks
it. Exit status 0 when written, 1 when the report does not verify, 2 on
bad usage or a file that cannot be read or written.

Flags:`

func runReportSign(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk report sign", reportSignUsage, stderr)
	keyPath := fs.String("key", "", "the Ed25519 private key (PKCS#8 PEM, from report keygen)")
	sigPath := fs.String("sig", "", "write the signature to SIG (default REPORT.json.sig.json)")
	files, code, ok := parseFiles(fs, args, 1, "one JSON report")
	if !ok {
		return code
	}
	fail := usageError("bacctk report sign", stderr)
	if *keyPath == "" {
		return fail("give --key KEY")
	}
	key, err := readKey(*keyPath, attest.ParsePrivateKey)
	if err != nil {
		return fail("--key %v", err)
	}
	data, err := infile.Read(files[0], maxReportSize)
	if err != nil {
		return fail("%v", err)
	}
	if *sigPath == "" {
		*sigPath = files[0] + sigSuffix
	}
	if err := writeSignature(*sigPath, key, files[0], data); err != nil {
		if attest.Refused(err) {
			fmt.Fprintf(stderr, "bacctk report sign: %s\n", display.Text(fmt.Sprintf("%s: %v: not signed", files[0], err), display.MessageMax))
			return 1
		}
		return fail("%v", err)
	}
	return 0
}

// readKey reads a PEM key file with parse: a private key (PKCS#8) to sign
// with or a public one (PKIX) to verify with, both bounded alike, and a
// file that is no such key named in the error.
func readKey[K any](path string, parse func([]byte) (K, error)) (K, error) {
	var none K
	data, err := infile.Read(path, maxKeySize)
	if err != nil {
		return none, err
	}
	key, err := parse(data)
	if err != nil {
		return none, fmt.Errorf("%s: %v", path, err)
	}
	return key, nil
}

// writeSignature signs the report data, from the file report, and writes
// the envelope to sig.
func writeSignature(sig string, key ed25519.PrivateKey, report string, data []byte) error {
	env, err := attest.Sign(key, filepath.Base(report), data)
	if err != nil {
		return err
	}
	return outfile.Write(sig, func(w io.Writer) error { return writeEnvelope(w, env) })
}

// writeEnvelope writes a signature file: the DSSE envelope, indented.
func writeEnvelope(w io.Writer, env attest.Envelope) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(env)
}
