package judge

import (
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// The differential compares an engine's answer with the reference's answer
// to the same request. A difference is attributed to the clause that
// decides the first thing that differs, in the order the rules decide
// them: whether the round is void, the cards dealt, the totals, the
// winner, the cutting card, then each settlement. Later differences that
// follow from the first (a wrong third card changes the totals and every
// settlement) are not reported again.

// equalSettlement is exact equality of two settlements.
// EqualCoup reports whether two answers are identical, field by field
// (adapter.CoupResult.Same). It does not allocate; the differential calls it
// first and looks closer only when it fails.
func EqualCoup(a, b *adapter.CoupResult) bool { return a.Same(b) }

// EqualShoe reports whether two shoe answers are identical
// (adapter.ShoeResult.Same).
func EqualShoe(a, b *adapter.ShoeResult) bool { return a.Same(b) }

// DiffCoup attributes the first difference between the reference's answer
// (want) and the engine's (got). It returns false when they are the same
// (odds compared as fractions).
func DiffCoup(in *CoupInput, want, got *adapter.CoupResult) (Violation, bool) {
	dc := in.dc
	v := func(d Divergence, clauses []string, format string, args ...any) (Violation, bool) {
		return Violation{Property: PropDifferential, Clauses: clauses, Message: fmt.Sprintf(format, args...), Divergence: d}, true
	}
	if t, ok := offNotation(got); ok {
		return v(Divergence{Kind: KindNotation, Field: "cards", Pattern: "result cards written off the contract's notation (\"10S\" for \"TS\")"},
			[]string{ContractNotation}, "the engine writes the card %q, which the contract's notation writes %q", t, refengine.ParseToken(t).String())
	}
	if dealtDiffers(want.Player, got.Player) || dealtDiffers(want.Banker, got.Banker) {
		// A card both dealt differs: the deal left the rules before any
		// void (a void that follows from a wrong deal is its consequence).
		return v(Divergence{Kind: KindDeal, Field: handField(want, got), Pattern: handPattern(want, got)},
			handClauses(dc, want, got), "hands: the reference deals Player %v, Banker %v; the engine Player %v, Banker %v", want.Player, want.Banker, got.Player, got.Banker)
	}
	if want.Void != got.Void {
		if cl, pattern, ok := drawBeforeVoid(dc, want, got); ok {
			return v(Divergence{Kind: KindDeal, Field: handField(want, got), Pattern: pattern, Ambiguous: cl == nil},
				cl, "hands: the reference deals Player %v, Banker %v (void %s); the engine Player %v, Banker %v (void %s)", want.Player, want.Banker, orNone(want.Void), got.Player, got.Banker, orNone(got.Void))
		}
		reason := want.Void
		if reason == "" {
			reason = got.Void
		}
		cl := dc.voidClauses(reason)
		_, known := reference.ParseVoidReason(got.Void)
		known = known || got.Void == ""
		switch {
		case (want.Void == "" || !known) && (want.CutCard || got.CutCard):
			// The rules complete the round the cutting card appears in;
			// the engine voided it (for the cutting card, or where the
			// rules void it later for another reason).
			cl = dc.Cut
		}
		return v(Divergence{Kind: KindVoid, Field: "void", Pattern: fmt.Sprintf("void %s where the rules say %s", orNone(got.Void), orNone(want.Void))},
			cl, "void: the reference says %s, the engine %s", orNone(want.Void), orNone(got.Void))
	}
	if !slices.Equal(want.Player, got.Player) || !slices.Equal(want.Banker, got.Banker) {
		return v(Divergence{Kind: KindDeal, Field: handField(want, got), Pattern: handPattern(want, got)},
			handClauses(dc, want, got), "hands: the reference deals Player %v, Banker %v; the engine Player %v, Banker %v", want.Player, want.Banker, got.Player, got.Banker)
	}
	if want.PlayerTotal != got.PlayerTotal || want.BankerTotal != got.BankerTotal {
		field := "playerTotal"
		if want.PlayerTotal == got.PlayerTotal {
			field = "bankerTotal"
		}
		cl, pattern := totalsBlame(dc, got)
		return v(Divergence{Kind: KindTotal, Field: field, Pattern: pattern},
			cl, "totals of Player %v and Banker %v: the reference says %d and %d, the engine %d and %d", want.Player, want.Banker, want.PlayerTotal, want.BankerTotal, got.PlayerTotal, got.BankerTotal)
	}
	if want.Winner != got.Winner {
		cl := dc.Winner
		if want.Winner == "tie" || got.Winner == "tie" {
			cl = dc.Tie
		}
		return v(Divergence{Kind: KindWinner, Field: "winner", Pattern: fmt.Sprintf("winner %s where the rules say %s", orNone(got.Winner), orNone(want.Winner))},
			cl, "winner at %d to %d: the reference says %s, the engine %s", want.PlayerTotal, want.BankerTotal, orNone(want.Winner), orNone(got.Winner))
	}
	if want.CardsUsed != got.CardsUsed || want.CutCard != got.CutCard {
		field := "cardsUsed"
		if want.CutCard != got.CutCard {
			field = "cutCard"
		}
		return v(Divergence{Kind: KindDeal, Field: field, Pattern: "tokens used or the cutting card flag differ from the cards dealt"},
			dc.Cut, "tokens used: the reference says %d (cutting card %v), the engine %d (cutting card %v)", want.CardsUsed, want.CutCard, got.CardsUsed, got.CutCard)
	}
	if len(want.Settlements) != len(got.Settlements) {
		return v(Divergence{Kind: KindSettlement, Field: "settlements", Pattern: "one settlement per wager asked"},
			[]string{ContractMoney}, "the reference answers %d settlements, the engine %d", len(want.Settlements), len(got.Settlements))
	}
	for i := range want.Settlements {
		w, g := &want.Settlements[i], &got.Settlements[i]
		if sameSettlement(w, g) {
			continue
		}
		cl, event := settlementClauses(in, want, i, g)
		field, pattern := settlementPattern(w, g, in.unit)
		return v(Divergence{Kind: KindSettlement, Field: fmt.Sprintf("settlements[%s].%s", w.Wager, field), Wager: w.Wager, Event: event, Pattern: pattern},
			cl, "%s (wager %d) of %d: the reference settles %s; the engine %s", w.Wager, i+1, w.Stake, describeSettlement(*w), describeSettlement(*g))
	}
	return Violation{}, false
}

// DiffCoupAll is the differential stage by stage (stages.go): the
// notation of the engine's cards, then a round both sides complete judged
// on the engine's own earlier stages, each independent defect on its own
// clauses; any other round by its first divergence. The first violation
// is the one a single blame names; nil when the answers agree.
func DiffCoupAll(in *CoupInput, want, got *adapter.CoupResult) []Violation {
	var vs []Violation
	if t, ok := offNotation(got); ok {
		vs = append(vs, Violation{Property: PropDifferential, Clauses: []string{ContractNotation},
			Divergence: Divergence{Kind: KindNotation, Field: "cards", Pattern: "result cards written off the contract's notation (\"10S\" for \"TS\")"},
			Message:    fmt.Sprintf("the engine writes the card %q, which the contract's notation writes %q", t, refengine.ParseToken(t).String())})
		// The later stages read the cards the engine meant.
		n := *got
		n.Player, n.Banker = inNotation(got.Player), inNotation(got.Banker)
		got = &n
	}
	if stage, ok := judgeStages(in, got); ok && len(stage) > 0 {
		return append(vs, stage...)
	}
	if v, differ := DiffCoup(in, want, got); differ {
		vs = append(vs, v)
	}
	return vs
}

// inNotation writes a hand's tokens as the contract writes them.
func inNotation(hand []string) []string {
	out := make([]string, len(hand))
	for i, t := range hand {
		out[i] = t
		if c := refengine.ParseToken(t); c != reference.NoCard {
			out[i] = c.String()
		}
	}
	return out
}

// sameSettlement reports whether two settlements are one, odds compared as
// fractions ("22/2" is "11/1").
func sameSettlement(w, g *adapter.Settlement) bool {
	return *w == *g || (sameOdds(w.Odds, g.Odds) && w.Wager == g.Wager && w.Stake == g.Stake && w.Result == g.Result && w.Win == g.Win && w.Returned == g.Returned && w.Bonus == g.Bonus)
}

// drawBeforeVoid finds a round whose void differs because the engine drew
// or stood against the Table of Play: a third card the rules do not deal
// (the engine then runs out of cards, or meets a copy too many), or none
// where the rules deal one. A foreign or extra card the reference met is
// the void's own difference.
func drawBeforeVoid(dc docClauses, want, got *adapter.CoupResult) ([]string, string, bool) {
	irregular := func(r string) bool {
		return r == reference.ForeignCard.String() || r == reference.ExtraCard.String()
	}
	plain := func(r string) bool { return r == "" || r == reference.InsufficientCards.String() }
	if irregular(want.Void) && plain(got.Void) && len(got.Player) >= 2 && len(got.Banker) >= 2 &&
		len(got.Player)+len(got.Banker) < len(want.Player)+len(want.Banker) {
		// The rules void on the card they deal last (a foreign card, a copy
		// too many); an engine that stopped drawing before that card never
		// met it: the draw is where it left the rules.
		return handClauses(dc, want, got), handPattern(want, got), true
	}
	if irregular(want.Void) || !plain(want.Void) ||
		len(got.Player) < 2 || len(got.Banker) < 2 || len(want.Player) < 2 || len(want.Banker) < 2 {
		return nil, "", false
	}
	// A copy too many the engine met only in a card it should not have
	// drawn is the draw's consequence.
	longer := len(got.Player) > len(want.Player) || len(got.Banker) > len(want.Banker)
	if !plain(got.Void) && !(irregular(got.Void) && longer) {
		return nil, "", false
	}
	if len(want.Player) != len(got.Player) || len(want.Banker) != len(got.Banker) {
		return handClauses(dc, want, got), handPattern(want, got), true
	}
	if want.Void == reference.InsufficientCards.String() && got.Void == "" && got.Winner != "" {
		// The engine completed the round (it names a winner); with no
		// winner it met the shortage too and did not void the round: the
		// void's own rule.
		return stoodForEngine(dc, want)
	}
	if want.Void != "" || got.Void != reference.InsufficientCards.String() {
		return nil, "", false
	}
	// Same hands, the rules complete the round and the engine wants
	// another card: a hand that stood by the rules drew for the engine.
	wc, err := answerCoup(want)
	if err != nil || wc.Player.N < 2 || wc.Banker.N < 2 {
		return nil, "", false
	}
	pt, bt := twoCardTotal(&wc.Player), twoCardTotal(&wc.Banker)
	switch {
	case pt >= 8 || bt >= 8:
		return dc.Natural, "a hand draws after a Natural, where the rules stop the deal", true
	case wc.Player.N == 2 && wc.Banker.N == 2:
		// Both stood (6 or 7 each) and the engine wanted a card: which
		// hand drew for it is not in its answer. The hand nearer the
		// total it draws on (5 for both) is the one an off-by-one draw
		// rule moves; at equal distance the answer cannot tell, and
		// neither rule is charged (ambiguousDraw).
		switch {
		case pt < bt:
			return dc.PlayerDraw, drawPattern("Player", true), true
		case bt < pt:
			return dc.BankerStood, drawPattern("Banker", true), true
		}
		return nil, ambiguousDraw, true
	case wc.Banker.N == 2:
		return dc.BankerDrew, drawPattern("Banker", true), true
	}
	return nil, "", false
}

// ambiguousDraw is the pattern of a round where both hands stand on the
// same total and the engine wanted a third card for one of them: Player's
// rule or Banker's, the answer cannot tell which, so the failure names no
// clause (it still fails the run: certify counts it unattributed).
const ambiguousDraw = "Player or Banker draws a third card where both stand on the same total (the answer does not tell which)"

// stoodForEngine: the same hands, the rules want another card the shoe
// does not hold (the round is void for insufficient cards) and the engine
// completes the round with a winner: the hand the rules draw to next
// stood for the engine. The void is the consequence of the draw, not where
// the engine left the rules.
func stoodForEngine(dc docClauses, want *adapter.CoupResult) ([]string, string, bool) {
	wc, err := answerCoup(want)
	if err != nil {
		return nil, "", false
	}
	pt, bt := twoCardTotal(&wc.Player), twoCardTotal(&wc.Banker)
	switch {
	case pt >= 8 || bt >= 8:
		// the rules draw nothing after a Natural: not a draw's consequence
		return nil, "", false
	case wc.Player.N == 2 && pt <= 5:
		return dc.PlayerDraw, drawPattern("Player", false), true
	case wc.Player.N == 2 && wc.Banker.N == 2:
		// Player stood on 6 or 7: Banker's rule when Player stands
		return dc.BankerStood, drawPattern("Banker", false), true
	case wc.Player.N == 3 && wc.Banker.N == 2:
		return dc.BankerDrew, drawPattern("Banker", false), true
	}
	return nil, "", false
}

// dealtDiffers reports whether a card position both hands hold differs.
func dealtDiffers(want, got []string) bool {
	for i := 0; i < len(want) && i < len(got); i++ {
		if want[i] != got[i] {
			return true
		}
	}
	return false
}

// within reports whether |d| <= unit.
func within(d, unit int64) bool { return d <= unit && -d <= unit }

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// handClauses attributes a difference in the cards dealt: the initial four
// cards are the deal order; a third card too many or too few is the Table
// of Play (a Natural, Player's rule or Banker's).
func handClauses(dc docClauses, want, got *adapter.CoupResult) []string {
	n := func(h []string, i int) string {
		if i < len(h) {
			return h[i]
		}
		return ""
	}
	for i := 0; i < 2; i++ {
		if n(want.Player, i) != n(got.Player, i) || n(want.Banker, i) != n(got.Banker, i) {
			return dc.DealOrder
		}
	}
	wc, err := answerCoup(want)
	if err != nil || wc.Player.N < 2 || wc.Banker.N < 2 {
		return dc.DealOrder
	}
	pt, bt := twoCardTotal(&wc.Player), twoCardTotal(&wc.Banker)
	natural := pt >= 8 || bt >= 8
	switch {
	case len(want.Player) != len(got.Player):
		return dc.drawRule(false, natural, false)
	case len(want.Banker) != len(got.Banker):
		return dc.drawRule(true, natural, wc.Player.N == 3)
	}
	return dc.DealOrder
}

// OfferedElsewhere returns, for the first wager of the request the game
// does not offer but another game of its document does, that wager's
// pay-table clauses there.
func OfferedElsewhere(g *reference.Game, wagers []adapter.Wager) []string {
	for _, w := range wagers {
		if g.Offers(reference.WagerID(w.Wager)) {
			continue
		}
		for _, o := range reference.Games() {
			spec, ok := o.Wager(reference.WagerID(w.Wager))
			if o.Document != g.Document || !ok {
				continue
			}
			var out []string
			for _, p := range spec.Pays {
				if !p.Push {
					out = appendUnique(out, p.Clause)
				}
			}
			return out
		}
	}
	return nil
}

// cmpEqual is go-cmp equality, for values compared rarely.
// cmpEqual treats an empty list and a missing one alike: the schema allows
// both (e.g. a settlement's notes).
func cmpEqual(a, b any) bool { return cmp.Equal(a, b, cmpopts.EquateEmpty()) }
