package independent

import (
	"fmt"
	"sort"
	"strings"
)

// DefectInfo describes one planted defect: a realistic mistake an engine
// could make, which [New] switches on by Name.
type DefectInfo struct {
	// Name is the switch passed to New, e.g. "banker-three-draws-on-eight".
	Name string
	// Description says what the defective engine does differently.
	Description string
	// Games lists the game ids on which the defect is active; the engine
	// behaves correctly on every other game.
	Games []string
	// Clauses are the "document:clause" references (document ids of the
	// clauses catalog, e.g. "mbs-tiger-v2:3.15") that a conformance kit
	// should name when it catches the defect.
	Clauses []string
	// Events, for a defect of game files ([PackDefects]), are the events
	// of the vocabulary whose pay rows it corrupts; its Games and Clauses
	// are those of the rows of an engine's games that pay on them.
	Events []string
	// Table says the defect is in the table capability (docs/table.md):
	// only table requests show it, so an engine built with it claims the
	// table and its coup and shoe answers are the clean engine's.
	Table bool
}

// faults is the set of defects active for one game; the zero value is the
// clean engine.
type faults struct {
	// dealing (Table of Play and deal order)
	bankerSixOnPlayerTotal   bool
	bankerSixDrawsAfterStand bool
	starCountedAsOne         bool
	bankerThreeDrawsOnEight  bool
	playerDrawsOnSix         bool
	naturalStopsOnlyItself   bool
	dealPPBB                 bool
	// cutting card, irregularities and shoe
	cutEndsRound         bool
	cutNotCounted        bool
	shoeOneMoreRound     bool
	foreignIgnored       bool
	resetCountsEachRound bool
	insufficientLoses    bool
	// settlement
	pairByPoint               bool
	pairTenWithPicture        bool
	pairNeedsSameSuit         bool
	commissionRoundsUp        bool
	bankerSixPaysEven         bool
	tieLosesPlayerBanker      bool
	tigerThreeCardPays12      bool
	smallTigerPays20          bool
	bigTigerOnTwoCards        bool
	tigerTieOnAnyTie          bool
	twinPairAsDouble          bool
	twinTensAsDouble          bool // exhaustive certification's rare defect (below)
	dragonNaturalTieLoses     bool
	dragonNonNaturalTiePushes bool
	dragonMarginThree         bool
	fab4BankerFourPaysEven    bool
	preciousLowest            bool
	elementFourCards          bool
	flamingThreeCards         bool
	tieBonusAsOdds            bool
	roundNearest              bool
	extraPlays                bool
	// table lifecycle (table_engine.go)
	lateWithdrawHonoured  bool
	lateWagerAccepted     bool
	lateIncreaseHonoured  bool
	underUsedByPush       bool
	overMaxRefused        bool
	areaOffByOne          bool
	differentialInclusive bool
	differentialWrongSide bool
	powerFailureSingles   bool
	etgInterruptionPlays  bool
	establishedMainOnly   bool
	simultaneousNotVoid   bool
	terminalDropsWagers   bool
	resetKeepsCards       bool
	// i10: gaps found by the faulty engines written outside the project
	// (verdicts_defects.go)
	noPairWagers          bool
	negativeRoundingAsOne bool
	zeroStakeAccepted     bool
	resultTenAs10         bool
	largeStakeRefused     bool
	dragonEverywhere      bool
	refusalWithoutPlace   bool
	// the vectors team's block (vectorCatalogue)
	tenDecksRefused bool
	hlgaNoCutOption bool
	// reading 21=discretionary (discretionCatalogue)
	cutOptionDeclinable bool
	// the fidelity block (fidelityCatalogue)
	orderAlteredNeedsExposed  bool
	differentialCountsRemoved bool
	unshuffledPlaysOn         bool
	playerLeftVoids           bool
	cardsLeaveUnderMethodB    bool
	cardsToLastPlaced         bool
	cardsClockwise            bool
	handlingFaults            // issue 24's card-handling block (defects_handling.go)
	deviceKeptOnLoss          bool
	deviceLostOnAnyWager      bool
	establishedPlacedOnly     bool
	// the staff block (staffCatalogue)
	absentAsRefusal     bool
	setAsideSwapped     bool
	removalAsWithdrawal bool
	// the remaining-wagers block (remainingCatalogue)
	decidedWithdrawable    bool
	underSameRoundReturned bool
	// issue 23's blame block (blameCatalogue)
	partialWithdrawTakesAll bool
	overMaxPaidInFull       bool
	// the g10 block: thin table catches made deterministic
	// (deterministicCatalogue)
	wagerLimitZeroInherits   bool
	cardCountCompleteRefused bool
}

