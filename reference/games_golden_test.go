package reference

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var updateGamesGolden = flag.Bool("update-games-golden", false, "rewrite testdata/games-before-data.txt from the games as they are")

// gamesGolden is the file every game must reproduce: it was written from
// the Go literals the games were before they became data, so that the move
// to JSON could be shown to change nothing.
const gamesGolden = "testdata/games-before-data.txt"

// dumpGames prints every game in full: Describe, which is what `bacctk
// games` shows, and then every field Describe leaves out, so that the
// golden holds the whole of each value.
func dumpGames(games []*Game) string {
	var b strings.Builder
	for _, g := range games {
		b.WriteString(g.Describe())
		fmt.Fprintf(&b, "  document=%s edition=%q electronic=%t deck=%s commission=%t\n",
			g.Document, g.Edition, g.Electronic, g.Deck, g.Commission)
		for _, w := range g.Wagers {
			fmt.Fprintf(&b, "  wager %s optional=%t clause=%s\n", w.ID, w.Optional, w.Clause)
			for i, p := range w.Pays {
				fmt.Fprintf(&b, "    row %d event=%s odds=%s push=%t bonus=%d clause=%s\n",
					i, p.Event, p.Odds, p.Push, p.Bonus, p.Clause)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestGamesMatchGolden(t *testing.T) {
	got := dumpGames(Games())
	if *updateGamesGolden {
		if err := os.WriteFile(filepath.FromSlash(gamesGolden), []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(filepath.FromSlash(gamesGolden))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("the games differ from %s (-want +got):\n%s", gamesGolden, diff)
	}
}
