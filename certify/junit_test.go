package certify

import (
	"bytes"
	"encoding/xml"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bacctk/bacctk/report"
	"github.com/google/go-cmp/cmp"
)

// TestXSDValidatorRejects shows that the XSD validator of helpers_test.go
// can fail: documents that break the JUnit schema in one way each.
func TestXSDValidatorRejects(t *testing.T) {
	s, err := loadXSD(filepath.Join("testdata", "junit-10.xsd"))
	if err != nil {
		t.Fatal(err)
	}
	good := `<testsuites name="x" time="1.5"><testsuite name="a" tests="1" failures="0" errors="0" time="0.25"><testcase name="t"><skipped message="m"/><system-out>o</system-out></testcase></testsuite></testsuites>`
	bad := map[string]string{
		"missing tests":       `<testsuites><testsuite name="a" failures="0" errors="0"/></testsuites>`,
		"undeclared attr":     `<testsuites><testsuite name="a" tests="1" failures="0" errors="0" colour="red"/></testsuites>`,
		"bad time":            `<testsuites time="1.5s"/>`,
		"failure in suite":    `<testsuites><testsuite name="a" tests="1" failures="0" errors="0"><failure/></testsuite></testsuites>`,
		"testcase at the top": `<testsuites><testcase name="t"/></testsuites>`,
		"text in testsuite":   `<testsuites><testsuite name="a" tests="1" failures="0" errors="0">hello</testsuite></testsuites>`,
		"testcase no name":    `<testsuites><testsuite name="a" tests="1" failures="0" errors="0"><testcase/></testsuite></testsuites>`,
		"unknown root":        `<results/>`,
		"property no value":   `<testsuites><testsuite name="a" tests="1" failures="0" errors="0"><properties><property name="p"/></properties></testsuite></testsuites>`,
	}
	if p := mustValidate(t, s, good); len(p) != 0 {
		t.Fatalf("a valid document is refused: %v", p)
	}
	for name, doc := range bad {
		if p := mustValidate(t, s, doc); len(p) == 0 {
			t.Errorf("%s: accepted: %s", name, doc)
		}
	}
}

