package analysis

import (
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/bacctk/bacctk/reference"
)

// HouseEdgeDefinition states how the house edge is computed; every report
// carries it.
const HouseEdgeDefinition = "house edge = expected net loss per unit staked; a push counts as a coup played (its stake is in the denominator, its net is 0)"

// ExactOddsNote is carried by a wager whose pay table has a fraction a
// table rounds down to its unit.
const ExactOddsNote = "pays are taken exactly, without rounding to the table's unit (interpretation 4)"

// TieBonusNote is carried by a wager with fixed-amount rows.
const TieBonusNote = "the Tie Bonus is a fixed amount whatever the stake (interpretation 5): it is not in the house edge, see tieBonusPerCoup"

// SheetJSON is the JSON form of a Sheet, the stable contract of
// `bacctk analyze --json` (docs/analysis.md). Counts are decimal strings
// (they exceed the exact range of a JSON number); probabilities and house
// edges are numbers, with the exact house edge as a reduced fraction.
type SheetJSON struct {
	Game                string       `json:"game"`
	Decks               int          `json:"decks"`
	Deck                string       `json:"deck"`
	Sequences           string       `json:"sequences"`
	Outcomes            OutcomesJSON `json:"outcomes"`
	HouseEdgeDefinition string       `json:"houseEdgeDefinition"`
	Wagers              []WagerJSON  `json:"wagers"`
	// Readings are the alternative readings of the rules the sheet was
	// computed under (docs/interpretations.md "Readings"); absent: the
	// kit's.
	Readings []string `json:"readings,omitempty"`
}

// OutcomesJSON counts the sequences by outcome.
type OutcomesJSON struct {
	Player string `json:"player"`
	Banker string `json:"banker"`
	Tie    string `json:"tie"`
}

// WagerJSON is one wager's PAR sheet.
type WagerJSON struct {
	Wager          string      `json:"wager"`
	Optional       bool        `json:"optional"`
	HouseEdge      float64     `json:"houseEdge"`
	HouseEdgeExact string      `json:"houseEdgeExact"`
	ExactOdds      bool        `json:"exactOdds"`
	Notes          []string    `json:"notes,omitempty"`
	Events         []EventJSON `json:"events"`
	// TieBonusPerCoup is present on the 6 Star Tie only.
	TieBonusPerCoup *BonusJSON `json:"tieBonusPerCoup,omitempty"`
}

// EventJSON is one row: a pay-table event (the reference's event id) or
// "lose".
type EventJSON struct {
	Event       string  `json:"event"`
	Pays        string  `json:"pays"`
	Bonus       int64   `json:"bonus,omitempty"`
	Count       string  `json:"count"`
	Probability float64 `json:"probability"`
	Return      float64 `json:"return"`
}

// BonusJSON is the expected Tie Bonus paid per coup to one Tie wager, in
// minor units.
type BonusJSON struct {
	Exact string  `json:"exact"`
	Value float64 `json:"value"`
}

func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// JSON returns the sheet in its JSON form.
func (s *Sheet) JSON() SheetJSON {
	out := SheetJSON{
		Game: string(s.Game.ID), Decks: s.Decks, Deck: s.Game.Deck.String(), Sequences: s.Sequences.String(),
		Outcomes:            OutcomesJSON{Player: s.Player.String(), Banker: s.Banker.String(), Tie: s.Tie.String()},
		HouseEdgeDefinition: HouseEdgeDefinition,
		Wagers:              []WagerJSON{},
		Readings:            s.Readings,
	}
	for _, w := range s.Wagers {
		wj := WagerJSON{Wager: string(w.Spec.ID), Optional: w.Spec.Optional,
			HouseEdge: ratFloat(w.HouseEdge), HouseEdgeExact: w.HouseEdge.String(), ExactOdds: w.ExactOdds,
			Notes: w.Notes()}
		for _, r := range w.Rows {
			wj.Events = append(wj.Events, EventJSON{Event: r.Event.String(), Pays: r.Pays(), Bonus: r.Bonus,
				Count: r.Count.String(), Probability: ratFloat(r.Probability), Return: ratFloat(r.Return)})
		}
		if w.TieBonusPerCoup != nil {
			wj.TieBonusPerCoup = &BonusJSON{Exact: w.TieBonusPerCoup.String(), Value: ratFloat(w.TieBonusPerCoup)}
		}
		out.Wagers = append(out.Wagers, wj)
	}
	return out
}

