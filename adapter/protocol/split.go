package protocol

import (
	"fmt"
	"strings"
)

// SplitCommand splits an engine command line such as `--engine 'CMD ARGS'`
// into argv, the way a POSIX shell splits words, without any of the shell's
// other powers: the kit runs the engine without a shell (docs/protocol.md
// "How the kit runs the engine").
//
//   - Words are separated by unquoted spaces, tabs and newlines.
//   - 'single quotes' keep everything up to the next single quote literally.
//   - "double quotes" keep everything literally except \" \\ \$ \` (the
//     character after the backslash) and backslash-newline (removed); any
//     other backslash stays.
//   - Outside quotes a backslash keeps the next character literally;
//     backslash-newline is removed.
//   - Quotes join with adjacent text into one word ('a'b"c" is abc) and an
//     empty pair of quotes, single or double, is an empty argument.
//   - Nothing else is special: $VAR, *, ~, |, ;, > and FOO=bar are passed on
//     as they are. To use a shell, run one: sh -c '...'.
//
// An unterminated quote, a backslash at the very end, or a command with no
// words is an error that says where.
func SplitCommand(s string) ([]string, error) {
	var (
		args    []string
		word    strings.Builder
		inWord  bool // a word has started (possibly empty, from quotes)
		i       = 0
		isSpace = func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	)
	for i < len(s) {
		c := s[i]
		switch {
		case isSpace(c):
			if inWord {
				args = append(args, word.String())
				word.Reset()
				inWord = false
			}
			i++
		case c == '\'':
			end := strings.IndexByte(s[i+1:], '\'')
			if end < 0 {
				return nil, fmt.Errorf("engine command: unterminated single quote opened at character %d: %s", i+1, pointAt(s, i))
			}
			word.WriteString(s[i+1 : i+1+end])
			inWord = true
			i += end + 2
		case c == '"':
			open := i
			i++
			closed := false
			for i < len(s) {
				d := s[i]
				if d == '"' {
					closed = true
					i++
					break
				}
				if d == '\\' && i+1 < len(s) {
					switch n := s[i+1]; n {
					case '"', '\\', '$', '`':
						word.WriteByte(n)
						i += 2
						continue
					case '\n':
						i += 2
						continue
					}
				}
				word.WriteByte(d)
				i++
			}
			if !closed {
				return nil, fmt.Errorf("engine command: unterminated double quote opened at character %d: %s", open+1, pointAt(s, open))
			}
			inWord = true
		case c == '\\':
			if i+1 >= len(s) {
				return nil, fmt.Errorf("engine command: a backslash at the end escapes nothing (write \\\\ for a backslash): %s", pointAt(s, i))
			}
			if s[i+1] != '\n' {
				word.WriteByte(s[i+1])
				inWord = true
			}
			i += 2
		default:
			word.WriteByte(c)
			inWord = true
			i++
		}
	}
	if inWord {
		args = append(args, word.String())
	}
	if len(args) == 0 {
		return nil, fmt.Errorf("engine command: empty; want a program and its arguments, e.g. './my-engine --quiet'")
	}
	return args, nil
}

// pointAt quotes s with a marker before byte i, for error messages.
func pointAt(s string, i int) string {
	return fmt.Sprintf("%q", s[:i]+"»"+s[i:])
}