// Game id groups used by the defect catalogue.
var (
	allGames = []string{
		gNCB, g6Star, gTiger, gTigerNCB,
		gSuperSix, gFortuneSix, gSuper6, gEtgNCB, gEtgTiger, gEtgTigerNCB, gFab4,
	}
	tigerGames = []string{gTiger, gTigerNCB, gEtgTiger, gEtgTigerNCB}
	// bankerSixGames pay a winning Banker 1 to 2 on a total of 6.
	bankerSixGames = []string{gNCB, g6Star, gTigerNCB, gSuperSix, gFortuneSix, gSuper6, gEtgNCB, gEtgTigerNCB}
	dragonGames    = []string{gFortuneSix, gSuper6}
	electronic     = []string{gSuperSix, gFortuneSix, gSuper6, gEtgNCB, gEtgTiger, gEtgTigerNCB, gFab4}
	// cutGames have a cutting-card clause (Tiger v2 3.22, Tiger NCB 3.17,
	// Electronic 3.10); NCB v6 and 6 Star have none.
	cutGames = []string{gTiger, gTigerNCB, gSuperSix, gFortuneSix, gSuper6, gEtgNCB, gEtgTiger, gEtgTigerNCB, gFab4}
	// liveGames are dealt by a dealer at a table: a withdrawal after the
	// close is ignored there (NCB 5.7, Tiger 5.5) where the electronic
	// games refuse it (Electronic 5.4).
	liveGames = []string{gNCB, g6Star, gTiger, gTigerNCB}
	// liveTiger are the two games whose documents have wager limits on a
	// live table, playing areas, the table differential, the power failure
	// rule 5.17 and the device reset 5.9.
	liveTiger = []string{gTiger, gTigerNCB}
	// powerGames have a power failure rule: Tiger 5.17, Electronic 5.9.
	powerGames = []string{gTiger, gTigerNCB, gSuperSix, gFortuneSix, gSuper6, gEtgNCB, gEtgTiger, gEtgTigerNCB, gFab4}
)

// perDoc expands clause numbers per document: perDoc(map) gives
// "doc:clause" for each document and clause, in a stable order.
func perDoc(m map[string][]string) []string {
	var out []string
	for _, doc := range []string{docNCB, doc6Star, docTiger, docTigerNCB, docEtg} {
		for _, c := range m[doc] {
			out = append(out, doc+":"+c)
		}
	}
	return out
}

// everyDoc is a clause the five documents number alike.
func everyDoc(clauses ...string) []string {
	return perDoc(map[string][]string{docNCB: clauses, doc6Star: clauses, docTiger: clauses, docTigerNCB: clauses, docEtg: clauses})
}

// bothTiger is a clause Tiger v2 and Tiger NCB number alike.
func bothTiger(clauses ...string) []string {
	return perDoc(map[string][]string{docTiger: clauses, docTigerNCB: clauses})
}

// The clause lists below are each broken alike by several defects: written
// once, so that the defects that break one rule cite it the same way.

// tableOfPlay is the Table of Play: the row broken in NCB v6 and 6 Star
// (their 3.9.x), the whole table in the others (Tiger v2 3.15, Tiger NCB
// 3.14, Electronic 3.8), which do not number its rows.
func tableOfPlay(row string) []string {
	return perDoc(map[string][]string{docNCB: {row}, doc6Star: {row}, docTiger: {"3.15"}, docTigerNCB: {"3.14"}, docEtg: {"3.8"}})
}

// cutCardClauses is the cutting card's clause, then the interpretations a
// defect breaks besides.
func cutCardClauses(interpretations ...string) []string {
	return append(perDoc(map[string][]string{docTiger: {"3.22"}, docTigerNCB: {"3.17"}, docEtg: {"3.10"}}), interpretations...)
}

// copiesClauses is rule 5.1 on foreign and extra cards, the same in every
// document, and interpretation 13 (copies counted across the shoe).
func copiesClauses() []string {
	return append(everyDoc("5.1", "5.1.1"), "interpretation:13")
}

// pairClauses are the definition of a pair and the pair wagers' rules and
// pay tables (Player/Banker Pair, Tiger Pair, Precious Pair).
func pairClauses() []string {
	return perDoc(map[string][]string{
		docNCB: {"1.1.4", "3.8.1", "3.8.2", "4.1"}, doc6Star: {"1.1.9", "3.8.1", "3.8.2", "4.1"},
		docTiger: {"1.1.14", "3.14", "4.2"}, docTigerNCB: {"1.1.13", "3.13", "4.2"},
		docEtg: {"1.1.13", "1.1.14", "1.1.22", "3.7.1", "3.7.2", "3.7.3", "4.1", "4.2", "4.3", "4.4", "4.9", "4.12"},
	})
}

// twinPairClauses are the Twin Tiger Pair's definition and its row of the
// Tiger Pair's pay table.
func twinPairClauses() []string {
	return perDoc(map[string][]string{docTiger: {"1.1.14.3", "4.2"}, docTigerNCB: {"1.1.13.3", "4.2"}, docEtg: {"1.1.22.3", "4.9"}})
}

// defect is a catalogue entry: its description and how it sets the faults.
type defect struct {
	info DefectInfo
	set  func(*faults)
}

