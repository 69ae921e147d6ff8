package vectors

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"sort"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// The generator's identity, written into every file. Bump GeneratorVersion
// whenever the generated content changes for a reason other than a change
// in the reference.
const (
	GeneratorName    = "bacctk vectors generate"
	GeneratorVersion = "1.1.0"
)

// Seed is the first word of every PCG the generator uses; the second is a
// hash of the game id and of what the generator is looking for, so that
// adding a target never changes the cards of another.
const Seed uint64 = 0x62616363746b7631 // "bacctkv1"

// Dir is the directory, inside FS and inside the repository's vectors/
// folder, that holds the vector files of format version 1.
const Dir = "testvectors_v1"

// Default parameters of the generated tests.
const (
	defaultDecks = 8
	defaultStake = 1000 // ten dollars
	trailing     = 2    // cards given after those a round needs
	maxTries     = 5_000_000
)

// Generate builds every vector file from the reference, in canonical form,
// keyed by path inside FS ("testvectors_v1/<game-id>.json"). It is
// deterministic: two calls give the same bytes.
func Generate() (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, g := range reference.Games() {
		f, err := GenerateFile(g.ID)
		if err != nil {
			return nil, err
		}
		b, err := Encode(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", g.ID, err)
		}
		out[Dir+"/"+string(g.ID)+".json"] = b
	}
	return out, nil
}

// GenerateFile builds the vector file of one game.
func GenerateFile(id reference.GameID) (*File, error) {
	g, err := reference.LookupGame(id)
	if err != nil {
		return nil, err
	}
	b := &builder{g: g, doc: documentClauses[g.Document], pool: g.Deck.Cards()}
	b.tableOfPlay()
	b.naturals()
	b.payRows()
	b.losingBoundaries()
	b.interpretations()
	b.voids()
	b.cutCards()
	b.rounding()
	b.largeStakes()
	b.randomSample()
	b.shoes()
	b.refusals()
	b.tables()
	if b.err != nil {
		return nil, fmt.Errorf("%s: %w", g.ID, b.err)
	}
	return b.file()
}

// pending is a test before the reference has settled it.
type pending struct {
	typ      string
	decks    int
	rounding int64
	comment  string
	flags    []string
	clauses  []string // "document:clause" references the test aims at
	cards    []reference.Card
	wagers   []reference.Wager
	// tokens, when set, are the cards as the request writes them (the
	// "10" spelling, or tokens that are not cards); rawWagers the wagers
	// of a refusal test, which the reference's types cannot all hold;
	// refusal the error a refusal test expects.
	tokens    []string
	rawWagers []adapter.Wager
	refusal   *ExpectedError
	// table is a table test's request (gen_table.go).
	table *tableScript
}

type builder struct {
	g     *reference.Game
	doc   docClauses
	pool  []reference.Card
	tests []pending
	err   error
}

func (b *builder) fail(format string, args ...any) {
	if b.err == nil {
		b.err = fmt.Errorf(format, args...)
	}
}

// refs writes clause numbers of the game's document as references.
func (b *builder) refs(clauses ...string) []string { return ref(b.g.Document, clauses...) }

// add queues a coup test.
func (b *builder) add(decks int, rounding int64, comment string, flags, clauses []string, cards []reference.Card, wagers []reference.Wager) {
	if cards == nil {
		return // the search failed and said so
	}
	b.tests = append(b.tests, pending{typ: TypeCoup, decks: decks, rounding: rounding, comment: comment,
		flags: flags, clauses: clauses, cards: cards, wagers: wagers})
}

// addShoe queues a shoe test.
func (b *builder) addShoe(decks int, comment string, flags, clauses []string, cards []reference.Card, wagers []reference.Wager) {
	if cards == nil {
		return
	}
	b.tests = append(b.tests, pending{typ: TypeShoe, decks: decks, rounding: 1, comment: comment,
		flags: flags, clauses: clauses, cards: cards, wagers: wagers})
}

// required returns a default stake on every wager the game always offers.
func (b *builder) required() []reference.Wager {
	var ws []reference.Wager
	for _, w := range b.g.Wagers {
		if !w.Optional {
			ws = append(ws, reference.Wager{ID: w.ID, Stake: defaultStake})
		}
	}
	return ws
}

