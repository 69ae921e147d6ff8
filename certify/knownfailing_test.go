package certify

import (
	"context"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/internal/glob"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/vectors"
	"github.com/google/go-cmp/cmp"
)

func TestParseKnownFailing(t *testing.T) {
	in := `# gaps of engine X 1.2
mbs-etg-v4-*/mbs-etg-v4:4.12   # Precious Pair
  mbs-ncb-v6/mbs-ncb-v6:3.9.4

*/interpretation:5
mbs-tiger-v2/coup-64fc7a5a0a7e # a vector by its stable id
`
	kf, err := decide.ParseKnownFailing("known.txt", strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []report.Pattern{
		{Text: "mbs-etg-v4-*/mbs-etg-v4:4.12", Line: 2},
		{Text: "mbs-ncb-v6/mbs-ncb-v6:3.9.4", Line: 3},
		{Text: "*/interpretation:5", Line: 5},
		{Text: "mbs-tiger-v2/coup-64fc7a5a0a7e", Line: 6},
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
		_, err := decide.ParseKnownFailing("known.txt", strings.NewReader(b.in))
		if err == nil || !strings.HasPrefix(err.Error(), b.want) {
			t.Errorf("%q: error %v, want one starting %q", b.in, err, b.want)
		}
	}
}

func TestKnownFailingMatch(t *testing.T) {
	kf := &decide.KnownFailing{Patterns: []report.Pattern{
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
	var none *decide.KnownFailing
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

// TestKnownFailingVectors: a known-failing list may name vectors by stable
// id. Listing every vector an engine fails makes the run pass, each of
// those failures known failing; one more line naming a vector that passes
// is an unexpected pass that fails the run; leaving one failing vector off
// the list fails it too.
func TestKnownFailingVectors(t *testing.T) {
	eng := newIndependent(t, "tie-loses-player-banker")
	opts := Options{Games: []string{"mbs-ncb-v6"}, NoFeatures: true, NoGenerated: true, Seed: 5}
	run := func(lines ...string) *report.Report {
		t.Helper()
		kf, err := decide.ParseKnownFailing("known.txt", strings.NewReader(strings.Join(lines, "\n")))
		if err != nil {
			t.Fatal(err)
		}
		o := opts
		o.KnownFailing = kf
		rep, err := Run(context.Background(), eng, o)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}

	base := run()
	var failing []string
	for _, f := range base.Failures {
		// a vector that breaks two rules is two failures of one id
		if f.Source == report.SourceVector && f.Vector != "" && !slices.Contains(failing, f.Vector) {
			failing = append(failing, f.Vector)
		}
	}
	if len(failing) < 2 || base.OK() || base.FailuresOmitted > 0 {
		t.Fatalf("the defect fails %d vectors (%d omitted), run ok %v: the test needs at least two failing vectors, all kept", len(failing), base.FailuresOmitted, base.OK())
	}

	all := run(failing...)
	if !all.OK() {
		t.Errorf("every failing vector listed: exit %d (%s), want a pass", all.Summary.ExitCode, all.Summary.Line)
	}
	for _, f := range all.Failures {
		if !f.KnownFailing {
			t.Errorf("failure %s (vector %s) is not known failing", f.ID, f.Vector)
		}
	}
	for _, v := range all.Verdicts {
		if (v.Verdict == report.Fail || v.Verdict == report.Errored) && v.KnownFailing == nil {
			t.Errorf("row %s fails and is not known failing", v.ID)
		}
	}

	short := run(failing[1:]...)
	if short.OK() {
		t.Errorf("vector %s left off the list: the run passes", failing[0])
	}

	var passing string
	failed := map[string]bool{}
	for _, id := range failing {
		failed[id] = true
	}
	files, err := vectors.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	for i := range files {
		for _, cs := range files[i].Cases() {
			if id := cs.Test.ID; strings.HasPrefix(id, "mbs-ncb-v6/coup-") && !failed[id] && passing == "" {
				passing = id
			}
		}
	}
	extra := run(append(failing, passing)...)
	if extra.OK() {
		t.Errorf("passing vector %s listed: the run passes, want an unexpected pass", passing)
	}
	if kf := extra.KnownFailing; kf == nil || len(kf.UnexpectedPasses) != 1 || kf.UnexpectedPasses[0] != passing {
		t.Errorf("unexpected passes %v, want [%s]", kf, passing)
	}
}
