package reference

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// Readings selects, for the interpretations whose words admit another
// plausible reading (docs/interpretations.md, "Readings"), the one the
// reference applies. The zero value is the kit's own reading of each; the
// others let a lab certify an engine against a reading its regulator
// approved, and let the kit say when an engine's failures are all one
// reading (certify's "follows reading" cause).
type Readings struct {
	// PairByPointValue: interpretation 1, reading "point-value". Two
	// cards pair when their point values are equal, so a Ten pairs with a
	// picture card and two pictures pair (NCB 1.1.4, 6 Star 1.1.9, Tiger
	// 1.1.14, Tiger NCB 1.1.13, Electronic 1.1.13 read literally). The
	// kit's reading, "rank", pairs only the same rank.
	PairByPointValue bool
	// PairLiteral: interpretation 1, reading "literal". Two cards pair
	// when they have the same rank, or the same point value unless both
	// are picture cards (J, Q, K; the 6 Star Stars): the clause read word
	// for word ("the same point value or ... the same face cards ... Two
	// face cards that are not identical ... do not constitute a Pair"), so
	// a Ten pairs with a picture card and K-Q does not.
	PairLiteral bool
	// RoundToNearest: interpretation 4, reading "nearest". A fractional
	// win is rounded to the nearest multiple of the table's unit, half a
	// unit up; the kit's reading, "down", rounds down.
	RoundToNearest bool
	// AnyTiePushesDragon: interpretation 8, reading "any-tie-pushes". On
	// the Dragon Bonus every Tie pushes, natural or not; the kit's reading,
	// "natural-tie-pushes", pushes only a natural tie and loses the others.
	AnyTiePushesDragon bool
	// EstablishedPlacedOnly: interpretation 29, reading "placed-only".
	// "Outcome established" looks only at the wagers placed at the table;
	// the kit's reading, "offered", counts every wager the game offers.
	EstablishedPlacedOnly bool
	// ClockwiseUp: interpretation 31, reading "higher-position". Counter
	// clockwise is toward the next higher position, wrapping from the
	// highest to the lowest; the kit's reading, "lower-position", goes
	// toward the next lower one.
	ClockwiseUp bool
	// DeviceLostOnAnyWager: interpretation 32, reading "any-wager". The
	// device holder's control ends when any wager of theirs loses, side
	// wagers included; the kit's reading, "hand-wager", counts only a
	// wager on the Player or Banker hand.
	DeviceLostOnAnyWager bool
	// CardsToSingleStake: interpretation 33, reading "single-stake". Under
	// Method A the cards go to the highest single wager on the hand, each
	// wager standing alone; the kit's reading, "player-total", counts a
	// Player's wagers on the hand at every position together.
	CardsToSingleStake bool
	// ExtraCardsPlay: interpretation 18, reading "foreign-only". On No
	// Commission v6 and 6 Star, whose rule 5.1 names only a foreign card,
	// a card dealt more often than the decks hold it is played; the kit's
	// reading, "later-documents", voids the round as the later documents
	// do (interpretation 13).
	ExtraCardsPlay bool
	// UnderMinSameRound: interpretation 19, reading "same-round". Once a
	// player's under-minimum wager is paid or collected, that player's
	// under-minimum wagers placed after it in the same round are returned
	// as "future wagers" (Tiger 5.14); the kit's reading, "future-only",
	// returns only those of later rounds.
	UnderMinSameRound bool
	// OneMoreRound: interpretation 12, reading "one-more-round". The round
	// in which the cutting card appears is completed and one more round is
	// dealt, the last of the shoe (the dealing custom the later documents'
	// 3.22 / 3.17 / 3.10 do not rule out); the kit's reading, "last-round",
	// ends the shoe with the cutting card's round.
	OneMoreRound bool
	// OptionDiscretionary: interpretation 21, reading "discretionary". At
	// an HLGA table the Dealer may decline the option to withdraw that a
	// cutting card dealt as a round's first card gives (Tiger v2 3.22.1,
	// Tiger NCB 3.17.1: "may, at his discretion"), declared by the event
	// decline-option before any player answers; the kit's reading,
	// "always-offered", takes the discretion as exercised and refuses the
	// decline. Never offering without a declared decline is wrong under
	// both.
	OptionDiscretionary bool
}

// ExtraCardsPlayIn reports whether an extra card is played in a game of
// document doc under r (reading 18=foreign-only, No Commission v6 and 6
// Star only).
func (r Readings) ExtraCardsPlayIn(doc DocumentID) bool {
	return r.ExtraCardsPlay && (doc == DocNCB || doc == DocSixStar)
}

