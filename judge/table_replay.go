package judge

import (
	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// The reference lifecycle's answer to a table request: the table a request
// sets, one event run on it, a whole request replayed.

// TableConfig is the reference's table for a request, under readings rd.
func TableConfig(g *reference.Game, req adapter.TableRequest, rd reference.Readings) reference.TableConfig {
	return refengine.TableConfig(g.ID, req, rd)
}

// ApplyTableEvent runs one event on the reference's table and appends its
// answer to res: the step, and the round when the step settled one. An
// error is a deal event whose card is not one (nothing is applied).
func ApplyTableEvent(t *reference.Table, ev adapter.TableEvent, res *adapter.TableResult) error {
	rev, err := refengine.DecodeTableEvent(ev)
	if err != nil {
		return err
	}
	step, err := t.Apply(rev)
	res.Steps = append(res.Steps, refengine.EncodeTableStep(step, err))
	if step.Round != nil {
		res.Rounds = append(res.Rounds, refengine.EncodeTableRound(step.Round))
	}
	return nil
}

// replayReference is the reference lifecycle's answer to a table request,
// under the kit's reading: the variants it asks about a device reset turn
// on no interpretation that has another reading.
func replayReference(g *reference.Game, req adapter.TableRequest) (*adapter.TableResult, bool) {
	return replayResynced(g, &req, nil, resync{}) // no step re-synced: got is not read
}
