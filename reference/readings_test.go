package reference

import (
	"strings"
	"testing"
)

func TestParseReadings(t *testing.T) {
	r, err := ParseReadings([]string{"1=point-value,4=nearest", "8=any-tie-pushes"})
	if err != nil {
		t.Fatal(err)
	}
	if !r.PairByPointValue || !r.RoundToNearest || !r.AnyTiePushesDragon {
		t.Errorf("readings %+v: want all three alternatives", r)
	}
	if got := strings.Join(r.Names(), " "); got != "1=point-value 4=nearest 8=any-tie-pushes" {
		t.Errorf("Names %q", got)
	}
	if d, _ := ParseReadings([]string{"1=rank", "4=down"}); d != (Readings{}) || len(d.Names()) != 0 {
		t.Errorf("the kit's own readings named explicitly: %+v, want the zero value", d)
	}
	if x, ok := r.Of(1); !ok || x.Name != "point-value" {
		t.Errorf("Of(1) = %v %v", x.Name, ok)
	}
	if x, ok := (Readings{}).Of(4); !ok || x.Name != "down" {
		t.Errorf("zero Of(4) = %v %v", x.Name, ok)
	}
	if _, ok := r.Of(2); ok {
		t.Error("interpretation 2 has one reading, Of says otherwise")
	}
	for spec, want := range map[string]string{
		"2=same-rank":          `interpretation 2 has no reading "same-rank"`,
		"1=points":             `interpretation 1 has no reading "points"`,
		"point-value":          "want N=NAME",
		"1=rank,1=point-value": "already read as rank",
	} {
		_, err := ParseReadings([]string{spec})
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "1: rank or point-value") && !strings.Contains(err.Error(), "already") {
			t.Errorf("%q: error %v, want one saying %q and listing the readings", spec, err, want)
		}
	}
}

// settleUnder settles one wager on the coup dealt from cards.
func settleUnder(t *testing.T, game GameID, cards string, w Wager, ts TableSettings) Settlement {
	t.Helper()
	g, err := LookupGame(game)
	if err != nil {
		t.Fatal(err)
	}
	c := Deal(g.Deck, 8, mustCards(t, cards))
	out, err := g.Settle(&c, []Wager{w}, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out[0]
}

// TestReadingsSettle: each alternative reading changes exactly the
// settlements its interpretation decides.
func TestReadingsSettle(t *testing.T) {
	pointValue := Readings{PairByPointValue: true}
	literal := Readings{PairLiteral: true}
	nearest := Readings{RoundToNearest: true}
	anyTie := Readings{AnyTiePushesDragon: true}
	cases := []struct {
		name        string
		game        GameID
		cards       string
		wager       Wager
		rounding    int64
		r           Readings
		kit, reread Result
		kitWin      int64
		rereadWin   int64
	}{
		// Player T K against Banker 2 3: the pair is on the first two cards.
		{"ten and king pair by point value", "mbs-ncb-v6", "TS 2H KD 3C 4S 9D", Wager{WagerPlayerPair, 100}, 1, pointValue, Lose, Win, 0, 1100},
		{"jack and queen pair by point value", "mbs-tiger-v2", "JS 2H QD 3C 4S 9D", Wager{WagerTigerPair, 100}, 1, pointValue, Lose, Win, 0, 400},
		{"a rank pair is a pair under both", "mbs-ncb-v6", "TS 2H TD 3C 4S 9D", Wager{WagerPlayerPair, 100}, 1, pointValue, Win, Win, 1100, 1100},
		{"ten and king pair by the literal words", "mbs-ncb-v6", "TS 2H KD 3C 4S 9D", Wager{WagerPlayerPair, 100}, 1, literal, Lose, Win, 0, 1100},
		{"king and ten pair by the literal words", "mbs-tiger-v2", "KS 2H TD 3C 4S 9D", Wager{WagerTigerPair, 100}, 1, literal, Lose, Win, 0, 400},
		{"king and queen are two face cards that are not identical", "mbs-tiger-v2", "KS 2H QD 3C 4S 9D", Wager{WagerTigerPair, 100}, 1, literal, Lose, Lose, 0, 0},
		{"a Ten and a Star pair by the literal words", "mbs-6star-ncb-2017", "TWa 2Fi SWa 3Fi 4Wa 9Fi", Wager{WagerPlayerPair, 100}, 1, literal, Lose, Win, 0, 1100},
		// Banker wins with 7 at 19/20: 1050 wins 997.5: down to 900, nearest 1000 (unit 100).
		{"commission to the nearest unit", "mbs-tiger-v2", "2S 3H 4D 4C", Wager{WagerBanker, 1050}, 100, nearest, Win, Win, 900, 1000},
		{"below half a unit rounds down under both", "mbs-tiger-v2", "2S 3H 4D 4C", Wager{WagerBanker, 1100}, 100, nearest, Win, Win, 1000, 1000},
		// 7 against 7 on two cards: a tie, not a natural one.
		{"a non-natural tie on the Dragon Bonus", "mbs-etg-v4-super-6-ncb", "3S 4H 4D 3C", Wager{WagerPlayerDragonBonus, 100}, 1, anyTie, Lose, Push, 0, 0},
	}
	for _, c := range cases {
		kit := settleUnder(t, c.game, c.cards, c.wager, TableSettings{Rounding: c.rounding})
		re := settleUnder(t, c.game, c.cards, c.wager, TableSettings{Rounding: c.rounding, Readings: c.r})
		if kit.Result != c.kit || kit.Win != c.kitWin {
			t.Errorf("%s: the kit's reading settles %v %d, want %v %d", c.name, kit.Result, kit.Win, c.kit, c.kitWin)
		}
		if re.Result != c.reread || re.Win != c.rereadWin {
			t.Errorf("%s: reading %v settles %v %d, want %v %d", c.name, c.r.Names(), re.Result, re.Win, c.reread, c.rereadWin)
		}
	}
}
