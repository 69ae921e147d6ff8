package packs_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/steps"
)

// A planted defect: a pack's game definition with one mistake a lab could
// make in games.json, and the clause whose scenarios must catch it.
type defect struct {
	pack, name string
	old, new   string // the edit of games.json
	clause     string
}

var defects = []defect{
	{"harbour-ez", "banker-paid-on-dragon-7",
		`{"event": "banker-wins-on-7-with-three-cards", "push": true, "clause": "4.4"},`, ``, "4.4"},
	{"harbour-ez", "dragon-7-on-two-cards",
		`"banker-wins-on-7-with-three-cards", "odds": "40 to 1"`, `"banker-wins-on-7-with-two-cards", "odds": "40 to 1"`, "1.4"},
	{"harbour-ez", "panda-8-at-20-to-1", `"odds": "25 to 1"`, `"odds": "20 to 1"`, "4.3"},
	{"harbour-ez", "tie-loses-banker",
		`"clause": "4.3"},
          {"event": "tie", "push": true, "clause": "4.5"}
        ]},
        {"id": "tie"`, `"clause": "4.3"}
        ]},
        {"id": "tie"`, "4.5"},
	{"harbour-ez", "commission-on-banker", `"banker-wins", "odds": "1 to 1"`, `"banker-wins", "odds": "0.95 to 1"`, "4.2"},
	{"harbour-pairs", "no-commission", `"odds": "0.95 to 1"`, `"odds": "1 to 1"`, "4.2"},
	{"harbour-pairs", "perfect-pair-on-any-pair", `"either-perfect-pair"`, `"either-pair"`, "1.5"},
	{"harbour-pairs", "perfect-pair-on-the-player-only", `"either-perfect-pair"`, `"player-perfect-pair"`, "1.5"},
	{"harbour-pairs", "either-pair-on-the-player-only", `{"event": "either-pair"`, `{"event": "player-pair"`, "4.3"},
	{"harbour-pairs", "pairs-at-10-to-1", `"player-pair", "odds": "11 to 1"`, `"player-pair", "odds": "10 to 1"`, "4.3"},
}

// gameID is the id the defect's game is registered under, beside the
// pack's own.
func (d defect) gameID() string { return d.pack + "-" + d.name }

// game decodes the pack's games.json with the defect's edit, under the
// defect's game id.
func (d defect) game(t *testing.T) []*reference.Game {
	t.Helper()
	name := filepath.Join(d.pack, "games.json")
	data, err := infile.Read(name, gameFileLimit)
	if err != nil {
		t.Fatal(err)
	}
	src := string(data)
	if strings.Count(src, d.old) != 1 {
		t.Fatalf("%s: %s: the edit's text is not in %s once", d.pack, d.name, name)
	}
	src = strings.Replace(src, d.old, d.new, 1)
	src = strings.Replace(src, `"id": "`+d.pack+`"`, `"id": "`+d.gameID()+`"`, 1)
	gs, err := reference.DecodeGames([]byte(src), name+" ("+d.name+")")
	if err != nil {
		t.Fatal(err)
	}
	return gs
}

// features returns the pack's feature files with every scenario asking
// for the defect's game instead of the pack's.
func (d defect) features(t *testing.T) fs.FS {
	t.Helper()
	dir := filepath.Join(d.pack, "features")
	files, err := fs.Glob(os.DirFS(dir), "*.feature")
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: no feature files (%v)", dir, err)
	}
	out := fstest.MapFS{}
	for _, f := range files {
		data, err := infile.Read(filepath.Join(dir, f), gameFileLimit)
		if err != nil {
			t.Fatal(err)
		}
		src := strings.ReplaceAll(string(data), `the game "`+d.pack+`"`, `the game "`+d.gameID()+`"`)
		out[f] = &fstest.MapFile{Data: []byte(src)}
	}
	return out
}

var registerDefects sync.Once

// TestScenariosCatchDefects: each pack's scenarios are strong enough to
// catch a mistake in its game definition. A game with one planted mistake
// must fail at least one scenario tagged with the clause it breaks, and
// nothing else may go wrong: every scenario passes or fails, none errors.
func TestScenariosCatchDefects(t *testing.T) {
	var err error
	registerDefects.Do(func() {
		var all []*reference.Game
		for _, d := range defects {
			all = append(all, d.game(t)...)
		}
		err = reference.Register(all)
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range defects {
		t.Run(d.gameID(), func(t *testing.T) {
			caught := 0
			for _, r := range runReference(t, d.features(t)) {
				switch r.Status {
				case steps.Passed:
				case steps.Failed:
					for _, c := range r.Clauses {
						if c.Document == d.pack && c.Clause == d.clause {
							caught++
						}
					}
				default:
					t.Errorf("%s: %q: %s: %s", r.Feature, r.Name, r.Status, r.Message)
				}
			}
			if caught == 0 {
				t.Errorf("no scenario tagged %s:%s fails on the planted defect", d.pack, d.clause)
			}
		})
	}
}
