package independent

import "testing"

// The oracle of these tests is the rules documents: every expected value
// below was worked out by hand from the document's Table of Play and pay
// table, in the comment beside it; none is computed by the engine's code.

// TestNoCommissionV6 covers every row of NCB v6 rule 4.1 and the Tie rule 3.10.1.
func TestNoCommissionV6(t *testing.T) {
	runCoupCases(t, mustNew(t), []coupCase{
		{name: "player natural 9 pays 1 to 1", game: gNCB,
			// P 9S KD = 9 natural, B 2H 3C = 5: no draws
			cards: "9S 2H KD 3C",
			want: res("9S KD", "2H 3C", 9, 5, "player", 4, false, "",
				win("player", 100, 100, "1/1"), lose("banker", 100), lose("tie", 100),
				lose("player-pair", 100), lose("banker-pair", 100))},
		{name: "banker two-card 6 pays 1 to 2, banker pair 11 to 1", game: gNCB,
			// P TS 4D = 4 draws KH -> 4; B 3H 3C = 6 stands on a third card of 0
			cards: "TS 3H 4D 3C KH",
			want: res("TS 4D KH", "3H 3C", 4, 6, "banker", 5, false, "",
				lose("player", 100), win("banker", 100, 50, "1/2"), win("banker", 15, 7, "1/2"),
				lose("tie", 100), lose("player-pair", 100), win("banker-pair", 100, 1100, "11/1"))},
		{name: "banker 1 to 2 rounded down to the table unit", game: gNCB, rounding: 5,
			// 100/2 = 50; 15/2 = 7.5 -> 5; 18/2 = 9 -> 5
			cards: "TS 3H 4D 3C KH",
			want: res("TS 4D KH", "3H 3C", 4, 6, "banker", 5, false, "",
				win("banker", 100, 50, "1/2"), win("banker", 15, 5, "1/2"), win("banker", 18, 5, "1/2"))},
		{name: "banker three-card 6 pays 1 to 2", game: gNCB,
			// P 2S 3D = 5 draws 7S -> 2; B 4H TC = 4 draws on a 7: 2D -> 6
			cards: "2S 4H 3D TC 7S 2D",
			want: res("2S 3D 7S", "4H TC 2D", 2, 6, "banker", 6, false, "",
				win("banker", 100, 50, "1/2"), lose("player", 100))},
		{name: "banker natural 8 pays 1 to 1", game: gNCB,
			cards: "2S 8H 3D KC", // P 5, B 8 natural
			want: res("2S 3D", "8H KC", 5, 8, "banker", 4, false, "",
				lose("player", 100), win("banker", 100, 100, "1/1"), lose("tie", 100))},
		{name: "tie pushes player and banker, tie 8 to 1", game: gNCB,
			cards: "9S 9H KD KC", // 9 - 9
			want: res("9S KD", "9H KC", 9, 9, "tie", 4, false, "",
				push("player", 100), push("banker", 100), win("tie", 100, 800, "8/1"), win("tie", 3, 24, "8/1"),
				lose("player-pair", 100), lose("banker-pair", 100))},
		{name: "pair is the same rank: TS TD pairs, TH JC does not (interpretation 1)", game: gNCB,
			// P TS TD = 0 draws 5S -> 5; B TH JC = 0 draws 4H -> 4
			cards: "TS TH TD JC 5S 4H",
			want: res("TS TD 5S", "TH JC 4H", 5, 4, "player", 6, false, "",
				win("player", 100, 100, "1/1"), win("player-pair", 100, 1100, "11/1"), lose("banker-pair", 100))},
		{name: "K with Q is not a pair", game: gNCB,
			// P KS QD = 0 draws 9C -> 9; B KH QH = 0 draws 5S -> 5
			cards: "KS KH QD QH 9C 5S",
			want: res("KS QD 9C", "KH QH 5S", 9, 5, "player", 6, false, "",
				lose("player-pair", 100), lose("banker-pair", 100), win("player", 100, 100, "1/1"))},
		{name: "10 accepted for T, printed T", game: gNCB,
			cards: "10S 9H 9D 10C", // P 9, B 9
			want:  res("TS 9D", "9H TC", 9, 9, "tie", 4, false, "", win("tie", 100, 800, "8/1"))},
	})
}

