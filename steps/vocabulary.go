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
	{"Given", `^an? "([^"]*)" wager of ` + num + `$`,
		"Places a stake, in minor units, on a wager id. One wager per id in a scenario.",
		`And a "big-tiger" wager of 100`, givenWager},
	{"Given", `^a wager of ` + num + ` on each of (.+)$`,
		"Places the same stake on each quoted wager id.",
		`And a wager of 100 on each of "player", "banker", "tie", "player-pair" and "banker-pair"`, givenWagerOnEach},
	{"Given", `^the table rounds payouts down to ` + num + `$`,
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
}
