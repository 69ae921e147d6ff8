package judge

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// The properties: rules every engine's answers must satisfy whatever the
// cards, checked on the answer alone (the differential, differential.go,
// compares answers with the reference's). Each names the clauses it checks
// in the document of the game (clauses.go); the ids are stable and appear
// in reports.
const (
	PropNotation         = "notation"           // the answer's cards are tokens of the kit's notation
	PropHandSize         = "hand-size"          // a standing round's hands hold 2 or 3 cards
	PropDealOrder        = "deal-order"         // cards 1, 3 to Player, 2, 4 to Banker, then the third cards in turn
	PropNaturalStops     = "natural-stops"      // a Natural on either hand: no third card
	PropPlayerDraw       = "player-draw"        // Player draws on 0-5, stands on 6-7
	PropBankerDraw       = "banker-draw"        // Banker draws per the Table of Play given Player's third card
	PropTotals           = "totals"             // totals are the point values' sum modulo 10
	PropWinner           = "winner"             // the higher total wins; equal totals tie; a void round has none
	PropCardsUsed        = "cards-used"         // tokens used = cards in hands + the cutting card if met
	PropIrregularCards   = "irregular-cards"    // a foreign or extra card dealt, or too few cards: void, else not
	PropVoidReturns      = "void-returns"       // a void round returns every stake and wins nothing
	PropTiePushes        = "tie-pushes"         // a Tie pushes Player and Banker wagers
	PropSettlementAmount = "settlement-amounts" // win/lose/push/void with amounts consistent with stake, odds and rounding
	PropPayTable         = "pay-table"          // each wager settles on the game's pay table, on the hands dealt
	PropShoeEndsAtCut    = "shoe-ends-at-cut"   // a shoe run ends after the round in which the cutting card appears
	PropShoeRounds       = "shoe-rounds"        // the rounds of a shoe are dealt one after the other from its cards
	PropVoidKeepsEarlier = "void-keeps-earlier" // rounds before a void round never change
	PropRejectsInvalid   = "rejects-invalid"    // bad input is an error, not a result
	PropDifferential     = "differential"       // the answer equals the reference's
)

// PropertyInfo describes a property for reports and documentation.
type PropertyInfo struct {
	ID      string `json:"id"`
	Summary string `json:"summary"`
	// Level is "coup" (one round's answer), "shoe" (a whole shoe's
	// answer), "request" (how the engine answers bad input) or "table" (a
	// table-lifecycle sequence's answer).
	Level string `json:"level"`
}

// Properties lists every property, in checking order.
func Properties() []PropertyInfo {
	return []PropertyInfo{
		{PropNotation, "every card in the answer is a token of the kit's notation", "coup"},
		{PropHandSize, "a round that stands has 2 or 3 cards in each hand; a void round at most 3", "coup"},
		{PropDealOrder, "the first and third cards go to Player, the second and fourth to Banker, then Player's third card, then Banker's", "coup"},
		{PropNaturalStops, "when either hand totals 8 or 9 on two cards, neither hand draws", "coup"},
		{PropPlayerDraw, "without a Natural, Player draws on 0 to 5 and stands on 6 or 7", "coup"},
		{PropBankerDraw, "without a Natural, Banker draws exactly as the Table of Play says for its total and Player's third card (or Player standing)", "coup"},
		{PropTotals, "each total is the sum of the hand's point values (Ace 1, 2-9 face, tens and pictures 0) modulo 10", "coup"},
		{PropWinner, "the hand with the higher total wins, equal totals are a Tie, a void round has no winner", "coup"},
		{PropCardsUsed, "the tokens a round uses are the cards in its hands plus the cutting card if it appeared; the cut flag says whether it did", "coup"},
		{PropIrregularCards, "a round is void for a foreign or extra card exactly when one is dealt, and for insufficient cards exactly when the cards run out", "coup"},
		{PropVoidReturns, "a void round settles every wager void, returning its stake and winning nothing", "coup"},
		{PropTiePushes, "on a Tie, Player and Banker wagers push", "coup"},
		{PropSettlementAmount, "each settlement is win, lose, push or void; a win returns the stake and wins floor(stake*odds/unit)*unit plus any bonus; a loss returns nothing; a push returns the stake", "coup"},
		{PropPayTable, "each wager settles on the first row of the game's pay table that holds for the hands dealt", "coup"},
		{PropShoeRounds, "the rounds of a shoe are dealt one after another from its cards, each obeying the coup properties", "shoe"},
		{PropShoeEndsAtCut, "a shoe run ends after the round in which the cutting card appears, at a void round, or when the cards run out, and not before", "shoe"},
		{PropVoidKeepsEarlier, "making a later round void never changes the rounds before it", "shoe"},
		{PropRejectsInvalid, "a request the contract calls invalid (bad token, second cutting card, decks outside 4-10, bad stake or wager) is an error, not a result", "request"},
		{PropDifferential, "the answer equals the reference engine's answer to the same request", "coup"},
		{PropTableSteps, "a table sequence's answer has one step per event, echoing it, and rounds only at accepted settlements", "table"},
		{PropTableRefusal, "a refused table event leaves the table's state as it was", "table"},
		{PropTableBetsClosed, "no wager is placed or increased outside the betting window", "table"},
		{PropTableMoney, "each settled wager's win and returned money follow its stake, played part and odds", "table"},
		{PropTableVoidReturns, "a void round of a table sequence returns every stake", "table"},
		{PropTableModel, "the engine's table steps and rounds equal the reference lifecycle's", "table"},
	}
}

