package certify

import (
	"cmp"
	"os"
	"path/filepath"

	"github.com/bacctk/bacctk/internal/attest"
	"github.com/bacctk/bacctk/report"
)

// recordSettings records in the report what a lab needs to make the run
// again beyond the seed and the selection: the engine's command line as
// given, the folder it ran in and its executable's SHA-256, and the
// run's time limits, jobs, the protocol client's checks and the
// exhaustive settings (docs/certify.md
// "Reproducing a certificate").
func recordSettings(rep *report.Report, opts Options) {
	if opts.Command != nil {
		e := &rep.Engine
		e.CommandLine = opts.CommandLine
		dir := opts.Dir
		if dir == "" {
			dir = "."
		}
		if abs, err := filepath.Abs(dir); err == nil {
			e.WorkDir = abs
		} else if wd, err := os.Getwd(); err == nil {
			e.WorkDir = wd
		}
		if path, sum, ok := attest.Executable(opts.Command, opts.Dir); ok {
			if abs, err := filepath.Abs(path); err == nil {
				path = abs
			}
			e.Executable = &report.FileDigest{Path: path, SHA256: sum}
		}
	}
	r := &rep.Run
	if t := cmp.Or(opts.RequestTimeout, opts.Timeout); t > 0 {
		r.Timeout = t.String()
	}
	if opts.Deadline > 0 {
		r.Deadline = opts.Deadline.String()
	}
	r.Jobs = max(opts.Jobs, 1)
	r.Validate, r.Recheck = opts.Validate, opts.Recheck
	if opts.Exhaustive {
		r.ExhaustiveGames = append([]string(nil), opts.ExhaustiveGames...)
		r.ExhaustiveDecks = cmp.Or(opts.ExhaustiveDecks, DefaultExhaustiveDecks)
	}
}
