package reference

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPacksDoc holds docs/packs.md "The game definition" to the code: its
// example is a game file the reader accepts, whose wagers are the kit's
// own, and its table of events lists every event the reader knows.
func TestPacksDoc(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "docs", "packs.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	_, section, _ := strings.Cut(doc, "## The game definition")
	_, example, ok := strings.Cut(section, "```json\n")
	example, _, ok2 := strings.Cut(example, "```")
	if !ok || !ok2 {
		t.Fatal("docs/packs.md has no ```json example")
	}
	games, err := DecodeGames([]byte(example), "docs/packs.md")
	if err != nil {
		t.Fatalf("the example does not read: %v", err)
	}
	for _, g := range games {
		kit, err := LookupGame(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		if g.Name != kit.Name || g.Edition != kit.Edition || g.Deck != kit.Deck || g.Electronic != kit.Electronic || g.Commission != kit.Commission {
			t.Errorf("the example's %s is not the kit's: %+v", g.ID, g)
		}
		for _, w := range g.Wagers {
			kw, _ := kit.Wager(w.ID)
			if diff := cmp.Diff(kw, &w); diff != "" {
				t.Errorf("the example's %s %s is not the kit's (-kit +example):\n%s", g.ID, w.ID, diff)
			}
		}
	}
	for e := Event(1); e < numEvents; e++ {
		if !strings.Contains(doc, "| `"+e.String()+"` | "+e.Describe()+" |") {
			t.Errorf("docs/packs.md \"Events\" has no row | `%s` | %s |", e, e.Describe())
		}
	}
}
