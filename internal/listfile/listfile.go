// Package listfile reads the kit's list files: one entry a line, '#'
// starting a comment, blank lines ignored. Lines reads any such list (the
// retired vector ids); Parse reads a known-failing list, the one format of
// `certify --known-failing` and `vectors verify --known-failing`, where a
// pattern twice is refused and what a pattern may say is the caller's
// (certify: clause patterns and vector ids; vectors verify: vector ids).
package listfile

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

// Lines returns the entries of the list in b, each with its line; the
// error is a line too long to read (over 1 MiB).
func Lines(b []byte) ([]Line, error) {
	var out []Line
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, Line{Text: line, N: n})
		}
	}
	return out, sc.Err()
}

// Parse reads the known-failing list in b, named name in errors; check
// refuses a pattern with a reason. An error gives the file, the line, the
// pattern and what was expected.
func Parse(name string, b []byte, check func(string) error) ([]Line, error) {
	lines, err := Lines(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	var out []Line
	seen := map[string]int{}
	for _, l := range lines {
		if err := check(l.Text); err != nil {
			return nil, fmt.Errorf("%s:%d: %q: %v", name, l.N, l.Text, err)
		}
		if first, dup := seen[l.Text]; dup {
			return nil, fmt.Errorf("%s:%d: %q is already on line %d", name, l.N, l.Text, first)
		}
		seen[l.Text] = l.N
		out = append(out, l)
	}
	return out, nil
}
