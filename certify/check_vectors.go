// The vectors check: vectors.Verify over the run's engines, and the
// probes of the table vectors an engine answered unsupported.

package certify

import (
	"context"
	"fmt"

	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/vectors"
)

// checkVectors replays the selected vectors against the pool's engines,
// then probes, on the first, the table vectors it answered unsupported for
// a required event it lacks: every engine call of the vectors phase (the
// collector asks none).
func checkVectors(ctx context.Context, p *pool, games []string, opts Options) ([]vectors.Result, []decide.TableLack, error) {
	files, err := vectors.LoadEmbedded()
	if err != nil {
		return nil, nil, fmt.Errorf("certify: the kit's vectors do not load (a defect of the kit): %v", err)
	}
	re, err := compileRun(opts.Run)
	if err != nil {
		return nil, nil, err
	}
	files = underReadings(ctx, files, opts.Readings)
	ids, matched := selectVectorIDs(files, re)
	if !matched {
		return nil, nil, nil // --run names no vector
	}
	if !opts.Shard.Whole() {
		if ids == nil {
			ids, _ = selectVectorIDs(files, matchAll)
		}
		if ids = opts.Shard.Strings(ids); len(ids) == 0 {
			return nil, nil, nil
		}
	}
	results := vectors.VerifyOn(ctx, p.engines(), files, vectors.VerifyOptions{Games: games, IDs: ids}).Results
	return results, probeTableEvents(ctx, p.guards[0], results), nil
}