// TableProperties are the properties of the generated table-lifecycle
// sequences; RoundProperties those of the generated coups and shoes.
var TableProperties, RoundProperties = func() (table, rounds []string) {
	for _, p := range Properties() {
		if p.Level == "table" {
			table = append(table, p.ID)
		} else {
			rounds = append(rounds, p.ID)
		}
	}
	return table, rounds
}()

// CoupInput is what the properties need to know of a coup request.
type CoupInput struct {
	g      *reference.Game
	dc     docClauses
	decks  int
	tokens []reference.Card // the request's cards, parsed
	wagers []adapter.Wager
	unit   int64
	// readings is the reading of the rules the answer is judged under
	// (the run's readings; the zero value is the kit's).
	readings reference.Readings
	// before counts the copies of each card dealt before this round, for
	// a round of a shoe (the count carries over, interpretation 13).
	before *[reference.NumCardCodes]uint8
}

func newCoupInput(g *reference.Game, decks int, tokens []reference.Card, wagers []adapter.Wager, t adapter.Table) CoupInput {
	unit := t.Rounding
	if unit <= 0 {
		unit = 1
	}
	return CoupInput{g: g, dc: clausesOf(g), decks: decks, tokens: tokens, wagers: wagers, unit: unit}
}

// NewCoupInput is a coup request as CheckCoup and DiffCoupAll judge the
// answers to it, under readings rd (the zero value is the kit's reading).
func NewCoupInput(g *reference.Game, decks int, tokens []reference.Card, wagers []adapter.Wager, t adapter.Table, rd reference.Readings) CoupInput {
	in := newCoupInput(g, decks, tokens, wagers, t)
	in.readings = rd
	return in
}

// parseHand parses a hand of the answer.
func parseHand(tokens []string) (reference.Hand, error) {
	var h reference.Hand
	if len(tokens) > 3 {
		return h, fmt.Errorf("%d cards (%s): a hand never holds more than 3", len(tokens), strings.Join(tokens, " "))
	}
	for _, t := range tokens {
		c := refengine.ParseToken(t)
		if c == reference.NoCard {
			_, err := reference.ParseCard(t)
			return h, err
		}
		if c == reference.CutCard {
			return h, fmt.Errorf("the cutting card is in a hand")
		}
		h.Cards[h.N] = c
		h.N++
	}
	return h, nil
}

func twoCardTotal(h *reference.Hand) int {
	return (h.Cards[0].Value() + h.Cards[1].Value()) % 10
}

// answerCoup turns an answer back into the reference's vocabulary: the
// hands it dealt, whether the cutting card appeared, and why it is void.
func answerCoup(res *adapter.CoupResult) (reference.Coup, error) {
	var c reference.Coup
	var err error
	if c.Player, err = parseHand(res.Player); err != nil {
		return c, fmt.Errorf("player hand: %v", err)
	}
	if c.Banker, err = parseHand(res.Banker); err != nil {
		return c, fmt.Errorf("banker hand: %v", err)
	}
	c.CardsUsed, c.CutCard = res.CardsUsed, res.CutCard
	if res.Void != "" {
		v, ok := reference.ParseVoidReason(res.Void)
		if !ok {
			return c, &unknownVoid{res.Void}
		}
		c.Void = v
	}
	return c, nil
}

// unknownVoid is a void reason that is not one of the kit's.
type unknownVoid struct{ reason string }

func (e *unknownVoid) Error() string {
	return fmt.Sprintf("void reason %q is not one of the kit's reasons (%s)", e.reason, strings.Join(voidReasons(), ", "))
}

func voidReasons() []string {
	var out []string
	for v := reference.InsufficientCards; v.String() != "unknown"; v++ {
		out = append(out, v.String())
	}
	return out
}

// needsMore reports whether hands dealt by the rules so far would take
// another card: fewer than four cards, or a third card the Table of Play
// calls for and has not been dealt.
func needsMore(p, b *reference.Hand) bool {
	if p.N < 2 || b.N < 2 {
		return true
	}
	pt, bt := twoCardTotal(p), twoCardTotal(b)
	if pt >= 8 || bt >= 8 {
		return false
	}
	if reference.PlayerDraws(pt) && p.N < 3 {
		return true
	}
	third := -1
	if p.N == 3 {
		third = p.Cards[2].Value()
	}
	return reference.BankerDraws(bt, third) && b.N < 3
}

