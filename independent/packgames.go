package independent

import (
	"fmt"
	"slices"
)

// NewWithGames returns the engine with the named planted defects, playing
// the games of the given game files (docs/packs.md "The game definition")
// beside the kit's 11: a rules pack's games. Each file is read with the
// engine's own decoder (gamefile.go), each row's event with the engine's
// own condition of it (events.go). The added games are played by coup and
// shoe; a table request for one is unsupported. A file the engine cannot
// read, a game id it plays already, or a defect of game files
// ([PackDefects]) that no row of the added games pays on is an error.
func NewWithGames(files [][]byte, defects ...string) (*Engine, error) {
	e, err := newEngine(defects)
	if err != nil {
		return nil, err
	}
	for i, data := range files {
		games, err := decodeGameFile(data, fmt.Sprintf("%d", i+1))
		if err != nil {
			return nil, err
		}
		for _, g := range games {
			if _, dup := e.games[g.id]; dup {
				return nil, fmt.Errorf("independent: game file %d: game %q: the engine plays a game of that id already", i+1, g.id)
			}
			e.games[g.id] = g
			e.faults[g.id] = &faults{}
			e.added = append(e.added, g.id)
		}
	}
	if err := e.plantPackDefects(); err != nil {
		return nil, err
	}
	return e, nil
}

// gameIDs lists the games the engine plays: the kit's 11, then the games
// of its game files in the files' order.
func (e *Engine) gameIDs() []string {
	return append(slices.Clone(allGames), e.added...)
}

// offersWager reports whether some game of the engine offers the wager: a
// request naming it on another game is told it is not offered there.
func (e *Engine) offersWager(id string) bool {
	if knownWager(id) {
		return true
	}
	for _, g := range e.added {
		if _, ok := e.games[g].pays[id]; ok {
			return true
		}
	}
	return false
}
