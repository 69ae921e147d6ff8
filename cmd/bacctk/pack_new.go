package main

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/pack"
)

const packNewUsage = `Usage: bacctk pack new --rules FILE --id ID [--dir DIR]

Starts a rules pack in DIR (default: ./ID) from a house's numbered rules
text, as received: pack.json; rules.txt, the text unchanged; catalog.json,
every clause the text numbers with its section, the summary and the
procedural reason left blank; games.json, no games yet; and
features/NN-<section>.feature, a Rule per clause quoting its words,
tagged @clause:ID:<clause>, with no scenarios. DIR must be new or empty:
nothing is written over. Then write summaries, scenarios and procedural
reasons, and run 'bacctk pack lint DIR' (docs/packs.md). Exit status 0
when written, 2 on bad usage, a text that numbers no clause, or a folder
that is not empty or cannot be written.

Flags:`

// maxRulesSize bounds a rules text: the kit's largest is 40 KB.
const maxRulesSize = 8 << 20

func runPackNew(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk pack new", packNewUsage, stderr)
	rulesPath := fs.String("rules", "", "the house's rules text, as received")
	id := fs.String("id", "", "the pack's document id, as its clause tags name it (lower-case words joined by dashes)")
	dir := fs.String("dir", "", "the folder to start the pack in (default: ./ID)")
	if err := parseFlags(fs, args); err != nil {
		return flagsStatus(err)
	}
	fail := usageError("bacctk pack new", stderr)
	switch {
	case fs.NArg() > 0:
		return fail("unexpected argument %q", fs.Arg(0))
	case *rulesPath == "":
		return fail("give --rules FILE, the house's rules text")
	case *id == "":
		return fail("give --id ID, the pack's document id (such as house-ez-2026)")
	}
	if err := pack.CheckID(*id); err != nil {
		return fail("--id: %v", err)
	}
	src, err := infile.Read(*rulesPath, maxRulesSize)
	if err != nil {
		return fail("--rules: %v", err)
	}
	files, err := pack.New(*id, src)
	if err != nil {
		return fail("%s: %v", *rulesPath, err)
	}
	if *dir == "" {
		*dir = filepath.Join(".", *id)
	}
	if err := pack.Create(*dir, files); err != nil {
		return fail("%v", err)
	}
	fmt.Fprintf(stdout, "started pack %s in %s: %d files; next: summaries, scenarios or procedural reasons, then bacctk pack lint %s\n",
		*id, display.Line(*dir, display.NameMax), len(files), display.Line(*dir, display.NameMax))
	return 0
}
