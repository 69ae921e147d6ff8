package judge

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// The settlement properties: each wager asked is settled, in order, on the
// first row of its pay table that holds for the hands dealt, with the
// amounts its odds and the table's rounding give.

// checkSettlementList checks that the answer settles each wager asked, in
// order, echoing its id and stake.
func checkSettlementList(in *CoupInput, res *adapter.CoupResult, vs *violations) bool {
	if len(res.Settlements) != len(in.wagers) {
		vs.add(PropSettlementAmount, []string{ContractMoney}, "%d wagers asked, %d settlements answered", len(in.wagers), len(res.Settlements))
		return false
	}
	ok := true
	for i, s := range res.Settlements {
		w := in.wagers[i]
		if s.Wager != w.Wager || s.Stake != w.Stake {
			vs.add(PropSettlementAmount, []string{ContractMoney}, "settlement %d is for %s %d, but wager %d is %s %d", i+1, s.Wager, s.Stake, i+1, w.Wager, w.Stake)
			ok = false
		}
	}
	return ok
}

func checkVoidSettlements(in *CoupInput, res *adapter.CoupResult, vs *violations) {
	if !checkSettlementList(in, res, vs) {
		return
	}
	for i, s := range res.Settlements {
		if s.Result != "void" || s.Returned != s.Stake || s.Win != 0 || s.Bonus != 0 || s.Odds != "" {
			vs.add(PropVoidReturns, in.dc.voidClauses(res.Void), "the round is void (%s), so %s (wager %d) is void, returns %d and wins 0; the answer: %s", res.Void, s.Wager, i+1, s.Stake, describeSettlement(s))
		}
	}
}

func describeSettlement(s adapter.Settlement) string {
	odds := s.Odds
	if odds == "" {
		odds = "none"
	}
	return fmt.Sprintf("%s, win %d, returned %d, bonus %d, odds %s", s.Result, s.Win, s.Returned, s.Bonus, odds)
}

// parseOdds reads "n/d" with n >= 0 and d > 0.
func parseOdds(s string) (num, den int64, ok bool) {
	n, d, found := strings.Cut(s, "/")
	if !found {
		return 0, 0, false
	}
	num, err1 := strconv.ParseInt(n, 10, 64)
	den, err2 := strconv.ParseInt(d, 10, 64)
	if err1 != nil || err2 != nil || num < 0 || den <= 0 {
		return 0, 0, false
	}
	return num, den, true
}

// payFor returns floor(stake*num/den) rounded down to unit, and false if it
// does not fit in 64 bits.
func payFor(stake, num, den, unit int64) (int64, bool) {
	if stake < 0 || num < 0 || den <= 0 {
		return 0, false
	}
	hi, lo := bits.Mul64(uint64(stake), uint64(num))
	if hi >= uint64(den) {
		return 0, false
	}
	q, _ := bits.Div64(hi, lo, uint64(den))
	if q > 1<<62 {
		return 0, false
	}
	return reference.RoundDown(int64(q), unit), true
}

