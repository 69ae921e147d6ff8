package pack

import (
	"strings"

	"github.com/bacctk/bacctk/clauses"
)

// checkCatalog checks catalog.json against pack.json and the rules text:
// the same document, the same clauses each once, in the sections the
// text's headings name, each with a summary. It reports whether the
// catalog could be read at all, for the checks that need it.
func (l *linter) checkCatalog(data []byte) bool {
	cat := l.m.Catalog
	d, err := decodeCatalog(data)
	if err != nil {
		l.add(cat, 0, "%v", err)
		return false
	}
	l.catalog, l.catLines = d, catalogLines(data)
	if d.ID != l.m.ID {
		l.add(cat, 0, "document %q: want the pack's id %q", d.ID, l.m.ID)
	}
	if d.Source != l.m.Rules {
		l.add(cat, 0, "source %q: want the pack's rules text %q", d.Source, l.m.Rules)
	}
	sections := sectionNames(l.text.Sections)
	headings := map[string]int{}
	for _, s := range l.text.Sections {
		headings[s.Number] = s.Line
	}
	l.inCat = map[string]bool{}
	entries := map[string]int{}
	for _, c := range d.Clauses {
		line := l.catalogLine(c.Clause, entries[c.Clause])
		entries[c.Clause]++
		if l.inCat[c.Clause] {
			l.add(cat, line, "clause %s listed again: want each clause once", c.Clause)
			continue
		}
		l.inCat[c.Clause] = true
		if _, ok := l.words[c.Clause]; !ok {
			l.add(cat, line, "clause %q is not numbered in %s: want only the clauses the rules text numbers", c.Clause, l.m.Rules)
			continue
		}
		if want := sections[sectionNumber(c.Clause)]; c.Section != want {
			l.add(cat, line, "clause %s: section %q, want %q (the heading at %s:%d)", c.Clause, c.Section, want, l.m.Rules, headings[sectionNumber(c.Clause)])
		}
		if strings.TrimSpace(c.Summary) == "" {
			l.add(cat, line, "clause %s: no summary: want the clause in a few words of the lab's own", c.Clause)
		}
	}
	for _, c := range l.text.Clauses {
		if !l.inCat[c.Clause] && l.words[c.Clause].Line == c.Line {
			l.add(l.m.Rules, c.Line, "clause %s is not in %s: want an entry {\"clause\": %q, ...} for it", c.Clause, cat, c.Clause)
		}
	}
	return true
}

// checkCoverage checks that every clause of the catalog is tested by a
// scenario or procedural with a reason, by the rules the kit's own
// catalog is held to (clauses.BuildDocuments); the tags themselves are
// checkTags's.
func (l *linter) checkCoverage(scenarios []clauses.Scenario) {
	// The tags name the pack's id, which a catalog of another id was
	// reported for already; a clause the text does not number likewise.
	d := l.catalog
	d.ID = l.m.ID
	_, problems := clauses.BuildDocuments([]clauses.Document{d}, scenarios)
	for _, err := range problems {
		p, ok := err.(*clauses.Problem)
		if !ok {
			continue
		}
		if _, printed := l.words[p.Clause]; !printed {
			continue
		}
		line := l.catalogLine(p.Clause, 0)
		switch p.Kind {
		case clauses.ProblemUntested:
			l.add(l.m.Catalog, line, "clause %s: no scenario and no procedural reason: want a scenario tagged %s under %s/, or a reason in \"procedural\"",
				p.Clause, clauses.Tag(l.m.ID, p.Clause), l.m.Features)
		case clauses.ProblemNoReason:
			l.add(l.m.Catalog, line, "clause %s: the procedural reason is blank: want why no software can check the clause", p.Clause)
		case clauses.ProblemTaggedProcedural:
			l.add(l.featurePath(p.File), p.Line, "scenario %q is tagged %s, a clause with a procedural reason: want a clause tested or procedural, not both", p.Scenario, p.Tag)
		}
	}
}
