package certify

import (
	"time"

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
		g.note(report.EngineFailure{At: time.Now().UTC(), Method: "bye", Kind: "failed", Message: err.Error()})
	}
	return err
}
