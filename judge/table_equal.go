package judge

import "github.com/bacctk/bacctk/adapter"

// Cheap equality of table answers for the pass path: the table comparison
// (diffTable) is run on every step of every generated sequence, and
// go-cmp's reflection and allocation showed in its profiles. Each
// function compares field by field (adapter's Same methods) and, only when
// that finds a difference, asks cmpEqual, so that the answer is always
// cmpEqual's (a nil and an empty list equal, as cmpopts.EquateEmpty has
// them): a plain "equal" implies cmpEqual's. TestTableEqualFields fails
// when a field is added to these structs and not to adapter/equal.go.

// TableStepEqual is cmpEqual(a, b) for two table steps.
func TableStepEqual(a, b adapter.TableStep) bool {
	return a.Same(&b) || cmpEqual(a, b)
}

// TableRoundEqual is cmpEqual(a, b) for two settled rounds.
func TableRoundEqual(a, b adapter.TableRound) bool {
	return a.Same(&b) || cmpEqual(a, b)
}

// sameStep compares two answers to a step, free text aside (a vector's
// expected answer keeps none).
func sameStep(a, b adapter.TableStep) bool {
	a.Detail, b.Detail = "", ""
	return TableStepEqual(a, b)
}
