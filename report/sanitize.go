package report

import (
	"io"

	"github.com/bacctk/bacctk/internal/display"
)

// How the reports for a person (text, HTML, JUnit) show what the engine
// wrote: its name, version, capabilities, error messages and stderr.
// Every character a terminal or a browser would act on, or that would
// reorder the kit's own text around it (a right-to-left override makes
// "PASS" read "FAIL"), is shown as an escape, and each string is bounded
// (package display; docs/certify.md, "How engine text is shown"). The
// JSON report keeps the engine's name and version exactly, once.

// shownName is a name, a version or a capability: one line, NameMax
// characters.
func shownName(s string) string { return display.Line(s, display.NameMax) }

// shownLine is a message shown on one line: a reason, a first line.
func shownLine(s string) string { return display.Line(s, display.MessageMax) }

// shownText is a message or a stderr excerpt shown as a block of lines.
func shownText(s string) string { return display.Text(s, display.MessageMax) }

// shownTail is the tail of the engine's stderr: its last lines matter.
func shownTail(s string) string { return display.Tail(s, display.MessageMax) }

// writeShown runs write with a writer that escapes, in all it writes,
// what shownText would: what the strings above leave out (a diff
// quoting the engine's answer, a cause's summary) is escaped too, if not
// bounded.
func writeShown(w io.Writer, write func(io.Writer) error) error {
	d := display.NewWriter(w, 0)
	if err := write(d); err != nil {
		return err
	}
	return d.Flush()
}
