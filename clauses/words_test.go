package clauses

import (
	"strings"
	"testing"
)

// TestWordsFromTheRulesTexts: every clause has its words, read from the
// rules text up to the next clause and no further.
func TestWordsFromTheRulesTexts(t *testing.T) {
	for _, c := range All() {
		if strings.TrimSpace(c.Words) == "" {
			t.Errorf("%s %s: no words", c.Document, c.Clause)
		}
		if strings.Contains(c.Words, "Appendix “") || strings.Contains(c.Words, "This layout is available") {
			t.Errorf("%s %s: the words run into an appendix: %q", c.Document, c.Clause, c.Words)
		}
	}
	for _, tt := range []struct{ doc, clause, want string }{
		{"mbs-tiger-v2", "1.1.14.2", `"Double Tiger Pair" means that both the "Player" hand and the "Banker" hand have "Pair".`},
		{"mbs-tiger-v2", "3.10", "Method A:"},
		{"mbs-ncb-v6", "1.1", "In these rules:"},
		// the diagram captions and the table's title after a clause are
		// the document's layout, not the clause's words
		{"mbs-ncb-v6", "2.2.4", `Betting areas for the placement of "Pair" wagers.`},
		{"mbs-6star-ncb-2017", "2.2.6", `Betting areas for the placement of “Element Bonus” wagers.`},
		{"mbs-ncb-v6", "3.9", "Following the announcement of the point total of each hand after the initial four cards are dealt, a third card shall be dealt if so required pursuant to the Table of Play below:"},
		// printed on the line of 1.1.2 (knownFormattingExceptions)
		{"mbs-6star-ncb-2017", "1.1.3", `"Element Bonus" means an additional wager that may be placed by a Player and wins if all cards in the completed hands for both "Player" and "Banker" (4 cards, 5 cards or 6 cards as the case may be) are of the same "Element" and loses with any other outcome.`},
	} {
		c, _ := Lookup(tt.doc, tt.clause)
		if got := NormalizeWords(c.Words); got != tt.want {
			t.Errorf("%s %s words:\n got %q\nwant %q", tt.doc, tt.clause, got, tt.want)
		}
	}
	c, _ := Lookup("mbs-tiger-v2", "3.15")
	if !strings.Contains(c.Words, "TABLE OF PLAY") || strings.Contains(c.Words, "3.16") {
		t.Errorf("mbs-tiger-v2 3.15 should hold the Table of Play and stop before 3.16: %q", c.Words)
	}
}

func TestNormalizeWords(t *testing.T) {
	if got := NormalizeWords(" **A**\tb\n\n c  "); got != "A b c" {
		t.Errorf("NormalizeWords = %q", got)
	}
}
