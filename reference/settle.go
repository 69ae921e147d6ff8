package reference

import (
	"fmt"
)

// This file settles wagers on a dealt coup: which pay-table row applies,
// the exact amount, rounding to the table's unit, the 6 Star Tie Bonus, push
// and void.

// Wager is a stake on one wager id, in minor units.
type Wager struct {
	ID    WagerID
	Stake int64
}

// MaxStake bounds a stake so that stake times the largest odds (5000 to 1)
// stays exact in 64-bit integers.
const MaxStake int64 = 1_000_000_000_000

// TableSettings are the table's declared settings that change settlement.
type TableSettings struct {
	// Rounding is the unit, in minor units, to which a fractional payout is
	// rounded down (docs/protocol.md "Vocabulary", money; interpretation 4). Zero means 1.
	Rounding int64
	// Readings is the reading of the rules the round is settled under;
	// the zero value is the kit's (docs/interpretations.md).
	Readings Readings
}

// Check returns an error for a rounding unit that is negative. Zero stands
// for the default of 1 minor unit.
func (t TableSettings) Check() error {
	if t.Rounding < 0 {
		return fmt.Errorf("rounding unit %d is negative: want a whole number of minor units, at least 1 (0 for the default of 1)", t.Rounding)
	}
	return nil
}

func (t TableSettings) unit() int64 {
	if t.Rounding <= 0 {
		return 1
	}
	return t.Rounding
}

// Result is how a wager settles.
type Result uint8

// The results of a settlement.
const (
	Lose Result = iota
	Win
	Push
	Void
)

var resultNames = [...]string{"lose", "win", "push", "void"}

// String returns "lose", "win", "push" or "void".
func (r Result) String() string {
	return enumName(resultNames[:], r)
}

// Settlement is the settlement of one wager.
type Settlement struct {
	Wager  WagerID
	Stake  int64
	Result Result
	// Win is the net amount won in minor units, after rounding, Tie Bonus
	// included. Zero unless Result is Win.
	Win int64
	// Returned is the stake handed back: the whole stake on a win, a push or
	// a void, nothing on a loss.
	Returned int64
	// Bonus is the fixed Tie Bonus part of Win (6 Star 4.3).
	Bonus int64
	// Odds is the exact pay applied, zero unless Result is Win.
	Odds Odds
	// Event is the pay-table row that settled the wager (NoEvent on a loss
	// or a void).
	Event Event
	// Clause is the rule of that row.
	Clause string
}

// ExactWin returns the amount won before rounding, as the exact fraction
// num/den of minor units, Tie Bonus included (docs/protocol.md "Vocabulary", money: the exact
// value is kept beside the rounded one).
func (s *Settlement) ExactWin() (num, den int64) {
	if s.Result != Win {
		return 0, 1
	}
	num, den = s.Stake*s.Odds.Num+s.Bonus*s.Odds.Den, s.Odds.Den
	g := gcd(num, den)
	return num / g, den / g
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

// WagerError is a wager the kit cannot settle: unknown, not offered by the
// game, or with a stake outside 1 to MaxStake.
type WagerError struct {
	Index int // 0-based position of the wager in the request
	Wager WagerID
	Game  GameID
	Msg   string
}

func (e *WagerError) Error() string {
	return fmt.Sprintf("wager %d (%q): %s", e.Index+1, e.Wager, e.Msg)
}

// CheckWagers returns a *WagerError for the first wager the game cannot
// take.
func (g *Game) CheckWagers(wagers []Wager) error {
	for i, w := range wagers {
		if _, ok := g.Wager(w.ID); !ok {
			known := false
			for _, id := range AllWagers {
				known = known || id == w.ID
			}
			msg := fmt.Sprintf("the game %s does not offer it (it offers %v)", g.ID, g.WagerIDs())
			if !known {
				msg = fmt.Sprintf("unknown wager id (the wager ids are %v)", AllWagers)
			}
			return &WagerError{Index: i, Wager: w.ID, Game: g.ID, Msg: msg}
		}
		if w.Stake < 1 || w.Stake > MaxStake {
			return &WagerError{Index: i, Wager: w.ID, Game: g.ID, Msg: fmt.Sprintf("stake %d is outside 1 to %d minor units", w.Stake, MaxStake)}
		}
	}
	return nil
}

// Settle settles each wager on the coup and appends the settlements to out,
// in the order of the wagers. It checks the wagers first (see CheckWagers).
// It does not allocate when out has room.
func (g *Game) Settle(c *Coup, wagers []Wager, t TableSettings, out []Settlement) ([]Settlement, error) {
	if err := g.CheckWagers(wagers); err != nil {
		return out, err
	}
	f := FactsOf(c)
	f.Readings = t.Readings
	for _, w := range wagers {
		spec, _ := g.Wager(w.ID)
		out = append(out, settleGiven(spec, c, &f, w.Stake, t.unit()))
	}
	return out, nil
}

// SettleOne settles a single stake on one of the game's wagers.
func (g *Game) SettleOne(c *Coup, w Wager, t TableSettings) (Settlement, error) {
	var buf [1]Settlement
	s, err := g.Settle(c, []Wager{w}, t, buf[:0])
	if err != nil {
		return Settlement{}, err
	}
	return s[0], nil
}

// settleOne applies the first pay-table row whose event holds. A void round
// returns every stake (rules 5.1-5.5 and equivalents; docs/protocol.md "Vocabulary", money).
// A win pays stake*odds rounded down to the unit, plus any fixed bonus,
// which is not rounded (interpretations 4 and 5).
func settleOne(spec *WagerSpec, c *Coup, stake, unit int64) Settlement {
	f := FactsOf(c)
	return settleGiven(spec, c, &f, stake, unit)
}

// settleGiven is settleOne for a coup whose facts f are FactsOf(c).
func settleGiven(spec *WagerSpec, c *Coup, f *Facts, stake, unit int64) Settlement {
	s := Settlement{Wager: spec.ID, Stake: stake}
	if c.Void != NotVoid {
		s.Result, s.Returned = Void, stake
		return s
	}
	for i := range spec.Pays {
		p := &spec.Pays[i]
		if !p.Event.HoldsGiven(c, f) {
			continue
		}
		s.Event, s.Clause = p.Event, p.Clause
		if p.Push {
			s.Result, s.Returned = Push, stake
			return s
		}
		s.Result, s.Returned, s.Odds, s.Bonus = Win, stake, p.Odds, p.Bonus
		s.Win = WinUnder(stake, p.Odds, unit, f.Readings) + p.Bonus
		return s
	}
	s.Result = Lose
	return s
}

// RoundDown rounds a non-negative amount down to a multiple of unit.
func RoundDown(amount, unit int64) int64 {
	return amount / unit * unit
}