// TestSixStar covers 6 Star rules 3.10.1.1, 3.10.1.2, 3.11, 3.12, 4.1-4.3.
func TestSixStar(t *testing.T) {
	runCoupCases(t, mustNew(t), []coupCase{
		{name: "player Flaming 9's pays 1.2 to 1, rounded down", game: g6Star,
			// P 9Fi TFi = 9 of two Fire cards; B 2Go 5Wa = 7; 3 * 6/5 = 3.6 -> 3
			cards: "9Fi 2Go TFi 5Wa",
			want: res("9Fi TFi", "2Go 5Wa", 9, 7, "player", 4, false, "",
				win("player", 100, 120, "6/5"), win("player", 3, 3, "6/5"), lose("banker", 100),
				lose("element-bonus", 100))},
		{name: "natural 9 with one Fire card pays 1 to 1 (interpretation 6)", game: g6Star,
			cards: "9Fi 2Go TWo 5Wa",
			want:  res("9Fi TWo", "2Go 5Wa", 9, 7, "player", 4, false, "", win("player", 100, 100, "1/1"))},
		{name: "banker Flaming 9's pays 1.2 to 1", game: g6Star,
			// P 2Go 5Wa = 7; B 4Fi 5Fi = 9 natural, both Fire
			cards: "2Go 4Fi 5Wa 5Fi",
			want: res("2Go 5Wa", "4Fi 5Fi", 7, 9, "banker", 4, false, "",
				win("banker", 100, 120, "6/5"), win("banker", 15, 18, "6/5"), lose("player", 100))},
		{name: "banker two-card 6: 1 to 2, Fortune Six 12 to 1, pair of 3s", game: g6Star,
			// P TGo 4Go = 4 draws SFi -> 4; B 3Wa 3Ea = 6 stands on a 0
			cards: "TGo 3Wa 4Go 3Ea SFi",
			want: res("TGo 4Go SFi", "3Wa 3Ea", 4, 6, "banker", 5, false, "",
				win("banker", 100, 50, "1/2"), win("fortune-six", 100, 1200, "12/1"),
				win("banker-pair", 100, 1100, "11/1"), lose("player-pair", 100), lose("player", 100))},
		{name: "banker three-card 6: Fortune Six 20 to 1", game: g6Star,
			// P 2Go 3Go = 5 draws 7Fi -> 2; B 4Wa TEa = 4 draws on a 7: 2Wo -> 6
			cards: "2Go 4Wa 3Go TEa 7Fi 2Wo",
			want: res("2Go 3Go 7Fi", "4Wa TEa 2Wo", 2, 6, "banker", 6, false, "",
				win("banker", 100, 50, "1/2"), win("fortune-six", 100, 2000, "20/1"))},
		{name: "tie of Flaming 9's: 8 to 1 plus $3,000 whatever the stake (interpretation 5)", game: g6Star,
			// P 9Fi SFi = 9, B 9Fi LFi = 9, all four cards Fire
			cards: "9Fi 9Fi SFi LFi",
			want: res("9Fi SFi", "9Fi LFi", 9, 9, "tie", 4, false, "",
				winBonus("tie", 100, 300800, 300000, "8/1"), winBonus("tie", 1, 300008, 300000, "8/1"),
				push("player", 100), push("banker", 100), win("element-bonus", 100, 5000, "50/1"),
				lose("player-pair", 100), lose("banker-pair", 100), lose("fortune-six", 100))},
		{name: "Tie Bonus added after rounding the 8 to 1", game: g6Star, rounding: 5,
			cards: "9Fi 9Fi SFi LFi", // 1 * 8 = 8 -> 5, plus 300000
			want: res("9Fi SFi", "9Fi LFi", 9, 9, "tie", 4, false, "",
				winBonus("tie", 1, 300005, 300000, "8/1"))},
		{name: "6 Stars tie: 8 to 1 plus $30,000", game: g6Star,
			// P SGo LWa = 0 draws FWo -> 0; B SFi FEa = 0 draws LGo -> 0
			cards: "SGo SFi LWa FEa FWo LGo",
			want: res("SGo LWa FWo", "SFi FEa LGo", 0, 0, "tie", 6, false, "",
				winBonus("tie", 100, 3000800, 3000000, "8/1"), push("player", 100), push("banker", 100),
				lose("element-bonus", 100))},
		{name: "tie at 0 with only the Banker a 6 Stars hand: no bonus", game: g6Star,
			// P S L S is not one each of S L F
			cards: "SGo SFi LWa FEa SWo LGo",
			want: res("SGo LWa SWo", "SFi FEa LGo", 0, 0, "tie", 6, false, "",
				win("tie", 100, 800, "8/1"))},
		{name: "Element Bonus, 5 cards of Wood: 500 to 1", game: g6Star,
			// P 2Wo 3Wo = 5 draws AWo -> 6; B TWo 7Wo = 7 stands
			cards: "2Wo TWo 3Wo 7Wo AWo",
			want: res("2Wo 3Wo AWo", "TWo 7Wo", 6, 7, "banker", 5, false, "",
				win("element-bonus", 100, 50000, "500/1"), win("banker", 100, 100, "1/1"))},
		{name: "Element Bonus, 6 cards of Gold on a tie: 5000 to 1", game: g6Star,
			// P AGo 2Go = 3 draws 4Go -> 7; B TGo 2Go = 2 draws 5Go -> 7
			cards: "AGo TGo 2Go 2Go 4Go 5Go",
			want: res("AGo 2Go 4Go", "TGo 2Go 5Go", 7, 7, "tie", 6, false, "",
				win("element-bonus", 100, 500000, "5000/1"), win("tie", 100, 800, "8/1"),
				push("player", 100), push("banker", 100), lose("player-pair", 100), lose("banker-pair", 100))},
		{name: "Element Bonus loses when the sixth card differs", game: g6Star,
			cards: "AGo TGo 2Go 2Go 4Go 5Wa",
			want: res("AGo 2Go 4Go", "TGo 2Go 5Wa", 7, 7, "tie", 6, false, "",
				lose("element-bonus", 100))},
		{name: "Element Bonus needs the losing hand too (interpretation 7)", game: g6Star,
			// B TWo 7Wo all Wood wins; the Player's 2Go is Gold
			cards: "2Go TWo 3Wo 7Wo AWo",
			want: res("2Go 3Wo AWo", "TWo 7Wo", 6, 7, "banker", 5, false, "",
				lose("element-bonus", 100))},
		{name: "pair of Luk; a three-card 9 pays 1 to 1", game: g6Star,
			// P LFi LWa = 0 draws 9Ea -> 9; B 2Go 3Go = 5 stands on a 9
			cards: "LFi 2Go LWa 3Go 9Ea",
			want: res("LFi LWa 9Ea", "2Go 3Go", 9, 5, "player", 5, false, "",
				win("player-pair", 100, 1100, "11/1"), win("player", 100, 100, "1/1"), lose("banker-pair", 100))},
		{name: "three-card 9 with two Fire cards is not Flaming 9's (interpretation 6)", game: g6Star,
			// P 2Fi 3Fi = 5 draws 4Fi -> 9; B 2Go 3Go = 5 draws on a 4: TWa -> 5
			cards: "2Fi 2Go 3Fi 3Go 4Fi TWa",
			want: res("2Fi 3Fi 4Fi", "2Go 3Go TWa", 9, 5, "player", 6, false, "",
				win("player", 100, 100, "1/1"))},
	})
}

