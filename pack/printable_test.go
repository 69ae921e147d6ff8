package pack

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadRefusesUnprintable: a pack whose files hold a control character,
// a bidirectional override or bytes that are not UTF-8, in the bytes or
// behind a JSON escape, does not load: the error names the file and the
// line or member, so that no such text reaches a terminal or a page.
func TestLoadRefusesUnprintable(t *testing.T) {
	for _, c := range []struct {
		name, file, old, new, want string
	}{
		{"ESC in the rules text", RulesFile, "paid even money", "paid \x1b[31meven money", "rules.txt: line 26: the character U+001B"},
		{"bidi override in a feature file", "features/04-settlement.feature", "Feature: Settlement", "Feature: Settle\u202ement", "04-settlement.feature: line 4: the character U+202E"},
		{"not UTF-8 in the games", GamesFile, `"Harbour EZ Baccarat"`, "\"Harbour \xff EZ\"", "games.json: line "},
		{"escaped control in a summary", CatalogFile, `"clause": "4.4", "section": "settlement", "summary": ""`, `"clause": "4.4", "section": "settlement", "summary": "pays \u0007"`, "catalog.json: clause 4.4: summary: the character U+0007"},
		{"escaped control in the title", ManifestFile, `"edition": "Edition 1, effective 1 March 2026"`, `"edition": "Edition \u009b1"`, "pack.json: edition: the character U+009B"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := copyPack(t, "testdata/harbour-ez-pack")
			p := filepath.Join(dir, filepath.FromSlash(c.file))
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), c.old) {
				t.Fatalf("%s has no %q", c.file, c.old)
			}
			if err := os.WriteFile(p, []byte(strings.Replace(string(b), c.old, c.new, 1)), 0o666); err != nil {
				t.Fatal(err)
			}
			_, err = Load(dir)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Load: %v; want an error saying %q", err, c.want)
			}
		})
	}
}

// copyPack copies a pack folder into a temporary one.
func copyPack(t *testing.T, from string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), filepath.Base(from))
	if err := os.CopyFS(dir, os.DirFS(from)); err != nil {
		t.Fatal(err)
	}
	return dir
}
