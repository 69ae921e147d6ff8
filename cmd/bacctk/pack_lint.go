package main

import (
	"fmt"
	"io"
	"path"
	"path/filepath"

	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/pack"
)

const packLintUsage = `Usage: bacctk pack lint DIR

Checks the rules pack in DIR (docs/packs.md): pack.json present and well
formed; every clause of catalog.json numbered in the rules text and every
clause of the text in the catalog, in the section its heading names, with
a summary; every clause tested by a scenario tagged with it or given a
procedural reason; tags well formed and naming the pack's clauses; every
clause quoted once, by a Rule whose words are the text's. games.json is
not checked yet. Prints one finding a line, DIR/FILE:LINE: what was
expected. Exit status 0 when there is no finding, 1 when there are, 2 on
bad usage or a pack that cannot be read.

Flags:`

func runPackLint(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk pack lint", packLintUsage, stderr)
	dirs, code, ok := parseFlagsAndFiles(fs, args)
	if !ok {
		return code
	}
	fail := usageError("bacctk pack lint", stderr)
	if len(dirs) != 1 {
		return fail("give one pack folder, not %d", len(dirs))
	}
	found, err := pack.Lint(dirs[0])
	if err != nil {
		return fail("%v", err)
	}
	// The findings quote the pack's files, a rules text among them: input
	// that is shown escaped, a finding to a line.
	dir := filepath.ToSlash(dirs[0])
	for _, f := range found {
		f.File = path.Join(dir, f.File)
		fmt.Fprintln(stdout, display.Line(f.String(), display.MessageMax))
	}
	if len(found) > 0 {
		fmt.Fprintf(stderr, "bacctk pack lint: %d findings in %s\n", len(found), display.Line(dirs[0], display.NameMax))
		return 1
	}
	fmt.Fprintf(stdout, "%s: no findings\n", display.Line(dirs[0], display.NameMax))
	return 0
}
