package independent

import "slices"

// Game ids of the contract (docs/protocol.md "Vocabulary", game ids).
const (
	gNCB         = "mbs-ncb-v6"
	g6Star       = "mbs-6star-ncb-2017"
	gTiger       = "mbs-tiger-v2"
	gTigerNCB    = "mbs-tiger-ncb-v5"
	gSuperSix    = "mbs-etg-v4-super-six-ncb"
	gFortuneSix  = "mbs-etg-v4-fortune-six-ncb"
	gSuper6      = "mbs-etg-v4-super-6-ncb"
	gEtgNCB      = "mbs-etg-v4-ncb"
	gEtgTiger    = "mbs-etg-v4-tiger"
	gEtgTigerNCB = "mbs-etg-v4-tiger-ncb"
	gFab4        = "mbs-etg-v4-fabulous-4s"
)

// Document ids of the clauses catalog, used to name clauses.
const (
	docNCB      = "mbs-ncb-v6"
	doc6Star    = "mbs-6star-ncb-2017"
	docTiger    = "mbs-tiger-v2"
	docTigerNCB = "mbs-tiger-ncb-v5"
	docEtg      = "mbs-etg-v4"
)

// Wager ids of the contract.
const (
	wPlayer         = "player"
	wBanker         = "banker"
	wTie            = "tie"
	wPlayerPair     = "player-pair"
	wBankerPair     = "banker-pair"
	wTiger          = "tiger"
	wSmallTiger     = "small-tiger"
	wBigTiger       = "big-tiger"
	wTigerTie       = "tiger-tie"
	wTigerPair      = "tiger-pair"
	wFortuneSix     = "fortune-six"
	wSuperSix       = "super-six"
	wElementBonus   = "element-bonus"
	wPlayerDragon   = "player-dragon-bonus"
	wBankerDragon   = "banker-dragon-bonus"
	wPlayerFab4     = "player-fabulous-4"
	wBankerFab4     = "banker-fabulous-4"
	wPlayerPrecious = "player-precious-pair"
	wBankerPrecious = "banker-precious-pair"
)

// gameSpec is what a game is made of: its deck type and the pay table of
// each wager it offers, in the order the documents list them.
type gameSpec struct {
	id    string
	fam   family
	pays  map[string][]row
	order []string
	// fromFile marks a game read from a game file (NewWithGames): it is
	// played by coup and shoe only, never at a table.
	fromFile bool
}

// buildGames assembles the 11 games, each with the pay tables its faults
// give. The wagers offered follow the documents: NCB v6 2.2, 6 Star 2.2 and
// 3.5, Tiger v2 3.5, Tiger NCB v5 3.5, Electronic v4 4.1 to 4.12 (Precious
// Pair on every electronic game, by the contract).
func buildGames(fs map[string]*faults) map[string]*gameSpec {
	games := make(map[string]*gameSpec, len(allGames))
	add := func(id string, fam family, wagers ...wagerTable) {
		g := &gameSpec{id: id, fam: fam, pays: map[string][]row{}}
		for _, w := range wagers {
			if f := fs[id]; f != nil && f.roundNearest {
				w.rows = slices.Clone(w.rows)
				for i := range w.rows {
					w.rows[i].nearest = true
				}
			}
			g.pays[w.id] = w.rows
			g.order = append(g.order, w.id)
		}
		games[id] = g
	}
	precious := func(f *faults) []wagerTable {
		return []wagerTable{
			{wPlayerPrecious, preciousPairRows(f, sideP)},
			{wBankerPrecious, preciousPairRows(f, sideB)},
		}
	}
	pairs := func() []wagerTable {
		return []wagerTable{
			{wPlayerPair, pairRows(sideP)},
			{wBankerPair, pairRows(sideB)},
		}
	}
	tigerSides := func(f *faults) []wagerTable {
		return []wagerTable{
			{wTiger, tigerRows(f)},
			{wSmallTiger, smallTigerRows(f)},
			{wBigTiger, bigTigerRows(f)},
			{wTigerTie, tigerTieRows(f)},
			{wTigerPair, tigerPairRows(f)},
		}
	}
	cat := func(parts ...[]wagerTable) []wagerTable {
		var out []wagerTable
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	// dragonsIf is the Dragon Bonus pair where the defect
	// dragon-everywhere offers it on a game without it.
	dragonsIf := func(f *faults) []wagerTable {
		if !f.dragonEverywhere {
			return nil
		}
		return []wagerTable{{wPlayerDragon, dragonRows(f, sideP)}, {wBankerDragon, dragonRows(f, sideB)}}
	}
	main := func(f *faults, banker []row) []wagerTable {
		return []wagerTable{
			{wPlayer, playerRows(f)},
			{wBanker, banker},
			{wTie, tieRows()},
		}
	}

	f := fs[gNCB]
	add(gNCB, standard, cat(main(f, bankerNoCommissionRows(f)), pairs())...)

	f = fs[g6Star]
	add(g6Star, star, cat(
		[]wagerTable{
			{wPlayer, sixStarPlayerRows(f)},
			{wBanker, sixStarBankerRows(f)},
			{wTie, sixStarTieRows(f)},
		},
		pairs(),
		[]wagerTable{{wFortuneSix, sixCardCountRows()}, {wElementBonus, elementBonusRows(f)}},
	)...)

	f = fs[gTiger]
	add(gTiger, standard, cat(main(f, bankerCommissionRows(f)), tigerSides(f))...)

	f = fs[gTigerNCB]
	add(gTigerNCB, standard, cat(main(f, bankerNoCommissionRows(f)), tigerSides(f))...)

	f = fs[gSuperSix]
	add(gSuperSix, standard, cat(main(f, bankerNoCommissionRows(f)), pairs(),
		[]wagerTable{{wSuperSix, superSixRows()}}, precious(f), dragonsIf(f))...)

	f = fs[gFortuneSix]
	add(gFortuneSix, standard, cat(main(f, bankerNoCommissionRows(f)), pairs(),
		[]wagerTable{{wFortuneSix, sixCardCountRows()}},
		[]wagerTable{{wPlayerDragon, dragonRows(f, sideP)}, {wBankerDragon, dragonRows(f, sideB)}},
		precious(f))...)

	f = fs[gSuper6]
	add(gSuper6, standard, cat(main(f, bankerNoCommissionRows(f)), pairs(),
		[]wagerTable{{wSuperSix, superSixRows()}},
		[]wagerTable{{wPlayerDragon, dragonRows(f, sideP)}, {wBankerDragon, dragonRows(f, sideB)}},
		precious(f))...)

	f = fs[gEtgNCB]
	add(gEtgNCB, standard, cat(main(f, bankerNoCommissionRows(f)), pairs(), precious(f), dragonsIf(f))...)

	f = fs[gEtgTiger]
	add(gEtgTiger, standard, cat(main(f, bankerCommissionRows(f)), tigerSides(f), precious(f), dragonsIf(f))...)

	f = fs[gEtgTigerNCB]
	add(gEtgTigerNCB, standard, cat(main(f, bankerNoCommissionRows(f)), tigerSides(f), precious(f), dragonsIf(f))...)

	f = fs[gFab4]
	add(gFab4, standard, cat(
		[]wagerTable{
			{wPlayer, fab4PlayerRows(f)},
			{wBanker, fab4BankerRows(f)},
			{wTie, tieRows()},
			{wPlayerFab4, fab4SideRows(sideP)},
			{wBankerFab4, fab4SideRows(sideB)},
		},
		precious(f), dragonsIf(f))...)

	return games
}
