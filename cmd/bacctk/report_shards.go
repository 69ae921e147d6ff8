package main

import (
	"fmt"

	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/internal/integrity"
	"github.com/bacctk/bacctk/report"
)

// readShards reads the reports report merge combines, refusing, by file,
// one that is not as a kit wrote it: a digest that does not verify (an
// edited report, or one without a digest), totals its own rows disagree
// with, or rules data (content hash) other than the first shard's. The
// merge decides again from the rows, so a shard edited consistently would
// otherwise pass into the merged report unseen.
func readShards(files []string) ([]*report.Report, error) {
	var reps []*report.Report
	for i, f := range files {
		data, err := infile.Read(f, maxReportSize)
		if err != nil {
			return nil, err
		}
		if _, err := integrity.Check(data); err != nil {
			return nil, fmt.Errorf("shard %s: %v: not merged", f, err)
		}
		r, err := decodeReport(f, data)
		if err != nil {
			return nil, err
		}
		if err := r.CheckCounts(); err != nil {
			return nil, fmt.Errorf("shard %s: counts inconsistent: %v: not merged", f, err)
		}
		if i > 0 && r.Kit.ContentHash != reps[0].Kit.ContentHash {
			return nil, fmt.Errorf("shard %s was checked against other rules data than %s (content hash %s, not %s): shards of one run only",
				f, files[0], r.Kit.ContentHash, reps[0].Kit.ContentHash)
		}
		reps = append(reps, r)
	}
	return reps, nil
}
