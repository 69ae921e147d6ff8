package judge

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// Blame by first divergence. A failing check is blamed on the clauses that
// govern the first place where the engine's answer leaves the expected
// one, in the order the rules produce an answer: the cards each hand
// receives (and the void, the cutting card), the totals, the winner, then
// each wager's settlement (result, pay-table row, amounts, rounding).
// What follows from that first difference (every settlement of a round
// whose hands differ) is its consequence, not another failure. The clauses
// of each field are the document's numbering (clauses.DealFields, data
// kept beside the catalog) and the pay-table rows of reference/games/*.json,
// which cite their clauses.

// The kinds of divergence, in the order the rules produce what they
// judge; a report lists causes in this order.
const (
	KindNotImplemented = "not-implemented" // a required wager the engine lacks
	KindRefusal        = "refusal"         // a legal request refused, or an illegal one accepted
	KindDeal           = "deal"            // the cards each hand receives, the cutting card
	KindVoid           = "void"            // voiding the round or not
	KindTotal          = "total"           // a hand's total
	KindWinner         = "winner"          // who wins
	KindSettlement     = "settlement"      // a wager's result, odds, amounts or rounding
	KindTable          = "table"           // a table-lifecycle answer
	KindNotation       = "notation"        // the engine's own card tokens
)

// What a table divergence judged on the rules' hands may follow from
// (Divergence.OnRulesHands).
const (
	HandsAny     = "any-deal"   // any deal of the engine's own: its order, a point value, a draw
	HandsByOrder = "deal-order" // only a deal order of the engine's own
)

// Divergence says where an answer first leaves the expected one, in words
// that do not depend on the case (no stakes, no cards), so that failures
// with one root cause share it.
type Divergence struct {
	// Kind is one of the Kind* constants.
	Kind string `json:"kind,omitempty"`
	// Field is the first field that differs: "player.cards",
	// "banker.cards[2]", "winner", "settlements[tie].odds", "steps[3]".
	Field string `json:"field,omitempty"`
	// Wager and Event name the wager and the pay-table row (or table
	// event) of a settlement or table divergence.
	Wager string `json:"wager,omitempty"`
	Event string `json:"event,omitempty"`
	// Pattern is expected→actual without the case's amounts: "tie: win
	// at 7/1 where the rules say win at 8/1".
	Pattern string `json:"pattern,omitempty"`
	// Ambiguous: the answer leaves the rules, but it does not tell which
	// of two rules it broke (a third card wanted where both hands stand on
	// the same total): the failure names no clause rather than a wrong one.
	Ambiguous bool `json:"ambiguous,omitempty"`
	// OnRulesHands: a table divergence judged on the hands the rules deal
	// its round, the engine's own not being told apart from them: an
	// engine whose deal leaves the rules in its coup or shoe answers may
	// have other hands there, and its answer then names no rule (decide's
	// elsewhere). HandsAny: an interruption answered before the round's
	// record, which any deal of the engine's own (its order, a point
	// value, a draw) may explain; HandsByOrder: two set-aside cards
	// exchanged, which only a deal order of its own can give.
	OnRulesHands string `json:"onRulesHands,omitempty"`
	// ReadsWagers: a table step that turns on which wagers the cards
	// dealt so far decide (an established outcome's witness, Tiger 5.17
	// and Electronic 5.9; an option to withdraw given to fewer players
	// than the rules, Tiger NCB 5.8.2.2) names the wagers it turns on: an
	// engine that settles one of them otherwise finds it decided where the
	// rules do not, and its answer then names no rule when its coup or
	// shoe answers show that (decide's elsewhere; table_decided.go).
	ReadsWagers []string `json:"readsWagers,omitempty"`
}

// Blame is where an engine's answer first leaves the expected one and the
// clauses (as "document:clause") that govern that place on the game.
type Blame struct {
	Divergence
	Clauses []string `json:"clauses"`
	Message string   `json:"message"`
}

func blameOf(v Violation) Blame {
	return Blame{Divergence: v.Divergence, Clauses: v.Clauses, Message: v.Message}
}