var catalogue = []defect{
	// --- Table of Play and deal --------------------------------------------------------
	{DefectInfo{
		Name:        "banker-six-on-player-total",
		Description: "Banker on 6 decides whether to draw on the Player's three-card point total instead of the point value of the Player's third card",
		Games:       allGames,
		Clauses:     tableOfPlay("3.9.4"),
	}, func(f *faults) { f.bankerSixOnPlayerTotal = true }},
	{DefectInfo{
		Name:        "banker-draws-on-six-after-stand",
		Description: "Banker on 6 draws a third card when the Player stood, instead of standing",
		Games:       allGames,
		Clauses:     tableOfPlay("3.9.3"),
	}, func(f *faults) { f.bankerSixDrawsAfterStand = true }},
	{DefectInfo{
		Name:        "banker-three-draws-on-eight",
		Description: "Banker on 3 draws when the Player's third card is an 8",
		Games:       allGames,
		Clauses:     tableOfPlay("3.9.4"),
	}, func(f *faults) { f.bankerThreeDrawsOnEight = true }},
	{DefectInfo{
		Name:        "player-draws-on-six",
		Description: "Player draws a third card on a two-card 6 instead of standing",
		Games:       allGames,
		Clauses:     tableOfPlay("3.9.2"),
	}, func(f *faults) { f.playerDrawsOnSix = true }},
	{DefectInfo{
		Name:        "natural-does-not-stop",
		Description: "a natural stops only its own hand: the other hand still draws by the Table of Play",
		Games:       allGames,
		Clauses:     tableOfPlay("3.9.1"),
	}, func(f *faults) { f.naturalStopsOnlyItself = true }},
	{DefectInfo{
		Name:        "deal-order-ppbb",
		Description: "the initial deal gives the first two cards to the Player and the next two to the Banker (P,P,B,B instead of P,B,P,B)",
		Games:       allGames,
		Clauses:     perDoc(map[string][]string{docNCB: {"3.7"}, doc6Star: {"3.7"}, docTiger: {"3.13"}, docTigerNCB: {"3.12"}, docEtg: {"3.6"}}),
	}, func(f *faults) { f.dealPPBB = true }},

	// --- cutting card, irregularities, shoe -------------------------------------------
	{DefectInfo{
		Name:        "cut-card-ends-round",
		Description: "the cutting card ends the round in which it appears: the round is void (reason \"cut-card\") instead of being completed with the following cards",
		Games:       cutGames,
		Clauses:     cutCardClauses("interpretation:12"),
	}, func(f *faults) { f.cutEndsRound = true }},
	{DefectInfo{
		Name:        "cut-card-not-counted",
		Description: "the cutting card is removed but not counted in cardsUsed",
		Games:       cutGames,
		Clauses:     cutCardClauses("interpretation:12"),
	}, func(f *faults) { f.cutNotCounted = true }},
	{DefectInfo{
		Name:        "shoe-continues-after-cut",
		Description: "the shoe deals one more round after the round in which the cutting card appeared",
		Games:       cutGames,
		Clauses:     cutCardClauses("interpretation:12", "interpretation:14"),
	}, func(f *faults) { f.shoeOneMoreRound = true }},
	{DefectInfo{
		Name:        "foreign-card-ignored",
		Description: "a card of the other deck type (a 6 Star card in a 52-card game, or the reverse) is played by its point value instead of voiding the round",
		Games:       allGames,
		Clauses:     copiesClauses(),
	}, func(f *faults) { f.foreignIgnored = true }},
	{DefectInfo{
		Name:        "extra-card-count-per-round",
		Description: "copies of a card are counted per round, not across the shoe, so an extra card dealt in a later round of a shoe is not noticed",
		Games:       allGames,
		Clauses:     copiesClauses(),
	}, func(f *faults) { f.resetCountsEachRound = true }},
	{DefectInfo{
		Name:        "insufficient-cards-lose",
		Description: "a round that runs out of cards is not void: every wager on it loses",
		Games:       allGames,
		Clauses:     append(perDoc(map[string][]string{docNCB: {"5.5"}, doc6Star: {"5.5"}, docTiger: {"5.3"}, docTigerNCB: {"5.3"}, docEtg: {"5.3"}}), "interpretation:15"),
	}, func(f *faults) { f.insufficientLoses = true }},

	// --- pairs --------------------------------------------------------------------------
	{DefectInfo{
		Name:        "pair-by-point-value",
		Description: "two cards form a pair when their point values are equal, so a Ten pairs with a picture card and J-Q is a pair (every pair wager: Player/Banker Pair, Tiger Pair, Precious Pair)",
		Games:       allGames,
		Clauses:     pairClauses(),
	}, func(f *faults) { f.pairByPoint = true }},
	{DefectInfo{
		Name:        "pair-ten-with-picture",
		Description: "a Ten and a picture card form a pair (the same point value), two different picture cards do not: exactly the kit's reading 1=literal (every pair wager: Player/Banker Pair, Tiger Pair, Precious Pair)",
		Games:       allGames,
		Clauses:     pairClauses(),
	}, func(f *faults) { f.pairTenWithPicture = true }},
	{DefectInfo{
		Name:        "pair-needs-same-suit",
		Description: "two cards form a pair only when they are of the same rank and the same suit, so most pairs go unpaid (every pair wager: Player/Banker Pair, Tiger Pair, Precious Pair); the pay tables are right",
		Games:       allGames,
		// the definitions of a pair and of the wagers on it: a pair missed
		// loses a wager the rules win. No Player or Banker Pair pay table:
		// their amounts are right. A Double Tiger Pair read as a Single is
		// still a win, paid on the Single's row: the Tiger Pair's pay
		// table (Tiger 4.2, Electronic 4.9), the row a won wager is paid on
		// (docs/certify.md "Stage by stage").
		Clauses: perDoc(map[string][]string{
			docNCB: {"1.1.4", "3.8", "3.8.1", "3.8.2"}, doc6Star: {"1.1.9", "3.8", "3.8.1", "3.8.2"},
			docTiger: {"1.1.14", "1.1.14.1", "1.1.14.2", "1.1.14.3", "3.14", "4.2"}, docTigerNCB: {"1.1.13", "1.1.13.1", "1.1.13.2", "1.1.13.3", "3.13", "4.2"},
			docEtg: {"1.1.13", "1.1.14", "1.1.14.1", "1.1.14.2", "1.1.14.3", "1.1.14.4", "1.1.22", "1.1.22.1", "1.1.22.2", "1.1.22.3", "3.7", "3.7.1", "3.7.2", "3.7.3", "4.9"},
		}),
	}, func(f *faults) { f.pairNeedsSameSuit = true }},
	{DefectInfo{
		Name:        "twin-tiger-pair-paid-as-double",
		Description: "a Twin Tiger Pair (both hands paired in the same rank) is paid 20 to 1, as a Double, instead of 100 to 1",
		Games:       tigerGames,
		Clauses:     twinPairClauses(),
	}, func(f *faults) { f.twinPairAsDouble = true }},
	{DefectInfo{
		Name:        "precious-pair-lowest-category",
		Description: "Precious Pair pays the lowest category a pair qualifies for (9 to 1, Other Pairs) instead of the highest",
		Games:       electronic,
		Clauses:     perDoc(map[string][]string{docEtg: {"1.1.14", "4.12"}}),
	}, func(f *faults) { f.preciousLowest = true }},

	// --- main wagers --------------------------------------------------------------------
	{DefectInfo{
		Name:        "tiger-commission-rounds-up",
		Description: "Banker at 0.95 to 1 is rounded up to the table's unit instead of down",
		Games:       []string{gTiger, gEtgTiger},
		Clauses:     append(perDoc(map[string][]string{docTiger: {"4.1"}, docEtg: {"4.7"}}), "contract:money"),
	}, func(f *faults) { f.commissionRoundsUp = true }},
	{DefectInfo{
		Name:        "payout-rounded-to-nearest",
		Description: "a fractional win is rounded to the nearest multiple of the table's unit, half a unit up, instead of down: exactly the kit's reading 4=nearest",
		Games:       []string{gTiger},
		Clauses:     append(perDoc(map[string][]string{docTiger: {"4.1", "4.2", "4.3"}}), "contract:money"),
	}, func(f *faults) { f.roundNearest = true }},
	{DefectInfo{
		Name:        "extra-card-plays",
		Description: "on No Commission v6 and 6 Star a card dealt more often than the decks hold it is played, not void, as their rule 5.1 names only a foreign card: exactly the kit's reading 18=foreign-only",
		Games:       []string{gNCB, g6Star},
		Clauses:     append(perDoc(map[string][]string{docNCB: {"2.1", "5.1", "5.1.1", "5.1.2"}, doc6Star: {"2.1", "5.1", "5.1.1", "5.1.2"}}), "interpretation:13"),
	}, func(f *faults) { f.extraPlays = true }},
	{DefectInfo{
		Name:        "banker-six-pays-even",
		Description: "a Banker win with a total of 6 pays 1 to 1 instead of 1 to 2",
		Games:       bankerSixGames,
		Clauses:     perDoc(map[string][]string{docNCB: {"4.1"}, doc6Star: {"4.1"}, docTigerNCB: {"4.1"}, docEtg: {"4.1", "4.2", "4.3", "4.4", "4.8"}}),
	}, func(f *faults) { f.bankerSixPaysEven = true }},
	{DefectInfo{
		Name:        "tie-loses-player-banker",
		Description: "on a Tie, Player and Banker wagers lose instead of pushing",
		Games:       allGames,
		Clauses:     perDoc(map[string][]string{docNCB: {"3.10.1"}, doc6Star: {"3.10.1"}, docTiger: {"3.16.1"}, docTigerNCB: {"3.15.1"}, docEtg: {"3.9.1", "4.11"}}),
	}, func(f *faults) { f.tieLosesPlayerBanker = true }},

	// --- Tiger side wagers --------------------------------------------------------------
	{DefectInfo{
		Name:        "tiger-three-card-pays-12",
		Description: "Tiger pays 12 to 1 when the Banker wins with a three-card 6 instead of 20 to 1",
		Games:       tigerGames,
		Clauses:     perDoc(map[string][]string{docTiger: {"4.3"}, docTigerNCB: {"4.3"}, docEtg: {"4.10"}}),
	}, func(f *faults) { f.tigerThreeCardPays12 = true }},
	{DefectInfo{
		Name:        "small-tiger-pays-20",
		Description: "Small Tiger pays 20 to 1 instead of 22 to 1 (the Banker winning with a two-card 6)",
		Games:       tigerGames,
		Clauses:     perDoc(map[string][]string{docTiger: {"4.3"}, docTigerNCB: {"4.3"}, docEtg: {"4.10"}}),
	}, func(f *faults) { f.smallTigerPays20 = true }},
	{DefectInfo{
		Name:        "big-tiger-on-two-cards",
		Description: "Big Tiger wins on any Banker win with 6, two-card sixes included, instead of three-card sixes only",
		Games:       tigerGames,
		Clauses:     perDoc(map[string][]string{docTiger: {"1.1.1", "3.19", "4.3"}, docTigerNCB: {"1.1.1", "4.3"}, docEtg: {"1.1.3", "4.10"}}),
	}, func(f *faults) { f.bigTigerOnTwoCards = true }},
	{DefectInfo{
		Name:        "tiger-tie-on-any-tie",
		Description: "Tiger Tie wins on every Tie instead of a Tie on 6 only",
		Games:       tigerGames,
		Clauses:     perDoc(map[string][]string{docTiger: {"1.1.15", "3.16.1", "3.20", "4.3"}, docTigerNCB: {"1.1.14", "3.15.1", "4.3"}, docEtg: {"1.1.23", "4.10"}}),
	}, func(f *faults) { f.tigerTieOnAnyTie = true }},

	// --- Dragon Bonus -------------------------------------------------------------------
	{DefectInfo{
		Name:        "dragon-natural-tie-loses",
		Description: "a Natural Tie loses the Dragon Bonus wagers instead of pushing",
		Games:       dragonGames,
		Clauses:     perDoc(map[string][]string{docEtg: {"1.1.9", "4.5", "4.6"}}),
	}, func(f *faults) { f.dragonNaturalTieLoses = true }},
	{DefectInfo{
		Name:        "dragon-non-natural-tie-pushes",
		Description: "a Tie that is not a Natural Tie pushes the Dragon Bonus wagers instead of losing them",
		Games:       dragonGames,
		Clauses:     perDoc(map[string][]string{docEtg: {"1.1.1", "1.1.10", "4.5", "4.6"}}),
	}, func(f *faults) { f.dragonNonNaturalTiePushes = true }},
	{DefectInfo{
		Name:        "dragon-margin-off-by-one",
		Description: "a non-natural Dragon Bonus win by 3 points pays 1 to 1 (the margin threshold is 3 instead of 4)",
		Games:       dragonGames,
		Clauses:     perDoc(map[string][]string{docEtg: {"1.1.1.1", "1.1.10.1", "4.5", "4.6"}}),
	}, func(f *faults) { f.dragonMarginThree = true }},

	// --- Fabulous 4's -------------------------------------------------------------------
	{DefectInfo{
		Name:        "fab4-banker-four-pays-even",
		Description: "in Fabulous 4's a Banker win with a total of 4 pays the Banker wager 1 to 1 instead of pushing",
		Games:       []string{gFab4},
		Clauses:     perDoc(map[string][]string{docEtg: {"4.11"}}),
	}, func(f *faults) { f.fab4BankerFourPaysEven = true }},

	// --- 6 Star -------------------------------------------------------------------------
	{DefectInfo{
		Name:        "element-bonus-four-cards",
		Description: "Element Bonus looks only at the four cards of the initial deal and always pays 50 to 1, ignoring third cards",
		Games:       []string{g6Star},
		Clauses:     perDoc(map[string][]string{doc6Star: {"1.1.3", "3.12", "4.2"}}),
	}, func(f *faults) { f.elementFourCards = true }},
	{DefectInfo{
		Name:        "flaming-nine-three-cards",
		Description: "a hand counts as Flaming 9's when it totals 9 and its first two cards are Fire, even with a third card (Player/Banker then pay 1.2 to 1 and a Tie earns the Tie Bonus)",
		Games:       []string{g6Star},
		Clauses:     perDoc(map[string][]string{doc6Star: {"1.1.4", "3.10.1.1", "4.1", "4.3"}}),
	}, func(f *faults) { f.flamingThreeCards = true }},
	{DefectInfo{
		Name:        "tie-bonus-proportional",
		Description: "the 6 Star Tie Bonus is read as odds (3,000 to 1 and 30,000 to 1 of the Tie stake) instead of fixed amounts of $3,000 and $30,000",
		Games:       []string{g6Star},
		Clauses:     perDoc(map[string][]string{doc6Star: {"1.1.14", "3.10.1.1", "3.10.1.2", "4.3"}}),
	}, func(f *faults) { f.tieBonusAsOdds = true }},
}

