package certify

// Interpretation is one reading the kit takes of a point the rules
// documents leave open (docs/interpretations.md),
// as the report lists it: every certification is made under these readings.
type Interpretation struct {
	// ID is the reading's number: 1 to 12 are the contract's, 13 on the
	// kit's own. Tags @interpretation:N and report rows
	// "interpretation:N" use it.
	ID int `json:"id"`
	// Clauses names the clauses it reads, as docs/interpretations.md does.
	Clauses string `json:"clauses"`
	// Reading is the reading, as docs/interpretations.md states it, or the
	// alternative the run was made under.
	Reading string `json:"reading"`
	// Under names the reading the run checked, for an interpretation with
	// more than one (docs/interpretations.md "Readings"): the kit's
	// ("rank") or the one --reading chose ("point-value").
	Under string `json:"under,omitempty"`
}

// Interpretations returns the readings in force, in number order: the
// register docs/interpretations.md, copied into interpretations_data.go
// (the binary carries no docs) by
// `go test ./certify -run TestInterpretationsMatchDocs -update-interpretations`,
// and kept in step with it by that test.
func Interpretations() []Interpretation {
	return append([]Interpretation(nil), interpretations...)
}
