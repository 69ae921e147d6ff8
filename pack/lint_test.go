package pack

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/rules"
	"github.com/google/go-cmp/cmp"
)

const sampleID = "harbour-ez-2026"

// newPack starts a pack from src in a new folder and returns the folder.
func newPack(t *testing.T, id string, src []byte) string {
	t.Helper()
	files, err := New(id, src)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), id)
	if err := Create(dir, files); err != nil {
		t.Fatal(err)
	}
	return dir
}

func readSample(t *testing.T) []byte {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "harbour-ez.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return src
}

func lint(t *testing.T, dir string) []string {
	t.Helper()
	found, err := Lint(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range found {
		out = append(out, f.String())
	}
	return out
}

// freshFinding is what lint must say of a new pack and nothing else:
// each clause, on its line of catalog.json, has no summary, and neither a
// scenario nor a procedural reason.
var freshFinding = regexp.MustCompile(`^catalog\.json:(\d+): clause ([\d.]+): (no summary|no scenario and no procedural reason)`)

// noGameFinding is what lint says, once, of a new pack's game file.
const noGameFinding = "games.json: no game yet: "

// TestNewPackLintsAsNew: a new pack, from the sample house's rules the kit
// has never seen and from each of the kit's five texts, lints with two
// findings per clause, no summary and no scenario nor procedural reason,
// one that it has no game yet, and nothing else: its quotes, tags,
// sections and manifest are right.
func TestNewPackLintsAsNew(t *testing.T) {
	texts := map[string][]byte{sampleID: readSample(t)}
	for _, d := range kitDocuments() {
		b, err := fs.ReadFile(rules.FS, d.Source)
		if err != nil {
			t.Fatal(err)
		}
		texts[d.ID] = b
	}
	for id, src := range texts {
		dir := newPack(t, id, src)
		n := len(clauses.ScanText(string(src)).Clauses)
		if id == sampleID && n != 16 {
			t.Errorf("the sample has %d clauses, want 16", n)
		}
		seen := map[string]int{}
		for _, f := range lint(t, dir) {
			if strings.HasPrefix(f, noGameFinding) {
				seen["no game"]++
				continue
			}
			m := freshFinding.FindStringSubmatch(f)
			if m == nil {
				t.Errorf("%s: unexpected finding %s", id, f)
				continue
			}
			seen[m[3]]++
		}
		if seen["no summary"] != n || seen["no scenario and no procedural reason"] != n || seen["no game"] != 1 {
			t.Errorf("%s: %v findings, want each of the two for all %d clauses", id, seen, n)
		}
	}
}

// procedural are the sample's clauses a lab would call procedural.
var procedural = map[string]bool{"1.1": true, "2.2": true, "3.1": true, "4.6": true}

// completePack is the sample's pack as a lab finishes it: every clause
// summarised, four procedural with a reason, the others tested by a
// scenario under their Rule.
func completePack(t *testing.T) string {
	t.Helper()
	dir := newPack(t, sampleID, readSample(t))
	cat := read(t, dir, CatalogFile)
	cat = strings.ReplaceAll(cat, `"summary": ""`, `"summary": "said in the lab's words"`)
	for c := range procedural {
		cat = regexp.MustCompile(`("clause": "`+regexp.QuoteMeta(c)+`".*)"procedural": ""`).ReplaceAllString(cat, `$1"procedural": "a floor procedure"`)
	}
	write(t, dir, CatalogFile, cat)
	games, err := os.ReadFile(filepath.Join("testdata", "harbour-ez-pack", GamesFile))
	if err != nil {
		t.Fatal(err)
	}
	write(t, dir, GamesFile, strings.ReplaceAll(string(games), `"harbour-ez"`, `"`+sampleID+`"`))
	files, _ := filepath.Glob(filepath.Join(dir, FeaturesDir, "*.feature"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, block := range strings.Split(string(b), "\n\n") {
			if m := regexp.MustCompile(`Rule: ([\d.]+)\n`).FindStringSubmatch(block); m != nil && !procedural[m[1]] {
				block += fmt.Sprintf("\n\n    Scenario: %s is checked\n      Given the game %q with 8 decks\n", m[1], sampleID)
			}
			out = append(out, block)
		}
		if err := os.WriteFile(f, []byte(strings.Join(out, "\n\n")), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func read(t *testing.T, dir, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func write(t *testing.T, dir, name, s string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(name)), []byte(s), 0o666); err != nil {
		t.Fatal(err)
	}
}

// TestCompletePackIsClean: the sample's pack, finished, has no finding.
func TestCompletePackIsClean(t *testing.T) {
	dir := completePack(t)
	if got := lint(t, dir); len(got) > 0 {
		t.Errorf("findings on a finished pack:\n%s", strings.Join(got, "\n"))
	}
}

// TestKitDocumentsAsPacks: each of the kit's five documents, laid out as
// a pack (KitFiles: its rules text, catalog, feature files, game file and
// deal clauses), lints with no finding, and loads as the same document and
// the same games as the kit's own: pack lint holds a pack to what the
// kit's own tests hold the kit's documents to, and the pack format says
// all the kit knows of them but the table lifecycle.
func TestKitDocumentsAsPacks(t *testing.T) {
	for _, d := range kitDocuments() {
		files, err := KitFiles(d.ID)
		if err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join(t.TempDir(), d.ID)
		if err := Create(dir, files); err != nil {
			t.Fatal(err)
		}
		if got := lint(t, dir); len(got) > 0 {
			t.Errorf("%s: %d findings, the first:\n%s", d.ID, len(got), strings.Join(got[:min(len(got), 5)], "\n"))
		}
		p, err := Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		var kit []*reference.Game
		for _, g := range reference.KitGames() {
			if string(g.Document) == d.ID {
				kit = append(kit, g)
			}
		}
		if diff := cmp.Diff(kit, p.Games); diff != "" {
			t.Errorf("%s: the pack's games are not the kit's (-kit +pack):\n%s", d.ID, diff)
		}
		want := d
		for i := range want.Clauses {
			want.Clauses[i].Words, want.Clauses[i].Document = "", ""
		}
		if diff := cmp.Diff(want, p.Catalog); diff != "" {
			t.Errorf("%s: the pack's catalog is not the kit's (-kit +pack):\n%s", d.ID, diff)
		}
		if deal := numbers(d.ID, clauses.DealFieldsOf(d.ID)); len(deal.Winner) == 0 || p.Manifest.Deal == nil || p.Manifest.Deal.Winner[0] != deal.Winner[0] {
			t.Errorf("%s: the pack's deal clauses %+v are not the kit's", d.ID, p.Manifest.Deal)
		}
	}
}

// kitDocuments are the kit's own five documents, whatever packs this test
// binary has installed.
func kitDocuments() []clauses.Document {
	var out []clauses.Document
	for _, d := range clauses.Documents() {
		if !slices.Contains(clauses.PackDocuments(), d.ID) {
			out = append(out, d)
		}
	}
	return out
}