// Notes returns the wager's notes: exact odds, Tie Bonus.
func (w *WagerSheet) Notes() []string {
	var n []string
	if w.ExactOdds {
		n = append(n, ExactOddsNote)
	}
	if w.TieBonusPerCoup != nil {
		n = append(n, TieBonusNote)
	}
	return n
}

// group prints a non-negative integer with thousands separators.
func group(n *big.Int) string {
	s := n.String()
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// signed prints r with a sign and the given decimals.
func signed(r *big.Rat, decimals int) string {
	if r.Sign() >= 0 {
		return "+" + r.FloatString(decimals)
	}
	return r.FloatString(decimals)
}

func pct(r *big.Rat, decimals int) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(decimals) + "%"
}

// payText prints a row's pay as the rules write it.
func payText(r *Row) string {
	switch r.Outcome {
	case OutcomePush:
		return "push"
	case OutcomeLose:
		return "-1"
	}
	s := r.Odds.ToOne()
	if r.Bonus != 0 {
		s += " + " + reference.FormatMinor(r.Bonus)
	}
	return s
}

// writeTable prints rows of cells in columns, the first left-aligned, the
// others right-aligned, indented by two spaces.
func writeTable(b *strings.Builder, rows [][]string) {
	width := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			width[i] = max(width[i], len(c))
		}
	}
	for _, r := range rows {
		b.WriteString("  ")
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-len(c))
			if i == 0 {
				b.WriteString(c + pad)
			} else {
				b.WriteString("  " + pad + c)
			}
		}
		b.WriteString("\n")
	}
}

// WriteText prints the sheet as a human PAR sheet: per wager, each event
// with its pay, count, probability and contribution to the return, then
// the house edge.
func (s *Sheet) WriteText(w io.Writer) error {
	var b strings.Builder
	g := s.Game
	fmt.Fprintf(&b, "%s: %s, %d decks of %d cards (%s)\n", g.ID, g.Name, s.Decks, g.Deck.Size(), g.Deck)
	if len(s.Readings) > 0 {
		fmt.Fprintf(&b, "under the readings %s, not the kit's (docs/interpretations.md)\n", strings.Join(s.Readings, ", "))
	}
	n := s.Decks * g.Deck.Size()
	fmt.Fprintf(&b, "sequences: %s ordered six-card sequences (%d x %d x ... x %d)\n", group(s.Sequences), n, n-1, n-seqLen+1)
	tot := new(big.Rat).SetInt(s.Sequences)
	p := func(c *big.Int) string { return new(big.Rat).Quo(new(big.Rat).SetInt(c), tot).FloatString(6) }
	fmt.Fprintf(&b, "outcomes: banker %s (%s), player %s (%s), tie %s (%s)\n",
		group(s.Banker), p(s.Banker), group(s.Player), p(s.Player), group(s.Tie), p(s.Tie))
	fmt.Fprintf(&b, "%s\n", HouseEdgeDefinition)
	for _, ws := range s.Wagers {
		opt := ""
		if ws.Spec.Optional {
			opt = " (optional)"
		}
		fmt.Fprintf(&b, "\n%s%s\n", ws.Spec.ID, opt)
		table := [][]string{{"event", "pays", "count", "probability", "return"}}
		for i := range ws.Rows {
			r := &ws.Rows[i]
			table = append(table, []string{r.Event.String(), payText(r), group(r.Count), r.Probability.FloatString(6), signed(r.Return, 6)})
		}
		table = append(table, []string{"total", "", group(s.Sequences), "1.000000", signed(new(big.Rat).Neg(ws.HouseEdge), 6)})
		writeTable(&b, table)
		fmt.Fprintf(&b, "  house edge %s (exactly %s)\n", pct(ws.HouseEdge, 4), ws.HouseEdge.String())
		if ws.TieBonusPerCoup != nil {
			fmt.Fprintf(&b, "  Tie Bonus per coup: %s minor units (exactly %s)\n", ws.TieBonusPerCoup.FloatString(4), ws.TieBonusPerCoup.String())
		}
		for _, note := range ws.Notes() {
			fmt.Fprintf(&b, "  note: %s\n", note)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
