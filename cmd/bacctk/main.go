// Command bacctk is the conformance test kit for baccarat engines.
//
// Each subcommand lives in its own file and registers itself in init, so that
// adding a command never touches another command's file.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// command is one subcommand of bacctk.
type command struct {
	name    string
	summary string
	// run executes the command with the arguments after its name and returns
	// the process exit code: 0 success, 1 a check failed, 2 bad usage or input.
	run func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func register(c command) {
	if _, dup := commands[c.name]; dup {
		panic("bacctk: command registered twice: " + c.name)
	}
	commands[c.name] = c
}

func main() {
	stop := profileFromEnv(os.Args[1:], os.Stderr)
	code := run(os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run dispatches to a subcommand; it is main without os.Exit so that tests
// can call it.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	name := args[0]
	if name == "--version" || name == "-version" {
		name = "version"
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "bacctk: unknown command %q%s; run 'bacctk help' for the list\n", args[0], didYouMean(args[0], commandNames(commands)))
		return 2
	}
	return c.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "bacctk: conformance test kit for baccarat engines")
	fmt.Fprintln(w, "\nUsage: bacctk COMMAND [flags]\n\nCommands:")
	listCommands(w, commands, 10)
	fmt.Fprintln(w, "\nRun 'bacctk COMMAND -h' for a command's flags.")
}

// commandNames returns the names of a command table, sorted.
func commandNames(table map[string]command) []string {
	names := make([]string, 0, len(table))
	for n := range table {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// listCommands prints a command table, a line per command.
func listCommands(w io.Writer, table map[string]command, width int) {
	for _, n := range commandNames(table) {
		fmt.Fprintf(w, "  %-*s %s\n", width, n, table[n].summary)
	}
}