// with returns the required wagers plus the given ones (optional wagers in
// table order), so that an engine lacking an optional wager loses only the
// tests of that wager.
func (b *builder) with(ids ...reference.WagerID) []reference.Wager {
	ws := b.required()
	for _, w := range b.g.Wagers {
		if !w.Optional {
			continue
		}
		for _, id := range ids {
			if w.ID == id {
				ws = append(ws, reference.Wager{ID: w.ID, Stake: defaultStake})
			}
		}
	}
	return ws
}

// optionalFlag returns FlagOptionalWager when one of the wagers is
// optional in the game.
func (b *builder) optionalFlag(ids ...reference.WagerID) []string {
	for _, id := range ids {
		if w, ok := b.g.Wager(id); ok && w.Optional {
			return []string{FlagOptionalWager}
		}
	}
	return nil
}

// rng returns the generator's random source for one key.
func (b *builder) rng(key string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(string(b.g.ID) + "\x00" + key))
	return rand.New(rand.NewPCG(Seed, h.Sum64()))
}

// coupPred is what a search looks for: tokens are every card the search
// drew (the round's and those after it), c the coup they deal.
type coupPred func(tokens []reference.Card, c *reference.Coup) bool

// find searches, deterministically, for a round of play in which pred
// holds: it draws cards at random from pool (with a PCG seeded from key)
// and deals them with the reference until pred holds. It returns the
// round's cards and the trailing cards after them.
func (b *builder) find(key string, decks int, pool []reference.Card, pred coupPred) []reference.Card {
	if b.err != nil {
		return nil
	}
	r := b.rng("find/" + key)
	var buf [6 + trailing]reference.Card
	for try := 0; try < maxTries; try++ {
		for i := range buf {
			buf[i] = pool[r.IntN(len(pool))]
		}
		c := reference.Deal(b.g.Deck, decks, buf[:])
		if pred(buf[:], &c) {
			n := min(c.CardsUsed+trailing, len(buf))
			return append([]reference.Card(nil), buf[:n]...)
		}
	}
	b.fail("no round found for %q in %d tries", key, maxTries)
	return nil
}

// file settles every queued test with the reference, groups the tests by
// their shared parameters (in order of first appearance), numbers them and
// writes the notes of the flags they use.
func (b *builder) file() (*File, error) {
	f := &File{
		Schema: SchemaName, Game: string(b.g.ID), Document: string(b.g.Document), Edition: b.g.Edition,
		GeneratorName: GeneratorName, GeneratorVersion: GeneratorVersion,
		Header: []string{
			fmt.Sprintf("Golden vectors for %s (%s), rules document %s (%s).", b.g.ID, b.g.Name, b.g.Document, b.g.Edition),
			"Every expected value is the kit's reference engine's result (reference " + refengine.Version + "); the cards of each targeted test were found by a deterministic search (math/rand/v2 PCG seeded from the game id and the target).",
			"A CoupTest deals one round from cards (the remainder of the shoe, in draw order) and settles wagers; expected is exactly the JSON of `bacctk coup --json`. A ShoeTest plays a whole shoe (engine capability \"shoe\").",
			"Money is in integer minor units (cents); odds are exact fractions n/d; payouts are rounded down to the group's table.rounding.",
			"Regenerate with `bacctk vectors generate`; check with `bacctk vectors lint`; run against an engine with `bacctk vectors verify --engine CMD`.",
		},
		Notes: map[string]Note{},
	}
	type key struct {
		typ      string
		decks    int
		rounding int64
	}
	index := map[key]int{}
	for _, p := range b.tests {
		t, err := b.settle(&p)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", b.g.ID, p.comment, err)
		}
		k := key{p.typ, p.decks, p.rounding}
		gi, ok := index[k]
		if !ok {
			gi = len(f.TestGroups)
			index[k] = gi
			f.TestGroups = append(f.TestGroups, Group{Type: p.typ, Game: string(b.g.ID), Decks: p.decks, Table: Table{Rounding: p.rounding}})
		}
		f.TestGroups[gi].Tests = append(f.TestGroups[gi].Tests, t)
		for _, fl := range t.Flags {
			n, ok := note(fl, b.g)
			if !ok {
				return nil, fmt.Errorf("%s: flag %q has no definition", b.g.ID, fl)
			}
			f.Notes[fl] = n
		}
	}
	n := 0
	retired := Retired()
	for gi := range f.TestGroups {
		g := &f.TestGroups[gi]
		for ti := range g.Tests {
			n++
			t := &g.Tests[ti]
			t.TcID = n
			id, err := ContentID(f.Game, g, t)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %w", b.g.ID, t.Comment, err)
			}
			if line := retired[id]; line > 0 {
				return nil, fmt.Errorf("%s: %s: its id %s is retired (%s line %d): a retired id is never used again; change the test", b.g.ID, t.Comment, id, RetiredFile, line)
			}
			t.ID = id
		}
	}
	f.NumberOfTests = n
	return f, nil
}

