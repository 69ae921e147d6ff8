package features_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"strings"
	"testing"

	gherkin "github.com/cucumber/gherkin/go/v26"
	messages "github.com/cucumber/messages/go/v21"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/rules"
)

// addedFile matches the files other work adds to a folder
// (features/<document>/9x-<topic>.feature): their scenarios carry clause
// tags but sit under no quoting Rule, since each clause is quoted once.
var addedFile = regexp.MustCompile(`^9\d-`)

// ruleNumber is the clause number a Rule's name starts with.
var ruleNumber = regexp.MustCompile(`^(\d+(?:\.\d+)+) `)

// TestEveryClauseIsQuotedVerbatim checks the quotes of the feature files:
// in each folder every clause of the document's catalog is the name of
// exactly one Gherkin Rule ("Rule: 3.15 <summary>"), whose description is
// the clause's own words, whitespace-normalised, as the rules text prints
// them (rules/); the Rules of a file follow the clause order and belong to
// the file's section; every scenario of a section file stands under a Rule
// and is tagged with that Rule's clause. The quote must also end where the
// second reading of the clause's end, by the text's paragraphs, ends it
// (boundaries_test.go): a caption or separator is quoted by no Rule.
func TestEveryClauseIsQuotedVerbatim(t *testing.T) {
	for _, doc := range featureDirs(t) {
		d, ok := clauses.LookupDocument(doc)
		if !ok {
			continue // TestClauseCoverage reports the folder
		}
		src, err := fs.ReadFile(rules.FS, d.Source)
		if err != nil {
			t.Fatalf("%s: rules text: %v", doc, err)
		}
		text := normalizedRulesText(string(src))
		byParagraphs, err := endsByParagraphs(d, string(src))
		if err != nil {
			t.Fatal(err)
		}
		quoted := map[string]string{} // clause -> file:line of its quote
		entries, err := fs.ReadDir(features.FS, doc)
		if err != nil {
			t.Fatal(err)
		}
		lastFirst := ""
		for _, e := range entries {
			name := path.Join(doc, e.Name())
			b, err := fs.ReadFile(features.FS, name)
			if err != nil {
				t.Fatal(err)
			}
			gd, err := gherkin.ParseGherkinDocument(bytes.NewReader(b), (&messages.Incrementing{}).NewId)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if gd.Feature == nil {
				continue
			}
			added := addedFile.MatchString(e.Name())
			section := strings.TrimLeft(strings.SplitN(e.Name(), "-", 2)[0], "0")
			prev := ""
			for _, ch := range gd.Feature.Children {
				if ch.Scenario != nil && !added {
					t.Errorf("%s:%d: scenario %q stands under no Rule: put it under the Rule of the clause it tests", name, ch.Scenario.Location.Line, ch.Scenario.Name)
				}
				r := ch.Rule
				if r == nil {
					continue
				}
				where := fmt.Sprintf("%s:%d", name, r.Location.Line)
				m := ruleNumber.FindStringSubmatch(r.Name)
				if m == nil {
					t.Errorf("%s: Rule %q: the name must start with a clause number", where, r.Name)
					continue
				}
				cl, ok := clauses.Lookup(doc, m[1])
				if !ok {
					t.Errorf("%s: Rule %s: %s has no clause %s", where, m[1], doc, m[1])
					continue
				}
				quote := clauses.NormalizeWords(r.Description)
				if added {
					if quote == clauses.NormalizeWords(cl.Words) {
						t.Errorf("%s: Rule %s repeats the quote of %s: files 9x-*.feature tag their scenarios and quote nothing", where, cl.Clause, quoted[cl.Clause])
					}
					continue
				}
				if prev != "" && clauses.Compare(prev, cl.Clause) >= 0 {
					t.Errorf("%s: Rule %s follows Rule %s: Rules go in clause order", where, cl.Clause, prev)
				}
				prev = cl.Clause
				if lastFirst == "" || clauses.Compare(lastFirst, cl.Clause) < 0 {
					lastFirst = cl.Clause
				}
				if s := strings.Split(cl.Clause, ".")[0]; s != section {
					t.Errorf("%s: Rule %s is a clause of section %s, in the file of section %s", where, cl.Clause, s, section)
				}
				if at, dup := quoted[cl.Clause]; dup {
					t.Errorf("%s: clause %s is quoted again (first at %s)", where, cl.Clause, at)
				}
				quoted[cl.Clause] = where
				switch {
				case quote != clauses.NormalizeWords(cl.Words):
					t.Errorf("%s: Rule %s: the description is not the clause's words\n got: %s\nwant: %s", where, cl.Clause, quote, clauses.NormalizeWords(cl.Words))
				case quote == "" || !strings.Contains(text, cl.Clause+" "+quote) && !strings.Contains(text, cl.Clause+". "+quote):
					t.Errorf("%s: Rule %s: the quote is not in %s after the clause's number", where, cl.Clause, d.Source)
				case quote != byParagraphs[cl.Clause]:
					t.Errorf("%s: Rule %s: the quote does not end where the paragraphs of %s end the clause (boundaries_test.go)\n got: %s\nwant: %s", where, cl.Clause, d.Source, quote, byParagraphs[cl.Clause])
				}
				tag := clauses.Tag(doc, cl.Clause)
				for _, rc := range r.Children {
					if rc.Scenario == nil {
						continue
					}
					if !hasTag(tag, gd.Feature.Tags, r.Tags, rc.Scenario.Tags, rc.Scenario.Examples) {
						t.Errorf("%s:%d: scenario %q stands under Rule %s but is not tagged %s", name, rc.Scenario.Location.Line, rc.Scenario.Name, cl.Clause, tag)
					}
				}
			}
		}
		for _, c := range d.Clauses {
			if _, ok := quoted[c.Clause]; !ok {
				t.Errorf("%s: clause %s is quoted in no feature file (want a \"Rule: %s ...\" with its words)", doc, c.Clause, c.Clause)
			}
		}
	}
}

// normalizedRulesText is a rules text as NormalizeWords compares it, each
// line's list and heading markers dropped: the text a quote must be found
// in.
func normalizedRulesText(src string) string {
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimLeft(l, " \t#-*")
	}
	return clauses.NormalizeWords(strings.Join(lines, "\n"))
}

// hasTag reports whether tag is among the tags of a scenario, of its
// Examples or of what it inherits from.
func hasTag(tag string, feature, rule, scenario []*messages.Tag, examples []*messages.Examples) bool {
	lists := [][]*messages.Tag{feature, rule, scenario}
	for _, e := range examples {
		lists = append(lists, e.Tags)
	}
	for _, l := range lists {
		for _, t := range l {
			if t.Name == tag {
				return true
			}
		}
	}
	return false
}
