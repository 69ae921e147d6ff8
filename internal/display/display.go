package display

import (
	"fmt"
	"unicode/utf8"
)

// The bounds, in characters, of what is shown of one string.
const (
	// NameMax bounds a name, a version, a file name or a comment: a
	// heading or a table cell, read at a glance. No engine or file has a
	// real name this long; beyond it a name is padding or an attack (a
	// 1 MiB version made a 17-million-pixel-wide HTML heading).
	NameMax = 256
	// MessageMax bounds an error message or a stderr excerpt: room for a
	// message with its context and the first frames of a stack trace,
	// while a report that repeats a message per check stays small (a
	// 1 MiB message copied into every errored check made a 1 GB JSON
	// report).
	MessageMax = 4096
)

// Line returns s for showing on one line: every control character, the
// newline and the tab included, and every bidirectional control escaped,
// bytes that are not UTF-8 as \xNN, and at most max characters of s
// shown (max <= 0: no bound), then "… N more bytes".
func Line(s string, max int) string { return show(s, max, false) }

// Text is Line for a block of lines: newlines and tabs are kept.
func Text(s string, max int) string { return show(s, max, true) }

// Tail is Text for the end of a stream (an engine's stderr): at most
// max characters are shown, the last ones, after "… N earlier bytes ".
func Tail(s string, max int) string {
	if max <= 0 || len(s) <= max {
		return Text(s, 0)
	}
	i, n := len(s), 0
	for i > 0 && n < max {
		_, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
		n++
	}
	if i == 0 {
		return Text(s, 0)
	}
	return fmt.Sprintf("… %d earlier bytes ", i) + Text(s[i:], 0)
}

// Clip returns s cut after max characters (max <= 0: s whole), with
// "… N more bytes" in place of the rest, and nothing escaped: for a
// machine report, which keeps the characters as they were and is escaped
// by whoever shows it.
func Clip(s string, max int) string {
	if max <= 0 || len(s) <= max {
		return s
	}
	n := 0
	for i := range s {
		if n == max {
			return s[:i] + more(len(s)-i)
		}
		n++
	}
	return s
}

// more is what stands for the part of a string not shown.
func more(n int) string { return fmt.Sprintf("… %d more bytes", n) }

func show(s string, max int, keepLines bool) string {
	if (max <= 0 || len(s) <= max) && !needsEscape(s, keepLines) {
		return s
	}
	b := make([]byte, 0, len(s)+16)
	if max > 0 {
		b = make([]byte, 0, min(len(s), 4*max)+32)
	}
	n := 0
	for i := 0; i < len(s); {
		if max > 0 && n == max {
			return string(append(b, more(len(s)-i)...))
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		b = appendRune(b, r, s[i:i+size], keepLines)
		i += size
		n++
	}
	return string(b)
}

// needsEscape reports whether some character of s is shown otherwise
// than as itself.
func needsEscape(s string, keepLines bool) bool {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if escaped(r, size, keepLines) {
			return true
		}
		i += size
	}
	return false
}

// escaped reports whether the character r (size bytes of input) is shown
// as an escape.
func escaped(r rune, size int, keepLines bool) bool {
	switch {
	case r == utf8.RuneError && size <= 1:
		return true
	case r == '\n' || r == '\t':
		return !keepLines
	case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f:
		return true
	}
	return isBidi(r)
}

// isBidi reports whether r is a bidirectional formatting character: an
// embedding, override or isolate, or an implicit mark.
func isBidi(r rune) bool {
	return r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 || r == 0x200e || r == 0x200f || r == 0x061c
}

// appendRune appends the character r, whose bytes are raw, as shown.
func appendRune(b []byte, r rune, raw string, keepLines bool) []byte {
	if !escaped(r, len(raw), keepLines) {
		return append(b, raw...)
	}
	if r == utf8.RuneError && len(raw) <= 1 || r < 0x80 {
		return fmt.Appendf(b, `\x%02x`, raw[0])
	}
	return fmt.Appendf(b, `\u%04x`, r)
}
