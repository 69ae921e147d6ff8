package packs_test

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/pack"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/steps"
)

// The example packs, by folder.
var packDirs = []string{"harbour-ez", "harbour-pairs"}

// gameFileLimit bounds a pack's games.json, which is small.
const gameFileLimit = 1 << 20

// TestPacksLintClean: each example is a finished pack, with nothing left
// for pack lint to report.
func TestPacksLintClean(t *testing.T) {
	for _, dir := range packDirs {
		found, err := pack.Lint(dir)
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		for _, f := range found {
			t.Errorf("%s", f)
		}
	}
}

// gamesOf decodes a pack's games.json and checks that it is the pack's
// one game, of the pack's document.
func gamesOf(t *testing.T, dir string) []*reference.Game {
	t.Helper()
	name := filepath.Join(dir, "games.json")
	data, err := infile.Read(name, gameFileLimit)
	if err != nil {
		t.Fatal(err)
	}
	gs, err := reference.DecodeGames(data, name)
	if err != nil {
		t.Fatal(err)
	}
	if len(gs) != 1 || string(gs[0].ID) != dir || string(gs[0].Document) != dir {
		t.Fatalf("%s: want one game %q of document %q", name, dir, dir)
	}
	return gs
}

var registerOnce sync.Once

// registerPacks installs the packs (their games, clauses and feature
// files) as --pack does, once for every test that needs them.
func registerPacks(t *testing.T) {
	t.Helper()
	var err error
	registerOnce.Do(func() {
		for _, dir := range packDirs {
			var p *pack.Pack
			if p, err = pack.Load(dir); err != nil {
				return
			}
			if err = pack.Install(p); err != nil {
				return
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestScenariosPassOnReference runs every scenario of each pack against
// the reference with the pack's games registered: the expected values,
// worked out from the rules text, must be the reference's, and each
// clause the catalog does not call procedural must have run.
func TestScenariosPassOnReference(t *testing.T) {
	registerPacks(t)
	for _, dir := range packDirs {
		results := runReference(t, os.DirFS(filepath.Join(dir, "features")))
		ran := map[string]int{}
		for _, r := range results {
			if r.Status != steps.Passed {
				t.Errorf("%s/%s: %q: %s: %s\n%s", dir, r.Feature, r.Name, r.Status, r.Message, r.Diff)
			}
			for _, c := range r.Clauses {
				ran[c.Document+":"+c.Clause]++
			}
		}
		tested := testedClauses(t, dir)
		for _, c := range tested {
			if ran[dir+":"+c] == 0 {
				t.Errorf("%s: clause %s has no procedural reason and no scenario ran for it", dir, c)
			}
		}
		t.Logf("%s: %d scenarios passed, %d clauses tested", dir, len(results), len(tested))
	}
}

// testedClauses lists the clauses of a pack's catalog that have no
// procedural reason: those its scenarios must test.
func testedClauses(t *testing.T, dir string) []string {
	t.Helper()
	data, err := infile.Read(filepath.Join(dir, "catalog.json"), gameFileLimit)
	if err != nil {
		t.Fatal(err)
	}
	var cat struct {
		Clauses []struct{ Clause, Procedural string }
	}
	if err := json.Unmarshal(data, &cat); err != nil {
		t.Fatalf("%s/catalog.json: %v", dir, err)
	}
	var tested []string
	for _, c := range cat.Clauses {
		if strings.TrimSpace(c.Procedural) == "" {
			tested = append(tested, c.Clause)
		}
	}
	return tested
}

// runReference runs every scenario of the feature files against the
// reference.
func runReference(t *testing.T, fsys fs.FS) []steps.ScenarioResult {
	t.Helper()
	eng := refengine.New()
	hello, err := eng.Hello(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	s := steps.New(eng, hello)
	if err := s.RunPickles(context.Background(), fsys, steps.RunOptions{Paths: []string{"."}, Concurrency: 2}); err != nil {
		t.Fatal(err)
	}
	return s.Results()
}
