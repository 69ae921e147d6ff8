package pack

import (
	"strings"

	"github.com/bacctk/bacctk/reference"
)

// checkGames reads the game file as Load does: a new pack's empty list of
// games is a finding (a run reports every clause untested until there is
// a game); any other file is read by the kit's reader of game files
// (reference.DecodeGames), its error a finding; its games must be of the
// pack's document, and every clause a wager or a row cites of the pack's
// document must be one of the catalog's.
func (l *linter) checkGames(data []byte) {
	name := l.m.Games
	if noGames(data) {
		l.add(name, 0, "no game yet: want the pack's games, their wagers and pay tables (docs/packs.md \"The game definition\"); until then a run reports every clause untested")
		return
	}
	games, err := reference.DecodeGames(data, name)
	if err != nil {
		l.add(name, 0, "%s", strings.TrimPrefix(err.Error(), name+": "))
		return
	}
	for _, g := range games {
		if string(g.Document) != l.m.ID {
			l.add(name, 0, "game %s is of the document %q: want the pack's, %q", g.ID, g.Document, l.m.ID)
			continue
		}
		cite := func(where, ref string) {
			doc, clause, _ := strings.Cut(ref, ":")
			if doc == l.m.ID && !l.inCat[clause] {
				l.add(name, 0, "game %s %s cites clause %s, which the catalog does not have", g.ID, where, clause)
			}
		}
		for _, w := range g.Wagers {
			cite("wager "+string(w.ID), w.Clause)
			for _, p := range w.Pays {
				cite("wager "+string(w.ID)+" row "+p.Event.String(), p.Clause)
			}
		}
	}
}