// tigerCommon are the Tiger side wagers' rows (Tiger v2 4.2, 4.3; Tiger NCB
// 4.2, 4.3; Electronic 4.9, 4.10), the same in all four Tiger games.
func tigerCommon(game string) []coupCase {
	return []coupCase{
		{name: "two-card banker 6: Tiger 12, Small Tiger 22, single Tiger Pair 4", game: game,
			// P TS 4D = 4 draws KH -> 4; B 3H 3C = 6 stands
			cards: "TS 3H 4D 3C KH",
			want: res("TS 4D KH", "3H 3C", 4, 6, "banker", 5, false, "",
				win("tiger", 100, 1200, "12/1"), win("small-tiger", 100, 2200, "22/1"), lose("big-tiger", 100),
				lose("tiger-tie", 100), win("tiger-pair", 100, 400, "4/1"), lose("player", 100), lose("tie", 100))},
		{name: "three-card banker 6: Tiger 20, Big Tiger 50", game: game,
			cards: "2S 4H 3D TC 7S 2D",
			want: res("2S 3D 7S", "4H TC 2D", 2, 6, "banker", 6, false, "",
				win("tiger", 100, 2000, "20/1"), win("big-tiger", 100, 5000, "50/1"), lose("small-tiger", 100),
				lose("tiger-pair", 100))},
		{name: "tie on 6: Tiger Tie 35 to 1", game: game,
			// P 6S TD = 6 stands; B 6H KC = 6 stands when the Player stood
			cards: "6S 6H TD KC",
			want: res("6S TD", "6H KC", 6, 6, "tie", 4, false, "",
				win("tiger-tie", 100, 3500, "35/1"), win("tie", 100, 800, "8/1"), push("player", 100),
				push("banker", 100), lose("tiger", 100), lose("small-tiger", 100), lose("tiger-pair", 100))},
		{name: "tie on 9: Tiger Tie loses", game: game,
			cards: "9S 9H KD KC",
			want: res("9S KD", "9H KC", 9, 9, "tie", 4, false, "",
				lose("tiger-tie", 100), win("tie", 100, 800, "8/1"))},
		{name: "Double Tiger Pair 20 to 1", game: game,
			// P 2S 2H = 4 draws KS -> 4; B 5D 5C = 0 draws KD -> 0
			cards: "2S 5D 2H 5C KS KD",
			want: res("2S 2H KS", "5D 5C KD", 4, 0, "player", 6, false, "",
				win("tiger-pair", 100, 2000, "20/1"), win("player", 100, 100, "1/1"))},
		{name: "Twin Tiger Pair 100 to 1, paid once (interpretation 2)", game: game,
			// P 5S 5H = 0 draws AS -> 1; B 5D 5C = 0 draws AH -> 1
			cards: "5S 5D 5H 5C AS AH",
			want: res("5S 5H AS", "5D 5C AH", 1, 1, "tie", 6, false, "",
				win("tiger-pair", 100, 10000, "100/1"), win("tie", 100, 800, "8/1"), push("banker", 100))},
		{name: "Twin Tiger Pair of tens", game: game,
			// P TS TD = 0 draws 2S -> 2; B TH TC = 0 draws 3S -> 3
			cards: "TS TH TD TC 2S 3S",
			want: res("TS TD 2S", "TH TC 3S", 2, 3, "banker", 6, false, "",
				win("tiger-pair", 100, 10000, "100/1"), lose("tiger", 100))},
		{name: "K Q and Q K are no Tiger Pair", game: game,
			// P KS QD = 0 draws 9C -> 9; B QS KD = 0 draws 9H -> 9
			cards: "KS QS QD KD 9C 9H",
			want: res("KS QD 9C", "QS KD 9H", 9, 9, "tie", 6, false, "",
				lose("tiger-pair", 100), lose("tiger-tie", 100))},
	}
}

