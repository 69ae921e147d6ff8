// Package reference is the kit's executable reading of the five Marina Bay
// Sands baccarat rules documents: cards and decks, the deal and the Table of
// Play, the games and their pay tables as data, settlement with exact
// rational odds, irregularities that void a round, the table lifecycle, and a
// shoe runner.
//
// Everything else in the kit (features, fuzzing, vectors, certification) is
// checked against this package, so it imports nothing of the kit.
//
// Where a file implements a rule it says which clause; the interpretations of
// unclear clauses are those of the kit's contract (README.md "The contract";
// numbered 1 to 12) and docs/interpretations.md, cited as "interpretation N".
//
// A map of the files:
//
//	card.go       cards, ranks, suits and elements, point values (rule 3.3), notation
//	deck.go       52- and 65-card decks, shoes of 4 to 10 decks (rule 2.1)
//	deal.go       the coup: deal order, naturals, the Table of Play, totals, winner
//	games.go      games, wagers and pay-table rows; the 11 games, decoded from games/*.json
//	games/        one game file per rules document: its games, wagers and pay tables, as JSON
//	gamefile.go   the strict reader of a game file (docs/packs.md "The game definition")
//	gamefile_json.go  strict JSON for it: one object, no unknown or repeated member, errors in the format's words
//	odds.go       exact odds, and "A to B" as a game file writes them
//	events.go     the conditions behind every pay-table row (pairs, Tigers, Dragon, Perfect Pair, ...)
//	events_wins_with.go  one family of them: a hand winning on a total with two or three cards (WinsWith)
//	reads.go      what each event reads of the dealt cards: the one table the analysis and the exhaustive walk split by
//	settle.go     settlement: odds, rounding, Tie Bonus, push and void
//	shoe.go       a whole shoe, round after round, until the cutting card
//	table.go      the table lifecycle: betting window, limits, interruptions
package reference
