// Package clauses is the kit's catalog of every numbered clause of the five
// rules documents it certifies against, and the coverage check that ties each
// clause to the feature scenarios that test it.
//
// The catalog is data: one JSON file per rules document, embedded from
// data/<document-id>.json. Each clause carries its number, its section, a short
// summary written in the kit's own words (never the document's text), and,
// when no software can check it, the reason why ("procedural").
//
// Scenarios name the clauses they test with tags of the form
// @clause:<document-id>:<clause>, for example @clause:mbs-tiger-v2:3.15.
// [ScanFeatures] reads those tags from a tree of .feature files and [Build]
// turns them into a per-clause [Report]: every clause is either tested (with
// the scenarios that cover it) or procedural (with its reason); anything else
// is reported as an error.
package clauses

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"sync"
)

// Section names, one per numbered section of a rules document (sections 1 to
// 6). They are part of the JSON catalog and of reports; never rename them.
const (
	SectionDefinitions       = "definitions"        // section 1
	SectionModeOfPlay        = "mode-of-play"       // section 2
	SectionHowToPlay         = "how-to-play"        // section 3
	SectionSettlement        = "settlement"         // section 4
	SectionIrregularities    = "irregularities"     // section 5
	SectionGeneralProvisions = "general-provisions" // section 6
)

// sectionByNumber maps the first component of a clause number to its section.
var sectionByNumber = map[string]string{
	"1": SectionDefinitions,
	"2": SectionModeOfPlay,
	"3": SectionHowToPlay,
	"4": SectionSettlement,
	"5": SectionIrregularities,
	"6": SectionGeneralProvisions,
}

// SectionOf returns the section a clause number belongs to, from its first
// component ("3.10.1" is in [SectionHowToPlay]), or "" when that component
// is not a section number 1 to 6.
func SectionOf(clause string) string {
	first, _, _ := strings.Cut(clause, ".")
	return sectionByNumber[first]
}

// Document ids of the five rules documents, in the order [Documents] returns
// them. A new edition of a document gets a new id; these never change.
const (
	DocNoCommissionV6    = "mbs-ncb-v6"         // No Commission Baccarat, Version 6, 17 Feb 2017
	Doc6StarNoCommission = "mbs-6star-ncb-2017" // 6 Star No Commission Baccarat, 17 Mar 2017
	DocTigerV2           = "mbs-tiger-v2"       // Tiger Baccarat, Version 2, 8 Oct 2019
	DocTigerNoCommission = "mbs-tiger-ncb-v5"   // Tiger No Commission Baccarat, Version 5, 7 Apr 2022
	DocElectronicV4      = "mbs-etg-v4"         // Electronic Baccarat, Version 4, 20 Mar 2025 (7 games)
)

// documentOrder is the fixed order of the documents in every listing.
var documentOrder = []string{
	DocNoCommissionV6,
	Doc6StarNoCommission,
	DocTigerV2,
	DocTigerNoCommission,
	DocElectronicV4,
}

// Clause is one numbered clause of a rules document.
type Clause struct {
	// Document is the id of the rules document, e.g. "mbs-tiger-v2". In the
	// data files it is implied by the file; the catalog fills it in.
	Document string `json:"document"`
	// Clause is the clause number as printed, without a trailing dot:
	// "1.1", "3.10.4.1".
	Clause string `json:"clause"`
	// Section is one of the Section* constants, from the first component of
	// the number.
	Section string `json:"section"`
	// Summary restates the clause briefly in the kit's own words.
	Summary string `json:"summary"`
	// Procedural is empty when software can check the clause; otherwise it is
	// the reason why no software can (a floor procedure, artwork, a name).
	Procedural string `json:"procedural"`
}

// IsProcedural reports whether the clause is marked procedural, that is, not
// checkable by software. A value made only of spaces still counts as marked
// (and [Build] reports it as a procedural clause without a reason).
func (c Clause) IsProcedural() bool { return c.Procedural != "" }

// Document is one rules document and all its numbered clauses in document
// order.
type Document struct {
	// ID is the document id, e.g. "mbs-ncb-v6".
	ID string `json:"document"`
	// Title is the document's title, e.g. "Tiger Baccarat (MBS) Game Rules".
	Title string `json:"title"`
	// Edition names the version and effective date.
	Edition string `json:"edition"`
	// Source is the file name of the rules text the catalog was made from
	// (kept outside the repository, in ../shared/rules).
	Source string `json:"source"`
	// Clauses lists every numbered clause from 1.1 onwards, sub-clauses
	// included, in the order the document prints them.
	Clauses []Clause `json:"clauses"`
}

//go:embed data/*.json
var dataFS embed.FS

// catalog is the loaded, validated data and its lookup index.
type catalog struct {
	docs  []Document
	index map[string]map[string]int // document id -> clause number -> position
}

var loadCatalog = sync.OnceValue(func() *catalog {
	docs, err := loadDocuments(dataFS, "data")
	if err != nil {
		// The data is embedded and checked by the package's tests, so this
		// is a build defect, not a run-time condition.
		panic("clauses: embedded catalog is invalid: " + err.Error())
	}
	return newCatalog(docs)
})

