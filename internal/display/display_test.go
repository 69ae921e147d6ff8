package display

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestLineAndText(t *testing.T) {
	long := strings.Repeat("é", 300) // 2 bytes a character
	for _, c := range []struct {
		name, in   string
		max        int
		line, text string
	}{
		{"plain", "acme-engine 0.2", NameMax, "acme-engine 0.2", "acme-engine 0.2"},
		{"empty", "", NameMax, "", ""},
		{"right-to-left override", "acme-engine \u202eLIAF", NameMax, `acme-engine \u202eLIAF`, `acme-engine \u202eLIAF`},
		{"every bidi control", "\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061c", 0,
			`\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061c`, `\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061c`},
		{"terminal title", "x\x1b]0;title\x07y", 0, `x\x1b]0;title\x07y`, `x\x1b]0;title\x07y`},
		{"clear screen, backspace, DEL", "\x1b[2J\b\x7f", 0, `\x1b[2J\x08\x7f`, `\x1b[2J\x08\x7f`},
		{"C1 control (CSI)", "a\u009b31mb\u0085", 0, `a\u009b31mb\u0085`, `a\u009b31mb\u0085`},
		{"newline, tab, return", "a\nb\tc\rd", 0, `a\x0ab\x09c\x0dd`, "a\nb\tc\\x0dd"},
		{"invalid UTF-8", "a\xff\xe2\x80b", 0, `a\xff\xe2\x80b`, `a\xff\xe2\x80b`},
		{"markup is the page's to escape", "<script>", 0, "<script>", "<script>"},
		{"other scripts kept", "moteur 引擎 ‏", 0, `moteur 引擎 \u200f`, `moteur 引擎 \u200f`},
		{"cut", long, 256, strings.Repeat("é", 256) + "… 88 more bytes", strings.Repeat("é", 256) + "… 88 more bytes"},
		{"at the bound", strings.Repeat("é", 256), 256, strings.Repeat("é", 256), strings.Repeat("é", 256)},
		{"an escape is one character", "\x1b\x1b\x1bab", 2, `\x1b\x1b… 3 more bytes`, `\x1b\x1b… 3 more bytes`},
		{"no bound", long, 0, long, long},
	} {
		if got := Line(c.in, c.max); got != c.line {
			t.Errorf("%s: Line(%q, %d) = %q, want %q", c.name, c.in, c.max, got, c.line)
		}
		if got := Text(c.in, c.max); got != c.text {
			t.Errorf("%s: Text(%q, %d) = %q, want %q", c.name, c.in, c.max, got, c.text)
		}
	}
}

// TestShownHasNoControl: whatever the input, what Line shows is valid
// UTF-8 with no control or bidi character, and Text's has none but newline
// and tab.
func TestShownHasNoControl(t *testing.T) {
	var all []byte
	for b := 0; b < 256; b++ {
		all = append(all, byte(b))
	}
	for r := rune(0x80); r < 0x3000; r++ {
		all = utf8.AppendRune(all, r)
	}
	for _, s := range []string{Line(string(all), 0), Text(string(all), 0)} {
		if !utf8.ValidString(s) {
			t.Errorf("not UTF-8: %q", s)
		}
		for _, r := range s {
			if r != '\n' && r != '\t' && escaped(r, utf8.RuneLen(r), false) {
				t.Errorf("shown raw: %U", r)
			}
		}
	}
	if strings.ContainsAny(Line(string(all), 0), "\n\t") {
		t.Errorf("Line keeps a newline or tab")
	}
}

// TestTailAndClip: Tail keeps the end of a string, shown; Clip the start,
// unescaped.
func TestTailAndClip(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func(string, int) string
		in   string
		max  int
		want string
	}{
		{"Tail", Tail, "short\n", 10, "short\n"},
		{"Tail", Tail, "first\nlast \x1b[2J\n", 10, `… 6 earlier bytes last \x1b[2J` + "\n"},
		{"Tail", Tail, "aé\u202e", 2, `… 1 earlier bytes é\u202e`},
		{"Tail", Tail, "\xff\xfe", 1, `… 1 earlier bytes \xfe`},
		{"Tail", Tail, strings.Repeat("z", 5000), MessageMax, "… 904 earlier bytes " + strings.Repeat("z", MessageMax)},
		{"Clip", Clip, "short", 10, "short"},
		{"Clip", Clip, "\x1b\u202e kept", 0, "\x1b\u202e kept"},
		{"Clip", Clip, "\u202eabcdef", 3, "\u202eab… 4 more bytes"},
		{"Clip", Clip, strings.Repeat("x", 1<<20), MessageMax, strings.Repeat("x", MessageMax) + "… 1044480 more bytes"},
		{"Clip", Clip, "ééé", 2, "éé… 2 more bytes"},
	} {
		if got := c.f(c.in, c.max); got != c.want {
			t.Errorf("%s(%.20q, %d) = %.40q, want %.40q", c.name, c.in, c.max, got, c.want)
		}
	}
}

func TestWriter(t *testing.T) {
	in := "engine: \u202eLIAF\x1b[2J\nwarn\t\xffé\n" + strings.Repeat("y", 25) + "\nend"
	want := "engine: \\u202eLIAF\\x1b[2J\nwarn\t\\xffé\n" + strings.Repeat("y", 20) + "… 5 more bytes\nend"
	// Every way of cutting the input into two writes shows the same: a
	// character split between writes is put together again.
	for cut := 0; cut <= len(in); cut++ {
		var out bytes.Buffer
		w := NewWriter(&out, 20)
		for _, p := range []string{in[:cut], in[cut:]} {
			if n, err := w.Write([]byte(p)); n != len(p) || err != nil {
				t.Fatalf("Write = %d, %v", n, err)
			}
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		if out.String() != want {
			t.Errorf("cut at %d: %q, want %q", cut, out.String(), want)
		}
	}
	// An unfinished character at the end is shown byte by byte; a cut
	// line says what it left out.
	var out bytes.Buffer
	w := NewWriter(&out, 2)
	w.Write([]byte("abcd\xe2\x80"))
	w.Flush()
	if want := "ab… 4 more bytes"; out.String() != want {
		t.Errorf("%q, want %q", out.String(), want)
	}
	out.Reset()
	w = NewWriter(&out, 0)
	w.Write([]byte("ab\xe2\x80"))
	w.Flush()
	if want := `ab\xe2\x80`; out.String() != want {
		t.Errorf("%q, want %q", out.String(), want)
	}
}