// tableCatalogue holds the defects of the table lifecycle (docs/table.md):
// each changes only the answers to table requests, on its games.
var tableCatalogue = []defect{
	{DefectInfo{
		Name:        "table-late-withdrawal-honoured",
		Description: "on a live table a withdrawal after \"No more bets\" takes effect: the wager leaves the layout instead of standing and being settled on the outcome",
		Games:       liveGames,
		Clauses:     perDoc(map[string][]string{docNCB: {"5.7"}, doc6Star: {"5.7"}, docTiger: {"5.5"}, docTigerNCB: {"5.5"}}),
	}, func(f *faults) { f.lateWithdrawHonoured = true }},
	{DefectInfo{
		Name:        "table-late-wager-accepted",
		Description: "a new wager placed after \"No more bets\" (before or during the deal) is accepted and settled with the round",
		Games:       allGames,
		Clauses:     perDoc(map[string][]string{docNCB: {"5.6"}, doc6Star: {"5.6"}, docTiger: {"5.4"}, docTigerNCB: {"5.4"}, docEtg: {"5.5"}}),
	}, func(f *faults) { f.lateWagerAccepted = true }},
	{DefectInfo{
		Name:        "table-late-increase-honoured",
		Description: "an increase of a wager after \"No more bets\" is accepted and the wager is settled on the increased stake",
		Games:       allGames,
		Clauses:     perDoc(map[string][]string{docNCB: {"5.6"}, doc6Star: {"5.6"}, docTiger: {"5.4"}, docTigerNCB: {"5.4"}, docEtg: {"5.5"}}),
	}, func(f *faults) { f.lateIncreaseHonoured = true }},
	{DefectInfo{
		Name:        "table-under-minimum-used-by-push",
		Description: "a player's one under-minimum wager settled normally is used up by a push too, so that player's next under-minimum wager is returned instead of played (interpretation 10 with reading 19: only a win or a loss uses it)",
		Games:       liveTiger,
		Clauses:     bothTiger("5.14"),
	}, func(f *faults) { f.underUsedByPush = true }},
	{DefectInfo{
		Name:        "table-over-maximum-refused",
		Description: "on a live Tiger table a wager (or increase) over the maximum is refused instead of accepted and settled on the maximum",
		Games:       liveTiger,
		Clauses:     bothTiger("5.15"),
	}, func(f *faults) { f.overMaxRefused = true }},
	{DefectInfo{
		Name:        "table-area-limit-off-by-one",
		Description: "a playing area takes one wager more than its limit (four where the rules allow three, or one more than the Pit Manager's lower limit)",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"3.7", "3.7.1"}, docTigerNCB: {"3.6", "3.6.1"}}),
	}, func(f *faults) { f.areaOffByOne = true }},
	{DefectInfo{
		Name:        "table-differential-inclusive",
		Description: "the table differential is exceeded when the Player and Banker totals differ by the limit or more (>=), so a difference equal to the limit keeps bets open",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"1.1.10", "5.18", "5.18.1"}, docTigerNCB: {"1.1.9", "5.18", "5.18.1"}}),
	}, func(f *faults) { f.differentialInclusive = true }},
	{DefectInfo{
		Name:        "table-differential-wrong-side",
		Description: "when the table differential is exceeded, the side with the smaller total is asked to decrease and the larger side is told it may increase",
		Games:       liveTiger,
		Clauses:     bothTiger("5.18.1", "5.18.2"),
	}, func(f *faults) { f.differentialWrongSide = true }},
	{DefectInfo{
		Name:        "table-power-failure-single-withdrawals",
		Description: "a power failure with no outcome established lets players withdraw single wagers instead of all their wagers or none",
		Games:       liveTiger,
		Clauses:     bothTiger("5.17", "5.17.1"),
	}, func(f *faults) { f.powerFailureSingles = true }},
	{DefectInfo{
		Name:        "table-interruption-not-void",
		Description: "on the electronic games a technical interruption before any outcome is established does not void the round: play continues as if the outcome were established",
		Games:       electronic,
		Clauses:     perDoc(map[string][]string{docEtg: {"5.9", "5.9.1"}}),
	}, func(f *faults) { f.etgInterruptionPlays = true }},
	{DefectInfo{
		Name:        "table-established-main-wagers-only",
		Description: "\"outcome established\" looks only at the Player, Banker and Tie wagers, ignoring the optional wagers (pairs, Tiger wagers, bonuses) that the cards may already have decided (interpretation 11)",
		Games:       powerGames,
		Clauses:     perDoc(map[string][]string{docTiger: {"5.17", "5.17.1", "5.17.2"}, docTigerNCB: {"5.17", "5.17.1", "5.17.2"}, docEtg: {"5.9", "5.9.1", "5.9.2"}}),
	}, func(f *faults) { f.establishedMainOnly = true }},
	{DefectInfo{
		Name:        "table-simultaneous-initial-not-void",
		Description: "cards drawn together in an order that cannot be told during the initial deal do not void the round: they are handled as after the initial deal",
		Games:       liveGames,
		Clauses:     perDoc(map[string][]string{docNCB: {"5.3"}, doc6Star: {"5.3"}, docTiger: {"5.8.2", "5.8.2.1"}, docTigerNCB: {"5.8.2", "5.8.2.1"}}),
	}, func(f *faults) { f.simultaneousNotVoid = true }},
	{DefectInfo{
		Name:        "table-terminal-failure-drops-wagers",
		Description: "a Player Terminal failure drops the wagers that terminal had already placed, instead of keeping them in the round",
		Games:       electronic,
		Clauses:     perDoc(map[string][]string{docEtg: {"5.10", "5.10.1", "5.10.2"}}),
	}, func(f *faults) { f.terminalDropsWagers = true }},
	{DefectInfo{
		Name:        "table-device-reset-keeps-cards",
		Description: "after a reset of the dealing device the cards dealt before it stay in the hands, and the round goes on from them once bets close again",
		Games:       liveTiger,
		Clauses:     bothTiger("5.9"),
	}, func(f *faults) { f.resetKeepsCards = true }},
}