// checkSettlements checks each settlement of a round that stands: its
// form and amounts (settlement-amounts), Tie pushes (tie-pushes), and the
// pay-table row it settles on, for the hands the engine dealt (pay-table).
func checkSettlements(in *CoupInput, res *adapter.CoupResult, c *reference.Coup, vs *violations) {
	if !checkSettlementList(in, res, vs) {
		return
	}
	g := in.g
	for i, s := range res.Settlements {
		spec, offered := g.Wager(reference.WagerID(s.Wager))
		if !offered {
			vs.add(PropSettlementAmount, []string{ContractWagers}, "settlement %d is for %q, which %s does not offer", i+1, s.Wager, g.ID)
			continue
		}
		cl := lazyClauses{g: g, wager: s.Wager}
		switch s.Result {
		case "win":
			num, den, ok := parseOdds(s.Odds)
			if !ok {
				vs.add(PropSettlementAmount, slices.Concat(cl.get(), []string{ContractMoney}), "%s (wager %d) wins with odds %q, which is not \"n/d\"", s.Wager, i+1, s.Odds)
				continue
			}
			row := rowWithOdds(spec, num, den, s.Bonus)
			if row == nil {
				vs.add(PropSettlementAmount, cl.get(), "%s (wager %d) wins at %s with bonus %d: no row of its pay table pays that", s.Wager, i+1, s.Odds, s.Bonus)
				continue
			}
			want, fits := payFor(s.Stake, num, den, in.unit)
			if in.readings.RoundToNearest {
				want = reference.WinUnder(s.Stake, reference.Odds{Num: num, Den: den}, in.unit, in.readings)
			}
			if !fits || s.Win != want+s.Bonus || s.Returned != s.Stake {
				vs.add(PropSettlementAmount, slices.Concat([]string{row.Clause}, []string{ContractMoney}), "%s (wager %d) of %d at %s rounded down to %d, plus bonus %d: win %d and returned %d; the answer: %s",
					s.Wager, i+1, s.Stake, s.Odds, in.unit, s.Bonus, want+s.Bonus, s.Stake, describeSettlement(s))
			}
		case "lose":
			if s.Win != 0 || s.Returned != 0 || s.Bonus != 0 || s.Odds != "" {
				vs.add(PropSettlementAmount, slices.Concat(cl.get(), []string{ContractMoney}), "%s (wager %d) loses: win 0 and returned 0; the answer: %s", s.Wager, i+1, describeSettlement(s))
			}
		case "push":
			if s.Win != 0 || s.Returned != s.Stake || s.Bonus != 0 || s.Odds != "" {
				vs.add(PropSettlementAmount, slices.Concat(cl.get(), []string{ContractMoney}), "%s (wager %d) pushes: win 0 and returned %d; the answer: %s", s.Wager, i+1, s.Stake, describeSettlement(s))
			}
		case "void":
			vs.add(PropVoidReturns, slices.Concat(cl.get(), in.dc.voidClauses("")), "%s (wager %d) is void, but the round stands", s.Wager, i+1)
		default:
			vs.add(PropSettlementAmount, slices.Concat(cl.get(), []string{ContractMoney}), "%s (wager %d) settles %q: a settlement is win, lose, push or void", s.Wager, i+1, s.Result)
		}
		if res.Winner == "tie" && (s.Wager == string(reference.WagerPlayer) || s.Wager == string(reference.WagerBanker)) && s.Result != "push" {
			vs.add(PropTiePushes, in.dc.Tie, "the round is a Tie, so %s (wager %d) pushes; the answer: %s", s.Wager, i+1, describeSettlement(s))
		}

		// The pay table, on the engine's own hands.
		if s.Stake < 1 || s.Stake > reference.MaxStake {
			continue // an invalid stake; rejects-invalid covers it
		}
		want := reference.SettleWager(spec, c, s.Stake, reference.TableSettings{Rounding: in.unit, Readings: in.readings})
		if want.Result.String() != s.Result || want.Bonus != s.Bonus || !oddsAre(s.Odds, want) {
			clause := want.Clause
			var rowCl []string
			if clause != "" {
				rowCl = []string{clause}
			} else {
				// The wager should lose: the clause that says when it
				// wins, and the row the engine paid on.
				rowCl = []string{spec.Clause}
				if num, den, ok := parseOdds(s.Odds); ok {
					if r := rowWithOdds(spec, num, den, s.Bonus); r != nil {
						rowCl = appendUnique(rowCl, r.Clause)
					}
				}
			}
			vs.add(PropPayTable, rowCl, "Player %s (%d), Banker %s (%d): %s (wager %d) settles %s; the answer: %s",
				reference.FormatCards(c.Player.Slice()), c.Player.Total(), reference.FormatCards(c.Banker.Slice()), c.Banker.Total(),
				s.Wager, i+1, describeRow(want), describeSettlement(s))
		}
	}
}

// lazyClauses computes a wager's clauses only when a violation needs them.
type lazyClauses struct {
	g     *reference.Game
	wager string
}

func (l lazyClauses) get() []string { return WagerClauses(l.g, l.wager) }

func describeRow(s reference.Settlement) string {
	switch s.Result {
	case reference.Win:
		d := fmt.Sprintf("win at %d/%d on %q", s.Odds.Num, s.Odds.Den, s.Event)
		if s.Bonus > 0 {
			d += fmt.Sprintf(" plus bonus %d", s.Bonus)
		}
		return d
	case reference.Push:
		return fmt.Sprintf("push on %q", s.Event)
	}
	return s.Result.String()
}

// rowWithOdds returns the first pay-table row of the wager that pays odds
// num/den with the given bonus.
func rowWithOdds(spec *reference.WagerSpec, num, den, bonus int64) *reference.Pay {
	for i := range spec.Pays {
		p := &spec.Pays[i]
		if !p.Push && p.Odds.Num*den == num*p.Odds.Den && p.Bonus == bonus {
			return p
		}
	}
	return nil
}

// oddsAre reports whether the answer's odds string is the odds the
// reference's settlement pays ("" when it does not win).
func oddsAre(odds string, want reference.Settlement) bool {
	if want.Result != reference.Win {
		return odds == ""
	}
	num, den, ok := parseOdds(odds)
	if !ok {
		return false
	}
	h1, l1 := bits.Mul64(uint64(num), uint64(want.Odds.Den))
	h2, l2 := bits.Mul64(uint64(want.Odds.Num), uint64(den))
	return h1 == h2 && l1 == l2
}

// sameOdds compares two "n/d" strings as rationals ("" equals "").
func sameOdds(a, b string) bool {
	if a == b {
		return true
	}
	an, ad, ok1 := parseOdds(a)
	bn, bd, ok2 := parseOdds(b)
	if !ok1 || !ok2 {
		return false
	}
	h1, l1 := bits.Mul64(uint64(an), uint64(bd))
	h2, l2 := bits.Mul64(uint64(bn), uint64(ad))
	return h1 == h2 && l1 == l2
}
