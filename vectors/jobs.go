package vectors

import (
	"context"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/internal/jobs"
)

// VerifyOn is Verify on several engines at once (`vectors verify --jobs`):
// the k-th test selected goes to engs[k mod len(engs)], and each verdict is
// put back in its test's place, so that the report is Verify's whatever
// the number of engines, so long as they answer alike. The report's Engine
// is the first engine's hello. The engines must be distinct: each is
// asked from a goroutine of its own.
func VerifyOn(ctx context.Context, engs []adapter.Engine, files []File, opts VerifyOptions) Report {
	if len(engs) == 1 {
		return Verify(ctx, engs[0], files, opts)
	}
	parts := make([]part, len(engs))
	jobs.Each(len(engs), len(engs), func(w, _ int) {
		parts[w] = verifyPart(ctx, engs[w], files, opts, w, len(engs))
	})
	n := 0
	for _, p := range parts {
		n += len(p.Results)
	}
	rep := Report{Engine: parts[0].Engine, Results: make([]Result, n)}
	for _, p := range parts {
		for k, res := range p.Results {
			rep.Results[p.at[k]] = res
		}
	}
	tally(&rep, opts)
	return rep
}
