package clauses

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bacctk/bacctk/rules"
)

// wantCounts pins the number of clauses per document, and how many of them
// are procedural, as a regression guard. Change it only together with the data.
var wantCounts = map[string]struct{ total, procedural int }{
	"mbs-ncb-v6":         {47, 2},
	"mbs-6star-ncb-2017": {62, 2},
	"mbs-tiger-v2":       {127, 27},
	"mbs-tiger-ncb-v5":   {121, 27},
	"mbs-etg-v4":         {90, 5},
}

func TestDocumentsLoad(t *testing.T) {
	docs := Documents()
	var ids []string
	for _, d := range docs {
		ids = append(ids, d.ID)
		if d.Title == "" || d.Edition == "" || d.Source == "" {
			t.Errorf("%s: title %q, edition %q, source %q: none may be empty", d.ID, d.Title, d.Edition, d.Source)
		}
		if len(d.Clauses) == 0 {
			t.Errorf("%s: no clauses", d.ID)
		}
		for _, c := range d.Clauses {
			if c.Document != d.ID {
				t.Errorf("%s %s: Document = %q", d.ID, c.Clause, c.Document)
			}
		}
	}
	want := []string{"mbs-ncb-v6", "mbs-6star-ncb-2017", "mbs-tiger-v2", "mbs-tiger-ncb-v5", "mbs-etg-v4"}
	if !slices.Equal(ids, want) {
		t.Fatalf("document order %v, want %v", ids, want)
	}
	if !slices.Equal(DocumentIDs(), want) {
		t.Errorf("DocumentIDs() = %v, want %v", DocumentIDs(), want)
	}
	// Documents returns a copy.
	docs[0].Clauses[0].Summary = "changed"
	if Documents()[0].Clauses[0].Summary == "changed" {
		t.Error("Documents() shares its slices with the catalog")
	}
	// The loader refuses what the data files must not contain.
	if _, err := loadDocuments(dataFS, "data"); err != nil {
		t.Fatal(err)
	}
}

func TestClauseNumbersUniqueAndInOrder(t *testing.T) {
	for _, d := range Documents() {
		seen := map[string]bool{}
		for i, c := range d.Clauses {
			if !validNumber(c.Clause) {
				t.Errorf("%s: malformed clause number %q", d.ID, c.Clause)
			}
			if seen[c.Clause] {
				t.Errorf("%s %s: listed twice", d.ID, c.Clause)
			}
			seen[c.Clause] = true
			if i > 0 && Compare(d.Clauses[i-1].Clause, c.Clause) >= 0 {
				t.Errorf("%s: %s comes after %s", d.ID, c.Clause, d.Clauses[i-1].Clause)
			}
		}
		if len(d.Clauses) > 0 && d.Clauses[0].Clause != "1.1" {
			t.Errorf("%s: first clause %s, want 1.1", d.ID, d.Clauses[0].Clause)
		}
	}
}

