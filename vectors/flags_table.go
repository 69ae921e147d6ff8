package vectors

import (
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
)

// The flags of the table vectors (TableTest, gen_table.go): one per group
// of docs/table.md's situations, and one per interpretation of the table
// lifecycle an answer rests on (docs/interpretations.md). And the flags of
// interpretations 16-18, which coup vectors rest on.
const (
	FlagTableMatrix       = "TableMatrix"
	FlagTableSettings     = "TableSettings"
	FlagTableWagers       = "TableWagers"
	FlagTableLimits       = "TableLimits"
	FlagTableDifferential = "TableDifferential"
	FlagTableCards        = "TableCards"
	FlagTablePower        = "TablePowerFailure"
	FlagTableTerminals    = "TableTerminals"
	FlagTableDraw         = "TableSimultaneousDraw"
	FlagTableReset        = "TableDeviceReset"
	FlagTableOptions      = "TableOptions"
	FlagTableIrregularity = "TableIrregularity"
	FlagTableSettlement   = "TableSettlement"
	FlagTableRandomWalk   = "TableRandomWalk"
	FlagTableMethods      = "TableCardHandling"
	FlagTableSetAside     = "TableSetAsideOrder"

	FlagOverUnderLimits         = "OverUnderLimits"           // 10
	FlagOutcomeEstablished      = "OutcomeEstablished"        // 11
	FlagRoundingWholeOdds       = "RoundingWholeOdds"         // 16
	FlagVoidCardShown           = "VoidCardShown"             // 17
	FlagLaterDocumentsApplied   = "LaterDocumentsApplied"     // 18
	FlagUnderMinimumOnce        = "UnderMinimumOnce"          // 19
	FlagDeviceResetRestarts     = "DeviceResetRestarts"       // 20
	FlagHLGACutCardOption       = "HLGACutCardOption"         // 21
	FlagWithdrawAllOrNothing    = "WithdrawAllOrNothing"      // 22
	FlagSimultaneousDrawNCB     = "SimultaneousDrawNCB"       // 23
	FlagNoRuleRefused           = "NoRuleRefused"             // 24
	FlagElectronicLimitsRefused = "ElectronicLimitsRefused"   // 25
	FlagDifferentialAtClose     = "DifferentialAtClose"       // 26
	FlagPowerFailureInRound     = "PowerFailureInRound"       // 27
	FlagTerminalKeepsWagers     = "TerminalKeepsWagers"       // 28
	FlagEstablishedOptional     = "EstablishedOptionalWagers" // 29
	FlagIrregularityEvents      = "IrregularityEvents"        // 30
	FlagCounterClockwise        = "CounterClockwise"          // 31
	FlagDeviceLostOnHandWager   = "DeviceLostOnHandWager"     // 32
	FlagCardsToPlayerTotal      = "CardsToPlayerTotal"        // 33
)

// MaxInterpretation is the highest number of the kit's interpretations
// (docs/interpretations.md).
const MaxInterpretation = 33

// perDocument returns the clauses, of the game's document, that the map
// gives for it, keeping those the clause catalog knows.
func perDocument(m map[reference.DocumentID][]string) func(g *reference.Game, d docClauses) []string {
	return func(g *reference.Game, _ docClauses) []string {
		var out []string
		for _, c := range m[g.Document] {
			if _, ok := clauses.Lookup(string(g.Document), c); ok {
				out = append(out, string(g.Document)+":"+c)
			}
		}
		return out
	}
}

// all5 gives the same clauses for every document.
func all5(cl ...string) map[reference.DocumentID][]string {
	return map[reference.DocumentID][]string{reference.DocNCB: cl, reference.DocSixStar: cl, reference.DocTiger: cl, reference.DocTigerNCB: cl, reference.DocETG: cl}
}

var tigers = func(cl ...string) map[reference.DocumentID][]string {
	return map[reference.DocumentID][]string{reference.DocTiger: cl, reference.DocTigerNCB: cl}
}