// vectorCatalogue is the vectors team's block: one defect of what an
// engine refuses and one of the table lifecycle, each caught by `bacctk
// vectors verify` alone (a coup vector answered "invalid" fails; a table
// vector's steps differ).
var vectorCatalogue = []defect{
	{DefectInfo{
		Name:        "refusal-ten-decks-refused",
		Description: "a shoe of ten decks is refused as invalid: the decks' range is checked as 4 to 9 (decks >= 10 instead of > 10), though rule 2.1 allows four to ten",
		Games:       allGames,
		Clauses:     everyDoc("2.1"),
	}, func(f *faults) { f.tenDecksRefused = true }},
	{DefectInfo{
		Name:        "table-hlga-cut-card-no-option",
		Description: "at a table in the high limit gaming area a cutting card dealt as the first card of a round gives the players no option to withdraw: the round goes on as at any table",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"3.22", "3.22.1"}, docTigerNCB: {"3.17", "3.17.1"}}),
		Table:       true,
	}, func(f *faults) { f.hlgaNoCutOption = true }},
}

// fidelityCatalogue is the rule-fidelity block: defects that read a
// clause's words too narrowly, each caught under the clause whose words it
// breaks.
var fidelityCatalogue = []defect{
	{DefectInfo{
		Name:        "table-order-altered-needs-exposed-cards",
		Description: "a card order altered beyond reconstruction voids the round only once cards have been dealt: reported after the close, before the first card, it is taken as changing nothing, though the clause voids the round \"regardless of whether the cards have been exposed\"",
		Games:       allGames,
		Clauses:     perDoc(map[string][]string{docNCB: {"5.4"}, doc6Star: {"5.4"}, docTiger: {"5.2"}, docTigerNCB: {"5.2"}, docEtg: {"5.2"}}),
	}, func(f *faults) { f.orderAlteredNeedsExposed = true }},
	{DefectInfo{
		Name:        "table-differential-counts-removed-wagers",
		Description: "the table differential is reckoned on the Player and Banker stakes as placed: what is withdrawn while bets are open, a player's decrease (5.18.1) or a wager the Pit Manager removes (5.18.3), still counts, so the close stays refused after it",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"1.1.10", "5.18", "5.18.1", "5.18.3"}, docTigerNCB: {"1.1.9", "5.18", "5.18.1", "5.18.3"}}),
	}, func(f *faults) { f.differentialCountsRemoved = true }},
	{DefectInfo{
		Name:        "table-unshuffled-cards-play-on",
		Description: "unshuffled cards found in use during a round leave it to go on, though the clause voids the round for them as for foreign, extra or missing cards",
		Games:       append(append([]string{}, liveTiger...), electronic...),
		Clauses:     perDoc(map[string][]string{docTiger: {"5.1", "5.1.1"}, docTigerNCB: {"5.1", "5.1.1"}, docEtg: {"5.1", "5.1.1"}}),
	}, func(f *faults) { f.unshuffledPlaysOn = true }},
	{DefectInfo{
		Name:        "table-player-left-with-cards-voids",
		Description: "a player leaving the table with cards of the round voids it (as a wrong number of cards), though the rules complete it with replacement cards and settle it",
		Games:       liveTiger,
		Clauses:     bothTiger("5.11", "5.11.1", "5.11.4"),
	}, func(f *faults) { f.playerLeftVoids = true }},
	{DefectInfo{
		Name:        "table-player-leaves-with-cards-under-method-b",
		Description: "under Method B a player is taken to have left the table with cards of the round, which is replaced and played on, though under Method B the players do not handle the cards",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"3.11.2"}, docTigerNCB: {"3.10.2"}}),
	}, func(f *faults) { f.cardsLeaveUnderMethodB = true }},
	{DefectInfo{
		Name:        "table-cards-to-last-placed",
		Description: "under Method A, of equal highest wagers on a hand the last placed is passed the cards, not the first",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"3.10.4"}, docTigerNCB: {"3.9.4"}}),
	}, func(f *faults) { f.cardsToLastPlaced = true }},
	{DefectInfo{
		Name:        "table-cards-move-clockwise",
		Description: "under Method A, refused cards move to the next equal highest wager at the next higher position, not the next lower: exactly the kit's reading 31=higher-position",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"3.10.5"}, docTigerNCB: {"3.9.5"}}),
	}, func(f *faults) { f.cardsClockwise = true }},
	{DefectInfo{
		Name:        "table-device-kept-on-loss",
		Description: "under Method C the device holder keeps the dealing device when their wager loses",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"3.12.8.2"}, docTigerNCB: {"3.11.8.2"}}),
	}, func(f *faults) { f.deviceKeptOnLoss = true }},
	{DefectInfo{
		Name:        "table-device-lost-on-any-wager",
		Description: "under Method C the device holder's control ends when any wager of theirs loses, a side wager too: exactly the kit's reading 32=any-wager",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"3.12.8.2"}, docTigerNCB: {"3.11.8.2"}}),
	}, func(f *faults) { f.deviceLostOnAnyWager = true }},
	{DefectInfo{
		Name:        "table-established-placed-wagers-only",
		Description: "\"outcome established\" looks only at the wagers placed at the table, not every wager the game offers: exactly the kit's reading 29=placed-only",
		Games:       powerGames,
		Clauses:     perDoc(map[string][]string{docTiger: {"5.17", "5.17.1", "5.17.2"}, docTigerNCB: {"5.17", "5.17.1", "5.17.2"}, docEtg: {"5.9", "5.9.1", "5.9.2"}}),
	}, func(f *faults) { f.establishedPlacedOnly = true }},
}

