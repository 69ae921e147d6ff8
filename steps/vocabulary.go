package steps

// Step is one step of the vocabulary: the pattern it matches, what it
// does, and an example line from a feature. godog matches a step whatever
// its keyword (Given, When, Then, And, But); Keyword is the one it reads
// best with.
type Step struct {
	Keyword string
	Pattern string
	Summary string
	Example string
	fn      any
}

// Vocabulary returns every step of the vocabulary, in the order of
// docs/steps.md.
func Vocabulary() []Step {
	out := make([]Step, len(vocabulary))
	copy(out, vocabulary)
	for i := range out {
		out[i].fn = nil
	}
	return out
}

// num is an amount in minor units: digits, with "," or "_" allowed between
// them for readability ("300,000").
const num = `([0-9][0-9,_]*)`

// signed is an amount that may be negative, for the set-up steps that
// must be able to send what the contract refuses (a stake of -100, a
// rounding unit of -1).
const signed = `(-?[0-9][0-9,_]*)`

// inRound is the optional prefix that points a result step at one round of
// a shoe run: "in round 2, ".
const inRound = `^(?:in round (\d+),? )?`

// vocabulary is the whole step language. Keep patterns disjoint: the
// features run with godog's Strict option, under which a step text that
// matches two patterns is an error.
var vocabulary = []Step{
	// Set-up.
	{"Given", `^the game "([^"]*)" with (\d+) decks?$`,
		"Sets the game and the number of decks in the shoe (the engine must refuse a number the rules do not allow). Not applicable when the engine does not claim the game.",
		`Given the game "mbs-ncb-v6" with 8 decks`, givenGame},
	{"Given", `^the game "([^"]*)"()$`,
		"Sets the game with a shoe of 8 decks.",
		`Given the game "mbs-tiger-v2"`, givenGame},
	{"Given", `^the shoe is "([^"]*)"$`,
		"The remaining cards of the shoe in draw order, as tokens of the kit's card notation separated by spaces or commas; CUT is the cutting card.",
		`And the shoe is "5H 6S KD QC 6D TS"`, givenShoe},
	{"Given", `^the shoe is:$`,
		"The same, from a doc string (for long shoes; new lines separate tokens too).",
		"And the shoe is:\n  \"\"\"\n  5H 6S KD QC\n  CUT 6D TS\n  \"\"\"", givenShoeDoc},
	{"Given", `^an? "([^"]*)" wager of ` + signed + `$`,
		"Places a stake, in minor units, on a wager id. One wager per id in a scenario.",
		`And a "big-tiger" wager of 100`, givenWager},
	{"Given", `^a wager of ` + num + ` on each of (.+)$`,
		"Places the same stake on each quoted wager id.",
		`And a wager of 100 on each of "player", "banker", "tie", "player-pair" and "banker-pair"`, givenWagerOnEach},
	{"Given", `^the table rounds payouts down to ` + signed + `$`,
		"The table's rounding unit in minor units: fractional payouts are rounded down to a multiple of it (interpretation 4).",
		`And the table rounds payouts down to 100`, givenRounding},

	// Actions.
	{"When", `^the coup is dealt$`,
		"Asks the engine to deal one round from the shoe and settle the wagers (capability \"coup\").",
		`When the coup is dealt`, whenCoup},
	{"When", `^the shoe is played$`,
		"Asks the engine to play round after round with the same wagers until the cutting card's round, a void round, or the end of the cards (capability \"shoe\").",
		`When the shoe is played`, whenShoe},

	// Hands and totals.
	{"Then", inRound + `the (Player|Banker) hand is "([^"]*)" with total (\d+)$`,
		"The hand's cards in the order dealt, and its point total.",
		`Then the Player hand is "5H KD 6D" with total 1`, thenHandTotal},
	{"Then", inRound + `the (Player|Banker) hand is "([^"]*)"$`,
		"The hand's cards in the order dealt.",
		`Then the Banker hand is "6S QC TS"`, thenHand},
	{"Then", inRound + `the (Player|Banker) total is (\d+)$`,
		"The hand's point total.",
		`Then the Banker total is 6`, thenTotal},
	{"Then", inRound + `the (Player|Banker) (draws a third card|stands on two cards)$`,
		"Whether the hand took a third card (Table of Play).",
		`Then the Banker draws a third card`, thenDraws},
	{"Then", inRound + `the winner is "(player|banker|tie)"$`,
		"The round's result: \"player\", \"banker\" or \"tie\".",
		`Then the winner is "banker"`, thenWinner},

	// Settlements.
	{"Then", inRound + `the "([^"]*)" wager wins ` + num + `$`,
		"The wager wins this net amount (after rounding, no bonus) and its stake is returned.",
		`Then the "big-tiger" wager wins 5000`, thenWins},
	{"Then", inRound + `the "([^"]*)" wager wins ` + num + ` including a Tie Bonus of ` + num + `$`,
		"The wager wins this net amount, of which the given part is the 6 Star Tie Bonus.",
		`Then the "tie" wager wins 300800 including a Tie Bonus of 300000`, thenWinsBonus},
	{"Then", inRound + `the "([^"]*)" wager (loses|pushes|is returned)$`,
		"The wager loses (stake taken), pushes (neither wins nor loses; stake returned), or is returned because the round is void.",
		`Then the "tie" wager loses`, thenResult},
	{"Then", inRound + `the odds applied to the "([^"]*)" wager are "([^"]*)"$`,
		"The wager won at these exact odds, written n/d (\"1/2\", \"19/20\", \"8/1\").",
		`Then the odds applied to the "banker" wager are "1/2"`, thenOdds},
	{"Then", inRound + `the wagers settle as:$`,
		"Several settlements at once, from a table with a wager column and any of result (win, lose, push, void), win, bonus, odds, returned.",
		"Then the wagers settle as:\n  | wager  | result | win | odds |\n  | banker | win    | 50  | 1/2  |\n  | player | lose   | 0   | -    |", thenSettleTable},

	// Voids, cards, the cutting card.
	{"Then", inRound + `the round is void because "([^"]*)"$`,
		"The round is void for this reason (insufficient-cards, foreign-card, extra-card, ...) and has no winner.",
		`Then the round is void because "insufficient-cards"`, thenVoid},
	{"Then", `^round (\d+) is void because "([^"]*)"$`,
		"The same for one round of a shoe run.",
		`Then round 2 is void because "foreign-card"`, thenRoundVoid},
	{"Then", inRound + `the round stands$`,
		"The round is not void: it has a result.",
		`Then the round stands`, thenStands},
	{"Then", `^round (\d+) stands$`,
		"The same for one round of a shoe run.",
		`Then round 1 stands`, thenRoundStands},
	{"Then", inRound + `(\d+) cards? (?:are|is) used$`,
		"Tokens consumed, the cutting card included: by the coup, by one round, or (after a shoe run, without \"in round N\") by the whole run.",
		`Then 5 cards are used`, thenCardsUsed},
	{"Then", inRound + `the cutting card (was|was not) met$`,
		"Whether the cutting card came out during the coup, the round, or (after a shoe run) any round.",
		`Then the cutting card was met`, thenCutCard},

	// Shoe runs.
	{"Then", `^(\d+) rounds? (?:are|is) played$`,
		"How many rounds the shoe run dealt.",
		`Then 3 rounds are played`, thenRoundsPlayed},
	{"Then", `^the shoe ends because "(cut-card|void|exhausted)"$`,
		"Why the shoe run stopped: the cutting card's round was completed, a round was void, or the cards ran out at the end of a round.",
		`Then the shoe ends because "cut-card"`, thenShoeEnds},

	// Offers and refusals.
	{"Then", `^the game offers the "([^"]*)" wager$`,
		"Places a 100 wager on a coup (the scenario's shoe, or a fixed one): a settlement shows the game offers it.",
		`Then the game offers the "tiger-pair" wager`, thenOffers},
	{"Then", `^the game does not offer the "([^"]*)" wager$`,
		"The same probe must be refused with the \"invalid\" error code.",
		`Then the game does not offer the "super-six" wager`, thenNotOffers},
	{"Then", `^the request is refused as invalid$`,
		"The last request was answered with the \"invalid\" error code (bad tokens, decks outside 4-10, a stake out of range, a wager the game does not offer).",
		`Then the request is refused as invalid`, thenRefused},

	// Table lifecycle: settings (capability "table").
	{"Given", `^the table limits are ` + num + ` to ` + num + `$`,
		"The table's minimum and maximum stake for every wager (0: none). Only the Tiger and electronic documents have limits; on other games the engine must refuse the request as invalid.",
		`And the table limits are 1,000 to 500,000`, givenLimits},
	{"Given", `^the "([^"]*)" wager's limits are ` + num + ` to ` + num + `$`,
		"Limits for one wager, replacing the table's for it.",
		`And the "tiger-pair" wager's limits are 500 to 10,000`, givenWagerLimits},
	{"Given", `^the table differential is ` + num + `$`,
		"The most the totals staked on Player and on Banker may differ when bets close (Tiger documents).",
		`And the table differential is 100,000`, givenDifferential},
	{"Given", `^a playing area holds at most (\d+) wagers?$`,
		"The most wagers one playing area (one wager at one position) may hold (Tiger documents; 3 by default).",
		`And a playing area holds at most 2 wagers`, givenAreaLimit},
	{"Given", `^the table is in the high limit gaming area$`,
		"The table is in the high limit gaming area (HLGA), where a cutting card dealt first gives players an option to withdraw (Tiger documents).",
		`And the table is in the high limit gaming area`, givenHLGA},
	{"Given", `^the cards are handled by Method (A|B|C)$`,
		"The table's card-handling method (Tiger documents: Tiger v2 3.9, Tiger NCB v5 3.8; Method C only in the HLGA).",
		`And the cards are handled by Method A`, givenMethod},
	{"Given", `^the table's card-handling method is "([^"]*)"$`,
		"Any value of the card-handling method setting, to see it refused.",
		`And the table's card-handling method is "D"`, givenMethod},

	// Table lifecycle: events. Each runs the scenario's events so far on a
	// new table; "that" in the next Then steps is this event.
	{"When", `^the (?:dealer|table) opens bets$`,
		"\"Place your bets\": a new round opens for wagers.",
		`Given the table opens bets`, whenOpen},
	{"When", `^player "([^"]*)" places an? "([^"]*)" wager of ` + num + ` at position (\d+)$`,
		"A player (any id) places a stake on a wager at a position (seat or terminal, from 1).",
		`When player "A" places a "banker" wager of 500 at position 1`, whenPlace},
	{"When", `^player "([^"]*)" increases their "([^"]*)" wager at position (\d+) by ` + num + `$`,
		"The player adds to their wager.",
		`When player "A" increases their "banker" wager at position 1 by 200`, whenIncrease},
	{"When", `^player "([^"]*)" withdraws their "([^"]*)" wager at position (\d+)$`,
		"The player takes back the whole wager.",
		`When player "A" withdraws their "banker" wager at position 1`, whenWithdraw},
	{"When", `^player "([^"]*)" withdraws ` + num + ` from their "([^"]*)" wager at position (\d+)$`,
		"The player takes back part of the wager.",
		`When player "A" withdraws 100 from their "banker" wager at position 1`, whenWithdrawPart},
	{"When", `^the (?:dealer|table) closes bets$`,
		"\"No more bets\".",
		`When the dealer closes bets`, whenClose},
	{"When", `^the cards? "([^"]*)" (?:is|are) dealt$`,
		"Cards leave the shoe one by one, in this order (CUT is the cutting card). \"that\" is the last of them.",
		`When the cards "5H 6S KD QC 6D TS" are dealt`, whenDeal},
	{"When", `^cards are drawn together in a known order: "([^"]*)"$`,
		"Cards are drawn together and their order can be told; they follow as dealt cards. \"that\" is the drawing together.",
		`When cards are drawn together in a known order: "5H 6S"`, whenDrawnTogetherKnown},
	{"When", `^cards are drawn together and their order cannot be told$`,
		"Cards are drawn together and their order cannot be ascertained.",
		`When cards are drawn together and their order cannot be told`, whenDrawnTogetherUnknown},
	{"When", `^the dealer reports the irregularity "([^"]*)"$`,
		"An irregularity of the cards: order-altered or incorrect-card-count (cannot be reconstructed), unshuffled-cards, face-up-card, wrong-order (reconstructed), misdelivery, player-left-with-cards (replaced, play continues).",
		`When the dealer reports the irregularity "order-altered"`, whenIrregularity},
	{"When", `^the power fails$`,
		"A power failure (on an electronic game, a technical interruption of the round).",
		`When the power fails`, whenPowerFails},
	{"When", `^the player terminal at position (\d+) fails$`,
		"The Player Terminal at the position fails (electronic games).",
		`When the player terminal at position 2 fails`, whenTerminalFails},
	{"When", `^the dealing device is reset$`,
		"The electronic dealing device is reset after the close (Tiger documents).",
		`When the dealing device is reset`, whenDeviceReset},
	{"When", `^player "([^"]*)" chooses to (withdraw all wagers|play on)$`,
		"The player answers a pending option to withdraw.",
		`When player "A" chooses to withdraw all wagers`, whenChoose},
	{"When", `^the dealer passes the "([^"]*)" cards$`,
		"Method A: the dealer passes the cards of a hand (\"player\" or \"banker\") face down to a player.",
		`When the dealer passes the "player" cards`, whenPassCards},
	{"When", `^player "([^"]*)" refuses the "([^"]*)" cards$`,
		"Method A: the player passed the hand's cards refuses them; they are passed on.",
		`When player "A" refuses the "player" cards`, whenRefuseCards},
	{"When", `^player "([^"]*)", who holds the "([^"]*)" cards, is absent$`,
		"Method A: the player holding the hand's cards is not present to expose them: the Dealer exposes them (Tiger 5.10).",
		`When player "A", who holds the "player" cards, is absent`, whenHandlerAbsent},
	{"When", `^the Pit Manager removes player "([^"]*)"'s "([^"]*)" wager at position (\d+)$`,
		"The Pit Manager removes a wager, whole, when the players' changes do not meet the table differential (Tiger 5.18.3).",
		`When the Pit Manager removes player "C"'s "banker" wager at position 3`, whenPitManagerRemoves},
	{"When", `^the dealer declines to let the players withdraw$`,
		"The Dealer declines the option to withdraw of the cutting card dealt first at an HLGA table (Tiger 3.22.1, \"at his discretion\"): accepted only under reading 21=discretionary.",
		`When the dealer declines to let the players withdraw`, whenDeclineOption},
	{"When", `^player "([^"]*)" takes the dealing device$`,
		"Method C: the player accepts the dealing device.",
		`When player "A" takes the dealing device`, whenTakeDevice},
	{"When", `^player "([^"]*)" relinquishes the dealing device$`,
		"Method C: the player gives the dealing device up.",
		`When player "A" relinquishes the dealing device`, whenRelinquishDevice},
	{"When", `^player "([^"]*)" takes the dealing device with the Assistant Casino Manager's permission$`,
		"Method C: the player accepts the dealing device, permitted to draw without a valid wager (Tiger v2 3.12.2).",
		`When player "A" takes the dealing device with the Assistant Casino Manager's permission`, whenTakeDevicePermitted},
	{"When", `^the Pit Manager changes the card-handling method to "([^"]*)"$`,
		"The card-handling method changes for the rounds to come (Tiger v2 3.9.2).",
		`When the Pit Manager changes the card-handling method to "B"`, whenChangeMethod},
	{"When", `^the (?:dealer|table) settles the round$`,
		"The dealer settles the complete (or void) round.",
		`When the dealer settles the round`, whenSettle},

	// Table lifecycle: what the event did.
	{"Then", `^that is accepted$`,
		"The event was accepted (with or without a notice).",
		`Then that is accepted`, thenAccepted},
	{"Then", `^that is accepted with the notice "([^"]*)"$`,
		"The event was accepted with this notice (withdrawal-ignored, over-maximum, under-minimum, withdraw-option, play-continues, round-void, cut-card, reconstructed, terminal-down, withdrawn, betting-reopened, played-as-face-down, outcome-stands).",
		`Then that is accepted with the notice "withdrawal-ignored"`, thenAcceptedNotice},
	{"Then", `^that is refused because "([^"]*)"$`,
		"The event was refused with this code (betting-not-open, bets-closed, bets-not-closed, round-complete, differential-exceeded, area-full, wager-not-offered, no-rule, ...); the table is as it was before it.",
		`Then that is refused because "bets-closed"`, thenRefusedBecause},
	{"Then", `^the table state is "([^"]*)"$`,
		"The table's state after the event: idle, betting-open, betting-closed, dealing, awaiting-choices, complete, void or settled.",
		`Then the table state is "betting-closed"`, thenTableState},
	{"Then", `^the outcome is (established|not established)$`,
		"After a card or an interruption: whether some wager is already won or lost whatever cards come next (interpretation 11).",
		`Then the outcome is established`, thenEstablished},
	{"Then", `^the players are offered the option to withdraw because "([^"]*)"$`,
		"The event gave players an option to withdraw, for this reason (power-failure, simultaneous-draw, device-reset, cut-card).",
		`Then the players are offered the option to withdraw because "power-failure"`, thenOptionOffered},
	{"Then", `^the option to withdraw is (all or nothing|open to single wagers)$`,
		"Whether players may only withdraw every wager or none, or single wagers too.",
		`Then the option to withdraw is all or nothing`, thenOptionKind},
	{"Then", `^the cards go to player "([^"]*)"$`,
		"Method A: the cards were passed (notice cards-passed) to this player.",
		`Then the cards go to player "B"`, thenCardsGoTo},
	{"Then", `^the Pit Supervisor chooses who handles the cards$`,
		"Method A: no player is left to receive the cards under the rules (notice pit-supervisor-discretion, no receiver).",
		`Then the Pit Supervisor chooses who handles the cards`, thenPitSupervisorChooses},
	{"Then", `^the differential is exceeded by ` + num + ` with the "(player|banker)" side asked to decrease$`,
		"The close was refused because the table differential is exceeded, by this much, and the side with the higher total is asked to decrease.",
		`Then the differential is exceeded by 20,000 with the "banker" side asked to decrease`, thenDifferential},

	// Table lifecycle: settled rounds. Hands, totals, the winner, voids and
	// the cutting card use the result steps above ("Then the winner is
	// ...", "Then the round is void because ...").
	{"Then", inRound + `player "([^"]*)"'s "([^"]*)" wager at position (\d+) wins ` + num + `$`,
		"That player's wager in that area won this net amount; the stake is returned.",
		`Then player "A"'s "banker" wager at position 1 wins 250`, thenTableWins},
	{"Then", inRound + `player "([^"]*)"'s "([^"]*)" wager at position (\d+) (loses|pushes|is returned|is returned unplayed|is withdrawn)$`,
		"It lost, pushed, was returned because the round is void, was returned unplayed (an under-minimum wager of a round after the player's first was paid or collected), or was withdrawn on an option.",
		`Then player "A"'s "player" wager at position 1 loses`, thenTableResult},
	{"Then", inRound + `player "([^"]*)"'s "([^"]*)" wager at position (\d+) is settled on a stake of ` + num + `$`,
		"The wager stood at this stake at the close and all of it was played.",
		`Then player "A"'s "banker" wager at position 1 is settled on a stake of 500`, thenTableStake},
	{"Then", inRound + `player "([^"]*)"'s "([^"]*)" wager at position (\d+) is played as ` + num + ` of ` + num + `$`,
		"Of the stake (second amount), only the first amount was played (over the maximum: the excess is returned).",
		`Then player "A"'s "banker" wager at position 1 is played as 500,000 of 600,000`, thenTablePlayedAs},
	{"Then", inRound + `player "([^"]*)" has no "([^"]*)" wager at position (\d+) in the settlement$`,
		"The round settled no such wager: it was refused or withdrawn before the close.",
		`Then player "B" has no "tie" wager at position 2 in the settlement`, thenTableNoWager},
	{"Then", `^(\d+) rounds? (?:are|is) settled$`,
		"How many rounds the table settled.",
		`Then 1 round is settled`, thenRoundsSettled},
}
