package reference

import (
	"fmt"
	"math/big"
	"strings"
)

// This file is the odds of a pay-table row: the exact ratio, and the one
// way a game file writes it ("0.95 to 1", "8 to 1", "1 to 2").

// Odds is an exact payout ratio: a winning stake s wins s*Num/Den. "0.95 to
// 1" is 19/20, "1 to 2" is 1/2, "1.2 to 1" is 6/5.
type Odds struct {
	Num, Den int64
}

// String returns "Num/Den" ("19/20", "8/1").
func (o Odds) String() string { return fmt.Sprintf("%d/%d", o.Num, o.Den) }

// ToOne returns the odds as the rules write them: "0.95 to 1", "1 to 2",
// "8 to 1".
func (o Odds) ToOne() string {
	switch {
	case o.Den == 1:
		return fmt.Sprintf("%d to 1", o.Num)
	case o.Num == 1:
		return fmt.Sprintf("1 to %d", o.Den)
	}
	return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.4f", float64(o.Num)/float64(o.Den)), "0"), ".") + " to 1"
}

// MaxOddsTerm bounds the numerator and the denominator of odds read from a
// game file, in lowest terms, so that MaxStake times either, plus a bonus
// of at most MaxStake times the other, stays exact in 64-bit integers
// (Settlement.ExactWin). The documents' largest odds are 5000 to 1.
const MaxOddsTerm int64 = 1_000_000

// maxOddsDigits bounds each side of "A to B" before any arithmetic, so
// that a hostile file cannot make the parser work on huge numbers.
const maxOddsDigits = 16

// ParseOdds reads odds as a game file writes them: "A to B", A and B
// positive decimal numbers ("0.95 to 1", "8 to 1", "1 to 2", "1.2 to 1"),
// one space either side of "to". Decimal fractions are exact, so the
// result is the exact ratio A/B in lowest terms, each term at most
// MaxOddsTerm.
func ParseOdds(s string) (Odds, error) {
	a, b, ok := strings.Cut(s, " to ")
	if !ok {
		return Odds{}, fmt.Errorf("odds %q: want \"A to B\" with A and B positive decimal numbers, such as \"8 to 1\", \"1 to 2\" or \"0.95 to 1\"", s)
	}
	ra, err := parseOddsTerm(a)
	if err != nil {
		return Odds{}, fmt.Errorf("odds %q: %v", s, err)
	}
	rb, err := parseOddsTerm(b)
	if err != nil {
		return Odds{}, fmt.Errorf("odds %q: %v", s, err)
	}
	if ra.Sign() == 0 || rb.Sign() == 0 {
		return Odds{}, fmt.Errorf("odds %q: zero: a row that pays nothing is no row (a losing wager needs none), and a push is \"push\": true with no odds", s)
	}
	r := new(big.Rat).Quo(ra, rb)
	limit := big.NewInt(MaxOddsTerm)
	if r.Num().Cmp(limit) > 0 || r.Denom().Cmp(limit) > 0 {
		return Odds{}, fmt.Errorf("odds %q are %s in lowest terms: each term must be at most %d, so that settlement stays exact", s, r.RatString(), MaxOddsTerm)
	}
	return Odds{Num: r.Num().Int64(), Den: r.Denom().Int64()}, nil
}

// parseOddsTerm reads one side of "A to B": digits, then optionally a
// point and more digits; no sign, no exponent, no leading zeros.
func parseOddsTerm(s string) (*big.Rat, error) {
	whole, frac, hasPoint := strings.Cut(s, ".")
	switch {
	case len(s) > maxOddsDigits:
		return nil, fmt.Errorf("%q is longer than %d characters", s, maxOddsDigits)
	case !allDigits(whole) || hasPoint && !allDigits(frac):
		return nil, fmt.Errorf("%q is not a decimal number: want digits, optionally a point and more digits (no sign, no exponent)", s)
	case len(whole) > 1 && whole[0] == '0':
		return nil, fmt.Errorf("%q has a leading zero", s)
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, fmt.Errorf("%q is not a decimal number", s)
	}
	return r, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
