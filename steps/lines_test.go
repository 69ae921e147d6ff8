package steps

import (
	"maps"
	"reflect"
	"testing"
	"testing/fstest"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/features"
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

// TestIndexLinesEmbeddedOnce: the kit's embedded features are indexed once
// per process; a second suite gets the same index, equal to a fresh parse.
func TestIndexLinesEmbeddedOnce(t *testing.T) {
	a, b := New(nil, adapter.Hello{}), New(nil, adapter.Hello{})
	if err := a.IndexLines(features.FS); err != nil {
		t.Fatal(err)
	}
	if err := b.IndexLines(features.FS); err != nil {
		t.Fatal(err)
	}
	if reflect.ValueOf(a.lines).Pointer() != reflect.ValueOf(b.lines).Pointer() {
		t.Error("the embedded features were indexed twice")
	}
	set, err := parseFeatures(features.FS)
	if err != nil {
		t.Fatal(err)
	}
	fresh := set.lines
	if len(fresh) == 0 || !maps.Equal(fresh, b.lines) {
		t.Errorf("the shared index (%d scenarios) differs from a fresh parse (%d)", len(b.lines), len(fresh))
	}
}
