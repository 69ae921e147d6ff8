package main

import (
	"fmt"
	"io"
)

// group is a command with subcommands (report, pack): its name after
// "bacctk", its subcommands, and the column their summaries start at.
type group struct {
	name  string
	table map[string]command
	width int
}

func (g group) usage(w io.Writer) {
	fmt.Fprintf(w, "Usage: bacctk %s SUBCOMMAND [flags]\n\nSubcommands:\n", g.name)
	listCommands(w, g.table, g.width)
	fmt.Fprintf(w, "\nRun 'bacctk %s SUBCOMMAND -h' for its flags.\n", g.name)
}

// run runs the subcommand args[0]: no subcommand is a usage error, help
// is asked for, and an unknown one is named with what it may have meant.
func (g group) run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		g.usage(stderr)
		return 2
	}
	switch args[0] {
	case "help", "-h", "--help":
		g.usage(stdout)
		return 0
	}
	c, ok := g.table[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "bacctk %s: unknown subcommand %q%s\n", g.name, args[0], didYouMean(args[0], commandNames(g.table)))
		g.usage(stderr)
		return 2
	}
	return c.run(args[1:], stdout, stderr)
}
