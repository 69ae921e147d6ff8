package vectors

import (
	"context"
	"errors"

	"github.com/bacctk/bacctk/adapter"
)

// Results of a run (Report.Result).
const (
	ResultPass        = "pass"
	ResultFail        = "fail"
	ResultInterrupted = "interrupted"
)

// runCause is the error a test is errored with once the run's context has
// ended: the run's reason ("interrupted (SIGTERM)", a time limit), not
// what the engine call made of it ("context canceled", an engine the kit
// killed), which would read as the engine's failure. An answer of the
// engine's own (a structured error) stays the engine's.
func runCause(ctx context.Context, err error) error {
	var answer *adapter.Error
	if err == nil || ctx.Err() == nil || errors.As(err, &answer) || errors.Is(err, adapter.ErrNotAsked) {
		return err
	}
	return context.Cause(ctx)
}

// judged sets Result and ExitCode from the verdicts.
func (r *Report) judged() {
	r.Result, r.ExitCode = ResultPass, 0
	if !r.OK() {
		r.Result, r.ExitCode = ResultFail, 1
	}
}

// Interrupted marks a run a signal stopped: its result is "interrupted",
// whatever the verdicts, and its exit code the process's (128 + the
// signal's number), so that the JSON report and the exit status agree.
func (r *Report) Interrupted(code int) {
	r.Result, r.ExitCode = ResultInterrupted, code
}
