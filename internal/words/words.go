package words

import (
	"fmt"
	"strconv"
	"strings"
)

// Plural is "1 game", "3 games", or with many given, "2 properties".
func Plural(n int, one string, many ...string) string {
	if n == 1 {
		return "1 " + one
	}
	if len(many) > 0 {
		return strconv.Itoa(n) + " " + many[0]
	}
	return strconv.Itoa(n) + " " + one + "s"
}

// Thousands prints n with commas: 1,659,001.
func Thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Percent prints a small percentage with enough digits to be read:
// 0.0031, 1.2e-07.
func Percent(p float64) string {
	if p != 0 && p < 0.0001 {
		return fmt.Sprintf("%.2g", p)
	}
	return fmt.Sprintf("%.4f", p)
}

// FirstLine is s up to its first newline.
func FirstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// OrNone is s, or "(none)" for an empty list a reader would otherwise
// take for a missing word.
func OrNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// ShellQuote quotes s for a POSIX shell when it needs it, so that a
// replay command can be pasted as it is printed.
func ShellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_=./:,+", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