// TestTigerV2 covers Tiger v2 rules 4.1-4.3.
func TestTigerV2(t *testing.T) {
	cases := []coupCase{
		{name: "banker 0.95 to 1 rounded down (interpretation 4)", game: gTiger,
			// 100 * 19/20 = 95; 15 * 19/20 = 14.25 -> 14; 1 * 19/20 -> 0
			cards: "2S 8H 3D KC",
			want: res("2S 3D", "8H KC", 5, 8, "banker", 4, false, "",
				win("banker", 100, 95, "19/20"), win("banker", 15, 14, "19/20"), win("banker", 1, 0, "19/20"),
				lose("player", 100), lose("tiger", 100))},
		{name: "banker 0.95 to 1 rounded down to 10", game: gTiger, rounding: 10,
			cards: "2S 8H 3D KC", // 95 -> 90; 14.25 -> 10
			want: res("2S 3D", "8H KC", 5, 8, "banker", 4, false, "",
				win("banker", 100, 90, "19/20"), win("banker", 15, 10, "19/20"))},
		{name: "banker wins with 6: still 0.95 to 1", game: gTiger,
			cards: "TS 3H 4D 3C KH",
			want: res("TS 4D KH", "3H 3C", 4, 6, "banker", 5, false, "",
				win("banker", 100, 95, "19/20"), win("banker", 1_000_000_000_000, 950_000_000_000, "19/20"))},
		{name: "player 1 to 1", game: gTiger,
			cards: "9S 2H KD 3C",
			want: res("9S KD", "2H 3C", 9, 5, "player", 4, false, "",
				win("player", 100, 100, "1/1"), lose("banker", 100), lose("tiger-tie", 100))},
	}
	runCoupCases(t, mustNew(t), append(cases, tigerCommon(gTiger)...))
}