// deterministicCatalogue is the g10 block: table defects that sampled
// table sequences caught on some seeds only, each now caught on every run
// by scenarios (features/*/92-*.feature and the 5.x scenarios).
var deterministicCatalogue = []defect{
	{DefectInfo{
		Name:        "table-wager-limit-zero-inherits",
		Description: "a 0 in a wager's own limits is read as \"the table's limit\" instead of \"none\": a wager whose own limits are 0 to 0 is held to the table's minimum and maximum",
		Games:       append(append([]string{}, liveTiger...), electronic...),
		Clauses:     perDoc(map[string][]string{docTiger: {"3.5.1", "5.14", "5.15"}, docTigerNCB: {"3.5.1", "5.14", "5.15"}, docEtg: {"2.2"}}),
	}, func(f *faults) { f.wagerLimitZeroInherits = true }},
	{DefectInfo{
		Name:        "table-card-count-after-complete-refused",
		Description: "a wrong number of cards reported once the round's last card is out (before the settlement) is refused because the round is complete, instead of voiding the round",
		Games:       allGames,
		Clauses:     perDoc(map[string][]string{docNCB: {"5.2"}, doc6Star: {"5.2"}, docTiger: {"5.1", "5.1.1"}, docTigerNCB: {"5.1", "5.1.1"}, docEtg: {"5.1", "5.1.1"}}),
	}, func(f *faults) { f.cardCountCompleteRefused = true }},
}

