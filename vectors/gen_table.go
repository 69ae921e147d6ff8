package vectors

import (
	"context"
	"fmt"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/internal/tablescript"
	"github.com/bacctk/bacctk/reference"
)

// This file generates the table vectors (TableTest): sequences of table
// events with the reference's answer to each (docs/table.md). They are the
// situations of docs/table.md: every event in every state of the state ×
// event matrix (section 3), the cases of section 4 (settings, wagers,
// limits, the differential, cards, power failures, terminals, cards drawn
// together, device resets, options, irregularities) and its whole rounds
// with their settlements, plus a seeded random walk per game in the manner
// of fuzz's steered sequences. A request the reference refuses whole (a
// setting out of range) is not a table test.

// tableScript is a table test before the reference has answered it.
type tableScript struct {
	decks  int
	config adapter.TableConfig
	events []adapter.TableEvent
}

// The scripts are in docs/table.md's notation (package
// internal/tablescript).

// with returns base followed by lines.
func with(base []string, lines ...string) []string {
	return append(append([]string(nil), base...), lines...)
}

// The columns of docs/table.md's state × event matrix: a state and the
// script that reaches it. tigerOnly marks the states only the live Tiger
// games reach.
var (
	tBase     = []string{"open", "place a 1 player 1000", "place a 1 tie 100"}
	tClosed   = with(tBase, "close")
	tDealing2 = with(tClosed, "deal 5H 6S")
	tDealing4 = with(tClosed, "deal 5H 6S KD QC")
	tComplete = with(tClosed, "deal 5H 6S KD QC 6D 4C")
	tTwoBets  = []string{"open", "place a 1 player 1000", "place b 2 banker 1000", "close", "deal 5H 6S"}

	tableSituations = []struct {
		name      string
		script    []string
		tigerOnly bool
	}{
		{"idle", nil, false},
		{"betting-open", tBase, false},
		{"betting-closed", tClosed, false},
		{"dealing (2 cards)", tDealing2, false},
		{"dealing (4 cards)", tDealing4, false},
		{"awaiting-choices (all or nothing)", with(tDealing2, "power-failure"), true},
		{"awaiting-choices (single wagers)", with(tDealing2, "simultaneous-draw known"), true},
		{"complete", tComplete, false},
		{"void", with(tDealing2, "irregularity order-altered"), false},
		{"settled", with(tComplete, "settle"), false},
	}

	tableMatrixEvents = func() []string {
		rows := []string{"open", "place b 2 banker 1000", "increase a 1 player 100", "withdraw a 1 player", "close",
			"deal 6D", "deal CUT", "deal foreign", "power-failure", "terminal-failure 1", "simultaneous-draw known",
			"simultaneous-draw unknown", "device-reset", "choose a play-on", "choose a withdraw-all", "settle", "decline-option"}
		for _, k := range reference.IrregularityKinds {
			rows = append(rows, "irregularity "+k)
		}
		return rows
	}()
)

// tableSetting is a table's settings in docs/table.md's notation.
type tableSetting struct {
	text  string
	decks int
	cfg   func(x string) adapter.TableConfig
}

func limits(min, max int64) tableSetting {
	return tableSetting{text: fmt.Sprintf("limits %d-%d", min, max), cfg: func(string) adapter.TableConfig {
		return adapter.TableConfig{Limits: adapter.TableLimits{Min: min, Max: max}}
	}}
}

func setting(text string, c adapter.TableConfig) tableSetting {
	return tableSetting{text: text, cfg: func(string) adapter.TableConfig { return c }}
}

var (
	sNone   = tableSetting{}
	sLim    = limits(500, 2000)
	sDiff   = setting("differential 1000", adapter.TableConfig{Differential: 1000})
	sHLGA   = setting("hlga", adapter.TableConfig{HLGA: true})
	sA      = setting("method A", adapter.TableConfig{Method: reference.MethodA})
	sB      = setting("method B", adapter.TableConfig{Method: reference.MethodB})
	sC      = setting("hlga, method C", adapter.TableConfig{HLGA: true, Method: reference.MethodC})
	sDecks4 = tableSetting{text: "decks 4", decks: 4}
	sArea1  = setting("maxWagersPerArea 1", adapter.TableConfig{MaxWagersPerArea: 1})
	sTieLim = setting("limits 500-2000, tie limits 0-100", adapter.TableConfig{Limits: adapter.TableLimits{Min: 500, Max: 2000, Wagers: map[string]adapter.TableLimit{"tie": {Max: 100}}}})
)

// tableCase is one case of docs/table.md section 4 or 4.13: a flag, what
// it shows, its settings and script. game, when set, limits it to one game.
type tableCase struct {
	flag    string
	what    string
	setting tableSetting
	script  []string
	game    reference.GameID
}

