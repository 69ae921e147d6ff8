package certify

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/report"
)

// TestEngineLacksChangeMethod: change-method (Tiger v2 3.9.2) is a table
// event like the others: an engine that answers "unsupported" to every
// request holding it fails 3.9.2 alone, as not implemented, and the
// vectors that need the event are not applicable, not failed (NCB v5
// numbers the clause 3.8.2).
func TestEngineLacksChangeMethod(t *testing.T) {
	t.Parallel()
	for game, clause := range map[string]string{"mbs-tiger-v2": "mbs-tiger-v2:3.9.2", "mbs-tiger-ncb-v5": "mbs-tiger-ncb-v5:3.8.2"} {
		rep, err := Run(context.Background(), refusesTables{Engine: refengine.New(), event: adapter.TableChangeMethod},
			Options{Games: []string{game}, Seed: testSeed(t), NoFeatures: true, NoGenerated: true})
		if err != nil {
			t.Fatal(err)
		}
		var failed []string
		for _, v := range rep.Verdicts {
			if v.Verdict == report.Fail || v.Verdict == report.Errored {
				failed = append(failed, v.Document+":"+v.Clause)
			}
		}
		if len(failed) != 1 || failed[0] != clause || len(rep.Causes) == 0 || rep.Causes[0].Kind != judge.KindNotImplemented {
			t.Errorf("%s: an engine without change-method fails %v (causes %+v), want %s alone, not implemented", game, failed, rep.Causes, clause)
		}
	}
}
