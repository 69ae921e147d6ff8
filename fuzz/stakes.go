package fuzz

import (
	"context"

	"github.com/bacctk/bacctk/adapter"
)

// The stake limits an engine declares in its hello (adapter.Offer
// MinStake, MaxStake): a generated request with a stake outside them is
// not asked, and counted not applicable (GameReport.NotApplicable), as one
// the engine answers "unsupported" is. Generation is not changed by them,
// so that a shoe's seed gives the same requests for every engine.

// stakeOut reports whether req has a stake the engine's declared limits
// leave out, and counts it. The limits are those of the game the request
// was generated for, also when it names another (a malformed request's
// unknown game): the engine may look at the stake first.
func (r *gameRun) stakeOut(req request) bool {
	if !r.stakeOff(req) {
		return false
	}
	r.rep.NotApplicable++
	return true
}

// stakeOff reports whether req has a stake the engine's declared limits
// on the game leave out.
func (r *gameRun) stakeOff(req request) bool {
	return r.hello.StakeNotOffered(string(r.g.ID), req.wagers) != ""
}

// offeredJobs keeps the jobs whose stakes the engine takes.
func (r *gameRun) offeredJobs(jobs []request) []request {
	kept := jobs[:0]
	for _, j := range jobs {
		if !r.stakeOut(j) {
			kept = append(kept, j)
		}
	}
	return kept
}

// limitedTable is the engine as a table's shrinking asks it: a shorter
// sequence can hold a larger stake (an open or a withdrawal dropped), and
// such a request is answered "unsupported" without asking the engine, so
// that no shrinking step is one the engine declared it refuses.
type limitedTable struct {
	adapter.TableEngine
	hello adapter.Hello
}

func (l limitedTable) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	if why := l.hello.TableStakeNotOffered(req); why != "" {
		return adapter.TableResult{}, adapter.Unsupported("%s", why)
	}
	return l.TableEngine.Table(ctx, req)
}
