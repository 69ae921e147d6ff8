package certify

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/internal/glob"
	"github.com/google/go-cmp/cmp"
)

func TestParseKnownFailing(t *testing.T) {
	in := `# gaps of engine X 1.2
mbs-etg-v4-*/mbs-etg-v4:4.12   # Precious Pair
  mbs-ncb-v6/mbs-ncb-v6:3.9.4

*/interpretation:5
`
	kf, err := ParseKnownFailing("known.txt", strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []Pattern{
		{Text: "mbs-etg-v4-*/mbs-etg-v4:4.12", Line: 2},
		{Text: "mbs-ncb-v6/mbs-ncb-v6:3.9.4", Line: 3},
		{Text: "*/interpretation:5", Line: 5},
	}
	if d := cmp.Diff(want, kf.Patterns); d != "" {
		t.Errorf("patterns (-want +got):\n%s", d)
	}

	bad := []struct{ in, want string }{
		{"mbs-ncb-v6:3.9.4\n", "known.txt:1: \"mbs-ncb-v6:3.9.4\": no GAME/ part"},
		{"# fine\nmbs-ncb-v6/3.9.4\n", "known.txt:2: \"mbs-ncb-v6/3.9.4\": no DOCUMENT:CLAUSE after the '/'"},
		{"\n\nmbs-ncb-v6/mbs-ncb-v6:\n", "known.txt:3: \"mbs-ncb-v6/mbs-ncb-v6:\": no DOCUMENT:CLAUSE"},
		{"a/b:c d/e:f\n", "known.txt:1: \"a/b:c d/e:f\": white space inside a pattern"},
		{"a/b:c\n\na/b:c\n", "known.txt:3: \"a/b:c\" is already on line 1"},
	}
	for _, b := range bad {
		_, err := ParseKnownFailing("known.txt", strings.NewReader(b.in))
		if err == nil || !strings.HasPrefix(err.Error(), b.want) {
			t.Errorf("%q: error %v, want one starting %q", b.in, err, b.want)
		}
	}
}

func TestKnownFailingMatch(t *testing.T) {
	kf := &KnownFailing{Patterns: []Pattern{
		{Text: "mbs-etg-v4-*/mbs-etg-v4:4.12", Line: 1},
		{Text: "*/mbs-ncb-v6:3.9.*", Line: 2},
		{Text: "mbs-tiger-v2/interpretation:1*", Line: 3},
	}}
	cases := []struct {
		key  string
		line int // 0: no match
	}{
		{"mbs-etg-v4-ncb/mbs-etg-v4:4.12", 1},
		{"mbs-etg-v4-fabulous-4s/mbs-etg-v4:4.12", 1},
		{"mbs-etg-v4-ncb/mbs-etg-v4:4.12.1", 0},
		{"mbs-etg-v4/mbs-etg-v4:4.12", 0}, // the '-' after v4 is literal
		{"mbs-ncb-v6/mbs-ncb-v6:3.9.4", 2},
		{"mbs-ncb-v6/mbs-ncb-v6:3.9", 0},
		{"mbs-ncb-v6/mbs-ncb-v6:3.9.4.1", 2}, // '*' crosses '.'
		{"mbs-tiger-v2/interpretation:12", 3},
		{"mbs-tiger-v2/interpretation:2", 0},
	}
	for _, c := range cases {
		p := kf.Match(c.key)
		got := 0
		if p != nil {
			got = p.Line
		}
		if got != c.line {
			t.Errorf("%s matches line %d, want %d", c.key, got, c.line)
		}
	}
	var none *KnownFailing
	if none.Match("a/b:c") != nil {
		t.Error("a nil list matches")
	}
}

// TestGlobAgainstRegexp compares glob with a regular expression built from
// the same pattern, on random patterns and strings over a small alphabet
// (where stars and repeats meet often).
func TestGlobAgainstRegexp(t *testing.T) {
	seed := testSeed(t)
	rng := rand.New(rand.NewPCG(seed, 0))
	const alphabet = "ab/:*"
	word := func(n int, stars bool) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			c := alphabet[rng.IntN(len(alphabet))]
			if c == '*' && !stars {
				c = 'a'
			}
			b.WriteByte(c)
		}
		return b.String()
	}
	for i := 0; i < 20000; i++ {
		p, s := word(rng.IntN(8), true), word(rng.IntN(10), false)
		var re strings.Builder
		re.WriteString("^")
		for _, part := range strings.Split(p, "*") {
			re.WriteString(regexp.QuoteMeta(part))
			re.WriteString(".*")
		}
		expr := strings.TrimSuffix(re.String(), ".*") + "$"
		want := regexp.MustCompile(expr).MatchString(s)
		if got := glob.Match(p, s); got != want {
			t.Fatalf("glob(%q, %q) = %v, regexp %s says %v (seed %d)", p, s, got, expr, want, seed)
		}
	}
}
