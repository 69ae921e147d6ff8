package report

import (
	"fmt"
	"io"

	"github.com/bacctk/bacctk/internal/words"
)

// writeExhaustive prints the exhaustive walk: per game its one line, the
// failing classes by cause with their probability, and the PAR
// reconciliation of every wager.
func (r *Report) writeExhaustive(w io.Writer) {
	if len(r.Exhaustive) == 0 {
		return
	}
	fmt.Fprintf(w, "\nexhaustive walk (%.1fs; docs/exhaustive.md):\n", sec(r.Run.Timings.ExhaustiveMs))
	for _, eg := range r.Exhaustive {
		fmt.Fprintf(w, "  %s\n", eg.Line)
		for _, cs := range eg.Causes {
			id := cs.Cause
			if id == "" {
				id = "-"
			}
			fmt.Fprintf(w, "    %s %s: %s classes, probability %s (%s %% of coups), e.g. %v\n",
				id, cs.Summary, words.Thousands(cs.Classes), cs.Probability, words.Percent(cs.Percent), cs.Example)
		}
		if eg.Shard != "" || len(eg.Wagers) == 0 {
			continue
		}
		fmt.Fprintf(w, "    %-22s %12s %12s %10s\n", "wager", "engine %", "PAR %", "diff bp")
		for _, we := range eg.Wagers {
			mark := "="
			if !we.Equal {
				mark = "!"
			}
			fmt.Fprintf(w, "    %-22s %12.6f %12.6f %+10.4f %s\n", we.Wager, we.EnginePct, we.RulesPercent, we.DiffBp, mark)
		}
	}
}
