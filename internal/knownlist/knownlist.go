// Package knownlist reads a known-failing list, the one file format of
// `certify --known-failing` and `vectors verify --known-failing`: one
// pattern a line, '#' starting a comment, blank lines ignored, a pattern
// twice refused. What a pattern may say is the caller's (certify: clause
// patterns and vector ids; vectors verify: vector ids).
package knownlist

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

// Line is a pattern of the list and the line (from 1) it stands on.
type Line struct {
	Text string
	N    int
}

// Parse reads the list in b, named name in errors; check refuses a
// pattern with a reason. An error gives the file, the line, the pattern
// and what was expected.
func Parse(name string, b []byte, check func(string) error) ([]Line, error) {
	var out []Line
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	seen := map[string]int{}
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if err := check(line); err != nil {
			return nil, fmt.Errorf("%s:%d: %q: %v", name, n, line, err)
		}
		if first, dup := seen[line]; dup {
			return nil, fmt.Errorf("%s:%d: %q is already on line %d", name, n, line, first)
		}
		seen[line] = n
		out = append(out, Line{Text: line, N: n})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return out, nil
}