var tableCases = []tableCase{
	// settings
	{FlagTableSettings, "limits for every wager", sLim, []string{"open"}, ""},
	{FlagTableSettings, "limits for one wager only", setting("tie limits 0-500", adapter.TableConfig{Limits: adapter.TableLimits{Wagers: map[string]adapter.TableLimit{"tie": {Max: 500}}}}), []string{"open"}, ""},
	{FlagTableSettings, "at most 2 wagers per playing area", setting("maxWagersPerArea 2", adapter.TableConfig{MaxWagersPerArea: 2}), []string{"open"}, ""},
	{FlagTableSettings, "a table differential", sDiff, []string{"open"}, ""},
	{FlagTableSettings, "a table in the high limit gaming area", sHLGA, []string{"open"}, ""},
	// wagers
	{FlagTableWagers, "position 0", sNone, []string{"open", "place a 0 player 100"}, ""},
	{FlagTableWagers, "an empty player id", sNone, []string{"open", "place - 1 player 100"}, ""},
	{FlagTableWagers, "a wager the game does not offer", sNone, []string{"open", "place a 1 X 100"}, ""},
	{FlagTableWagers, "an amount of 0", sNone, []string{"open", "place a 1 player 0"}, ""},
	{FlagTableWagers, "an amount over 10^12", sNone, []string{"open", "place a 1 player 1000000000001"}, ""},
	{FlagTableWagers, "an amount of 10^12", sNone, []string{"open", "place a 1 player 1000000000000"}, ""},
	{FlagTableWagers, "a second wager by the same player in one playing area", sNone, []string{"open", "place a 1 player 100", "place a 1 player 200"}, ""},
	{FlagTableWagers, "the same wager by the same player at another position", sNone, []string{"open", "place a 1 player 100", "place a 2 player 200"}, ""},
	{FlagTableWagers, "a fourth player's wager in one playing area", sNone, []string{"open", "place a 1 player 100", "place b 1 player 100", "place c 1 player 100", "place d 1 player 100"}, ""},
	{FlagTableWagers, "a fourth wager at one position, in another playing area", sNone, []string{"open", "place a 1 player 100", "place b 1 player 100", "place c 1 player 100", "place d 1 banker 100"}, ""},
	{FlagTableWagers, "a second player's wager where the pit manager allows one", sArea1, []string{"open", "place a 1 player 100", "place b 1 player 100"}, ""},
	{FlagTableWagers, "a wager withdrawn in the betting window frees its place", sArea1, []string{"open", "place a 1 player 100", "withdraw a 1 player", "place b 1 player 100"}, ""},
	{FlagTableWagers, "increasing a wager that is not there", sNone, []string{"open", "increase a 1 player 100"}, ""},
	{FlagTableWagers, "increasing a wager past 10^12", sNone, []string{"open", "place a 1 player 1000000000000", "increase a 1 player 1"}, ""},
	{FlagTableWagers, "withdrawing part of a wager", sNone, []string{"open", "place a 1 player 1000", "withdraw a 1 player 400"}, ""},
	{FlagTableWagers, "withdrawing part of a wager, then increasing what remains", sNone, []string{"open", "place a 1 player 1000", "withdraw a 1 player 400", "increase a 1 player 100"}, ""},
	{FlagTableWagers, "withdrawing more than the wager", sNone, []string{"open", "place a 1 player 1000", "withdraw a 1 player 1001"}, ""},
	{FlagTableWagers, "withdrawing a wager that is not there", sNone, []string{"open", "withdraw a 1 player"}, ""},
	{FlagTableWagers, "closing with no wager on the table", sNone, []string{"open", "close"}, ""},
	{FlagTableWagers, "after the close, withdrawing part of a wager", sNone, []string{"open", "place a 1 player 1000", "close", "withdraw a 1 player 400"}, ""},
	{FlagTableWagers, "after the close, withdrawing a wager that is not there", sNone, []string{"open", "close", "withdraw a 1 player"}, ""},
	// limits
	{FlagTableLimits, "a wager over the maximum", sLim, []string{"open", "place a 1 player 2500"}, ""},
	{FlagTableLimits, "a wager under the minimum", sLim, []string{"open", "place a 1 player 100"}, ""},
	{FlagTableLimits, "a wager of the minimum", sLim, []string{"open", "place a 1 player 500"}, ""},
	{FlagTableLimits, "a wager of the maximum", sLim, []string{"open", "place a 1 player 2000"}, ""},
	{FlagTableLimits, "an increase past the maximum", sLim, []string{"open", "place a 1 player 1000", "increase a 1 player 1500"}, ""},
	{FlagTableLimits, "a partial withdrawal below the minimum", sLim, []string{"open", "place a 1 player 1000", "withdraw a 1 player 600"}, ""},
	{FlagTableLimits, "a whole withdrawal", sLim, []string{"open", "place a 1 player 1000", "withdraw a 1 player"}, ""},
	{FlagTableLimits, "a wager whose own limits replace the table's: under the table's minimum", sTieLim, []string{"open", "place a 1 tie 50"}, ""},
	{FlagTableLimits, "a wager whose own limits replace the table's: over its own maximum", sTieLim, []string{"open", "place a 1 tie 200"}, ""},
	// the table differential
	{FlagTableDifferential, "Banker 2500 against Player 500", sDiff, []string{"open", "place a 1 banker 2500", "place b 2 player 500", "close"}, ""},
	{FlagTableDifferential, "Player 2500 alone", sDiff, []string{"open", "place a 1 player 2500", "close"}, ""},
	{FlagTableDifferential, "a difference of exactly the limit", sDiff, []string{"open", "place a 1 banker 1500", "place b 2 player 500", "close"}, ""},
	{FlagTableDifferential, "other wagers do not count", sDiff, []string{"open", "place a 1 tie 5000", "close"}, ""},
	{FlagTableDifferential, "a wager over the maximum counts whole", setting("differential 1000, limits 0-2000", adapter.TableConfig{Differential: 1000, Limits: adapter.TableLimits{Max: 2000}}), []string{"open", "place a 1 banker 2500", "place b 2 player 1200", "close"}, ""},
	{FlagTableDifferential, "the higher side decreased to the limit", sDiff, []string{"open", "place a 1 banker 2500", "place b 2 player 500", "withdraw a 1 banker 1000", "close"}, ""},
	{FlagTableDifferential, "no differential is checked before the close", sDiff, []string{"open", "place a 1 banker 2500"}, ""},
	{FlagTableDifferential, "the Pit Manager removes a wager when the players' decrease falls short, then bets close", sDiff, []string{"open", "place a 1 banker 1500", "place c 3 banker 1000", "place b 2 player 500", "close", "withdraw a 1 banker 200", "close", "remove-wager c 3 banker", "close", "deal KH 6S QD KC AC", "settle"}, ""},
	{FlagTableDifferential, "the Pit Manager's removal before the players were asked, from the side that may increase, and once the differential is met", sDiff, []string{"open", "place a 1 banker 2500", "place c 3 banker 100", "place b 2 player 500", "remove-wager a 1 banker", "close", "remove-wager b 2 player", "remove-wager a 1 banker", "remove-wager c 3 banker", "close"}, ""},
	{FlagTableDifferential, "the Pit Manager's removal after a device reset reopens betting: the players are asked afresh", sDiff, []string{"open", "place a 1 banker 2500", "place b 2 player 500", "close", "withdraw a 1 banker 1000", "close", "deal 5H", "device-reset", "choose a play-on", "choose b play-on", "increase a 1 banker 1000", "remove-wager a 1 banker", "close", "remove-wager a 1 banker"}, ""},
	{FlagTableDifferential, "the Pit Manager's removal with no differential, and after the close", sNone, []string{"open", "place a 1 banker 2500", "remove-wager a 1 banker", "close", "remove-wager a 1 banker"}, ""},
	// cards
	{FlagTableCards, "the last card of the round", sNone, []string{"open", "close", "deal 5H 6S KD QC 6D 4C"}, ""},
	{FlagTableCards, "a natural completes the round on the fourth card", sNone, []string{"open", "close", "deal 9H 2S KD QC"}, ""},
	{FlagTableCards, "the cutting card during the round", sNone, []string{"open", "close", "deal 5H 6S CUT"}, ""},
	{FlagTableCards, "a second cutting card in one round", sNone, []string{"open", "close", "deal CUT 5H CUT"}, ""},
	{FlagTableCards, "the cutting card first, in the HLGA", sHLGA, []string{"open", "place a 1 player 100", "close", "deal CUT"}, ""},
	{FlagTableCards, "the cutting card first, in the HLGA, with no wager", sHLGA, []string{"open", "close", "deal CUT"}, ""},
	{FlagTableCards, "the cutting card second, in the HLGA", sHLGA, []string{"open", "place a 1 player 100", "close", "deal 5H CUT"}, ""},
	{FlagTableCards, "the Dealer declines the option of the cutting card first, in the HLGA, before and after a player answers (interpretation 21)", sHLGA, []string{"open", "place a 1 player 100", "place b 2 banker 100", "close", "deal CUT", "decline-option", "choose a play-on", "decline-option", "choose b withdraw-all", "deal 5H 6S KD QC 6D 4C", "settle"}, ""},
	{FlagTableCards, "the Dealer declines the option of the cutting card first, in the HLGA, with the round dealt on (interpretation 21)", sHLGA, []string{"open", "place a 1 player 100", "close", "deal CUT", "decline-option", "deal 5H 6S KD QC 6D 4C", "settle"}, ""},
	{FlagTableCards, "a foreign card", sNone, []string{"open", "close", "deal 5H foreign"}, ""},
	{FlagTableCards, "a fifth Ace of Spades in a 4-deck round", sDecks4, []string{"open", "close", "deal AS AS AS AS AS"}, ""},
	{FlagTableCards, "a fifth Ace of Spades in the next round", sDecks4, []string{"open", "close", "deal AS AS AS AS KD QC", "settle", "open", "close", "deal AS"}, ""},
	// power failures and technical interruptions
	{FlagTablePower, "a power failure with no wager on the table", sNone, []string{"open", "close", "power-failure"}, ""},
	{FlagTablePower, "a power failure after the cutting card only", sNone, []string{"open", "place a 1 player 100", "close", "deal CUT", "power-failure"}, ""},
	{FlagTablePower, "a power failure once the Player's pair is decided", sNone, []string{"open", "place a 1 player 100", "close", "deal QS 3H QD", "power-failure"}, ""},
	{FlagTablePower, "a second power failure after the players chose", sNone, []string{"open", "place a 1 player 100", "close", "deal 5H", "power-failure", "choose a play-on", "power-failure"}, ""},
	{FlagTablePower, "a power failure after one card", sNone, []string{"open", "place a 1 banker 1000", "close", "deal 5H", "power-failure"}, ""},
	{FlagTablePower, "a power failure after five cards", sNone, []string{"open", "place a 1 banker 1000", "close", "deal 5H 6S KD QC 6D", "power-failure"}, ""},
	// Player Terminals
	{FlagTableTerminals, "a terminal fails in the betting window", sNone, []string{"open", "terminal-failure 2"}, ""},
	{FlagTableTerminals, "a wager at the failed terminal", sNone, []string{"open", "terminal-failure 2", "place b 2 banker 100"}, ""},
	{FlagTableTerminals, "a wager at another terminal", sNone, []string{"open", "terminal-failure 2", "place b 3 banker 100"}, ""},
	{FlagTableTerminals, "increasing a wager the failed terminal had accepted", sNone, []string{"open", "place b 2 banker 100", "terminal-failure 2", "increase b 2 banker 100"}, ""},
	{FlagTableTerminals, "withdrawing a wager the failed terminal had accepted", sNone, []string{"open", "place b 2 banker 100", "terminal-failure 2", "withdraw b 2 banker"}, ""},
	{FlagTableTerminals, "a terminal fails after the close", sNone, []string{"open", "place b 2 banker 100", "close", "terminal-failure 2"}, ""},
	{FlagTableTerminals, "the failed terminal in the next round", sNone, []string{"open", "terminal-failure 2", "close", "deal 5H 6S KD QC 6D 4C", "settle", "open", "place b 2 banker 100"}, ""},
	{FlagTableTerminals, "terminal position 0", sNone, []string{"open", "terminal-failure 0"}, ""},
	{FlagTableTerminals, "a failed terminal's wager is settled with the round", sNone, []string{"open", "place b 2 banker 100", "terminal-failure 2", "close", "deal 5H 6S KD QC 6D 4C", "settle"}, ""},
	// cards drawn together
	{FlagTableDraw, "order known, no wager on the table", sNone, []string{"open", "close", "simultaneous-draw known"}, ""},
	{FlagTableDraw, "order unknown, after the cutting card and 3 cards", sNone, []string{"open", "close", "deal 5H CUT 6S KD", "simultaneous-draw unknown"}, ""},
	{FlagTableDraw, "order unknown, after 5 cards", sNone, []string{"open", "place a 1 player 100", "close", "deal 5H 6S KD QC 6D", "simultaneous-draw unknown"}, ""},
	{FlagTableDraw, "order unknown after 4 cards, the only wager decided by them (a Tiger table: the Tiger Pair)", sB, []string{"open", "place a 1 tiger-pair 100", "close", "deal 5H 6S KD QC", "simultaneous-draw unknown"}, ""},
	// card handling (Methods A, B and C)
	{FlagTableMethods, "Method A: the Player cards to the highest wager on Player", sA, []string{"open", "place a 1 player 500", "place b 2 player 800", "place c 3 banker 900", "close", "deal 5H 6S KD QC", "pass-cards player", "pass-cards banker"}, ""},
	{FlagTableMethods, "Method A: the Banker cards with no wager on Banker", sA, []string{"open", "place a 1 player 500", "close", "deal 5H 6S KD QC", "pass-cards banker"}, ""},
	{FlagTableMethods, "Method A: equal highest wagers: the first placed", sA, []string{"open", "place a 2 player 800", "place b 5 player 800", "place c 3 player 800", "close", "deal 5H 6S KD QC", "pass-cards player"}, ""},
	{FlagTableMethods, "Method A: refusals move counter-clockwise, then to the next highest amount", sA, []string{"open", "place a 2 player 800", "place b 5 player 800", "place c 1 player 800", "place d 4 player 300", "close", "deal 5H 6S KD QC", "pass-cards player", "refuse-cards a player", "refuse-cards c player", "refuse-cards b player", "refuse-cards d player"}, ""},
	{FlagTableMethods, "Method A: counter-clockwise wraps from the lowest position to the highest", sA, []string{"open", "place a 1 player 800", "place b 5 player 800", "place c 3 player 800", "close", "deal 5H 6S KD QC", "pass-cards player", "refuse-cards a player"}, ""},
	{FlagTableMethods, "Method A: the holder withdraws on a power failure's option, then refuses: counter-clockwise from the wager they were passed the cards for", sA, []string{"open", "place a 2 player 800", "place b 5 player 800", "place c 1 player 800", "close", "deal 5H", "pass-cards player", "power-failure", "choose a withdraw-all", "choose b play-on", "choose c play-on", "refuse-cards a player"}, ""},
	{FlagTableMethods, "Method A: a refusal by a player who does not hold the cards", sA, []string{"open", "place a 1 player 900", "place b 2 player 500", "close", "deal 5H 6S KD QC", "pass-cards player", "refuse-cards b player"}, ""},
	{FlagTableMethods, "Method A: the holder of the Player cards is absent: the Dealer exposes them; nobody can refuse them after, nor pass them again", sA, []string{"open", "place a 1 player 900", "place b 2 player 500", "place c 3 banker 700", "close", "deal 5H 6S KD QC", "handler-absent a player", "pass-cards player", "handler-absent b player", "handler-absent a player", "refuse-cards a player", "refuse-cards b player", "pass-cards player", "handler-absent a player", "pass-cards banker", "handler-absent c banker", "deal 6D TS", "settle"}, ""},
	{FlagTableMethods, "Method A: the next holder is absent after a refusal", sA, []string{"open", "place a 1 player 900", "place b 2 player 500", "close", "deal 5H 6S KD QC", "pass-cards player", "refuse-cards a player", "handler-absent b player", "deal 6D TS", "settle"}, ""},
	{FlagTableMethods, "Method A: a handler absent from a hand that is none, and before any card", sA, []string{"open", "place a 1 player 900", "close", "handler-absent a player", "deal 5H 6S", "handler-absent a tie"}, ""},
	{FlagTableMethods, "Method B, and Method C: no handler to be absent under this event", sB, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "handler-absent a player"}, ""},
	{FlagTableMethods, "no method declared: an absent handler", sNone, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "handler-absent a player"}, ""},
	{FlagTableMethods, "Method C: an absent handler", sC, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "handler-absent a player"}, ""},
	{FlagTableMethods, "Method A: the cards passed twice", sA, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards player", "pass-cards player"}, ""},
	{FlagTableMethods, "Method A: the cards of a wager that is no hand", sA, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards tie"}, ""},
	{FlagTableMethods, "Method A: before any card is dealt", sA, []string{"open", "place a 1 player 900", "close", "pass-cards player"}, ""},
	{FlagTableMethods, "Method A: after a device reset the cards are passed again", sA, []string{"open", "place a 1 player 900", "close", "deal 5H", "pass-cards player", "device-reset", "choose a play-on", "close", "deal 5H 6S", "pass-cards player"}, ""},
	{FlagTableMethods, "Method A: the dealer keeps the device", sA, []string{"open", "take-device a"}, ""},
	{FlagTableMethods, "Method B: the cards passed to a player", sB, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards player"}, ""},
	{FlagTableMethods, "Method B: a player leaves with cards, though players do not handle them", sB, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "irregularity player-left-with-cards"}, ""},
	{FlagTableMethods, "no method declared: every card-handling event", sNone, []string{"take-device a", "relinquish-device a", "open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards player", "refuse-cards a player"}, ""},
	{FlagTableMethods, "Method C: take, relinquish, take", sC, []string{"take-device a permitted", "take-device b permitted", "relinquish-device b", "relinquish-device a", "take-device b permitted"}, ""},
	{FlagTableMethods, "Method C: the device during the deal", sC, []string{"open", "close", "deal 5H", "take-device a"}, ""},
	{FlagTableMethods, "Method C: the holder's Banker wager loses", sC, []string{"take-device a permitted", "open", "place a 1 banker 500", "close", "deal 9H 2S KD QC", "settle", "take-device b permitted"}, ""},
	{FlagTableMethods, "Method C: the holder's Banker wager wins", sC, []string{"take-device a permitted", "open", "place a 1 banker 500", "close", "deal 2H 9S KD QC", "settle", "take-device b permitted"}, ""},
	{FlagTableMethods, "Method C: the holder's side wager loses", sC, []string{"take-device a permitted", "open", "place a 1 tie 500", "close", "deal 9H 2S KD QC", "settle", "take-device b permitted"}, ""},
	{FlagTableMethods, "Method C: the holder's wager pushes on a tie", sC, []string{"take-device a permitted", "open", "place a 1 player 500", "close", "deal 9H 9S KD QC", "settle", "take-device b permitted"}, ""},
	{FlagTableMethods, "Method C: a player with no valid wager, without and with the Assistant Casino Manager's permission", sC, []string{"take-device a", "take-device a permitted", "relinquish-device a", "open", "take-device b", "place b 1 tie 100", "take-device b"}, ""},
	{FlagTableMethods, "Method C: a player whose only wager was withdrawn", sC, []string{"open", "place a 1 player 500", "withdraw a 1 player", "take-device a"}, ""},
	{FlagTableMethods, "Method A: a player's wagers at two positions count together", sA, []string{"open", "place b 3 player 800", "place a 1 player 500", "place a 2 player 500", "close", "deal 5H 6S KD QC", "pass-cards player", "refuse-cards a player"}, ""},
	{FlagTableMethods, "Method A: equal totals: the first to wager on the hand, then counter-clockwise to the nearest seat of an equal total", sA, []string{"open", "place a 4 banker 600", "place c 6 banker 300", "place b 1 banker 600", "place c 2 banker 300", "close", "deal 5H 6S KD QC", "pass-cards banker", "refuse-cards a banker", "refuse-cards c banker"}, ""},
	{FlagTableMethods, "the method changed between rounds: Method B, then A", sB, []string{"open", "place a 1 player 900", "close", "deal 9H 2S KD QC", "pass-cards player", "change-method A", "settle", "change-method A", "open", "place a 1 player 900", "change-method B", "close", "deal 9H 2S KD QC", "pass-cards player", "settle"}, ""},
	{FlagTableMethods, "no method declared: the method set between rounds", sNone, []string{"change-method A", "open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards player"}, ""},
	{FlagTableMethods, "the method changed to one that is not, and to Method C outside the HLGA", sA, []string{"change-method D", "change-method C", "change-method B"}, ""},
	{FlagTableMethods, "the method changed from Method C: the dealer takes the device back", sC, []string{"take-device a permitted", "change-method B", "take-device a permitted", "change-method C", "take-device a permitted"}, ""},
	{FlagTableMethods, "Method C: cards passed under Method C", sC, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards player"}, ""},
	// device resets
	{FlagTableReset, "a device reset with no wager on the table", sNone, []string{"open", "close", "deal 5H", "device-reset"}, ""},
	{FlagTableReset, "a device reset, one wager withdrawn", sNone, []string{"open", "place a 1 player 1000", "place a 1 tie 100", "close", "deal 5H", "device-reset", "withdraw a 1 tie"}, ""},
	{FlagTableReset, "a device reset, the last player plays on", sNone, []string{"open", "place a 1 player 1000", "close", "deal 5H", "device-reset", "choose a play-on"}, ""},
	{FlagTableReset, "a device reset, the last player withdraws all", sNone, []string{"open", "place a 1 player 1000", "close", "deal 5H", "device-reset", "choose a withdraw-all"}, ""},
	{FlagTableReset, "after the reset: a new wager", sNone, []string{"open", "place a 1 player 1000", "close", "deal 5H", "device-reset", "choose a withdraw-all", "place a 1 banker 500"}, ""},
	{FlagTableReset, "after the reset: the close again, then the first card again", sNone, []string{"open", "place a 1 player 1000", "close", "deal 5H", "device-reset", "choose a play-on", "close", "deal 5H"}, ""},
	{FlagTableReset, "after a reset that followed the cutting card: the cutting card again", sNone, []string{"open", "place a 1 player 1000", "close", "deal 5H CUT", "device-reset", "choose a play-on", "close", "deal CUT"}, ""},
	{FlagTableReset, "the same in the HLGA, the cutting card first", sHLGA, []string{"open", "place a 1 player 1000", "close", "deal CUT", "choose a play-on", "device-reset", "choose a play-on", "close", "deal CUT"}, ""},
	// options to withdraw
	{FlagTableOptions, "two players: one withdraws one wager on a single-wager option", sNone, with(tTwoBets, "simultaneous-draw known", "withdraw b 2 banker"), ""},
	{FlagTableOptions, "a partial withdrawal on the option", sNone, with(tTwoBets, "simultaneous-draw known", "withdraw b 2 banker 400"), ""},
	{FlagTableOptions, "a withdrawal by a player who has chosen", sNone, with(tTwoBets, "simultaneous-draw known", "choose a play-on", "withdraw a 1 player"), ""},
	{FlagTableOptions, "a withdrawal of a wager that is not there", sNone, with(tTwoBets, "power-failure", "withdraw a 1 tie"), ""},
	{FlagTableOptions, "a withdrawal of a wager the first four cards decided (a Tiger table: the Tiger Pair)", sB, []string{"open", "place a 1 player 1000", "place a 1 tiger-pair 100", "close", "deal 5H 6S KD QC", "simultaneous-draw known", "withdraw a 1 tiger-pair"}, ""},
	{FlagTableOptions, "a choice by a player who has chosen", sNone, with(tTwoBets, "simultaneous-draw known", "choose a play-on", "choose a play-on"), ""},
	{FlagTableOptions, "a choice by a player with no wager", sNone, with(tTwoBets, "simultaneous-draw known", "choose z play-on"), ""},
	{FlagTableOptions, "the first of two players chooses", sNone, with(tTwoBets, "power-failure", "choose a withdraw-all"), ""},
	{FlagTableOptions, "the last of two players chooses", sNone, with(tTwoBets, "power-failure", "choose a withdraw-all", "choose b play-on"), ""},
	{FlagTableOptions, "a choice with no option pending", sNone, []string{"open", "place a 1 player 100", "close", "choose a play-on"}, ""},
	// irregularities
	{FlagTableIrregularity, "a face-up card before any card is dealt", sNone, []string{"open", "close", "irregularity face-up-card"}, ""},
	{FlagTableIrregularity, "a kind the kit does not know", sNone, []string{"open", "close", "irregularity dropped-card"}, ""},
	{FlagTableIrregularity, "a kind the kit does not know, with no round in play", sNone, []string{"irregularity dropped-card"}, ""},
	{FlagTableIrregularity, "a kind with no clause in the document, while betting is open", sNone, []string{"open", "irregularity misdelivery"}, ""},
	{FlagTableIrregularity, "cards misdelivered once the round is complete", sNone, []string{"open", "close", "deal 9H 2S KD QC", "irregularity misdelivery"}, ""},
	{FlagTableIrregularity, "an incorrect card count reported once the round is complete", sNone, []string{"open", "place a 1 player 100", "close", "deal 9H 2S KD QC", "irregularity incorrect-card-count", "settle"}, ""},
	// the two cards set aside after a player left with cards, in drawn
	// order (Tiger 5.11.1): the order decides the round
	{FlagTableSetAside, "both hands draw: 4D then 9C, the Player 9 against 2", sNone, []string{"open", "place a 1 player 1000", "place b 2 banker 1000", "close", "deal 5H 3S KD KC", "irregularity player-left-with-cards", "deal 4D 9C", "settle"}, "mbs-tiger-v2"},
	{FlagTableSetAside, "both hands draw: 9C then 4D, the Banker 7 against 4", sNone, []string{"open", "place a 1 player 1000", "place b 2 banker 1000", "close", "deal 5H 3S KD KC", "irregularity player-left-with-cards", "deal 9C 4D", "settle"}, "mbs-tiger-v2"},
	{FlagTableSetAside, "the Player stands: the first card set aside goes to the Banker", sNone, []string{"open", "place a 1 player 1000", "place b 2 banker 1000", "close", "deal 7H 3S KD KC", "irregularity player-left-with-cards", "deal 5D 9C", "settle"}, "mbs-tiger-v2"},
	{FlagTableSetAside, "before the Banker's second card: 9S then 4C, a tie", sNone, []string{"open", "place a 1 player 1000", "place b 2 banker 1000", "close", "deal 2H 3S 4D", "irregularity player-left-with-cards", "deal 9S 4C", "settle"}, "mbs-tiger-v2"},
	{FlagTableSetAside, "both hands draw: 4D then 9C, the Player 9 against 2", sNone, []string{"open", "place a 1 player 1000", "place b 2 banker 1000", "close", "deal 5H 3S KD KC", "irregularity player-left-with-cards", "deal 4D 9C", "settle"}, "mbs-tiger-ncb-v5"},
	{FlagTableSetAside, "both hands draw: 9C then 4D, the Banker 7 against 4", sNone, []string{"open", "place a 1 player 1000", "place b 2 banker 1000", "close", "deal 5H 3S KD KC", "irregularity player-left-with-cards", "deal 9C 4D", "settle"}, "mbs-tiger-ncb-v5"},
	{FlagTableSetAside, "the Player stands: the first card set aside goes to the Banker", sNone, []string{"open", "place a 1 player 1000", "place b 2 banker 1000", "close", "deal 7H 3S KD KC", "irregularity player-left-with-cards", "deal 5D 9C", "settle"}, "mbs-tiger-ncb-v5"},
	{FlagTableSetAside, "before the Banker's second card: 9S then 4C, a tie", sNone, []string{"open", "place a 1 player 1000", "place b 2 banker 1000", "close", "deal 2H 3S 4D", "irregularity player-left-with-cards", "deal 9S 4C", "settle"}, "mbs-tiger-ncb-v5"},
	// whole rounds and their settlements (docs/table.md 4.13)
	{FlagTableSettlement, "over the maximum, won and lost", limits(0, 2000), []string{"open", "place a 1 banker 2500", "place b 2 player 2500", "close", "deal 3S 9H 4D KC", "settle"}, ""},
	{FlagTableSettlement, "under the minimum: the player's wagers of the round of the first paid or collected are all played, those of the next round returned", limits(500, 0),
		[]string{"open", "place a 1 player 100", "place a 1 tie 100", "place b 2 banker 100", "close", "deal 3S 9H 4D KC", "settle",
			"open", "place a 1 player 100", "place b 2 banker 100", "close", "deal 3S 9H 4D KC", "settle"}, ""},
	{FlagTableSettlement, "under the minimum: a second under-minimum wager of the round is no future wager: played, its Tiger paid 12 to 1", limits(1000, 0),
		[]string{"open", "place a 1 player 500", "place a 1 tiger 500", "close", "deal 2H 6S KD QC 2D", "settle"}, "mbs-tiger-v2"},
	{FlagTableSettlement, "under the minimum: a second under-minimum wager of the round is no future wager: played, its Tiger paid 12 to 1", limits(1000, 0),
		[]string{"open", "place a 1 player 500", "place a 1 tiger 500", "close", "deal 2H 6S KD QC 2D", "settle"}, "mbs-tiger-ncb-v5"},
	{FlagTableSettlement, "under the minimum: a push or a void round does not use up the player's one", limits(500, 0),
		[]string{"open", "place a 1 player 100", "close", "deal 9S 9H KD QC", "settle",
			"open", "place a 1 player 100", "close", "deal 5H 6S", "irregularity order-altered", "settle",
			"open", "place a 1 player 100", "close", "deal 3S 9H 4D KC", "settle"}, ""},
	{FlagTableSettlement, "a late withdrawal", sNone, []string{"open", "place a 1 banker 1000", "close", "deal 5H 6S", "withdraw a 1 banker", "deal KD QC 6D TS", "settle"}, ""},
	{FlagTableSettlement, "withdrawn on a power failure's option, all or nothing", sNone,
		[]string{"open", "place a 1 banker 1000", "place a 1 tie 100", "place b 2 player 500", "close", "deal 5H 6S",
			"power-failure", "choose a withdraw-all", "choose b play-on", "deal KD QC 6D 4C", "settle"}, ""},
	{FlagTableSettlement, "withdrawn on the option of the cutting card first in the HLGA, one wager", sHLGA,
		[]string{"open", "place a 1 banker 1000", "place a 1 tie 100", "close", "deal CUT", "withdraw a 1 tie", "choose a play-on",
			"deal 5H 6S KD QC 6D 4C", "settle"}, ""},
	{FlagTableSettlement, "cards drawn together after the initial deal: withdrawing all the remaining wagers leaves the Tiger Pair the first four cards lost", sB,
		[]string{"open", "place a 1 player 1000", "place a 1 tiger-pair 100", "place b 2 banker 500", "close", "deal 5H 6S KD QC",
			"simultaneous-draw unknown", "choose a withdraw-all", "choose b play-on", "deal 6D TS", "settle"}, ""},
	{FlagTableSettlement, "a device reset: wagers withdrawn on it leave the round, the cards before it are no part of it", sNone,
		[]string{"open", "place a 1 banker 1000", "place b 2 player 500", "close", "deal 7C", "device-reset", "choose a withdraw-all",
			"choose b play-on", "close", "deal 5H 6S KD QC 6D 4C", "settle"}, ""},
	{FlagTableSettlement, "a foreign card voids the round", sNone,
		[]string{"open", "place a 1 player 1000", "place a 1 tie 100", "close", "deal 5H foreign", "settle"}, ""},
	{FlagTableSettlement, "an extra card voids the round", sDecks4,
		[]string{"open", "place a 1 player 1000", "close", "deal AS AS AS AS AS", "settle"}, ""},
	{FlagTableSettlement, "a power failure before any outcome is established", sNone,
		[]string{"open", "place t 1 banker 1000", "place t 1 tie 100", "close", "deal 5H 6S", "power-failure", "settle"}, ""},
	{FlagTableSettlement, "the cutting card during a round", sNone,
		[]string{"open", "place t 1 player 1000", "close", "deal 5H 6S CUT KD QC 6D 4C", "settle"}, ""},
	{FlagTableSettlement, "rounding down to the unit", setting("rounding 100", adapter.TableConfig{Rounding: 100}),
		[]string{"open", "place a 1 banker 1050", "place a 1 tie 1050", "close", "deal 3S 9H 4D KC", "settle"}, ""},
	{FlagTableSettlement, "every wager the game offers, won, lost or pushed", sNone, nil, ""},
}

// tables queues the table tests of the game.
func (b *builder) tables() {
	x := ""
	for _, id := range reference.AllWagers {
		if !b.g.Offers(id) {
			x = string(id)
			break
		}
	}
	tiger := b.g.ID == "mbs-tiger-v2" || b.g.ID == "mbs-tiger-ncb-v5"
	add := func(comment string, fls []string, s tableSetting, script []string) {
		events, _, err := tablescript.Parse(b.g, x, script)
		if err != nil {
			b.fail("table test %q: %v", comment, err)
			return
		}
		ts := &tableScript{decks: defaultDecks, events: events}
		if s.decks != 0 {
			ts.decks = s.decks
		}
		if s.cfg != nil {
			ts.config = s.cfg(x)
		}
		if s.text != "" {
			comment += " (" + s.text + ")"
		}
		comment += ": " + strings.Join(script, "; ")
		rounding := ts.config.Rounding
		if rounding == 0 {
			rounding = 1
		}
		ts.config.Rounding = 0
		if _, err := b.runTable(ts, rounding); err != nil {
			return // refused whole (a setting the game's rules do not have): not a table test
		}
		b.tests = append(b.tests, pending{typ: TypeTable, decks: ts.decks, rounding: rounding, comment: comment, flags: fls, table: ts})
	}
	for _, sit := range tableSituations {
		if sit.tigerOnly && !tiger {
			continue
		}
		for _, row := range tableMatrixEvents {
			add(fmt.Sprintf("%s, then %s", sit.name, row), []string{FlagTableMatrix}, sNone, with(sit.script, row))
		}
	}
	for _, c := range tableCases {
		if c.game != "" && c.game != b.g.ID {
			continue
		}
		script := c.script
		if script == nil {
			script = b.everyWagerScript()
		}
		add(c.what, []string{c.flag}, c.setting, script)
	}
	b.tableWalks(x)
}

// everyWagerScript places every wager the game offers and plays a round
// whose cards settle them.
func (b *builder) everyWagerScript() []string {
	script := []string{"open"}
	for i, w := range b.g.Wagers {
		script = append(script, fmt.Sprintf("place p%d %d %s %d", i+1, i+1, w.ID, 1000+100*i))
	}
	return append(script, "close", "deal 3S 3H 4D KC 9D", "settle")
}

// settleTable runs a table test through the reference and writes it: the
// expected answer, its clauses (every rule a step applied) and the flags
// its answer shows.
func (b *builder) settleTable(p *pending) (Test, error) {
	ts := p.table
	res, err := b.runTable(ts, p.rounding)
	if err != nil {
		return Test{}, fmt.Errorf("the reference refuses the table request: %v", err)
	}
	cfg := ts.config
	t := Test{Comment: p.comment, Events: ts.events, Config: &cfg}
	exp := tableExpected(&res)
	t.Expected.Table = &exp
	// The rules of the situation the test is about, and every rule a step
	// applied.
	cl := append([]string(nil), p.clauses...)
	for _, f := range p.flags {
		if def, ok := flagDefs[f]; ok {
			cl = append(cl, def.clauses(b.g, b.doc)...)
		}
	}
	keep := func(c string) {
		doc, num, ok := strings.Cut(c, ":")
		if ok && doc == string(b.g.Document) {
			if _, known := clauses.Lookup(doc, num); known {
				cl = append(cl, c)
			}
		}
	}
	fls := append([]string(nil), p.flags...)
	for _, s := range res.Steps {
		keep(s.Clause)
		if s.Options != nil {
			keep(s.Options.Clause)
		}
		fls = append(fls, tableStepFlags(b.g, s)...)
		if cfg.Method == reference.MethodC && s.Event == adapter.TableSettle && s.Accepted {
			// whether control ends or stays rests on interpretation 32
			fls = append(fls, FlagDeviceLostOnHandWager)
		}
	}
	for _, r := range res.Rounds {
		for _, s := range r.Settlements {
			for _, n := range s.Notes {
				if n == reference.NoticeUnderMinimum && tigerLive(b.g) {
					fls = append(fls, FlagUnderMinimumOnce)
				}
			}
		}
	}
	if len(cl) == 0 {
		cl = b.refs("3.1")
	}
	t.Flags = sortFlags(fls)
	t.Clauses = sortClauses(cl)
	return t, nil
}

func tigerLive(g *reference.Game) bool { return g.ID == "mbs-tiger-v2" || g.ID == "mbs-tiger-ncb-v5" }

// tableStepFlags are the interpretation flags a step's answer rests on.
func tableStepFlags(g *reference.Game, s adapter.TableStep) []string {
	var out []string
	on := func(cond bool, flag string) {
		if cond {
			out = append(out, flag)
		}
	}
	on(s.Established != nil, FlagOutcomeEstablished)
	if w, ok := g.Wager(reference.WagerID(s.Witness)); ok && s.Established != nil && *s.Established {
		on(w.Optional, FlagEstablishedOptional)
	}
	on(s.Accepted && (s.Code == reference.NoticeOverMaximum || s.Code == reference.NoticeUnderMinimum), FlagOverUnderLimits)
	on(!s.Accepted && (s.Code == reference.CodeOverMaximum || s.Code == reference.CodeUnderMinimum), FlagElectronicLimitsRefused)
	on(s.Code == reference.NoticeBettingReopened || (s.Options != nil && s.Options.Reason == "device-reset"), FlagDeviceResetRestarts)
	on(s.Options != nil && s.Options.Reason == "cut-card", FlagHLGACutCardOption)
	on(s.Code == reference.CodeWithdrawAllOnly || (s.Options != nil && s.Options.AllOrNothing), FlagWithdrawAllOrNothing)
	on(s.Code == reference.CodeDifferentialExceeded, FlagDifferentialAtClose)
	on(s.Event == "terminal-failure" && s.Accepted, FlagTerminalKeepsWagers)
	on(s.Event == "irregularity" && s.Accepted, FlagIrregularityEvents)
	on(s.Event == "simultaneous-draw" && (g.Document == reference.DocNCB || g.Document == reference.DocSixStar), FlagSimultaneousDrawNCB)
	on(s.Code == reference.CodeNoRule, FlagNoRuleRefused)
	on(s.Accepted && (s.Clause == "mbs-tiger-v2:3.10.5" || s.Clause == "mbs-tiger-ncb-v5:3.9.5"), FlagCounterClockwise)
	on(s.Code == reference.NoticeDeviceControlEnds, FlagDeviceLostOnHandWager)
	on(s.Accepted && s.Code == reference.NoticeCardsPassed, FlagCardsToPlayerTotal)
	on(s.Event == "power-failure" && s.Code == reference.CodeBetsNotClosed && g.Document != reference.DocNCB && g.Document != reference.DocSixStar, FlagPowerFailureInRound)
	return out
}

// runTable asks the reference for its answer to a table script.
func (b *builder) runTable(ts *tableScript, rounding int64) (adapter.TableResult, error) {
	req := adapter.TableRequest{Game: string(b.g.ID), Decks: ts.decks, Config: ts.config, Events: ts.events}
	req.Config.Rounding = rounding
	return refengine.New().Table(context.Background(), req)
}

// Random walks: a few sequences per game drawn from a PCG seeded from the
// game id, each event chosen by the state the reference's last answer left
// the table in, as fuzz's steered sequences do, so that most events are
// accepted and rounds run to their settlement.
const (
	tableWalks     = 6
	tableWalkSteps = 36
)

func (b *builder) tableWalks(x string) {
	players := []string{"a", "b", "c"}
	amounts := []int64{100, 500, 1000, 2500, 100000}
	var cfgs = []adapter.TableConfig{{}}
	if tigerLive(b.g) {
		cfgs = append(cfgs, adapter.TableConfig{Limits: adapter.TableLimits{Min: 500, Max: 2000}, Differential: 3000},
			adapter.TableConfig{HLGA: true, MaxWagersPerArea: 2})
	} else if b.g.Document == reference.DocETG {
		cfgs = append(cfgs, adapter.TableConfig{Limits: adapter.TableLimits{Min: 500, Max: 2000}})
	}
	for w := 0; w < tableWalks; w++ {
		r := b.rng(fmt.Sprintf("table-walk/%d", w))
		ts := &tableScript{decks: defaultDecks, config: cfgs[w%len(cfgs)]}
		state, waiting := "idle", []string(nil)
		for n := 0; n < tableWalkSteps; n++ {
			p := players[r.IntN(len(players))]
			pos := 1 + r.IntN(3)
			wager := string(b.g.Wagers[r.IntN(len(b.g.Wagers))].ID)
			if r.IntN(40) == 0 && x != "" {
				wager = x
			}
			amount := amounts[r.IntN(len(amounts))]
			var ev adapter.TableEvent
			roll := r.IntN(100)
			switch state {
			case "idle", "settled":
				ev = adapter.TableEvent{Type: "open"}
				if roll < 5 {
					ev = adapter.TableEvent{Type: "settle"}
				}
			case "betting-open":
				switch {
				case roll < 55:
					ev = adapter.TableEvent{Type: "place", Player: p, Position: pos, Wager: wager, Amount: amount}
				case roll < 65:
					ev = adapter.TableEvent{Type: "increase", Player: p, Position: pos, Wager: wager, Amount: amount}
				case roll < 72:
					ev = adapter.TableEvent{Type: "withdraw", Player: p, Position: pos, Wager: wager}
				case roll < 75:
					ev = adapter.TableEvent{Type: "terminal-failure", Position: pos}
				default:
					ev = adapter.TableEvent{Type: "close"}
				}
			case "betting-closed", "dealing":
				switch {
				case roll < 80:
					c := b.pool[r.IntN(len(b.pool))].String()
					if r.IntN(30) == 0 {
						c = "CUT"
					}
					ev = adapter.TableEvent{Type: "deal", Card: c}
				case roll < 83:
					ev = adapter.TableEvent{Type: "power-failure"}
				case roll < 86:
					ev = adapter.TableEvent{Type: "simultaneous-draw", OrderKnown: r.IntN(2) == 0}
				case roll < 88:
					ev = adapter.TableEvent{Type: "device-reset"}
				case roll < 92:
					ev = adapter.TableEvent{Type: "irregularity", Kind: reference.IrregularityKinds[r.IntN(len(reference.IrregularityKinds))]}
				case roll < 96:
					ev = adapter.TableEvent{Type: "withdraw", Player: p, Position: pos, Wager: wager}
				default:
					ev = adapter.TableEvent{Type: "place", Player: p, Position: pos, Wager: wager, Amount: amount}
				}
			case "awaiting-choices":
				if len(waiting) > 0 {
					p = waiting[r.IntN(len(waiting))]
				}
				ev = adapter.TableEvent{Type: "choose", Player: p, WithdrawAll: r.IntN(3) == 0}
				if roll < 15 {
					ev = adapter.TableEvent{Type: "withdraw", Player: p, Position: pos, Wager: wager}
				}
			default: // complete, void
				ev = adapter.TableEvent{Type: "settle"}
				if roll < 8 {
					ev = adapter.TableEvent{Type: "irregularity", Kind: reference.IrregularityIncorrectCardCount}
				}
			}
			ts.events = append(ts.events, ev)
			res, err := b.runTable(ts, 1)
			if err != nil {
				b.fail("table walk %d: %v", w, err)
				return
			}
			last := res.Steps[len(res.Steps)-1]
			state = last.State
			if last.Options != nil {
				waiting = last.Options.Players
			}
		}
		b.tests = append(b.tests, pending{typ: TypeTable, decks: ts.decks, rounding: 1,
			comment: fmt.Sprintf("a random walk of %d table events (seed %q)", len(ts.events), fmt.Sprintf("%s table-walk/%d", b.g.ID, w)),
			flags:   []string{FlagTableRandomWalk}, table: ts})
	}
}
