package reference

import (
	"fmt"
	"strings"
)

// This file is the games as data: the 11 games of the five documents, the
// wagers each offers, and their pay tables. The conditions the rows pay on
// are in events.go.

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

// Odds is an exact payout ratio: a winning stake s wins s*Num/Den. "0.95 to
// 1" is 19/20, "1 to 2" is 1/2, "1.2 to 1" is 6/5.
type Odds struct {
	Num, Den int64
}

// String returns "Num/Den" ("19/20", "8/1").
func (o Odds) String() string { return fmt.Sprintf("%d/%d", o.Num, o.Den) }

// ToOne returns the odds as the rules write them: "0.95 to 1", "1 to 2",
// "8 to 1".
func (o Odds) ToOne() string {
	switch {
	case o.Den == 1:
		return fmt.Sprintf("%d to 1", o.Num)
	case o.Num == 1:
		return fmt.Sprintf("1 to %d", o.Den)
	}
	return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.4f", float64(o.Num)/float64(o.Den)), "0"), ".") + " to 1"
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

// Editions gives each document's edition as its cover states it.
var Editions = map[DocumentID]string{
	DocNCB:      "Version 6, w.e.f. 17 February 2017",
	DocSixStar:  "w.e.f. 17 March 2017",
	DocTiger:    "Version 2, w.e.f. 8 October 2019",
	DocTigerNCB: "Version 5, w.e.f. 7 April 2022",
	DocETG:      "Version 4, w.e.f. 20 March 2025",
}

func win(e Event, num, den int64, clause string) Pay {
	return Pay{Event: e, Odds: Odds{num, den}, Clause: clause}
}

func push(e Event, clause string) Pay { return Pay{Event: e, Push: true, Clause: clause} }

func wager(id WagerID, clause string, pays ...Pay) WagerSpec {
	return WagerSpec{ID: id, Pays: pays, Clause: clause}
}

func optional(w WagerSpec) WagerSpec {
	w.Optional = true
	return w
}

// ncbPlayer and ncbBanker are the main wagers of the No Commission games:
// Banker winning with 6 pays 1 to 2 (NCB 4.1, Tiger NCB 4.1, Electronic
// 4.1-4.4 and 4.8); a Tie pushes both (rule 3.10.1).
func ncbPlayer(settle, tie string) WagerSpec {
	return wager(WagerPlayer, settle, win(PlayerWins, 1, 1, settle), push(TieResult, tie))
}

func ncbBanker(settle, tie string) WagerSpec {
	return wager(WagerBanker, settle, win(BankerWinsOn6, 1, 2, settle), win(BankerWins, 1, 1, settle), push(TieResult, tie))
}

func tieWager(settle, def string) WagerSpec {
	return wager(WagerTie, def, win(TieResult, 8, 1, settle))
}

func pairs(settle, defP, defB string) []WagerSpec {
	return []WagerSpec{
		wager(WagerPlayerPair, defP, win(PlayerPair, 11, 1, settle)),
		wager(WagerBankerPair, defB, win(BankerPair, 11, 1, settle)),
	}
}

// tigerSide is the five Tiger side wagers with their pay tables (Tiger 4.2
// and 4.3, Tiger NCB 4.2 and 4.3, Electronic 4.9 and 4.10).
func tigerSide(doc, pairPays, tigerPays, tigerDef, smallDef, bigDef, tieDef, pairDef string) []WagerSpec {
	c := func(n string) string { return doc + ":" + n }
	return []WagerSpec{
		wager(WagerTiger, c(tigerDef), win(BankerWinsOn6WithTwoCards, 12, 1, c(tigerPays)), win(BankerWinsOn6WithThreeCard, 20, 1, c(tigerPays))),
		wager(WagerSmallTiger, c(smallDef), win(BankerWinsOn6WithTwoCards, 22, 1, c(tigerPays))),
		wager(WagerBigTiger, c(bigDef), win(BankerWinsOn6WithThreeCard, 50, 1, c(tigerPays))),
		wager(WagerTigerTie, c(tieDef), win(TieOn6, 35, 1, c(tigerPays))),
		wager(WagerTigerPair, c(pairDef), win(TwinTigerPair, 100, 1, c(pairPays)), win(DoubleTigerPair, 20, 1, c(pairPays)), win(SingleTigerPair, 4, 1, c(pairPays))),
	}
}

// dragon is the Dragon Bonus on one hand (Electronic 1.1.1, 1.1.9, 1.1.10,
// 4.5, 4.6; interpretation 8).
func dragon(id WagerID, natural, by4, by5, by6, by7, by8, by9 Event, settle, def string) WagerSpec {
	return optional(wager(id, def,
		win(natural, 1, 1, settle),
		win(by9, 30, 1, settle), win(by8, 10, 1, settle), win(by7, 6, 1, settle),
		win(by6, 4, 1, settle), win(by5, 2, 1, settle), win(by4, 1, 1, settle),
		push(NaturalTie, "mbs-etg-v4:1.1.9")))
}

// preciousPair is the Precious Pair on one hand, optional on every electronic
// game (Electronic 1.1.14, 3.7.3, 4.12; interpretation 3).
func preciousPair(id WagerID, d4, o4, dp, op Event) WagerSpec {
	const s = "mbs-etg-v4:4.12"
	return optional(wager(id, "mbs-etg-v4:1.1.14",
		win(d4, 30, 1, s), win(o4, 15, 1, s), win(dp, 12, 1, s), win(op, 9, 1, s)))
}

func preciousPairs() []WagerSpec {
	return []WagerSpec{
		preciousPair(WagerPlayerPreciousPair, PlayerPairOfDiamond4s, PlayerOtherPairOf4s, PlayerDiamondPair, PlayerOtherPair),
		preciousPair(WagerBankerPreciousPair, BankerPairOfDiamond4s, BankerOtherPairOf4s, BankerDiamondPair, BankerOtherPair),
	}
}

func optionalAll(ws []WagerSpec) []WagerSpec {
	out := make([]WagerSpec, len(ws))
	for i, w := range ws {
		out[i] = optional(w)
	}
	return out
}

func concat(parts ...[]WagerSpec) []WagerSpec {
	var out []WagerSpec
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func one(ws ...WagerSpec) []WagerSpec { return ws }

// electronicNCB returns the wagers of an electronic No Commission game whose
// settlement table is clause settle (Electronic 4.1-4.4).
func electronicNCB(settle string, extra ...WagerSpec) []WagerSpec {
	return concat(
		one(ncbPlayer(settle, "mbs-etg-v4:3.9.1"), ncbBanker(settle, "mbs-etg-v4:3.9.1"), tieWager(settle, "mbs-etg-v4:1.1.20")),
		pairs(settle, "mbs-etg-v4:3.7.1", "mbs-etg-v4:3.7.2"),
		extra,
		preciousPairs())
}

func dragons() []WagerSpec {
	return []WagerSpec{
		dragon(WagerPlayerDragonBonus, PlayerWinsWithNatural, PlayerWinsBy4, PlayerWinsBy5, PlayerWinsBy6, PlayerWinsBy7, PlayerWinsBy8, PlayerWinsBy9, "mbs-etg-v4:4.6", "mbs-etg-v4:1.1.10"),
		dragon(WagerBankerDragonBonus, BankerWinsWithNatural, BankerWinsBy4, BankerWinsBy5, BankerWinsBy6, BankerWinsBy7, BankerWinsBy8, BankerWinsBy9, "mbs-etg-v4:4.5", "mbs-etg-v4:1.1.1"),
	}
}

// The six-star Tie Bonus amounts, in minor units: 30,000 and 3,000 dollars
// (6 Star 4.3, interpretation 5).
const (
	TieBonusSixStars  int64 = 30_000_00
	TieBonusFlaming9s int64 = 3_000_00
)

var games = []*Game{
	{
		ID: "mbs-ncb-v6", Name: "No Commission Baccarat", Document: DocNCB, Deck: Standard52,
		Wagers: concat(
			one(ncbPlayer("mbs-ncb-v6:4.1", "mbs-ncb-v6:3.10.1"), ncbBanker("mbs-ncb-v6:4.1", "mbs-ncb-v6:3.10.1"), tieWager("mbs-ncb-v6:4.1", "mbs-ncb-v6:3.10.1")),
			pairs("mbs-ncb-v6:4.1", "mbs-ncb-v6:3.8.1", "mbs-ncb-v6:3.8.2")),
	},
	{
		ID: "mbs-6star-ncb-2017", Name: "6 Star No Commission Baccarat", Document: DocSixStar, Deck: SixStar65,
		Wagers: concat(
			one(
				wager(WagerPlayer, "mbs-6star-ncb-2017:4.1",
					win(PlayerWinsWithFlaming9s, 6, 5, "mbs-6star-ncb-2017:4.1"),
					win(PlayerWins, 1, 1, "mbs-6star-ncb-2017:4.1"),
					push(TieResult, "mbs-6star-ncb-2017:3.10.1")),
				wager(WagerBanker, "mbs-6star-ncb-2017:4.1",
					win(BankerWinsOn6, 1, 2, "mbs-6star-ncb-2017:4.1"),
					win(BankerWinsWithFlaming9s, 6, 5, "mbs-6star-ncb-2017:4.1"),
					win(BankerWins, 1, 1, "mbs-6star-ncb-2017:4.1"),
					push(TieResult, "mbs-6star-ncb-2017:3.10.1")),
				wager(WagerTie, "mbs-6star-ncb-2017:3.10.1",
					Pay{Event: TieWithSixStars, Odds: Odds{8, 1}, Bonus: TieBonusSixStars, Clause: "mbs-6star-ncb-2017:3.10.1.2"},
					Pay{Event: TieWithFlaming9s, Odds: Odds{8, 1}, Bonus: TieBonusFlaming9s, Clause: "mbs-6star-ncb-2017:3.10.1.1"},
					win(TieResult, 8, 1, "mbs-6star-ncb-2017:4.1")),
			),
			pairs("mbs-6star-ncb-2017:4.1", "mbs-6star-ncb-2017:3.8.1", "mbs-6star-ncb-2017:3.8.2"),
			one(
				wager(WagerFortuneSix, "mbs-6star-ncb-2017:3.11",
					win(BankerWinsOn6WithTwoCards, 12, 1, "mbs-6star-ncb-2017:4.1"),
					win(BankerWinsOn6WithThreeCard, 20, 1, "mbs-6star-ncb-2017:4.1")),
				wager(WagerElementBonus, "mbs-6star-ncb-2017:3.12",
					win(SameElement6Cards, 5000, 1, "mbs-6star-ncb-2017:4.2"),
					win(SameElement5Cards, 500, 1, "mbs-6star-ncb-2017:4.2"),
					win(SameElement4Cards, 50, 1, "mbs-6star-ncb-2017:4.2")),
			)),
	},
	{
		ID: "mbs-tiger-v2", Name: "Tiger Baccarat", Document: DocTiger, Deck: Standard52, Commission: true,
		Wagers: concat(
			one(
				wager(WagerPlayer, "mbs-tiger-v2:4.1", win(PlayerWins, 1, 1, "mbs-tiger-v2:4.1"), push(TieResult, "mbs-tiger-v2:3.16.1")),
				wager(WagerBanker, "mbs-tiger-v2:4.1", win(BankerWins, 19, 20, "mbs-tiger-v2:4.1"), push(TieResult, "mbs-tiger-v2:3.16.1")),
				tieWager("mbs-tiger-v2:4.1", "mbs-tiger-v2:1.1.12")),
			tigerSide("mbs-tiger-v2", "4.2", "4.3", "3.17", "3.18", "3.19", "3.20", "1.1.14")),
	},
	{
		ID: "mbs-tiger-ncb-v5", Name: "Tiger No Commission Baccarat", Document: DocTigerNCB, Deck: Standard52,
		Wagers: concat(
			one(ncbPlayer("mbs-tiger-ncb-v5:4.1", "mbs-tiger-ncb-v5:3.15.1"), ncbBanker("mbs-tiger-ncb-v5:4.1", "mbs-tiger-ncb-v5:3.15.1"), tieWager("mbs-tiger-ncb-v5:4.1", "mbs-tiger-ncb-v5:1.1.11")),
			tigerSide("mbs-tiger-ncb-v5", "4.2", "4.3", "1.1.12", "1.1.7", "1.1.1", "1.1.14", "1.1.13")),
	},
	{
		ID: "mbs-etg-v4-super-six-ncb", Name: "Super Six No Commission Baccarat", Document: DocETG, Electronic: true, Deck: Standard52,
		Wagers: electronicNCB("mbs-etg-v4:4.1",
			wager(WagerSuperSix, "mbs-etg-v4:1.1.18", win(BankerWinsOn6, 15, 1, "mbs-etg-v4:4.1"))),
	},
	{
		ID: "mbs-etg-v4-fortune-six-ncb", Name: "Fortune Six No Commission Baccarat", Document: DocETG, Electronic: true, Deck: Standard52,
		Wagers: electronicNCB("mbs-etg-v4:4.2", append(one(
			wager(WagerFortuneSix, "mbs-etg-v4:1.1.5",
				win(BankerWinsOn6WithTwoCards, 12, 1, "mbs-etg-v4:4.2"),
				win(BankerWinsOn6WithThreeCard, 20, 1, "mbs-etg-v4:4.2"))), dragons()...)...),
	},
	{
		ID: "mbs-etg-v4-super-6-ncb", Name: "Super 6 No Commission Baccarat", Document: DocETG, Electronic: true, Deck: Standard52,
		Wagers: electronicNCB("mbs-etg-v4:4.3", append(one(
			wager(WagerSuperSix, "mbs-etg-v4:1.1.18", win(BankerWinsOn6, 15, 1, "mbs-etg-v4:4.3"))), dragons()...)...),
	},
	{
		ID: "mbs-etg-v4-ncb", Name: "No Commission Baccarat (electronic)", Document: DocETG, Electronic: true, Deck: Standard52,
		Wagers: electronicNCB("mbs-etg-v4:4.4"),
	},
	{
		ID: "mbs-etg-v4-tiger", Name: "Tiger Baccarat (electronic)", Document: DocETG, Electronic: true, Deck: Standard52, Commission: true,
		Wagers: concat(
			one(
				wager(WagerPlayer, "mbs-etg-v4:4.7", win(PlayerWins, 1, 1, "mbs-etg-v4:4.7"), push(TieResult, "mbs-etg-v4:3.9.1")),
				wager(WagerBanker, "mbs-etg-v4:4.7", win(BankerWins, 19, 20, "mbs-etg-v4:4.7"), push(TieResult, "mbs-etg-v4:3.9.1")),
				tieWager("mbs-etg-v4:4.7", "mbs-etg-v4:1.1.20")),
			optionalAll(tigerSide("mbs-etg-v4", "4.9", "4.10", "1.1.21", "1.1.17", "1.1.3", "1.1.23", "1.1.22")),
			preciousPairs()),
	},
	{
		ID: "mbs-etg-v4-tiger-ncb", Name: "Tiger No Commission Baccarat (electronic)", Document: DocETG, Electronic: true, Deck: Standard52,
		Wagers: concat(
			one(ncbPlayer("mbs-etg-v4:4.8", "mbs-etg-v4:3.9.1"), ncbBanker("mbs-etg-v4:4.8", "mbs-etg-v4:3.9.1"), tieWager("mbs-etg-v4:4.8", "mbs-etg-v4:1.1.20")),
			optionalAll(tigerSide("mbs-etg-v4", "4.9", "4.10", "1.1.21", "1.1.17", "1.1.3", "1.1.23", "1.1.22")),
			preciousPairs()),
	},
	{
		ID: "mbs-etg-v4-fabulous-4s", Name: "Fabulous 4's Baccarat", Document: DocETG, Electronic: true, Deck: Standard52,
		Wagers: concat(
			one(
				// Interpretation 9: "Player with a point total of 4" is
				// Player winning with 4, and so on for every row.
				wager(WagerPlayer, "mbs-etg-v4:4.11",
					win(PlayerWinsOn4, 1, 2, "mbs-etg-v4:4.11"),
					win(PlayerWinsOn1, 2, 1, "mbs-etg-v4:4.11"),
					win(PlayerWins, 1, 1, "mbs-etg-v4:4.11"),
					push(TieResult, "mbs-etg-v4:3.9.1")),
				wager(WagerBanker, "mbs-etg-v4:4.11",
					push(BankerWinsOn4, "mbs-etg-v4:4.11"),
					win(BankerWinsOn1, 2, 1, "mbs-etg-v4:4.11"),
					win(BankerWins, 1, 1, "mbs-etg-v4:4.11"),
					push(TieResult, "mbs-etg-v4:3.9.1")),
				tieWager("mbs-etg-v4:4.11", "mbs-etg-v4:1.1.20"),
				wager(WagerPlayerFabulous4, "mbs-etg-v4:1.1.11", win(PlayerWinsOn4, 50, 1, "mbs-etg-v4:4.11")),
				wager(WagerBankerFabulous4, "mbs-etg-v4:1.1.2", win(BankerWinsOn4, 25, 1, "mbs-etg-v4:4.11"))),
			preciousPairs()),
	},
}

func init() {
	for _, g := range games {
		g.Edition = Editions[g.Document]
	}
}

// Games returns the 11 games, in the order of README.md "The contract". The values are
// shared: do not modify them.
func Games() []*Game { return games }

// LookupGame returns the game with the given id.
func LookupGame(id GameID) (*Game, error) {
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
