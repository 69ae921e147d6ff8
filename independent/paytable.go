package independent

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter"
)

// side names a hand: the Player or the Banker.
type side uint8

const (
	sideP side = 0
	sideB side = 1
)

// Who won a completed round.
const (
	wonPlayer = 0
	wonBanker = 1
	wonTie    = 2
)

// outcome is a completed (not void) round, with every fact a pay table row
// may ask about worked out once.
type outcome struct {
	hands   [2][]card
	totals  [2]int
	winner  int
	natural [2]bool // a two-card 8 or 9 (NCB 1.1.3; Electronic 1.1.8; interpretation 8)
	pair    [2]bool // the first two cards are a pair (interpretation 1)
	flaming [2]bool // Flaming 9's (6 Star 1.1.4, interpretation 6)
	stars   [2]bool // one Sau, one Luk and one Fuk (6 Star 1.1.1, interpretation 5)
	// element is the number of cards in both hands when all are of one
	// element, else 0 (6 Star 1.1.3, interpretation 7).
	element int
}

// newOutcome works out the facts of a completed round under the game's faults.
func newOutcome(r *round, f *faults) *outcome {
	o := &outcome{hands: [2][]card{r.player.list(), r.banker.list()}}
	for s := range o.hands {
		h := o.hands[s]
		o.totals[s] = handTotalUnder(h, f)
		o.natural[s] = len(h) == 2 && o.totals[s] >= 8
		o.pair[s] = len(h) >= 2 && samePairRank(h[0], h[1], f)
		o.flaming[s] = o.totals[s] == 9 && len(h) >= 2 && h[0].suit == elementFire && h[1].suit == elementFire &&
			h[0].fam == star && h[1].fam == star && (len(h) == 2 || f.flamingThreeCards)
		o.stars[s] = len(h) == 3 && h[0].fam == star && h[1].fam == star && h[2].fam == star &&
			hasRanks(h, rankSau, rankLuk, rankFuk)
	}
	switch {
	case o.totals[sideP] > o.totals[sideB]:
		o.winner = wonPlayer
	case o.totals[sideP] < o.totals[sideB]:
		o.winner = wonBanker
	default:
		o.winner = wonTie
	}
	// Element Bonus: every card of both hands, or under the defect
	// element-bonus-four-cards only the initial four.
	var all [6]card
	n := copy(all[:], o.hands[sideP])
	n += copy(all[n:], o.hands[sideB])
	if f.elementFourCards {
		all = [6]card{o.hands[sideP][0], o.hands[sideB][0], o.hands[sideP][1], o.hands[sideB][1]}
		n = 4
	}
	o.element = n
	for _, c := range all[:n] {
		if c.fam != star || c.suit != all[0].suit {
			o.element = 0
		}
	}
	return o
}

// samePairRank is the pair test of interpretation 1: the same rank. The
// defect pair-by-point-value compares point values instead,
// pair-ten-with-picture pairs a Ten with a picture card too (reading
// 1=literal), and pair-needs-same-suit asks for the same suit too.
func samePairRank(a, b card, f *faults) bool {
	if f.pairByPoint {
		return a.point() == b.point()
	}
	if f.pairTenWithPicture && a.rank != b.rank {
		// a Ten (rank index 9) with a picture card (10..12): the same
		// point value, not two face cards
		return a.point() == b.point() && (a.rank == 9 || b.rank == 9)
	}
	if f.pairNeedsSameSuit {
		return a.rank == b.rank && a.suit == b.suit && a.fam == b.fam
	}
	return a.rank == b.rank
}

// hasRanks reports whether the hand is exactly the given distinct ranks, in
// any order.
func hasRanks(h []card, ranks ...uint8) bool {
	if len(h) != len(ranks) {
		return false
	}
	seen := 0
	for _, c := range h {
		for i, r := range ranks {
			if c.rank == r {
				seen |= 1 << i
			}
		}
	}
	return seen == 1<<len(ranks)-1
}

// cond is a row's condition on the outcome.
type cond func(o *outcome) bool

