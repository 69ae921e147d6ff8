package vectors

import (
	"sort"

	"github.com/bacctk/bacctk/reference"
)

// The flags of the generated vectors. A test carries every flag that names
// something it exercises; each file's notes explain the flags it uses.
const (
	FlagTableOfPlay      = "TableOfPlay"
	FlagNatural          = "Natural"
	FlagNaturalVsNatural = "NaturalVsNatural"
	FlagPayRow           = "PayRow"
	FlagPush             = "Push"
	FlagLosingBoundary   = "LosingBoundary"
	FlagOptionalWager    = "OptionalWager"
	FlagInsufficient     = "InsufficientCards"
	FlagForeignCard      = "ForeignCard"
	FlagExtraCard        = "ExtraCard"
	FlagCutCardFirst     = "CutCardFirst"
	FlagCutCardMidRound  = "CutCardMidRound"
	FlagCutCardSixth     = "CutCardSixthCard"
	FlagCutCardAfter     = "CutCardAfterRound"
	FlagRoundingUnit1    = "RoundingUnit1"
	FlagRoundingUnit100  = "RoundingUnit100"
	FlagLargeStake       = "LargeStake"
	FlagRandomSample     = "RandomSample"
	FlagShoe             = "Shoe"

	// Requests an engine must refuse (RefusalTest) or accept (the "10"
	// spelling): docs/protocol.md "Errors" and "Which tokens are checked".
	FlagBadToken         = "BadToken"
	FlagTenSpelling      = "TenSpelling"
	FlagSecondCutCard    = "SecondCutCard"
	FlagDecksOutOfRange  = "DecksOutOfRange"
	FlagStakeOutOfRange  = "StakeOutOfRange"
	FlagNegativeRounding = "NegativeRounding"
	FlagUnknownWager     = "UnknownWager"
	FlagWagerNotOffered  = "WagerNotOffered"

	// One flag per interpretation a round or a shoe can show
	// (docs/interpretations.md); those of the table lifecycle and 16-18
	// are in flags_table.go.
	FlagPairSameRank            = "PairSameRank"            // 1
	FlagTigerPairHighestOnly    = "TigerPairHighestOnly"    // 2
	FlagPreciousPairHighestOnly = "PreciousPairHighestOnly" // 3
	FlagExactFractionRoundDown  = "ExactFractionRoundDown"  // 4
	FlagTieBonusFixed           = "TieBonusFixed"           // 5
	FlagFlaming9s               = "Flaming9s"               // 6
	FlagElementBonusAnyOutcome  = "ElementBonusAnyOutcome"  // 7
	FlagDragonBonusNatural      = "DragonBonusNatural"      // 8
	FlagFabulous4sWinnerTotal   = "Fabulous4sWinnerTotal"   // 9
	FlagCutCardLastRound        = "CutCardLastRound"        // 12
	FlagVoidOnlyWhenDealt       = "VoidOnlyWhenDealt"       // 13
	FlagShoeStopsAtVoid         = "ShoeStopsAtVoid"         // 14
	FlagInsufficientVoid        = "InsufficientCardsVoid"   // 15
)

type flagDef struct {
	bugType string
	interp  int
	desc    string
	// clauses returns the clauses of the game's document the flag bears on.
	clauses func(g *reference.Game, d docClauses) []string
}

func none(*reference.Game, docClauses) []string { return nil }

// mainPay returns the clause of the pay row that settles a winning Player
// wager: the rows of the pay table are the wagers the game offers.
func mainPay(g *reference.Game, _ docClauses) []string {
	if w, ok := g.Wager("player"); ok && len(w.Pays) > 0 {
		return []string{w.Pays[0].Clause}
	}
	return nil
}

func interp(n int) func(g *reference.Game, d docClauses) []string {
	return func(g *reference.Game, d docClauses) []string {
		return ref(g.Document, interpretationClauses[n][g.Document]...)
	}
}

// cutClauses is the game's clause on the cutting card, which every
// cutting-card flag tests.
func cutClauses(g *reference.Game, d docClauses) []string { return ref(g.Document, d.cut) }

