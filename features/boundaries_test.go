package features_test

import (
	"fmt"
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/rules"
)

// This file is a second reading of where each clause's text ends, from the
// shape of the rules text's paragraphs rather than from the catalog's line
// patterns (clauses/words.go): a clause's text runs from its number to the
// next clause of the catalog, or to the first paragraph that is the
// printed document's own structure, whichever comes first. Such a
// paragraph is one line alone between blank lines that is a section
// heading ("2. Mode of Play"), a title ("Diagram "A"", "Table of Play":
// capitalised words, quoted letters and the small words of a title, no
// figure, no punctuation), a figure's caption ("Appendix "B" This layout
// is ...") or a separator (no letter or digit). The quotes of the feature files must end where both readings end.

// markers are what the conversion puts before a line's text.
const markers = " \t#-*"

// sectionHeadingShape is a one-number heading: "3. How to Play".
var sectionHeadingShape = regexp.MustCompile(`^\d+\.\s+\p{Lu}`)

// figureName is a figure's caption, which may go on to describe the figure:
// a capitalised word and a quoted capital letter ("Appendix “A” This layout
// is available with ...").
var figureName = regexp.MustCompile(`^\p{Lu}\p{Ll}+\s+["“]\p{Lu}["”](?:\s|$)`)

// smallWords are the words a title leaves in lower case.
var smallWords = map[string]bool{"of": true, "the": true, "and": true, "a": true, "to": true, "for": true, "in": true}

// structureLine reports whether a line, alone in its paragraph, is the
// document's structure rather than a clause's text.
func structureLine(l string) bool {
	l = strings.TrimSpace(strings.TrimLeft(strings.ReplaceAll(l, "**", ""), markers))
	if l == "" {
		return false
	}
	if strings.IndexFunc(l, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0 {
		return true // a separator
	}
	if sectionHeadingShape.MatchString(l) || figureName.MatchString(l) {
		return true
	}
	if strings.ContainsAny(l, "0123456789.,:;") {
		return false
	}
	for _, w := range strings.Fields(l) {
		w = strings.Trim(w, `"“”'`)
		if w == "" || smallWords[w] {
			continue
		}
		if r := []rune(w)[0]; !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// endsByParagraphs returns every clause's text of the document, normalised
// as NormalizeWords does, read by the paragraph structure (the file's
// comment).
func endsByParagraphs(d clauses.Document, src string) (map[string]string, error) {
	lines := strings.Split(src, "\n")
	blank := func(j int) bool { return j < 0 || j >= len(lines) || strings.TrimSpace(lines[j]) == "" }
	// starts: the line of each clause and the column its text starts at.
	type at struct{ line, col int }
	starts := make([]at, len(d.Clauses))
	from := at{}
	for i, c := range d.Clauses {
		num := regexp.MustCompile(`^` + regexp.QuoteMeta(c.Clause) + `\.?(?:\*\*)?(?:\s|$)`)
		inLine := regexp.MustCompile(`[^\d.]` + regexp.QuoteMeta(c.Clause) + `\.?(?:\*\*)?\s`)
		found := false
		for j := from.line; j < len(lines) && !found; j++ {
			lead := len(lines[j]) - len(strings.TrimLeft(lines[j], markers))
			if j > from.line || from.col == 0 {
				if m := num.FindStringIndex(lines[j][lead:]); m != nil {
					starts[i], found = at{j, lead + m[1]}, true
					continue
				}
			}
			if j == from.line {
				// printed on the line of the clause before (6 Star 1.1.3)
				if m := inLine.FindStringIndex(lines[j][from.col:]); m != nil {
					starts[i], found = at{j, from.col + m[1]}, true
				}
			}
		}
		if !found {
			return nil, fmt.Errorf("%s: clause %s not found after line %d", d.Source, c.Clause, from.line+1)
		}
		from = starts[i]
	}
	out := map[string]string{}
	for i, c := range d.Clauses {
		s := starts[i]
		next := at{len(lines), 0}
		if i+1 < len(starts) {
			next = starts[i+1]
		}
		var text []string
		for j := s.line; j < len(lines); j++ {
			l := lines[j]
			if j == next.line {
				if j == s.line {
					// the next clause's number starts inside this line
					num := d.Clauses[i+1].Clause
					l = l[:strings.LastIndex(l[:next.col], num)]
				} else {
					break
				}
			}
			if j == s.line {
				l = l[s.col:]
			} else if blank(j-1) && blank(j+1) && structureLine(l) {
				break
			}
			text = append(text, strings.TrimLeft(strings.ReplaceAll(l, "**", ""), markers))
			if j == next.line {
				break
			}
		}
		out[c.Clause] = clauses.NormalizeWords(strings.Join(text, "\n"))
	}
	return out, nil
}

// TestClauseEndsAgree: the catalog's words of every clause (read by line
// patterns, clauses/words.go) and the text the paragraph structure gives
// it end in the same place: no caption, separator or heading inside a
// clause, no clause text left out.
func TestClauseEndsAgree(t *testing.T) {
	for _, d := range clauses.Documents() {
		src, err := fs.ReadFile(rules.FS, d.Source)
		if err != nil {
			t.Fatal(err)
		}
		byParagraphs, err := endsByParagraphs(d, string(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range d.Clauses {
			if got, want := byParagraphs[c.Clause], clauses.NormalizeWords(c.Words); got != want {
				t.Errorf("%s %s: the two readings of where the clause ends disagree\n paragraphs: %q\n    catalog: %q", d.ID, c.Clause, got, want)
			}
		}
	}
}
