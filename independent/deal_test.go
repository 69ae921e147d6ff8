package independent

import (
	"context"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

// expectDraws is the Table of Play restated as the documents word it in
// prose (NCB 3.9.2-3.9.4): a separate encoding from the engine's 8x11 table.
func expectDraws(pt, bt, third int) (player, banker bool) {
	if pt >= 8 || bt >= 8 {
		return false, false
	}
	if pt >= 6 {
		return false, bt <= 5
	}
	switch bt {
	case 0, 1, 2:
		return true, true
	case 3:
		return true, third != 8
	case 4:
		return true, third >= 2 && third <= 7
	case 5:
		return true, third >= 4 && third <= 7
	case 6:
		return true, third == 6 || third == 7
	default:
		return true, false
	}
}

// TestTableOfPlay deals every combination of two-card totals and Player
// third card, in both deck families, and checks who drew.
func TestTableOfPlay(t *testing.T) {
	e := mustNew(t)
	std := func(v int, suit string) string { return string("KA23456789"[v]) + suit }
	six := func(v int, el string) string { return string("SA23456789"[v]) + el }
	for _, fam := range []struct {
		game string
		card func(int, string) string
		a, b string
	}{{gNCB, std, "S", "H"}, {g6Star, six, "Wo", "Ea"}} {
		for pt := 0; pt <= 9; pt++ {
			for bt := 0; bt <= 9; bt++ {
				for third := 0; third <= 9; third++ {
					// Player's two cards total pt, Banker's bt: (v, 0) each.
					cards := []string{fam.card(pt, fam.a), fam.card(bt, fam.a), fam.card(0, fam.b), fam.card(0, fam.b),
						fam.card(third, fam.b), fam.card(5, fam.b)}
					got, err := e.Coup(context.Background(), adapter.CoupRequest{Game: fam.game, Decks: 8, Cards: cards})
					if err != nil {
						t.Fatal(err)
					}
					pd, bd := expectDraws(pt, bt, third)
					if !pd && third > 0 {
						continue // the Player stood: the third card value plays no part
					}
					wantP, wantB := 2, 2
					if pd {
						wantP = 3
					}
					if bd {
						wantB = 3
					}
					if len(got.Player) != wantP || len(got.Banker) != wantB || got.CardsUsed != wantP+wantB {
						t.Errorf("%s Player %d, Banker %d, third card %d (cards %v): got Player %v Banker %v used %d, want %d and %d cards",
							fam.game, pt, bt, third, cards, got.Player, got.Banker, got.CardsUsed, wantP, wantB)
					}
				}
			}
		}
	}
}

// TestTableTranscription checks the 8x11 table's shape and that it agrees
// with the prose form for every cell.
func TestTableTranscription(t *testing.T) {
	for bt, row := range bankerDraws {
		if len(row) != 11 {
			t.Fatalf("row %d has %d columns, want 11", bt, len(row))
		}
		for col := 0; col <= stoodColumn; col++ {
			var want bool
			if col == stoodColumn {
				_, want = expectDraws(6, bt, 0)
			} else {
				_, want = expectDraws(0, bt, col)
			}
			if got := row[col] == 'D'; got != want {
				t.Errorf("bankerDraws[%d][%d] = %c, want draw=%v", bt, col, row[col], want)
			}
		}
	}
	for pt := 0; pt < 8; pt++ {
		want, _ := expectDraws(pt, 0, 0)
		if got := playerDraws[pt] == 'D'; got != want {
			t.Errorf("playerDraws[%d] = %c, want draw=%v", pt, playerDraws[pt], want)
		}
	}
}

// TestVoidsAndCut covers the irregularity rules (5.1, 5.5 / 5.3),
// interpretations 12, 13 and 15, and the wire semantics of the cutting card.
func TestVoidsAndCut(t *testing.T) {
	runCoupCases(t, mustNew(t), []coupCase{
		{name: "insufficient cards: void, cards shown, no winner", game: gNCB,
			cards: "9S 2H KD",
			want: res("9S KD", "2H", 9, 2, "", 3, false, "insufficient-cards",
				voided("player", 100), voided("banker", 100), voided("tie", 100))},
		{name: "no cards at all", game: gNCB,
			cards: "",
			want:  res("", "", 0, 0, "", 0, false, "insufficient-cards", voided("player", 100))},
		{name: "insufficient for the Banker's third card", game: gNCB,
			cards: "TS TH 4D 3C KC", // the Banker on 3 must draw on a 0
			want:  res("TS 4D KC", "TH 3C", 4, 3, "", 5, false, "insufficient-cards", voided("banker", 7))},
		{name: "a 6 Star card in a 52-card game is foreign", game: gNCB,
			cards: "9S 2Fi KD 3C",
			want:  res("9S", "2Fi", 9, 2, "", 2, false, "foreign-card", voided("player", 100), voided("tie", 5))},
		{name: "a standard card in the 6 Star game is foreign", game: g6Star,
			cards: "9Fi 2Go TFi 5H",
			want:  res("9Fi TFi", "2Go 5H", 9, 7, "", 4, false, "foreign-card", voided("player", 100))},
		{name: "a foreign third card", game: gEtgTiger,
			cards: "TS TH 4D 3C SFi",
			want:  res("TS 4D SFi", "TH 3C", 4, 3, "", 5, false, "foreign-card", voided("tiger", 100))},
		{name: "a fifth ace of spades in four decks is extra", game: gTigerNCB, decks: 4,
			// P AS AS = 2 draws the fifth AS
			cards: "AS AS AS AS AS",
			want:  res("AS AS AS", "AS AS", 3, 2, "", 5, false, "extra-card", voided("banker", 100))},
		{name: "four copies in four decks are fine", game: gTigerNCB, decks: 4,
			// P AS AS = 2 draws 3D -> 5; B AS AS = 2 draws 3D -> 5
			cards: "AS AS AS AS 3D 3D",
			want:  res("AS AS 3D", "AS AS 3D", 5, 5, "tie", 6, false, "", win("tie", 100, 800, "8/1"))},
		{name: "10S and TS are the same card when counting copies", game: gNCB, decks: 4,
			cards: "TS 10S TS 10S 10S",
			want:  res("TS TS TS", "TS TS", 0, 0, "", 5, false, "extra-card", voided("player", 100))},
		{name: "extra and foreign cards after the round's last card play no part", game: gNCB, decks: 4,
			cards: "9S 2H KD 3C 9S 9S 9S 9S 2Fi",
			want:  res("9S KD", "2H 3C", 9, 5, "player", 4, false, "", win("player", 100, 100, "1/1"))},
		{name: "cutting card in the initial deal: removed and counted", game: gTiger,
			cards: "9S CUT 2H KD 3C",
			want:  res("9S KD", "2H 3C", 9, 5, "player", 5, true, "", win("player", 100, 100, "1/1"))},
		{name: "cutting card first", game: gNCB,
			cards: "CUT 9S 2H KD 3C",
			want:  res("9S KD", "2H 3C", 9, 5, "player", 5, true, "", win("player", 100, 100, "1/1"))},
		{name: "cutting card before a third card", game: gFab4,
			cards: "TS TH 4D 3C CUT KC KS",
			want:  res("TS 4D KC", "TH 3C KS", 4, 3, "player", 7, true, "", win("player", 100, 50, "1/2"))},
		{name: "cutting card after the round's last card is not met", game: gNCB,
			cards: "9S 2H KD 3C CUT",
			want:  res("9S KD", "2H 3C", 9, 5, "player", 4, false, "", win("player", 100, 100, "1/1"))},
		{name: "cutting card then no cards: void, cutting card counted", game: gNCB,
			cards: "9S 2H KD CUT",
			want:  res("9S KD", "2H", 9, 2, "", 4, true, "insufficient-cards", voided("player", 100))},
		{name: "no wagers", game: gNCB,
			cards: "9S 2H KD 3C",
			want:  res("9S KD", "2H 3C", 9, 5, "player", 4, false, "")},
	})
}

// TestRefusals covers the request errors of the wire contract.
func TestRefusals(t *testing.T) {
	e := mustNew(t)
	ok := []string{"9S", "2H", "KD", "3C"}
	cases := []struct {
		name string
		req  adapter.CoupRequest
		code string
		in   string // part of the message: where and what
	}{
		{"unknown game", adapter.CoupRequest{Game: "mbs-blackjack", Decks: 8, Cards: ok}, adapter.CodeUnsupported, `"mbs-blackjack"`},
		{"unknown game before bad decks", adapter.CoupRequest{Game: "x", Decks: 99, Cards: ok}, adapter.CodeUnsupported, `"x"`},
		{"3 decks", adapter.CoupRequest{Game: gNCB, Decks: 3, Cards: ok}, adapter.CodeInvalid, "decks 3"},
		{"11 decks", adapter.CoupRequest{Game: gNCB, Decks: 11, Cards: ok}, adapter.CodeInvalid, "decks 11"},
		{"unknown token", adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: []string{"9S", "2H", "1S"}}, adapter.CodeInvalid, "card 3"},
		{"10 is not accepted for T in 6 Star notation", adapter.CoupRequest{Game: g6Star, Decks: 8, Cards: []string{"9Fi", "10Fi"}}, adapter.CodeInvalid, "card 2"},
		{"lower case", adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: []string{"9s"}}, adapter.CodeInvalid, "card 1"},
		{"unknown token after the round", adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: []string{"9S", "2H", "KD", "3C", "ZZ"}}, adapter.CodeInvalid, "card 5"},
		{"second cutting card", adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: []string{"CUT", "9S", "CUT"}}, adapter.CodeInvalid, "card 3"},
		{"wager not offered", adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: ok, Wagers: []adapter.Wager{wg("player", 1), wg("tiger", 100)}}, adapter.CodeInvalid, "wager 2"},
		{"dragon not offered on Super Six", adapter.CoupRequest{Game: gSuperSix, Decks: 8, Cards: ok, Wagers: []adapter.Wager{wg("banker-dragon-bonus", 100)}}, adapter.CodeInvalid, "wager 1"},
		{"precious pair not offered live", adapter.CoupRequest{Game: gTigerNCB, Decks: 8, Cards: ok, Wagers: []adapter.Wager{wg("player-precious-pair", 100)}}, adapter.CodeInvalid, "wager 1"},
		{"unknown wager", adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: ok, Wagers: []adapter.Wager{wg("lucky-7", 100)}}, adapter.CodeInvalid, `unknown wager id "lucky-7"`},
		{"stake 0", adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: ok, Wagers: []adapter.Wager{wg("player", 0)}}, adapter.CodeInvalid, "stake 0"},
		{"negative stake", adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: ok, Wagers: []adapter.Wager{wg("player", -5)}}, adapter.CodeInvalid, "stake -5"},
		{"stake over the limit", adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: ok, Wagers: []adapter.Wager{wg("player", 1_000_000_000_001)}}, adapter.CodeInvalid, "stake 1000000000001"},
		{"negative rounding", adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: ok, Table: adapter.Table{Rounding: -1}}, adapter.CodeInvalid, "rounding -1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := e.Coup(context.Background(), c.req)
			ae, isAE := err.(*adapter.Error)
			if !isAE || ae.Code != c.code || !strings.Contains(ae.Message, c.in) {
				t.Errorf("Coup(%+v) error = %v, want code %q with %q in the message", c.req, err, c.code, c.in)
			}
			_, err = e.Shoe(context.Background(), adapter.ShoeRequest(c.req))
			if ae, isAE := err.(*adapter.Error); !isAE || ae.Code != c.code {
				t.Errorf("Shoe(%+v) error = %v, want code %q", c.req, err, c.code)
			}
		})
	}
	// the limits themselves are accepted
	for _, req := range []adapter.CoupRequest{
		{Game: gNCB, Decks: 4, Cards: ok, Wagers: []adapter.Wager{wg("player", 1)}},
		{Game: gNCB, Decks: 10, Cards: ok, Wagers: []adapter.Wager{wg("player", 1_000_000_000_000)}},
	} {
		if _, err := e.Coup(context.Background(), req); err != nil {
			t.Errorf("Coup(%+v): %v", req, err)
		}
	}
}