func mustValidate(t *testing.T, s *xsd, doc string) []string {
	t.Helper()
	root, err := parseXML([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return s.validate(root)
}

// TestJUnitEveryOutcome writes a report holding every kind of row and
// checks it against the XSD, and that each row's outcome element carries
// the clause's failures, diffs and replay commands.
func TestJUnitEveryOutcome(t *testing.T) {
	kp := &report.Pattern{Text: "g/d:4", Line: 3}
	rep := &report.Report{
		Run: report.RunInfo{Seed: "9", StartedAt: time.Date(2025, 3, 20, 9, 0, 0, 0, time.UTC), DurationMs: 1234},
		Verdicts: []report.ClauseVerdict{
			{ID: "g/d:1", Game: "g", Document: "d", Clause: "1", Summary: "s1", Verdict: report.Pass},
			{ID: "g/d:2", Game: "g", Document: "d", Clause: "2", Summary: "s2", Verdict: report.Fail, Reason: "1 scenario failed", Failures: []string{"F1"}},
			{ID: "g/d:3", Game: "g", Document: "d", Clause: "3", Summary: "s3", Verdict: report.Errored, Reason: "crash\nmore", Failures: []string{"F2"}},
			{ID: "g/d:4", Game: "g", Document: "d", Clause: "4", Summary: "s4", Verdict: report.Fail, KnownFailing: kp, Failures: []string{"F1"}},
			{ID: "g/d:5", Game: "g", Document: "d", Clause: "5", Summary: "s5", Verdict: report.Pass, KnownFailing: kp, UnexpectedPass: true},
			{ID: "g/d:6", Game: "g", Document: "d", Clause: "6", Summary: "s6", Verdict: report.NotApplicable, Reason: "no check"},
			{ID: "g/d:7", Game: "g", Document: "d", Clause: "7", Summary: "s7", Verdict: report.Procedural, Reason: "floor <procedure> & \"staff\""},
			{ID: "g/d:8", Game: "g", Document: "d", Clause: "8", Summary: "s8", Verdict: report.NotJudged, Reason: "not judged: its check stopped first at failure F1, on d:2: wrong"},
			{ID: "g/interpretation:5", Game: "g", Document: report.DocInterpretation, Clause: "5", Summary: "tie bonus", Verdict: report.Pass},
		},
		Failures: []report.Failure{
			{ID: "F1", Source: report.SourceScenario, Verdict: report.Fail, Game: "g", Title: "2 a rule", Location: "features/d/x.feature", Message: "wrong",
				Diff: "-  Win: 5\n+  Win: 6\n", Replay: []string{"bacctk coup --game g --decks 8 --cards 'AS KD' --json"}},
			{ID: "F2", Source: report.SourceVector, Verdict: report.Errored, Game: "g", Title: "v", Location: "vectors/g.json tcId 1", Message: "engine crash"},
		},
		KnownFailing: &report.KnownFailingReport{File: "known.txt"},
	}
	var b bytes.Buffer
	if err := rep.WriteJUnit(&b); err != nil {
		t.Fatal(err)
	}
	validateJUnit(t, b.Bytes())
	root, err := parseXML(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if got := attrsOf(root, "tests", "failures", "errors", "time"); !cmp.Equal(got, []string{"9", "2", "1", "1.234"}) {
		t.Errorf("testsuites attributes tests/failures/errors/time = %v", got)
	}
	suites := map[string]*xnode{}
	for _, s := range root.children {
		suites[s.attrs["name"]] = s
	}
	d := suites["g/d"]
	if d == nil || suites["g/interpretation"] == nil || len(suites) != 2 {
		t.Fatalf("suites: %v", keys(suites))
	}
	if got := attrsOf(d, "tests", "failures", "errors", "skipped"); !cmp.Equal(got, []string{"8", "2", "1", "4"}) {
		t.Errorf("suite g/d tests/failures/errors/skipped = %v", got)
	}
	outcome := func(tc *xnode) (string, *xnode) {
		for _, c := range tc.children {
			if c.name != "system-out" {
				return c.name, c
			}
		}
		return "pass", nil
	}
	type row struct{ Name, Outcome, Type string }
	var got []row
	for _, tc := range d.children {
		if tc.name != "testcase" {
			continue
		}
		o, el := outcome(tc)
		typ := ""
		if el != nil {
			typ = el.attrs["type"]
		}
		got = append(got, row{tc.attrs["name"], o, typ})
		if tc.attrs["classname"] != "g" {
			t.Errorf("%s: classname %q", tc.attrs["name"], tc.attrs["classname"])
		}
		switch tc.attrs["name"] {
		case "d:2":
			body := el.text.String()
			for _, want := range []string{"F1 fail scenario: 2 a rule", "-  Win: 5", "replay: bacctk coup --game g"} {
				if !strings.Contains(body, want) {
					t.Errorf("d:2 failure body lacks %q:\n%s", want, body)
				}
			}
		case "d:4":
			if !strings.Contains(el.attrs["message"], "known.txt line 3") {
				t.Errorf("d:4 skipped message %q", el.attrs["message"])
			}
		case "d:7":
			if el.attrs["message"] != `procedural: floor <procedure> & "staff"` {
				t.Errorf("d:7 message %q (escaping)", el.attrs["message"])
			}
		case "d:8":
			if !strings.Contains(el.attrs["message"], "failure F1") {
				t.Errorf("d:8 skipped message %q does not name the failure its check stopped at", el.attrs["message"])
			}
		}
	}
	want := []row{
		{"d:1", "pass", ""}, {"d:2", "failure", "fail"}, {"d:3", "error", "errored"}, {"d:4", "skipped", "known-failing"},
		{"d:5", "failure", "unexpected-pass"}, {"d:6", "skipped", "not-applicable"}, {"d:7", "skipped", "procedural"},
		{"d:8", "skipped", "not-judged"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("testcases (-want +got):\n%s", d)
	}
}

func attrsOf(n *xnode, names ...string) []string {
	out := make([]string, len(names))
	for i, a := range names {
		out[i] = n.attrs[a]
	}
	return out
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestJUnitTimes: every testcase and suite carries a time, and the
// suites' times add up to the run's (the run's time shared out by the
// evidence behind each row).
func TestJUnitTimes(t *testing.T) {
	rep := &report.Report{Run: report.RunInfo{Seed: "1", DurationMs: 3000}, Verdicts: []report.ClauseVerdict{
		{ID: "g/d:1", Game: "g", Document: "d", Clause: "1", Verdict: report.Pass, Evidence: report.Evidence{Scenarios: report.Counts{Pass: 5}}},
		{ID: "g/d:2", Game: "g", Document: "d", Clause: "2", Verdict: report.Procedural},
		{ID: "h/d:1", Game: "h", Document: "d", Clause: "1", Verdict: report.Pass, Evidence: report.Evidence{Vectors: report.Counts{Pass: 4}}},
	}}
	var b bytes.Buffer
	if err := rep.WriteJUnit(&b); err != nil {
		t.Fatal(err)
	}
	validateJUnit(t, b.Bytes())
	var doc struct {
		Time   string `xml:"time,attr"`
		Suites []struct {
			Time  *string `xml:"time,attr"`
			Cases []struct {
				Name string  `xml:"name,attr"`
				Time *string `xml:"time,attr"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range doc.Suites {
		if s.Time == nil {
			t.Fatalf("a suite without time:\n%s", b.String())
		}
		got = append(got, *s.Time)
		for _, c := range s.Cases {
			if c.Time == nil {
				t.Fatalf("testcase %s without time", c.Name)
			}
			got = append(got, *c.Time)
		}
	}
	// Weights 5, 1 (no evidence counts one), 4 of 10: 1.5 s, 0.3 s, 1.2 s.
	want := []string{"1.800", "1.500", "0.300", "1.200", "1.200"}
	if diff := cmp.Diff(want, got); diff != "" || doc.Time != "3.000" {
		t.Errorf("times (suite, its cases, ...) -want +got:\n%s (total %s)", diff, doc.Time)
	}
}
