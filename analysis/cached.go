package analysis

import (
	"sync"

	"github.com/bacctk/bacctk/reference"
)

// sheets holds the PAR sheets computed in this process, by game and decks.
var sheets sync.Map

type sheetKey struct {
	game  reference.GameID
	decks int
}

type sheetEntry struct {
	sheet *Sheet
	err   error
}

// Cached is Analyze, computed once per process for a game and a number of
// decks: certify's exhaustive walk computes its game's sheet before it
// starts, so that deciding the walk, even after an interruption, does not
// take a second more. The sheet is shared: callers read it only.
func Cached(g *reference.Game, decks int) (*Sheet, error) {
	k := sheetKey{g.ID, decks}
	if e, ok := sheets.Load(k); ok {
		return e.(sheetEntry).sheet, e.(sheetEntry).err
	}
	s, err := Analyze(g, decks)
	sheets.Store(k, sheetEntry{s, err})
	return s, err
}
