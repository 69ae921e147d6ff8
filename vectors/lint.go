package vectors

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
)

// Lint checks one vector file beyond decoding: the schema (through Decode),
// then unique and sequential tcIds, stable ids (their form, unique, not
// retired, and matching the test's content), numberOfTests, a note for every flag and
// a flag for every note, known clauses (clauses.Lookup) of the file's
// document, known games and wagers the game offers, card tokens, expected
// settlements that answer the test's wagers in order, and the canonical
// form (Encode). It returns every problem found; none means the file is
// clean.
func Lint(name string, data []byte) []*Error {
	f, err := Decode(name, data)
	if err != nil {
		return asErrors(name, err)
	}
	l := &linter{name: name, data: data, f: f, retired: Retired(), ids: map[string]string{}}
	l.file()
	return l.problems
}

// LintFS lints every vector file of fsys (see Load for which files), and
// that no id is used in two files.
func LintFS(fsys fs.FS) ([]*Error, error) {
	paths, err := vectorPaths(fsys)
	if err != nil {
		return nil, err
	}
	var out []*Error
	ids := map[string]string{}
	retired := Retired()
	for _, p := range paths {
		data, err := ReadFS(fsys, p)
		if err != nil {
			// A file too large to read, or unreadable, is a problem of
			// that file; the others are still linted.
			out = append(out, asErrors(p, err)...)
			continue
		}
		f, err := Decode(p, data)
		if err != nil {
			out = append(out, asErrors(p, err)...)
			continue
		}
		l := &linter{name: p, data: data, f: f, retired: retired, ids: ids}
		l.file()
		out = append(out, l.problems...)
	}
	return out, nil
}

// asErrors flattens a Decode error into *Error values.
func asErrors(name string, err error) []*Error {
	var out []*Error
	eachError(err, func(err error) {
		var e *Error
		if !errors.As(err, &e) {
			e = &Error{File: name, Msg: err.Error()}
		}
		out = append(out, e)
	})
	return out
}

// eachError calls f on each error err joins (errors.Join, nested), or on
// err itself when it joins none.
func eachError(err error, f func(error)) {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			eachError(e, f)
		}
		return
	}
	f(err)
}

type linter struct {
	name     string
	data     []byte
	f        *File
	problems []*Error
	// retired are the retired ids; ids the ids seen so far (in this file
	// and, under LintFS, in the files before it), with where.
	retired map[string]int
	ids     map[string]string
}

// report records a problem at a JSON pointer inside the file.
func (l *linter) report(ptr []string, tcID int, format string, args ...any) {
	if len(l.problems) >= maxErrors {
		return
	}
	l.problems = append(l.problems, at(l.name, l.data, ptr, tcID, fieldPath(ptr), fmt.Sprintf(format, args...)))
	if len(l.problems) == maxErrors {
		l.problems = append(l.problems, &Error{File: l.name, Msg: "more problems not shown"})
	}
}

func ptr(parts ...any) []string {
	out := make([]string, len(parts))
	for i, p := range parts {
		out[i] = fmt.Sprint(p)
	}
	return out
}

