package certify

import (
	"fmt"
	"io"
	"unicode/utf8"
)

// sanitizer escapes, in what the text report writes, every character a
// terminal would act on instead of print: C0 and C1 controls but newline
// and tab, DEL, the bidirectional overrides that reorder a line, and bytes
// that are not UTF-8. An engine's name, stderr and messages reach the text
// report and must not move the cursor, recolour the terminal or hide a
// line (docs/certify.md, "Reports").
type sanitizer struct {
	w   io.Writer
	buf []byte
}

// Write escapes p whole: the text writer hands over whole lines or
// fields, so a character is never split between two calls.
func (s *sanitizer) Write(p []byte) (int, error) {
	s.buf = appendSanitized(s.buf[:0], p)
	if _, err := s.w.Write(s.buf); err != nil {
		return 0, err
	}
	return len(p), nil
}

// appendSanitized appends p to dst with the characters above escaped as
// \xNN (bytes) or \uNNNN (characters).
func appendSanitized(dst, p []byte) []byte {
	for len(p) > 0 {
		r, n := utf8.DecodeRune(p)
		switch {
		case r == utf8.RuneError && n <= 1:
			dst = fmt.Appendf(dst, `\x%02x`, p[0])
		case r == '\n' || r == '\t':
			dst = append(dst, p[0])
		case r < 0x20 || r == 0x7f:
			dst = fmt.Appendf(dst, `\x%02x`, r)
		case r >= 0x80 && r <= 0x9f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
			dst = fmt.Appendf(dst, `\u%04x`, r)
		default:
			dst = append(dst, p[:n]...)
		}
		p = p[n:]
	}
	return dst
}
