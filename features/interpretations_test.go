package features_test

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/clauses"
)

// interpretationDeps says which scenario rows (a plain scenario, or one
// Examples row of an outline: what a reading sets aside) depend on an
// interpretation of docs/interpretations.md: every row tagged with one of
// clauses ("document:clause"), every row tagged with one of the
// interpretations implied by it, and every row rows holds for, must carry
// @interpretation:N; where rows is given, no other row may. An
// interpretation that no scenario can show says so in noCheck, with the
// reason. Interpretations 1 to 17 are tagged by hand on the rows whose
// expected values they decide; the list makes the later ones complete.
var interpretationDeps = map[int]struct {
	clauses []string
	implied []int
	rows    func(r row) bool
	noCheck string
}{
	// Reading 12=one-more-round changes only where a shoe run ends: the
	// rows that play a shoe through its cutting card. How a round meets
	// the cutting card is the documents' own words (Tiger 3.22, Tiger NCB
	// 3.17, Electronic 3.10), read alike under both.
	12: {rows: func(r row) bool { return r.playsShoe() && r.holds("CUT") }},
	// Reading 18=foreign-only changes only what an extra card does on No
	// Commission v6 and 6 Star; their cutting-card rows carry 12.
	18: {rows: func(r row) bool {
		return (r.document() == "mbs-ncb-v6" || r.document() == "mbs-6star-ncb-2017") && r.dealsExtraCard()
	}},
	19: {clauses: both("5.14", "5.16")},
	20: {clauses: both("5.9")},
	// Reading 21=discretionary changes only whether the Dealer may decline
	// the HLGA cutting card's option before any player answers: the rows
	// that send that decline. The option is offered under both readings.
	21: {rows: func(r row) bool { return r.declinesCutOption() }},
	22: {clauses: append(both("5.8.1", "5.8.2.2", "5.9", "5.17.1"), "mbs-tiger-v2:3.22.1", "mbs-tiger-ncb-v5:3.17.1")},
	23: {clauses: []string{"mbs-ncb-v6:5.3", "mbs-6star-ncb-2017:5.3"}},
	24: {noCheck: "no scenario sets a table setting its document has no clause for (the features use each document's own settings); reference/table_test.go checks the no-rule refusal of such settings"},
	25: {clauses: []string{"mbs-etg-v4:2.2"}},
	26: {clauses: append(both("5.18", "5.18.1", "5.18.2"), "mbs-tiger-v2:1.1.10", "mbs-tiger-ncb-v5:1.1.9")},
	27: {clauses: append(both("5.17", "5.17.1", "5.17.2"), "mbs-etg-v4:5.9", "mbs-etg-v4:5.9.1", "mbs-etg-v4:5.9.2")},
	28: {clauses: []string{"mbs-etg-v4:5.10", "mbs-etg-v4:5.10.1", "mbs-etg-v4:5.10.2"}},
	29: {implied: []int{11}},
	30: {clauses: append(both("5.2", "5.6", "5.7", "5.7.1"), "mbs-etg-v4:5.2", "mbs-etg-v4:5.6", "mbs-etg-v4:5.7",
		"mbs-ncb-v6:5.2", "mbs-ncb-v6:5.4", "mbs-6star-ncb-2017:5.2", "mbs-6star-ncb-2017:5.4")},
	31: {clauses: []string{"mbs-tiger-v2:3.10.5", "mbs-tiger-ncb-v5:3.9.5"}},
	32: {clauses: []string{"mbs-tiger-v2:3.12.8.2", "mbs-tiger-ncb-v5:3.11.8.2"}},
	33: {clauses: []string{"mbs-tiger-v2:3.10.2", "mbs-tiger-ncb-v5:3.9.2"}},
}

// both names clauses of the two Tiger documents, which number these alike.
func both(nums ...string) []string {
	var out []string
	for _, n := range nums {
		out = append(out, "mbs-tiger-v2:"+n, "mbs-tiger-ncb-v5:"+n)
	}
	return out
}

// registerRow matches a row of the register's table: "| 12 | ...".
var registerRow = regexp.MustCompile(`(?m)^\| (\d+) \|`)

// TestEveryInterpretationIsTagged: every interpretation of
// docs/interpretations.md is tagged @interpretation:N on at least one
// scenario, or says in interpretationDeps why no scenario can show it; every
// row that interpretationDeps says depends on one carries its tag, row by
// row (an Examples block's tags are its rows' alone); and no tag names an
// interpretation the register does not have.
func TestEveryInterpretationIsTagged(t *testing.T) {
	reg, err := os.ReadFile("../docs/interpretations.md")
	if err != nil {
		t.Fatal(err)
	}
	registered := 0
	for _, m := range registerRow.FindAllStringSubmatch(string(reg), -1) {
		var n int
		fmt.Sscan(m[1], &n)
		if n != registered+1 {
			t.Fatalf("docs/interpretations.md: row %d follows row %d", n, registered)
		}
		registered = n
	}
	if registered < 30 {
		t.Fatalf("docs/interpretations.md has %d rows, want at least 30", registered)
	}
	seen := map[int]int{}
	for _, s := range scanRows(t) {
		var has []int
		for _, tag := range s.Tags {
			rest, ok := strings.CutPrefix(tag, clauses.InterpretationTagPrefix)
			if !ok {
				continue
			}
			var n int
			if _, err := fmt.Sscanf(rest, "%d", &n); err != nil || fmt.Sprint(n) != rest || n < 1 || n > registered {
				t.Errorf("%s:%d: %q: %s names no interpretation of docs/interpretations.md", s.File, s.Line, s.Name, tag)
				continue
			}
			seen[n]++
			has = append(has, n)
		}
		for n, dep := range interpretationDeps {
			if dep.rows != nil && slices.Contains(has, n) && !dep.rows(s) {
				t.Errorf("%s:%d: %q is tagged @interpretation:%d, which decides nothing of it: untag it", s.File, s.Line, s.Name, n)
			}
			if slices.Contains(has, n) {
				continue
			}
			if dep.rows != nil && dep.rows(s) {
				t.Errorf("%s:%d: %q depends on interpretation %d: tag its row @interpretation:%d", s.File, s.Line, s.Name, n, n)
			}
			for _, tag := range s.Tags {
				doc, cl, ok := clauses.ParseClauseTag(tag)
				if ok && slices.Contains(dep.clauses, doc+":"+cl) {
					t.Errorf("%s:%d: %q depends on interpretation %d (it tests %s %s): tag it @interpretation:%d", s.File, s.Line, s.Name, n, doc, cl, n)
					break
				}
			}
			for _, m := range dep.implied {
				if slices.Contains(has, m) {
					t.Errorf("%s:%d: %q depends on interpretation %d (through interpretation %d): tag it @interpretation:%d", s.File, s.Line, s.Name, n, m, n)
				}
			}
		}
	}
	for n := 1; n <= registered; n++ {
		reason := interpretationDeps[n].noCheck
		switch {
		case seen[n] == 0 && reason == "":
			t.Errorf("no scenario is tagged @interpretation:%d (tag the scenarios that depend on it, or say in interpretationDeps why none can)", n)
		case seen[n] > 0 && reason != "":
			t.Errorf("interpretation %d is tagged on %d scenarios but marked as affecting no check: drop the noCheck reason", n, seen[n])
		}
	}
}
