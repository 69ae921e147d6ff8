package steps

import (
	"context"
	"reflect"
	"testing"
)

// TestEveryStepHasAnInvoker: every step of the vocabulary takes the
// context first and has a direct call in invoker, so that the thin runner
// never goes through reflect on the pass path. A new step shape is added
// to invoker's switch.
func TestEveryStepHasAnInvoker(t *testing.T) {
	ctxType := reflect.TypeOf((*context.Context)(nil)).Elem()
	for _, d := range definitions() {
		ft := reflect.TypeOf(d.fn)
		if ft.NumIn() == 0 || ft.In(0) != ctxType {
			t.Errorf("%s: %s does not take the context first", d.re, ft)
		}
		if d.invoke == nil {
			t.Errorf("%s: no direct call for the shape %s: add it to invoker", d.re, ft)
		}
	}
}

// TestMatchTextCachesAndAgrees: a step text resolves to the definition
// whose pattern matches it, with its captured arguments, and the second
// lookup is the cached one.
func TestMatchTextCachesAndAgrees(t *testing.T) {
	m := matchText(`the game "mbs-ncb-v6" with 6 decks`)
	if m.def == nil || m.err != nil || !reflect.DeepEqual(m.args, []string{"mbs-ncb-v6", "6"}) {
		t.Fatalf("match %+v", m)
	}
	if again := matchText(`the game "mbs-ncb-v6" with 6 decks`); again != m {
		t.Error("the second lookup is not the cached match")
	}
	if u := matchText("the croupier smiles"); u.def != nil || u.err != nil {
		t.Errorf("an undefined text matched: %+v", u)
	}
}

// TestFeaturePathLine: "file:12" names a line as godog's parser reads it
// (digits only); anything else is a plain path.
func TestFeaturePathLine(t *testing.T) {
	for in, want := range map[string]struct {
		path string
		line int
	}{
		"doc/a.feature:12": {"doc/a.feature", 12},
		"doc/a.feature":    {"doc/a.feature", -1},
		"doc/a.feature:":   {"doc/a.feature:", -1},
		"doc/a.feature:+3": {"doc/a.feature:+3", -1},
		"doc":              {"doc", -1},
	} {
		if p, l := featurePathLine(in); p != want.path || l != want.line {
			t.Errorf("%q: %q %d, want %q %d", in, p, l, want.path, want.line)
		}
	}
}
