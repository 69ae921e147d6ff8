package glob

import "testing"

func TestMatch(t *testing.T) {
	for _, c := range []struct {
		pattern, s string
		want       bool
	}{
		{"*", "mbs-ncb-v6/mbs-ncb-v6:3.7", true},
		{"mbs-etg-v4-*/mbs-etg-v4:4.12", "mbs-etg-v4-ncb/mbs-etg-v4:4.12", true},
		{"mbs-etg-v4-*/mbs-etg-v4:4.12", "mbs-etg-v4-ncb/mbs-etg-v4:4.121", false},
		{"mbs-tiger-v2/coup-*", "mbs-tiger-v2/coup-64fc7a5a0a7e", true},
		{"a*b*c", "aXbYbZc", true},
		{"a*b*c", "aXbYbZ", false},
		{"", "", true},
		{"", "x", false},
		{"x", "", false},
		{"**", "", true},
	} {
		if got := Match(c.pattern, c.s); got != c.want {
			t.Errorf("Match(%q, %q) = %v, want %v", c.pattern, c.s, got, c.want)
		}
	}
}
