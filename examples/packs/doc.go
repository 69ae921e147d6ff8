// Package packs holds two example rules packs (docs/packs.md), each a
// complete pack folder for an invented house, Harbour Club, so that a lab
// has a finished pack to copy from and the kit has packs to certify
// against (`bacctk certify --pack DIR`):
//
//	harbour-ez/       an EZ-style game: no commission, a Banker win with a
//	                  three-card 7 pushes; the Dragon 7 and Panda 8 side wagers
//	harbour-pairs/    a 5% commission game with Player, Banker, Either and
//	                  Perfect Pair wagers
//
// The Go files only test the packs; there is no code to import.
//
// A map of the files:
//
//	doc.go            this map
//	packs_test.go     the packs lint clean, and every scenario passes on the
//	                  reference with the packs installed (pack.Install)
//	certify_test.go   certify against each pack: the reference passes; the
//	                  independent engine with each planted defect of game
//	                  files fails under exactly the clauses it breaks
//	defects_test.go   a game definition with a planted mistake fails the
//	                  scenarios of the clause it breaks
//	schema_test.go    each games.json is valid against docs/games.schema.json
//	edges_test.go     the games price at their published 8-deck house edges
//	README.md         what each pack is, and how to certify against it
package packs
