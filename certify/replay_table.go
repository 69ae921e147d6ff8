// The vector file of a table failure: the sequence of a scenario, a
// golden vector or a generated (shrunk) table check as a TableTest.

package certify

import (
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/vectors"
)

// tableVectorOf turns a table failure into a one-test TableTest file:
// the request's settings and events, and the expected answer (the
// reference's, or the golden vector's own), so that `bacctk vectors
// verify FILE` asks the engine the sequence that failed. A table request
// has no command of its own to replay it (decide's replayCommands), so
// this file is its only replay. The group carries the rounding, as in the
// golden files; the test's config the rest of the settings.
func tableVectorOf(f *report.Failure) (*vectors.File, bool) {
	tq, exp := f.Request.TableRequest, f.Expected.Table
	if tq == nil || exp == nil || len(tq.Events) == 0 {
		// a table test has an event at least (the vectors' schema)
		return nil, false
	}
	cfg := tq.Config
	unit := max(cfg.Rounding, 1)
	cfg.Rounding = 0
	test := vectors.Test{Config: &cfg, Events: tq.Events, Expected: vectors.Expected{Table: exp}}
	return failureVector(f, vectors.BugTable, vectors.Group{Type: vectors.TypeTable, Game: tq.Game, Decks: tq.Decks, Table: vectors.Table{Rounding: unit}}, test)
}
