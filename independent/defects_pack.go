package independent

import (
	"cmp"
	"fmt"
	"slices"
)

// The defects of game files: mistakes a vendor might make in the rows of
// a rules pack's games, which no kit game pays on. A game file's rows name
// their own clauses, so such a defect names the events whose rows it
// corrupts, not clauses: on an engine, its games and clauses are the
// rows' that pay on those events ((*Engine).DefectInfos). They are apart
// from [Defects], whose every entry the kit's tests expect to be caught on
// the kit's games: these change nothing there.

// packDefect is a defect of game files: the events whose rows it
// corrupts, and how it corrupts one.
type packDefect struct {
	info     DefectInfo // Games and Clauses empty: they are the rows'
	pushOnly bool       // only the rows on which the wager pushes
	corrupt  func(r *row)
}

var packCatalogue = []packDefect{
	{info: DefectInfo{
		Name:        "ez-dragon7-push-on-any-banker-7",
		Description: "EZ Baccarat's Banker wager pushes on any Banker win with 7, not only on a three-card 7 (the Dragon 7 hand): a two-card Banker 7 pushes instead of winning",
		Events:      []string{"banker-wins-on-7-with-three-cards"},
	}, pushOnly: true, corrupt: func(r *row) { r.when = winsWith(sideB, 7) }},
	{info: DefectInfo{
		Name:        "perfect-pair-any-suit",
		Description: "a Perfect Pair is paid on any pair of one rank, though its two cards must be of one suit too",
		Events:      []string{"player-perfect-pair", "banker-perfect-pair", "either-perfect-pair", "both-perfect-pairs"},
	}, corrupt: func(r *row) {
		r.when = map[string]cond{
			"player-perfect-pair": func(o *outcome) bool { return o.pair[sideP] },
			"banker-perfect-pair": func(o *outcome) bool { return o.pair[sideB] },
			"either-perfect-pair": func(o *outcome) bool { return o.pair[sideP] || o.pair[sideB] },
			"both-perfect-pairs":  func(o *outcome) bool { return o.pair[sideP] && o.pair[sideB] },
		}[r.event]
	}},
	{info: DefectInfo{
		Name:        "either-pair-pays-both",
		Description: "Either Pair is paid twice when both hands are pairs, as if each pair were a wager of its own, though the wager wins once",
		Events:      []string{"either-pair"},
	}, corrupt: func(r *row) { r.twice = func(o *outcome) bool { return o.pair[sideP] && o.pair[sideB] } }},
}

// PackDefects returns the catalogue of the defects of game files, sorted
// by name: each names the events whose pay rows it corrupts (Events), and
// [NewWithGames] takes it by name like any other. Its Games and Clauses
// are empty here; an engine's [Engine.DefectInfos] gives them.
func PackDefects() []DefectInfo {
	out := make([]DefectInfo, len(packCatalogue))
	for i, d := range packCatalogue {
		out[i] = d.info
		out[i].Events = slices.Clone(d.info.Events)
	}
	slices.SortFunc(out, func(a, b DefectInfo) int { return cmp.Compare(a.Name, b.Name) })
	return out
}

func findPackDefect(name string) (packDefect, bool) {
	for _, d := range packCatalogue {
		if d.info.Name == name {
			return d, true
		}
	}
	return packDefect{}, false
}

// hits reports whether the defect corrupts the row.
func (d packDefect) hits(r *row) bool {
	return slices.Contains(d.info.Events, r.event) && (r.push || !d.pushOnly)
}

// plantPackDefects corrupts the rows of the added games that the engine's
// defects of game files hit. A defect that hits no row changes nothing:
// planting it is an error, since a check of it could not fail.
func (e *Engine) plantPackDefects() error {
	for _, name := range e.defects {
		d, ok := findPackDefect(name)
		if !ok {
			continue
		}
		n := 0
		for _, id := range e.added {
			g := e.games[id]
			for _, w := range g.order {
				rows := g.pays[w]
				for i := range rows {
					if d.hits(&rows[i]) {
						d.corrupt(&rows[i])
						n++
					}
				}
			}
		}
		if n == 0 {
			return fmt.Errorf("independent: defect %q: no row of the engine's game files pays on %v, so it would change nothing", name, d.info.Events)
		}
	}
	return nil
}

// DefectInfos returns the engine's active defects as it plays them: a
// defect of the catalogues as [Defects] gives it; a defect of game files
// with the games it is active on and the clauses of the rows it corrupts
// ("document:clause", as the game files give them), which a conformance
// kit should name when it catches it.
func (e *Engine) DefectInfos() []DefectInfo {
	var out []DefectInfo
	for _, name := range e.defects {
		d, ok := findPackDefect(name)
		if !ok {
			for _, info := range append(append(Defects(), GapDefects()...), RareDefects()...) {
				if info.Name == name {
					out = append(out, info)
				}
			}
			continue
		}
		info := d.info
		info.Events = slices.Clone(d.info.Events)
		for _, id := range e.added {
			g := e.games[id]
			for _, w := range g.order {
				for i := range g.pays[w] {
					r := &g.pays[w][i]
					if !d.hits(r) {
						continue
					}
					if !slices.Contains(info.Games, id) {
						info.Games = append(info.Games, id)
					}
					if !slices.Contains(info.Clauses, r.clause) {
						info.Clauses = append(info.Clauses, r.clause)
					}
				}
			}
		}
		out = append(out, info)
	}
	return out
}