func init() {
	table := func(desc string, m map[reference.DocumentID][]string) flagDef {
		return flagDef{BugTable, 0, desc, perDocument(m)}
	}
	in := func(n int, desc string, m map[reference.DocumentID][]string) flagDef {
		return flagDef{BugInterpretation, n, desc, perDocument(m)}
	}
	for k, v := range map[string]flagDef{
		FlagTableMatrix: table("One event in one state of docs/table.md's state × event matrix: the events that reach the state, then the event; the expected answer is every step (accepted or refused, its code, clause and state) and every settled round.",
			all5("3.1", "3.2")),
		FlagTableSettings: table("A table's settings (limits, wagers per playing area, the table differential, the high limit gaming area) on a game whose document has them; a setting the document lacks makes the whole request invalid and is not a table test.",
			map[reference.DocumentID][]string{reference.DocTiger: {"1.1.10", "3.5.1", "3.7", "3.7.1", "3.22.1"}, reference.DocTigerNCB: {"1.1.9", "3.5.1", "3.6", "3.6.1", "3.17.1"}, reference.DocETG: {"2.2"}}),
		FlagTableWagers: table("Placing, increasing and withdrawing wagers in the betting window: positions, playing areas, amounts, wagers the game does not offer.",
			map[reference.DocumentID][]string{reference.DocNCB: {"3.1"}, reference.DocSixStar: {"3.1"}, reference.DocTiger: {"3.1", "3.5.1", "3.7", "3.7.1"}, reference.DocTigerNCB: {"3.1", "3.5.1", "3.6", "3.6.1"}, reference.DocETG: {"3.1"}}),
		FlagTableLimits: table("Wagers against the table's minimum and maximum: accepted with a notice on the Tiger games (5.14, 5.15), refused on the electronic games (2.2).",
			map[reference.DocumentID][]string{reference.DocTiger: {"5.14", "5.15", "5.16"}, reference.DocTigerNCB: {"5.14", "5.15", "5.16"}, reference.DocETG: {"2.2"}}),
		FlagTableDifferential: table("The table differential at the close: \"No more bets\" is refused while the Player and Banker totals differ by more than the limit.",
			map[reference.DocumentID][]string{reference.DocTiger: {"1.1.10", "5.18", "5.18.1", "5.18.2"}, reference.DocTigerNCB: {"1.1.9", "5.18", "5.18.1", "5.18.2"}}),
		FlagTableCards: table("Cards dealt one by one: the last card of a round, the cutting card, a second cutting card, a foreign or an extra card.",
			map[reference.DocumentID][]string{reference.DocNCB: {"5.1"}, reference.DocSixStar: {"5.1"}, reference.DocTiger: {"3.22", "3.22.1", "5.1"}, reference.DocTigerNCB: {"3.17", "3.17.1", "5.1"}, reference.DocETG: {"3.10", "5.1"}}),
		FlagTablePower: table("A power failure (on the electronic games a technical interruption) during a round: an option to withdraw or a void round when no outcome is established, play continuing when one is.",
			map[reference.DocumentID][]string{reference.DocTiger: {"5.17", "5.17.1", "5.17.2"}, reference.DocTigerNCB: {"5.17", "5.17.1", "5.17.2"}, reference.DocETG: {"5.9", "5.9.1", "5.9.2"}}),
		FlagTableTerminals: table("A Player Terminal fails: in the betting window it takes no more wagers; after the close the round goes on.",
			map[reference.DocumentID][]string{reference.DocETG: {"5.10", "5.10.1", "5.10.2"}}),
		FlagTableDraw: table("Cards drawn together, in a known or unknown order, during or after the initial deal.",
			map[reference.DocumentID][]string{reference.DocNCB: {"5.3"}, reference.DocSixStar: {"5.3"}, reference.DocTiger: {"5.8", "5.8.1", "5.8.2", "5.8.2.1", "5.8.2.2"}, reference.DocTigerNCB: {"5.8", "5.8.1", "5.8.2", "5.8.2.1", "5.8.2.2"}, reference.DocETG: {"5.8", "5.8.1"}}),
		FlagTableReset: table("A reset of the dealing device after the close: an option to withdraw, then betting reopens.",
			tigers("5.9")),
		FlagTableOptions: table("Players answering an option to withdraw: single wagers or all or nothing, players who have chosen or have no wager, the last choice.",
			tigers("5.8.1", "5.8.2.2", "5.9", "5.17.1")),
		FlagTableIrregularity: table("Irregularities of the cards the dealt cards cannot show: an order altered, an incorrect card count, a card face up, cards in the wrong order, misdelivered cards, and a kind the kit does not know.",
			map[reference.DocumentID][]string{reference.DocNCB: {"5.2", "5.4"}, reference.DocSixStar: {"5.2", "5.4"}, reference.DocTiger: {"5.1", "5.2", "5.6", "5.7", "5.7.1"}, reference.DocTigerNCB: {"5.1", "5.2", "5.6", "5.7", "5.7.1"}, reference.DocETG: {"5.1", "5.2", "5.6", "5.7"}}),
		FlagTableSettlement: table("Whole rounds and their settlements: limits, late withdrawals, wagers withdrawn on an option, void rounds, rounding, every wager the game offers.",
			all5("4.1")),
		FlagTableMethods: table("Card handling by Method A, B or C: who is passed each hand's cards (the highest amount a Player wagered on it, the first placed of equals, counter-clockwise on a refusal, the Pit Supervisor's choice), who controls the dealing device (a Player with no valid wager only with the Assistant Casino Manager's permission) and when control ends, and the method changed between rounds.",
			map[reference.DocumentID][]string{reference.DocTiger: {"3.9", "3.9.1", "3.9.2", "3.10.2", "3.10.3", "3.10.4", "3.10.4.1", "3.10.5", "3.11.2", "3.12.2", "3.12.8", "3.12.8.1", "3.12.8.2"}, reference.DocTigerNCB: {"3.8", "3.8.1", "3.8.2", "3.9.2", "3.9.3", "3.9.4", "3.9.4.1", "3.9.5", "3.10.2", "3.11.2", "3.11.8", "3.11.8.1", "3.11.8.2"}}),
		FlagTableSetAside: table("A player leaves with cards of the round: the two cards set aside follow as deals, in drawn order, each to the hand the Table of Play serves next, and their order decides the round.",
			map[reference.DocumentID][]string{reference.DocTiger: {"5.11", "5.11.1"}, reference.DocTigerNCB: {"5.11", "5.11.1"}}),
		FlagTableRandomWalk: {BugSample, 0, "A sequence of table events drawn at random (math/rand/v2 PCG seeded from the game id), each chosen by the state the previous answer left the table in, as fuzz's steered sequences are; not aimed at any rule.", none},

		FlagOverUnderLimits: in(10, "Over the maximum: accepted with a notice, settled as a wager of the maximum, the excess returned. Under the minimum: accepted with a notice; a player's under-minimum wagers are settled normally until one is paid or collected, those of later rounds returned unplayed.",
			tigers("5.14", "5.15", "5.16")),
		FlagOutcomeEstablished: in(11, "\"Outcome established\" at a power failure: some wager the game offers has the same won-or-lost result under every completion of the round from the cards dealt; the step says whether, and names the first such wager as its witness.",
			map[reference.DocumentID][]string{reference.DocTiger: {"5.17", "5.17.1", "5.17.2"}, reference.DocTigerNCB: {"5.17", "5.17.1", "5.17.2"}, reference.DocETG: {"5.9", "5.9.1", "5.9.2"}}),
		FlagRoundingWholeOdds: in(16, "The rounding unit applies to the amount won at whole odds too: an odd stake at 1 to 1 (or 8 to 1, ...) with a unit of 100 wins its exact amount rounded down to a multiple of 100; a fixed bonus is not rounded.",
			nil),
		FlagVoidCardShown: in(17, "The card that voids a round (foreign or extra) is shown in the hand it was dealt to, dealing stops there, and cardsUsed counts it; the totals are those of the cards shown.",
			all5("5.1", "5.1.1")),
		FlagLaterDocumentsApplied: in(18, "No Commission v6 and 6 Star have no cutting-card clause and their rule 5.1 names only a foreign card: the later documents' rules are applied (the cutting card ends the shoe after its round; an extra card voids the round like a foreign one).",
			nil),
		FlagUnderMinimumOnce: in(19, "A player's one under-minimum wager is used up only when it is paid or collected: a push, a void round or a withdrawal leaves it available; within a round the first placed is the first.",
			tigers("5.14", "5.16")),
		FlagDeviceResetRestarts: in(20, "A dealing-device reset after the close restarts the round: players may withdraw single wagers, the cards dealt before it are no part of the round, betting reopens until a new \"No more bets\".",
			tigers("5.9")),
		FlagHLGACutCardOption: in(21, "At a table in the high limit gaming area a cutting card as the first card of a round gives the players the option to withdraw.",
			map[reference.DocumentID][]string{reference.DocTiger: {"3.22.1"}, reference.DocTigerNCB: {"3.17.1"}}),
		FlagWithdrawAllOrNothing: in(22, "The options of a power failure (5.17.1) and of cards drawn together in an unknown order after the initial deal (5.8.2.2) are all or nothing; the others allow single wagers.",
			tigers("5.17.1", "5.8.2.2")),
		FlagSimultaneousDrawNCB: in(23, "No Commission v6 and 6 Star: cards drawn together in a known order are reconstructed and play continues; an unknown order after the initial deal has no rule and is refused (no-rule).",
			map[reference.DocumentID][]string{reference.DocNCB: {"5.3"}, reference.DocSixStar: {"5.3"}}),
		FlagNoRuleRefused: in(24, "An event or setting the game's document has no clause for is refused with no-rule rather than decided by another document's rule.",
			nil),
		FlagElectronicLimitsRefused: in(25, "On the electronic games a wager outside the minimum and maximum of its betting option is refused at placement.",
			map[reference.DocumentID][]string{reference.DocETG: {"2.2"}}),
		FlagDifferentialAtClose: in(26, "The table differential counts only the Player and Banker wagers on the table, at their stakes as placed, and is checked at the close, naming the side that must come down.",
			map[reference.DocumentID][]string{reference.DocTiger: {"1.1.10", "5.18", "5.18.1", "5.18.2"}, reference.DocTigerNCB: {"1.1.9", "5.18", "5.18.1", "5.18.2"}}),
		FlagPowerFailureInRound: in(27, "A power failure is an event of a round in play: before \"No more bets\" it is refused (bets-not-closed).",
			map[reference.DocumentID][]string{reference.DocTiger: {"5.17"}, reference.DocTigerNCB: {"5.17"}, reference.DocETG: {"5.9"}}),
		FlagTerminalKeepsWagers: in(28, "A Player Terminal that fails keeps the wagers it had accepted; after the close the round goes on at the other terminals.",
			map[reference.DocumentID][]string{reference.DocETG: {"5.10", "5.10.1", "5.10.2"}}),
		FlagEstablishedOptional: in(29, "\"Some wager the game offers\" counts the game's optional wagers too: here an optional wager is the witness of an established outcome.",
			map[reference.DocumentID][]string{reference.DocTiger: {"5.17.2"}, reference.DocTigerNCB: {"5.17.2"}, reference.DocETG: {"5.9.2"}}),
		FlagIrregularityEvents: in(30, "Irregularities the dealt cards cannot show are events of the table: order-altered and incorrect-card-count void the round; face-up-card, wrong-order and misdelivery leave it to go on.",
			map[reference.DocumentID][]string{reference.DocNCB: {"5.2", "5.4"}, reference.DocSixStar: {"5.2", "5.4"}, reference.DocTiger: {"5.1", "5.2", "5.6", "5.7", "5.7.1"}, reference.DocTigerNCB: {"5.1", "5.2", "5.6", "5.7", "5.7.1"}, reference.DocETG: {"5.1", "5.2", "5.6", "5.7"}}),
		FlagCounterClockwise: in(31, "Positions are numbered clockwise from the dealer's left: when a Player refuses the cards under Method A, the next equal highest wager counter-clockwise is at the next lower position, wrapping from the lowest to the highest.",
			map[reference.DocumentID][]string{reference.DocTiger: {"3.10.5"}, reference.DocTigerNCB: {"3.9.5"}}),
		FlagDeviceLostOnHandWager: in(32, "Under Method C the device holder's control ends when a wager of theirs on Player or Banker loses; a push, a void round, a win or a lost side wager keeps it.",
			map[reference.DocumentID][]string{reference.DocTiger: {"3.12.8.2"}, reference.DocTigerNCB: {"3.11.8.2"}}),
		FlagCardsToPlayerTotal: in(33, "Under Method A a Player's amount on a hand is the total of their wagers on it at every position: the highest total takes the hand's cards, not the highest single wager.",
			map[reference.DocumentID][]string{reference.DocTiger: {"3.10.2"}, reference.DocTigerNCB: {"3.9.2"}}),
	} {
		flagDefs[k] = v
	}
}