// blamesOf is each violation's blame, in order; nil for none.
func blamesOf(vs []Violation) []Blame {
	var out []Blame
	for _, v := range vs {
		out = append(out, blameOf(v))
	}
	return out
}

// BlameCoup compares the engine's answer (got) to a coup request with the
// expected one (want) and returns the first divergence; false when they
// are the same. The game is the request's.
func BlameCoup(req adapter.CoupRequest, want, got *adapter.CoupResult) (Blame, bool) {
	vs := BlameCoupAll(req, want, got)
	if len(vs) == 0 {
		return Blame{}, false
	}
	return vs[0], true
}

// BlameCoupAll is BlameCoup stage by stage: every stage of the engine's
// answer that leaves the rules applied to its own earlier stages, each
// blamed on its own clauses (stages.go); nil when the answers agree.
func BlameCoupAll(req adapter.CoupRequest, want, got *adapter.CoupResult) []Blame {
	g, err := reference.LookupGame(reference.GameID(req.Game))
	if err != nil {
		return nil
	}
	tokens, _ := reference.ParseTokens(req.Cards)
	in := newCoupInput(g, req.Decks, tokens, req.Wagers, req.Table)
	return blamesOf(DiffCoupAll(&in, want, got))
}

// BlameShoe is BlameCoup for a whole shoe: the first round that differs
// is blamed, later rounds are its consequences.
func BlameShoe(req adapter.ShoeRequest, want, got *adapter.ShoeResult) (Blame, bool) {
	g, tokens, ok := shoeGame(&req)
	if !ok {
		return Blame{}, false
	}
	v, differ := diffShoe(g, req.Decks, tokens, req.Wagers, req.Table, want, got, reference.Readings{})
	return blameOf(v), differ
}

// BlameShoeAll is BlameShoe stage by stage, on the engine's own path
// after the first round that differs (DiffShoeAll); nil when the answers
// agree.
func BlameShoeAll(req adapter.ShoeRequest, want, got *adapter.ShoeResult) []Blame {
	g, tokens, ok := shoeGame(&req)
	if !ok {
		return nil
	}
	return blamesOf(DiffShoeAll(g, req.Decks, tokens, req.Wagers, req.Table, want, got, reference.Readings{}))
}

// shoeGame is the game and the cards of a shoe request; false when either
// is not one (nothing to blame on).
func shoeGame(req *adapter.ShoeRequest) (*reference.Game, []reference.Card, bool) {
	g, err := reference.LookupGame(reference.GameID(req.Game))
	if err != nil {
		return nil, nil, false
	}
	tokens, err := reference.ParseTokens(req.Cards)
	return g, tokens, err == nil
}

// BlameTable is BlameCoup for a table-lifecycle sequence: the first step
// whose answer differs is blamed, later steps are its consequences.
func BlameTable(req adapter.TableRequest, want, got *adapter.TableResult) (Blame, bool) {
	g, err := reference.LookupGame(reference.GameID(req.Game))
	if err != nil {
		return Blame{}, false
	}
	v, differ := diffTable(g, &req, want, got)
	return blameOf(v), differ
}

// BlameTableAll is BlameTable on the engine's own path: each difference in
// who was passed a hand's cards blamed, the reference re-synced to the
// engine's receiver after it (diffTableAll), then the first difference of
// another kind; nil when the answers agree.
func BlameTableAll(req adapter.TableRequest, want, got *adapter.TableResult) []Blame {
	g, err := reference.LookupGame(reference.GameID(req.Game))
	if err != nil {
		return nil
	}
	return blamesOf(diffTableAll(g, &req, want, got))
}

