// Package independent is a second baccarat engine, written from the five
// rules documents and the kit's contract (README.md "The contract", docs/interpretations.md)
// without reference to the kit's reference engine, so that the two can check
// each other by separate paths.
//
// It speaks the wire vocabulary of package adapter directly: card tokens are
// parsed into a small card value of its own, the Table of Play is an explicit
// 8x11 lookup table transcribed from the documents (table.go), and each game's
// settlement is a per-wager ordered list of (condition, pay) rows (paytable.go)
// of which the first that holds applies. The conditions of the variants
// beyond the five documents that a rules pack may pay on (Either and Perfect
// Pair, EZ Baccarat's Dragon 7 and Panda 8, ...) are in variants.go, by
// their wire ids.
//
// Beside the kit's 11 games it plays the games of game files, a rules
// pack's ([NewWithGames]; docs/packs.md "The game definition"): its own
// reader of the format (gamefile.go) turns each wager's rows into a pay
// table like the hand-written ones, each row's event into the engine's
// own condition of it (events.go, variants.go). Such a game is played by
// coup and shoe, never at a table. The defects of game files
// ([PackDefects], defects_pack.go) corrupt the rows that pay on named
// events, and name those rows' clauses ([Engine.DefectInfos]).
//
// The engine can be built with planted defects ([New] with defect names,
// [Defects] for their catalogue): realistic mistakes an engine vendor might
// make, each switchable by name and tagged with the clauses a conformance kit
// should name when it catches them. They exist to prove that the kit's checks
// catch what they claim to catch. The defects of the deal and the pay tables
// show on coup and shoe requests, and an engine built with one does not claim
// the table capability; the defects of the table lifecycle
// ([DefectInfo].Table: late wagers and withdrawals, limits, playing areas,
// the table differential, interruptions, the device reset) show on table
// requests only, and an engine built with them claims the table.
package independent

// Readings of the wire contract
//
// Where the contract (README.md "The contract", docs/interpretations.md)
// does not say, this engine takes the readings below; a differential run
// against the reference will show any that differ.
//
//   - A request is checked in this order: game (unknown: "unsupported"),
//     decks (4 to 10), table rounding (negative: "invalid"), each wager in
//     turn (unknown id, not offered, stake outside 1 to 10^12), then every
//     card token, whether or not the round reaches it (unknown token or a
//     second CUT: "invalid", naming the 1-based position).
//   - "10" is accepted for the rank T of standard cards ("10S") but not of
//     6 Star cards ("10Fi" is refused: the contract allows "10" only in its
//     notation of 52-card decks); tokens are case-sensitive ("as" is refused).
//   - A void round reports the point totals of the cards it shows.
//   - The same wager id may appear more than once; each is settled.
//   - A shoe whose round meets the cutting card and is also void ends
//     "void"; one whose cut-card round uses the last card ends "cut-card";
//     a shoe given no cards has no rounds and ends "exhausted".
