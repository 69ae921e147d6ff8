package certify

import (
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/report"
)

// StopGrace is how long each step of ending an engine's session (bye's
// answer, its exit, SIGTERM before SIGKILL) may take when the run was cut
// short by a signal or its deadline: the engine has often just been left
// hanging, and a CI runner that cancels a job sends SIGTERM 7.5 s after
// SIGINT, then kills the job; the partial reports must be written by then
// (docs/ci.md, "Cancelled jobs").
const StopGrace = 500 * time.Millisecond

// endSession says bye to the engine (its Close; within StopGrace a step
// when the run was cut short) and records an engine that does not answer
// bye, does not exit, or exits with a non-zero status as a failed engine
// call of method "bye" (docs/protocol.md, "bye").
func endSession(eng adapter.Engine, g *guard, cutShort bool) error {
	err := closeEngine(eng, cutShort)
	if err != nil {
		g.note(report.EngineFailure{At: time.Now().UTC(), Method: "bye", Kind: "failed", Message: err.Error()})
	}
	return err
}

// closeEngine ends an engine's session, within StopGrace a step when the
// run was cut short; an engine in process has nothing to end.
func closeEngine(eng adapter.Engine, cutShort bool) error {
	if c, ok := eng.(interface{ CloseWithin(time.Duration) error }); ok && cutShort {
		return c.CloseWithin(StopGrace)
	}
	if c, ok := eng.(interface{ Close() error }); ok {
		return c.Close()
	}
	return nil
}
