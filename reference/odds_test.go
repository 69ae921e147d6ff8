package reference

import (
	"strings"
	"testing"
)

func TestParseOdds(t *testing.T) {
	good := map[string]Odds{
		"8 to 1": {8, 1}, "1 to 2": {1, 2}, "0.95 to 1": {19, 20}, "1.2 to 1": {6, 5},
		"19 to 20": {19, 20}, "2 to 4": {1, 2}, "5000 to 1": {5000, 1}, "1000000 to 1": {1000000, 1},
		"1 to 1000000": {1, 1000000}, "0.5 to 0.25": {2, 1},
	}
	for s, want := range good {
		got, err := ParseOdds(s)
		if err != nil || got != want {
			t.Errorf("ParseOdds(%q) = %v, %v: want %v", s, got, err, want)
		}
	}
	bad := map[string]string{
		"8/1": "want \"A to B\"", "8 to": "want \"A to B\"", "8  to 1": "not a decimal number", "eight to 1": "not a decimal number",
		"-8 to 1": "not a decimal number", "+8 to 1": "not a decimal number", "8e2 to 1": "not a decimal number",
		"8. to 1": "not a decimal number", ".5 to 1": "not a decimal number", "08 to 1": "leading zero",
		"0 to 1": "zero", "1 to 0": "zero", "0.00 to 1": "zero", "1000001 to 1": "at most 1000000",
		"1 to 1000001": "at most 1000000", "1.0000001 to 1": "at most 1000000", "12345678901234567 to 1": "longer than",
		"8 to 1 to 1": "not a decimal number", "": "want \"A to B\"",
	}
	for s, want := range bad {
		got, err := ParseOdds(s)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseOdds(%q) = %v, %v: want an error saying %q", s, got, err, want)
		}
	}
}

// TestOddsToOneParses: what Describe prints of every row of the 11 games
// reads back as the same odds, so the game files could be written in the
// words the documents and `bacctk games` use.
func TestOddsToOneParses(t *testing.T) {
	for _, g := range Games() {
		for _, w := range g.Wagers {
			for _, p := range w.Pays {
				if p.Push {
					continue
				}
				if got, err := ParseOdds(p.Odds.ToOne()); err != nil || got != p.Odds {
					t.Errorf("%s %s %s: ParseOdds(%q) = %v, %v: want %v", g.ID, w.ID, p.Event, p.Odds.ToOne(), got, err, p.Odds)
				}
			}
		}
	}
}