// row is one line of a pay table: when its condition holds the wager pushes
// or wins at its odds (plus a bonus, for the 6 Star Tie Bonus).
type row struct {
	when     cond
	push     bool
	odds     string // "n/d", lowest terms
	num, den int64
	roundUp  bool // the defect tiger-commission-rounds-up
	nearest  bool // the defect payout-rounded-to-nearest (reading 4=nearest)
	bonus    func(o *outcome, stake int64) int64
	// event and clause are a game file's row's event id and clause
	// ("document:clause"), which a defect of game files names
	// (defects_pack.go); empty on the hand-written tables.
	event, clause string
	twice         cond // the defect either-pair-pays-both: when it holds, the win is paid twice
}

// wagerTable is the pay table of one wager: the first row whose condition
// holds applies; when none holds, the wager loses.
type wagerTable struct {
	id   string
	rows []row
}

// pays is a winning row at odds "n/d".
func pays(odds string, when cond) row {
	n, d, ok := strings.Cut(odds, "/")
	num, err1 := strconv.ParseInt(n, 10, 64)
	den, err2 := strconv.ParseInt(d, 10, 64)
	if !ok || err1 != nil || err2 != nil || num <= 0 || den <= 0 {
		panic(fmt.Sprintf("independent: bad odds %q in a pay table", odds)) // programming error, caught by tests
	}
	return row{when: when, odds: odds, num: num, den: den}
}

// pushes is a row on which the wager neither wins nor loses.
func pushes(when cond) row { return row{when: when, push: true} }

// Conditions.

func tie(o *outcome) bool { return o.winner == wonTie }

func wins(s side) cond { return func(o *outcome) bool { return o.winner == int(s) } }

func winsWith(s side, total int) cond {
	return func(o *outcome) bool { return o.winner == int(s) && o.totals[s] == total }
}

// winsOnCards: the side wins with the total on exactly that many cards
// (Tiger's two- and three-card 6; EZ Baccarat's Dragon 7 and Panda 8).
func winsOnCards(s side, cards, total int) cond {
	return func(o *outcome) bool {
		return o.winner == int(s) && o.totals[s] == total && len(o.hands[s]) == cards
	}
}

func bankerSixWith(cards int) cond { return winsOnCards(sideB, cards, 6) }

func and(cs ...cond) cond {
	return func(o *outcome) bool {
		for _, c := range cs {
			if !c(o) {
				return false
			}
		}
		return true
	}
}

// withTiePush puts the "Tie: Player and Banker wagers push" row first
// (NCB 3.10.1, 6 Star 3.10.1, Tiger v2 3.16.1, Tiger NCB 3.15.1,
// Electronic 3.9.1), unless the defect tie-loses-player-banker is active.
func withTiePush(f *faults, rows ...row) []row {
	if f.tieLosesPlayerBanker {
		return rows
	}
	return append([]row{pushes(tie)}, rows...)
}

// playerRows: Player 1 to 1 (NCB 4.1, Tiger v2 4.1, Tiger NCB 4.1,
// Electronic 4.1-4.4, 4.7, 4.8).
func playerRows(f *faults) []row { return withTiePush(f, pays("1/1", wins(sideP))) }

// bankerNoCommissionRows: Banker 1 to 2 with a total of 6, else 1 to 1
// (NCB 4.1, Tiger NCB 4.1, Electronic 4.1-4.4, 4.8; interpretation 4).
func bankerNoCommissionRows(f *faults) []row {
	var rows []row
	if !f.bankerSixPaysEven {
		rows = append(rows, pays("1/2", winsWith(sideB, 6)))
	}
	return withTiePush(f, append(rows, pays("1/1", wins(sideB)))...)
}

// bankerCommissionRows: Banker 0.95 to 1, rounded down to the table's unit
// (Tiger v2 4.1, Electronic 4.7; interpretation 4).
func bankerCommissionRows(f *faults) []row {
	r := pays("19/20", wins(sideB))
	r.roundUp = f.commissionRoundsUp
	return withTiePush(f, r)
}

