package certify

import (
	"time"
	"unicode/utf8"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/report"
)

// endSession says bye to the engine (its Close) and records an engine that
// does not answer bye, does not exit, or exits with a non-zero status as a
// failed engine call of method "bye" (docs/protocol.md, "bye").
func endSession(eng adapter.Engine, g *guard) error {
	cl, ok := eng.(interface{ Close() error })
	if !ok {
		return nil
	}
	err := cl.Close()
	if err != nil {
		g.note(EngineFailure{At: time.Now().UTC(), Method: "bye", Kind: "failed", Message: err.Error()})
	}
	return err
}

// sessionFailed makes a run whose engine failed at the end of its session
// a failing run (exit status 1), saying why in the summary line: the
// checks were answered, but an engine that does not end its session as
// the protocol says leaves a CI job or a casino host waiting.
func sessionFailed(rep *Report, err error) {
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
