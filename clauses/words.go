package clauses

import (
	"fmt"
	"io/fs"
	"regexp"
	"strings"

	"github.com/bacctk/bacctk/rules"
)

// This file reads each clause's own words from the rules texts (package
// rules), so that the catalog, `bacctk clauses --json`, the reports and the
// feature files' quotes can show what a clause says, not only the kit's
// summary of it.

// lineStartNumber matches a clause number at the start of a line of a rules
// text: after optional whitespace, list dashes and Markdown heading or bold
// markers ("- 3.1.", "### **1.1. In", "3.10.1.1. When", "1.1.14.3 \"Twin"). It
// needs at least two components, so the bare section numbers ("1. Definitions")
// and the Table of Play rows ("0-1-2-3-4-5", "6, 7") never match.
var lineStartNumber = regexp.MustCompile(`^[ \t#*-]*(\d+(?:\.\d+)+)\.?(?:\*\*)?(?:\s|$)`)

// sectionHeading matches a section heading ("## **5. Irregularities**",
// "4. Settlement") and an appendix title: a clause's words end before them.
var sectionHeading = regexp.MustCompile(`^[ \t#*-]*(?:\d+\.\s*(?:\*\*)?\s*[A-Z]|(?i:appendix))`)

// caption matches the caption of a figure or table of the printed
// document ("Diagram "A"", "Table of Play") and separator a separator line
// ("---", "***"): where either stands alone between blank lines, outside
// any clause's numbered text, it belongs to the document's layout, not to
// the clause above it, whose words end there. A table title on the first
// line of its table (Tiger 3.15's "TABLE OF PLAY", followed by the rows)
// is not alone: it stays in the clause the table is part of.
var (
	caption   = regexp.MustCompile(`^(?i:diagram\s+["“][^"”]*["”]|table of play)$`)
	separator = regexp.MustCompile(`^[-*_=]{3,}$`)
)

// outsideClauses reports whether line i of lines is a caption or a
// separator standing alone between blank lines (or the text's ends).
func outsideClauses(lines []string, i int) bool {
	l := strings.TrimSpace(strings.ReplaceAll(lines[i], "**", ""))
	if !caption.MatchString(l) && !separator.MatchString(l) {
		return false
	}
	blank := func(j int) bool { return j < 0 || j >= len(lines) || strings.TrimSpace(lines[j]) == "" }
	return blank(i-1) && blank(i+1)
}

// knownFormattingExceptions lists the clauses that the rules texts do not
// print at the start of a line, with the reason. Each must still appear in
// the text, in document order.
var knownFormattingExceptions = map[string]map[string]string{
	"mbs-6star-ncb-2017": {
		"1.1.3": "printed on the same line as 1.1.2 (the element symbols of 1.1.2 were lost)",
	},
}

// NormalizeWords is the form in which a clause's words are compared: the
// conversion's bold marks (**) dropped and every run of white space made one
// space, trimmed. A quote of a clause is faithful when its NormalizeWords
// equals that of the clause's Words.
func NormalizeWords(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "**", "")), " ")
}

// clauseStart is where a clause begins in a rules text: the offset of the
// line (or, for a formatting exception, of the number) that starts it, and
// the offset of its first word.
type clauseStart struct {
	clause      string
	begin, text int
}

// extractWords returns the words of every clause of d, by clause number,
// read from the rules text src: the text after the clause's number up to the
// next clause, a section heading, an appendix, or a caption or separator
// standing alone (outsideClauses), with the bold marks and the
// list and heading markers of the conversion dropped, one source line per
// line, blank lines and trailing spaces removed (tabs, which the Table of
// Play uses as columns, are kept). It fails when a clause of the catalog is
// not found where the catalog's order puts it.
func extractWords(d Document, src string) (map[string]string, error) {
	starts, heads := scanLines(src)
	exceptions := knownFormattingExceptions[d.ID]
	byClause := map[string]int{}
	for i, s := range starts {
		byClause[s.clause] = i
	}
	var ordered []clauseStart
	last := -1
	for _, c := range d.Clauses {
		i, ok := byClause[c.Clause]
		var s clauseStart
		switch {
		case ok:
			s = starts[i]
		case exceptions[c.Clause] != "":
			re := regexp.MustCompile(`(?:^|[^\d.])(` + regexp.QuoteMeta(c.Clause) + `)\.?\s`)
			loc := re.FindStringSubmatchIndex(src[last+1:])
			if loc == nil {
				return nil, fmt.Errorf("%s: clause %s (%s) not found after offset %d", d.Source, c.Clause, exceptions[c.Clause], last)
			}
			s = clauseStart{c.Clause, last + 1 + loc[2], last + 1 + loc[1]}
		default:
			return nil, fmt.Errorf("%s: clause %s does not start any line", d.Source, c.Clause)
		}
		if s.begin <= last {
			return nil, fmt.Errorf("%s: clause %s is printed before the clause the catalog lists before it", d.Source, c.Clause)
		}
		last = s.begin
		ordered = append(ordered, s)
	}
	words := wordsOf(src, ordered, heads)
	out := make(map[string]string, len(ordered))
	for i, s := range ordered {
		out[s.clause] = words[i]
	}
	return out, nil
}

// scanLines finds, in one pass over the lines of the rules text src, where
// a clause's number starts a line and which lines end a clause's words (a
// section heading, an appendix, a caption or separator standing alone), by
// the offset of the line.
func scanLines(src string) (starts []clauseStart, heads map[int]bool) {
	lines := strings.SplitAfter(src, "\n")
	heads = map[int]bool{}
	off := 0
	for i, line := range lines {
		l := strings.TrimRight(line, "\r\n")
		if m := lineStartNumber.FindStringSubmatchIndex(l); m != nil {
			starts = append(starts, clauseStart{l[m[2]:m[3]], off, off + m[1]})
		} else if sectionHeading.MatchString(l) || outsideClauses(lines, i) {
			heads[off] = true
		}
		off += len(line)
	}
	return starts, heads
}

// wordsOf cuts the words of each clause of ordered (in text order) from
// src, in that order: from its first word up to the next clause's start or
// the first line of heads, as extractWords describes them.
func wordsOf(src string, ordered []clauseStart, heads map[int]bool) []string {
	out := make([]string, 0, len(ordered))
	for i, s := range ordered {
		end := len(src)
		if i+1 < len(ordered) {
			end = ordered[i+1].begin
		}
		var kept []string
		pos := s.text
		for _, line := range strings.SplitAfter(src[s.text:end], "\n") {
			if pos != s.text && heads[pos] {
				break
			}
			pos += len(line)
			l := strings.TrimRight(strings.ReplaceAll(line, "**", ""), " \t\r\n")
			if len(kept) > 0 {
				l = strings.TrimLeft(l, " #-")
			} else {
				l = strings.TrimLeft(l, " ")
			}
			if strings.TrimSpace(l) != "" {
				kept = append(kept, l)
			}
		}
		out = append(out, strings.Join(kept, "\n"))
	}
	return out
}

// fillWords sets the Words of every clause of docs from the rules texts in
// fsys.
func fillWords(fsys fs.FS, docs []Document) error {
	for di := range docs {
		d := &docs[di]
		src, err := fs.ReadFile(fsys, d.Source)
		if err != nil {
			return fmt.Errorf("rules text of %s: %w", d.ID, err)
		}
		words, err := extractWords(*d, string(src))
		if err != nil {
			return err
		}
		for i := range d.Clauses {
			d.Clauses[i].Words = words[d.Clauses[i].Clause]
		}
	}
	return nil
}

// rulesFS is where fillWords reads the rules texts.
var rulesFS fs.FS = rules.FS
