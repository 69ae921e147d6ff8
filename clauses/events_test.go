package clauses

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/bacctk/bacctk/reference"
)

// usedEvents returns, per document, the ids of the events the pay tables
// of its games pay or push on (the losing "lose" excluded: it has no
// definition).
func usedEvents(t *testing.T) map[string]map[string]bool {
	t.Helper()
	used := map[string]map[string]bool{}
	for _, g := range reference.Games() {
		doc := string(g.Document)
		if used[doc] == nil {
			used[doc] = map[string]bool{}
		}
		for _, w := range g.Wagers {
			for _, p := range w.Pays {
				if p.Event != reference.NoEvent {
					used[doc][p.Event.String()] = true
				}
			}
		}
	}
	if len(used) != len(DocumentIDs()) {
		t.Fatalf("the games use %d documents, the catalog has %d", len(used), len(DocumentIDs()))
	}
	return used
}

// TestEventClausesCoverPayTables: every event of every pay-table row of
// every game has a defining clause in the game's document, so that a
// wrongly settled row can always be blamed on a definition.
func TestEventClausesCoverPayTables(t *testing.T) {
	for _, g := range reference.Games() {
		for _, w := range g.Wagers {
			for _, p := range w.Pays {
				if p.Event == reference.NoEvent {
					continue
				}
				if len(EventClauses(string(g.Document), p.Event.String())) == 0 {
					t.Errorf("%s %s: event %s has no defining clause in %s", g.ID, w.ID, p.Event, g.Document)
				}
			}
		}
	}
}

// TestEventClausesOnlyUsedEvents: no entry for a document the catalog
// does not know or for an event no game of the document pays on (a
// misspelt event id, or one copied from another document, would
// otherwise sit unused).
func TestEventClausesOnlyUsedEvents(t *testing.T) {
	used := usedEvents(t)
	for doc, events := range eventClauses {
		if _, ok := LookupDocument(doc); !ok {
			t.Errorf("%s: not a document of the catalog", doc)
			continue
		}
		for ev := range events {
			if !used[doc][ev] {
				t.Errorf("%s: event %q is paid on by no game of the document", doc, ev)
			}
		}
	}
}

// TestEventClausesInCatalog: every defining clause is a clause of its own
// document in the catalog, checkable (blame fails it, so no check may be
// unable to), a definition or a how-to-play clause (never the pay table,
// which the row's own clause already names), listed once and in clause
// order.
func TestEventClausesInCatalog(t *testing.T) {
	for doc, events := range eventClauses {
		for ev := range events {
			got := EventClauses(doc, ev)
			if len(got) == 0 {
				t.Errorf("%s %s: empty entry", doc, ev)
			}
			var prev string
			for _, ref := range got {
				d, num, _ := strings.Cut(ref, ":")
				c, ok := Lookup(d, num)
				switch {
				case d != doc || !ok:
					t.Errorf("%s %s: %q is not a clause of %s in the catalog", doc, ev, ref, doc)
					continue
				case c.IsProcedural():
					t.Errorf("%s %s: %q is procedural (%s)", doc, ev, ref, c.Procedural)
				case c.Section != SectionDefinitions && c.Section != SectionHowToPlay:
					t.Errorf("%s %s: %q is in section %s, not a definition or how-to-play clause", doc, ev, ref, c.Section)
				}
				if prev != "" && Compare(prev, num) >= 0 {
					t.Errorf("%s %s: %s after %s: not in clause order or listed twice", doc, ev, num, prev)
				}
				prev = num
			}
		}
	}
}

// eventKeywords are, per event id, the words one of which every defining
// clause's own words must contain (at the start of a word, any case): an
// independent check that each clause speaks of its event. An event made of
// parts takes the words of each part: Flaming 9's is a Natural of Fire
// cards, a 6 Stars Tie is a Tie.
var eventKeywords = map[string][]string{}

func init() {
	for _, f := range []struct {
		events   []string
		keywords []string
	}{
		{[]string{"player-wins", "banker-wins"}, []string{"highest point total"}},
		{[]string{"player-wins-on-1", "banker-wins-on-1"}, []string{"1", "one"}},
		{[]string{"player-wins-on-4", "banker-wins-on-4"}, []string{"4", "four"}},
		{[]string{"banker-wins-on-6", "banker-wins-on-6-with-two-cards", "banker-wins-on-6-with-three-cards", "tie-on-6"}, []string{"6", "six"}},
		{[]string{"player-wins-with-flaming-9s", "banker-wins-with-flaming-9s"}, []string{"flaming", "fire", "natural"}},
		{[]string{"tie"}, []string{"tie"}},
		{[]string{"tie-with-flaming-9s"}, []string{"flaming", "fire", "natural", "tie"}},
		{[]string{"tie-with-6-stars"}, []string{"star", "tie"}},
		{[]string{
			"player-pair", "banker-pair", "single-tiger-pair", "double-tiger-pair", "twin-tiger-pair",
			"player-pair-of-diamond-4s", "player-other-pair-of-4s", "player-diamond-pair", "player-other-pair",
			"banker-pair-of-diamond-4s", "banker-other-pair-of-4s", "banker-diamond-pair", "banker-other-pair",
		}, []string{"pair"}},
		{[]string{"same-element-4-cards", "same-element-5-cards", "same-element-6-cards"}, []string{"element"}},
		{[]string{"player-wins-with-natural", "banker-wins-with-natural"}, []string{"natural", "dragon"}},
		{[]string{
			"player-wins-by-4", "player-wins-by-5", "player-wins-by-6", "player-wins-by-7", "player-wins-by-8", "player-wins-by-9",
			"banker-wins-by-4", "banker-wins-by-5", "banker-wins-by-6", "banker-wins-by-7", "banker-wins-by-8", "banker-wins-by-9",
		}, []string{"point difference", "natural", "dragon"}},
		{[]string{"natural-tie"}, []string{"natural"}},
	} {
		for _, e := range f.events {
			eventKeywords[e] = f.keywords
		}
	}
}