// Reading describes one reading of one interpretation.
type Reading struct {
	Interpretation int
	// Name is the reading's id in `certify --reading N=NAME`.
	Name string
	// Default marks the kit's own reading.
	Default bool
	// Says is the reading in words.
	Says string
	// flag is the Readings field that is true under the alternative.
	flag func(r *Readings) *bool
}

// AllReadings lists every reading of every interpretation that has more
// than one, the kit's own first for each.
func AllReadings() []Reading {
	return []Reading{
		{1, "rank", true, "a pair is two cards of the same rank", pairFlag},
		{1, "point-value", false, "a pair is two cards of the same point value: a Ten pairs with a picture card, two pictures pair", pairFlag},
		{1, "literal", false, "a pair is two cards of the same rank, or of the same point value unless both are picture cards: a Ten pairs with a picture card, K-Q does not", literalFlag},
		{4, "down", true, "a fractional win is rounded down to the table's unit", nearestFlag},
		{4, "nearest", false, "a fractional win is rounded to the nearest multiple of the table's unit, half a unit up", nearestFlag},
		{8, "natural-tie-pushes", true, "on the Dragon Bonus a natural tie pushes and every other tie loses", dragonFlag},
		{8, "any-tie-pushes", false, "on the Dragon Bonus every tie pushes", dragonFlag},
		{12, "last-round", true, "the round in which the cutting card appears is the last of the shoe", oneMoreFlag},
		{12, "one-more-round", false, "one more round is dealt after the round in which the cutting card appears, and it is the last of the shoe", oneMoreFlag},
		{18, "later-documents", true, "No Commission v6 and 6 Star take the later documents' rules: an extra card voids the round like a foreign one", extraFlag},
		{18, "foreign-only", false, "on No Commission v6 and 6 Star only a foreign card voids the round, as their rule 5.1 says: an extra card is played", extraFlag},
		{19, "future-only", true, "a player's under-minimum wagers are returned once one has been paid or collected in an earlier round: the rest of that round is settled", sameRoundFlag},
		{19, "same-round", false, "a player's under-minimum wagers placed after one that is paid or collected are returned, those of the same round included", sameRoundFlag},
		{21, "always-offered", true, "at an HLGA table a cutting card dealt as a round's first card always gives the players the option to withdraw: the Dealer's discretion is taken as exercised", discretionFlag},
		{21, "discretionary", false, "at an HLGA table the Dealer may decline the option to withdraw that a cutting card dealt first gives, declared before any player answers: the round is then dealt on", discretionFlag},
		{29, "offered", true, "an outcome is established when some wager the game offers is conclusively won or lost", placedFlag},
		{29, "placed-only", false, "an outcome is established when some wager placed at the table is conclusively won or lost", placedFlag},
		{31, "lower-position", true, "counter-clockwise is toward the next lower position, wrapping from the lowest to the highest", upFlag},
		{31, "higher-position", false, "counter-clockwise is toward the next higher position, wrapping from the highest to the lowest", upFlag},
		{32, "hand-wager", true, "the device holder's control ends when a wager of theirs on Player or Banker loses", anyFlag},
		{32, "any-wager", false, "the device holder's control ends when any wager of theirs loses, side wagers included", anyFlag},
		{33, "player-total", true, "under Method A the cards go to the Player with the highest total wagered on the hand, their wagers at every position counted together", stakeFlag},
		{33, "single-stake", false, "under Method A the cards go to the Player with the highest single wager on the hand, each wager standing alone", stakeFlag},
	}
}

func pairFlag(r *Readings) *bool       { return &r.PairByPointValue }
func literalFlag(r *Readings) *bool    { return &r.PairLiteral }
func nearestFlag(r *Readings) *bool    { return &r.RoundToNearest }
func dragonFlag(r *Readings) *bool     { return &r.AnyTiePushesDragon }
func placedFlag(r *Readings) *bool     { return &r.EstablishedPlacedOnly }
func upFlag(r *Readings) *bool         { return &r.ClockwiseUp }
func anyFlag(r *Readings) *bool        { return &r.DeviceLostOnAnyWager }
func extraFlag(r *Readings) *bool      { return &r.ExtraCardsPlay }
func sameRoundFlag(r *Readings) *bool  { return &r.UnderMinSameRound }
func oneMoreFlag(r *Readings) *bool    { return &r.OneMoreRound }
func stakeFlag(r *Readings) *bool      { return &r.CardsToSingleStake }
func discretionFlag(r *Readings) *bool { return &r.OptionDiscretionary }