// TestTigerNCBV5 covers Tiger NCB v5 rules 4.1-4.3.
func TestTigerNCBV5(t *testing.T) {
	cases := []coupCase{
		{name: "banker with 6 pays 1 to 2", game: gTigerNCB,
			cards: "TS 3H 4D 3C KH",
			want: res("TS 4D KH", "3H 3C", 4, 6, "banker", 5, false, "",
				win("banker", 100, 50, "1/2"), win("banker", 7, 3, "1/2"))},
		{name: "banker three-card 6 pays 1 to 2", game: gTigerNCB,
			cards: "2S 4H 3D TC 7S 2D",
			want: res("2S 3D 7S", "4H TC 2D", 2, 6, "banker", 6, false, "",
				win("banker", 100, 50, "1/2"))},
		{name: "banker with 8 pays 1 to 1", game: gTigerNCB,
			cards: "2S 8H 3D KC",
			want: res("2S 3D", "8H KC", 5, 8, "banker", 4, false, "",
				win("banker", 100, 100, "1/1"), lose("player", 100))},
	}
	runCoupCases(t, mustNew(t), append(cases, tigerCommon(gTigerNCB)...))
}

// TestElectronicTiger covers Electronic 4.7, 4.9, 4.10 (Tiger Baccarat) and
// 4.8 (Tiger No Commission).
func TestElectronicTiger(t *testing.T) {
	cases := []coupCase{
		{name: "Tiger Baccarat banker 0.95 to 1", game: gEtgTiger,
			cards: "TS 3H 4D 3C KH",
			want: res("TS 4D KH", "3H 3C", 4, 6, "banker", 5, false, "",
				win("banker", 100, 95, "19/20"), win("banker", 15, 14, "19/20"),
				win("banker-precious-pair", 100, 900, "9/1"), lose("player-precious-pair", 100))},
		{name: "Tiger No Commission banker 6 pays 1 to 2", game: gEtgTigerNCB,
			cards: "TS 3H 4D 3C KH",
			want: res("TS 4D KH", "3H 3C", 4, 6, "banker", 5, false, "",
				win("banker", 100, 50, "1/2"), win("banker-precious-pair", 100, 900, "9/1"))},
		{name: "Tiger No Commission banker 8 pays 1 to 1", game: gEtgTigerNCB,
			cards: "2S 8H 3D KC",
			want:  res("2S 3D", "8H KC", 5, 8, "banker", 4, false, "", win("banker", 100, 100, "1/1"))},
	}
	cases = append(cases, tigerCommon(gEtgTiger)...)
	runCoupCases(t, mustNew(t), append(cases, tigerCommon(gEtgTigerNCB)...))
}