// keywordExceptions are the defining clauses whose words name none of
// their event's keywords, each with the reason it is still the definition.
// Keyed "document:clause event".
var keywordExceptions = map[string]string{
	"mbs-ncb-v6:3.10 banker-wins-on-6": "No Commission v6 names a Banker win on 6 only in its pay table (4.1); 3.10 defines the Banker win",
	"mbs-etg-v4:3.9 player-wins-on-1":  "Electronic v4 names a win on 1 only in the Fabulous 4's pay table (4.11); 3.9 defines the win",
	"mbs-etg-v4:3.9 banker-wins-on-1":  "Electronic v4 names a win on 1 only in the Fabulous 4's pay table (4.11); 3.9 defines the win",
}

// startsWord reports whether kw occurs in s (both lower case) at the start
// of a word: "pair" in "pairs", but "6" not in "16".
func startsWord(s, kw string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], kw)
		if j < 0 {
			return false
		}
		j += i
		r, _ := utf8.DecodeLastRuneInString(s[:j])
		if j == 0 || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return true
		}
		i = j + 1
	}
}

// TestEventClausesNameTheEvent: every defining clause's own words (the
// rules text, as the catalog reads it) contain a keyword of its event,
// save the listed exceptions, and every exception is still needed.
func TestEventClausesNameTheEvent(t *testing.T) {
	seen := map[string]bool{}
	for doc, events := range eventClauses {
		for ev := range events {
			kws, ok := eventKeywords[ev]
			if !ok {
				t.Errorf("%s %s: no keywords for the event", doc, ev)
				continue
			}
			for _, ref := range EventClauses(doc, ev) {
				d, num, _ := strings.Cut(ref, ":")
				c, ok := Lookup(d, num)
				if !ok {
					continue // TestEventClausesInCatalog reports it
				}
				words := strings.ToLower(c.Words)
				named := slices.ContainsFunc(kws, func(kw string) bool { return startsWord(words, kw) })
				key := ref + " " + ev
				_, excepted := keywordExceptions[key]
				switch {
				case excepted && named:
					t.Errorf("%s: listed as an exception but its words name %q", key, kws)
				case !excepted && !named:
					t.Errorf("%s: its words name none of %q: %q", key, kws, c.Words)
				}
				seen[key] = true
			}
		}
	}
	for key := range keywordExceptions {
		if !seen[key] {
			t.Errorf("exception %q: no such defining clause", key)
		}
	}
}

// TestStartsWord: the keyword match is at the start of a word only.
func TestStartsWord(t *testing.T) {
	for _, c := range []struct {
		s, kw string
		want  bool
	}{
		{"form a “pair”", "pair", true},
		{"two pairs of 9's", "pair", true},
		{"point total of 6 with", "6", true},
		{"rule 1.1.16", "6", false},
		{"impair", "pair", false},
		{"", "tie", false},
	} {
		if got := startsWord(c.s, c.kw); got != c.want {
			t.Errorf("startsWord(%q, %q) = %v, want %v", c.s, c.kw, got, c.want)
		}
	}
}

// TestEventClausesHoldWagerDefinitions: the reference cites, for each
// wager, the clause that defines its win condition (WagerSpec.Clause).
// Where that clause is a definition or how-to-play clause, it defines the
// events the wager wins on, so it must be among each of those events'
// defining clauses: a check of the table against citations made
// independently of it. (Push rows are left out: the Dragon Bonus's
// natural tie is defined by 1.1.9, not by the wager's 1.1.10.)
func TestEventClausesHoldWagerDefinitions(t *testing.T) {
	checked := 0
	for _, g := range reference.Games() {
		for _, w := range g.Wagers {
			doc, num, _ := strings.Cut(w.Clause, ":")
			if s := SectionOf(num); s != SectionDefinitions && s != SectionHowToPlay {
				continue
			}
			for _, p := range w.Pays {
				if p.Push || p.Event == reference.NoEvent {
					continue
				}
				checked++
				if !slices.Contains(EventClauses(doc, p.Event.String()), w.Clause) {
					t.Errorf("%s %s: the wager's definition %s is not among %s's defining clauses %q",
						g.ID, w.ID, w.Clause, p.Event, EventClauses(doc, p.Event.String()))
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no wager cites a definition or how-to-play clause")
	}
}

// TestEventClausesUnknownAndOwned: no definition for a losing wager's
// "lose", an unknown event or document; and the caller may change the
// result without changing the table.
func TestEventClausesUnknownAndOwned(t *testing.T) {
	for _, c := range [][2]string{
		{DocNoCommissionV6, reference.NoEvent.String()},
		{DocNoCommissionV6, "no-such-event"},
		{"no-such-document", "player-pair"},
		{DocTigerV2, "player-pair"}, // Tiger v2 has only the Tiger Pair
	} {
		if got := EventClauses(c[0], c[1]); got != nil {
			t.Errorf("EventClauses(%q, %q) = %q, want nil", c[0], c[1], got)
		}
	}
	got := EventClauses(DocNoCommissionV6, "player-pair")
	want := []string{"mbs-ncb-v6:1.1.4", "mbs-ncb-v6:3.8", "mbs-ncb-v6:3.8.1"}
	if !slices.Equal(got, want) {
		t.Fatalf("EventClauses(mbs-ncb-v6, player-pair) = %q, want %q", got, want)
	}
	got[0] = "changed"
	if again := EventClauses(DocNoCommissionV6, "player-pair"); again[0] != want[0] {
		t.Errorf("changing the result changed the table: %q", again)
	}
}
