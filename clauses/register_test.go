package clauses

import (
	"strings"
	"testing"
)

// TestRegister: a pack's document joins the catalog after the kit's five,
// its clauses' words read from its text; an id known already, or a clause
// its text does not print, is refused and nothing is added.
func TestRegister(t *testing.T) {
	before := withPacks.Load()
	t.Cleanup(func() { withPacks.Store(before) })
	text := "HOUSE RULES\n\n1. Definitions\n\n1.1 A hand is the cards dealt to one side.\n\n2. How to Play\n\n2.1 The Banker wager pushes on a three-card 7.\n"
	doc := Document{ID: "harbour-ez", Title: "House Rules", Clauses: []Clause{
		{Clause: "1.1", Section: "definitions", Summary: "what a hand is"},
		{Clause: "2.1", Section: "how-to-play", Summary: "the Banker push"},
	}}
	if err := Register(doc, text); err != nil {
		t.Fatal(err)
	}
	ids := DocumentIDs()
	if len(ids) != 6 || ids[5] != "harbour-ez" {
		t.Fatalf("DocumentIDs after Register = %v: want the kit's five, then harbour-ez", ids)
	}
	cl, ok := Lookup("harbour-ez", "2.1")
	if !ok || cl.Document != "harbour-ez" || !strings.Contains(cl.Words, "pushes on a three-card 7") {
		t.Fatalf("Lookup(harbour-ez, 2.1) = %+v, %v: want the clause with its words from the text", cl, ok)
	}
	if err := Register(doc, text); err == nil || !strings.Contains(err.Error(), "known already") {
		t.Errorf("the same document again: %v, want it refused", err)
	}
	missing := Document{ID: "harbour-two", Clauses: []Clause{{Clause: "9.9", Section: "other"}}}
	if err := Register(missing, text); err == nil {
		t.Error("a clause the text does not print was registered")
	}
	if n := len(Documents()); n != 6 {
		t.Errorf("%d documents after the refusals: want 6", n)
	}
}