// remainingCatalogue is issue 24's table-model block: defects that read
// past a word of the Tiger texts, each the kit's own table model before it
// was put right.
var remainingCatalogue = []defect{
	{DefectInfo{
		Name:        "table-decided-wager-withdrawable",
		Description: "on the option of cards drawn together a wager the cards dealt have already won or lost (the Tiger Pair once the first four cards are out) may be withdrawn and is refunded, though 5.8.2.2 offers only \"all their remaining wagers\"",
		Games:       liveTiger,
		Clauses:     bothTiger("5.8.1", "5.8.2.2"),
	}, func(f *faults) { f.decidedWithdrawable = true }},
	{DefectInfo{
		Name:        "table-under-minimum-same-round-returned",
		Description: "a player's second under-minimum wager of the round in which the first is paid or collected is returned unplayed, even when it would win (a Tiger at 12 to 1), though 5.14 returns only \"future wagers\"",
		Games:       liveTiger,
		Clauses:     bothTiger("5.14"),
	}, func(f *faults) { f.underSameRoundReturned = true }},
}

// blameCatalogue is issue 23's block: table defects whose own step
// answers as the rules do, so that only what follows shows them (a later
// close, withdrawal or settlement), each to be blamed on its own clause
// and never on the steps where it became visible.
var blameCatalogue = []defect{
	{DefectInfo{
		Name: "table-partial-withdrawal-takes-all",
		Description: "a partial withdrawal while bets are open (the remainder within the limits) is answered as the rules do but removes the whole wager, " +
			"though the betting window lets a player decrease a wager (3.1, 3.2; docs/table.md 4.3): the later close, increase, withdrawal or settlement finds no wager or a smaller total",
		Games:   allGames,
		Clauses: everyDoc("3.1", "3.2"),
	}, func(f *faults) { f.partialWithdrawTakesAll = true }},
	{DefectInfo{
		Name: "table-over-maximum-paid-in-full",
		Description: "on a live Tiger table a wager over the maximum, accepted with its notice, is settled on its whole stake (won or lost in full), " +
			"though 5.15 pays or collects it only up to the maximum and returns the excess (interpretation 10)",
		Games:   liveTiger,
		Clauses: bothTiger("5.15"),
	}, func(f *faults) { f.overMaxPaidInFull = true }},
}

