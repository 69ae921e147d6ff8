// Package adapter is the standard adapter: the one interface, Engine, that
// every check of the kit talks to. Three things implement it: the reference
// in process (package adapter/refengine), the protocol client for an engine
// in another process (any language), and test doubles. The engines live
// outside this package, so that it holds only the interface and its
// vocabulary: it imports no package of the kit but internal helpers, not
// even reference (TestAdapterImportsNoEngine).
//
// The types here are the wire vocabulary of protocol v1 (docs/protocol.md):
// cards are tokens in the kit's notation, money is integer minor units, odds
// are exact "n/d" strings.
package adapter

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
)

// ProtocolVersion is the version of the engine protocol this package speaks.
const ProtocolVersion = 1

// Capabilities an engine may claim in its hello.
const (
	// CapCoup: the engine deals and settles one round from given cards.
	CapCoup = "coup"
	// CapShoe: the engine plays a whole shoe until the cutting card.
	CapShoe = "shoe"
	// CapTable: the engine runs the table lifecycle (betting window, limits,
	// table differential, wagers per playing area, interruptions).
	CapTable = "table"
)

// Hello is what an engine says of itself.
type Hello struct {
	Name         string   `json:"name"`
	Version      string   `json:"version"`
	Protocol     int      `json:"protocol"`
	Games        []string `json:"games"`
	Capabilities []string `json:"capabilities"`
	// Offered optionally says, per game id, which of the game's wagers and
	// table settings the engine offers (docs/protocol.md "hello"). A game
	// absent, or a member of its Offer absent, offers everything the rules
	// allow there.
	Offered map[string]Offer `json:"offered,omitempty"`
	// Readings optionally names the readings the engine takes where it
	// reads an interpretation otherwise than the kit ("1=point-value";
	// docs/interpretations.md "Readings"). The kit certifies it under
	// them, as if given with certify --reading, unless the run chooses
	// another reading of the same interpretation.
	Readings []string `json:"readings,omitempty"`
}

// Offer is what an engine offers of one game. Each list, when present, is
// the whole of what is offered; absent (or empty), everything the rules
// allow. A required wager missing from Wagers is a wager the engine does
// not implement, which the kit fails on that wager's clauses; an optional
// one ("may be available"), a rounding unit or deck count not offered and
// a stake outside MinStake to MaxStake make their checks not applicable.
type Offer struct {
	// Wagers are the wager ids offered.
	Wagers []string `json:"wagers,omitempty"`
	// Rounding are the table rounding units accepted, in minor units (1 is
	// always accepted: it is no rounding).
	Rounding []int64 `json:"rounding,omitempty"`
	// Decks are the deck counts accepted (4 to 10 by the rules).
	Decks []int `json:"decks,omitempty"`
	// MinStake and MaxStake bound every wager stake the engine accepts,
	// in minor units, inside the protocol's 1 to 10^12: an engine keeping
	// money in 32 bits says MaxStake 2147483647, an API whose smallest
	// stake is 10 says MinStake 10. 0 (absent) is no bound of its own
	// (stakes.go).
	MinStake int64 `json:"minStake,omitempty"`
	MaxStake int64 `json:"maxStake,omitempty"`
}

// Supports reports whether the engine claims the game.
func (h Hello) Supports(game string) bool { return slices.Contains(h.Games, game) }

// OffersWager reports whether the engine offers the wager on the game, by
// its hello: true unless the hello lists the game's wagers without it.
func (h Hello) OffersWager(game, wager string) bool {
	o, ok := h.Offered[game]
	return !ok || len(o.Wagers) == 0 || slices.Contains(o.Wagers, wager)
}

// OffersRounding reports whether the engine accepts the rounding unit on
// the game (0 and 1, no rounding, always).
func (h Hello) OffersRounding(game string, unit int64) bool {
	o, ok := h.Offered[game]
	if !ok || len(o.Rounding) == 0 || unit <= 1 {
		return true
	}
	for _, u := range o.Rounding {
		if u == unit {
			return true
		}
	}
	return false
}

