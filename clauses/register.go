package clauses

import (
	"fmt"
	"maps"
	"slices"
	"sync"
	"sync/atomic"
)

// This file is the catalog's rules packs: a pack's document joins the
// kit's five for the rest of the process (docs/packs.md).

// withPacks is the kit's catalog and the packs' registered since, nil
// until the first Register. It is replaced whole, never changed in place.
var withPacks atomic.Pointer[catalog]

// registerMu serialises Register's read-copy-replace.
var registerMu sync.Mutex

// current is the catalog the package answers from.
func current() *catalog {
	if c := withPacks.Load(); c != nil {
		return c
	}
	return loadCatalog()
}

// Register adds a rules pack's catalog to the kit's for the rest of the
// process: Documents, Lookup and Build answer with it from then on. The
// words of its clauses are read from text, the pack's rules text, as the
// kit reads its own documents'; its sections are the pack's own. A
// document id already known, a clause list the catalog's rules refuse
// (an empty, malformed or repeated number, clauses out of order) or a
// clause the text does not print is refused, and nothing is added.
func Register(d Document, text string) error {
	registerMu.Lock()
	defer registerMu.Unlock()
	have := current()
	if _, known := have.docPos[d.ID]; known || d.ID == "" {
		return fmt.Errorf("rules document %q: known already or empty: want an id no other document has", d.ID)
	}
	d.Clauses = append([]Clause(nil), d.Clauses...)
	if err := checkClauses(d.ID, &d, false); err != nil {
		return err
	}
	words, err := extractWords(d, text)
	if err != nil {
		return err
	}
	for i := range d.Clauses {
		d.Clauses[i].Words = words[d.Clauses[i].Clause]
	}
	withPacks.Store(newCatalog(append(append([]Document(nil), have.docs...), d)))
	return nil
}

// PackDocuments returns the ids of the rules packs' documents registered,
// in their order: Documents but the kit's five.
func PackDocuments() []string { return DocumentIDs()[len(documentOrder):] }

// KitDocumentIDs returns the ids of the kit's own five documents, whatever
// packs are registered.
func KitDocumentIDs() []string { return slices.Clone(documentOrder) }

// packDeals is each registered pack's deal blame data (RegisterDeal), nil
// until the first. Replaced whole, never changed in place.
var packDeals atomic.Pointer[map[string]DealFields]

// RegisterDeal sets which clauses of a registered rules pack govern each
// field of a round's answer, as pack.json's "deal" states them with the
// pack's clause numbers ("3.2"): blame by first divergence then fails
// those clauses (DealFieldsOf). Every number must be a clause of the
// pack's catalog. The cutting card's interpretation (12) is the kit's and
// applies to every game, so it is added to the pack's cutting-card
// clauses.
func RegisterDeal(doc string, f DealFields) error {
	registerMu.Lock()
	defer registerMu.Unlock()
	c := current()
	if _, ok := c.docPos[doc]; !ok {
		return fmt.Errorf("deal clauses of %q: the document is not registered", doc)
	}
	var bad []string
	ref := func(n string) string {
		if _, ok := c.lookup(doc, n); !ok {
			bad = append(bad, n)
		}
		return doc + ":" + n
	}
	refs := func(ns []string) []string {
		out := make([]string, 0, len(ns))
		for _, n := range ns {
			out = append(out, ref(n))
		}
		return out
	}
	out := DealFields{PointValues: refs(f.PointValues), Totals: refs(f.Totals), DealOrder: refs(f.DealOrder),
		Natural: refs(f.Natural), PlayerDraw: refs(f.PlayerDraw), BankerStood: refs(f.BankerStood), BankerDrew: refs(f.BankerDrew),
		Winner: refs(f.Winner), Tie: refs(f.Tie), Cut: append(refs(f.Cut), InterpCut), Foreign: refs(f.Foreign),
		Earlier: refs(f.Earlier), Insufficient: refs(f.Insufficient)}
	if f.Decks != "" {
		out.Decks = ref(f.Decks)
	}
	if len(bad) > 0 {
		return fmt.Errorf("deal clauses of %s: %v are not clauses of its catalog", doc, bad)
	}
	next := map[string]DealFields{}
	if m := packDeals.Load(); m != nil {
		next = maps.Clone(*m)
	}
	next[doc] = out
	packDeals.Store(&next)
	return nil
}
