package pack

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bacctk/bacctk/clauses"
)

// A pack is input: its text, catalog, features and games reach the
// reports, the terminal and the HTML page as the kit's own documents'
// words do, unescaped. So every file of a pack must be printable UTF-8
// text, tabs and line ends aside: no control character (an ESC that
// would drive a terminal), no bidirectional override (text that reads
// one way and runs another).

// unprintable says where data first holds what a pack's file may not: an
// invalid UTF-8 byte, a control character but tab and line ends, or an
// invisible format character (the bidirectional controls among them);
// "" when it holds none.
func unprintable(data []byte) string {
	line := 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			return fmt.Sprintf("line %d: a byte that is not UTF-8 (0x%02x): want UTF-8 text", line, data[i])
		case r == '\n':
			line++
		case r == '\t' || r == '\r':
		case !unicode.IsPrint(r) && !unicode.IsSpace(r), unicode.Is(unicode.Cf, r):
			return fmt.Sprintf("line %d: the character %U: want printable text (no control or bidirectional characters)", line, r)
		}
		i += size
	}
	return ""
}

// unprintableText is unprintable for a string read out of a JSON file,
// where \u escapes may have put what the file's bytes did not hold.
func unprintableText(s string) string {
	if u := unprintable([]byte(s)); u != "" {
		_, what, _ := strings.Cut(u, ": ")
		return what
	}
	return ""
}

// printableCatalog says which text of the catalog, once read, is not
// printable.
func printableCatalog(d clauses.Document) error {
	for _, f := range []struct{ name, s string }{{"title", d.Title}, {"edition", d.Edition}, {"source", d.Source}} {
		if u := unprintableText(f.s); u != "" {
			return fmt.Errorf("%s: %s", f.name, u)
		}
	}
	for _, c := range d.Clauses {
		for _, f := range []struct{ name, s string }{{"section", c.Section}, {"summary", c.Summary}, {"procedural", c.Procedural}} {
			if u := unprintableText(f.s); u != "" {
				return fmt.Errorf("clause %s: %s: %s", c.Clause, f.name, u)
			}
		}
	}
	return nil
}
