package reference

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// bankerTableOfPlay is the Banker's side of the Table of Play transcribed
// from the documents (NCB 3.9.4, Tiger v2 3.15) as an 8x11 grid, written
// independently of BankerDraws: row = Banker's two-card total 0..7, column =
// the Player's third card value 0..9, then "Player stood". D draws, S stands.
var bankerTableOfPlay = [8]string{
	0: "DDDDDDDDDD" + "D",
	1: "DDDDDDDDDD" + "D",
	2: "DDDDDDDDDD" + "D",
	3: "DDDDDDDDSD" + "D", // draws except on a Player third card 8
	4: "SSDDDDDDSS" + "D", // draws on 2-7
	5: "SSSSDDDDSS" + "D", // draws on 4-7
	6: "SSSSSSDDSS" + "S", // draws on 6-7; stands when the Player stood
	7: "SSSSSSSSSS" + "S",
}

// cardOfValue returns a standard card of the given point value, varying the
// suit and, for 0, the rank, so the test does not lean on one card.
func cardOfValue(v, salt int) Card {
	suit := Suit(salt % 4)
	if v == 0 {
		return NewCard([]Rank{Ten, Jack, Queen, King}[salt%4], suit)
	}
	return NewCard(Rank(v), suit)
}

// TestTableOfPlayExhaustive deals every sequence of six card values (10^6)
// and checks the hands against the transcribed table: rules 3.7 (deal
// order), 3.9.1 (naturals), 3.9.2 (Player), 3.9.3 and 3.9.4 (Banker), 3.4
// (totals) and 3.10 (winner).
func TestTableOfPlayExhaustive(t *testing.T) {
	var vals [6]int
	cards := make([]Card, 6)
	failures := 0
	for n := 0; n < 1_000_000; n++ {
		x := n
		for i := range vals {
			vals[i] = x % 10
			x /= 10
			cards[i] = cardOfValue(vals[i], n+i)
		}
		c := Deal(Standard52, 8, cards)

		// The independent formulation.
		p := (vals[0] + vals[2]) % 10
		b := (vals[1] + vals[3]) % 10
		wantP, wantB, next := 2, 2, 4
		if p < 8 && b < 8 {
			col := 10 // Player stood
			if p <= 5 {
				wantP++
				col = vals[next]
				next++
			}
			if bankerTableOfPlay[b][col] == 'D' {
				wantB++
			}
		}
		pt := (vals[0] + vals[2]) % 10
		if wantP == 3 {
			pt = (pt + vals[4]) % 10
		}
		bt := (vals[1] + vals[3]) % 10
		if wantB == 3 {
			bt = (bt + vals[next]) % 10
		}
		wantWinner := Tie
		if pt > bt {
			wantWinner = PlayerWin
		} else if bt > pt {
			wantWinner = BankerWin
		}
		got := [5]int{int(c.Player.N), int(c.Banker.N), c.PlayerTotal(), c.BankerTotal(), c.CardsUsed}
		want := [5]int{wantP, wantB, pt, bt, wantP + wantB}
		if got != want || c.Winner() != wantWinner || c.Void != NotVoid {
			failures++
			if failures <= 10 {
				t.Errorf("values %v: got (playerCards, bankerCards, playerTotal, bankerTotal, used) %v winner %v void %v; want %v winner %v", vals, got, c.Winner(), c.Void, want, wantWinner)
			}
		}
		// Deal order (3.7.1, 3.7.2): cards 1 and 3 to the Player, 2 and 4
		// to the Banker.
		if c.Player.Cards[0] != cards[0] || c.Banker.Cards[0] != cards[1] || c.Player.Cards[1] != cards[2] || c.Banker.Cards[1] != cards[3] {
			t.Fatalf("values %v: deal order broken: player %v banker %v", vals, c.Player.Slice(), c.Banker.Slice())
		}
	}
	if failures > 0 {
		t.Fatalf("%d of 10^6 value sequences dealt wrongly", failures)
	}
}

// TestBankerDrawsMatchesTable checks BankerDraws cell by cell (3.9.3, 3.9.4)
// so that a failure names the cell.
func TestBankerDrawsMatchesTable(t *testing.T) {
	for b := 0; b <= 7; b++ {
		for col := 0; col <= 10; col++ {
			third := col
			if col == 10 {
				third = -1
			}
			t.Run(fmt.Sprintf("rule 3.9.4 banker %d player third %d", b, third), func(t *testing.T) {
				want := bankerTableOfPlay[b][col] == 'D'
				if got := BankerDraws(b, third); got != want {
					t.Errorf("BankerDraws(%d, %d) = %v, want %v", b, third, got, want)
				}
			})
		}
	}
}

