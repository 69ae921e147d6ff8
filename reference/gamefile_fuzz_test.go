package reference

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// encodeGameFile writes games of one document as a game file, every
// member in full (long clauses, odds as "Num to Den"): the other way round
// from DecodeGames, for the round trip below.
func encodeGameFile(games []*Game) ([]byte, error) {
	type pay struct {
		Event  string  `json:"event"`
		Odds   *string `json:"odds,omitempty"`
		Push   bool    `json:"push,omitempty"`
		Bonus  int64   `json:"bonus,omitempty"`
		Clause string  `json:"clause"`
	}
	type wager struct {
		ID       string `json:"id"`
		Clause   string `json:"clause"`
		Optional bool   `json:"optional,omitempty"`
		Pays     []pay  `json:"pays"`
	}
	type game struct {
		ID         string  `json:"id"`
		Name       string  `json:"name"`
		Electronic bool    `json:"electronic"`
		Deck       string  `json:"deck"`
		Commission bool    `json:"commission"`
		Wagers     []wager `json:"wagers"`
	}
	var file struct {
		Document string `json:"document"`
		Edition  string `json:"edition"`
		Games    []game `json:"games"`
	}
	for _, g := range games {
		file.Document, file.Edition = string(g.Document), g.Edition
		gj := game{ID: string(g.ID), Name: g.Name, Electronic: g.Electronic, Deck: g.Deck.String(), Commission: g.Commission}
		for _, w := range g.Wagers {
			wj := wager{ID: string(w.ID), Clause: w.Clause, Optional: w.Optional}
			for _, p := range w.Pays {
				pj := pay{Event: p.Event.String(), Push: p.Push, Bonus: p.Bonus, Clause: p.Clause}
				if !p.Push {
					odds := fmt.Sprintf("%d to %d", p.Odds.Num, p.Odds.Den)
					pj.Odds = &odds
				}
				wj.Pays = append(wj.Pays, pj)
			}
			gj.Wagers = append(gj.Wagers, wj)
		}
		file.Games = append(file.Games, gj)
	}
	return json.Marshal(file)
}

// checkDecoded holds what DecodeGames accepted to what it promises.
func checkDecoded(t *testing.T, games []*Game) {
	t.Helper()
	if len(games) == 0 {
		t.Fatal("accepted a file of no games")
	}
	for _, g := range games {
		if len(g.Wagers) == 0 || g.Describe() == "" || checkID(string(g.ID)) != nil {
			t.Fatalf("game %q: %d wagers", g.ID, len(g.Wagers))
		}
		for _, w := range g.Wagers {
			if len(w.Pays) == 0 {
				t.Fatalf("%s %s: no rows", g.ID, w.ID)
			}
			for i, p := range w.Pays {
				odds := p.Odds.Num >= 1 && p.Odds.Num <= MaxOddsTerm && p.Odds.Den >= 1 && p.Odds.Den <= MaxOddsTerm
				if p.Event == NoEvent || p.Event >= numEvents || p.Push == odds || p.Push && p.Bonus != 0 || p.Bonus < 0 || p.Bonus > MaxStake {
					t.Fatalf("%s %s row %d: %+v", g.ID, w.ID, i, p)
				}
			}
		}
	}
}

// FuzzDecodeGames: DecodeGames never panics; what it accepts keeps its
// promises, and written back as a game file reads again as the same games.
func FuzzDecodeGames(f *testing.F) {
	for _, doc := range gameDocuments {
		data, err := fs.ReadFile(gameFiles, "games/"+string(doc)+".json")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(fileOf(gameOf(wagerOf(rowWin + `, {"event": "tie-with-6-stars", "odds": "0.95 to 1", "bonus": 300000, "clause": "mbs-other-v2:3.1"}, ` + rowPush)))))
	f.Add([]byte(fileOf(gameOf(wagerOf(`{"event": "tie", "odds": "1 to 1", "odds": "8 to 1", "clause": "4.1"}`)))))
	f.Add([]byte(`{"document": "mbs-test-v1", "edition": "Version 1", "games": [{"id": "g", "wagers": [[{}]]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := DecodeGames(data, "fuzz.json")
		if err != nil {
			return
		}
		checkDecoded(t, games)
		again, err := encodeGameFile(games)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeGames(again, "again.json")
		if err != nil {
			t.Fatalf("written back, refused: %v\n%s", err, again)
		}
		if diff := cmp.Diff(games, back); diff != "" {
			t.Fatalf("written back, read differently (-first +again):\n%s", diff)
		}
	})
}