// Alternatives returns the readings other than the kit's, each alone.
func Alternatives() []Reading {
	var out []Reading
	for _, r := range AllReadings() {
		if !r.Default {
			out = append(out, r)
		}
	}
	return out
}

// With returns r with reading x applied.
func (r Readings) With(x Reading) Readings {
	*x.flag(&r) = !x.Default
	return r
}

// Names returns "N=NAME" for each interpretation whose reading is not the
// kit's, in order of interpretation; none for the zero value.
func (r Readings) Names() []string {
	var out []string
	for _, x := range AllReadings() {
		if !x.Default && *x.flag(&r) {
			out = append(out, fmt.Sprintf("%d=%s", x.Interpretation, x.Name))
		}
	}
	return out
}

// Of returns the reading r takes of interpretation n, and false when n has
// only one reading.
func (r Readings) Of(n int) (Reading, bool) {
	var def Reading
	found := false
	for _, x := range AllReadings() {
		if x.Interpretation != n {
			continue
		}
		found = true
		if x.Default {
			def = x
		} else if *x.flag(&r) {
			return x, true
		}
	}
	return def, found
}

// ParseReadings reads readings written "N=NAME", each in one string or
// several separated by commas ("1=point-value,4=nearest"). An unknown
// interpretation or name is an error that lists the readings there are.
func ParseReadings(specs []string) (Readings, error) {
	var r Readings
	seen := map[int]string{}
	for _, spec := range specs {
		for _, one := range strings.Split(spec, ",") {
			one = strings.TrimSpace(one)
			if one == "" {
				continue
			}
			ns, name, ok := strings.Cut(one, "=")
			n, err := strconv.Atoi(strings.TrimSpace(ns))
			if !ok || err != nil {
				return r, fmt.Errorf("reading %q: want N=NAME, e.g. 1=point-value (%s)", one, readingList())
			}
			name = strings.TrimSpace(name)
			if prev, dup := seen[n]; dup && prev != name {
				return r, fmt.Errorf("reading %q: interpretation %d is already read as %s", one, n, prev)
			}
			x, ok := findReading(n, name)
			if !ok {
				return r, fmt.Errorf("reading %q: interpretation %d has no reading %q (%s)", one, n, name, readingList())
			}
			seen[n] = name
			r = r.With(x)
		}
	}
	return r, nil
}

func findReading(n int, name string) (Reading, bool) {
	for _, x := range AllReadings() {
		if x.Interpretation == n && x.Name == name {
			return x, true
		}
	}
	return Reading{}, false
}

// readingList names every reading, for error messages.
func readingList() string {
	byN := map[int][]string{}
	var ns []int
	for _, x := range AllReadings() {
		if byN[x.Interpretation] == nil {
			ns = append(ns, x.Interpretation)
		}
		byN[x.Interpretation] = append(byN[x.Interpretation], x.Name)
	}
	sort.Ints(ns)
	var parts []string
	for _, n := range ns {
		parts = append(parts, fmt.Sprintf("%d: %s", n, strings.Join(byN[n], " or ")))
	}
	return "the readings are " + strings.Join(parts, "; ")
}

// pairUnder reports whether the hand's first two cards pair under the
// readings (interpretation 1).
func pairUnder(h *Hand, r Readings) bool {
	if r.PairByPointValue {
		return h.N >= 2 && h.Cards[0].Value() == h.Cards[1].Value()
	}
	if r.PairLiteral && h.N >= 2 {
		a, b := h.Cards[0].Rank(), h.Cards[1].Rank()
		return a == b || (h.Cards[0].Value() == h.Cards[1].Value() && (a <= Ten || b <= Ten))
	}
	return IsPair(h)
}

// WinUnder is the win at odds o on stake, rounded to the unit under the
// readings (interpretation 4): down from the exact amount, or to the
// nearest multiple of the unit, half a unit up, in exact arithmetic. A
// fixed bonus is not part of it.
func WinUnder(stake int64, o Odds, unit int64, r Readings) int64 {
	if !r.RoundToNearest {
		return RoundDown(stake*o.Num/o.Den, unit)
	}
	// round(stake*num / (den*unit)) * unit, as (2*stake*num + den*unit)
	// div (2*den*unit): big integers, since den*unit may be large.
	n := new(big.Int).Mul(big.NewInt(stake), big.NewInt(o.Num))
	n.Lsh(n, 1)
	d := new(big.Int).Mul(big.NewInt(o.Den), big.NewInt(unit))
	n.Add(n, d)
	d.Lsh(d, 1)
	n.Quo(n, d)
	return n.Int64() * unit
}