func mustCards(t testing.TB, s string) []Card {
	t.Helper()
	c, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

type coupView struct {
	Player, Banker string
	PT, BT         int
	Winner         string
	Used           int
	Cut            bool
	Void           string
	VoidAt         int
}

func view(c Coup) coupView {
	return coupView{FormatCards(c.Player.Slice()), FormatCards(c.Banker.Slice()), c.PlayerTotal(), c.BankerTotal(),
		c.Winner().String(), c.CardsUsed, c.CutCard, c.Void.String(), c.VoidAt}
}

func TestDealCases(t *testing.T) {
	tests := []struct {
		name  string
		deck  DeckType
		decks int
		cards string
		want  coupView
	}{
		{"rule 3.9.1 player natural 9 stops the deal", Standard52, 8, "9S 5H KD 2C 7S 7H",
			coupView{"9S KD", "5H 2C", 9, 7, "player", 4, false, "", 0}},
		{"rule 3.9.1 banker natural 8 stops the deal", Standard52, 8, "2S 4H 3D 4C 7S 7H",
			coupView{"2S 3D", "4H 4C", 5, 8, "banker", 4, false, "", 0}},
		{"rule 3.9.1 natural against natural ties", Standard52, 8, "4S 5H 5D 4C",
			coupView{"4S 5D", "5H 4C", 9, 9, "tie", 4, false, "", 0}},
		{"rule 3.9.3 player stands on 6, banker draws on 5", Standard52, 8, "3S 2H 3D 3C 9H",
			coupView{"3S 3D", "2H 3C 9H", 6, 4, "player", 5, false, "", 0}},
		{"rule 3.9.3 player stands on 7, banker stands on 6", Standard52, 8, "4S 3H 3D 3C 9H",
			coupView{"4S 3D", "3H 3C", 7, 6, "player", 4, false, "", 0}},
		{"rule 3.9.4 banker on 3 stands on a player third 8", Standard52, 8, "AS 2H 2D AC 8H 5C",
			coupView{"AS 2D 8H", "2H AC", 1, 3, "banker", 5, false, "", 0}},
		{"rule 3.9.4 banker on 6 draws on a player third 7", Standard52, 8, "AS 3H 2D 3C 7H 5C",
			coupView{"AS 2D 7H", "3H 3C 5C", 0, 1, "banker", 6, false, "", 0}},
		{"interpretation 12 cutting card as the first card is removed", Standard52, 8, "CUT 9S 5H KD 2C",
			coupView{"9S KD", "5H 2C", 9, 7, "player", 5, true, "", 0}},
		{"interpretation 12 cutting card before the banker's third card", Standard52, 8, "AS 3H 2D 3C 7H CUT 5C",
			coupView{"AS 2D 7H", "3H 3C 5C", 0, 1, "banker", 7, true, "", 0}},
		{"interpretation 12 cutting card right after the round is not met", Standard52, 8, "9S 5H KD 2C CUT",
			coupView{"9S KD", "5H 2C", 9, 7, "player", 4, false, "", 0}},
		{"rule 5.5 insufficient cards void the round", Standard52, 8, "AS 3H 2D 3C 7H",
			coupView{"AS 2D 7H", "3H 3C", 0, 6, "", 5, false, "insufficient-cards", 0}},
		{"rule 5.5 cutting card last, then nothing: void", Standard52, 8, "AS 3H 2D 3C CUT",
			coupView{"AS 2D", "3H 3C", 3, 6, "", 5, true, "insufficient-cards", 0}},
		{"rule 5.1 a 6 Star card in a standard shoe is foreign", Standard52, 8, "AS 3H 9Fi 3C 7H 5C",
			coupView{"AS 9Fi", "3H", 0, 3, "", 3, false, "foreign-card", 3}},
		{"rule 5.1 a standard card in a 6 Star shoe is foreign", SixStar65, 8, "AFi 3Go KH 3Wa 7Ea 5Fi",
			coupView{"AFi KH", "3Go", 1, 3, "", 3, false, "foreign-card", 3}},
		{"rule 5.1 a fifth copy in a 4-deck shoe is extra", Standard52, 4, "AS AS AS AS AS 5C",
			coupView{"AS AS AS", "AS AS", 3, 2, "", 5, false, "extra-card", 5}},
		{"interpretation 13 a foreign card beyond the round does not matter", Standard52, 8, "9S 5H KD 2C 9Fi",
			coupView{"9S KD", "5H 2C", 9, 7, "player", 4, false, "", 0}},
		{"6 Star rule 3.3.2 stars count zero", SixStar65, 8, "SFi LGo FEa 2Wa TWo 5Fi",
			coupView{"SFi FEa TWo", "LGo 2Wa 5Fi", 0, 7, "banker", 6, false, "", 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := view(Deal(tc.deck, tc.decks, mustCards(t, tc.cards)))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("deal %q (-want +got):\n%s", tc.cards, diff)
			}
		})
	}
}