// tieRows: Tie 8 to 1 (4.1 of NCB and both Tiger documents, Electronic
// 4.1-4.4, 4.7, 4.8, 4.11).
func tieRows() []row { return []row{pays("8/1", tie)} }

// pairRows: Player or Banker Pair 11 to 1 (NCB 3.8, 4.1; 6 Star 3.8, 4.1;
// Electronic 3.7, 4.1-4.4).
func pairRows(s side) []row {
	return []row{pays("11/1", func(o *outcome) bool { return o.pair[s] })}
}

// sixStarPlayerRows: 6 Star 4.1, Player 1.2 to 1 with Flaming 9's, else 1 to 1.
func sixStarPlayerRows(f *faults) []row {
	return withTiePush(f,
		pays("6/5", and(wins(sideP), func(o *outcome) bool { return o.flaming[sideP] })),
		pays("1/1", wins(sideP)))
}

// sixStarBankerRows: 6 Star 4.1, Banker 1 to 2 with 6, 1.2 to 1 with Flaming
// 9's, else 1 to 1.
func sixStarBankerRows(f *faults) []row {
	var rows []row
	if !f.bankerSixPaysEven {
		rows = append(rows, pays("1/2", winsWith(sideB, 6)))
	}
	rows = append(rows,
		pays("6/5", and(wins(sideB), func(o *outcome) bool { return o.flaming[sideB] })),
		pays("1/1", wins(sideB)))
	return withTiePush(f, rows...)
}

// Tie Bonus amounts in minor units (6 Star 4.3: $3,000 and $30,000).
const (
	bonusFlaming  = 300_000
	bonusSixStars = 3_000_000
)

// sixStarTieRows: Tie 8 to 1, plus the fixed Tie Bonus when both hands are
// Flaming 9's or both are 6 Stars (6 Star 3.10.1.1, 3.10.1.2, 4.3;
// interpretation 5).
func sixStarTieRows(f *faults) []row {
	r := pays("8/1", tie)
	r.bonus = func(o *outcome, stake int64) int64 {
		var amount int64
		switch {
		case o.flaming[sideP] && o.flaming[sideB]:
			amount = bonusFlaming
		case o.stars[sideP] && o.stars[sideB]:
			amount = bonusSixStars
		default:
			return 0
		}
		if f.tieBonusAsOdds {
			// the defect: $3,000 read as 3,000 to 1 of the stake
			return stake * (amount / 100)
		}
		return amount
	}
	return []row{r}
}

// sixCardCountRows: Fortune Six, 12 to 1 on a two-card Banker 6 win and 20
// to 1 on a three-card one (6 Star 3.11, 4.1; Electronic 1.1.5, 4.2).
func sixCardCountRows() []row {
	return []row{pays("12/1", bankerSixWith(2)), pays("20/1", bankerSixWith(3))}
}

// elementBonusRows: 50, 500 or 5000 to 1 when all 4, 5 or 6 cards of both
// hands share an element, whatever the result (6 Star 1.1.3, 3.12, 4.2;
// interpretation 7).
func elementBonusRows(f *faults) []row {
	n := func(k int) cond { return func(o *outcome) bool { return o.element == k } }
	if f.elementFourCards {
		return []row{pays("50/1", n(4))}
	}
	return []row{pays("50/1", n(4)), pays("500/1", n(5)), pays("5000/1", n(6))}
}

// superSixRows: Super Six / Super 6, 15 to 1 when the Banker wins with 6
// (Electronic 1.1.18, 4.1, 4.3).
func superSixRows() []row { return []row{pays("15/1", winsWith(sideB, 6))} }

// tigerRows: Tiger 12 to 1 on a two-card Banker 6 win, 20 to 1 on a
// three-card one (Tiger v2 3.17, 4.3; Tiger NCB 1.1.12, 4.3; Electronic 4.10).
func tigerRows(f *faults) []row {
	three := "20/1"
	if f.tigerThreeCardPays12 {
		three = "12/1"
	}
	return []row{pays("12/1", bankerSixWith(2)), pays(three, bankerSixWith(3))}
}

