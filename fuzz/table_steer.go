package fuzz

import (
	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// Steering of the generated table events towards the lifecycle's
// boundaries, which uniform draws seldom reach: a playing area filled to
// its limit and one past it (Tiger v2 3.7 and 3.7.1, Tiger NCB v5 3.6 and
// 3.6.1), and Player and Banker totals that differ by exactly the table
// differential or just past it (Tiger v2 5.18 and 1.1.10, Tiger NCB v5
// 5.18 and 1.1.9), and a player's under-minimum wagers (Tiger 5.14).
// Without them an engine that counts one wager too many
// per area, or tests the differential with >=, passes most runs.

// crowdPlayer is a fourth player, who joins an area the three usual players
// already fill, so that a full area's refusal is tried.
const crowdPlayer = "dee"

// steerPlace may turn a drawn "place" event into one that crowds an
// existing playing area or lands on the differential's edge.
func (m *tableModel) steerPlace(src Source, ev *adapter.TableEvent, placed []reference.PlacedWager) {
	if len(placed) > 0 && chance(src, "crowd an area", 1, 4) {
		p := placed[src.Int("crowded area", 0, len(placed)-1)]
		ev.Position, ev.Wager, ev.Player = p.Position, string(p.Wager), crowdPlayer
		for _, name := range m.players {
			if !hasWager(placed, name, p.Position, p.Wager) {
				ev.Player = name
				break
			}
		}
		return
	}
	if lo := m.req.Config.Limits.Min; lo > 1 && chance(src, "under the minimum", 1, 3) {
		// a player's under-minimum wagers over several rounds: the first
		// settled one is played, later ones returned (Tiger 5.14,
		// interpretation 10), and a push does not use it up
		// one player, on Player or Banker (which push on a Tie), so that
		// the player has under-minimum wagers in several rounds
		ev.Player, ev.Amount = m.players[0], lo/2
		ev.Wager = pick(src, "under-minimum side", []string{string(reference.WagerPlayer), string(reference.WagerBanker)})
		return
	}
	if m.req.Config.Differential > 0 && chance(src, "differential edge", 1, 3) {
		ev.Wager = pick(src, "differential side", []string{string(reference.WagerPlayer), string(reference.WagerBanker)})
		if a := m.edgeAmount(src, ev.Wager, placed); a > 0 {
			ev.Amount = a
		}
	}
}

// steerIncrease may size an increase of a Player or Banker wager so that
// the two totals end on the differential's edge.
func (m *tableModel) steerIncrease(src Source, ev *adapter.TableEvent, placed []reference.PlacedWager) {
	if m.req.Config.Differential == 0 || (ev.Wager != string(reference.WagerPlayer) && ev.Wager != string(reference.WagerBanker)) {
		return
	}
	if chance(src, "differential edge", 1, 2) {
		if a := m.edgeAmount(src, ev.Wager, placed); a > 0 {
			ev.Amount = a
		}
	}
}

// edgeAmount is an amount that, added to side's total, leaves the two
// totals exactly the differential apart, or 100 past it; 0 when no
// positive amount does.
func (m *tableModel) edgeAmount(src Source, side string, placed []reference.PlacedWager) int64 {
	var own, other int64
	for _, w := range placed {
		if w.Withdrawn {
			continue
		}
		switch {
		case string(w.Wager) == side:
			own += w.Stake
		case w.Wager == reference.WagerPlayer || w.Wager == reference.WagerBanker:
			other += w.Stake
		}
	}
	lim := m.req.Config.Differential + int64(src.Int("past the edge", 0, 1))*100
	for _, a := range []int64{other + lim - own, other - lim - own} {
		if a > 0 {
			return a
		}
	}
	return 0
}

func hasWager(placed []reference.PlacedWager, player string, pos int, wager reference.WagerID) bool {
	for _, w := range placed {
		if w.Player == player && w.Position == pos && w.Wager == wager && !w.Withdrawn {
			return true
		}
	}
	return false
}

// mirrorCard may give the Banker a card of the point value of the Player's
// card dealt just before it, which makes Ties common: a Tie pushes Player
// and Banker, the case of Tiger 5.14's under-minimum wager that a push
// does not use up (docs/interpretations.md, reading 19).
func (m *tableModel) mirrorCard(src Source) (reference.Card, bool) {
	var dealt []reference.Card
	for _, c := range m.model.Cards() {
		if !c.IsCut() {
			dealt = append(dealt, c)
		}
	}
	n := len(dealt)
	if n%2 == 0 || n > 5 || !chance(src, "mirror the player's card", 1, 3) {
		return 0, false
	}
	v := dealt[n-1].Value()
	keep := func(c reference.Card) bool { return c.Value() == v }
	k := m.pool.matching(keep)
	if k == 0 {
		return 0, false
	}
	return m.pool.takeMatching(src.Int("mirror card", 0, k-1), keep), true
}