// BlameRefusal blames a legal request the engine refused as invalid
// (protocol v1: invalid to a valid request is a fail): a ten written "10"
// (the card notation), a stake above 2^31-1 the contract allows (the money
// contract), a deck count or rounding unit its message names (rule 2.1,
// the money contract), or a wager the engine names in its refusal (the
// clause that makes the wager available). Nothing of these: no clause, and the caller
// blames what the check covers.
func BlameRefusal(game string, cards []string, wagers []adapter.Wager, e *adapter.Error) Blame {
	b := Blame{Divergence: Divergence{Kind: KindRefusal, Field: "error", Pattern: "a legal request refused as invalid"}, Message: e.Message}
	ten, large := false, false
	for _, t := range cards {
		ten = ten || strings.HasPrefix(t, "10")
	}
	for _, w := range wagers {
		large = large || (w.Stake > math.MaxInt32 && w.Stake <= reference.MaxStake)
	}
	// The engine's message says which when several are in the request.
	msg := strings.ToLower(e.Message)
	g, err := reference.LookupGame(reference.GameID(game))
	if err != nil {
		return b
	}
	// A legal deck count or rounding unit refused: the engine's message
	// names what it refused.
	if strings.Contains(msg, "deck") {
		b.Clauses = []string{clausesOf(g).Decks}
		b.Pattern = "a number of decks the rules allow refused as invalid"
		return b
	}
	if strings.Contains(msg, "rounding") {
		b.Clauses = []string{ContractMoney}
		b.Pattern = "a rounding unit the contract allows refused as invalid"
		return b
	}
	if large && (!ten || strings.Contains(msg, "stake")) {
		b.Clauses = []string{ContractMoney}
		b.Pattern = "a stake above 2^31-1, within the contract's maximum, refused as invalid"
		return b
	}
	if ten {
		b.Clauses = []string{ContractNotation}
		b.Pattern = "a ten written \"10\" refused as invalid (the contract accepts it for \"T\")"
		return b
	}
	ids := make([]string, 0, len(wagers))
	for _, w := range wagers {
		ids = append(ids, w.Wager)
	}
	// The longest id first: "player-pair" before "player".
	sort.Slice(ids, func(i, j int) bool { return len(ids[i]) > len(ids[j]) })
	for _, id := range ids {
		if spec, ok := g.Wager(reference.WagerID(id)); ok && strings.Contains(e.Message, id) {
			b.Clauses = []string{spec.Clause}
			b.Wager = id
			b.Pattern = id + ": a wager the game offers refused as invalid"
			return b
		}
	}
	return b
}

// BlameAccepted blames a request the rules refuse that the engine
// answered with a result, by what makes it invalid: a stake outside 1 to
// the contract's maximum or a negative rounding unit (the money contract),
// a number of decks the rules do not allow (rule 2.1), a token that is not
// a card (the card notation), or a wager the game does not offer but
// another game of its document does (a Dragon Bonus on a game without it:
// the clauses that say where that wager is offered, its pay-table rows).
// Nothing of these: no clause.
func BlameAccepted(q adapter.CoupRequest) Blame {
	b := Blame{Divergence: Divergence{Kind: KindRefusal, Field: "error", Pattern: "a request the rules refuse answered with a result"}}
	g, err := reference.LookupGame(reference.GameID(q.Game))
	if err != nil {
		return b
	}
	set := func(cl []string, pattern string) Blame {
		b.Clauses, b.Pattern = cl, pattern
		return b
	}
	for _, w := range q.Wagers {
		if w.Stake < 1 || w.Stake > reference.MaxStake {
			return set([]string{ContractMoney}, "a stake outside 1 to the contract's maximum accepted")
		}
	}
	if q.Table.Rounding < 0 {
		return set([]string{ContractMoney}, "a negative rounding unit accepted")
	}
	if q.Decks < reference.MinDecks || q.Decks > reference.MaxDecks {
		return set([]string{clausesOf(g).Decks}, "a number of decks the rules do not allow accepted")
	}
	if _, err := reference.ParseTokens(q.Cards); err != nil {
		return set([]string{ContractNotation}, "a token that is not a card accepted")
	}
	if cl := OfferedElsewhere(g, q.Wagers); len(cl) > 0 {
		for _, w := range q.Wagers {
			if !g.Offers(reference.WagerID(w.Wager)) {
				b.Wager = w.Wager
				break
			}
		}
		return set(cl, b.Wager+": offered on a game whose rules do not offer it")
	}
	return b
}

