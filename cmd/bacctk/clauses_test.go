package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/clauses"
)

var placeholder = regexp.MustCompile(`<[A-Za-z][\w -]*>`)

func TestClausesJSON(t *testing.T) {
	code, out, errs := runCmd("clauses", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got []clauseJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(clauses.All()) {
		t.Fatalf("%d entries, the catalog has %d clauses", len(got), len(clauses.All()))
	}
	for i, e := range got {
		cat := clauses.All()[i]
		if e.Document != cat.Document || e.Clause != cat.Clause {
			t.Fatalf("entry %d is %s %s, catalog order has %s %s", i, e.Document, e.Clause, cat.Document, cat.Clause)
		}
		switch e.Status {
		case "tested":
			if len(e.Scenarios) == 0 || e.Reason != "" {
				t.Errorf("%s %s: tested with scenarios %v and reason %q", e.Document, e.Clause, e.Scenarios, e.Reason)
			}
		case "procedural":
			if e.Reason == "" || len(e.Scenarios) != 0 {
				t.Errorf("%s %s: procedural with reason %q and scenarios %v", e.Document, e.Clause, e.Reason, e.Scenarios)
			}
		case "untested":
			if len(e.Scenarios) != 0 {
				t.Errorf("%s %s: untested with scenarios %v", e.Document, e.Clause, e.Scenarios)
			}
		default:
			t.Errorf("%s %s: status %q", e.Document, e.Clause, e.Status)
		}
		for _, s := range e.Scenarios {
			// An outline is named by its first row, not by <placeholders>.
			if placeholder.MatchString(s) {
				t.Errorf("%s %s: scenario named with a placeholder: %q", e.Document, e.Clause, s)
			}
		}
		if e.Words != cat.Words || e.Words == "" {
			t.Errorf("%s %s: words %q, the catalog has %q", e.Document, e.Clause, e.Words, cat.Words)
		}
		if e.Scenarios == nil {
			t.Errorf("%s %s: scenarios must be a JSON array, not null", e.Document, e.Clause)
		}
	}
}

func TestClausesFilters(t *testing.T) {
	code, out, errs := runCmd("clauses", "--json", "--document", "mbs-ncb-v6", "--status", "tested")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got []clauseJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, e := range got {
		if e.Document != "mbs-ncb-v6" || e.Status != "tested" {
			t.Errorf("filter let through %s %s %s", e.Document, e.Clause, e.Status)
		}
		if e.Clause == "3.9.4" {
			found = true
			for _, s := range e.Scenarios {
				if !strings.HasPrefix(s, "3.9.4 ") {
					t.Errorf("3.9.4 is covered by %q, whose title does not start with the clause", s)
				}
			}
			if len(e.Scenarios) != 8 {
				t.Errorf("3.9.4: %d scenario outlines, want one per Banker total 0 to 7", len(e.Scenarios))
			}
		}
	}
	if !found {
		t.Error("mbs-ncb-v6 3.9.4 (the Table of Play) is not listed as tested")
	}
}

func TestClausesHuman(t *testing.T) {
	code, out, errs := runCmd("clauses", "--document", "mbs-ncb-v6")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	c := func() clauses.Counts {
		sc, _ := clauses.ScanFeatures(featuresFS())
		rep, _ := clauses.Build(sc)
		return rep.Count("mbs-ncb-v6")
	}()
	for _, want := range []string{"% TESTED", "mbs-ncb-v6", percent(c.Tested, c.Total), "3.9.4", "procedural: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestClausesBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"clauses", "--document", "mbs-tiger-ncb-v5-x"},
		{"clauses", "--status", "passed"},
		{"clauses", "extra"},
	} {
		if code, _, errs := runCmd(args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message", args, code, errs)
		}
	}
}