func TestRunShoe(t *testing.T) {
	g, _ := LookupGame("mbs-ncb-v6")
	t.Run("interpretation 12 the round with the cutting card is the last", func(t *testing.T) {
		// Round 1: 9S 5H KD 2C (natural). Round 2: cut card met mid-round.
		// The cards after round 2 are never dealt.
		run, err := RunShoe(g, 8, mustCards(t, "9S 5H KD 2C AS 3H 2D CUT 3C 7H 5C 9D 9D 9D 9D"), []Wager{{WagerPlayer, 100}}, TableSettings{})
		if err != nil {
			t.Fatal(err)
		}
		if len(run.Rounds) != 2 || run.End != EndCutCard || run.CardsUsed != 11 {
			t.Fatalf("got %d rounds, end %v, %d cards used; want 2 rounds ended by the cut card, 11 cards", len(run.Rounds), run.End, run.CardsUsed)
		}
	})
	t.Run("rule 5.1.2 earlier rounds stand when a later round is void", func(t *testing.T) {
		run, err := RunShoe(g, 8, mustCards(t, "9S 5H KD 2C AS 3H 2D"), []Wager{{WagerPlayer, 100}}, TableSettings{})
		if err != nil {
			t.Fatal(err)
		}
		if len(run.Rounds) != 2 || run.End != EndVoid || run.Rounds[0].Settlements[0].Result != Win || run.Rounds[1].Settlements[0].Result != Void {
			t.Fatalf("got %+v", run)
		}
	})
	t.Run("rule 5.1 extra card counted across rounds", func(t *testing.T) {
		// 4 decks: the fifth AS is dealt in round 2.
		run, err := RunShoe(g, 4, mustCards(t, "AS AS KD 7C 9H AS AS KD AS 2C"), nil, TableSettings{})
		if err != nil {
			t.Fatal(err)
		}
		last := run.Rounds[len(run.Rounds)-1].Coup
		if run.End != EndVoid || last.Void != ExtraCard || last.VoidAt != 9 {
			t.Fatalf("got end %v, last round %+v; want void extra-card at card 9", run.End, view(last))
		}
	})
	t.Run("exhausted exactly", func(t *testing.T) {
		run, err := RunShoe(g, 8, mustCards(t, "9S 5H KD 2C"), nil, TableSettings{})
		if err != nil || run.End != EndExhausted || len(run.Rounds) != 1 {
			t.Fatalf("got %+v, %v", run, err)
		}
	})
	t.Run("rule 2.1 decks outside 4 to 10 refused", func(t *testing.T) {
		for _, n := range []int{0, 3, 11} {
			if _, err := RunShoe(g, n, nil, nil, TableSettings{}); err == nil {
				t.Errorf("%d decks accepted", n)
			}
		}
	})
	t.Run("a second cutting card is refused with its position", func(t *testing.T) {
		_, err := RunShoe(g, 8, mustCards(t, "CUT 9S CUT"), nil, TableSettings{})
		if err == nil || err.Error() != "card 3: a second cutting card (the first is card 1): a shoe has one" {
			t.Fatalf("got %v", err)
		}
	})
}

// TestEnumNames: each enum's String names its values from its table and
// answers "unknown", not a panic, for a value past it.
func TestEnumNames(t *testing.T) {
	tests := []struct{ got, want string }{
		{ExtraCard.String(), "extra-card"},
		{VoidReason(200).String(), "unknown"},
		{Push.String(), "push"},
		{Result(200).String(), "unknown"},
		{EndExhausted.String(), "exhausted"},
		{ShoeEnd(200).String(), "unknown"},
		{StateSettled.String(), "settled"},
		{TableState(200).String(), "unknown"},
	}
	for i, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("case %d: %q, want %q", i, tc.got, tc.want)
		}
	}
}
