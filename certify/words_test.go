package certify

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"html"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/report"
)

// TestRuleBesideTheFailure: an engine that pairs by point value fails the
// pair clauses; every failure and cause carries the words of the rules it
// is blamed on (a clause's verbatim words from the catalog, an
// interpretation's reading), in the JSON, the text report (each rule's
// words printed once), the HTML page (each failure card headed by the rules
// it breaks, each rule's words once) and JUnit (a failing testcase's
// message is its first cause's summary with its clause).
func TestRuleBesideTheFailure(t *testing.T) {
	rep := causesRun(t, "pair-by-point-value", "mbs-ncb-v6")
	if len(rep.Failures) == 0 || len(rep.Causes) == 0 {
		t.Fatalf("the defect made %d failures, %d causes", len(rep.Failures), len(rep.Causes))
	}
	interp := map[string]string{}
	for _, in := range rep.Interpretations {
		interp[report.DocInterpretation+":"+strconv.Itoa(in.ID)] = in.Reading
	}
	want := func(ref string) string {
		doc, num, _ := strings.Cut(ref, ":")
		switch doc {
		case report.DocInterpretation:
			return interp[ref]
		case report.DocContract:
			return decide.ContractPoints[num]
		}
		cl, ok := clauses.Lookup(doc, num)
		if !ok {
			t.Fatalf("%s is not in the catalog", ref)
		}
		return cl.Words
	}
	check := func(what string, refs []string, got []report.RuleWords) {
		t.Helper()
		if len(got) != len(refs) {
			t.Errorf("%s: %d words for the rules %v", what, len(got), refs)
			return
		}
		for i, rw := range got {
			if rw.Ref != refs[i] || rw.Words == "" || rw.Words != want(refs[i]) {
				t.Errorf("%s: words %d are %+v, want those of %s: %q", what, i, rw, refs[i], want(refs[i]))
			}
		}
	}
	said := map[string]string{}
	for _, f := range rep.Failures {
		check(f.ID, f.Blamed, f.Words)
		for _, rw := range f.Words {
			said[rw.Ref] = rw.Words
		}
	}
	kinds := map[bool]bool{}
	for _, c := range rep.Causes {
		check(c.ID, c.Clauses, c.Words)
		for _, rw := range c.Words {
			said[rw.Ref] = rw.Words
			doc, _, _ := strings.Cut(rw.Ref, ":")
			kinds[doc == report.DocInterpretation] = true
		}
	}
	if !kinds[false] {
		t.Errorf("no cause carries a clause's words: %+v", rep.Causes)
	}

	// JSON: the words, valid against the schema.
	var doc struct {
		Failures []struct {
			Words []report.RuleWords `json:"words"`
		} `json:"failures"`
	}
	if err := json.Unmarshal(reportJSON(t, rep), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Failures[0].Words) == 0 {
		t.Errorf("the JSON's first failure has no words")
	}

	// Text and HTML: each rule's words, once.
	var text, page bytes.Buffer
	rep.WriteText(&text, true)
	if err := rep.WriteHTML(&page); err != nil {
		t.Fatal(err)
	}
	// The causes and failures of the page; the interpretations' table
	// also states their readings.
	// (and the matrix of the kit's rows their summaries, which are the
	// readings too).
	section := func(id string) string {
		s := page.String()
		s = s[strings.Index(s, `<section id="`+id+`">`):]
		return s[:strings.Index(s, "</section>")]
	}
	cards := section("causes") + section("failures")
	for ref, w := range said {
		if n := strings.Count(text.String(), w); n != 1 {
			t.Errorf("the text report prints the words of %s %d times, want once", ref, n)
		}
		if n := strings.Count(cards, html.EscapeString(w)); n != 1 {
			t.Errorf("the HTML page prints the words of %s %d times, want once", ref, n)
		}
	}
	for _, f := range rep.Failures {
		if len(f.Blamed) == 0 {
			continue
		}
		// A whole card is folded: its heading is the fold's summary. A
		// failure folded away to a line names them after its id and
		// verdict.
		card := regexp.MustCompile(`id="` + f.ID + `">(?:\s*<summary><strong>[^<]*</strong> <span class="blamed">breaks ([^<]*)</span>|<b>[^<]*</b> ([^<·]*) · )`).FindStringSubmatch(page.String())
		if card == nil || card[1]+card[2] != strings.Join(f.Blamed, ", ") {
			t.Errorf("%s's card is not headed by the rules it breaks %v: %q", f.ID, f.Blamed, card)
		}
	}

	// JUnit: a failing testcase's message is a cause with its clause.
	var junit bytes.Buffer
	if err := rep.WriteJUnit(&junit); err != nil {
		t.Fatal(err)
	}
	var suites struct {
		Suites []struct {
			Cases []struct {
				Name    string `xml:"name,attr"`
				Failure *struct {
					Message string `xml:"message,attr"`
					Body    string `xml:",chardata"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(junit.Bytes(), &suites); err != nil {
		t.Fatal(err)
	}
	summaries := map[string]string{}
	for _, c := range rep.Causes {
		summaries[c.ID] = c.Summary
	}
	failing := 0
	message := regexp.MustCompile(`^(\S+): (.*) \(cause (C[0-9]+)[;)]`)
	for _, s := range suites.Suites {
		for _, tc := range s.Cases {
			if tc.Failure == nil {
				continue
			}
			failing++
			m := message.FindStringSubmatch(tc.Failure.Message)
			if m == nil || m[1] != tc.Name || summaries[m[3]] != m[2] {
				t.Errorf("testcase %s: message %q is not its clause and a cause's summary", tc.Name, tc.Failure.Message)
			}
			if w := said[tc.Name]; w != "" && !strings.HasPrefix(tc.Failure.Body, tc.Name+" says:\n"+w) {
				t.Errorf("testcase %s: the body does not open with the clause's words: %q", tc.Name, tc.Failure.Body)
			}
		}
	}
	if failing == 0 {
		t.Errorf("no failing testcase")
	}
}
