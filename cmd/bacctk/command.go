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

// parseNoArgs parses the flags of a subcommand that takes no arguments.
// ok false says stop with code: 0 after -h, 2 after a bad flag or an
// argument, whose message goes to the flag set's output.
func parseNoArgs(fs *flag.FlagSet, args []string) (code int, ok bool) {
	if err := parseFlags(fs, args); err != nil {
		return flagsStatus(err), false
	}
	if fs.NArg() > 0 {
		return usageError(fs.Name(), fs.Output())("unexpected argument %q", fs.Arg(0)), false
	}
	return 0, true
}

// parseFiles parses a report subcommand's flags and the files given among
// them, in any order as the usages show them, and wants n files; want names
// them in the error ("one JSON report"). ok false says stop with code: 0
// after -h, 2 on bad usage, whose message goes to the flag set's output.
func parseFiles(fs *flag.FlagSet, args []string, n int, want string) (files []string, code int, ok bool) {
	files, code, ok = parseFlagsAndFiles(fs, args)
	if !ok {
		return nil, code, false
	}
	fail := usageError(fs.Name(), fs.Output())
	switch {
	case len(files) == n:
		return files, 0, true
	case n == 0:
		return nil, fail("unexpected argument %q", files[0]), false
	}
	return nil, fail("give %s, not %d files", want, len(files)), false
}