// TestElectronicSixes covers Electronic 4.1-4.4: Super Six, Fortune Six,
// Super 6 and No Commission.
func TestElectronicSixes(t *testing.T) {
	var cases []coupCase
	for _, g := range []string{gSuperSix, gFortuneSix, gSuper6, gEtgNCB} {
		cases = append(cases,
			coupCase{name: "banker two-card 6 pays 1 to 2, pairs 11 to 1", game: g,
				cards: "TS 3H 4D 3C KH",
				want: res("TS 4D KH", "3H 3C", 4, 6, "banker", 5, false, "",
					win("banker", 100, 50, "1/2"), lose("player", 100), lose("tie", 100),
					win("banker-pair", 100, 1100, "11/1"), lose("player-pair", 100))},
			coupCase{name: "banker 8 pays 1 to 1, player loses", game: g,
				cards: "2S 8H 3D KC",
				want: res("2S 3D", "8H KC", 5, 8, "banker", 4, false, "",
					win("banker", 100, 100, "1/1"), lose("player", 100))},
			coupCase{name: "tie 8 to 1, player and banker push", game: g,
				cards: "9S 9H KD KC",
				want: res("9S KD", "9H KC", 9, 9, "tie", 4, false, "",
					win("tie", 100, 800, "8/1"), push("player", 100), push("banker", 100))},
		)
	}
	for _, g := range []string{gSuperSix, gSuper6} {
		cases = append(cases,
			coupCase{name: "Super Six 15 to 1 on a two-card 6", game: g,
				cards: "TS 3H 4D 3C KH",
				want:  res("TS 4D KH", "3H 3C", 4, 6, "banker", 5, false, "", win("super-six", 100, 1500, "15/1"))},
			coupCase{name: "Super Six 15 to 1 on a three-card 6", game: g,
				cards: "2S 4H 3D TC 7S 2D",
				want:  res("2S 3D 7S", "4H TC 2D", 2, 6, "banker", 6, false, "", win("super-six", 100, 1500, "15/1"))},
			coupCase{name: "Super Six loses on a banker 8", game: g,
				cards: "2S 8H 3D KC",
				want:  res("2S 3D", "8H KC", 5, 8, "banker", 4, false, "", lose("super-six", 100))},
			coupCase{name: "Super Six loses on a tie on 6", game: g,
				cards: "6S 6H TD KC",
				want:  res("6S TD", "6H KC", 6, 6, "tie", 4, false, "", lose("super-six", 100))},
		)
	}
	cases = append(cases,
		coupCase{name: "Fortune Six 12 to 1 on a two-card 6", game: gFortuneSix,
			cards: "TS 3H 4D 3C KH",
			want:  res("TS 4D KH", "3H 3C", 4, 6, "banker", 5, false, "", win("fortune-six", 100, 1200, "12/1"))},
		coupCase{name: "Fortune Six 20 to 1 on a three-card 6", game: gFortuneSix,
			cards: "2S 4H 3D TC 7S 2D",
			want:  res("2S 3D 7S", "4H TC 2D", 2, 6, "banker", 6, false, "", win("fortune-six", 100, 2000, "20/1"))},
	)
	runCoupCases(t, mustNew(t), cases)
}

// TestDragonBonus covers Electronic 1.1.1, 1.1.9, 1.1.10, 4.5, 4.6 and
// interpretation 8, on both games that offer it.
func TestDragonBonus(t *testing.T) {
	var cases []coupCase
	for _, g := range []string{gFortuneSix, gSuper6} {
		cases = append(cases,
			coupCase{name: "natural win by 9 pays 1 to 1", game: g,
				cards: "9S KH TD QC", // P 9 natural, B 0
				want: res("9S TD", "KH QC", 9, 0, "player", 4, false, "",
					win("player-dragon-bonus", 100, 100, "1/1"), lose("banker-dragon-bonus", 100))},
			coupCase{name: "non-natural win by 9 pays 30 to 1", game: g,
				// P 2S 3H = 5 draws 4D -> 9; B KH QC = 0 draws TD -> 0
				cards: "2S KH 3H QC 4D TD",
				want: res("2S 3H 4D", "KH QC TD", 9, 0, "player", 6, false, "",
					win("player-dragon-bonus", 100, 3000, "30/1"), lose("banker-dragon-bonus", 100))},
			coupCase{name: "non-natural win by 8 pays 10 to 1", game: g,
				// P TS KD = 0 draws QC -> 0; B AH AC = 2 draws 6S -> 8
				cards: "TS AH KD AC QC 6S",
				want: res("TS KD QC", "AH AC 6S", 0, 8, "banker", 6, false, "",
					win("banker-dragon-bonus", 100, 1000, "10/1"), lose("player-dragon-bonus", 100),
					win("banker-pair", 100, 1100, "11/1"))},
			coupCase{name: "win by 7 pays 6 to 1", game: g,
				// P TS KD = 0 draws QC -> 0; B 3H 4C = 7 stands
				cards: "TS 3H KD 4C QC",
				want:  res("TS KD QC", "3H 4C", 0, 7, "banker", 5, false, "", win("banker-dragon-bonus", 100, 600, "6/1"))},
			coupCase{name: "win by 6 pays 4 to 1", game: g,
				cards: "TS 3H AD 4C KC", // P 1, B 7
				want:  res("TS AD KC", "3H 4C", 1, 7, "banker", 5, false, "", win("banker-dragon-bonus", 100, 400, "4/1"))},
			coupCase{name: "win by 5 pays 2 to 1", game: g,
				cards: "TS 3H 2D 4C KC", // P 2, B 7
				want:  res("TS 2D KC", "3H 4C", 2, 7, "banker", 5, false, "", win("banker-dragon-bonus", 100, 200, "2/1"))},
			coupCase{name: "win by 4 pays 1 to 1", game: g,
				cards: "TS 3H 3D 4C KC", // P 3, B 7
				want:  res("TS 3D KC", "3H 4C", 3, 7, "banker", 5, false, "", win("banker-dragon-bonus", 100, 100, "1/1"))},
			coupCase{name: "win by 3 loses", game: g,
				cards: "TS 3H 4D 4C KC", // P 4, B 7
				want: res("TS 4D KC", "3H 4C", 4, 7, "banker", 5, false, "",
					lose("banker-dragon-bonus", 100), lose("player-dragon-bonus", 100))},
			coupCase{name: "three-card 6 by 4 pays 1 to 1", game: g,
				cards: "2S 4H 3D TC 7S 2D", // P 2, B 6 on three cards
				want:  res("2S 3D 7S", "4H TC 2D", 2, 6, "banker", 6, false, "", win("banker-dragon-bonus", 100, 100, "1/1"))},
			coupCase{name: "natural win by 1 pays 1 to 1", game: g,
				cards: "7S 8H KD KC", // P 7, B 8 natural
				want: res("7S KD", "8H KC", 7, 8, "banker", 4, false, "",
					win("banker-dragon-bonus", 100, 100, "1/1"), lose("player-dragon-bonus", 100))},
			coupCase{name: "natural 9 over natural 8 pays 1 to 1", game: g,
				cards: "8S 9H KD KC",
				want:  res("8S KD", "9H KC", 8, 9, "banker", 4, false, "", win("banker-dragon-bonus", 100, 100, "1/1"))},
			coupCase{name: "natural tie pushes", game: g,
				cards: "9S 9H KD KC",
				want: res("9S KD", "9H KC", 9, 9, "tie", 4, false, "",
					push("player-dragon-bonus", 100), push("banker-dragon-bonus", 100))},
			coupCase{name: "non-natural tie loses (interpretation 8)", game: g,
				cards: "6S 6H TD KC",
				want: res("6S TD", "6H KC", 6, 6, "tie", 4, false, "",
					lose("player-dragon-bonus", 100), lose("banker-dragon-bonus", 100))},
		)
	}
	runCoupCases(t, mustNew(t), cases)
}