// settle runs a queued test through the reference and writes it as a
// vector: the expected result, and the clauses it aims at plus those of
// every pay-table row that settled a wager (won or pushed).
func (b *builder) settle(p *pending) (Test, error) {
	switch p.typ {
	case TypeRefusal:
		return b.settleRefusal(p)
	case TypeTable:
		return b.settleTable(p)
	}
	t := Test{Comment: p.comment, Flags: sortFlags(p.flags), Cards: reference.Tokens(p.cards), Wagers: make([]adapter.Wager, len(p.wagers))}
	for i, w := range p.wagers {
		t.Wagers[i] = adapter.Wager{Wager: string(w.ID), Stake: w.Stake}
	}
	if p.tokens != nil {
		t.Cards = p.tokens
	}
	cl := append([]string(nil), p.clauses...)
	if p.decks == reference.MinDecks || p.decks == reference.MaxDecks {
		// a shoe at either end of rule 2.1's four to ten decks
		cl = append(cl, b.refs("2.1")...)
	}
	table := reference.TableSettings{Rounding: p.rounding}
	settled := func(ss []reference.Settlement) {
		for _, s := range ss {
			if s.Result == reference.Win || s.Result == reference.Push {
				cl = append(cl, s.Clause)
			}
		}
	}
	switch p.typ {
	case TypeCoup:
		r, err := reference.Play(b.g, p.decks, p.cards, p.wagers, table)
		if err != nil {
			return Test{}, err
		}
		settled(r.Settlements)
		res := refengine.EncodeRound(&r)
		t.Expected.Coup = &res
	case TypeShoe:
		run, err := reference.RunShoe(b.g, p.decks, p.cards, p.wagers, table)
		if err != nil {
			return Test{}, err
		}
		res := adapter.ShoeResult{CardsUsed: run.CardsUsed, End: run.End.String(), Rounds: make([]adapter.CoupResult, len(run.Rounds))}
		for i := range run.Rounds {
			settled(run.Rounds[i].Settlements)
			res.Rounds[i] = refengine.EncodeRound(&run.Rounds[i])
		}
		t.Expected.Shoe = &res
	}
	t.Clauses = sortClauses(cl)
	t.Flags = sortFlags(append(t.Flags, b.resultFlags(p, t.Expected)...))
	return t, nil
}

// resultFlags are the interpretation flags a coup or shoe test rests on,
// read from its expected result: 16 (the unit rounds whole odds too), 17
// (the voiding card is shown) and 18 (No Commission v6 and 6 Star take the
// cutting card and extra cards from the later documents).
func (b *builder) resultFlags(p *pending, e Expected) []string {
	var rounds []adapter.CoupResult
	if e.Coup != nil {
		rounds = append(rounds, *e.Coup)
	}
	if e.Shoe != nil {
		rounds = append(rounds, e.Shoe.Rounds...)
	}
	var out []string
	early := b.g.Document == reference.DocNCB || b.g.Document == reference.DocSixStar
	for _, r := range rounds {
		if r.Void == reference.ForeignCard.String() || r.Void == reference.ExtraCard.String() {
			out = append(out, FlagVoidCardShown)
		}
		if early && (r.CutCard || r.Void == reference.ExtraCard.String()) {
			out = append(out, FlagLaterDocumentsApplied)
		}
		for _, s := range r.Settlements {
			var num, den int64
			if p.rounding > 1 && s.Result == "win" && s.Bonus == 0 {
				if _, err := fmt.Sscanf(s.Odds, "%d/%d", &num, &den); err == nil && den == 1 && (s.Stake*num)%p.rounding != 0 {
					out = append(out, FlagRoundingWholeOdds)
				}
			}
		}
	}
	return out
}

// sortFlags removes duplicates and sorts flags, so that a test's flags do
// not depend on the order the generator attached them.
func sortFlags(flags []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, f := range flags {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	sort.Strings(out)
	return out
}

// flags joins flag lists.
func flags(lists ...[]string) []string {
	var out []string
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func fl(f ...string) []string { return f }
