package pack

import (
	"bytes"
	"io/fs"
	"path"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/rules"
)

// TestNewOnTheKitsRules: pack new on each of the five rules texts the kit
// has finds the clauses of the kit's catalog (clauses/data), no more and
// no fewer, in the same sections, and quotes under each clause's Rule the
// words the catalog reads for it, tagged with its clause.
func TestNewOnTheKitsRules(t *testing.T) {
	for _, d := range clauses.Documents() {
		src, err := fs.ReadFile(rules.FS, d.Source)
		if err != nil {
			t.Fatal(err)
		}
		files, err := New(d.ID, src)
		if err != nil {
			t.Fatalf("%s: %v", d.ID, err)
		}
		byPath := filesByPath(files)
		if !bytes.Equal(byPath[RulesFile], src) {
			t.Errorf("%s: rules.txt is not the text as received", d.ID)
		}
		cat, err := decodeCatalog(byPath[CatalogFile])
		if err != nil {
			t.Fatalf("%s: %v", d.ID, err)
		}
		want := map[string]clauses.Clause{}
		for _, c := range d.Clauses {
			want[c.Clause] = c
		}
		if len(cat.Clauses) != len(d.Clauses) {
			t.Errorf("%s: %d clauses, the kit's catalog has %d", d.ID, len(cat.Clauses), len(d.Clauses))
		}
		for _, c := range cat.Clauses {
			w, ok := want[c.Clause]
			switch {
			case !ok:
				t.Errorf("%s: clause %s is not in the kit's catalog", d.ID, c.Clause)
			case c.Section != w.Section:
				t.Errorf("%s: clause %s in section %q, the kit's catalog says %q", d.ID, c.Clause, c.Section, w.Section)
			case c.Summary != "" || c.Procedural != "":
				t.Errorf("%s: clause %s: summary %q, procedural %q: want both left to the lab", d.ID, c.Clause, c.Summary, c.Procedural)
			}
		}
		quoted := ruleQuotes(t, byPath)
		for _, c := range d.Clauses {
			q, ok := quoted[c.Clause]
			switch {
			case !ok:
				t.Errorf("%s: clause %s has no Rule", d.ID, c.Clause)
			case q.words != clauses.NormalizeWords(c.Words):
				t.Errorf("%s: Rule %s quotes %q, the catalog's words are %q", d.ID, c.Clause, q.words, clauses.NormalizeWords(c.Words))
			case q.tag != clauses.Tag(d.ID, c.Clause):
				t.Errorf("%s: Rule %s is tagged %q", d.ID, c.Clause, q.tag)
			case q.section != sectionNumber(c.Clause):
				t.Errorf("%s: Rule %s stands in %s", d.ID, c.Clause, q.file)
			}
		}
	}
}

func filesByPath(files []File) map[string][]byte {
	out := map[string][]byte{}
	for _, f := range files {
		out[f.Path] = f.Data
	}
	return out
}

type ruleQuote struct{ words, tag, file, section string }

// ruleQuotes parses the feature files of a new pack and returns each
// Rule's quote, tag and file, by clause.
func ruleQuotes(t *testing.T, byPath map[string][]byte) map[string]ruleQuote {
	t.Helper()
	fsys := fstest.MapFS{}
	for p, b := range byPath {
		if rest, ok := strings.CutPrefix(p, FeaturesDir+"/"); ok {
			fsys[rest] = &fstest.MapFile{Data: b}
		}
	}
	parsed, err := features.Parse(fsys)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]ruleQuote{}
	for _, f := range parsed {
		for _, ch := range f.Doc.Feature.Children {
			if ch.Scenario != nil {
				t.Errorf("%s: scenario %q in a new pack", f.Path, ch.Scenario.Name)
			}
			r := ch.Rule
			if r == nil {
				continue
			}
			q := ruleQuote{words: clauses.NormalizeWords(r.Description), file: f.Path}
			q.section = strings.TrimLeft(strings.SplitN(path.Base(f.Path), "-", 2)[0], "0")
			if len(r.Tags) == 1 {
				q.tag = r.Tags[0].Name
			}
			out[r.Name] = q
		}
	}
	return out
}

// TestSectionNames: a section is named by its heading, in lower case with
// dashes, cut short enough to name a file; with no heading, by its number.
func TestSectionNames(t *testing.T) {
	for _, tt := range []struct{ title, want string }{
		{"How To Play", "how-to-play"},
		{"**Mode of Play**", "mode-of-play"},
		{"General Provisions (HLGA) ", "general-provisions-hlga"},
		{"", "section-7"},
		{"«»", "section-7"},
		{strings.Repeat("word ", 40), strings.TrimSuffix(strings.Repeat("word-", 12), "-")},
	} {
		if got := sectionName(clauses.TextSection{Number: "7", Title: tt.title}); got != tt.want {
			t.Errorf("sectionName(%q) = %q, want %q", tt.title, got, tt.want)
		}
	}
}
