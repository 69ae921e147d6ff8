package reference

import (
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// This file is the games: what a game, a wager and a pay-table row are,
// and the 11 games of the five documents, decoded from their game files
// (games/*.json, read by gamefile.go). The conditions the rows pay on are
// in events.go.

// GameID names one game under one edition of its rules (docs/protocol.md "Vocabulary", game
// ids).
type GameID string

// DocumentID names one rules document.
type DocumentID string

// WagerID names a wager (docs/protocol.md "Vocabulary", wager ids).
type WagerID string

// The wagers of the five documents.
const (
	WagerPlayer             WagerID = "player"
	WagerBanker             WagerID = "banker"
	WagerTie                WagerID = "tie"
	WagerPlayerPair         WagerID = "player-pair"
	WagerBankerPair         WagerID = "banker-pair"
	WagerTiger              WagerID = "tiger"
	WagerSmallTiger         WagerID = "small-tiger"
	WagerBigTiger           WagerID = "big-tiger"
	WagerTigerTie           WagerID = "tiger-tie"
	WagerTigerPair          WagerID = "tiger-pair"
	WagerFortuneSix         WagerID = "fortune-six"
	WagerSuperSix           WagerID = "super-six"
	WagerElementBonus       WagerID = "element-bonus"
	WagerPlayerDragonBonus  WagerID = "player-dragon-bonus"
	WagerBankerDragonBonus  WagerID = "banker-dragon-bonus"
	WagerPlayerFabulous4    WagerID = "player-fabulous-4"
	WagerBankerFabulous4    WagerID = "banker-fabulous-4"
	WagerPlayerPreciousPair WagerID = "player-precious-pair"
	WagerBankerPreciousPair WagerID = "banker-precious-pair"
)

// AllWagers lists every wager id, in the order README.md "The contract" lists them.
var AllWagers = []WagerID{
	WagerPlayer, WagerBanker, WagerTie, WagerPlayerPair, WagerBankerPair,
	WagerTiger, WagerSmallTiger, WagerBigTiger, WagerTigerTie, WagerTigerPair,
	WagerFortuneSix, WagerSuperSix, WagerElementBonus,
	WagerPlayerDragonBonus, WagerBankerDragonBonus,
	WagerPlayerFabulous4, WagerBankerFabulous4,
	WagerPlayerPreciousPair, WagerBankerPreciousPair,
}

// Pay is one row of a pay table: when the event holds, the wager wins at
// the odds (plus a fixed bonus, for the 6 Star Tie Bonus), or pushes.
type Pay struct {
	Event Event
	Odds  Odds  // zero for a push
	Push  bool  // the wager neither wins nor loses
	Bonus int64 // a fixed amount in minor units paid on top of the odds
	// Clause is the rule that sets the row, as "document:clause".
	Clause string
}

// WagerSpec is a wager as a game offers it: its pay table, in order of
// precedence (the first row whose event holds settles the wager; no row, the
// wager loses).
type WagerSpec struct {
	ID WagerID
	// Optional marks a wager the rules say "may be available": a table may
	// or may not offer it.
	Optional bool
	Pays     []Pay
	// Clause is the rule that defines the wager's win condition.
	Clause string
}

// Game is one game of one rules document.
type Game struct {
	ID         GameID
	Name       string
	Document   DocumentID
	Edition    string
	Electronic bool
	Deck       DeckType
	// Commission marks a game that pays Banker at 0.95 to 1 (Electronic
	// 1.1.4: "commission only applies to Tiger Baccarat").
	Commission bool
	Wagers     []WagerSpec
}

// Wager returns the game's spec of the wager, or false if the game does not
// offer it.
func (g *Game) Wager(id WagerID) (*WagerSpec, bool) {
	for i := range g.Wagers {
		if g.Wagers[i].ID == id {
			return &g.Wagers[i], true
		}
	}
	return nil, false
}

// Offers reports whether the game offers the wager, optionally or not.
func (g *Game) Offers(id WagerID) bool {
	_, ok := g.Wager(id)
	return ok
}

// WagerIDs returns the ids of the wagers the game offers, in table order.
func (g *Game) WagerIDs() []WagerID {
	ids := make([]WagerID, len(g.Wagers))
	for i, w := range g.Wagers {
		ids[i] = w.ID
	}
	return ids
}

// Describe prints the game, its wagers and their pay tables.
func (g *Game) Describe() string {
	var b strings.Builder
	kind := "live"
	if g.Electronic {
		kind = "electronic"
	}
	fmt.Fprintf(&b, "%s: %s (%s, %s)\n", g.ID, g.Name, kind, g.Deck)
	fmt.Fprintf(&b, "  rules: %s, %s\n", g.Document, g.Edition)
	for _, w := range g.Wagers {
		opt := ""
		if w.Optional {
			opt = " (optional: may be available)"
		}
		fmt.Fprintf(&b, "  %s%s\n", w.ID, opt)
		for _, p := range w.Pays {
			pays := p.Odds.ToOne()
			if p.Push {
				pays = "push"
			}
			if p.Bonus > 0 {
				pays += fmt.Sprintf(" + bonus %s", FormatMinor(p.Bonus))
			}
			fmt.Fprintf(&b, "    %-42s %-24s %s\n", p.Event.Describe(), pays, p.Clause)
		}
	}
	return b.String()
}

// FormatMinor prints an amount in minor units as dollars and cents.
func FormatMinor(v int64) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s$%d.%02d", sign, v/100, v%100)
}

