package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/bacctk/bacctk/analysis"
	"github.com/bacctk/bacctk/reference"
)

func init() {
	register(command{name: "analyze", summary: "exact analysis (PAR sheet) of every wager of a game, 4 to 10 decks", run: runAnalyze})
}

// runAnalyze prints the exact analysis of one game at one number of decks
// (--game, --decks), or of every game at every number of decks (--all), as
// a human PAR sheet or as JSON (--json; the shape is in docs/analysis.md).
func runAnalyze(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk analyze", "Usage: bacctk analyze --game ID [--decks N] [--json]\n       bacctk analyze --all [--json]", stderr)
	game := gameFlag(fs, "game id (see 'bacctk games')")
	decks := fs.Int("decks", 8, "number of decks in the shoe, 4 to 10 (rule 2.1)")
	all := fs.Bool("all", false, "analyse every game at every number of decks from 4 to 10")
	asJSON := fs.Bool("json", false, "print JSON: one object, or an array with --all")
	var readings stringList
	fs.Var(&readings, "reading", "read the pay tables under another reading of an interpretation, N=NAME (repeatable), e.g. 1=point-value; docs/interpretations.md lists them")
	packs := packFlag(fs)
	if _, code, ok := packs.parse(fs, args); !ok {
		return code
	}
	rd, err := reference.ParseReadings(readings)
	if err != nil {
		fmt.Fprintf(stderr, "bacctk analyze: --reading: %v\n", err)
		return 2
	}
	decksSet := false
	fs.Visit(func(f *flag.Flag) { decksSet = decksSet || f.Name == "decks" })
	var sheets []*analysis.Sheet
	switch {
	case *all && (*game != "" || decksSet):
		fmt.Fprintln(stderr, "bacctk analyze: --all analyses every game at every number of decks: do not give --game or --decks with it")
		return 2
	case *all:
		s, err := analysis.AnalyzeAllUnder(rd)
		if err != nil {
			fmt.Fprintf(stderr, "bacctk analyze: %v\n", err)
			return 1
		}
		sheets = s
	case *game == "":
		fmt.Fprintln(stderr, "bacctk analyze: give --game ID (see 'bacctk games') or --all")
		return 2
	default:
		g, err := reference.LookupGame(reference.GameID(*game))
		if err != nil {
			fmt.Fprintf(stderr, "bacctk analyze: --game: %v\n", err)
			return 2
		}
		if err := reference.CheckDecks(*decks); err != nil {
			fmt.Fprintf(stderr, "bacctk analyze: --decks: %v\n", err)
			return 2
		}
		s, err := analysis.AnalyzeUnder(g, *decks, rd)
		if err != nil {
			fmt.Fprintf(stderr, "bacctk analyze: %v\n", err)
			return 1
		}
		sheets = []*analysis.Sheet{s}
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		var v any
		if *all {
			list := make([]analysis.SheetJSON, len(sheets))
			for i, s := range sheets {
				list[i] = s.JSON()
			}
			v = list
		} else {
			v = sheets[0].JSON()
		}
		if err := enc.Encode(v); err != nil {
			fmt.Fprintf(stderr, "bacctk analyze: %v\n", err)
			return 1
		}
		return 0
	}
	for i, s := range sheets {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		if err := s.WriteText(stdout); err != nil {
			fmt.Fprintf(stderr, "bacctk analyze: %v\n", err)
			return 1
		}
	}
	return 0
}
