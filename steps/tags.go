// The tag grammar of --tags: godog's expressions, checked and evaluated
// the one way the runner, certify's counts and --list share.

package steps

import (
	"fmt"
	"strings"
)

// ValidateTags checks a --tags expression before godog sees it: godog's
// filter (tags separated by "," for "or" and "&&" for "and", "~" negating)
// indexes into every tag and panics on an empty one ("&&", ",", "@a &&").
// An error names the position of the fault and what was expected; the
// empty expression (no filter) is valid.
func ValidateTags(expr string) error {
	if strings.TrimSpace(expr) == "" {
		if expr != "" {
			return fmt.Errorf("--tags %q: the expression is blank; want a tag such as @clause:mbs-ncb-v6:3.9.4, or no --tags", expr)
		}
		return nil
	}
	pos := 0
	for i, and := range strings.Split(expr, "&&") {
		for j, or := range strings.Split(and, ",") {
			if j > 0 {
				pos++ // the ","
			}
			tag := strings.TrimSpace(or)
			at := pos + strings.Index(or, tag) + 1
			name := strings.TrimPrefix(strings.TrimPrefix(tag, "~"), "@")
			switch {
			case tag == "":
				return fmt.Errorf("--tags %q: character %d: want a tag (such as @smoke or ~@slow) %s", expr, pos+1, emptyWhere(i, j))
			case name == "":
				return fmt.Errorf("--tags %q: character %d: %q is not a tag; want a name after it", expr, at, tag)
			case strings.ContainsAny(name, " \t\n\r@~&"):
				return fmt.Errorf("--tags %q: character %d: %q is not one tag; join tags with \",\" (or) or \"&&\" (and)", expr, at, tag)
			}
			pos += len(or)
		}
		pos += 2 // the "&&"
	}
	return nil
}

func emptyWhere(and, or int) string {
	switch {
	case or > 0:
		return `after ","`
	case and > 0:
		return `after "&&"`
	}
	return `before "," or "&&"`
}

// MatchTags reports whether a scenario row's tags satisfy a godog tag
// expression, as godog's filter (internal/tags, which cannot be imported)
// evaluates it: "&&" joins terms that must all hold,
// "," separates alternatives within a term, "~@tag" is "not tagged".
func MatchTags(expr string, tags []string) bool {
	if strings.TrimSpace(expr) == "" {
		return true
	}
	has := func(name string) bool {
		for _, t := range tags {
			if strings.TrimPrefix(t, "@") == name {
				return true
			}
		}
		return false
	}
	for _, term := range strings.Split(expr, "&&") {
		ok := false
		for _, alt := range strings.Split(term, ",") {
			alt = strings.ReplaceAll(strings.TrimSpace(alt), "@", "")
			if neg, found := strings.CutPrefix(alt, "~"); found {
				ok = ok || !has(neg)
			} else {
				ok = ok || has(alt)
			}
		}
		if !ok {
			return false
		}
	}
	return true
}
