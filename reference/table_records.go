package reference

import (
	"fmt"
	"strings"
)

// This file holds what the table's events return and record: refusals,
// steps, options to withdraw, settlements and settled rounds.

// TableError is an event the table refuses, or a setting it cannot take.
type TableError struct {
	Event EventType // "" for a setting
	Code  string
	// Clause is the rule that refuses, as "document:clause", or "".
	Clause string
	State  TableState
	Detail string
	// Differential is set on CodeDifferentialExceeded.
	Differential *Differential
}

func (e *TableError) Error() string {
	var b strings.Builder
	if e.Event == "" {
		b.WriteString("table settings refused")
	} else {
		fmt.Fprintf(&b, "%s refused in state %s", e.Event, e.State)
	}
	fmt.Fprintf(&b, " (%s", e.Code)
	if e.Clause != "" {
		fmt.Fprintf(&b, ", %s", e.Clause)
	}
	fmt.Fprintf(&b, "): %s", e.Detail)
	return b.String()
}

// Differential describes an exceeded table differential (Tiger 5.18): the
// totals on Player and Banker, the side with the higher total, whose
// players are asked to decrease (5.18.1), the side with the lower total,
// whose players may increase (5.18.2), and by how much the difference
// exceeds the limit.
type Differential struct {
	Limit       int64
	PlayerTotal int64
	BankerTotal int64
	Decrease    WagerID
	MayIncrease WagerID
	Excess      int64
}

// Option is an option to withdraw offered to the players with wagers.
type Option struct {
	// Reason is what caused it: one of the Reason constants.
	Reason string
	Clause string
	// Pending lists the players who have not yet chosen, in the order of
	// their first wager.
	Pending []string
	// AllOrNothing: a player who withdraws must withdraw every wager
	// (Tiger 5.17.1, 5.8.2.2); otherwise single wagers may be withdrawn
	// before the player's choice.
	AllOrNothing bool
	// Then is the state once every player has chosen: dealing (or
	// betting-closed) to continue the round, betting-open after a device
	// reset (Tiger 5.9).
	Then TableState
}

// The reasons for an option to withdraw (Option.Reason), also noted on the
// settlements of wagers withdrawn on it.
const (
	ReasonPowerFailure     = "power-failure"     // Tiger 5.17.1
	ReasonSimultaneousDraw = "simultaneous-draw" // Tiger 5.8.1, 5.8.2.2
	ReasonDeviceReset      = "device-reset"      // Tiger 5.9
	ReasonCutCard          = "cut-card"          // Tiger 3.22.1, Tiger NCB 3.17.1
)

// Step is what an accepted event did.
type Step struct {
	Event EventType
	State TableState // after the event
	// Notice is "" or one of the Notice codes.
	Notice string
	Detail string
	Clause string
	// Established is set by power failures, where the rules turn on it
	// (Tiger 5.17, Electronic 5.9): whether the round's outcome is
	// established (interpretation 11); Witness names the first wager, in
	// the game's table order, conclusively won or lost.
	Established *bool
	Witness     WagerID
	// Receiver is the Player passed a hand's cards (Method A: pass-cards
	// and refuse-cards, Tiger v2 3.10.2 to 3.10.5); "" otherwise.
	Receiver string
	// Option is set while an option to withdraw is pending, on the event
	// that offered it and on each choice.
	Option *Option
	// Round is set by the settlement.
	Round *RoundRecord
}

// Disposition is how a wager left the table at the end of its round.
type Disposition uint8

// The dispositions.
const (
	// Played: the wager was settled on the round (Result says how; a void
	// round returns it).
	Played Disposition = iota
	// ReturnedUnplayed: an under-minimum wager after the player's first
	// (Tiger 5.14, interpretation 10).
	ReturnedUnplayed
	// WithdrawnOnOption: withdrawn on an option after the close (Tiger
	// 3.22.1, 5.8.1, 5.8.2.2, 5.17.1).
	WithdrawnOnOption
)

// TableSettlement is the settlement of one player's wager in one playing
// area.
type TableSettlement struct {
	Round    int
	Player   string
	Position int
	Wager    WagerID
	// Stake is the wager as it stood at the close.
	Stake int64
	// Played is the part of the stake settled: the stake, or the maximum
	// when over it (Tiger 5.15); 0 when not played.
	Played      int64
	Disposition Disposition
	// Result, Win, Bonus, Odds, Event and Clause are those of the played
	// part (settle.go); Result is meaningful when Disposition is Played.
	Result Result
	Win    int64
	Bonus  int64
	Odds   Odds
	Event  Event
	Clause string
	// Returned is everything handed back: the stake on a win, push or void,
	// the excess over the maximum, a wager returned or withdrawn.
	Returned int64
	// Notes are the Notice codes that shaped the settlement:
	// "over-maximum", "under-minimum", "withdrawal-ignored", or the reason
	// of a withdrawal (the Reason constants).
	Notes []string
}

// ResultName returns the settlement's result as the wire says it: "win",
// "lose", "push", "void", "returned" (unplayed) or "withdrawn".
func (s *TableSettlement) ResultName() string {
	switch s.Disposition {
	case ReturnedUnplayed:
		return "returned"
	case WithdrawnOnOption:
		return "withdrawn"
	}
	return s.Result.String()
}

// RoundRecord is a settled round.
type RoundRecord struct {
	Round int
	// Coup is the round as dealt; Coup.Void says why a void round is void
	// (a foreign or extra card, a simultaneous draw in an unknown order, a
	// technical interruption).
	Coup Coup
	// LastOfShoe: the cutting card appeared in the round (interpretation
	// 12).
	LastOfShoe  bool
	Settlements []TableSettlement
}

// PlacedWager is a wager on the table in the current round.
type PlacedWager struct {
	Player   string
	Position int
	Wager    WagerID
	Stake    int64
	// Withdrawn: withdrawn on an option; it will be returned.
	Withdrawn bool
	// LateWithdrawal: the player asked to withdraw it after the close; it
	// stands (NCB 5.7, Tiger 5.5).
	LateWithdrawal bool
}
