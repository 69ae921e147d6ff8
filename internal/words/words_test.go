package words

import "testing"

func TestWords(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Plural(1, "game"), "1 game"},
		{Plural(0, "game"), "0 games"},
		{Plural(2, "property", "properties"), "2 properties"},
		{Thousands(1659001), "1,659,001"},
		{Thousands(-1234), "-1,234"},
		{Thousands(999), "999"},
		{Percent(0.00312), "0.0031"},
		{Percent(1.2e-7), "1.2e-07"},
		{Percent(0), "0.0000"},
		{FirstLine("a\nb"), "a"},
		{FirstLine("ab"), "ab"},
		{OrNone(""), "(none)"},
		{OrNone("x"), "x"},
		{ShellQuote("mbs-ncb-v6"), "mbs-ncb-v6"},
		{ShellQuote(""), "''"},
		{ShellQuote("it's 9h"), `'it'\''s 9h'`},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
