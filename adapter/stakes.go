package adapter

import (
	"fmt"
	"sort"

	"github.com/bacctk/bacctk/internal/display"
)

// The stake limits an engine declares in its hello (Offer.MinStake and
// Offer.MaxStake). A stake the protocol allows (1 to 10^12) that the
// engine declares it does not take makes its request not applicable, as an
// unoffered rounding unit does: every check asks here before it sends. A
// stake outside the protocol's range is invalid whatever the declaration,
// so the kit still expects every engine to refuse it with "invalid".

// MaxStake is the protocol's largest stake, 10^12 minor units: the bound
// under which the reference settles exactly in 64-bit integers
// (reference.MaxStake, held equal by refengine's TestWireNamesAreReferences),
// written here so that the interface does not import the reference.
const MaxStake int64 = 1_000_000_000_000

// StakeRange returns the stakes the engine takes on game, lo to hi: the
// protocol's 1 to 10^12 narrowed by its declaration.
func (h Hello) StakeRange(game string) (lo, hi int64) {
	lo, hi = 1, MaxStake
	o := h.Offered[game]
	if o.MinStake > lo {
		lo = o.MinStake
	}
	if o.MaxStake > 0 && o.MaxStake < hi {
		hi = o.MaxStake
	}
	return lo, hi
}

// OffersStake reports whether the engine takes stake on game: true for a
// stake within its declared limits, and for one the protocol itself
// refuses (every engine must answer that "invalid").
func (h Hello) OffersStake(game string, stake int64) bool {
	if stake < 1 || stake > MaxStake {
		return true
	}
	lo, hi := h.StakeRange(game)
	return stake >= lo && stake <= hi
}

// ProbeStake is a stake the engine takes on game, for a request that only
// asks whether a wager is offered: 100, moved into its declared limits, so
// that a wager is never taken for not offered because of its stake.
func (h Hello) ProbeStake(game string) int64 {
	lo, hi := h.StakeRange(game)
	return min(max(100, lo), hi)
}

// StakeNotOffered says why a request of game with these wagers is not
// applicable: its first stake outside the engine's declared limits; ""
// when the engine takes them all.
func (h Hello) StakeNotOffered(game string, wagers []Wager) string {
	for _, w := range wagers {
		if !h.OffersStake(game, w.Stake) {
			return h.stakeSentence(game, w.Stake)
		}
	}
	return ""
}

// TableStakeNotOffered is StakeNotOffered for a table request: each amount
// placed or added, and each wager's stake after its increases (a round at a
// time), is a stake the engine must hold.
func (h Hello) TableStakeNotOffered(req TableRequest) string {
	type area struct {
		player, wager string
		position      int
	}
	held := map[area]int64{}
	for _, ev := range req.Events {
		at := area{ev.Player, ev.Wager, ev.Position}
		switch ev.Type {
		case TableOpen:
			clear(held)
			continue
		case TablePlace, TableIncrease:
			held[at] += ev.Amount
		case TableWithdraw:
			if ev.Amount <= 0 || ev.Amount >= held[at] {
				delete(held, at)
			} else {
				held[at] -= ev.Amount
			}
			continue
		default:
			continue
		}
		for _, s := range []int64{ev.Amount, held[at]} {
			if !h.OffersStake(req.Game, s) {
				return h.stakeSentence(req.Game, s)
			}
		}
	}
	return ""
}

func (h Hello) stakeSentence(game string, stake int64) string {
	lo, hi := h.StakeRange(game)
	return fmt.Sprintf("the stake %d is outside the stakes the engine declares on %s (%d to %d minor units)", stake, game, lo, hi)
}

// CheckStakes reports a stake declaration that cannot be met: a limit
// below 1, a minimum over the protocol's largest stake (10^12) or over
// the maximum. The games are taken in order, so that the message is the
// same from run to run.
func (h Hello) CheckStakes() error {
	games := make([]string, 0, len(h.Offered))
	for g := range h.Offered {
		games = append(games, g)
	}
	sort.Strings(games)
	for _, g := range games {
		o := h.Offered[g]
		// the game id is the engine's text
		g = display.Line(g, display.NameMax)
		switch {
		case o.MinStake < 0:
			return fmt.Errorf("offered.%s.minStake %d: a stake limit is a positive number of minor units", g, o.MinStake)
		case o.MaxStake < 0:
			return fmt.Errorf("offered.%s.maxStake %d: a stake limit is a positive number of minor units", g, o.MaxStake)
		case o.MinStake > MaxStake:
			return fmt.Errorf("offered.%s.minStake %d is over the protocol's largest stake %d: no stake is left", g, o.MinStake, MaxStake)
		case o.MaxStake > 0 && o.MinStake > o.MaxStake:
			return fmt.Errorf("offered.%s: minStake %d is over maxStake %d: no stake is left", g, o.MinStake, o.MaxStake)
		}
	}
	return nil
}
