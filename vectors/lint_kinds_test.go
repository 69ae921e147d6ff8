package vectors_test

import (
	"strings"
	"testing"

	"github.com/bacctk/bacctk/vectors"
)

// Lint checks that a refusal names a fault the request has, and that a
// table test's events are ones an engine can run.
func TestLintChecksRefusalsAndTables(t *testing.T) {
	files := kindOf(t, "mbs-ncb-v6", vectors.TypeRefusal)
	f := files[0]
	var bent bool
	for gi := range f.TestGroups {
		for ti := range f.TestGroups[gi].Tests {
			tc := &f.TestGroups[gi].Tests[ti]
			if e := tc.Expected.Error; e.Field == "cards" && !bent {
				e.Position = 1 // a playing card: nothing to refuse there
				tc.Cards[0] = "AS"
				tc.ID = ""
				bent = true
			}
		}
	}
	f.NumberOfTests = len(f.Cases())
	pruneNotes(&f)
	probs := vectors.Lint("x.json", encode(t, &f))
	if len(probs) != 1 || !strings.Contains(probs[0].Msg, "is a card: nothing to refuse") {
		t.Errorf("a refusal naming a good card: %v", probs)
	}

	files = kindOf(t, "mbs-tiger-v2", vectors.TypeTable)
	f = files[0]
	tc := &f.TestGroups[0].Tests[0]
	tc.Events[0].Type = "dance"
	tc.ID = ""
	f.NumberOfTests = len(f.Cases())
	pruneNotes(&f)
	probs = vectors.Lint("x.json", encode(t, &f))
	if len(probs) != 1 || !strings.Contains(probs[0].Msg, `unknown type "dance"`) || probs[0].Field != "testGroups[0].tests[0].events[0].type" {
		t.Errorf("an unknown event type: %v", probs)
	}
}

// pruneNotes drops the notes of flags no test uses.
func pruneNotes(f *vectors.File) {
	used := map[string]bool{}
	for _, c := range f.Cases() {
		for _, fl := range c.Test.Flags {
			used[fl] = true
		}
	}
	for fl := range f.Notes {
		if !used[fl] {
			delete(f.Notes, fl)
		}
	}
}
