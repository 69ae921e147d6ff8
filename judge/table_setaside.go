package judge

import (
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
)

// setAsideClauses blames a round whose hands differ on the drawn order of
// the cards set aside after a player left with cards (Tiger 5.11.1), when
// the player left before both third cards were out (at most four cards
// dealt: the round may need both set-aside cards), the two answers agree
// on every card dealt before, and the engine's hands are the rules' with
// the two cards dealt after the player left exchanged: the hands differ
// only in where the set-aside cards went. from and to bound the round's
// events.
func setAsideClauses(g *reference.Game, req *adapter.TableRequest, want *adapter.TableResult, w, gr adapter.TableRound, from, to int) ([]string, bool) {
	clause := clauses.SetAsideOrder[string(g.Document)]
	if clause == "" || (slices.Equal(w.Player, gr.Player) && slices.Equal(w.Banker, gr.Banker)) {
		return nil, false
	}
	dealt, left := 0, -1
	var after []string // the first two cards dealt after the player left
	for j := max(from, 0); j < to && j < len(req.Events) && j < len(want.Steps); j++ {
		ev, s := req.Events[j], want.Steps[j]
		switch {
		case !s.Accepted:
		case s.Code == reference.NoticeBettingReopened:
			dealt = 0 // a device reset: the cards before it are no part of the round
		case ev.Type == adapter.TableDeal && ev.Card != "CUT":
			dealt++
			if left >= 0 && len(after) < 2 {
				after = append(after, ev.Card)
			}
		case ev.Type == adapter.TableIrregularity && ev.Kind == reference.IrregularityPlayerLeftWithCards && left < 0:
			left = dealt
		}
	}
	if left < 0 || left > 4 || len(after) < 2 {
		return nil, false
	}
	// the engine's hands are the rules' with those two cards exchanged:
	// only where the set-aside cards went differs
	swap := func(h []string) []string {
		out := slices.Clone(h)
		for n, c := range out {
			switch c {
			case after[0]:
				out[n] = after[1]
			case after[1]:
				out[n] = after[0]
			}
		}
		return out
	}
	if !slices.Equal(swap(w.Player), gr.Player) || !slices.Equal(swap(w.Banker), gr.Banker) {
		return nil, false
	}
	// the cards before the irregularity, in the deal order P, B, P, B
	for k := 0; k < left; k++ {
		wh, gh := w.Player, gr.Player
		if k%2 == 1 {
			wh, gh = w.Banker, gr.Banker
		}
		if i := k / 2; i >= len(wh) || i >= len(gh) || wh[i] != gh[i] {
			return nil, false
		}
	}
	return []string{string(g.Document) + ":" + clause}, true
}
