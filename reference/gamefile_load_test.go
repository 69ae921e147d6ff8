package reference

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// TestEmbeddedGames: the kit's own game files load, in the documents'
// order, to the 11 games Games returns. A broken embedded file stops the
// package's start-up (mustLoadGames), so this test, like every other of the
// package, then fails with the file and the place.
func TestEmbeddedGames(t *testing.T) {
	gs, editions, err := loadGames(gameFiles)
	if err != nil {
		t.Fatal(err)
	}
	if len(gs) != 11 {
		t.Fatalf("%d games, want 11", len(gs))
	}
	if diff := cmp.Diff(Games(), gs); diff != "" {
		t.Errorf("loadGames differs from Games (-Games +loadGames):\n%s", diff)
	}
	if len(editions) != len(gameDocuments) {
		t.Errorf("editions of %d documents, want %d: %v", len(editions), len(gameDocuments), editions)
	}
	for _, g := range gs {
		if editions[g.Document] != g.Edition || g.Edition == "" {
			t.Errorf("%s: edition %q, the document's %q", g.ID, g.Edition, editions[g.Document])
		}
	}
}

// TestLoadGamesRefuses: the checks across the files, which DecodeGames
// cannot make on one file alone.
func TestLoadGamesRefuses(t *testing.T) {
	embedded := fstest.MapFS{}
	err := fs.WalkDir(gameFiles, "games", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(gameFiles, path)
		embedded[path] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	with := func(change func(fstest.MapFS)) fstest.MapFS {
		m := fstest.MapFS{}
		for k, v := range embedded {
			m[k] = v
		}
		change(m)
		return m
	}
	ncb := string(embedded["games/mbs-ncb-v6.json"].Data)
	cases := []struct {
		name  string
		files fstest.MapFS
		want  string
	}{
		{"a file missing", with(func(m fstest.MapFS) { delete(m, "games/mbs-tiger-v2.json") }), "games/mbs-tiger-v2.json"},
		{"a stray file", with(func(m fstest.MapFS) { m["games/extra.json"] = &fstest.MapFile{Data: []byte(ncb)} }), "games/extra.json: not the file of one of the documents"},
		{"a file under another's name", with(func(m fstest.MapFS) { m["games/mbs-tiger-v2.json"] = &fstest.MapFile{Data: []byte(ncb)} }), `the document is "mbs-ncb-v6": want "mbs-tiger-v2"`},
		{"a game in two files", with(func(m fstest.MapFS) {
			m["games/mbs-tiger-v2.json"] = &fstest.MapFile{Data: []byte(strings.ReplaceAll(ncb, `"document": "mbs-ncb-v6"`, `"document": "mbs-tiger-v2"`))}
		}), `game "mbs-ncb-v6" is in an earlier file too`},
		{"a broken file", with(func(m fstest.MapFS) {
			m["games/mbs-ncb-v6.json"] = &fstest.MapFile{Data: []byte(strings.Replace(ncb, `"11 to 1"`, `"0 to 1"`, 1))}
		}), `games/mbs-ncb-v6.json: games[0] "mbs-ncb-v6" wagers[3] "player-pair" pays[0] odds`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			gs, _, err := loadGames(c.files)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("loadGames = %d games, %v: want an error saying %q", len(gs), err, c.want)
			}
			if gs != nil {
				t.Errorf("%d games beside the error: want none", len(gs))
			}
		})
	}
}