// smallTigerRows: Small Tiger 22 to 1 on a two-card Banker 6 win (Tiger v2
// 1.1.8, 3.18, 4.3; Tiger NCB 1.1.7, 4.3; Electronic 1.1.17, 4.10).
func smallTigerRows(f *faults) []row {
	odds := "22/1"
	if f.smallTigerPays20 {
		odds = "20/1"
	}
	return []row{pays(odds, bankerSixWith(2))}
}

// bigTigerRows: Big Tiger 50 to 1 on a three-card Banker 6 win (Tiger v2
// 1.1.1, 3.19, 4.3; Tiger NCB 1.1.1, 4.3; Electronic 1.1.3, 4.10).
func bigTigerRows(f *faults) []row {
	if f.bigTigerOnTwoCards {
		return []row{pays("50/1", winsWith(sideB, 6))}
	}
	return []row{pays("50/1", bankerSixWith(3))}
}

// tigerTieRows: Tiger Tie 35 to 1 on a Tie on 6 (Tiger v2 1.1.15, 3.20,
// 4.3; Tiger NCB 1.1.14, 4.3; Electronic 1.1.23, 4.10).
func tigerTieRows(f *faults) []row {
	if f.tigerTieOnAnyTie {
		return []row{pays("35/1", tie)}
	}
	return []row{pays("35/1", func(o *outcome) bool { return o.winner == wonTie && o.totals[sideP] == 6 })}
}

// tigerPairRows: Twin 100, Double 20, Single 4 to 1, the highest only
// (Tiger v2 1.1.14, 4.2; Tiger NCB 1.1.13, 4.2; Electronic 1.1.22, 4.9;
// interpretation 2).
func tigerPairRows(f *faults) []row {
	twin := "100/1"
	if f.twinPairAsDouble {
		twin = "20/1"
	}
	both := func(o *outcome) bool { return o.pair[sideP] && o.pair[sideB] }
	const rankTen = 9 // rank index of T (cards.go)
	tens := func(o *outcome) bool {
		return f.twinTensAsDouble && o.hands[sideP][0].rank == rankTen &&
			o.winner == wonTie && o.totals[sideP] > 0
	}
	return []row{
		pays("20/1", func(o *outcome) bool {
			return both(o) && o.hands[sideP][0].rank == o.hands[sideB][0].rank && tens(o)
		}),
		pays(twin, func(o *outcome) bool { return both(o) && o.hands[sideP][0].rank == o.hands[sideB][0].rank }),
		pays("20/1", both),
		pays("4/1", func(o *outcome) bool { return o.pair[sideP] || o.pair[sideB] }),
	}
}

// dragonRows: Dragon Bonus for one side (Electronic 1.1.1, 1.1.9, 1.1.10,
// 4.5, 4.6; interpretation 8). A Natural Tie pushes; a natural win pays 1 to
// 1; a non-natural win pays by its margin from 4 to 9; all else loses.
func dragonRows(f *faults, s side) []row {
	var rows []row
	if !f.dragonNaturalTieLoses {
		rows = append(rows, pushes(func(o *outcome) bool {
			return o.winner == wonTie && o.natural[sideP] && o.natural[sideB]
		}))
	}
	if f.dragonNonNaturalTiePushes {
		rows = append(rows, pushes(tie))
	}
	rows = append(rows, pays("1/1", func(o *outcome) bool { return o.winner == int(s) && o.natural[s] }))
	margin := func(m int) cond {
		return func(o *outcome) bool {
			return o.winner == int(s) && o.totals[s]-o.totals[1-s] == m
		}
	}
	for _, m := range []struct {
		margin int
		odds   string
	}{{9, "30/1"}, {8, "10/1"}, {7, "6/1"}, {6, "4/1"}, {5, "2/1"}, {4, "1/1"}} {
		rows = append(rows, pays(m.odds, margin(m.margin)))
	}
	if f.dragonMarginThree {
		rows = append(rows, pays("1/1", margin(3)))
	}
	return rows
}

