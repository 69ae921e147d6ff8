package judge

import (
	"fmt"
	"strings"
)

// Violation is one way an answer broke a property. A difference from
// the reference also says where the answer first left the rules
// (Divergence), which is what a report groups causes by.
type Violation struct {
	Property string   `json:"property"`
	Clauses  []string `json:"clauses"`
	Message  string   `json:"message"`
	Divergence
}

// String is the violation as a report line: property, clauses, message.
func (v Violation) String() string {
	return fmt.Sprintf("%s [%s]: %s", v.Property, strings.Join(v.Clauses, " "), v.Message)
}

// Key is what makes two violations one failure: the property broken and
// the clauses it is blamed on.
func (v Violation) Key() string {
	return v.Property + "|" + strings.Join(v.Clauses, " ")
}

// violations gathers what the properties find in one answer.
type violations []Violation

func (vs *violations) add(prop string, clauses []string, format string, args ...any) {
	*vs = append(*vs, Violation{Property: prop, Clauses: clauses, Message: fmt.Sprintf(format, args...)})
}
