package report

import "strings"

// htmlRule is a rule a cause or a failure is blamed on, as its card shows
// it. The page prints each rule's words once, where it first names the
// rule (causes come before failures); later cards link there, so that a
// rule broken by a thousand failures costs its words once.
type htmlRule struct {
	Ref, Words string
	// Anchor is the id of the rule's words on the page: set where they
	// are printed, the link target elsewhere. Its ':' is a '_' (no id of
	// a document has one), which a fragment keeps unescaped.
	Anchor string
	First  bool
}

// htmlCause is a cause with its rules (htmlFailure, a failure).
type htmlCause struct {
	*Cause
	Rules []htmlRule
}

// htmlRules makes the rules of ws, printing in full those the page has
// not printed yet (said).
func htmlRules(ws []RuleWords, said map[string]bool) []htmlRule {
	var out []htmlRule
	for _, rw := range ws {
		out = append(out, htmlRule{Ref: rw.Ref, Words: rw.Words, Anchor: "words-" + strings.ReplaceAll(rw.Ref, ":", "_"), First: !said[rw.Ref]})
		said[rw.Ref] = true
	}
	return out
}