func (l *linter) file() {
	f := l.f
	g, err := reference.LookupGame(reference.GameID(f.Game))
	if err != nil {
		l.report(ptr("game"), 0, "%v", err)
		return
	}
	if f.Document != string(g.Document) {
		l.report(ptr("document"), 0, "game %s is played under document %s, not %s", g.ID, g.Document, f.Document)
	}
	if f.Edition != g.Edition {
		l.report(ptr("edition"), 0, "document %s is edition %q, not %q", g.Document, g.Edition, f.Edition)
	}
	for flag, n := range f.Notes {
		if _, ok := flagDefs[flag]; !ok {
			// A note for a flag the kit does not define is allowed (a file
			// written by hand may add flags) but must explain itself.
			if strings.TrimSpace(n.Description) == "" {
				l.report(ptr("notes", flag, "description"), 0, "empty description")
			}
		}
		if n.Interpretation > MaxInterpretation {
			l.report(ptr("notes", flag, "interpretation"), 0, "no interpretation %d: the kit's are numbered 1 to %d", n.Interpretation, MaxInterpretation)
		}
		for i, c := range n.Clauses {
			l.clause(ptr("notes", flag, "clauses", i), 0, g, c)
		}
	}
	used := map[string]bool{}
	n, want := 0, 1
	seen := map[int]string{}
	for gi := range f.TestGroups {
		grp := &f.TestGroups[gi]
		if grp.Game != f.Game {
			l.report(ptr("testGroups", gi, "game"), 0, "group game %s differs from the file's game %s", grp.Game, f.Game)
		}
		if err := reference.CheckDecks(grp.Decks); err != nil && grp.Type != TypeRefusal {
			l.report(ptr("testGroups", gi, "decks"), 0, "%v", err)
		}
		for ti := range grp.Tests {
			t := &grp.Tests[ti]
			n++
			base := ptr("testGroups", gi, "tests", ti)
			here := func(more ...any) []string { return append(append([]string{}, base...), ptr(more...)...) }
			if prev, dup := seen[t.TcID]; dup {
				l.report(here("tcId"), t.TcID, "tcId %d is used twice (first at %s)", t.TcID, prev)
			} else {
				seen[t.TcID] = fieldPath(base)
				if t.TcID != want {
					l.report(here("tcId"), t.TcID, "tcIds must run 1, 2, 3, ... in file order: want %d here, got %d", want, t.TcID)
				}
			}
			want = t.TcID + 1
			l.id(grp, t, here)
			for i, fl := range t.Flags {
				used[fl] = true
				if _, ok := f.Notes[fl]; !ok {
					l.report(here("flags", i), t.TcID, "flag %q has no note in the file's notes", fl)
				}
			}
			for i, c := range t.Clauses {
				l.clause(here("clauses", i), t.TcID, g, c)
			}
			if len(t.Clauses) == 0 && !l.interpreted(t) {
				l.report(here("clauses"), t.TcID, "no clause: a test cites the clauses it exercises, or carries the flag of the interpretation it rests on")
			}
			l.test(g, grp, t, here)
		}
	}
	for flag := range f.Notes {
		if !used[flag] {
			l.report(ptr("notes", flag), 0, "note for flag %q, which no test uses", flag)
		}
	}
	if f.NumberOfTests != n {
		l.report(ptr("numberOfTests"), 0, "numberOfTests is %d, but the groups hold %d tests", f.NumberOfTests, n)
	}
	canon, err := Encode(f)
	if err != nil {
		l.report(nil, 0, "cannot re-encode: %v", err)
		return
	}
	if !bytes.Equal(canon, l.data) {
		line := firstDifferentLine(canon, l.data)
		l.problems = append(l.problems, &Error{File: l.name, Line: line, Col: 1,
			Msg: "not in canonical form (2-space indent, keys in schema order, notes sorted, no HTML escaping, one trailing newline); regenerate with 'bacctk vectors generate' or re-encode with vectors.Encode"})
	}
}

// id checks a test's stable id: its form, the file's game, that it is
// not retired, used once, and that the test's content is the one it was
// published with (an id whose content changes is a new test: give it a new
// id and retire the old one).
func (l *linter) id(grp *Group, t *Test, here func(...any) []string) {
	p := here("id")
	m := idPattern.FindStringSubmatch(t.ID)
	if m == nil {
		l.report(p, t.TcID, "id %q: want game/kind-hash (e.g. %s/coup-0123456789ab)", t.ID, l.f.Game)
		return
	}
	where := fmt.Sprintf("%s tcId %d", l.name, t.TcID)
	if first, dup := l.ids[t.ID]; dup {
		l.report(p, t.TcID, "id %s is used twice (first by %s): every test has its own id", t.ID, first)
	} else {
		l.ids[t.ID] = where
	}
	if m[1] != l.f.Game {
		l.report(p, t.TcID, "id %s names game %s; this file is of %s", t.ID, m[1], l.f.Game)
	}
	if line := l.retired[t.ID]; line > 0 {
		l.report(p, t.TcID, "id %s is retired (%s line %d): a retired id is never used again", t.ID, RetiredFile, line)
	}
	want, err := ContentID(l.f.Game, grp, t)
	if err != nil {
		l.report(p, t.TcID, "%v", err)
		return
	}
	if want != t.ID {
		l.report(p, t.TcID, "the content of test %s has changed (it now hashes to %s): a changed test is a new test; give it the new id and add %s to %s", t.ID, want, t.ID, RetiredFile)
	}
}

