package decide

// Interpretations returns the readings in force, in number order: the
// register docs/interpretations.md, copied into interpretations_data.go
// (the binary carries no docs) by
// `go test ./decide -run TestInterpretationsMatchDocs -update-interpretations`,
// and kept in step with it by that test.
func Interpretations() []Interpretation {
	return append([]Interpretation(nil), interpretations...)
}
