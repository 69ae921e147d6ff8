package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/bacctk/bacctk/internal/display"
)

// newFlags is a subcommand's flag set: its errors and usage go to stderr,
// the usage text first and the flags after it.
func newFlags(name, usage string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, usage)
		fs.PrintDefaults()
	}
	return fs
}

// usageError returns a subcommand's way out on bad usage or input: the
// message on stderr after the command's name, and exit status 2.
func usageError(name string, stderr io.Writer) func(format string, a ...any) int {
	return func(format string, a ...any) int {
		// The arguments may quote a file or an engine: shown escaped.
		fmt.Fprintf(stderr, "%s: %s\n", name, display.Text(fmt.Sprintf(format, a...), display.MessageMax))
		return 2
	}
}

// emptyEngine reports whether fs was given an --engine that is empty or
// blank: an unset $ENGINE in CI ("--engine $ENGINE") must not check the
// built-in reference in its place and exit 0. Leaving --engine out is how
// one asks for the reference.
func emptyEngine(fs *flag.FlagSet) bool {
	given := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "engine" {
			given = strings.TrimSpace(f.Value.String()) == ""
		}
	})
	return given
}

// emptyEngineMessage is the usage error an empty --engine gets.
const emptyEngineMessage = "--engine is empty: give the engine command, or leave --engine out to use the built-in reference"
