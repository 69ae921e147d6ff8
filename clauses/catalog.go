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
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/bacctk/bacctk/features"
	messages "github.com/cucumber/messages/go/v21"
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
	// Words are the clause's own words, read from the rules text (package
	// rules) when the catalog loads, never from the data files: the text
	// after the clause's number up to the next clause, one source line per
	// line (see extractWords). Compare them with NormalizeWords.
	Words string `json:"words,omitempty"`
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
	// Source is the file name of the rules text the catalog was made from,
	// in the repository's rules/ folder (package rules).
	Source string `json:"source"`
	// Clauses lists every numbered clause from 1.1 onwards, sub-clauses
	// included, in the order the document prints them.
	Clauses []Clause `json:"clauses"`
}

//go:embed data/*.json
var dataFS embed.FS

// catalog is the loaded, validated data and its lookup index.
type catalog struct {
	docs   []Document
	docPos map[string]int            // document id -> position in docs
	index  map[string]map[string]int // document id -> clause number -> position
}

var loadCatalog = sync.OnceValue(func() *catalog {
	docs, err := loadDocuments(dataFS, "data")
	if err != nil {
		// The data is embedded and checked by the package's tests, so this
		// is a build defect, not a run-time condition.
		panic("clauses: embedded catalog is invalid: " + err.Error())
	}
	if err := fillWords(rulesFS, docs); err != nil {
		panic("clauses: embedded rules texts do not match the catalog: " + err.Error())
	}
	return newCatalog(docs)
})

func newCatalog(docs []Document) *catalog {
	c := &catalog{
		docs:   docs,
		docPos: make(map[string]int, len(docs)),
		index:  make(map[string]map[string]int, len(docs)),
	}
	for di, d := range docs {
		c.docPos[d.ID] = di
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
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&d); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if d.ID != id {
			return nil, fmt.Errorf("%s: document id %q, want %q", name, d.ID, id)
		}
		if err := checkClauses(name, &d, true); err != nil {
			return nil, err
		}
		docs = append(docs, d)
	}
	return docs, nil
}