// interpreted reports whether one of the test's flags stands for an
// interpretation.
func (l *linter) interpreted(t *Test) bool {
	for _, fl := range t.Flags {
		if l.f.Notes[fl].Interpretation > 0 {
			return true
		}
	}
	return false
}

// clause checks a "document:clause" reference: a known clause of the file's
// document.
func (l *linter) clause(p []string, tcID int, g *reference.Game, ref string) {
	doc, num, ok := strings.Cut(ref, ":")
	if !ok {
		l.report(p, tcID, "clause %q: want document:clause, e.g. %s:3.9", ref, g.Document)
		return
	}
	if doc != string(g.Document) {
		l.report(p, tcID, "clause %q is of document %s; the game %s is played under %s", ref, doc, g.ID, g.Document)
		return
	}
	if _, ok := clauses.Lookup(doc, num); !ok {
		l.report(p, tcID, "clause %q is not in the clause catalog of %s (bacctk clauses)", ref, doc)
	}
}

// test checks what a test asks of an engine and what it expects.
func (l *linter) test(g *reference.Game, grp *Group, t *Test, here func(...any) []string) {
	switch grp.Type {
	case TypeRefusal:
		// The request is meant to be refused: its cards, wagers, decks
		// and rounding are whatever the refusal is about, and what the
		// expected error names must be wrong.
		if e := t.Expected.Error; e != nil {
			if msg := refusalFault(g, grp, t, e); msg != "" {
				l.report(here("expected"), t.TcID, "%s", msg)
			}
		}
		return
	case TypeTable:
		for i, ev := range t.Events {
			if !knownEvent(ev.Type) {
				l.report(here("events", i, "type"), t.TcID, "event %d: unknown type %q (the types are %v): the whole request would be invalid", i+1, ev.Type, reference.EventTypes)
			}
			if ev.Type == string(reference.EventDeal) {
				if _, err := reference.ParseCard(ev.Card); err != nil {
					l.report(here("events", i, "card"), t.TcID, "event %d: %v: the whole request would be invalid", i+1, err)
				}
			}
		}
		if r := t.Expected.Table; r != nil && len(r.Steps) != len(t.Events) {
			l.report(here("expected", "steps"), t.TcID, "%d steps for %d events: want one per event, in order", len(r.Steps), len(t.Events))
		}
		return
	}
	if t.Config != nil || len(t.Events) > 0 {
		l.report(here("events"), t.TcID, "a %s has no config or events (those are a TableTest's)", grp.Type)
	}
	cut := 0
	for i, tok := range t.Cards {
		c, err := reference.ParseCard(tok)
		if err != nil {
			l.report(here("cards", i), t.TcID, "card %d: %v", i+1, err)
			continue
		}
		if c == reference.CutCard {
			if cut > 0 {
				l.report(here("cards", i), t.TcID, "card %d: a second cutting card (the first is card %d)", i+1, cut)
			}
			cut = i + 1
		}
	}
	for i, w := range t.Wagers {
		if !g.Offers(reference.WagerID(w.Wager)) {
			l.report(here("wagers", i, "wager"), t.TcID, "game %s does not offer wager %q (it offers %v)", g.ID, w.Wager, g.WagerIDs())
		}
	}
	check := func(p []string, n int, wagerAt func(i int) (string, int64)) {
		if n != len(t.Wagers) {
			l.report(p, t.TcID, "%d settlements for %d wagers: want one per wager, in the wagers' order", n, len(t.Wagers))
			return
		}
		for i, w := range t.Wagers {
			id, stake := wagerAt(i)
			if id != w.Wager || stake != w.Stake {
				l.report(append(append([]string{}, p...), strconv.Itoa(i)), t.TcID, "settlement %d is of %s staked %d; wager %d is %s staked %d", i+1, id, stake, i+1, w.Wager, w.Stake)
			}
		}
	}
	switch {
	case t.Expected.Coup != nil:
		r := t.Expected.Coup
		check(here("expected", "settlements"), len(r.Settlements), func(i int) (string, int64) { return r.Settlements[i].Wager, r.Settlements[i].Stake })
		if r.CardsUsed > len(t.Cards) {
			l.report(here("expected", "cardsUsed"), t.TcID, "cardsUsed %d is more than the %d cards given", r.CardsUsed, len(t.Cards))
		}
	case t.Expected.Shoe != nil:
		s := t.Expected.Shoe
		for ri, r := range s.Rounds {
			r := r
			check(here("expected", "rounds", ri, "settlements"), len(r.Settlements), func(i int) (string, int64) { return r.Settlements[i].Wager, r.Settlements[i].Stake })
		}
		if s.CardsUsed > len(t.Cards) {
			l.report(here("expected", "cardsUsed"), t.TcID, "cardsUsed %d is more than the %d cards given", s.CardsUsed, len(t.Cards))
		}
	}
}

