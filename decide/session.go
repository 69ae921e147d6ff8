// A run whose engine failed at the end of its session.

package decide

import (
	"errors"
	"unicode/utf8"

	"github.com/bacctk/bacctk/report"
)

// SessionFailed makes a run whose engine failed at the end of its session
// a failing run (exit status 1), saying why in the summary line: the
// checks were answered, but an engine that does not end its session as
// the protocol says leaves a CI job or a casino host waiting.
func SessionFailed(rep *Report, err error) {
	if err == nil {
		return
	}
	s := &rep.Summary
	was := rep.Headline()
	s.ExitCode, s.Result = 1, Fail
	s.Headline = report.HeadlineFor(Fail, rep.Coverage)
	s.Amend(was, "; the engine failed at the end of its session (bye): "+clipLine(err.Error(), 200))
}

// clipLine is the first line of s, cut to at most n bytes (on a character
// boundary): the summary line stays one line; the report has the rest.
func clipLine(s string, n int) string {
	s = firstLine(s)
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}

// ErrGaveUp is what every engine call of a run returns once the run has
// given up on the engine; a failure whose message carries it is one of the
// many its give-up caused, listed once per source and game.
var ErrGaveUp = errors.New("the run stopped asking the engine")