// TestCoupsBatch checks that a batch answers each request in order, with
// per-request errors.
func TestCoupsBatch(t *testing.T) {
	e := mustNew(t)
	reqs := []adapter.CoupRequest{
		{Game: gNCB, Decks: 8, Cards: []string{"9S", "2H", "KD", "3C"}},
		{Game: "nope", Decks: 8},
		{Game: gTiger, Decks: 8, Cards: []string{"2S", "8H", "3D", "KC"}},
	}
	out, err := e.Coups(context.Background(), reqs)
	if err != nil || len(out) != 3 {
		t.Fatalf("Coups: %v, %d replies", err, len(out))
	}
	if out[0].Err != nil || out[0].Result.Winner != "player" {
		t.Errorf("reply 1 = %+v, want player winning", out[0])
	}
	if out[1].Err == nil || out[1].Err.Code != adapter.CodeUnsupported {
		t.Errorf("reply 2 = %+v, want unsupported", out[1])
	}
	if out[2].Err != nil || out[2].Result.Winner != "banker" {
		t.Errorf("reply 3 = %+v, want banker winning", out[2])
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Coups(ctx, reqs); err == nil {
		t.Error("Coups on a cancelled context: no error")
	}
}

func TestHello(t *testing.T) {
	h, err := mustNew(t).Hello(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if h.Protocol != adapter.ProtocolVersion || len(h.Games) != 11 || !h.Can(adapter.CapCoup) || !h.Can(adapter.CapShoe) || h.Can(adapter.CapTable) != tableCapable {
		t.Errorf("Hello = %+v", h)
	}
	for _, g := range allGames {
		if !h.Supports(g) {
			t.Errorf("Hello does not list %s", g)
		}
	}
	d, _ := mustNew(t, "player-draws-on-six").Hello(context.Background())
	if d.Version == h.Version {
		t.Errorf("a defective engine's version %q should name its defects", d.Version)
	}
	if _, err := New("no-such-defect"); err == nil {
		t.Error(`New("no-such-defect"): no error`)
	}
}

func wg(w string, stake int64) adapter.Wager { return adapter.Wager{Wager: w, Stake: stake} }