// payClauses returns the clauses of every pay row and wager of the game
// that keep selects.
func payClauses(keep func(w *reference.WagerSpec, p *reference.Pay) bool) func(g *reference.Game, d docClauses) []string {
	return func(g *reference.Game, d docClauses) []string {
		var out []string
		for i := range g.Wagers {
			w := &g.Wagers[i]
			for j := range w.Pays {
				if keep(w, &w.Pays[j]) {
					out = append(out, w.Pays[j].Clause, w.Clause)
				}
			}
		}
		return out
	}
}

func fractional(_ *reference.WagerSpec, p *reference.Pay) bool { return !p.Push && p.Odds.Den > 1 }

var flagDefs = map[string]flagDef{
	FlagTableOfPlay: {BugBasic, 0,
		"A cell of the Table of Play: the Banker's two-card total (0-7) against the Player's third card (point value 0-9) or the Player standing. The cards are chosen so that no hand is a Natural; the test checks who draws, the totals and the winner.",
		func(g *reference.Game, d docClauses) []string {
			return ref(g.Document, append(append([]string{}, d.deal...), d.top, d.playerRule, d.bankerStood, d.bankerTable)...)
		}},
	FlagNatural: {BugBasic, 0,
		"A Natural (a two-card 8 or 9) on one side or both: no third card is dealt to either hand, even to a hand that would otherwise draw.",
		func(g *reference.Game, d docClauses) []string {
			return ref(g.Document, append([]string{d.naturalDef}, d.natural...)...)
		}},
	FlagNaturalVsNatural: {BugEdgeCase, 0,
		"Both hands are Naturals: 8 against 8, 9 against 9, 8 against 9 and 9 against 8.",
		func(g *reference.Game, d docClauses) []string {
			return ref(g.Document, append([]string{d.naturalDef}, d.natural...)...)
		}},
	FlagPayRow: {BugBasic, 0,
		"A coup chosen so that one row of a wager's pay table settles the wager (the first row, in the table's order of precedence, whose event holds). The comment names the wager, the event and the odds.",
		payClauses(func(*reference.WagerSpec, *reference.Pay) bool { return true })},
	FlagPush: {BugBasic, 0,
		"The targeted row is a push: the wager neither wins nor loses and its stake is returned.",
		payClauses(func(_ *reference.WagerSpec, p *reference.Pay) bool { return p.Push })},
	FlagLosingBoundary: {BugEdgeCase, 0,
		"The wager loses on a coup that comes as close as possible to one of its paying events (a win by one point, a 6 that does not win, a pair by value but not by rank, all cards but one of one element, ...).",
		func(g *reference.Game, d docClauses) []string {
			var out []string
			for _, w := range g.Wagers {
				out = append(out, w.Clause)
			}
			return ref(g.Document, stripDoc(g.Document, out)...)
		}},
	FlagOptionalWager: {BugBasic, 0,
		"The test places a wager the rules say may be available. An engine that does not offer it answers \"unsupported\" and the test is not applicable.",
		func(g *reference.Game, d docClauses) []string {
			var out []string
			for _, w := range g.Wagers {
				if w.Optional {
					out = append(out, w.Clause)
				}
			}
			return ref(g.Document, stripDoc(g.Document, out)...)
		}},
	FlagInsufficient: {BugBasic, 0,
		"The cards run out before the round is complete: the round is void, every stake is returned, and the cards already dealt stay in their hands.",
		func(g *reference.Game, d docClauses) []string { return ref(g.Document, d.insufficient) }},
	FlagForeignCard: {BugBasic, 0,
		"A card of the other deck type (a 6 Star card in a 52-card game, a standard card in the 6 Star game) is dealt: the round is void at that card and every stake is returned.",
		func(g *reference.Game, d docClauses) []string { return ref(g.Document, d.foreign...) }},
	FlagExtraCard: {BugBasic, 0,
		"A card is dealt more often than the shoe's decks hold it (four decks: a fifth copy): the round is void at that card and every stake is returned. No Commission v6 and 6 Star have no clause for it (their rule 5.1 names only a foreign card): there the test rests on interpretation 18 alone.",
		func(g *reference.Game, d docClauses) []string { return ref(g.Document, d.extra...) }},
	FlagCutCardFirst: {BugEdgeCase, 0,
		"The cutting card is the first token of the round: it is removed, the round is dealt from the next cards, and cutCard is true.",
		cutClauses},
	FlagCutCardMidRound: {BugEdgeCase, 0,
		"The cutting card comes out during the initial deal: it is removed and the deal goes on with the next card.",
		cutClauses},
	FlagCutCardSixth: {BugEdgeCase, 0,
		"The cutting card is the sixth token, just before the Banker's third card: it is removed and the Banker draws the next card.",
		cutClauses},
	FlagCutCardAfter: {BugEdgeCase, 0,
		"The cutting card follows the last card the round needs: the round does not meet it, cutCard is false, and cardsUsed does not count it.",
		cutClauses},
	FlagRoundingUnit1: {BugRounding, 0,
		"An odd stake settled at a rounding unit of 1 minor unit: a fractional payout is rounded down to a whole minor unit.",
		payClauses(fractional)},
	FlagRoundingUnit100: {BugRounding, 0,
		"An odd stake settled at a rounding unit of 100 minor units: the payout (a fixed Tie Bonus excepted) is rounded down to a multiple of 100.",
		payClauses(fractional)},
	FlagLargeStake: {BugRounding, 0,
		"A stake at or next to the kit's largest accepted stake (10^12 minor units) on the game's highest or fractional odds: amounts need 64-bit integers and exact arithmetic.",
		none},
	FlagRandomSample: {BugSample, 0,
		"A round dealt from a shoe shuffled with a fixed seed (math/rand/v2 PCG), with random stakes; not aimed at any rule.",
		none},
	FlagShoe: {BugBasic, 0,
		"A whole shoe: rounds are dealt one after another from the cards, with the same wagers on each, until the round in which the cutting card appears, a void round, or the end of the cards. Needs the engine's \"shoe\" capability.",
		func(g *reference.Game, d docClauses) []string { return ref(g.Document, d.previous) }},

	FlagBadToken: {BugRefusal, 0,
		"A token of cards is not a card (not a rank and suit of either deck type, nor CUT), in the cards the round deals or past them: the request is invalid and the error's message names the token's position as \"card N\".",
		func(g *reference.Game, d docClauses) []string { return ref(g.Document, "2.1") }},
	FlagTenSpelling: {BugBasic, 0,
		"Tens written 10 (10H) on standard cards: the engine must accept them as T and print T in its result.",
		func(g *reference.Game, d docClauses) []string { return ref(g.Document, d.deal...) }},
	FlagSecondCutCard: {BugRefusal, 0,
		"A second cutting card, whether or not the round reaches it: a shoe has one; the request is invalid, naming the second's position as \"card N\".",
		func(g *reference.Game, d docClauses) []string {
			if d.cut == "" {
				return ref(g.Document, "2.1")
			}
			return ref(g.Document, d.cut)
		}},
	FlagDecksOutOfRange: {BugRefusal, 0,
		"A number of decks outside four to ten (rule 2.1 of every document): the request is invalid.",
		func(g *reference.Game, d docClauses) []string { return ref(g.Document, "2.1") }},
	FlagStakeOutOfRange: {BugRefusal, 0,
		"A stake outside 1 to 10^12 minor units (0, negative, or over the kit's largest): the request is invalid; the expected error gives the wager's position. 10^12 itself is valid (flag LargeStake).",
		mainPay},
	FlagNegativeRounding: {BugRefusal, 0,
		"A negative rounding unit: the request is invalid (0 means the default of 1).",
		mainPay},
	FlagUnknownWager: {BugRefusal, 0,
		"A wager id that no game has (or misspelt, or empty): the request is invalid; the expected error gives the wager's position.",
		mainPay},
	FlagWagerNotOffered: {BugRefusal, 0,
		"A wager the game's rules do not offer (Super Six on No Commission v6, a Dragon Bonus on a game without it): the request is invalid, not unsupported (the rules say so for every engine); the expected error gives the wager's position.",
		mainPay},

	FlagPairSameRank: {BugInterpretation, 1,
		"A pair is two cards of the same rank: Ten-Ten is a pair; Ten with a picture card, or two different picture cards (or Stars), are not.",
		interp(1)},
	FlagTigerPairHighestOnly: {BugInterpretation, 2,
		"Tiger Pair pays only its highest category: Twin (both hands pairs of the same rank) 100, else Double 20, else Single 4. Two pairs of the same point value but different ranks are a Double.",
		interp(2)},
	FlagPreciousPairHighestOnly: {BugInterpretation, 3,
		"Precious Pair pays only its highest category; a pair is the same rank and suited is the same suit.",
		interp(3)},
	FlagExactFractionRoundDown: {BugInterpretation, 4,
		"Banker at 0.95 to 1 and the 1 to 2 payouts (Banker with 6; Player with 4 in Fabulous 4's) are exact fractions of the stake, rounded down to the table's unit.",
		payClauses(fractional)},
	FlagTieBonusFixed: {BugInterpretation, 5,
		"The 6 Star Tie Bonus is a fixed amount (3,000 dollars for Flaming 9's on both hands, 30,000 dollars for 6 Stars on both hands) paid on each winning Tie wager on top of 8 to 1, whatever the stake; it is not rounded.",
		interp(5)},
	FlagFlaming9s: {BugInterpretation, 6,
		"Flaming 9's is a two-card Natural 9 of two Fire cards; winning with it pays 1.2 to 1. A 9 with one Fire card, or a three-card 9, is not Flaming 9's.",
		interp(6)},
	FlagElementBonusAnyOutcome: {BugInterpretation, 7,
		"Element Bonus: every card of both completed hands is of one element, whatever the outcome; pays by the number of cards (4, 5 or 6).",
		interp(7)},
	FlagDragonBonusNatural: {BugInterpretation, 8,
		"Dragon Bonus: a Natural is a two-card 8 or 9. A Natural tie pushes; a Natural win pays 1 to 1 whatever the margin; a non-Natural win pays by margin (4 to 9); any other outcome, a non-Natural tie included, loses.",
		interp(8)},
	FlagFabulous4sWinnerTotal: {BugInterpretation, 9,
		"Fabulous 4's: \"Player with a point total of 4\" means the Player wins with 4, and so on for every row; a hand that totals 4 but does not win pays nothing special.",
		interp(9)},
	FlagCutCardLastRound: {BugInterpretation, 12,
		"The cutting card, when it appears during a round, is removed, the round is completed with the following cards, and that round is the last of the shoe.",
		cutClauses},
	FlagVoidOnlyWhenDealt: {BugInterpretation, 13,
		"A card is foreign or extra only when it is dealt: tokens beyond the cards a round needs do not affect it. A card is extra when it is dealt more often than the decks hold it, counting every card dealt since the start of the given tokens.",
		func(g *reference.Game, d docClauses) []string { return ref(g.Document, d.foreign[0]) }},
	FlagShoeStopsAtVoid: {BugInterpretation, 14,
		"A shoe run stops at a void round (the shoe is faulty and its cards may be replaced); the earlier rounds stand.",
		func(g *reference.Game, d docClauses) []string { return ref(g.Document, d.previous, d.replace) }},
	FlagInsufficientVoid: {BugInterpretation, 15,
		"A round that runs out of cards is void, with the cards already dealt shown in their hands and the totals they make; its winner is null.",
		func(g *reference.Game, d docClauses) []string { return ref(g.Document, d.insufficient) }},
}

// stripDoc turns "document:clause" references of doc back into clause
// numbers.
func stripDoc(doc reference.DocumentID, refs []string) []string {
	p := string(doc) + ":"
	out := make([]string, 0, len(refs))
	for _, r := range refs {
		if len(r) > len(p) && r[:len(p)] == p {
			out = append(out, r[len(p):])
		}
	}
	return out
}

// note returns the note of a flag for a game.
func note(flag string, g *reference.Game) (Note, bool) {
	def, ok := flagDefs[flag]
	if !ok {
		return Note{}, false
	}
	cl := sortClauses(def.clauses(g, documentClauses[g.Document]))
	return Note{BugType: def.bugType, Description: def.desc, Interpretation: def.interp, Clauses: cl}, true
}

// sortClauses removes duplicates and empty references and orders
// "document:clause" references by document, then clause number
// (clauses.Compare order).
func sortClauses(refs []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, r := range refs {
		if r != "" && !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return lessClause(out[i], out[j]) })
	return out
}
