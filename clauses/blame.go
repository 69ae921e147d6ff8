package clauses

import "slices"

// Blame data: which clauses of a rules document govern each field of an
// engine's answer to a round (the cards, the void, the totals, the
// winner). Blame by first divergence (docs/certify.md "Blame") fails the
// clauses of the first field where an answer leaves the expected one; the
// five documents state the same deal in differently numbered clauses, and
// this table is where that numbering lives, beside the catalog it refers
// to. Each entry is "document:clause" or "interpretation:N". The settlement
// fields are blamed on the pay-table rows of the game (reference/games/*.json
// cites their clauses) and the wagers' availability on Availability.

// DealFields are the clauses of one document behind each field of a
// round's answer.
//
// A rules pack states its own in pack.json's "deal" (docs/packs.md), by
// the same names.
type DealFields struct {
	Decks        string   `json:"decks,omitempty"`        // rule 2.1: four to ten decks
	PointValues  []string `json:"pointValues,omitempty"`  // card point values
	Totals       []string `json:"totals,omitempty"`       // totals keep the right digit
	DealOrder    []string `json:"dealOrder,omitempty"`    // cards 1 and 3 to Player, 2 and 4 to Banker
	Natural      []string `json:"natural,omitempty"`      // a Natural stops the deal
	PlayerDraw   []string `json:"playerDraw,omitempty"`   // Player draws on 0-5
	BankerStood  []string `json:"bankerStood,omitempty"`  // Banker draws on 0-5 when Player stood
	BankerDrew   []string `json:"bankerDrew,omitempty"`   // Banker by its total and Player's third card
	Winner       []string `json:"winner,omitempty"`       // the higher total wins
	Tie          []string `json:"tie,omitempty"`          // equal totals: a Tie, Player and Banker push
	Cut          []string `json:"cut,omitempty"`          // the cutting card is removed, the round completed
	Foreign      []string `json:"foreign,omitempty"`      // a foreign or extra card voids the round
	Earlier      []string `json:"earlier,omitempty"`      // rounds before a void one stand
	Insufficient []string `json:"insufficient,omitempty"` // a round the cards cannot finish is void
}

// InterpCut is the kit's reading that the cutting card's round is
// completed and is the last of the shoe (docs/interpretations.md 12).
const InterpCut = "interpretation:12"

// ContractErrorDetail is the contract point of how an engine words a
// refusal: docs/protocol.md asks that an error name the token it refuses
// by its position ("card 4"), but no rules document says anything of
// messages, so a refusal of the right request with the right code passes
// the rules clause and a message that does not name the position fails
// this row alone.
const ContractErrorDetail = "contract:error-detail"

func refs(doc string, ns ...string) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = doc + ":" + n
	}
	return out
}

// liveFields numbers the deal as the No Commission and 6 Star documents do
// (rules 3.3-3.10, 5.1, 5.5). Neither has a cutting-card clause: the kit's
// reading (interpretation 12) stands alone there.
func liveFields(doc string) DealFields {
	return DealFields{
		Decks: doc + ":2.1", PointValues: refs(doc, "3.3.1", "3.3.2"), Totals: refs(doc, "3.4.1", "3.4.2"),
		DealOrder: refs(doc, "3.7", "3.7.1", "3.7.2"), Natural: refs(doc, "3.9.1"), PlayerDraw: refs(doc, "3.9.2"),
		BankerStood: refs(doc, "3.9.3"), BankerDrew: refs(doc, "3.9.4"), Winner: refs(doc, "3.10"), Tie: refs(doc, "3.10.1"),
		Cut: []string{InterpCut}, Foreign: refs(doc, "5.1", "5.1.1"), Earlier: refs(doc, "5.1.2"), Insufficient: refs(doc, "5.5"),
	}
}

// tableOfPlayFields numbers the deal of the documents whose Table of Play
// is one clause (the Tiger documents and the electronic one): the deal
// order's three clauses, the Table of Play, the winner and the Tie, the
// cutting card.
func tableOfPlayFields(doc, order, play, winner, cut string) DealFields {
	return DealFields{
		Decks: doc + ":2.1", PointValues: refs(doc, "3.3.1", "3.3.2"), Totals: refs(doc, "3.4.1", "3.4.2"),
		DealOrder: refs(doc, order, order+".1", order+".2"), Natural: refs(doc, play), PlayerDraw: refs(doc, play),
		BankerStood: refs(doc, play), BankerDrew: refs(doc, play), Winner: refs(doc, winner), Tie: refs(doc, winner+".1"),
		Cut: append(refs(doc, cut), InterpCut), Foreign: refs(doc, "5.1", "5.1.1"), Earlier: refs(doc, "5.1.2"),
		Insufficient: refs(doc, "5.3"),
	}
}

var dealFields = map[string]DealFields{
	"mbs-ncb-v6":         liveFields("mbs-ncb-v6"),
	"mbs-6star-ncb-2017": liveFields("mbs-6star-ncb-2017"),
	"mbs-tiger-v2":       tableOfPlayFields("mbs-tiger-v2", "3.13", "3.15", "3.16", "3.22"),
	"mbs-tiger-ncb-v5":   tableOfPlayFields("mbs-tiger-ncb-v5", "3.12", "3.14", "3.15", "3.17"),
	"mbs-etg-v4":         tableOfPlayFields("mbs-etg-v4", "3.6", "3.8", "3.9", "3.10"),
}

// DealFieldsOf returns the deal's blame data of a rules document. A
// document the table does not know is numbered like the live documents,
// so that a report still names it.
//
// A rules pack's document has the fields its pack states (RegisterDeal)
// and no others: the kit never lends a pack the numbering of its own
// documents, so a field the pack does not state blames no clause of it,
// only the kit's interpretation of the cutting card where that applies.
func DealFieldsOf(doc string) DealFields {
	if f, ok := dealFields[doc]; ok {
		return f
	}
	if m := packDeals.Load(); m != nil {
		if f, ok := (*m)[doc]; ok {
			return f
		}
	}
	if slices.Contains(PackDocuments(), doc) {
		return DealFields{Cut: []string{InterpCut}}
	}
	return liveFields(doc)
}

// DifferentialRemoval is, per rules document with a table differential,
// the clause of the Pit Manager's removal of wagers when the players'
// decreases and increases are not enough (Tiger v2 and Tiger NCB v5
// 5.18.3): what an engine that still counts a removed wager breaks.
var DifferentialRemoval = map[string]string{
	"mbs-tiger-v2":     "5.18.3",
	"mbs-tiger-ncb-v5": "5.18.3",
}

// SetAsideOrder is, per rules document that completes a round a player
// left with cards (Tiger v2 and Tiger NCB v5 5.11), the clause that keeps
// the two cards set aside in drawn order so that each reaches the correct
// hand (5.11.1): what an engine that deals them to the hands in another
// order breaks.
var SetAsideOrder = map[string]string{
	"mbs-tiger-v2":     "5.11.1",
	"mbs-tiger-ncb-v5": "5.11.1",
}
