package features_test

import (
	"bytes"
	"io/fs"
	"path"
	"regexp"
	"strconv"
	"strings"
	"testing"

	gherkin "github.com/cucumber/gherkin/go/v26"
	messages "github.com/cucumber/messages/go/v21"

	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/steps"
)

// row is one run of a scenario: a plain scenario, or one Examples row of
// an outline, with the tags it runs under (the feature's, the rule's, the
// scenario's and its Examples block's) and its steps with the row's values
// filled in. A reading sets aside rows, not scenarios (certify's
// readingTags), so what a row depends on is judged on the row.
type row struct {
	File, Name string
	Line       int // the Examples row's line, or the scenario's
	Tags       []string
	Steps      []string // each step's text, a doc string after a newline
}

// document is the rules document whose folder holds the row.
func (r row) document() string { return path.Dir(r.File) }

func (r row) has(tag string) bool {
	for _, t := range r.Tags {
		if t == tag {
			return true
		}
	}
	return false
}

// scanRows compiles every feature file into its rows.
func scanRows(t *testing.T) []row {
	t.Helper()
	var out []row
	err := fs.WalkDir(features.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".feature") {
			return err
		}
		b, err := fs.ReadFile(features.FS, p)
		if err != nil {
			return err
		}
		ids := &messages.Incrementing{}
		doc, err := gherkin.ParseGherkinDocument(bytes.NewReader(b), ids.NewId)
		if err != nil {
			return err
		}
		lines := steps.NodeLines(doc)
		for _, pk := range gherkin.Pickles(*doc, p, ids.NewId) {
			r := row{File: p, Name: pk.Name}
			for _, id := range pk.AstNodeIds {
				r.Line = lines[id] // the last is the Examples row, when there is one
			}
			for _, tg := range pk.Tags {
				r.Tags = append(r.Tags, tg.Name)
			}
			for _, st := range pk.Steps {
				text := st.Text
				if st.Argument != nil && st.Argument.DocString != nil {
					text += "\n" + st.Argument.DocString.Content
				}
				r.Steps = append(r.Steps, text)
			}
			out = append(out, r)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

var (
	decksStep = regexp.MustCompile(`^the game "[^"]+" with (\d+) decks$`)
	shoeStep  = regexp.MustCompile(`^the shoe is(?: "([^"]*)"|:\n((?s).*))$`)
	dealStep  = regexp.MustCompile(`^the cards? "([^"]*)" (?:is|are) dealt$`)
)

// cards are the tokens of the row's shoe and of the cards its table
// deals, in order.
func (r row) cards() []string {
	var out []string
	for _, s := range r.Steps {
		if m := shoeStep.FindStringSubmatch(s); m != nil {
			out = append(out, strings.Fields(m[1]+m[2])...)
		} else if m := dealStep.FindStringSubmatch(s); m != nil {
			out = append(out, strings.Fields(m[1])...)
		}
	}
	return out
}

// dealsExtraCard reports whether the row's cards hold some card more often
// than its decks do: an extra card (interpretation 13), which reading
// 18=foreign-only plays on No Commission v6 and 6 Star.
func (r row) dealsExtraCard() bool {
	decks := 0
	for _, s := range r.Steps {
		if m := decksStep.FindStringSubmatch(s); m != nil {
			decks, _ = strconv.Atoi(m[1])
		}
	}
	count := map[string]int{}
	for _, c := range r.cards() {
		if count[c]++; c != "CUT" && decks > 0 && count[c] > decks {
			return true
		}
	}
	return false
}

// playsShoe reports whether the row plays a whole shoe ("When the shoe is
// played"), whose end the rules decide.
func (r row) playsShoe() bool {
	for _, s := range r.Steps {
		if s == "the shoe is played" {
			return true
		}
	}
	return false
}

// holds reports whether the row's shoe, or the cards its table deals,
// hold the token tok.
func (r row) holds(tok string) bool {
	for _, c := range r.cards() {
		if c == tok {
			return true
		}
	}
	return false
}

// declinesCutOption reports whether the row has the Dealer decline the
// option of a cutting card dealt first at an HLGA table before any player
// has answered it: what reading 21=discretionary accepts and the kit's
// reading refuses.
func (r row) declinesCutOption() bool {
	hlga, dealt, pending := false, false, false
	for _, s := range r.Steps {
		m := dealStep.FindStringSubmatch(s)
		switch {
		case s == "the table is in the high limit gaming area":
			hlga = true
		case s == "the dealer closes bets":
			dealt, pending = false, false
		case m != nil:
			cards := strings.Fields(m[1])
			pending = hlga && !dealt && len(cards) == 1 && cards[0] == "CUT"
			dealt = true
		case strings.HasPrefix(s, "player ") && (strings.Contains(s, " chooses to ") || strings.Contains(s, " withdraws ")):
			pending = false
		case s == "the dealer declines to let the players withdraw" && pending:
			return true
		}
	}
	return false
}
