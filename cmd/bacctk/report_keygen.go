package main

import (
	"fmt"
	"io"

	"github.com/bacctk/bacctk/internal/attest"
	"github.com/bacctk/bacctk/internal/outfile"
)

func init() {
	registerReport(command{name: "keygen", summary: "make an Ed25519 key pair to sign reports with (docs/certify.md)", run: runReportKeygen})
}

const reportKeygenUsage = `Usage: bacctk report keygen --out KEY

Makes an Ed25519 key pair: the private key in KEY (PKCS#8 PEM, mode 0600)
and the public key in KEY.pub (PKIX PEM), which 'report verify --key'
reads. Neither file may exist: a key is never written over. Exit status
0 when written, 2 on bad usage or a file that cannot be written.

Flags:`

func runReportKeygen(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk report keygen", reportKeygenUsage, stderr)
	out := fs.String("out", "", "write the private key to KEY and the public key to KEY.pub")
	if _, code, ok := parseFiles(fs, args, 0, ""); !ok {
		return code
	}
	fail := usageError("bacctk report keygen", stderr)
	if *out == "" {
		return fail("give --out KEY")
	}
	priv, pub, err := attest.NewKey()
	if err != nil {
		return fail("%v", err)
	}
	if err := outfile.CreatePrivate(*out, priv); err != nil {
		return fail("%v", err)
	}
	if err := outfile.CreateNew(*out+".pub", pub); err != nil {
		return fail("%v", err)
	}
	fmt.Fprintf(stdout, "wrote %s (private, keep it secret) and %s\n", *out, *out+".pub")
	return 0
}