// The rules documents.
const (
	DocNCB      DocumentID = "mbs-ncb-v6"
	DocSixStar  DocumentID = "mbs-6star-ncb-2017"
	DocTiger    DocumentID = "mbs-tiger-v2"
	DocTigerNCB DocumentID = "mbs-tiger-ncb-v5"
	DocETG      DocumentID = "mbs-etg-v4"
)

// gameDocuments is the order the documents' games come in (README.md "The
// contract"); each has its game file games/DOCUMENT.json.
var gameDocuments = []DocumentID{DocNCB, DocSixStar, DocTiger, DocTigerNCB, DocETG}

//go:embed games/*.json
var gameFiles embed.FS

// Editions gives each document's edition as its cover states it (its game
// file's "edition"). It and the games are decoded once, at start-up. The
// files are the kit's own, so an error in them is a kit bug, not bad input:
// the start-up stops with it rather than go on with fewer games
// (TestEmbeddedGames shows where).
var kitGames, Editions = mustLoadGames()

func mustLoadGames() ([]*Game, map[DocumentID]string) {
	gs, editions, err := loadGames(gameFiles)
	if err != nil {
		panic("reference: the kit's embedded games do not load (a kit bug): " + err.Error())
	}
	return gs, editions
}

// registered is every game the process knows: the kit's, then those of
// the rules packs registered since (Register), in their order. It is
// replaced whole, never changed in place, so that a reader holds a
// consistent list without a lock.
var registered atomic.Pointer[[]*Game]

// registerMu serialises Register's read-copy-replace.
var registerMu sync.Mutex

// Register adds the games of a rules pack (docs/packs.md) to those the
// process knows, after the kit's own: Games and LookupGame return them
// from then on, so that everything the kit does with its games it does
// with these. A game id already known, whether the kit's or an earlier
// pack's, is refused and nothing is added. The games are shared from then
// on: do not modify them.
func Register(gs []*Game) error {
	registerMu.Lock()
	defer registerMu.Unlock()
	have := Games()
	seen := map[GameID]bool{}
	for _, g := range have {
		seen[g.ID] = true
	}
	for _, g := range gs {
		if seen[g.ID] {
			return fmt.Errorf("game %q is known already: want a game id no other game has", g.ID)
		}
		seen[g.ID] = true
	}
	next := append(slices.Clip(have), gs...)
	registered.Store(&next)
	return nil
}

// loadGames decodes the game file of each document in gameDocuments'
// order, and refuses a file that is not among them, a file whose document
// is not the one its name says, and a game id two files share.
func loadGames(files fs.FS) ([]*Game, map[DocumentID]string, error) {
	entries, err := fs.ReadDir(files, "games")
	if err != nil {
		return nil, nil, err
	}
	for _, e := range entries {
		if !slices.Contains(gameDocuments, DocumentID(strings.TrimSuffix(e.Name(), ".json"))) {
			return nil, nil, fmt.Errorf("games/%s: not the file of one of the documents %v", e.Name(), gameDocuments)
		}
	}
	var all []*Game
	editions := map[DocumentID]string{}
	for _, doc := range gameDocuments {
		name := "games/" + string(doc) + ".json"
		data, err := fs.ReadFile(files, name)
		if err != nil {
			return nil, nil, err
		}
		gs, err := DecodeGames(data, name)
		if err != nil {
			return nil, nil, err
		}
		for _, g := range gs {
			if g.Document != doc {
				return nil, nil, fmt.Errorf("%s: the document is %q: want %q, as the file's name says", name, g.Document, doc)
			}
			if _, err := lookupGame(all, g.ID); err == nil {
				return nil, nil, fmt.Errorf("%s: game %q is in an earlier file too", name, g.ID)
			}
			editions[doc] = g.Edition
		}
		all = append(all, gs...)
	}
	return all, editions, nil
}

// Games returns the kit's 11 games, in the order of README.md "The
// contract", then the games of the rules packs registered (Register). The
// values are shared: do not modify them.
func Games() []*Game {
	if all := registered.Load(); all != nil {
		return *all
	}
	return kitGames
}

// KitGames returns the kit's own 11 games only, those of the five
// documents, whatever packs are registered.
func KitGames() []*Game { return kitGames }

// LookupGame returns the game with the given id, the kit's or a
// registered pack's.
func LookupGame(id GameID) (*Game, error) { return lookupGame(Games(), id) }

func lookupGame(games []*Game, id GameID) (*Game, error) {
	for _, g := range games {
		if g.ID == id {
			return g, nil
		}
	}
	ids := make([]string, len(games))
	for i, g := range games {
		ids[i] = string(g.ID)
	}
	return nil, fmt.Errorf("unknown game %q: the games are %s", id, strings.Join(ids, ", "))
}

// GameFile returns the kit's own game file of one of its five documents
// (games/DOCUMENT.json), as embedded: what a rules pack made from that
// document carries (package pack, KitFiles).
func GameFile(doc DocumentID) ([]byte, bool) {
	b, err := gameFiles.ReadFile("games/" + string(doc) + ".json")
	return b, err == nil
}
