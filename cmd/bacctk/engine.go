package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
)

func init() {
	register(command{name: "engine", summary: "run the reference engine on stdin/stdout, speaking the engine protocol (docs/protocol.md)", run: runEngine})
}

// engineStdin is the engine's input; tests replace it.
var engineStdin io.Reader = os.Stdin

// runEngine serves protocol v1 with the reference engine, so that the
// protocol path is tested end to end (certify --engine 'bacctk engine') and
// vendors have a live example to talk to.
func runEngine(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bacctk engine", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: bacctk engine")
		fmt.Fprintln(stderr, "\nServes the reference engine with protocol v1 (JSON Lines: requests on stdin,")
		fmt.Fprintln(stderr, "responses on stdout) until bye or the end of input. See docs/protocol.md.")
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "bacctk engine: unexpected argument %q (the engine takes no arguments; requests come on stdin)\n", fs.Arg(0))
		return 2
	}
	if err := protocol.Serve(context.Background(), adapter.NewReference(), engineStdin, stdout); err != nil {
		fmt.Fprintf(stderr, "bacctk engine: %v\n", err)
		return 1
	}
	return 0
}