// fab4PlayerRows: Fabulous 4's Player, 1 to 2 winning with 4, 2 to 1 winning
// with 1, else 1 to 1 (Electronic 4.11; interpretation 9).
func fab4PlayerRows(f *faults) []row {
	return withTiePush(f,
		pays("1/2", winsWith(sideP, 4)),
		pays("2/1", winsWith(sideP, 1)),
		pays("1/1", wins(sideP)))
}

// fab4BankerRows: Fabulous 4's Banker, a push winning with 4, 2 to 1 winning
// with 1, else 1 to 1 (Electronic 4.11; interpretation 9).
func fab4BankerRows(f *faults) []row {
	var rows []row
	if !f.fab4BankerFourPaysEven {
		rows = append(rows, pushes(winsWith(sideB, 4)))
	}
	rows = append(rows, pays("2/1", winsWith(sideB, 1)), pays("1/1", wins(sideB)))
	return withTiePush(f, rows...)
}

// fab4SideRows: Player Fabulous 4 pays 50 to 1 and Banker Fabulous 4 pays
// 25 to 1 when that side wins with 4 (Electronic 1.1.2, 1.1.11, 4.11).
func fab4SideRows(s side) []row {
	odds := "50/1"
	if s == sideB {
		odds = "25/1"
	}
	return []row{pays(odds, winsWith(s, 4))}
}

// preciousPairRows: Precious Pair on one side's first two cards, the highest
// category only: Diamond 4's 30, other 4's 15, Diamond pair 12, other pair 9
// to 1 (Electronic 1.1.14, 4.12; interpretation 3). The order of the rows
// carries the document's "except" clauses.
func preciousPairRows(f *faults, s side) []row {
	pair, fours, diamonds := preciousParts(s)
	rows := []row{
		pays("30/1", and(fours, diamonds)),
		pays("15/1", fours),
		pays("12/1", diamonds),
		pays("9/1", pair),
	}
	if f.preciousLowest {
		for i, j := 0, len(rows)-1; i < j; i, j = i+1, j-1 {
			rows[i], rows[j] = rows[j], rows[i]
		}
	}
	return rows
}

// Wire results of a settlement.
const (
	resWin  = "win"
	resLose = "lose"
	resPush = "push"
	resVoid = "void"
)

// settle applies a wager's pay table to a completed round. A fractional
// payout is rounded down to the table's unit (interpretation 4); the Tie
// Bonus is added whole.
func settle(rows []row, o *outcome, w adapter.Wager, unit int64) adapter.Settlement {
	s := adapter.Settlement{Wager: w.Wager, Stake: w.Stake, Result: resLose}
	for _, r := range rows {
		if !r.when(o) {
			continue
		}
		s.Returned = w.Stake
		if r.push {
			s.Result = resPush
			return s
		}
		s.Result, s.Odds = resWin, r.odds
		whole := w.Stake * r.num / r.den // stake <= 1e12 and num <= 1e6 (a game file's bound): no overflow
		exact := whole*r.den == w.Stake*r.num
		win := whole / unit * unit
		if r.roundUp && (!exact || whole%unit != 0) {
			win += unit
		}
		if r.nearest {
			win = nearestMultiple(w.Stake, r.num, r.den, unit)
		}
		if r.twice != nil && r.twice(o) {
			win *= 2 // num <= 10^6 in a game file: 2 * 10^18 fits
		}
		if r.bonus != nil {
			s.Bonus = r.bonus(o, w.Stake)
		}
		s.Win = win + s.Bonus
		return s
	}
	return s
}

// nearestMultiple is stake*num/den rounded to the nearest multiple of
// unit, half a unit up: the defect payout-rounded-to-nearest, which is
// reading 4=nearest of the kit (docs/interpretations.md).
func nearestMultiple(stake, num, den, unit int64) int64 {
	units := new(big.Rat).SetFrac(new(big.Int).Mul(big.NewInt(stake), big.NewInt(num)), new(big.Int).Mul(big.NewInt(den), big.NewInt(unit)))
	units.Add(units, big.NewRat(1, 2))
	n := new(big.Int).Quo(units.Num(), units.Denom()) // floor: both are positive
	return n.Int64() * unit
}
