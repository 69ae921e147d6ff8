package pack

import (
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/bacctk/bacctk/clauses"
)

// File is one file of a pack: its slash-separated path inside the pack
// folder and its contents.
type File struct {
	Path string
	Data []byte
}

// New makes the files of a new pack from a house's rules text, as
// received: pack.json, rules.txt (the text unchanged), catalog.json (every
// clause the text numbers, with its section, and no summary nor
// procedural reason yet), games.json (no games yet) and a feature file per
// top-level section quoting each clause under its Rule. It fails when id
// cannot name a pack or the text numbers no clause.
func New(id string, rules []byte) ([]File, error) {
	if err := CheckID(id); err != nil {
		return nil, err
	}
	text := clauses.ScanText(string(rules))
	if len(text.Clauses) == 0 {
		return nil, errors.New("the rules text numbers no clause: a clause starts a line with its number, such as 1.1 or 3.10.2")
	}
	for _, s := range text.Sections {
		if len(s.Number) > maxSectionDigits {
			c := firstOf(text.Clauses, s.Number)
			return nil, fmt.Errorf("line %d: clause %s: a section number of more than %d digits is no section's", c.Line, c.Clause, maxSectionDigits)
		}
	}
	m := newManifest(id, titleOf(string(rules)))
	sections := sectionNames(text.Sections)
	manifest, err := jsonFile(m)
	if err != nil {
		return nil, err
	}
	games, err := jsonFile(struct {
		Document string     `json:"document"`
		Games    []struct{} `json:"games"`
	}{id, []struct{}{}})
	if err != nil {
		return nil, err
	}
	files := []File{
		{ManifestFile, manifest},
		{RulesFile, rules},
		{CatalogFile, catalogJSON(m, text.Clauses, sections)},
		{GamesFile, games},
	}
	bySection := firstOfEach(text.Clauses)
	for _, s := range text.Sections {
		files = append(files, File{
			path.Join(FeaturesDir, featureName(s, sections[s.Number])),
			featureFile(id, s, bySection[s.Number]),
		})
	}
	return files, nil
}

// titleOf is a rules text's first line that has words, without the
// conversion's marks: the document's title in the texts the kit has seen.
func titleOf(src string) string {
	for _, l := range strings.Split(src, "\n") {
		if t := strings.TrimSpace(strings.Trim(strings.TrimSpace(l), "#*")); t != "" {
			return strings.Join(strings.Fields(t), " ")
		}
	}
	return ""
}

// sectionNames gives each section its catalog name, by section number:
// its heading in lower case with dashes ("How To Play" is how-to-play, as
// the kit's catalog names it), or section-N without a heading.
func sectionNames(secs []clauses.TextSection) map[string]string {
	out := make(map[string]string, len(secs))
	for _, s := range secs {
		out[s.Number] = sectionName(s)
	}
	return out
}

func sectionName(s clauses.TextSection) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s.Title) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	name := b.String()
	if len(name) > maxSectionName {
		// a heading that long is a line of text, not a title; its start
		// still tells the sections apart
		name = name[:maxSectionName]
		if i := strings.LastIndexByte(name, '-'); i > 0 {
			name = name[:i]
		}
	}
	if name == "" {
		return "section-" + s.Number
	}
	return name
}

// maxSectionName and maxSectionDigits bound a section's name and number,
// which name its feature file: file names have at most 255 bytes.
const (
	maxSectionName   = 60
	maxSectionDigits = 9
)

// firstOf is the first clause of a section.
func firstOf(all []clauses.TextClause, section string) clauses.TextClause {
	for _, c := range all {
		if sectionNumber(c.Clause) == section {
			return c
		}
	}
	return clauses.TextClause{}
}

// firstOfEach is the clauses of each section, by section number, each
// number once (a number printed again is the lint's to name, not a
// second Rule).
func firstOfEach(all []clauses.TextClause) map[string][]clauses.TextClause {
	out := map[string][]clauses.TextClause{}
	seen := map[string]bool{}
	for _, c := range all {
		if !seen[c.Clause] {
			seen[c.Clause] = true
			n := sectionNumber(c.Clause)
			out[n] = append(out[n], c)
		}
	}
	return out
}

// sectionNumber is the first component of a clause number.
func sectionNumber(clause string) string {
	n, _, _ := strings.Cut(clause, ".")
	return n
}

// jsonFile is v as an indented JSON file.
func jsonFile(v any) ([]byte, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	return append(b, '\n'), err
}
