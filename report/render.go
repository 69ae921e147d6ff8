package report

import (
	"io"
	"sort"
)

// Options are what a renderer may be told beyond the report.
type Options struct {
	// Verbose makes the text report list every verdict row and every
	// failure (certify -v); the other formats hold them all already.
	Verbose bool
}

// Renderer writes a report in one format. Every renderer reads only the
// report: a report read back from its JSON renders byte for byte as the
// run's own.
type Renderer struct {
	// Name is the format's name on the command line (--report NAME=FILE,
	// report render --as NAME).
	Name string
	// Summary says what it writes, for usage and error messages.
	Summary string
	Render  func(w io.Writer, r *Report, opts Options) error
}

// renderers are the formats, in the order usage lists them.
var renderers = []Renderer{
	{"text", "the report for a person, as certify prints it", func(w io.Writer, r *Report, o Options) error {
		return writeShown(w, func(w io.Writer) error { r.writeText(w, o.Verbose); return nil })
	}},
	{"json", "the JSON report (docs/report.schema.json), with its digest", func(w io.Writer, r *Report, _ Options) error { return r.WriteJSON(w) }},
	{"junit", "JUnit XML: a testsuite per game and rules document, a testcase per clause", func(w io.Writer, r *Report, _ Options) error { return r.WriteJUnit(w) }},
	{"html", "one self-contained HTML page", func(w io.Writer, r *Report, _ Options) error { return r.WriteHTML(w) }},
	{"badge", "an SVG badge: verdict, games passed, kit version", func(w io.Writer, r *Report, _ Options) error { return r.WriteBadge(w) }},
}

// Renderers returns every format a report renders in, in a fixed order.
func Renderers() []Renderer { return append([]Renderer(nil), renderers...) }

// Lookup returns the renderer of the format name.
func Lookup(name string) (Renderer, bool) {
	for _, r := range renderers {
		if r.Name == name {
			return r, true
		}
	}
	return Renderer{}, false
}

// Names lists the formats' names, sorted, for a message that names them.
func Names() []string {
	names := make([]string, len(renderers))
	for i, r := range renderers {
		names[i] = r.Name
	}
	sort.Strings(names)
	return names
}

// Cucumber is the one format a run writes that no report renders in:
// godog's cucumber JSON records every step of every scenario as it runs,
// and the report keeps a verdict per clause and the failures, not the
// steps. certify writes it during the run (--cucumber FILE, or --report
// cucumber=FILE).
const Cucumber = "cucumber"

// NotRendered says why no report renders in the format name, for a
// format a run writes as it goes; "" for any other name.
func NotRendered(name string) string {
	if name == Cucumber {
		return "cucumber JSON is godog's record of every scenario step, written during a run (certify --cucumber FILE or --report cucumber=FILE); a report keeps verdicts and failures, not steps"
	}
	return ""
}
