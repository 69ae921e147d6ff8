// Package independent is a second baccarat engine, written from the five
// rules documents and the kit's contract (CONTRACT.md, docs/interpretations.md)
// without reference to the kit's reference engine, so that the two can check
// each other by separate paths.
//
// It speaks the wire vocabulary of package adapter directly: card tokens are
// parsed into a small card value of its own, the Table of Play is an explicit
// 8x11 lookup table transcribed from the documents (table.go), and each game's
// settlement is a per-wager ordered list of (condition, pay) rows (paytable.go)
// of which the first that holds applies.
//
// The engine can be built with planted defects ([New] with defect names,
// [Defects] for their catalogue): realistic mistakes an engine vendor might
// make, each switchable by name and tagged with the clauses a conformance kit
// should name when it catches them. They exist to prove that the kit's checks
// catch what they claim to catch.
package independent
