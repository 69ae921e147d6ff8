package pack

import (
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"strings"

	messages "github.com/cucumber/messages/go/v21"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/steps"
)

// ruleNumber is the clause number a Rule's name starts with.
var ruleNumber = regexp.MustCompile(`^(\d+(?:\.\d+)+)(?:\s|$)`)

// quoteShown bounds a quote shown in a finding: enough to see where it
// leaves the text.
const quoteShown = 240

// checkFeatures checks the feature files: each parses; each tag is one
// tag, and a clause tag names a clause of this pack's catalog; every
// clause is quoted by exactly one Rule whose description is its words in
// the rules text, and the scenarios under a Rule are tagged with its
// clause; then the coverage. While a file does not parse, the checks of
// what every file together must hold (each clause quoted, each tested or
// procedural) wait: the clauses of that file would all be reported
// missing, for one fault.
func (l *linter) checkFeatures(fsys fs.FS) {
	files, err := features.Parse(fsys)
	l.parseFindings(err)
	quoted := map[string]string{} // clause -> file:line of its Rule
	for _, f := range files {
		if f.Doc.Feature == nil {
			continue
		}
		file := l.featurePath(f.Path)
		feat := f.Doc.Feature
		l.checkTags(file, "", feat.Tags)
		for _, ch := range feat.Children {
			if ch.Scenario != nil {
				l.checkScenarioTags(file, "", ch.Scenario, feat.Tags)
			}
			if ch.Rule != nil {
				l.checkRule(file, ch.Rule, feat.Tags, quoted)
			}
		}
	}
	if err != nil {
		return
	}
	for _, c := range l.catalog.Clauses {
		if _, ok := quoted[c.Clause]; !ok && l.inCat[c.Clause] {
			if _, printed := l.words[c.Clause]; printed {
				l.add(l.m.Catalog, l.catalogLine(c.Clause, 0), "clause %s is quoted by no Rule: want \"Rule: %s\" in a feature file with its words", c.Clause, c.Clause)
			}
		}
	}
	scenarios, _ := clauses.ScanFeatures(fsys)
	l.checkCoverage(scenarios)
}

// parseFindings turns the parse errors of the feature files into
// findings, one per file.
func (l *linter) parseFindings(err error) {
	if err == nil {
		return
	}
	errs := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	}
	for _, e := range errs {
		file, msg, _ := strings.Cut(e.Error(), ": ")
		n := len(l.found)
		for _, m := range parseError.FindAllStringSubmatch(msg, -1) {
			line, _ := strconv.Atoi(m[1])
			l.add(l.featurePath(file), line, "does not parse as Gherkin: %s", m[2])
		}
		if len(l.found) == n {
			l.add(l.featurePath(file), 0, "does not parse as Gherkin: %s", msg)
		}
	}
}

// parseError is one error of the Gherkin parser's message, at its line
// and column: "(35:7): expected: #EOF, ...".
var parseError = regexp.MustCompile(`(?m)^\((\d+):\d+\): (.*)$`)

// checkRule checks one Rule: a clause of the catalog, quoted once, with
// its words; its tags; the scenarios under it tagged with its clause.
func (l *linter) checkRule(file string, r *messages.Rule, featTags []*messages.Tag, quoted map[string]string) {
	line := int(r.Location.Line)
	m := ruleNumber.FindStringSubmatch(r.Name)
	if m == nil {
		l.add(file, line, "Rule %q: want the name to start with the number of the clause it quotes", r.Name)
		return
	}
	num := m[1]
	l.checkTags(file, num, r.Tags)
	for _, ch := range r.Children {
		if ch.Scenario != nil {
			l.checkScenarioTags(file, num, ch.Scenario, featTags, r.Tags)
		}
	}
	tc, printed := l.words[num]
	if !l.inCat[num] || !printed {
		l.add(file, line, "Rule %s: %s has no clause %s: want a clause of the catalog", num, l.m.Catalog, num)
		return
	}
	if at, dup := quoted[num]; dup {
		l.add(file, line, "Rule %s quotes the clause again (first at %s): want each clause quoted once", num, at)
		return
	}
	quoted[num] = fmt.Sprintf("%s:%d", file, line)
	got, want := clauses.NormalizeWords(r.Description), clauses.NormalizeWords(tc.Words)
	if got != want {
		l.add(file, line, "Rule %s: the description is not the clause's words at %s:%d: got %q, want %q",
			num, l.m.Rules, tc.Line, display.Clip(got, quoteShown), display.Clip(want, quoteShown))
	}
}

// checkScenarioTags checks a scenario's own tags and its Examples' and,
// under the Rule of clause num, that one of them or of what it inherits
// is that clause's tag.
func (l *linter) checkScenarioTags(file, num string, s *messages.Scenario, inherited ...[]*messages.Tag) {
	line := int(s.Location.Line)
	all := append([][]*messages.Tag{s.Tags}, inherited...)
	l.checkTags(file, "", s.Tags)
	for _, ex := range s.Examples {
		l.checkTags(file, "", ex.Tags)
		all = append(all, ex.Tags)
	}
	if num == "" {
		return
	}
	want := clauses.Tag(l.m.ID, num)
	for _, ts := range all {
		for _, t := range ts {
			if t.Name == want {
				return
			}
		}
	}
	l.add(file, line, "scenario %q stands under Rule %s but is not tagged %s: want it tagged with the clause it tests", s.Name, num, want)
}

// checkTags checks tags: each one tag as --tags reads tags; a clause tag
// well formed, of this pack's document and a clause of its catalog; on a
// Rule (ruleClause not ""), the Rule's own clause.
func (l *linter) checkTags(file, ruleClause string, tags []*messages.Tag) {
	for _, t := range tags {
		line := int(t.Location.Line)
		if err := oneTag(t.Name); err != nil {
			l.add(file, line, "tag %q: %v", t.Name, err)
			continue
		}
		doc, num, isClause := clauses.ParseClauseTag(t.Name)
		if !isClause {
			continue
		}
		switch {
		case doc == "" || num == "" || strings.Contains(num, ":"):
			l.add(file, line, "tag %q: want %s%s:<clause>", t.Name, clauses.TagPrefix, l.m.ID)
		case doc != l.m.ID:
			l.add(file, line, "tag %q names document %q: want this pack's, %s%s:<clause>", t.Name, doc, clauses.TagPrefix, l.m.ID)
		case !l.inCat[num]:
			l.add(file, line, "tag %q names clause %s, which %s does not have", t.Name, num, l.m.Catalog)
		case ruleClause != "" && num != ruleClause:
			l.add(file, line, "tag %q on Rule %s: want the Rule's own clause, %s", t.Name, ruleClause, clauses.Tag(l.m.ID, ruleClause))
		}
	}
}

// oneTag says why a tag is not one tag as --tags reads tags (a "," or an
// "&&" would split it there), or nil.
func oneTag(tag string) error {
	if err := steps.ValidateTags(tag); err != nil {
		return err
	}
	if strings.Contains(tag, ",") || strings.Contains(tag, "&&") || strings.HasPrefix(tag, "@~") {
		return errors.New("not one tag as --tags reads tags: want no \",\", \"&&\" or leading \"~\" in a tag")
	}
	return nil
}