func newCatalog(docs []Document) *catalog {
	c := &catalog{docs: docs, index: make(map[string]map[string]int, len(docs))}
	for _, d := range docs {
		m := make(map[string]int, len(d.Clauses))
		for i, cl := range d.Clauses {
			m[cl.Clause] = i
		}
		c.index[d.ID] = m
	}
	return c
}

// loadDocuments reads dir/<id>.json for every id of documentOrder and checks
// what must hold for the rest of the package to work: matching ids, no empty
// or duplicate clause numbers, clauses in increasing order, known sections.
func loadDocuments(fsys fs.FS, dir string) ([]Document, error) {
	docs := make([]Document, 0, len(documentOrder))
	for _, id := range documentOrder {
		name := path.Join(dir, id+".json")
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		var d Document
		dec := json.NewDecoder(strings.NewReader(string(b)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&d); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if d.ID != id {
			return nil, fmt.Errorf("%s: document id %q, want %q", name, d.ID, id)
		}
		seen := make(map[string]bool, len(d.Clauses))
		for i := range d.Clauses {
			cl := &d.Clauses[i]
			if cl.Document != "" && cl.Document != id {
				return nil, fmt.Errorf("%s: clause %s names document %q", name, cl.Clause, cl.Document)
			}
			cl.Document = id
			if !validNumber(cl.Clause) {
				return nil, fmt.Errorf("%s: malformed clause number %q", name, cl.Clause)
			}
			if seen[cl.Clause] {
				return nil, fmt.Errorf("%s: clause %s listed twice", name, cl.Clause)
			}
			seen[cl.Clause] = true
			if i > 0 && Compare(d.Clauses[i-1].Clause, cl.Clause) >= 0 {
				return nil, fmt.Errorf("%s: clause %s listed after %s", name, cl.Clause, d.Clauses[i-1].Clause)
			}
			if want := SectionOf(cl.Clause); cl.Section != want {
				return nil, fmt.Errorf("%s: clause %s has section %q, want %q", name, cl.Clause, cl.Section, want)
			}
		}
		docs = append(docs, d)
	}
	return docs, nil
}

// validNumber reports whether s is a clause number: at least two dot-separated
// components, each made of decimal digits.
func validNumber(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	return true
}

// Documents returns the five rules documents with all their clauses, in the
// fixed order mbs-ncb-v6, mbs-6star-ncb-2017, mbs-tiger-v2, mbs-tiger-ncb-v5,
// mbs-etg-v4. The result is a fresh copy; callers may modify it.
func Documents() []Document {
	docs := loadCatalog().docs
	out := make([]Document, len(docs))
	for i, d := range docs {
		out[i] = d
		out[i].Clauses = append([]Clause(nil), d.Clauses...)
	}
	return out
}

// DocumentIDs returns the ids of the rules documents in the order of
// [Documents].
func DocumentIDs() []string { return append([]string(nil), documentOrder...) }

// LookupDocument returns the rules document with the given id (a copy) and
// whether it exists.
func LookupDocument(id string) (Document, bool) {
	for _, d := range loadCatalog().docs {
		if d.ID == id {
			d.Clauses = append([]Clause(nil), d.Clauses...)
			return d, true
		}
	}
	return Document{}, false
}

// Lookup returns the clause with the given number in the given document, and
// whether it exists. The number is written as printed without a trailing dot
// ("3.10.1"); a trailing dot is tolerated.
func Lookup(document, clause string) (Clause, bool) {
	c := loadCatalog()
	i, ok := c.index[document][strings.TrimSuffix(clause, ".")]
	if !ok {
		return Clause{}, false
	}
	for _, d := range c.docs {
		if d.ID == document {
			return d.Clauses[i], true
		}
	}
	return Clause{}, false
}

// All returns every clause of every document, documents in the order of
// [Documents] and clauses in document order.
func All() []Clause {
	var out []Clause
	for _, d := range loadCatalog().docs {
		out = append(out, d.Clauses...)
	}
	return out
}

// Compare orders two clause numbers component by component, numerically, so
// that "3.9" < "3.10" < "3.10.1" < "3.11". A number sorts before its own
// sub-clauses. It returns -1, 0 or +1. Components that are not decimal numbers
// (not expected in the catalog) compare as strings, after numeric ones.
func Compare(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(pa) && i < len(pb); i++ {
		if c := compareComponent(pa[i], pb[i]); c != 0 {
			return c
		}
	}
	switch {
	case len(pa) < len(pb):
		return -1
	case len(pa) > len(pb):
		return 1
	}
	return 0
}

func compareComponent(x, y string) int {
	nx, ny := isDigits(x), isDigits(y)
	switch {
	case nx && ny:
		x, y = strings.TrimLeft(x, "0"), strings.TrimLeft(y, "0")
		if len(x) != len(y) {
			if len(x) < len(y) {
				return -1
			}
			return 1
		}
		return strings.Compare(x, y)
	case nx:
		return -1
	case ny:
		return 1
	}
	return strings.Compare(x, y)
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}
