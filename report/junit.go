package report

import (
	"encoding/xml"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/internal/words"
)

// The JUnit XML shape: the common schema that Jenkins, GitLab and most CI
// systems read (the Jenkins xunit plugin's junit-10.xsd; a copy written
// from its public definition is certify/testdata/junit-10.xsd, and the
// tests validate the output against it).
type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name       string          `xml:"name,attr"`
	Tests      int             `xml:"tests,attr"`
	Failures   int             `xml:"failures,attr"`
	Errors     int             `xml:"errors,attr"`
	Skipped    int             `xml:"skipped,attr"`
	Time       string          `xml:"time,attr"`
	Timestamp  string          `xml:"timestamp,attr"`
	Properties *junitProps     `xml:"properties,omitempty"`
	Cases      []junitTestcase `xml:"testcase"`
}

type junitProps struct {
	Props []junitProp `xml:"property"`
}

type junitProp struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type junitTestcase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	Skipped   *junitMessage `xml:"skipped,omitempty"`
	Error     *junitMessage `xml:"error,omitempty"`
	Failure   *junitMessage `xml:"failure,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

type junitMessage struct {
	Message string `xml:"message,attr,omitempty"`
	Type    string `xml:"type,attr,omitempty"`
	Body    string `xml:",chardata"`
}

// WriteJUnit writes the report as JUnit XML: a testsuite per rules document
// and game ("GAME/DOCUMENT"; the kit's interpretations and contract points
// are documents "interpretation" and "contract"), a testcase per clause
// named by its clause id ("mbs-tiger-v2:3.15") with the game as classname.
// fail is a failure, errored an error; not-applicable, not-judged,
// procedural and known-failing rows are skipped with the reason (a
// not-judged row's names the failure that stopped its checks); an
// unexpected pass is a failure. The engine's strings are shown escaped
// and bounded (sanitize.go): a CI page shows the messages and properties
// as they are.
func (r *Report) WriteJUnit(w io.Writer) error {
	return writeShown(w, r.writeJUnit)
}

func (r *Report) writeJUnit(w io.Writer) error {
	out := junitSuites{Name: "bacctk certify", Time: junitSeconds(float64(r.Run.DurationMs))}
	failures := map[string]*Failure{}
	for i := range r.Failures {
		failures[r.Failures[i].ID] = &r.Failures[i]
	}
	causes := map[string]*Cause{}
	for i := range r.Causes {
		causes[r.Causes[i].ID] = &r.Causes[i]
	}
	index := map[string]int{}
	stamp := r.Run.StartedAt.UTC().Format("2006-01-02T15:04:05")
	share := r.junitTimeShares()
	var suiteMs []float64 // per suite, the sum of its testcases' shares
	for i := range r.Verdicts {
		v := &r.Verdicts[i]
		name := v.Game + "/" + v.Document
		si, ok := index[name]
		if !ok {
			si = len(out.Suites)
			index[name] = si
			s := junitSuite{Name: name, Timestamp: stamp}
			if len(out.Suites) == 0 {
				s.Properties = r.junitProperties()
			}
			out.Suites = append(out.Suites, s)
			suiteMs = append(suiteMs, 0)
		}
		s := &out.Suites[si]
		suiteMs[si] += share[i]
		tc := junitTestcase{Name: v.Document + ":" + v.Clause, Classname: v.Game, Time: junitSeconds(share[i]), SystemOut: junitEvidence(v)}
		known := v.KnownFailing != nil
		switch {
		case v.UnexpectedPass:
			tc.Failure = &junitMessage{Type: "unexpected-pass",
				Message: fmt.Sprintf("passes, but %s line %d (%s) lists it as known failing: remove it from the list", r.knownFile(), v.KnownFailing.Line, v.KnownFailing.Text)}
			s.Failures++
		case known && (v.Verdict == Fail || v.Verdict == Errored):
			tc.Skipped = &junitMessage{Type: "known-failing",
				Message: fmt.Sprintf("known failing (%s line %d: %s): %s: %s", r.knownFile(), v.KnownFailing.Line, v.KnownFailing.Text, v.Verdict, shownLine(v.Reason)),
				Body:    junitDetails(v, failures, causes)}
			s.Skipped++
		case v.Verdict == Fail:
			tc.Failure = &junitMessage{Type: Fail, Message: junitCauseMessage(v, failures, causes, shownLine(v.Reason)), Body: junitDetails(v, failures, causes)}
			s.Failures++
		case v.Verdict == Errored:
			tc.Error = &junitMessage{Type: Errored, Message: junitCauseMessage(v, failures, causes, shownLine(words.FirstLine(v.Reason))), Body: junitDetails(v, failures, causes)}
			s.Errors++
		case v.Verdict == NotApplicable || v.Verdict == Procedural || v.Verdict == NotJudged || v.Verdict == Untested:
			tc.Skipped = &junitMessage{Type: v.Verdict, Message: v.Verdict + ": " + shownLine(v.Reason)}
			s.Skipped++
		}
		s.Tests++
		s.Cases = append(s.Cases, tc)
	}
	for i := range out.Suites {
		s := &out.Suites[i]
		s.Time = junitSeconds(suiteMs[i])
		out.Tests += s.Tests
		out.Failures += s.Failures
		out.Errors += s.Errors
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(out); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// junitTimeShares gives every verdict row a share of the run's wall time in
// milliseconds, in proportion to its evidence (the checks behind it; at
// least one). The kit does not time clauses: checks are shared between
// clauses and run per game, so a measured time per clause does not exist;
// the shares add up to the run's time, so that a CI page's slowest suites
// are the games with the most checks. JUnit readers (and Surefire's
// schema) want a time on every testcase and suite.
func (r *Report) junitTimeShares() []float64 {
	weights := make([]float64, len(r.Verdicts))
	var total float64
	for i := range r.Verdicts {
		weights[i] = float64(max(1, r.Verdicts[i].Evidence.Total()))
		total += weights[i]
	}
	for i := range weights {
		weights[i] *= float64(r.Run.DurationMs) / total
	}
	return weights
}

func junitSeconds(ms float64) string { return fmt.Sprintf("%.3f", ms/1000) }

func (r *Report) knownFile() string {
	if r.KnownFailing != nil {
		return r.KnownFailing.File
	}
	return "the known-failing list"
}

// junitProperties carries the run's identity in the first suite.
func (r *Report) junitProperties() *junitProps {
	p := []junitProp{
		{"kit", r.Kit.Name + " " + r.Kit.Version},
		{"kit-revision", r.Kit.Revision},
		{"content-hash", r.Kit.ContentHash},
		{"engine", strings.TrimSpace(shownName(r.Engine.Name) + " " + shownName(r.Engine.Version))},
		{"seed", r.Run.Seed},
		{"shoes", fmt.Sprint(r.Run.Shoes)},
		{"verdict", r.Headline()},
	}
	// CI pages show little of a JUnit file but its counts: the coverage
	// is stated here so that a partial run's XML does not pass for a
	// whole certification.
	if cov := r.Coverage; cov != nil {
		state := "complete"
		if !cov.Complete {
			state = "partial: " + cov.OmittedText()
		}
		p = append(p, junitProp{"coverage", state}, junitProp{"certified", cov.Profile()}, junitProp{"clauses-checked", cov.PerGame()})
	}
	if r.Engine.Command != nil {
		p = append(p, junitProp{"engine-command", strings.Join(quoteAll(r.Engine.Command), " ")})
	}
	if x := r.Engine.Executable; x != nil {
		p = append(p, junitProp{"engine-executable-sha256", x.SHA256})
	}
	return &junitProps{Props: p}
}

func junitEvidence(v *ClauseVerdict) string {
	ev := v.Evidence
	s := fmt.Sprintf("%s\nscenarios: %s; vectors: %s; properties: %s", v.Summary,
		countsShort(ev.Scenarios), countsShort(ev.Vectors), countsShort(ev.Properties))
	if len(ev.PropertyNames) > 0 {
		s += " (" + strings.Join(ev.PropertyNames, ", ") + ")"
	}
	return s
}

// rowCauses are the causes of the failures behind a row, in report
// order (most important first).
func rowCauses(v *ClauseVerdict, failures map[string]*Failure, causes map[string]*Cause) []*Cause {
	var out []*Cause
	seen := map[string]bool{}
	for _, id := range v.Failures {
		f := failures[id]
		if f == nil || f.Cause == "" || seen[f.Cause] || causes[f.Cause] == nil {
			continue
		}
		seen[f.Cause] = true
		out = append(out, causes[f.Cause])
	}
	sort.SliceStable(out, func(i, j int) bool { return causeNumber(out[i].ID) < causeNumber(out[j].ID) })
	return out
}

// causeNumber orders cause ids as the report numbers them (C2 before C10).
func causeNumber(id string) int {
	n, _ := strconv.Atoi(strings.TrimPrefix(id, "C"))
	return n
}

// junitCauseMessage is a failing testcase's message: what the first cause
// behind the row says, with the clause it breaks, since the message is
// what a CI page and a pull-request annotation show of a testcase
// ("mbs-ncb-v6:3.9.4: tie paid 7/1 where the rules say 8/1 (cause C1)").
// A row with no cause keeps its reason, fallback.
func junitCauseMessage(v *ClauseVerdict, failures map[string]*Failure, causes map[string]*Cause, fallback string) string {
	cs := rowCauses(v, failures, causes)
	if len(cs) == 0 {
		return fallback
	}
	m := fmt.Sprintf("%s:%s: %s (cause %s", v.Document, v.Clause, shownLine(cs[0].Summary), cs[0].ID)
	if len(cs) > 1 {
		var more []string
		for _, c := range cs[1:] {
			more = append(more, c.ID)
		}
		m += fmt.Sprintf("; %s more: %s", words.Plural(len(more), "cause"), strings.Join(more, ", "))
	}
	return m + ")"
}

// junitDetails says what the row's clause says, then lists the failures
// behind the row, each with its message, diff and replay command.
func junitDetails(v *ClauseVerdict, failures map[string]*Failure, causes map[string]*Cause) string {
	var b strings.Builder
	ref := v.Document + ":" + v.Clause
	var ws []RuleWords
	for _, id := range v.Failures {
		if f := failures[id]; f != nil {
			ws = append(ws, f.Words...)
		}
	}
	for _, c := range rowCauses(v, failures, causes) {
		ws = append(ws, c.Words...)
	}
	for _, rw := range ws {
		if rw.Ref == ref {
			fmt.Fprintf(&b, "%s says:\n%s\n\n", ref, rw.Words)
			break
		}
	}
	for i, id := range v.Failures {
		if i == 5 {
			fmt.Fprintf(&b, "... %d more (see the JSON report)\n", len(v.Failures)-i)
			break
		}
		f := failures[id]
		if f == nil {
			continue
		}
		fmt.Fprintf(&b, "%s %s %s: %s\nat %s\n%s\n", f.ID, f.Verdict, f.Source, f.Title, f.Location, shownText(f.Message))
		if f.Diff != "" {
			fmt.Fprintf(&b, "diff (-expected +actual):\n%s\n", strings.TrimRight(f.Diff, "\n"))
		}
		for _, c := range f.Replay {
			fmt.Fprintf(&b, "replay: %s\n", c)
		}
	}
	return b.String()
}
