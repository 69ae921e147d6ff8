package main

import (
	"encoding/json"
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
	fs := newFlags("bacctk version", "Usage: bacctk version [--json]", stderr)
	asJSON := fs.Bool("json", false, "print the kit object of the JSON report")
	if code, ok := parseNoArgs(fs, args); !ok {
		return code
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
