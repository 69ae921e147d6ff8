package decide

import "github.com/bacctk/bacctk/internal/jsondiff"

// Diffs a vendor can act on: the whole expected and actual answer (a coup's
// result, a shoe, a table's answer, or an error) in protocol JSON, the
// members that differ marked (internal/jsondiff), whatever the check
// compared.

// answerDiff returns the marked JSON of expected against actual, or "" when
// they are the same (or one is missing).
func answerDiff(want, got *Answer) string {
	if want == nil || got == nil {
		return ""
	}
	w, g := answerPayload(want), answerPayload(got)
	if w == nil || g == nil {
		return ""
	}
	return jsondiff.Diff(w, g)
}

// answerPayload is what the engine sent: the result, or the error as the
// protocol's error object.
func answerPayload(a *Answer) any {
	switch {
	case a.Coup != nil:
		return a.Coup
	case a.Shoe != nil:
		return a.Shoe
	case a.Table != nil:
		return a.Table
	case a.Error != nil:
		return map[string]any{"error": a.Error}
	}
	return nil
}
