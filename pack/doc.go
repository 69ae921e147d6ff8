// Package pack is a rules pack's folder: what a lab that receives a new
// house's numbered rules text starts from it (New, Create), and the check
// of the folder as the lab fills it in (Lint). A pack holds, for one rules
// document that is not one of the kit's own, what the kit holds for each
// of its own: the text, the clause catalog, the feature files that quote
// and test its clauses, and the games.
//
// The pack folder (docs/packs.md, "The pack folder"):
//
//	pack.json                 {"id", "title", "edition", "rules", "catalog", "games", "features"}:
//	                          the pack's document id and where its parts are, inside the folder
//	rules.txt                 the rules text, as received
//	catalog.json              the clause catalog, in the format of the kit's clauses/data/<document>.json
//	features/NN-<section>.feature   per top-level section, a Rule per clause quoting its words,
//	                          tagged @clause:<id>:<clause>; the scenarios go under the Rules
//	games.json                {"document": <id>, "games": []}: the game definitions (not linted yet)
//
// The clauses are read from the text as the kit reads its own
// (clauses.ScanText): a clause starts a line with its number of two or
// more components and ends at the next clause or section heading; a
// section is named by its heading ("How to Play" is how-to-play).
//
// A map of the files:
//
//	manifest.go       pack.json: the Manifest, the default file names, the id's form
//	new.go            New: the files of a new pack from a rules text
//	catalog.go        catalog.json: written one clause a line, read as the kit reads its own
//	feature.go        a new pack's feature file of one section
//	create.go         Create: the files written into a new or empty folder, nothing written over
//	lint.go           Lint and its findings: reading the pack part by part
//	lint_catalog.go   the catalog against the text; the coverage of every clause
//	lint_features.go  the feature files: parsing, quotes, tags
//	lint_games.go     the game file: read as Load reads it, its clauses the catalog's
//	kit.go            KitFiles: one of the kit's five documents laid out as a pack
//	printable.go      every file of a pack printable text: no control or bidirectional character
//	load.go           Load and Install: a pack read into memory, its document, features and games made known to the process
package pack
