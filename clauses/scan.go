package clauses

import (
	"regexp"
	"strings"
)

// This file reads a rules text with no catalog: a lab that receives a new
// house's rules starts its clause catalog from what the text itself
// numbers (package pack), by the same reading of where a clause begins and
// ends that fills the catalog's words (words.go), so that the words a pack
// quotes are the words the kit would read.

// Text is what a rules text numbers, read with no catalog.
type Text struct {
	// Sections are the top-level sections that have clauses, in the order
	// of their first clause.
	Sections []TextSection
	// Clauses are the numbered clauses in the order the text prints them.
	Clauses []TextClause
}

// TextSection is one top-level section of a rules text.
type TextSection struct {
	// Number is the first component of the section's clause numbers ("3").
	Number string
	// Title is the section's heading without its number and the
	// conversion's marks ("How to Play"), or "" when the text prints none
	// before the section's first clause.
	Title string
	// Line is the 1-based line of the heading, 0 when there is none.
	Line int
}

// TextClause is one numbered clause of a rules text.
type TextClause struct {
	// Clause is the number as printed, without a trailing dot.
	Clause string
	// Line is the 1-based line its number stands on.
	Line int
	// Words are the clause's own words, as Clause.Words holds them.
	Words string
}

// headingNumber reads a section heading's number and title from a line
// that sectionHeading matches ("## **3. How to Play**", "- 1. Definitions**").
var headingNumber = regexp.MustCompile(`^[ \t#*-]*(\d+)\.\s*(.*)$`)

// inlineNumber is a clause number printed after a list dash in the middle
// of a line ("... ( - 1.1.3. "Element Bonus" means"), as the conversion of
// 6 Star 1.1.3 prints it; ScanText takes it only when it is the number
// that comes next (nextNumber), so a reference to another clause in a
// clause's words is never read as a clause.
var inlineNumber = regexp.MustCompile(`\s-\s+(\d+(?:\.\d+)+)\.?\s`)

// ScanText reads the sections and clauses a rules text numbers: a clause
// begins where its number starts a line (as for the catalog), or after a
// list dash in the middle of the line of the clause before it when it is
// that clause's next number; its words end as extractWords ends them. A
// number printed twice is kept twice, for a lint to name. It never fails:
// a text with no numbered clause gives none.
func ScanText(src string) Text {
	starts, heads := scanLines(src)
	var all []clauseStart
	for i, s := range starts {
		end := len(src)
		if i+1 < len(starts) {
			end = starts[i+1].begin
		}
		all = append(all, s)
		all = append(all, inlineStarts(src, s, end)...)
	}
	words := wordsOf(src, all, heads)
	var t Text
	lineOf := lineCounter(src)
	for i, s := range all {
		t.Clauses = append(t.Clauses, TextClause{Clause: s.clause, Line: lineOf(s.begin), Words: words[i]})
	}
	t.Sections = sectionsOf(src, t.Clauses)
	return t
}

// inlineStarts finds the clauses printed after s on the line s starts (up
// to end, where the next clause begins), each the next number after the
// one before it.
func inlineStarts(src string, s clauseStart, end int) []clauseStart {
	line := src[s.text:end]
	if nl := strings.IndexByte(line, '\n'); nl >= 0 {
		line = line[:nl+1]
	}
	var out []clauseStart
	prev, at := s.clause, 0
	for {
		m := inlineNumber.FindStringSubmatchIndex(line[at:])
		if m == nil {
			return out
		}
		num := line[at+m[2] : at+m[3]]
		if nextNumber(prev, num) {
			out = append(out, clauseStart{num, s.text + at + m[2], s.text + at + m[1]})
			prev = num
		}
		at += m[3]
	}
}

// nextNumber reports whether clause b can follow clause a: a's first
// sub-clause (1.1 -> 1.1.1), its next sibling (1.1.2 -> 1.1.3), or the
// next sibling of one of its parents (1.1.9 -> 1.2).
func nextNumber(a, b string) bool {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	if len(pb) == len(pa)+1 && strings.HasPrefix(b, a+".") {
		return pb[len(pb)-1] == "1"
	}
	if len(pb) > len(pa) || len(pb) < 2 {
		return false
	}
	for i := 0; i < len(pb)-1; i++ {
		if pa[i] != pb[i] {
			return false
		}
	}
	last := len(pb) - 1
	return isDigits(pa[last]) && isDigits(pb[last]) && successor(pa[last]) == strings.TrimLeft(pb[last], "0")
}

// successor is the decimal number after the digits n, without leading
// zeros.
func successor(n string) string {
	d := []byte(strings.TrimLeft(n, "0"))
	for i := len(d) - 1; i >= 0; i-- {
		if d[i] < '9' {
			d[i]++
			return string(d)
		}
		d[i] = '0'
	}
	return "1" + string(d)
}

// sectionsOf names the top-level sections of clauses, each by the last
// heading numbered as it is printed before its first clause: a text's list
// of contents prints the same headings earlier. Headings and clauses are
// both in line order, and are read in one pass together.
func sectionsOf(src string, clauses []TextClause) []TextSection {
	var headings []TextSection
	for i, l := range strings.Split(src, "\n") {
		l = strings.TrimRight(l, "\r")
		if !sectionHeading.MatchString(l) {
			continue
		}
		if m := headingNumber.FindStringSubmatch(l); m != nil {
			title := strings.TrimSpace(strings.ReplaceAll(m[2], "**", ""))
			headings = append(headings, TextSection{Number: m[1], Title: title, Line: i + 1})
		}
	}
	var out []TextSection
	seen := map[string]bool{}
	last := map[string]TextSection{} // number -> its last heading so far
	next := 0
	for _, c := range clauses {
		for ; next < len(headings) && headings[next].Line <= c.Line; next++ {
			last[headings[next].Number] = headings[next]
		}
		num, _, _ := strings.Cut(c.Clause, ".")
		if seen[num] {
			continue
		}
		seen[num] = true
		s, ok := last[num]
		if !ok {
			s = TextSection{Number: num}
		}
		out = append(out, s)
	}
	return out
}

// lineCounter returns the 1-based line of an offset of src; offsets are
// asked in increasing order.
func lineCounter(src string) func(off int) int {
	line, at := 1, 0
	return func(off int) int {
		line += strings.Count(src[at:off], "\n")
		at = off
		return line
	}
}
