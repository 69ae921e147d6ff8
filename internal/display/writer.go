package display

import (
	"io"
	"sync"
	"unicode/utf8"
)

// Writer shows what is written through it as Text does, for a whole
// stream: a report's output, or an engine's stderr passed through to the
// kit's. A character split between two writes is put together again; a
// line longer than the writer's bound is cut, with "… N more bytes" at
// its end. Flush writes what an unfinished character or line holds back;
// call it when the stream ends. A Writer may be written from several
// goroutines.
type Writer struct {
	mu      sync.Mutex
	w       io.Writer
	lineMax int
	pending []byte // the start of a character the next write completes
	runes   int    // characters shown of the current line
	dropped int    // bytes left out of the current line
	buf     []byte
}

// NewWriter returns a Writer onto w that shows at most lineMax
// characters of a line (0: no bound).
func NewWriter(w io.Writer, lineMax int) *Writer { return &Writer{w: w, lineMax: lineMax} }

// Write shows p; it reports p written whole unless the writer beneath
// fails.
func (d *Writer) Write(p []byte) (int, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	in := p
	if len(d.pending) > 0 {
		in = append(d.pending, p...)
		d.pending = nil
	}
	b := d.buf[:0]
	for len(in) > 0 {
		if !utf8.FullRune(in) {
			// The rest may be completed by the next write: keep it.
			d.pending = append([]byte(nil), in...)
			break
		}
		r, size := utf8.DecodeRune(in)
		b = d.appendOne(b, r, in[:size])
		in = in[size:]
	}
	d.buf = b
	if _, err := d.w.Write(b); err != nil {
		return 0, err
	}
	return len(p), nil
}

// appendOne appends one character, counting it against the line's bound.
func (d *Writer) appendOne(b []byte, r rune, raw []byte) []byte {
	if r == '\n' {
		if d.dropped > 0 {
			b = append(b, more(d.dropped)...)
		}
		d.runes, d.dropped = 0, 0
		return append(b, '\n')
	}
	if d.lineMax > 0 && d.runes >= d.lineMax {
		d.dropped += len(raw)
		return b
	}
	d.runes++
	return appendRune(b, r, string(raw), true)
}

// Flush shows what is held back: the bytes of an unfinished character
// (as \xNN) and the count of bytes a cut line left out.
func (d *Writer) Flush() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	b := d.buf[:0]
	for _, c := range d.pending {
		b = d.appendOne(b, utf8.RuneError, []byte{c})
	}
	d.pending = nil
	if d.dropped > 0 {
		b = append(b, more(d.dropped)...)
		d.dropped = 0
	}
	d.buf = b
	if len(b) == 0 {
		return nil
	}
	_, err := d.w.Write(b)
	return err
}