func init() {
	tableCatalogue = append(tableCatalogue, deterministicCatalogue...)
	tableCatalogue = append(tableCatalogue, remainingCatalogue...)
	tableCatalogue = append(tableCatalogue, blameCatalogue...)
	tableCatalogue = append(tableCatalogue, staffCatalogue...)
	tableCatalogue = append(tableCatalogue, discretionCatalogue...)
}

func init() {
	catalogue = append(catalogue, vectorCatalogue[0])
	tableCatalogue = append(tableCatalogue, vectorCatalogue[1])
	tableCatalogue = append(tableCatalogue, fidelityCatalogue...)
	tableCatalogue = append(tableCatalogue, handlingCatalogue...)
	for i := range tableCatalogue {
		tableCatalogue[i].info.Table = true
	}
	catalogue = append(catalogue, tableCatalogue...)
}

// Defects returns the catalogue of planted defects, sorted by name.
func Defects() []DefectInfo { return infos(catalogue) }

// infos copies the entries' descriptions, sorted by name.
func infos(list []defect) []DefectInfo {
	out := make([]DefectInfo, len(list))
	for i, d := range list {
		out[i] = d.info
		out[i].Games = append([]string(nil), d.info.Games...)
		out[i].Clauses = append([]string(nil), d.info.Clauses...)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// faultsByGame turns defect names into the fault set of each game.
func faultsByGame(names []string) (map[string]*faults, error) {
	out := make(map[string]*faults, len(allGames))
	for _, g := range allGames {
		out[g] = &faults{}
	}
	for _, name := range names {
		_, found := findPackDefect(name) // planted on the rows (defects_pack.go)
		for _, d := range append(append(catalogue[:len(catalogue):len(catalogue)], rareCatalogue...), verdictsCatalogue...) {
			if d.info.Name != name {
				continue
			}
			found = true
			for _, g := range d.info.Games {
				d.set(out[g])
			}
		}
		if !found {
			return nil, fmt.Errorf("independent: unknown defect %q (known: %s)", name, strings.Join(defectNames(), ", "))
		}
	}
	return out, nil
}

func defectNames() []string {
	var names []string
	for _, d := range append(append(Defects(), GapDefects()...), PackDefects()...) {
		names = append(names, d.Name)
	}
	return names
}

// --- Exhaustive certification (docs/exhaustive.md) -------------------------------------

// rareCatalogue holds defects on rare coups that sampled certification
// (scenarios, vectors, generated shoes) misses on most seeds and only the
// exhaustive walk (`bacctk certify --exhaustive`) always catches. They are
// switched on by name like any other, but are not in Defects(): the kit's
// tests require every defect there to be caught by sampled checks.
var rareCatalogue = []defect{
	{DefectInfo{
		Name: "twin-tiger-pair-of-tens-paid-as-double",
		Description: "a Twin Tiger Pair of Tens (both hands' first two cards Tens) in a coup that ties on a total above 0 " +
			"(the hands draw third cards of one non-zero value) is paid 20 to 1, as a Double, instead of 100 to 1; every other Twin is paid right",
		Games:   tigerGames,
		Clauses: twinPairClauses(),
	}, func(f *faults) { f.twinTensAsDouble = true }},
}

// RareDefects returns the defects that only the exhaustive walk is sure to
// catch (rareCatalogue), sorted by name.
func RareDefects() []DefectInfo { return infos(rareCatalogue) }