// CheckCoup checks one round's answer against every coup property.
func CheckCoup(in *CoupInput, res *adapter.CoupResult) []Violation {
	var vs violations
	dc := in.dc
	if len(res.Player) > 3 || len(res.Banker) > 3 {
		vs.add(PropHandSize, slices.Concat(dc.DealOrder, dc.Natural), "hands of %d and %d cards: a hand holds at most 3", len(res.Player), len(res.Banker))
		return vs
	}
	c, err := answerCoup(res)
	if uv, ok := err.(*unknownVoid); ok {
		// A round made void for a reason the rules do not give: the
		// clauses that say when a round is void, and the cutting card's
		// when the round met it (a round that meets the cutting card is
		// completed, not voided).
		cl := slices.Concat(dc.Foreign, dc.Insufficient)
		if res.CutCard {
			cl = slices.Concat(dc.Cut, cl)
		}
		vs.add(PropIrregularCards, cl, "%v", uv)
		return vs
	}
	if err != nil {
		vs.add(PropNotation, []string{ContractNotation}, "%v", err)
		return vs
	}
	if t, ok := offNotation(res); ok {
		vs.add(PropNotation, []string{ContractNotation}, "the answer writes the card %q, which the contract's notation writes %q", t, refengine.ParseToken(t).String())
		return vs
	}
	p, b := &c.Player, &c.Banker
	void := c.Void != reference.NotVoid

	// Tokens used and the cutting card.
	if res.CardsUsed < 0 || res.CardsUsed > len(in.tokens) {
		vs.add(PropCardsUsed, dc.Cut, "cardsUsed %d is outside 0 to the %d tokens given", res.CardsUsed, len(in.tokens))
		return vs
	}
	used := in.tokens[:res.CardsUsed]
	var seqBuf [8]reference.Card
	seq := seqBuf[:0]
	metCut := false
	for _, t := range used {
		if t == reference.CutCard {
			metCut = true
		} else {
			seq = append(seq, t)
		}
	}
	dealt := int(p.N + b.N)
	if len(seq) != dealt {
		vs.add(PropCardsUsed, slices.Concat(dc.Cut, dc.DealOrder), "cardsUsed %d covers %d cards (cutting card %v) but the hands hold %d", res.CardsUsed, len(seq), metCut, dealt)
	}
	if res.CutCard != metCut {
		vs.add(PropCardsUsed, dc.Cut, "cutCard is %v but the cutting card is %samong the %d tokens used", res.CutCard, map[bool]string{true: "", false: "not "}[metCut], res.CardsUsed)
	}
	if n := len(used); n > 0 && used[n-1] == reference.CutCard && c.Void != reference.InsufficientCards {
		vs.add(PropCardsUsed, dc.Cut, "the round took the cutting card after its last card (token %d): it belongs to the next round", n)
	}

	// Hand sizes.
	if !void && (p.N < 2 || b.N < 2) {
		vs.add(PropHandSize, slices.Concat(dc.DealOrder, dc.Natural), "a round that stands has hands of %d and %d cards; each needs at least 2", p.N, b.N)
		return vs
	}

	// Deal order: the cards in the hands are the tokens in turn.
	if len(seq) >= dealt {
		var orderBuf [6]dealtCard
		order := dealOrderOf(p, b, orderBuf[:0])
		for i, h := range order {
			want := seq[i]
			got := h.hand.Cards[h.index]
			if got != want {
				vs.add(PropDealOrder, dc.DealOrder, "card %d dealt (%s) should be %s's card %d, but that card is %s", i+1, want, h.name, h.index+1, got)
				break
			}
		}
	}

	// Irregular cards: which dealt card, if any, is foreign or extra.
	var counts [reference.NumCardCodes]uint8
	if in.before != nil {
		counts = *in.before
	}
	bad, badAt := reference.NotVoid, -1
	for i, t := range seq {
		if !in.g.Deck.Holds(t) {
			bad, badAt = reference.ForeignCard, i
			break
		}
		if counts[t] < 255 {
			counts[t]++
		}
		if int(counts[t]) > in.decks && !in.readings.ExtraCardsPlayIn(in.g.Document) {
			bad, badAt = reference.ExtraCard, i
			break
		}
	}
	switch {
	case bad != reference.NotVoid && badAt == len(seq)-1 && c.Void == bad:
		// Void on the card that made it so.
	case bad != reference.NotVoid:
		vs.add(PropIrregularCards, dc.voidClauses(bad.String()), "dealt card %d (%s) is a %s card: the round is void at once with reason %q, but the answer is void=%q with %d cards dealt",
			badAt+1, seq[badAt], map[reference.VoidReason]string{reference.ForeignCard: "foreign", reference.ExtraCard: "extra"}[bad], bad, res.Void, len(seq))
	case c.Void == reference.ForeignCard || c.Void == reference.ExtraCard:
		vs.add(PropIrregularCards, dc.voidClauses(res.Void), "void %q, but no dealt card is foreign or extra (%d decks)", res.Void, in.decks)
	case c.Void == reference.InsufficientCards:
		if res.CardsUsed != len(in.tokens) || !needsMore(p, b) {
			vs.add(PropIrregularCards, dc.voidClauses(res.Void), "void for insufficient cards, but %d of %d tokens were used and the hands %s", res.CardsUsed, len(in.tokens), map[bool]string{true: "need another card", false: "are complete"}[needsMore(p, b)])
		}
	case void:
		vs.add(PropIrregularCards, dc.voidClauses(res.Void), "void %q, which no shoe of cards alone can cause", res.Void)
	case needsMore(p, b) && res.CardsUsed == len(in.tokens):
		vs.add(PropIrregularCards, dc.voidClauses(reference.InsufficientCards.String()), "the cards ran out before the round was complete (%d tokens), but the round stands", len(in.tokens))
	}

	if void {
		if res.Winner != "" {
			vs.add(PropWinner, slices.Concat(dc.voidClauses(res.Void), []string{interpVoidTotals}), "a void round has no winner, but the answer says %q", res.Winner)
		}
		checkVoidSettlements(in, res, &vs)
		return vs
	}

	// The Table of Play.
	pt, bt := twoCardTotal(p), twoCardTotal(b)
	third := -1
	if p.N == 3 {
		third = p.Cards[2].Value()
	}
	switch {
	case pt >= 8 || bt >= 8:
		if p.N != 2 || b.N != 2 {
			vs.add(PropNaturalStops, dc.Natural, "Player %d and Banker %d on two cards is a Natural: no third card, but the hands hold %d and %d", pt, bt, p.N, b.N)
		}
	default:
		if want := reference.PlayerDraws(pt); want != (p.N == 3) {
			vs.add(PropPlayerDraw, dc.PlayerDraw, "Player on %d %s, but the hand holds %d cards", pt, drawsOrStands(want), p.N)
		}
		want := reference.BankerDraws(bt, third)
		if want != (b.N == 3) {
			cl, when := dc.BankerDrew, fmt.Sprintf("after Player's third card worth %d", third)
			if third < 0 {
				cl, when = dc.BankerStood, "when Player stands"
			}
			vs.add(PropBankerDraw, cl, "Banker on %d %s %s, but the hand holds %d cards", bt, drawsOrStands(want), when, b.N)
		}
	}

	// Totals and the winner.
	if t := p.Total(); res.PlayerTotal != t {
		vs.add(PropTotals, slices.Concat(dc.PointValues, dc.Totals), "Player's %s totals %d, but the answer says %d", reference.FormatCards(p.Slice()), t, res.PlayerTotal)
	}
	if t := b.Total(); res.BankerTotal != t {
		vs.add(PropTotals, slices.Concat(dc.PointValues, dc.Totals), "Banker's %s totals %d, but the answer says %d", reference.FormatCards(b.Slice()), t, res.BankerTotal)
	}
	if want := winnerOf(res.PlayerTotal, res.BankerTotal); res.Winner != want {
		vs.add(PropWinner, slices.Concat(dc.Winner, dc.Tie), "totals Player %d, Banker %d: the winner is %q, but the answer says %q", res.PlayerTotal, res.BankerTotal, want, res.Winner)
	}

	checkSettlements(in, res, &c, &vs)
	return vs
}

func drawsOrStands(draws bool) string {
	if draws {
		return "draws"
	}
	return "stands"
}

func winnerOf(p, b int) string {
	switch {
	case p > b:
		return "player"
	case b > p:
		return "banker"
	}
	return "tie"
}

type dealtCard struct {
	hand  *reference.Hand
	name  string
	index int
}

// dealOrderOf lists the hands' cards in the order the rules deal them:
// Player, Banker, Player, Banker, then Player's third, then Banker's.
func dealOrderOf(p, b *reference.Hand, out []dealtCard) []dealtCard {
	for i := 0; i < 2; i++ {
		if int(p.N) > i {
			out = append(out, dealtCard{p, "Player", i})
		}
		if int(b.N) > i {
			out = append(out, dealtCard{b, "Banker", i})
		}
	}
	if p.N == 3 {
		out = append(out, dealtCard{p, "Player", 2})
	}
	if b.N == 3 {
		out = append(out, dealtCard{b, "Banker", 2})
	}
	return out
}
