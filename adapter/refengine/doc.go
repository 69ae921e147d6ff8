// Package refengine is the kit's reference engine in process: an
// adapter.Engine that deals and settles with package reference, so that
// every check, the protocol server (`bacctk engine`) and the judges can ask
// the reference exactly as they ask a vendor's engine. It lives apart from
// package adapter so that the interface package holds only the interface
// and its wire vocabulary; adapter imports neither this package nor
// reference (its TestAdapterImportsNoEngine), and the contract's names it
// writes as plain values are held to the reference's here
// (TestWireNamesAreReferences, wire_test.go).
//
//	e := refengine.New()                  // the kit's reading of the rules
//	e := refengine.NewUnder(readings)     // another reading (docs/interpretations.md)
//	f := refengine.NewFast()              // the same answers, a lean coup path
//
// A map of the files:
//
//	engine.go  Engine: hello, coup, coups and shoe; EncodeRound and EncodeSettlement, the reference's results on the wire
//	table.go   the table capability: TableConfig, DecodeTableEvent, EncodeTableStep and EncodeTableRound
//	fast.go    Fast: the same answers with lookup tables and fewer allocations, for the differential checks; ParseToken
package refengine