func TestSections(t *testing.T) {
	valid := map[string]bool{
		SectionDefinitions: true, SectionModeOfPlay: true, SectionHowToPlay: true,
		SectionSettlement: true, SectionIrregularities: true, SectionGeneralProvisions: true,
	}
	for _, c := range All() {
		if !valid[c.Section] {
			t.Errorf("%s %s: invalid section %q", c.Document, c.Clause, c.Section)
		}
		if want := SectionOf(c.Clause); c.Section != want {
			t.Errorf("%s %s: section %q, want %q", c.Document, c.Clause, c.Section, want)
		}
	}
	for in, want := range map[string]string{"1.1": "definitions", "3.10.4.1": "how-to-play", "6.3": "general-provisions", "7.1": "", "": ""} {
		if got := SectionOf(in); got != want {
			t.Errorf("SectionOf(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSummariesAndReasons(t *testing.T) {
	for _, c := range All() {
		id := c.Document + " " + c.Clause
		if strings.TrimSpace(c.Summary) == "" {
			t.Errorf("%s: empty summary", id)
		}
		if c.Summary != strings.TrimSpace(c.Summary) || c.Procedural != strings.TrimSpace(c.Procedural) {
			t.Errorf("%s: summary or reason has surrounding spaces", id)
		}
		if n := len([]rune(c.Summary)); n > 125 {
			t.Errorf("%s: summary is %d characters; keep it short (about 120)", id, n)
		}
		if c.IsProcedural() && strings.TrimSpace(c.Procedural) == "" {
			t.Errorf("%s: procedural without a reason", id)
		}
	}
}

func TestCounts(t *testing.T) {
	total, procedural := 0, 0
	for _, d := range Documents() {
		p := 0
		for _, c := range d.Clauses {
			if c.IsProcedural() {
				p++
			}
		}
		want, ok := wantCounts[d.ID]
		if !ok {
			t.Errorf("%s: no pinned count", d.ID)
			continue
		}
		if len(d.Clauses) != want.total || p != want.procedural {
			t.Errorf("%s: %d clauses, %d procedural; pinned %d and %d", d.ID, len(d.Clauses), p, want.total, want.procedural)
		}
		total += len(d.Clauses)
		procedural += p
	}
	if len(All()) != total {
		t.Errorf("All() has %d clauses, documents have %d", len(All()), total)
	}
	// At least two thirds of all clauses must be checkable by software.
	if checkable := total - procedural; 3*checkable < 2*total {
		t.Errorf("only %d of %d clauses are checkable; want at least two thirds", checkable, total)
	}
}

func TestLookup(t *testing.T) {
	c, ok := Lookup("mbs-tiger-v2", "3.15")
	if !ok || c.Document != "mbs-tiger-v2" || c.Clause != "3.15" || c.Section != SectionHowToPlay || c.IsProcedural() {
		t.Errorf("Lookup(mbs-tiger-v2, 3.15) = %+v, %v", c, ok)
	}
	if c, ok := Lookup("mbs-6star-ncb-2017", "3.10.1.2."); !ok || c.Clause != "3.10.1.2" {
		t.Errorf("Lookup with a trailing dot = %+v, %v", c, ok)
	}
	if c, ok := Lookup("mbs-tiger-v2", "3.21"); !ok || !c.IsProcedural() {
		t.Errorf("3.21 (squeezing discretion) should be procedural: %+v, %v", c, ok)
	}
	for _, q := range [][2]string{{"mbs-ncb-v6", "6.1"}, {"mbs-ncb-v6", "1"}, {"nope", "1.1"}, {"mbs-etg-v4-tiger", "1.1"}} {
		if _, ok := Lookup(q[0], q[1]); ok {
			t.Errorf("Lookup(%q, %q) found a clause", q[0], q[1])
		}
	}
	d, ok := LookupDocument("mbs-etg-v4")
	if !ok || d.Source != "mbs-electronic-baccarat-v4.txt" {
		t.Errorf("LookupDocument(mbs-etg-v4) = %v, %v", d.Source, ok)
	}
	if _, ok := LookupDocument("mbs-etg-v4-tiger"); ok {
		t.Error("LookupDocument found a game id")
	}
}

func TestCompare(t *testing.T) {
	ordered := []string{"1.1", "1.1.1", "1.1.2", "1.1.10", "1.1.14", "1.1.14.1", "1.1.14.3", "1.1.15", "2.1", "3.9", "3.9.4", "3.10", "3.10.1", "3.10.1.1", "3.10.1.2", "3.11", "10.1"}
	for i := range ordered {
		for j := range ordered {
			want := 0
			if i < j {
				want = -1
			} else if i > j {
				want = 1
			}
			if got := Compare(ordered[i], ordered[j]); got != want {
				t.Errorf("Compare(%q, %q) = %d, want %d", ordered[i], ordered[j], got, want)
			}
		}
	}
	if Compare("3.010", "3.10") != 0 {
		t.Error("leading zeros should not matter")
	}
	shuffled := []string{"3.10", "3.9", "3.10.1", "1.1.10", "1.1.9"}
	slices.SortFunc(shuffled, Compare)
	if want := []string{"1.1.9", "1.1.10", "3.9", "3.10", "3.10.1"}; !slices.Equal(shuffled, want) {
		t.Errorf("sorted %v, want %v", shuffled, want)
	}
}

// ---------------------------------------------------------------------------
// Cross-check against the rules texts.

func TestCatalogMatchesRulesTexts(t *testing.T) {
	for _, d := range Documents() {
		t.Run(d.ID, func(t *testing.T) {
			src, err := fs.ReadFile(rules.FS, d.Source)
			if err != nil {
				t.Fatal(err)
			}
			type found struct {
				clause string
				offset int
				line   int
			}
			var atLineStart []found
			sc := bufio.NewScanner(bytes.NewReader(src))
			offset, lineNo := 0, 0
			for sc.Scan() {
				line := sc.Text()
				lineNo++
				if m := lineStartNumber.FindStringSubmatch(strings.TrimRight(line, "\r")); m != nil {
					atLineStart = append(atLineStart, found{m[1], offset, lineNo})
				}
				offset += len(line) + 1
			}
			if err := sc.Err(); err != nil {
				t.Fatal(err)
			}

			exceptions := knownFormattingExceptions[d.ID]
			inCatalog := map[string]bool{}
			for _, c := range d.Clauses {
				inCatalog[c.Clause] = true
			}
			startOf := map[string]int{}
			for _, f := range atLineStart {
				if !inCatalog[f.clause] {
					t.Errorf("%s line %d: clause %s is in the text but not in the catalog", d.Source, f.line, f.clause)
				}
				if _, dup := startOf[f.clause]; dup {
					t.Errorf("%s line %d: clause %s starts two lines", d.Source, f.line, f.clause)
				}
				if _, ok := exceptions[f.clause]; ok {
					t.Errorf("%s line %d: %s is listed as a formatting exception but starts a line", d.Source, f.line, f.clause)
				}
				startOf[f.clause] = f.offset
			}

			// Every catalog clause is in the text, in the same order.
			last, lastClause := -1, ""
			for _, c := range d.Clauses {
				pos, ok := startOf[c.Clause]
				if !ok {
					reason, isException := exceptions[c.Clause]
					if !isException {
						t.Errorf("catalog clause %s does not start any line of %s", c.Clause, d.Source)
						continue
					}
					// Known exception: find it inside a line, after the previous clause.
					re := regexp.MustCompile(`(?:^|[^\d.])` + regexp.QuoteMeta(c.Clause) + `\.?\s`)
					loc := re.FindIndex(src[last+1:])
					if loc == nil {
						t.Errorf("catalog clause %s (%s) not found anywhere after %s in %s", c.Clause, reason, lastClause, d.Source)
						continue
					}
					pos = last + 1 + loc[0]
				}
				if pos <= last {
					t.Errorf("%s: clause %s is printed before %s, but the catalog lists it after", d.Source, c.Clause, lastClause)
				}
				last, lastClause = pos, c.Clause
			}
			for clause := range exceptions {
				if !inCatalog[clause] {
					t.Errorf("formatting exception %s is not in the catalog", clause)
				}
			}
		})
	}
}

// factWords are words that restating a pay table or a list of wagers must
// repeat; runs made only of them are not counted as copied text.
var factWords = map[string]bool{
	"player": true, "banker": true, "tie": true, "pair": true, "pairs": true, "tiger": true, "big": true,
	"small": true, "fortune": true, "six": true, "super": true, "element": true, "bonus": true,
	"dragon": true, "fabulous": true, "precious": true, "and": true, "or": true, "to": true, "pays": true,
}

var wordRE = regexp.MustCompile(`[a-z0-9]+`)

// TestSummariesAreOwnWords guards against pasting the documents' sentences:
// no summary or reason repeats eight consecutive words of its source text,
// apart from runs made only of wager names and odds.
func TestSummariesAreOwnWords(t *testing.T) {
	const n = 8
	for _, d := range Documents() {
		src, err := fs.ReadFile(rules.FS, d.Source)
		if err != nil {
			t.Fatal(err)
		}
		words := wordRE.FindAllString(strings.ToLower(string(src)), -1)
		shingles := map[string]bool{}
		for i := 0; i+n <= len(words); i++ {
			shingles[strings.Join(words[i:i+n], " ")] = true
		}
		for _, c := range d.Clauses {
			for _, text := range []string{c.Summary, c.Procedural} {
				w := wordRE.FindAllString(strings.ToLower(text), -1)
				for i := 0; i+n <= len(w); i++ {
					run := w[i : i+n]
					if !shingles[strings.Join(run, " ")] || onlyFacts(run) {
						continue
					}
					t.Errorf("%s %s: %q repeats the document's words %q; restate it", d.ID, c.Clause, text, strings.Join(run, " "))
					break
				}
			}
		}
	}
}

func onlyFacts(words []string) bool {
	for _, w := range words {
		if !factWords[w] && strings.Trim(w, "0123456789") != "" {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// Tags, scanning and coverage.

func TestParseClauseTag(t *testing.T) {
	tests := []struct {
		tag, doc, clause string
		ok               bool
	}{
		{"@clause:mbs-tiger-v2:3.15", "mbs-tiger-v2", "3.15", true},
		{"clause:mbs-tiger-v2:3.15.", "mbs-tiger-v2", "3.15", true},
		{"@clause:mbs-tiger-v2", "mbs-tiger-v2", "", true},
		{"@interpretation:3", "", "", false},
		{"@wip", "", "", false},
	}
	for _, tt := range tests {
		d, c, ok := ParseClauseTag(tt.tag)
		if d != tt.doc || c != tt.clause || ok != tt.ok {
			t.Errorf("ParseClauseTag(%q) = %q, %q, %v; want %q, %q, %v", tt.tag, d, c, ok, tt.doc, tt.clause, tt.ok)
		}
	}
	if got := Tag("mbs-tiger-v2", "3.15"); got != "@clause:mbs-tiger-v2:3.15" {
		t.Errorf("Tag = %q", got)
	}
}

const featureA = `@clause:doc-a:1.1
Feature: settlement

  Background:
    Given a table

  @clause:doc-a:3.1 @interpretation:4
  Scenario: plain scenario
    Then it works

  Scenario Outline: an outline
    Then <x> works

    @clause:doc-a:3.2
    Examples: first
      | x |
      | 1 |

    @clause:doc-a:3.10
    Examples: second
      | x |
      | 2 |

  @rule-tag @clause:doc-a:3.1
  Rule: a rule
    Scenario: in the rule
      Then it works
`

func TestScanFeatures(t *testing.T) {
	fsys := fstest.MapFS{
		"doc-a/a.feature": {Data: []byte(featureA)},
		"doc-a/notes.txt": {Data: []byte("@clause:doc-a:9.9 not a feature")},
		"empty.feature":   {Data: []byte("# nothing here\n")},
	}
	got, err := ScanFeatures(fsys)
	if err != nil {
		t.Fatal(err)
	}
	want := []Scenario{
		{File: "doc-a/a.feature", Name: "plain scenario", Line: 8, Tags: []string{"@clause:doc-a:1.1", "@clause:doc-a:3.1", "@interpretation:4"}},
		{File: "doc-a/a.feature", Name: "an outline", Line: 11, Tags: []string{"@clause:doc-a:1.1", "@clause:doc-a:3.2", "@clause:doc-a:3.10"}},
		{File: "doc-a/a.feature", Name: "in the rule", Line: 26, Tags: []string{"@clause:doc-a:1.1", "@rule-tag", "@clause:doc-a:3.1"}},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d scenarios %+v, want %d", len(got), got, len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.File != w.File || g.Name != w.Name || g.Line != w.Line || !slices.Equal(g.Tags, w.Tags) {
			t.Errorf("scenario %d = %+v, want %+v", i, g, w)
		}
	}
}

func TestScanFeaturesParseError(t *testing.T) {
	fsys := fstest.MapFS{
		"good.feature": {Data: []byte("Feature: f\n  Scenario: s\n    Given x\n")},
		"bad.feature":  {Data: []byte("Feature: f\n  Scenario: s\n    Given x\n  Examples:\n    | a |\n  Feature: again\n")},
	}
	got, err := ScanFeatures(fsys)
	if err == nil || !strings.Contains(err.Error(), "bad.feature") {
		t.Fatalf("want an error naming bad.feature, got %v", err)
	}
	if len(got) != 1 || got[0].File != "good.feature" {
		t.Errorf("scenarios of the good file should still be returned: %+v", got)
	}
}

// testCatalog is a small catalog for Build's cases.
func testCatalog() *catalog {
	mk := func(doc, num, reason string) Clause {
		return Clause{Document: doc, Clause: num, Section: SectionOf(num), Summary: "s " + num, Procedural: reason}
	}
	return newCatalog([]Document{
		{ID: "doc-a", Clauses: []Clause{
			mk("doc-a", "1.1", ""),
			mk("doc-a", "3.1", ""),
			mk("doc-a", "3.2", ""),
			mk("doc-a", "3.10", ""),
			mk("doc-a", "3.21", "who may squeeze is a floor procedure"),
		}},
		{ID: "doc-b", Clauses: []Clause{
			mk("doc-b", "1.1", ""),
		}},
	})
}

func scan(t *testing.T, files map[string]string) []Scenario {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, src := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(src)}
	}
	sc, err := ScanFeatures(fsys)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func problems(errs []error) []*Problem {
	var out []*Problem
	for _, err := range errs {
		var p *Problem
		if errors.As(err, &p) {
			out = append(out, p)
		}
	}
	return out
}

func TestBuildComplete(t *testing.T) {
	sc := scan(t, map[string]string{
		"doc-a/a.feature": featureA,
		"doc-b/b.feature": "@clause:doc-b:1.1\nFeature: b\n  Scenario: only one\n    Given x\n",
	})
	rep, errs := build(testCatalog(), sc)
	if len(errs) != 0 {
		t.Fatalf("unexpected errors: %v", errs)
	}
	want := map[string]Entry{
		"doc-a 1.1":  {Status: StatusTested, Scenarios: []string{"plain scenario", "an outline", "in the rule"}},
		"doc-a 3.1":  {Status: StatusTested, Scenarios: []string{"plain scenario", "in the rule"}},
		"doc-a 3.2":  {Status: StatusTested, Scenarios: []string{"an outline"}},
		"doc-a 3.10": {Status: StatusTested, Scenarios: []string{"an outline"}},
		"doc-a 3.21": {Status: StatusProcedural, Reason: "who may squeeze is a floor procedure", Scenarios: []string{}},
		"doc-b 1.1":  {Status: StatusTested, Scenarios: []string{"only one"}},
	}
	if len(rep.Entries) != len(want) {
		t.Fatalf("%d entries, want %d", len(rep.Entries), len(want))
	}
	var order []string
	for _, e := range rep.Entries {
		key := e.Document + " " + e.Clause
		order = append(order, key)
		w := want[key]
		if e.Status != w.Status || e.Reason != w.Reason || !slices.Equal(e.Scenarios, w.Scenarios) || e.Summary == "" || e.Section == "" {
			t.Errorf("%s: %+v, want %+v", key, e, w)
		}
	}
	if wantOrder := []string{"doc-a 1.1", "doc-a 3.1", "doc-a 3.2", "doc-a 3.10", "doc-a 3.21", "doc-b 1.1"}; !slices.Equal(order, wantOrder) {
		t.Errorf("entry order %v, want %v", order, wantOrder)
	}
	if c := rep.Count("doc-a"); c != (Counts{Total: 5, Tested: 4, Procedural: 1}) {
		t.Errorf("Count(doc-a) = %+v", c)
	}
	if c := rep.Count(""); c != (Counts{Total: 6, Tested: 5, Procedural: 1}) {
		t.Errorf("Count() = %+v", c)
	}
	// Procedural entries encode an empty scenario list as [], not null.
	b, err := json.Marshal(rep.Entries[4])
	if err != nil || !strings.Contains(string(b), `"scenarios":[]`) || !strings.Contains(string(b), `"status":"procedural"`) {
		t.Errorf("JSON of a procedural entry: %s, %v", b, err)
	}
}

func TestBuildProblems(t *testing.T) {
	full := "@clause:doc-a:1.1 @clause:doc-a:3.1 @clause:doc-a:3.2 @clause:doc-a:3.10 @clause:doc-b:1.1\n"
	tests := []struct {
		name    string
		feature string
		catalog func() *catalog
		want    []ProblemKind
		status  map[string]Status // expected statuses of some entries
		message string            // expected in the first error's text
	}{
		{
			name:    "unknown document",
			feature: full + "Feature: f\n  @clause:doc-z:1.1\n  Scenario: s\n    Given x\n",
			want:    []ProblemKind{ProblemUnknownDocument},
			message: `a.feature:4: scenario "s": tag "@clause:doc-z:1.1" names unknown rules document "doc-z"`,
		},
		{
			name:    "unknown clause",
			feature: full + "Feature: f\n  @clause:doc-a:3.3\n  Scenario: s\n    Given x\n",
			want:    []ProblemKind{ProblemUnknownClause},
			message: `names clause 3.3, which doc-a does not have`,
		},
		{
			name:    "malformed tag",
			feature: full + "Feature: f\n  @clause:doc-a\n  Scenario: s\n    Given x\n",
			want:    []ProblemKind{ProblemMalformedTag},
		},
		{
			name:    "untested clause",
			feature: "@clause:doc-a:1.1 @clause:doc-a:3.1 @clause:doc-a:3.10 @clause:doc-b:1.1\nFeature: f\n  Scenario: s\n    Given x\n",
			want:    []ProblemKind{ProblemUntested},
			status:  map[string]Status{"doc-a 3.2": StatusUntested},
			message: `doc-a 3.2: no scenario covers this clause`,
		},
		{
			name:    "procedural clause tagged",
			feature: full + "Feature: f\n  @clause:doc-a:3.21\n  Scenario: squeeze\n    Given x\n  @clause:doc-a:3.21\n  Scenario: squeeze again\n    Given x\n",
			want:    []ProblemKind{ProblemTaggedProcedural, ProblemTaggedProcedural},
			status:  map[string]Status{"doc-a 3.21": StatusProcedural},
			message: `a.feature:4: scenario "squeeze": tag "@clause:doc-a:3.21" names doc-a 3.21, which is marked procedural`,
		},
		{
			name:    "procedural without a reason",
			feature: full + "Feature: f\n  Scenario: s\n    Given x\n",
			catalog: func() *catalog {
				c := testCatalog()
				c.docs[0].Clauses[4].Procedural = "   "
				return c
			},
			want:    []ProblemKind{ProblemNoReason},
			status:  map[string]Status{"doc-a 3.21": StatusProcedural},
			message: `doc-a 3.21: marked procedural without a reason`,
		},
		{
			name:    "interpretation tags are ignored",
			feature: full + "Feature: f\n  @interpretation:11 @interpretation:x\n  Scenario: s\n    Given x\n",
			want:    nil,
		},
		{
			name:    "nothing at all",
			feature: "Feature: f\n",
			want:    []ProblemKind{ProblemUntested, ProblemUntested, ProblemUntested, ProblemUntested, ProblemUntested},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cat := testCatalog()
			if tt.catalog != nil {
				cat = tt.catalog()
			}
			rep, errs := build(cat, scan(t, map[string]string{"a.feature": tt.feature}))
			ps := problems(errs)
			if len(ps) != len(errs) {
				t.Errorf("some errors are not *Problem: %v", errs)
			}
			var kinds []ProblemKind
			for _, p := range ps {
				kinds = append(kinds, p.Kind)
			}
			if !slices.Equal(kinds, tt.want) {
				t.Fatalf("problems %v (%v), want %v", kinds, errs, tt.want)
			}
			if tt.message != "" && !strings.Contains(errs[0].Error(), tt.message) {
				t.Errorf("error %q does not contain %q", errs[0], tt.message)
			}
			for _, e := range rep.Entries {
				if want, ok := tt.status[e.Document+" "+e.Clause]; ok && e.Status != want {
					t.Errorf("%s %s: status %s, want %s", e.Document, e.Clause, e.Status, want)
				}
			}
			if len(rep.Entries) != 6 {
				t.Errorf("report has %d entries, want all 6 even with problems", len(rep.Entries))
			}
		})
	}
}

func TestUnknownDocumentHint(t *testing.T) {
	p := &Problem{Kind: ProblemUnknownDocument, Document: "mbs-etg-v4-tiger", Clause: "4.7", Tag: "@clause:mbs-etg-v4-tiger:4.7", File: "f.feature", Line: 3, Scenario: "s"}
	if !strings.Contains(p.Error(), "not a game") || !strings.Contains(p.Error(), "mbs-etg-v4,") {
		t.Errorf("no hint in %q", p.Error())
	}
}

func TestBuildRealCatalog(t *testing.T) {
	rep, errs := Build([]Scenario{{File: "x.feature", Name: "tiger pays", Line: 1, Tags: []string{"@clause:mbs-tiger-v2:4.3"}}})
	all := All()
	if len(rep.Entries) != len(all) {
		t.Fatalf("%d entries for %d clauses", len(rep.Entries), len(all))
	}
	procedural := 0
	for i, c := range all {
		e := rep.Entries[i]
		if e.Document != c.Document || e.Clause != c.Clause {
			t.Fatalf("entry %d is %s %s, want %s %s", i, e.Document, e.Clause, c.Document, c.Clause)
		}
		if c.IsProcedural() {
			procedural++
			if e.Status != StatusProcedural || e.Reason == "" {
				t.Errorf("%s %s: %+v", c.Document, c.Clause, e)
			}
		}
	}
	if e, _ := Lookup("mbs-tiger-v2", "4.3"); e.IsProcedural() {
		t.Fatal("4.3 should be checkable")
	}
	if got, want := len(errs), len(all)-procedural-1; got != want {
		t.Errorf("%d errors, want %d (every checkable clause but 4.3 untested)", got, want)
	}
	if c := rep.Count("mbs-tiger-v2"); c.Tested != 1 || c.Total != wantCounts["mbs-tiger-v2"].total {
		t.Errorf("Count(mbs-tiger-v2) = %+v", c)
	}
}

// TestAvailabilityInCatalog: every clause of the availability blame data
// is a clause of its document's catalog.
func TestAvailabilityInCatalog(t *testing.T) {
	for doc, wagers := range Availability {
		for w, cls := range wagers {
			for _, c := range cls {
				if _, ok := Lookup(doc, c); !ok {
					t.Errorf("Availability[%s][%s]: clause %s is not in the catalog", doc, w, c)
				}
			}
		}
	}
}
