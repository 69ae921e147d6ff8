package report

import "strings"

// Pattern is one line of a known-failing file.
type Pattern struct {
	// Text is the pattern as written: GAME/DOCUMENT:CLAUSE for verdict
	// rows, or a vector's stable id GAME/KIND-HASH (no ':'), where '*'
	// stands for any run of characters (none included, '/' and ':'
	// included).
	Text string `json:"pattern"`
	// Line is the 1-based line of the file it is on.
	Line int `json:"line"`
}

// IsVector reports whether the pattern names vectors by stable id
// (GAME/KIND-HASH, no ':') rather than verdict rows.
func (p Pattern) IsVector() bool { return !strings.Contains(p.Text, ":") }
