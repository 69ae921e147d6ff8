package certify

// Interpretation is one reading the kit takes of a point the rules
// documents leave open (CONTRACT.md "Interpretations", docs/interpretations.md),
// as the report lists it: every certification is made under these readings.
type Interpretation struct {
	// ID is the reading's number: 1 to 12 are the contract's, 13 on the
	// kit's own. Tags @interpretation:N and report rows
	// "interpretation:N" use it.
	ID int `json:"id"`
	// Clauses names the clauses it reads, as docs/interpretations.md does.
	Clauses string `json:"clauses"`
	// Reading is the reading in one line.
	Reading string `json:"reading"`
}

// Interpretations returns the readings in force, in number order. A test
// keeps the list in step with docs/interpretations.md (same numbers, same
// clause references).
func Interpretations() []Interpretation {
	return append([]Interpretation(nil), interpretations...)
}

var interpretations = []Interpretation{
	{1, "NCB 1.1.4, 6 Star 1.1.9, Tiger v2 1.1.14, Tiger NCB 1.1.13, Electronic 1.1.13",
		"a pair is two cards of the same rank; a Ten and a picture card, or two different picture cards, are not a pair"},
	{2, "Tiger v2 1.1.14.3 / 4.2, Tiger NCB 1.1.13.3 / 4.2, Electronic 1.1.22.3 / 4.9",
		"Twin Tiger Pair needs both hands paired in the same rank; Tiger Pair pays its highest category only"},
	{3, "Electronic 1.1.14, 4.12",
		"Precious Pair pays its highest category only; a pair is the same rank, suited is the same suit"},
	{4, "Tiger v2 4.1, Electronic 4.7; the \"1 to 2\" rows",
		"Banker at 0.95 to 1 and the Banker-six 1 to 2 pay exact fractions of the stake, rounded down to the table's unit"},
	{5, "6 Star 1.1.14, 3.10.1.1, 3.10.1.2, 4.3",
		"the 6 Star Tie Bonus is a fixed $3,000 (two Flaming 9's) or $30,000 (two 6 Stars) on each winning Tie wager, on top of 8 to 1"},
	{6, "6 Star 1.1.4, 4.1",
		"Flaming 9's is a two-card natural 9 of two Fire cards; Player or Banker winning with it pays 1.2 to 1"},
	{7, "6 Star 1.1.3, 3.12, 4.2",
		"Element Bonus needs every card of both completed hands in one element, whatever the result, and pays by the number of cards"},
	{8, "Electronic 1.1.1, 1.1.9, 1.1.10, 4.5, 4.6",
		"Dragon Bonus: a natural is a two-card 8 or 9; a natural tie pushes, a natural win pays 1 to 1, a non-natural win pays by margin, any other result loses"},
	{9, "Electronic 4.11",
		"Fabulous 4's rows mean the named hand wins with that total"},
	{10, "Tiger v2 / Tiger NCB 5.14-5.16",
		"a wager over the maximum plays as the maximum with the excess returned; a player's later under-minimum wagers are returned unplayed"},
	{11, "Tiger v2 / Tiger NCB 5.17, Electronic 5.9, 5.10",
		"the outcome is established once some wager's won-or-lost result no longer depends on the cards still to come"},
	{12, "Tiger v2 3.22, Tiger NCB 3.17, Electronic 3.10",
		"the cutting card is removed when it appears, its round is completed, and that round is the shoe's last"},
	{13, "every document, rule 5.1",
		"a card is foreign or extra only when it is dealt, extra copies counted from the start of the given cards; that round is void"},
	{14, "every document, rules 5.1.2 and Tiger 5.13",
		"a shoe run stops at a void round; earlier rounds stand"},
	{15, "every document, rule 5.5 / 5.3",
		"a round that runs out of cards is void, shows the cards dealt, and has no winner"},
	{16, "CONTRACT.md \"Money\"; interpretation 4",
		"every payout, whole odds included, is rounded down to the table's unit; fixed bonuses are not rounded"},
	{17, "every document, rule 5.1; interpretation 15",
		"the card that voids a round is shown in the hand it was dealt to and counted in cardsUsed"},
	{18, "No Commission v6 and 6 Star",
		"these two documents take the later documents' cutting-card and extra-card rules (interpretations 12 and 13)"},
}
