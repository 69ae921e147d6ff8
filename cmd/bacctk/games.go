package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/bacctk/bacctk/reference"
)

func init() {
	register(command{name: "games", summary: "list the games, their wagers and pay tables", run: runGames})
}

// gameJSON is the JSON form of a game for `bacctk games --json`.
type gameJSON struct {
	ID         string      `json:"id"`
	Name       string      `json:"name"`
	Document   string      `json:"document"`
	Edition    string      `json:"edition"`
	Electronic bool        `json:"electronic"`
	Deck       string      `json:"deck"`
	Commission bool        `json:"commission"`
	Wagers     []wagerJSON `json:"wagers"`
}

type wagerJSON struct {
	Wager    string    `json:"wager"`
	Optional bool      `json:"optional"`
	Clause   string    `json:"clause"`
	Pays     []payJSON `json:"pays"`
}

type payJSON struct {
	Event  string `json:"event"`
	Pays   string `json:"pays"` // "n/d" or "push"
	Bonus  int64  `json:"bonus,omitempty"`
	Clause string `json:"clause"`
}

func runGames(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bacctk games", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print a JSON array")
	game := gameFlag(fs, "show only this game")
	packs := packFlag(fs)
	if err := parseFlags(fs, args); err != nil {
		return flagsStatus(err)
	}
	if _, err := packs.install(); err != nil {
		return usageError("bacctk games", stderr)("%v", err)
	}
	list := reference.Games()
	if *game != "" {
		g, err := reference.LookupGame(reference.GameID(*game))
		if err != nil {
			fmt.Fprintf(stderr, "bacctk games: %v\n", err)
			return 2
		}
		list = []*reference.Game{g}
	}
	if !*asJSON {
		for i, g := range list {
			if i > 0 {
				fmt.Fprintln(stdout)
			}
			fmt.Fprint(stdout, g.Describe())
		}
		return 0
	}
	out := make([]gameJSON, 0, len(list))
	for _, g := range list {
		gj := gameJSON{ID: string(g.ID), Name: g.Name, Document: string(g.Document), Edition: g.Edition,
			Electronic: g.Electronic, Deck: g.Deck.String(), Commission: g.Commission}
		for _, w := range g.Wagers {
			wj := wagerJSON{Wager: string(w.ID), Optional: w.Optional, Clause: w.Clause}
			for _, p := range w.Pays {
				pays := p.Odds.String()
				if p.Push {
					pays = "push"
				}
				wj.Pays = append(wj.Pays, payJSON{Event: p.Event.String(), Pays: pays, Bonus: p.Bonus, Clause: p.Clause})
			}
			gj.Wagers = append(gj.Wagers, wj)
		}
		out = append(out, gj)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		fmt.Fprintf(stderr, "bacctk games: %v\n", err)
		return 1
	}
	return 0
}
