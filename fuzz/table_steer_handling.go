package fuzz

import (
	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// steerSplitStake makes a place event, at a Method A table, a second wager
// on a hand by a player who has one there, at another seat, so that their
// total passes the highest single wager while neither of their wagers
// does: the Players with "the highest amount wagered" (Tiger v2 3.10.2,
// interpretation 33) then differ from the highest single stake.
func (m *tableModel) steerSplitStake(ev *adapter.TableEvent, placed []reference.PlacedWager) {
	for _, hand := range []reference.WagerID{reference.WagerPlayer, reference.WagerBanker} {
		top, seats := int64(0), map[int]bool{}
		for _, p := range placed {
			if p.Wager == hand && !p.Withdrawn {
				top = max(top, p.Stake)
				seats[p.Position] = true
			}
		}
		for _, p := range placed {
			if p.Wager != hand || p.Withdrawn || p.Stake >= top || top-p.Stake+50 >= top {
				continue
			}
			for pos := 1; pos <= 7; pos++ {
				if !seats[pos] {
					ev.Player, ev.Position, ev.Wager, ev.Amount = p.Player, pos, string(hand), top-p.Stake+50
					return
				}
			}
		}
	}
}