// TestPreciousPair covers Electronic 1.1.14, 4.12 and interpretation 3.
func TestPreciousPair(t *testing.T) {
	var cases []coupCase
	for _, g := range electronic {
		cases = append(cases,
			coupCase{name: "pair of Diamond 4s 30 to 1, the highest category only (interpretation 3)", game: g,
				cards: "4D 2S 4D 3S", // P 8 natural, B 5
				want: res("4D 4D", "2S 3S", 8, 5, "player", 4, false, "",
					win("player-precious-pair", 100, 3000, "30/1"), lose("banker-precious-pair", 100))},
			coupCase{name: "unsuited 4s 15 to 1", game: g,
				cards: "4H 2S 4S 3S",
				want:  res("4H 4S", "2S 3S", 8, 5, "player", 4, false, "", win("player-precious-pair", 100, 1500, "15/1"))},
			coupCase{name: "suited Club 4s 15 to 1", game: g,
				cards: "4C 2S 4C 3S",
				want:  res("4C 4C", "2S 3S", 8, 5, "player", 4, false, "", win("player-precious-pair", 100, 1500, "15/1"))},
			coupCase{name: "4D with 4H is other 4s, 15 to 1", game: g,
				cards: "4D 2S 4H 3S",
				want:  res("4D 4H", "2S 3S", 8, 5, "player", 4, false, "", win("player-precious-pair", 100, 1500, "15/1"))},
			coupCase{name: "Diamond pair 12 to 1", game: g,
				// P QD QD = 0 draws 9H -> 9; B 2S 3S = 5 stands on a 9
				cards: "QD 2S QD 3S 9H",
				want:  res("QD QD 9H", "2S 3S", 9, 5, "player", 5, false, "", win("player-precious-pair", 100, 1200, "12/1"))},
			coupCase{name: "unsuited other pair 9 to 1 on the Banker", game: g,
				// P 2S 3S = 5 draws 9H -> 4; B KC KH = 0 draws 5D -> 5
				cards: "2S KC 3S KH 9H 5D",
				want: res("2S 3S 9H", "KC KH 5D", 4, 5, "banker", 6, false, "",
					win("banker-precious-pair", 100, 900, "9/1"), lose("player-precious-pair", 100))},
			coupCase{name: "suited other pair 9 to 1", game: g,
				cards: "KH 2S KH 3S 9C",
				want:  res("KH KH 9C", "2S 3S", 9, 5, "player", 5, false, "", win("player-precious-pair", 100, 900, "9/1"))},
			coupCase{name: "TD KD is no pair", game: g,
				cards: "TD 2S KD 3S 9C",
				want:  res("TD KD 9C", "2S 3S", 9, 5, "player", 5, false, "", lose("player-precious-pair", 100))},
		)
	}
	runCoupCases(t, mustNew(t), cases)
}

