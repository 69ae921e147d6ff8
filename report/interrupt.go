package report

import (
	"strings"

	"github.com/bacctk/bacctk/internal/words"
)

// Interrupted is the result of a run a signal stopped (Summary.Result).
const Interrupted = "interrupted"

// Interrupt marks the report of a run that a signal stopped: its result is
// "interrupted" whatever its verdicts (the checks left are errored with
// the signal's name, which is not the engine's failure), its exit code the
// kit's (128 + the signal's number, so that the JSON report and the exit
// status agree), and its summary line says which signal.
func (r *Report) Interrupt(signal string, code int) {
	s := &r.Summary
	was := r.Headline()
	s.Result, s.ExitCode = Interrupted, code
	s.Headline = HeadlineFor(Interrupted, r.Coverage)
	why := ""
	if !strings.Contains(r.Run.Stopped, "interrupted (") {
		why = "; interrupted (" + signal + ")"
	}
	s.Amend(was, why)
}

// Amend gives the summary line the summary's new headline (it was was)
// and adds why before its "; seed" part.
func (s *Summary) Amend(was, why string) {
	line := s.Line
	if rest, ok := strings.CutPrefix(line, was); ok {
		line = s.Headline + rest
	}
	if i := strings.LastIndex(line, "; seed "); i >= 0 {
		line = line[:i] + why + line[i:]
	} else {
		line += why
	}
	s.Line = line
}

// StoppedText is what the summary line adds for a run cut short: ";
// deadline reached (--deadline 5s), 120 checks not asked".
func (r *Report) StoppedText() string {
	n := r.Run.NotAsked.Total()
	if r.Run.Stopped == "" && n == 0 {
		return ""
	}
	s := "; " + r.Run.Stopped
	if r.Run.Stopped == "" {
		s = ";"
	}
	if n > 0 {
		if r.Run.Stopped != "" {
			s += ","
		}
		s += " " + words.Plural(n, "check") + " not asked"
	}
	return s
}