// firstDifferentLine returns the 1-based line at which two texts first
// differ.
func firstDifferentLine(a, b []byte) int {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := 0; i < len(la) && i < len(lb); i++ {
		if !bytes.Equal(la[i], lb[i]) {
			return i + 1
		}
	}
	return min(len(la), len(lb)) + 1
}

func knownEvent(typ string) bool {
	for _, et := range reference.EventTypes {
		if string(et) == typ {
			return true
		}
	}
	return false
}

// refusalFault says what is inconsistent between a refusal test's request
// and the fault its expected error names, or "" when the named field is at
// fault.
func refusalFault(g *reference.Game, grp *Group, t *Test, e *ExpectedError) string {
	switch e.Field {
	case "decks":
		if reference.CheckDecks(grp.Decks) == nil {
			return fmt.Sprintf("the error is about decks, but %d decks is allowed (4 to 10)", grp.Decks)
		}
	case "table.rounding":
		if grp.Table.Rounding >= 0 {
			return fmt.Sprintf("the error is about the rounding, but a unit of %d is allowed", grp.Table.Rounding)
		}
	case "cards":
		if e.Position < 1 || e.Position > len(t.Cards) {
			return fmt.Sprintf("position %d is not one of the %d cards given", e.Position, len(t.Cards))
		}
		tok := t.Cards[e.Position-1]
		if c, err := reference.ParseCard(tok); err == nil {
			if c != reference.CutCard {
				return fmt.Sprintf("card %d (%q) is a card: nothing to refuse there", e.Position, tok)
			}
			first := -1
			for i, x := range t.Cards[:e.Position-1] {
				if x == "CUT" {
					first = i
				}
			}
			if first < 0 {
				return fmt.Sprintf("card %d is the first cutting card: a shoe may have one", e.Position)
			}
		}
	case "wagers":
		if e.Position < 1 || e.Position > len(t.Wagers) {
			return fmt.Sprintf("position %d is not one of the %d wagers given", e.Position, len(t.Wagers))
		}
		w := t.Wagers[e.Position-1]
		if g.Offers(reference.WagerID(w.Wager)) && w.Stake >= 1 && w.Stake <= reference.MaxStake {
			return fmt.Sprintf("wager %d (%s staked %d) is one the game takes: nothing to refuse there", e.Position, w.Wager, w.Stake)
		}
	}
	return ""
}
