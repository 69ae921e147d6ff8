package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"runtime"

	"github.com/bacctk/bacctk/certify"
)

func init() {
	register(command{name: "version", summary: "the kit's version, revision, Go version and content hash (also --version)", run: runVersion})
}

// runVersion prints what identifies this kit in a report: the version,
// the revision it was built from, the Go version, and the content hash of
// the rules texts, features, vectors and clause catalog it carries and of
// the kit itself.
func runVersion(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bacctk version", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the kit object of the JSON report")
	if err := parseFlags(fs, args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "bacctk version: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	k := certify.CurrentKit()
	if *asJSON {
		b, _ := json.MarshalIndent(k, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	fmt.Fprintf(stdout, "%s %s (%s) %s %s/%s\ncontent %s\n", k.Name, k.Version, k.Revision, k.GoVersion, runtime.GOOS, runtime.GOARCH, k.ContentHash)
	return 0
}
