// Package glob matches the kit's '*' patterns: known-failing lists match
// verdict keys (GAME/DOCUMENT:CLAUSE) and vector ids
// (GAME/KIND-HASH) with them.
package glob

// Match reports whether s matches pattern, in which '*' matches any run of
// characters and every other character matches itself. Unlike path.Match,
// '*' crosses '/', so "*" alone matches everything.
func Match(pattern, s string) bool {
	// Iterative matching with one backtrack point: linear in practice and
	// never exponential.
	p, i := 0, 0
	star, mark := -1, 0
	for i < len(s) {
		switch {
		case p < len(pattern) && pattern[p] == '*':
			star, mark = p, i
			p++
		case p < len(pattern) && pattern[p] == s[i]:
			p++
			i++
		case star >= 0:
			mark++
			p, i = star+1, mark
		default:
			return false
		}
	}
	for p < len(pattern) && pattern[p] == '*' {
		p++
	}
	return p == len(pattern)
}
