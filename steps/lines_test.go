package steps

import (
	"testing"
	"testing/fstest"

	"github.com/bacctk/bacctk/adapter"
)

// TestIndexLines: a plain scenario maps to its own line, an outline's rows
// to their Examples rows.
func TestIndexLines(t *testing.T) {
	fsys := fstest.MapFS{"doc/a.feature": {Data: []byte(`Feature: f

  Scenario: 1.1 plain
    Given the game "mbs-ncb-v6"

  Scenario Outline: 1.2 row <n>
    Given the game "mbs-ncb-v6" with <n> decks

    Examples:
      | n |
      | 4 |
      | 8 |
`)}}
	s := New(nil, adapter.Hello{})
	if err := s.IndexLines(fsys); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]int{"1.1 plain": 3, "1.2 row 4": 11, "1.2 row 8": 12} {
		if got := s.lines[lineKey("doc/a.feature", name)]; got != want {
			t.Errorf("%q: line %d, want %d", name, got, want)
		}
	}
}
