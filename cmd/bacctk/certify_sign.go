package main

import (
	"bytes"
	"crypto/ed25519"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/bacctk/bacctk/internal/attest"
	"github.com/bacctk/bacctk/report"
)

// signingFlags checks certify's --sign and --sig and reads the key, before
// the run: a key that cannot be read is a usage error at once. It returns
// no key without --sign, and the signature file's path.
func signingFlags(keyPath, sig, jsonOut string) (ed25519.PrivateKey, string, error) {
	if keyPath == "" {
		if sig != "" {
			return nil, "", fmt.Errorf("--sig goes with --sign")
		}
		return nil, "", nil
	}
	if jsonOut == "" {
		return nil, "", fmt.Errorf("--sign signs the JSON report: give --json FILE (or --report json=FILE)")
	}
	key, err := readKey(keyPath, attest.ParsePrivateKey)
	if err != nil {
		return nil, "", fmt.Errorf("--sign %v", err)
	}
	if sig == "" {
		// Beside a device or a pipe (--json /dev/stdout) there is no
		// file to put it.
		if st, err := os.Stat(jsonOut); jsonOut == "-" || err == nil && !st.Mode().IsRegular() {
			return nil, "", fmt.Errorf("--json %s is not a file a signature can go beside: give --sig FILE", jsonOut)
		}
		sig = jsonOut + sigSuffix
	}
	return key, sig, nil
}

// signedWriters makes certify's "json" writer write the report's JSON as
// signed, and the "sig" writer its signature: both from one encoding, so
// that the signature is of the bytes written.
func signedWriters(writers map[string]func(io.Writer) error, rep *report.Report, key ed25519.PrivateKey, jsonOut string) {
	var b bytes.Buffer
	encErr := rep.WriteJSON(&b)
	writers["json"] = func(w io.Writer) error {
		if encErr != nil {
			return encErr
		}
		_, err := w.Write(b.Bytes())
		return err
	}
	writers["sig"] = func(w io.Writer) error {
		if encErr != nil {
			return encErr
		}
		env, err := attest.Sign(key, filepath.Base(jsonOut), b.Bytes())
		if err != nil {
			return err
		}
		return writeEnvelope(w, env)
	}
}