// checkClauses checks d's clauses as the rest of the package needs them
// (no empty or duplicate number, increasing order) and fills in each
// clause's document. kitSections holds a clause's section to the kit's
// numbering (SectionOf); a rules pack names its sections from its text's
// headings.
func checkClauses(name string, d *Document, kitSections bool) error {
	seen := make(map[string]bool, len(d.Clauses))
	for i := range d.Clauses {
		cl := &d.Clauses[i]
		if cl.Document != "" && cl.Document != d.ID {
			return fmt.Errorf("%s: clause %s names document %q", name, cl.Clause, cl.Document)
		}
		cl.Document = d.ID
		if !validNumber(cl.Clause) {
			return fmt.Errorf("%s: malformed clause number %q", name, cl.Clause)
		}
		if seen[cl.Clause] {
			return fmt.Errorf("%s: clause %s listed twice", name, cl.Clause)
		}
		seen[cl.Clause] = true
		if i > 0 && Compare(d.Clauses[i-1].Clause, cl.Clause) >= 0 {
			return fmt.Errorf("%s: clause %s listed after %s", name, cl.Clause, d.Clauses[i-1].Clause)
		}
		if want := SectionOf(cl.Clause); kitSections && cl.Section != want {
			return fmt.Errorf("%s: clause %s has section %q, want %q", name, cl.Clause, cl.Section, want)
		}
	}
	return nil
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
// mbs-etg-v4, then the rules packs' registered (Register). The result is a
// fresh copy; callers may modify it.
func Documents() []Document {
	docs := current().docs
	out := make([]Document, len(docs))
	for i, d := range docs {
		out[i] = d
		out[i].Clauses = append([]Clause(nil), d.Clauses...)
	}
	return out
}

// DocumentIDs returns the ids of the rules documents in the order of
// [Documents].
func DocumentIDs() []string {
	docs := current().docs
	ids := make([]string, len(docs))
	for i, d := range docs {
		ids[i] = d.ID
	}
	return ids
}

// LookupDocument returns the rules document with the given id (a copy) and
// whether it exists.
func LookupDocument(id string) (Document, bool) {
	c := current()
	i, ok := c.docPos[id]
	if !ok {
		return Document{}, false
	}
	d := c.docs[i]
	d.Clauses = append([]Clause(nil), d.Clauses...)
	return d, true
}

// Lookup returns the clause with the given number in the given document, and
// whether it exists. The number is written as printed without a trailing dot
// ("3.10.1"); a trailing dot is tolerated.
func Lookup(document, clause string) (Clause, bool) {
	return current().lookup(document, clause)
}

func (c *catalog) lookup(document, clause string) (Clause, bool) {
	i, ok := c.index[document][strings.TrimSuffix(clause, ".")]
	if !ok {
		return Clause{}, false
	}
	return c.docs[c.docPos[document]].Clauses[i], true
}

// All returns every clause of every document, documents in the order of
// [Documents] and clauses in document order.
func All() []Clause {
	var out []Clause
	for _, d := range current().docs {
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

// ---------------------------------------------------------------------------
// Coverage: which scenarios test which clause.

// TagPrefix starts every clause tag: @clause:<document-id>:<clause>.
const TagPrefix = "@clause:"

// InterpretationTagPrefix starts the tags that name an interpretation the
// scenario depends on (@interpretation:N). [Build] accepts and ignores them.
const InterpretationTagPrefix = "@interpretation:"

// Tag returns the tag that marks a scenario as testing the given clause:
// Tag("mbs-tiger-v2", "3.15") is "@clause:mbs-tiger-v2:3.15".
func Tag(document, clause string) string { return TagPrefix + document + ":" + clause }

// ParseClauseTag splits a clause tag "@clause:<document-id>:<clause>" (the
// leading "@" may be omitted). isClause reports whether the tag uses the clause
// prefix at all; when it does but lacks a part, document or clause is empty.
// A trailing dot on the clause number is dropped.
func ParseClauseTag(tag string) (document, clause string, isClause bool) {
	t := strings.TrimSpace(tag)
	if !strings.HasPrefix(t, "@") {
		t = "@" + t
	}
	rest, ok := strings.CutPrefix(t, TagPrefix)
	if !ok {
		return "", "", false
	}
	document, clause, _ = strings.Cut(rest, ":")
	return document, strings.TrimSuffix(clause, "."), true
}

// Scenario is one scenario (or one Scenario Outline, counted once) of a
// feature file, with every tag that applies to it.
type Scenario struct {
	// File is the feature file's path within the scanned file system,
	// slash-separated, e.g. "mbs-tiger-v2/settlement.feature".
	File string `json:"file"`
	// Name is the scenario's or outline's title.
	Name string `json:"name"`
	// Line is the 1-based line of the Scenario / Scenario Outline keyword.
	Line int `json:"line"`
	// Tags holds the tags of the feature, of the enclosing Rule if any, of
	// the scenario itself and of its Examples blocks, in that order, each
	// once, with their leading "@".
	Tags []string `json:"tags"`
	// Examples are an outline's Examples blocks, for naming it by a row
	// rather than by its <placeholders>.
	Examples []ExampleBlock `json:"examples,omitempty"`
}

// ExampleBlock is one Examples block of a scenario outline.
type ExampleBlock struct {
	// Tags are the block's own tags.
	Tags []string `json:"tags,omitempty"`
	// First is the outline's title with the placeholders filled from the
	// block's first row, as the pickle of that row is named.
	First string `json:"first"`
	// Rows counts the block's rows.
	Rows int `json:"rows"`
}

// DisplayName names the scenario for a reader of the clause named by tag:
// a plain scenario by its title; an outline by its first row (of the
// first Examples block carrying tag, else of the first block) and how
// many rows follow, e.g. "4.1 Banker wins with 6 on 3 cards pays 1 to 2
// (+5 rows)".
func (s Scenario) DisplayName(tag string) string {
	if len(s.Examples) == 0 {
		return s.Name
	}
	b := s.Examples[0]
	for _, x := range s.Examples {
		if slices.Contains(x.Tags, tag) {
			b = x
			break
		}
	}
	if b.Rows <= 1 {
		return b.First
	}
	return fmt.Sprintf("%s (+%d rows)", b.First, b.Rows-1)
}

// exampleBlocks names an outline's Examples blocks by their first rows.
func exampleBlocks(s *messages.Scenario) []ExampleBlock {
	var out []ExampleBlock
	for _, ex := range s.Examples {
		if ex.TableHeader == nil || len(ex.TableBody) == 0 {
			continue
		}
		name := s.Name
		row := ex.TableBody[0]
		for i, h := range ex.TableHeader.Cells {
			if i < len(row.Cells) {
				name = strings.ReplaceAll(name, "<"+h.Value+">", row.Cells[i].Value)
			}
		}
		var tags []string
		for _, t := range ex.Tags {
			tags = append(tags, t.Name)
		}
		out = append(out, ExampleBlock{Tags: tags, First: name, Rows: len(ex.TableBody)})
	}
	return out
}

// ScanFeatures parses every file whose name ends in ".feature" in fsys (the
// whole tree, in lexical order) with the Gherkin parser and returns its
// scenarios in file order. Backgrounds are not scenarios. A file that does
// not parse is reported in the error, which joins one error per bad file; the
// scenarios of the files that did parse are still returned.
func ScanFeatures(fsys fs.FS) ([]Scenario, error) {
	files, err := features.Parse(fsys)
	var out []Scenario
	for _, f := range files {
		out = append(out, scenariosOf(f.Path, f.Doc)...)
	}
	return out, err
}

// scenariosOf returns the scenarios of one parsed feature file.
func scenariosOf(file string, doc *messages.GherkinDocument) []Scenario {
	if doc.Feature == nil {
		return nil
	}
	var out []Scenario
	add := func(s *messages.Scenario, inherited ...[]*messages.Tag) {
		var tags []string
		seen := map[string]bool{}
		addTags := func(ts []*messages.Tag) {
			for _, t := range ts {
				if !seen[t.Name] {
					seen[t.Name] = true
					tags = append(tags, t.Name)
				}
			}
		}
		for _, ts := range inherited {
			addTags(ts)
		}
		addTags(s.Tags)
		for _, ex := range s.Examples {
			addTags(ex.Tags)
		}
		line := 0
		if s.Location != nil {
			line = int(s.Location.Line)
		}
		out = append(out, Scenario{File: file, Name: s.Name, Line: line, Tags: tags, Examples: exampleBlocks(s)})
	}
	for _, ch := range doc.Feature.Children {
		switch {
		case ch.Scenario != nil:
			add(ch.Scenario, doc.Feature.Tags)
		case ch.Rule != nil:
			for _, rc := range ch.Rule.Children {
				if rc.Scenario != nil {
					add(rc.Scenario, doc.Feature.Tags, ch.Rule.Tags)
				}
			}
		}
	}
	return out
}

// Status is the coverage status of one clause in a [Report].
type Status string

// The three statuses of a clause. They are part of the `bacctk clauses`
// output; never rename them.
const (
	// StatusTested: at least one scenario is tagged with the clause.
	StatusTested Status = "tested"
	// StatusProcedural: the catalog marks the clause as not checkable by
	// software, with a reason.
	StatusProcedural Status = "procedural"
	// StatusUntested: the clause is checkable but no scenario covers it
	// (always accompanied by an error from [Build]).
	StatusUntested Status = "untested"
)

// Entry is the coverage of one clause.
type Entry struct {
	Document string `json:"document"`
	Clause   string `json:"clause"`
	Section  string `json:"section"`
	Summary  string `json:"summary"`
	Status   Status `json:"status"`
	// Reason is the catalog's reason for a procedural clause, else "".
	Reason string `json:"reason"`
	// Scenarios names the scenarios tagged with the clause, in scan order
	// (never nil, so that it encodes as a JSON array).
	Scenarios []string `json:"scenarios"`
	// Words are the clause's own words (Clause.Words), for reports that
	// show what a clause says.
	Words string `json:"words"`
}

// Report is the coverage of every clause of the catalog, in catalog order
// (documents as in [Documents], clauses in document order).
type Report struct {
	Entries []Entry `json:"clauses"`
}

// Counts tallies the entries of a [Report] by status.
type Counts struct {
	Total      int `json:"total"`
	Tested     int `json:"tested"`
	Procedural int `json:"procedural"`
	Untested   int `json:"untested"`
}

// Count tallies the entries of one document, or of every document when
// document is "".
func (r Report) Count(document string) Counts {
	var c Counts
	for _, e := range r.Entries {
		if document != "" && e.Document != document {
			continue
		}
		c.Total++
		switch e.Status {
		case StatusTested:
			c.Tested++
		case StatusProcedural:
			c.Procedural++
		case StatusUntested:
			c.Untested++
		}
	}
	return c
}

// ProblemKind classifies a [Problem].
type ProblemKind string

// The problems [Build] reports.
const (
	// ProblemMalformedTag: a tag starts with @clause: but is not
	// @clause:<document-id>:<clause>.
	ProblemMalformedTag ProblemKind = "malformed-tag"
	// ProblemUnknownDocument: a clause tag names a document the catalog
	// does not have.
	ProblemUnknownDocument ProblemKind = "unknown-document"
	// ProblemUnknownClause: a clause tag names a clause its document does
	// not have.
	ProblemUnknownClause ProblemKind = "unknown-clause"
	// ProblemUntested: a clause that is not procedural has no scenario.
	ProblemUntested ProblemKind = "untested"
	// ProblemNoReason: a clause is marked procedural with a blank reason.
	ProblemNoReason ProblemKind = "procedural-without-reason"
	// ProblemTaggedProcedural: a scenario is tagged with a clause the
	// catalog marks procedural; a clause is either tested or procedural.
	ProblemTaggedProcedural ProblemKind = "tagged-procedural"
)

// Problem is one error found by [Build]. Problems about a tag carry the
// scenario that has it (File, Line, Scenario, Tag); problems about a clause
// alone leave those empty.
type Problem struct {
	Kind     ProblemKind
	Document string
	Clause   string
	Tag      string
	File     string
	Line     int
	Scenario string
}

// Error describes the problem in one line, starting with its location.
func (p *Problem) Error() string {
	where := p.Document + " " + p.Clause
	if p.File != "" {
		where = fmt.Sprintf("%s:%d: scenario %q", p.File, p.Line, p.Scenario)
	}
	switch p.Kind {
	case ProblemMalformedTag:
		return fmt.Sprintf("%s: malformed clause tag %q (want %s<document-id>:<clause>)", where, p.Tag, TagPrefix)
	case ProblemUnknownDocument:
		msg := fmt.Sprintf("%s: tag %q names unknown rules document %q", where, p.Tag, p.Document)
		for _, id := range documentOrder {
			if strings.HasPrefix(p.Document, id+"-") {
				msg += fmt.Sprintf(" (tags name the rules document, e.g. %s, not a game)", id)
				break
			}
		}
		return msg
	case ProblemUnknownClause:
		return fmt.Sprintf("%s: tag %q names clause %s, which %s does not have", where, p.Tag, p.Clause, p.Document)
	case ProblemUntested:
		return fmt.Sprintf("%s: no scenario covers this clause and it is not marked procedural", where)
	case ProblemNoReason:
		return fmt.Sprintf("%s: marked procedural without a reason", where)
	case ProblemTaggedProcedural:
		return fmt.Sprintf("%s: tag %q names %s %s, which is marked procedural; a clause is either tested or procedural",
			where, p.Tag, p.Document, p.Clause)
	}
	return fmt.Sprintf("%s: %s", where, p.Kind)
}

// Build computes the coverage of every catalog clause by the given scenarios
// (usually from [ScanFeatures]). Tags other than clause tags, such as
// @interpretation:N, are ignored. The report is complete even when there are
// problems; each problem is a *[Problem] in the returned errors: tag problems
// first, in scenario order, then clause problems in catalog order.
func Build(scenarios []Scenario) (Report, []error) {
	return build(current(), scenarios)
}

// BuildDocuments is [Build] against docs in place of the kit's catalog:
// a rules pack's own catalog (package pack), checked by the same rules.
func BuildDocuments(docs []Document, scenarios []Scenario) (Report, []error) {
	return build(newCatalog(docs), scenarios)
}

func build(c *catalog, scenarios []Scenario) (Report, []error) {
	type ref struct{ doc, clause string }
	type hit struct {
		sc  *Scenario
		tag string
	}
	var errs []error
	hits := map[ref][]hit{}
	for i := range scenarios {
		sc := &scenarios[i]
		seen := map[ref]bool{}
		for _, tag := range sc.Tags {
			doc, num, ok := ParseClauseTag(tag)
			if !ok {
				continue
			}
			p := &Problem{Tag: tag, File: sc.File, Line: sc.Line, Scenario: sc.Name, Document: doc, Clause: num}
			switch {
			case doc == "" || num == "" || strings.Contains(num, ":"):
				p.Kind = ProblemMalformedTag
			case c.index[doc] == nil:
				p.Kind = ProblemUnknownDocument
			default:
				if _, ok := c.lookup(doc, num); !ok {
					p.Kind = ProblemUnknownClause
				}
			}
			if p.Kind != "" {
				errs = append(errs, p)
				continue
			}
			r := ref{doc, num}
			if !seen[r] {
				seen[r] = true
				hits[r] = append(hits[r], hit{sc, tag})
			}
		}
	}
	var rep Report
	for _, d := range c.docs {
		for _, cl := range d.Clauses {
			h := hits[ref{d.ID, cl.Clause}]
			e := Entry{
				Document:  d.ID,
				Clause:    cl.Clause,
				Section:   cl.Section,
				Summary:   cl.Summary,
				Words:     cl.Words,
				Scenarios: make([]string, 0, len(h)),
			}
			for _, x := range h {
				e.Scenarios = append(e.Scenarios, x.sc.DisplayName(x.tag))
			}
			switch {
			case cl.IsProcedural():
				e.Status = StatusProcedural
				e.Reason = strings.TrimSpace(cl.Procedural)
				if e.Reason == "" {
					errs = append(errs, &Problem{Kind: ProblemNoReason, Document: d.ID, Clause: cl.Clause})
				}
				for _, x := range h {
					errs = append(errs, &Problem{Kind: ProblemTaggedProcedural, Document: d.ID, Clause: cl.Clause,
						Tag: x.tag, File: x.sc.File, Line: x.sc.Line, Scenario: x.sc.Name})
				}
			case len(h) > 0:
				e.Status = StatusTested
			default:
				e.Status = StatusUntested
				errs = append(errs, &Problem{Kind: ProblemUntested, Document: d.ID, Clause: cl.Clause})
			}
			rep.Entries = append(rep.Entries, e)
		}
	}
	return rep, errs
}