// TestFabulous4s covers Electronic 1.1.2, 1.1.11, 4.11 and interpretation 9.
func TestFabulous4s(t *testing.T) {
	runCoupCases(t, mustNew(t), []coupCase{
		{name: "player wins with 4: 1 to 2, Player Fabulous 4 50 to 1", game: gFab4,
			// P TS 4D = 4 draws KC -> 4; B TH 3C = 3 draws on a 0: KS -> 3
			cards: "TS TH 4D 3C KC KS",
			want: res("TS 4D KC", "TH 3C KS", 4, 3, "player", 6, false, "",
				win("player", 100, 50, "1/2"), win("player", 15, 7, "1/2"), win("player-fabulous-4", 100, 5000, "50/1"),
				lose("banker", 100), lose("banker-fabulous-4", 100), lose("tie", 100))},
		{name: "player wins with 1: 2 to 1", game: gFab4,
			// P AS KD = 1 draws QS -> 1; B TH KC = 0 draws QH -> 0
			cards: "AS TH KD KC QS QH",
			want: res("AS KD QS", "TH KC QH", 1, 0, "player", 6, false, "",
				win("player", 100, 200, "2/1"), lose("player-fabulous-4", 100))},
		{name: "player wins with 9: 1 to 1", game: gFab4,
			cards: "9S 2H KD 3C",
			want:  res("9S KD", "2H 3C", 9, 5, "player", 4, false, "", win("player", 100, 100, "1/1"))},
		{name: "banker wins with 4: banker pushes, Banker Fabulous 4 25 to 1", game: gFab4,
			// P TS KD = 0 draws QS -> 0; B 4H KC = 4 stands on a 0
			cards: "TS 4H KD KC QS",
			want: res("TS KD QS", "4H KC", 0, 4, "banker", 5, false, "",
				push("banker", 100), win("banker-fabulous-4", 100, 2500, "25/1"),
				lose("player", 100), lose("player-fabulous-4", 100))},
		{name: "banker wins with 1: 2 to 1", game: gFab4,
			// P TS KD = 0 draws QS -> 0; B AH KC = 1 draws QH -> 1
			cards: "TS AH KD KC QS QH",
			want:  res("TS KD QS", "AH KC QH", 0, 1, "banker", 6, false, "", win("banker", 100, 200, "2/1"))},
		{name: "banker wins with 8: 1 to 1", game: gFab4,
			cards: "2S 8H 3D KC",
			want:  res("2S 3D", "8H KC", 5, 8, "banker", 4, false, "", win("banker", 100, 100, "1/1"))},
		{name: "tie: player and banker push, tie 8 to 1", game: gFab4,
			cards: "9S 9H KD KC",
			want: res("9S KD", "9H KC", 9, 9, "tie", 4, false, "",
				push("player", 100), push("banker", 100), win("tie", 100, 800, "8/1"))},
		{name: "player total 4 that loses pays nothing (interpretation 9)", game: gFab4,
			cards: "TS 3H 4D 4C KC", // P 4, B 7
			want: res("TS 4D KC", "3H 4C", 4, 7, "banker", 5, false, "",
				lose("player", 100), lose("player-fabulous-4", 100), win("banker", 100, 100, "1/1"))},
		{name: "banker total 4 that loses pays nothing", game: gFab4,
			// P 6S KD = 6 stands; B 4H KC = 4 draws KS -> 4
			cards: "6S 4H KD KC KS",
			want: res("6S KD", "4H KC KS", 6, 4, "player", 5, false, "",
				lose("banker", 100), lose("banker-fabulous-4", 100), win("player", 100, 100, "1/1"))},
	})
}
