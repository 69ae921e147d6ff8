package main

import (
	"fmt"

	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/report"
)

// maxBlobSize bounds an observations blob: 256 MiB, four times a report's
// bound, since a blob keeps every exchange its checks judged.
const maxBlobSize = 256 << 20

// readBlobs reads the observations blobs (certify --blob) report merge
// joins. Without --blobs (force) a first file that is not a blob means
// the files are reports: ok is false and nothing is read. A blob among
// reports, or a report among blobs, is refused.
func readBlobs(files []string, force bool) (shards []*decide.Observations, ok bool, err error) {
	for i, f := range files {
		data, err := infile.Read(f, maxBlobSize)
		if err != nil {
			return nil, false, err
		}
		if !decide.IsBlob(data) {
			if i == 0 && !force {
				return nil, false, nil
			}
			return nil, false, fmt.Errorf("%s is not an observations blob (certify --blob): give the blobs of the shards, or their reports, not both", f)
		}
		obs, err := decide.ReadBlob(data)
		if err != nil {
			return nil, false, fmt.Errorf("blob %s: %v: not merged", f, err)
		}
		shards = append(shards, obs)
	}
	return shards, true, nil
}

// mergeBlobs joins the shards' observations and decides them as one run.
func mergeBlobs(shards []*decide.Observations, kf *decide.KnownFailing) (*report.Report, error) {
	obs, err := decide.MergeObservations(shards)
	if err != nil {
		return nil, err
	}
	return decide.Decide(obs, kf)
}