// OffersDecks reports whether the engine accepts shoes of n decks on the
// game.
func (h Hello) OffersDecks(game string, n int) bool {
	o, ok := h.Offered[game]
	if !ok || len(o.Decks) == 0 {
		return true
	}
	for _, d := range o.Decks {
		if d == n {
			return true
		}
	}
	return false
}

// Can reports whether the engine claims the capability.
func (h Hello) Can(capability string) bool { return slices.Contains(h.Capabilities, capability) }

// Wager is a stake, in minor units, on a wager id.
type Wager struct {
	Wager string `json:"wager"`
	Stake int64  `json:"stake"`
}

// Table holds the table settings a coup is settled under.
type Table struct {
	// Rounding is the unit, in minor units, to which fractional payouts are
	// rounded down; 0 means 1.
	Rounding int64 `json:"rounding,omitempty"`
}

// CoupRequest asks an engine to deal one round from Cards, the remainder of
// a shoe of Decks decks in draw order, and to settle Wagers on it.
type CoupRequest struct {
	Game   string   `json:"game"`
	Decks  int      `json:"decks"`
	Cards  []string `json:"cards"`
	Wagers []Wager  `json:"wagers"`
	Table  Table    `json:"table"`
}

// Settlement is the settlement of one wager.
type Settlement struct {
	Wager  string `json:"wager"`
	Stake  int64  `json:"stake"`
	Result string `json:"result"` // win, lose, push or void
	// Win is the net amount won in minor units, Tie Bonus included.
	Win int64 `json:"win"`
	// Returned is the stake returned.
	Returned int64 `json:"returned"`
	// Bonus is the 6 Star Tie Bonus part of Win.
	Bonus int64 `json:"bonus"`
	// Odds is the exact pay applied, "n/d"; empty (null on the wire) unless
	// the wager won.
	Odds string `json:"odds"`
}

// CoupResult is a dealt and settled round. Its JSON form is exactly that of
// `bacctk coup --json`.
type CoupResult struct {
	Player      []string `json:"player"`
	Banker      []string `json:"banker"`
	PlayerTotal int      `json:"playerTotal"`
	BankerTotal int      `json:"bankerTotal"`
	// Winner is "player", "banker" or "tie"; empty (null on the wire) when
	// the round is void.
	Winner string `json:"winner"`
	// CardsUsed counts the tokens the round consumed, the cutting card
	// included.
	CardsUsed int  `json:"cardsUsed"`
	CutCard   bool `json:"cutCard"`
	// Void is the reason the round is void ("insufficient-cards",
	// "foreign-card", "extra-card", ...); empty (null on the wire) otherwise.
	Void        string       `json:"void"`
	Settlements []Settlement `json:"settlements"`
}

// ShoeRequest asks an engine to play a whole shoe: round after round from
// Cards, with the same wagers on every round, until the round in which the
// cutting card appears, a void round, or the end of the cards.
type ShoeRequest struct {
	Game   string   `json:"game"`
	Decks  int      `json:"decks"`
	Cards  []string `json:"cards"`
	Wagers []Wager  `json:"wagers"`
	Table  Table    `json:"table"`
}

// ShoeResult is every round of a shoe, and why it ended ("cut-card", "void"
// or "exhausted").
type ShoeResult struct {
	Rounds    []CoupResult `json:"rounds"`
	CardsUsed int          `json:"cardsUsed"`
	End       string       `json:"end"`
}

// Engine is a baccarat engine under test.
type Engine interface {
	// Hello returns the engine's name, version, protocol version, games and
	// capabilities.
	Hello(ctx context.Context) (Hello, error)
	// Coup deals and settles one round.
	Coup(ctx context.Context, req CoupRequest) (CoupResult, error)
	// Coups deals and settles many independent rounds in one call; reply i
	// answers request i. An error for one request is in its reply; the error
	// returned is for the call as a whole (the engine crashed, hung, ...).
	Coups(ctx context.Context, reqs []CoupRequest) ([]CoupReply, error)
	// Shoe plays a whole shoe.
	Shoe(ctx context.Context, req ShoeRequest) (ShoeResult, error)
	// Close releases the engine.
	Close() error
}

