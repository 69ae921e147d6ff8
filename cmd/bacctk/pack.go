package main

import "io"

func init() {
	register(command{name: "pack", summary: "start a rules pack from a house's rules text, and lint one (docs/packs.md)", run: runPack})
}

// packCommands are the subcommands of `bacctk pack`, each in its own
// file.
var packCommands = map[string]command{
	"new":  {name: "new", summary: "start a pack folder from a numbered rules text", run: runPackNew},
	"lint": {name: "lint", summary: "check a pack folder: manifest, catalog against the text, quotes, tags, coverage", run: runPackLint},
}

func runPack(args []string, stdout, stderr io.Writer) int {
	return group{"pack", packCommands, 6}.run(args, stdout, stderr)
}
