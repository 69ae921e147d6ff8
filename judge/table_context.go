package judge

import (
	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// What shaped a table step or round, read from the reference's answer:
// the interruption before it, the limit notices, the step that settled it.

// interruptionContext names the rule of the last interruption of the round
// before step i (a power failure, cards drawn together, a device reset, a
// terminal failure), as the reference answered it: a divergence after one
// is most likely in how the engine carried the round on from it (Tiger
// 5.9's reset, 5.17's power failure, Electronic 5.9 and 5.10).
func interruptionContext(req *adapter.TableRequest, want *adapter.TableResult, i int) []string {
	return interruptionClause(want, interruptionAt(req, want, i, 0))
}

// stepInterruptionContext is interruptionContext for step i's own answer:
// a Player Terminal's failure at another position than the wager step i
// names did not shape it (Electronic 5.10.2 is the failed terminal's), nor
// did an interruption before that wager was first placed in the round (a
// device reset before it, Tiger 5.9).
func stepInterruptionContext(req *adapter.TableRequest, want *adapter.TableResult, i int) []string {
	j := interruptionAt(req, want, i, req.Events[i].Position)
	if ev := req.Events[i]; j >= 0 && ev.Player != "" {
		if p := firstPlaced(req, want, ev, i); p > j {
			return nil
		}
	}
	return interruptionClause(want, j)
}

// firstPlaced is the step, in the round in play at step i, where the
// wager ev is on (its player, position and wager) was first placed as the
// reference accepted it, or -1.
func firstPlaced(req *adapter.TableRequest, want *adapter.TableResult, ev adapter.TableEvent, i int) int {
	for j := roundOpen(req, want, i); j < min(i, len(want.Steps), len(req.Events)); j++ {
		if e := req.Events[j]; e.Type == adapter.TablePlace && want.Steps[j].Accepted && e.Player == ev.Player && e.Position == ev.Position && e.Wager == ev.Wager {
			return j
		}
	}
	return -1
}

// roundOpen is the step of the accepted open that began the round in play
// at step i, or 0.
func roundOpen(req *adapter.TableRequest, want *adapter.TableResult, i int) int {
	for j := min(i, len(want.Steps), len(req.Events)) - 1; j >= 0; j-- {
		if req.Events[j].Type == adapter.TableOpen && want.Steps[j].Accepted {
			return j
		}
	}
	return 0
}

// interruptionClause is the rule of the reference's step j, an
// interruption; nil for -1 (none).
func interruptionClause(want *adapter.TableResult, j int) []string {
	if j < 0 {
		return nil
	}
	return []string{want.Steps[j].Clause}
}

// interruptionAt is the step of interruptionContext's interruption, or -1;
// with pos > 0, a terminal failure at another position is passed over.
func interruptionAt(req *adapter.TableRequest, want *adapter.TableResult, i, pos int) int {
	for j := i - 1; j >= 0 && j < len(req.Events) && j < len(want.Steps); j-- {
		switch ev := req.Events[j]; ev.Type {
		case adapter.TableOpen:
			return -1
		case adapter.TablePowerFailure, adapter.TableSimultaneousDraw, adapter.TableDeviceReset, adapter.TableTerminalFailure:
			if ev.Type == adapter.TableTerminalFailure && pos > 0 && ev.Position != pos {
				continue
			}
			if s := want.Steps[j]; s.Accepted && s.Clause != "" {
				return j
			}
		}
	}
	return -1
}

// limitNoteClauses names the wager-limit rules (Tiger 5.14 and 5.15) a
// differing settlement was settled under, by the clause the reference
// gave the notice when the wager was placed.
func limitNoteClauses(want *adapter.TableResult, notes ...[]string) []string {
	var out []string
	for _, ns := range notes {
		for _, n := range ns {
			if n != reference.NoticeUnderMinimum && n != reference.NoticeOverMaximum {
				continue
			}
			for _, s := range want.Steps {
				if s.Accepted && s.Code == n && s.Clause != "" {
					out = appendUnique(out, s.Clause)
					break
				}
			}
		}
	}
	return out
}

func nonEmpty(list ...string) []string {
	var out []string
	for _, s := range list {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// settleStep is the index of the step that settled round n (from 0) in
// the reference's answer, or -1.
func settleStep(req *adapter.TableRequest, want *adapter.TableResult, n int) int {
	for i, s := range want.Steps {
		if i < len(req.Events) && req.Events[i].Type == adapter.TableSettle && s.Accepted {
			if n == 0 {
				return i
			}
			n--
		}
	}
	return -1
}

// roundAt is the round in play at step i: how many rounds res settled
// before it.
func roundAt(res *adapter.TableResult, i int) int {
	k := 0
	for j := 0; j < i && j < len(res.Steps); j++ {
		if s := res.Steps[j]; s.Event == adapter.TableSettle && s.Accepted {
			k++
		}
	}
	return k
}
