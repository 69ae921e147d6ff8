package certify

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/report"
)

// causesRun certifies the in-process independent engine with the defect
// on the games.
func causesRun(t *testing.T, defect string, games ...string) *report.Report {
	t.Helper()
	eng := newIndependent(t, defect)
	rep, err := Run(context.Background(), eng, Options{Games: games, Seed: 7, Shoes: 5})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// causeDocuments is the rules documents of a cause's clauses.
func causeDocuments(c report.Cause) []string {
	var docs []string
	for _, ref := range c.Clauses {
		if doc, _, _ := strings.Cut(ref, ":"); doc != report.DocContract && doc != report.DocInterpretation && !slices.Contains(docs, doc) {
			docs = append(docs, doc)
		}
	}
	return docs
}

// TestPairDefectOneCausePerDocument: an engine that pairs by point value,
// on two games of mbs-etg-v4 and one of mbs-ncb-v6, has one settlement
// cause per document for the pair clauses, listing both pair wagers, its
// games and its patterns, and the instance its example comes from.
func TestPairDefectOneCausePerDocument(t *testing.T) {
	t.Parallel()
	rep := causesRun(t, "pair-by-point-value", "mbs-etg-v4-ncb", "mbs-etg-v4-tiger", "mbs-ncb-v6")
	reportJSON(t, rep)
	pairClause := map[string]string{"mbs-etg-v4": "mbs-etg-v4:1.1.13", "mbs-ncb-v6": "mbs-ncb-v6:1.1.4"}
	wantGames := map[string][]string{"mbs-etg-v4": {"mbs-etg-v4-ncb", "mbs-etg-v4-tiger"}, "mbs-ncb-v6": {"mbs-ncb-v6"}}
	failures := map[string]*report.Failure{}
	for i := range rep.Failures {
		failures[rep.Failures[i].ID] = &rep.Failures[i]
	}
	for doc, clause := range pairClause {
		var found []report.Cause
		for _, c := range rep.Causes {
			if c.Kind == report.CauseSettlement && slices.Contains(c.Clauses, clause) {
				found = append(found, c)
			}
		}
		if len(found) != 1 {
			t.Errorf("%s: %d settlement causes blame the pair clause %s, want 1: %+v", doc, len(found), clause, found)
			continue
		}
		c := found[0]
		if docs := causeDocuments(c); len(docs) != 1 || docs[0] != doc {
			t.Errorf("%s: the cause %s blames clauses of %v", doc, c.ID, docs)
		}
		for _, w := range []string{"player-pair", "banker-pair"} {
			if !slices.Contains(c.Wagers, w) {
				t.Errorf("%s: cause %s lists wagers %v, without %s", doc, c.ID, c.Wagers, w)
			}
		}
		if !slices.Equal(c.Games, wantGames[doc]) {
			t.Errorf("%s: cause %s lists games %v, want %v", doc, c.ID, c.Games, wantGames[doc])
		}
		if len(c.Patterns) < 2 {
			t.Errorf("%s: cause %s has %d patterns, want one per pair wager at least", doc, c.ID, len(c.Patterns))
		}
		// The patterns share out the cause's count and failures; the
		// cause's first instance is its example's.
		n, kept := 0, 0
		for _, p := range c.Patterns {
			n += p.Count
			kept += len(p.Failures)
			if p.Example != "" && !slices.Contains(p.Failures, p.Example) {
				t.Errorf("%s: pattern %q's example %s is not one of its failures", doc, p.Summary, p.Example)
			}
		}
		if n != c.Count || kept != len(c.Failures) {
			t.Errorf("%s: cause %s counts %d (%d kept), its patterns %d (%d kept)", doc, c.ID, c.Count, len(c.Failures), n, kept)
		}
		ex := failures[c.Example]
		if ex == nil {
			t.Fatalf("%s: cause %s's example %q is not a failure", doc, c.ID, c.Example)
		}
		if ex.Game != c.Game || ex.Cause != c.ID {
			t.Errorf("%s: cause %s (game %s) has the example %s of game %s, cause %s", doc, c.ID, c.Game, ex.ID, ex.Game, ex.Cause)
		}
		var exPattern *report.CausePattern
		for i := range c.Patterns {
			if slices.Contains(c.Patterns[i].Failures, ex.ID) {
				exPattern = &c.Patterns[i]
			}
		}
		if exPattern == nil || exPattern.Summary != c.Summary || exPattern.Wager != c.Wager || exPattern.Field != c.Field {
			t.Errorf("%s: cause %s says %q (%s, %s), its example's pattern is %+v", doc, c.ID, c.Summary, c.Wager, c.Field, exPattern)
		}
	}
}

// TestDefectOnEveryGameOneCausePerDocument: a defect active on all 11
// games (five documents) gives at most one cause per document, each
// listing its games; and the text report lists the games and prints
// every cause's example in full.
func TestDefectOnEveryGameOneCausePerDocument(t *testing.T) {
	t.Parallel()
	rep := causesRun(t, "tie-loses-player-banker")
	if len(rep.Games) != 11 {
		t.Fatalf("%d games certified, want 11", len(rep.Games))
	}
	gameDoc := map[string]string{}
	for _, g := range rep.Games {
		gameDoc[g.Game] = g.Document
	}
	perDoc := map[string]int{}
	gamesSeen := map[string]bool{}
	named := true
	for _, c := range rep.Causes {
		if len(c.Clauses) == 0 {
			// answers that do not tell which rule they broke (the
			// engine's Tie that loses the Banker wager decides it early
			// at a power failure: that wager's rule, or what establishes
			// an outcome), listed after every cause that names one
			named = false
			continue
		}
		if !named {
			t.Errorf("cause %s names %v after a cause that names no rule", c.ID, c.Clauses)
		}
		docs := causeDocuments(c)
		if len(docs) != 1 {
			t.Errorf("cause %s blames clauses of %v, want one document", c.ID, docs)
			continue
		}
		perDoc[docs[0]]++
		for _, g := range c.Games {
			gamesSeen[g] = true
			if gameDoc[g] != docs[0] {
				t.Errorf("cause %s of %s lists game %s of %s", c.ID, docs[0], g, gameDoc[g])
			}
		}
		if !slices.Contains(c.Games, c.Game) {
			t.Errorf("cause %s's game %s is not among its games %v", c.ID, c.Game, c.Games)
		}
	}
	for doc, n := range perDoc {
		if n > 1 {
			t.Errorf("%d causes for %s, want at most 1", n, doc)
		}
	}
	if len(perDoc) != 5 || len(gamesSeen) != 11 {
		t.Errorf("causes on %d documents and %d games, want 5 and 11: %v", len(perDoc), len(gamesSeen), perDoc)
	}

	var b bytes.Buffer
	rep.WriteText(&b, false)
	text := b.String()
	for _, c := range rep.Causes {
		if c.Example == "" {
			t.Errorf("cause %s has no example", c.ID)
			continue
		}
		if !strings.Contains(text, "\n"+c.Example+" FAIL") {
			t.Errorf("the text report does not print cause %s's example %s", c.ID, c.Example)
		}
		if len(c.Games) > 1 && !strings.Contains(text, strings.Join(c.Games, ", ")) {
			t.Errorf("the text report does not list cause %s's games %v", c.ID, c.Games)
		}
	}
	// The examples past the failures shown are what the test is about:
	// with every example among the first report.TextFailures it checks nothing.
	shown := map[string]bool{}
	for _, f := range rep.Failures[:min(report.TextFailures, len(rep.Failures))] {
		shown[f.ID] = true
	}
	past := 0
	for _, c := range rep.Causes {
		if !shown[c.Example] {
			past++
		}
	}
	if past == 0 {
		t.Errorf("every cause's example is among the first %d failures: the examples past them go untested", report.TextFailures)
	}
}
