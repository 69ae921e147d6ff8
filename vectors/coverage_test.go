package vectors_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

// These tests check that the shipped vectors cover what the issue asks of
// them, game by game, from the vectors' own content: cards and expected
// results, not the generator's intentions.

func cards(t *testing.T, tokens []string) []reference.Card {
	t.Helper()
	cs, err := reference.ParseTokens(tokens)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func twoCardTotal(t *testing.T, tokens []string) int {
	cs := cards(t, tokens[:2])
	return (cs[0].Value() + cs[1].Value()) % 10
}

func forEachGame(t *testing.T, f func(t *testing.T, g *reference.Game, file *vectors.File)) {
	files := mustShipped(t)
	for _, g := range reference.Games() {
		t.Run(string(g.ID), func(t *testing.T) {
			for i := range files {
				if files[i].Game == string(g.ID) {
					f(t, g, &files[i])
					return
				}
			}
			t.Fatal("no file")
		})
	}
}

func TestCoverTableOfPlay(t *testing.T) {
	forEachGame(t, func(t *testing.T, g *reference.Game, f *vectors.File) {
		cells := map[[2]int]int{}
		for _, c := range roundCases(f) {
			if !contains(c.Test.Flags, vectors.FlagTableOfPlay) {
				continue
			}
			r := c.Test.Expected.Coup
			if r.Void != "" || len(r.Player) < 2 || len(r.Banker) < 2 {
				t.Errorf("tcId %d: a Table of Play test must be a standing round", c.Test.TcID)
				continue
			}
			p, b := twoCardTotal(t, r.Player), twoCardTotal(t, r.Banker)
			if p >= 8 || b >= 8 {
				t.Errorf("tcId %d: a Natural in a Table of Play test", c.Test.TcID)
			}
			third := -1
			if len(r.Player) == 3 {
				third = cards(t, r.Player[2:])[0].Value()
			}
			cells[[2]int{b, third}]++
			// The cell's rule, read from the documents: does the Banker draw?
			draws := len(r.Banker) == 3
			if want := reference.BankerDraws(b, third); draws != want {
				t.Errorf("tcId %d: Banker %d, Player third %d: Banker drew %v", c.Test.TcID, b, third, draws)
			}
		}
		for b := 0; b <= 7; b++ {
			for v := -1; v <= 9; v++ {
				if cells[[2]int{b, v}] != 1 {
					t.Errorf("Table of Play cell Banker %d / Player third %d: %d tests, want 1", b, v, cells[[2]int{b, v}])
				}
			}
		}
	})
}

func TestCoverNaturals(t *testing.T) {
	forEachGame(t, func(t *testing.T, g *reference.Game, f *vectors.File) {
		seen := map[string]bool{}
		for _, c := range roundCases(f) {
			r := c.Test.Expected.Coup
			if r == nil || r.Void != "" {
				continue
			}
			p, b := twoCardTotal(t, r.Player), twoCardTotal(t, r.Banker)
			switch {
			case p >= 8 && b >= 8:
				seen[fmt.Sprintf("both %d %d", p, b)] = true
			case p >= 8 && b <= 5:
				seen[fmt.Sprintf("player %d", p)] = true
			case b >= 8 && p <= 5:
				seen[fmt.Sprintf("banker %d", b)] = true
			}
			if (p >= 8 || b >= 8) && (len(r.Player) != 2 || len(r.Banker) != 2) {
				t.Errorf("tcId %d: a Natural and a third card", c.Test.TcID)
			}
		}
		for _, k := range []string{"player 8", "player 9", "banker 8", "banker 9", "both 8 8", "both 9 9", "both 8 9", "both 9 8"} {
			if !seen[k] {
				t.Errorf("no vector with a Natural: %s (against a hand that would draw)", k)
			}
		}
	})
}

// TestCoverPayRows replays every coup vector with the reference to see
// which pay-table row settled each wager: every row of every wager must
// settle some vector, and every wager must lose in some vector.
func TestCoverPayRows(t *testing.T) {
	forEachGame(t, func(t *testing.T, g *reference.Game, f *vectors.File) {
		rows := map[string]bool{}
		lost := map[reference.WagerID]bool{}
		for _, c := range roundCases(f) {
			if c.Type != vectors.TypeCoup {
				continue
			}
			ws := make([]reference.Wager, len(c.Test.Wagers))
			for i, w := range c.Test.Wagers {
				ws[i] = reference.Wager{ID: reference.WagerID(w.Wager), Stake: w.Stake}
			}
			r, err := reference.Play(g, c.Decks, cards(t, c.Test.Cards), ws, reference.TableSettings{Rounding: c.Table.Rounding})
			if err != nil {
				t.Fatalf("tcId %d: %v", c.Test.TcID, err)
			}
			for _, s := range r.Settlements {
				switch s.Result {
				case reference.Win, reference.Push:
					rows[string(s.Wager)+" "+s.Event.String()] = true
				case reference.Lose:
					lost[s.Wager] = true
				}
			}
		}
		for _, w := range g.Wagers {
			for _, p := range w.Pays {
				if !rows[string(w.ID)+" "+p.Event.String()] {
					t.Errorf("no vector settles %s on the row %q", w.ID, p.Event)
				}
			}
			if !lost[w.ID] {
				t.Errorf("no vector where %s loses", w.ID)
			}
		}
	})
}

func TestCoverIrregularities(t *testing.T) {
	forEachGame(t, func(t *testing.T, g *reference.Game, f *vectors.File) {
		seen := map[string]bool{}
		for _, c := range roundCases(f) {
			cut := -1
			for i, tok := range c.Test.Cards {
				if tok == "CUT" {
					cut = i
				}
			}
			if s := c.Test.Expected.Shoe; s != nil {
				seen["shoe "+s.End] = true
				continue
			}
			r := c.Test.Expected.Coup
			if r.Void != "" {
				seen[r.Void] = true
			}
			switch {
			case cut < 0:
			case r.CutCard && cut == 0:
				seen["cut first"] = true
			case r.CutCard && cut > 0 && cut < 4:
				seen["cut in the initial deal"] = true
			case r.CutCard && cut == 5 && len(r.Banker) == 3:
				seen["cut sixth"] = true
			case !r.CutCard && cut >= r.CardsUsed:
				seen["cut after"] = true
			}
		}
		for _, k := range []string{"insufficient-cards", "foreign-card", "extra-card", "cut first", "cut in the initial deal", "cut sixth", "cut after",
			"shoe cut-card", "shoe void", "shoe exhausted"} {
			if !seen[k] {
				t.Errorf("no vector: %s", k)
			}
		}
	})
}

// TestCoverRounding needs, at units 1 and 100, a winning odd stake whose
// exact payout is not a multiple of the unit, on every fractional row.
func TestCoverRounding(t *testing.T) {
	forEachGame(t, func(t *testing.T, g *reference.Game, f *vectors.File) {
		seen := map[string]bool{}
		for _, c := range roundCases(f) {
			r := c.Test.Expected.Coup
			if r == nil {
				continue
			}
			for _, s := range r.Settlements {
				if s.Result != "win" || s.Stake%2 == 0 {
					continue
				}
				var num, den int64
				if _, err := fmt.Sscanf(s.Odds, "%d/%d", &num, &den); err != nil {
					t.Fatalf("tcId %d: odds %q: %v", c.Test.TcID, s.Odds, err)
				}
				if (s.Stake*num)%(den*c.Table.Rounding) != 0 {
					seen[fmt.Sprintf("%s %s unit %d", s.Wager, s.Odds, c.Table.Rounding)] = true
				}
			}
		}
		for _, w := range g.Wagers {
			for _, p := range w.Pays {
				if p.Push || p.Odds.Den == 1 {
					continue
				}
				for _, unit := range []int{1, 100} {
					if k := fmt.Sprintf("%s %s unit %d", w.ID, p.Odds, unit); !seen[k] {
						t.Errorf("no odd stake rounded: %s", k)
					}
				}
			}
		}
		if !seen["player 1/1 unit 100"] {
			t.Error("no whole payout rounded to a unit of 100")
		}
	})
}

// TestCoverInterpretations checks each file's notes against the
// interpretations that apply to its game.
func TestCoverInterpretations(t *testing.T) {
	forEachGame(t, func(t *testing.T, g *reference.Game, f *vectors.File) {
		want := []int{1, 4, 12, 13, 14, 15}
		if g.Offers(reference.WagerTigerPair) {
			want = append(want, 2)
		}
		if g.Offers(reference.WagerPlayerPreciousPair) {
			want = append(want, 3)
		}
		if g.Deck == reference.SixStar65 {
			want = append(want, 5, 6, 7)
		}
		if g.Offers(reference.WagerPlayerDragonBonus) {
			want = append(want, 8)
		}
		if g.Offers(reference.WagerPlayerFabulous4) {
			want = append(want, 9)
		}
		// 16 (rounding whole odds) and 17 (the voiding card shown) apply
		// to every game; the table lifecycle's per document.
		want = append(want, 16, 17, 24, 30)
		switch g.Document {
		case reference.DocNCB, reference.DocSixStar:
			want = append(want, 18, 23)
		case reference.DocTiger, reference.DocTigerNCB:
			want = append(want, 10, 11, 19, 20, 21, 22, 26, 27, 31, 32, 33)
		case reference.DocETG:
			want = append(want, 11, 25, 27, 28)
			if g.Offers(reference.WagerTiger) || g.Offers(reference.WagerPlayerFabulous4) {
				want = append(want, 29) // an optional wager decides first
			}
		}
		sort.Ints(want)
		var got []int
		for _, n := range f.Notes {
			if n.Interpretation > 0 {
				got = append(got, n.Interpretation)
			}
		}
		sort.Ints(got)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("interpretations flagged %v, want %v", got, want)
		}
	})
}

func TestCoverRandomSample(t *testing.T) {
	forEachGame(t, func(t *testing.T, g *reference.Game, f *vectors.File) {
		decks := map[int]int{}
		for _, c := range roundCases(f) {
			if c.Type == vectors.TypeCoup && contains(c.Test.Flags, vectors.FlagRandomSample) {
				decks[c.Decks]++
			}
		}
		for _, d := range []int{4, 6, 8, 10} {
			if decks[d] < 10 {
				t.Errorf("%d random rounds from a %d-deck shoe, want 10", decks[d], d)
			}
		}
	})
}