// offNotation returns the first card token of an answer's hands that is
// not written as the contract writes it ("10S" for "TS"): tokens the kit
// accepts on input are not all tokens an engine may print.
func offNotation(res *adapter.CoupResult) (string, bool) {
	for _, h := range [2][]string{res.Player, res.Banker} {
		for _, t := range h {
			if c := refengine.ParseToken(t); c != reference.NoCard && c.String() != t {
				return t, true
			}
		}
	}
	return "", false
}

// handField names the first card that differs between two hands' tokens.
func handField(want, got *adapter.CoupResult) string {
	for _, h := range []struct {
		name      string
		want, got []string
	}{{"player", want.Player, got.Player}, {"banker", want.Banker, got.Banker}} {
		for i := 0; i < len(h.want) || i < len(h.got); i++ {
			if i >= len(h.want) || i >= len(h.got) || h.want[i] != h.got[i] {
				return fmt.Sprintf("%s.cards[%d]", h.name, i)
			}
		}
	}
	return "cards"
}

// handPattern says how the hands differ, in words that do not depend on
// the cards: the initial deal, or which hand drew or stood against the
// Table of Play.
func handPattern(want, got *adapter.CoupResult) string {
	for i := 0; i < 2; i++ {
		if at(want.Player, i) != at(got.Player, i) || at(want.Banker, i) != at(got.Banker, i) {
			return "the initial deal differs: the rules give cards 1 and 3 to Player, 2 and 4 to Banker"
		}
	}
	switch {
	case len(want.Player) != len(got.Player):
		return drawPattern("Player", len(got.Player) > len(want.Player))
	case len(want.Banker) != len(got.Banker):
		return drawPattern("Banker", len(got.Banker) > len(want.Banker))
	}
	return "a third card differs from the next card of the shoe"
}

// drawPattern says how a hand's third card left the Table of Play: drawn
// where the rules stand, or not drawn where they draw. Causes group by it.
func drawPattern(hand string, drew bool) string {
	if drew {
		return hand + " draws a third card where the rules say it stands"
	}
	return hand + " stands where the rules say it draws a third card"
}

func at(h []string, i int) string {
	if i < len(h) {
		return h[i]
	}
	return ""
}

// settlementPattern says how a settlement differs, without amounts: the
// result and pay, or the amount with the same pay (rounding, money).
func settlementPattern(w, g *adapter.Settlement, unit int64) (field, pattern string) {
	pay := func(s *adapter.Settlement) string {
		out := s.Result
		if s.Result == "win" {
			out += " at " + orNone(s.Odds)
			if s.Bonus > 0 {
				out += " plus a bonus"
			}
		}
		return out
	}
	switch {
	case w.Wager != g.Wager:
		return "wager", fmt.Sprintf("settlements out of the request's order: %s where the rules settle %s", g.Wager, w.Wager)
	case w.Result != g.Result:
		return "result", fmt.Sprintf("%s: %s where the rules say %s", w.Wager, pay(g), pay(w))
	case !sameOdds(w.Odds, g.Odds):
		return "odds", fmt.Sprintf("%s: %s where the rules say %s", w.Wager, pay(g), pay(w))
	case w.Bonus != g.Bonus:
		return "bonus", fmt.Sprintf("%s: %s with the wrong bonus", w.Wager, pay(w))
	case w.Stake != g.Stake || w.Returned != g.Returned:
		return "returned", fmt.Sprintf("%s: %s returning the wrong part of the stake", w.Wager, pay(w))
	}
	if unit > 1 {
		return "win", fmt.Sprintf("%s: %s paid the wrong amount at a rounding unit of %d (rounded down, contract money)", w.Wager, pay(w), unit)
	}
	return "win", fmt.Sprintf("%s: %s paid the wrong amount", w.Wager, pay(w))
}

func quoteAll(ss []string) string {
	if len(ss) == 0 {
		return "none"
	}
	return strings.Join(ss, " ")
}