// CoupReply is the answer to one request of a batch: a result or an error.
type CoupReply struct {
	Result CoupResult
	Err    *Error
}

// Error codes of protocol v1.
const (
	// CodeUnsupported: the engine does not offer the game, wager or
	// capability. The kit reports the check as not applicable.
	CodeUnsupported = "unsupported"
	// CodeInvalid: the request is malformed or its input is not acceptable
	// (a bad card token, a stake out of range, a wager the game does not
	// offer).
	CodeInvalid = "invalid"
	// CodeInternal: the engine failed.
	CodeInternal = "internal"
)

// Error is a structured error from an engine.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

// Unsupported returns an error with code "unsupported".
func Unsupported(format string, args ...any) *Error {
	return &Error{Code: CodeUnsupported, Message: fmt.Sprintf(format, args...)}
}

// Invalid returns an error with code "invalid".
func Invalid(format string, args ...any) *Error {
	return &Error{Code: CodeInvalid, Message: fmt.Sprintf(format, args...)}
}

// IsUnsupported reports whether err is an engine's "unsupported" answer.
func IsUnsupported(err error) bool {
	e := AsError(err)
	return e != nil && e.Code == CodeUnsupported
}

// nullable maps "" to JSON null.
func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// MarshalJSON writes Odds as null when empty, fields in documented order.
func (s Settlement) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Wager    string `json:"wager"`
		Stake    int64  `json:"stake"`
		Result   string `json:"result"`
		Win      int64  `json:"win"`
		Returned int64  `json:"returned"`
		Bonus    int64  `json:"bonus"`
		Odds     any    `json:"odds"`
	}{s.Wager, s.Stake, s.Result, s.Win, s.Returned, s.Bonus, nullable(s.Odds)})
}

// MarshalJSON writes Winner and Void as null when empty, fields in
// documented order, and empty lists as [] rather than null.
func (r CoupResult) MarshalJSON() ([]byte, error) {
	if r.Player == nil {
		r.Player = []string{}
	}
	if r.Banker == nil {
		r.Banker = []string{}
	}
	if r.Settlements == nil {
		r.Settlements = []Settlement{}
	}
	return json.Marshal(struct {
		Player      []string     `json:"player"`
		Banker      []string     `json:"banker"`
		PlayerTotal int          `json:"playerTotal"`
		BankerTotal int          `json:"bankerTotal"`
		Winner      any          `json:"winner"`
		CardsUsed   int          `json:"cardsUsed"`
		CutCard     bool         `json:"cutCard"`
		Void        any          `json:"void"`
		Settlements []Settlement `json:"settlements"`
	}{r.Player, r.Banker, r.PlayerTotal, r.BankerTotal, nullable(r.Winner), r.CardsUsed, r.CutCard, nullable(r.Void), r.Settlements})
}

// UnmarshalJSON reads null Odds as empty.
func (s *Settlement) UnmarshalJSON(b []byte) error {
	type plain Settlement
	var v struct {
		plain
		Odds *string `json:"odds"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*s = Settlement(v.plain)
	if v.Odds != nil {
		s.Odds = *v.Odds
	}
	return nil
}

// UnmarshalJSON reads null Winner and Void as empty.
func (r *CoupResult) UnmarshalJSON(b []byte) error {
	type plain CoupResult
	var v struct {
		plain
		Winner *string `json:"winner"`
		Void   *string `json:"void"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*r = CoupResult(v.plain)
	if v.Winner != nil {
		r.Winner = *v.Winner
	}
	if v.Void != nil {
		r.Void = *v.Void
	}
	return nil
}
