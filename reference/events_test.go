package reference

import (
	"math/rand/v2"
	"testing"
)

// TestEventWinner: an event that names a winner holds only on coups with
// that winner, on hundreds of thousands of coups dealt from shuffled shoes
// of both deck types under every reading; and most events that name one
// hold somewhere in the sample, so that the check is not vacuous.
func TestEventWinner(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 13))
	held := map[Event]bool{}
	readings := []Readings{{}}
	for _, x := range Alternatives() {
		readings = append(readings, Readings{}.With(x))
	}
	for _, deck := range []DeckType{Standard52, SixStar65} {
		for n := 0; n < 400; n++ {
			shoe, err := NewShoe(deck, 8, rng, 0)
			if err != nil {
				t.Fatal(err)
			}
			for at := 0; at+6 <= len(shoe); {
				c := Deal(deck, 8, shoe[at:])
				if c.Void != NotVoid || c.CardsUsed == 0 {
					break
				}
				at += c.CardsUsed
				f := FactsOf(&c)
				for _, rd := range readings {
					f.Readings = rd
					for e := Event(1); e < numEvents; e++ {
						w, named := e.Winner()
						if !named || !e.HoldsGiven(&c, &f) {
							continue
						}
						held[e] = true
						if f.Winner != w {
							t.Fatalf("%s holds on %s (winner %s), but Winner says it needs %s", e, FormatCards(shoe[at-c.CardsUsed:at]), f.Winner, w)
						}
					}
				}
			}
		}
	}
	named := 0
	for e := Event(1); e < numEvents; e++ {
		if _, ok := e.Winner(); ok {
			named++
		}
	}
	if len(held) < named*3/4 {
		t.Errorf("only %d of the %d events that name a winner held in the sample", len(held), named)
	}
}

// TestReadsFirstTwoCardsOnly: an event that says it reads only each hand's
// first two cards holds or not alike on every coup with the same first
// two cards, whatever the third cards (and so the totals and the winner);
// and every other event of a pay table is told apart by some coup.
func TestReadsFirstTwoCardsOnly(t *testing.T) {
	readings := everyReading()
	differs, pairs := map[Event]bool{}, 0
	sampleCoups(t, 17, func(rng *rand.Rand, shoe []Card, c Coup) {
		// the same first two cards each, other third cards (drawn or
		// not): another coup the first-two-card events cannot tell apart
		o := c
		o.Player.N, o.Banker.N = 2, 2
		if rng.IntN(2) == 0 {
			o.Player.add(shoe[10])
		}
		if rng.IntN(2) == 0 {
			o.Banker.add(shoe[11])
		}
		fc, fo := FactsOf(&c), FactsOf(&o)
		for _, rd := range readings {
			fc.Readings, fo.Readings = rd, rd
			for e := Event(1); e < numEvents; e++ {
				a, b := e.HoldsGiven(&c, &fc), e.HoldsGiven(&o, &fo)
				if a && e.ReadsFirstTwoCardsOnly() {
					pairs++
				}
				if a != b {
					differs[e] = true
				}
				if a != b && e.ReadsFirstTwoCardsOnly() {
					t.Fatalf("%s reads only the first two cards, but holds %v on %s / %s and %v on %s / %s", e, a,
						FormatCards(c.Player.Slice()), FormatCards(c.Banker.Slice()), b, FormatCards(o.Player.Slice()), FormatCards(o.Banker.Slice()))
				}
			}
		}
	})
	if pairs < 50 || !differs[PlayerWins] {
		t.Fatalf("the sample is too thin: %d first-two-card events held, player-wins told apart %v", pairs, differs[PlayerWins])
	}
	for e := Event(1); e < numEvents; e++ {
		if !e.ReadsFirstTwoCardsOnly() && !differs[e] {
			t.Logf("%s: no sampled coup told it apart from one with other third cards", e)
		}
	}
}

// TestOneHandsFirstTwoCards: an event that reads one hand's first two
// cards holds alike on coups whose other hand, and third cards, differ,
// under every reading; and reads the first two cards only.
func TestOneHandsFirstTwoCards(t *testing.T) {
	readings := everyReading()
	held := map[Event]int{}
	sampleCoups(t, 19, func(_ *rand.Rand, shoe []Card, c Coup) {
		for e := Event(1); e < numEvents; e++ {
			hand, ok := e.OneHandsFirstTwoCards()
			if !ok {
				continue
			}
			if !e.ReadsFirstTwoCardsOnly() {
				t.Fatalf("%s reads one hand's first two cards, but not the first two cards only", e)
			}
			// the hand's own first two cards kept, the other hand
			// and the third cards dealt afresh from the shoe's end
			o := c
			o.Player.N, o.Banker.N = 2, 2
			other := &o.Banker
			if hand == BankerWin {
				other = &o.Player
			}
			other.N = 0
			other.add(shoe[len(shoe)-1])
			other.add(shoe[len(shoe)-2])
			fc, fo := FactsOf(&c), FactsOf(&o)
			for _, rd := range readings {
				fc.Readings, fo.Readings = rd, rd
				a, b := e.HoldsGiven(&c, &fc), e.HoldsGiven(&o, &fo)
				if a {
					held[e]++
				}
				if a != b {
					t.Fatalf("%s reads one hand's first two cards, but holds %v on %s / %s and %v on %s / %s", e, a,
						FormatCards(c.Player.Slice()), FormatCards(c.Banker.Slice()), b, FormatCards(o.Player.Slice()), FormatCards(o.Banker.Slice()))
				}
			}
		}
	})
	if held[PlayerPair] == 0 || held[BankerPair] == 0 {
		t.Fatalf("the sample is too thin: %v", held)
	}
}

// everyReading is the default readings and each alternative alone.
func everyReading() []Readings {
	out := []Readings{{}}
	for _, x := range Alternatives() {
		out = append(out, Readings{}.With(x))
	}
	return out
}

// sampleCoups calls f with 300 shuffled 8-deck shoes of each deck type,
// drawn from seed, and the coup each deals first, void ones left out; rng
// is the sample's, for f's own draws.
func sampleCoups(t *testing.T, seed uint64, f func(rng *rand.Rand, shoe []Card, c Coup)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed))
	for _, deck := range []DeckType{Standard52, SixStar65} {
		for range 300 {
			shoe, err := NewShoe(deck, 8, rng, 0)
			if err != nil {
				t.Fatal(err)
			}
			if c := Deal(deck, 8, shoe); c.Void == NotVoid {
				f(rng, shoe, c)
			}
		}
	}
}

// dragon7AtInit is parsed while the package's variables are initialised,
// as a table of games read from data would be: the family's ids must be
// known by then, not only after the init functions.
var dragon7AtInit, dragon7Parsed = ParseEvent("banker-wins-on-7-with-three-cards")

// TestEventIDs: every event has its own id and a description, ParseEvent
// finds it by that id, and WinsWith names one event per hand, card count
// and total, the two Tiger rows among them under their own ids.
func TestEventIDs(t *testing.T) {
	seen := map[string]Event{}
	for _, e := range Events() {
		id := e.String()
		if prev, dup := seen[id]; dup {
			t.Errorf("%d and %d share the id %q", prev, e, id)
		}
		seen[id] = e
		if got, ok := ParseEvent(id); !ok || got != e {
			t.Errorf("ParseEvent(%q) = %d %v, want %d", id, got, ok, e)
		}
		if e.Describe() == "" || id == "" || id == "unknown-event" {
			t.Errorf("event %d: id %q, description %q", e, id, e.Describe())
		}
	}
	if d7, _ := WinsWith(BankerWin, 3, 7); !dragon7Parsed || dragon7AtInit != d7 {
		t.Errorf("at package initialisation, ParseEvent gave %d %v, want %s", dragon7AtInit, dragon7Parsed, d7)
	}
	if len(seen) != int(numEvents)-1 {
		t.Errorf("%d ids for %d events", len(seen), numEvents-1)
	}
	family := map[Event]bool{}
	for _, hand := range []Winner{PlayerWin, BankerWin} {
		for cards := 2; cards <= 3; cards++ {
			for total := 1; total <= 9; total++ {
				e, ok := WinsWith(hand, cards, total)
				if !ok || family[e] {
					t.Fatalf("WinsWith(%s, %d, %d) = %s %v: want a new event", hand, cards, total, e, ok)
				}
				family[e] = true
				if w, named := e.Winner(); !named || w != hand {
					t.Errorf("%s names winner %s %v, want %s", e, w, named, hand)
				}
			}
		}
	}
	for id, want := range map[string][3]int{
		"banker-wins-on-6-with-two-cards":   {int(BankerWin), 2, 6},
		"banker-wins-on-6-with-three-cards": {int(BankerWin), 3, 6},
		"banker-wins-on-7-with-three-cards": {int(BankerWin), 3, 7},
		"player-wins-on-8-with-three-cards": {int(PlayerWin), 3, 8},
	} {
		e, _ := WinsWith(Winner(want[0]), want[1], want[2])
		if e.String() != id {
			t.Errorf("WinsWith%v = %s, want %s", want, e, id)
		}
	}
	for _, bad := range [][3]int{{int(Tie), 3, 7}, {int(BankerWin), 1, 7}, {int(BankerWin), 4, 7}, {int(PlayerWin), 3, 0}, {int(PlayerWin), 3, 10}} {
		if e, ok := WinsWith(Winner(bad[0]), bad[1], bad[2]); ok {
			t.Errorf("WinsWith%v = %s, want none", bad, e)
		}
	}
}

// TestVariantEventsOnCards: the variants' events on coups worked out by
// hand from the Table of Play.
func TestVariantEventsOnCards(t *testing.T) {
	dragon7, _ := WinsWith(BankerWin, 3, 7)
	panda8, _ := WinsWith(PlayerWin, 3, 8)
	cases := []struct {
		cards string
		holds []Event
		not   []Event
	}{
		// P 2S 3S = 5 draws 3D -> 8; B 2H 2C = 4, a pair of two suits, draws on a 3: 3C -> 7. Player 8 on three cards.
		{"2S 2H 3S 2C 3D 3C", []Event{panda8, PlayerWins, EitherPair}, []Event{dragon7, PlayerPair, BankerPerfectPair, EitherPerfectPair}},
		// P TS 4D = 4 draws KH -> 4; B 3H 4C = 7 stands: Banker 7 on two cards, not Dragon 7.
		{"TS 3H 4D 4C KH", []Event{BankerWins}, []Event{dragon7, panda8}},
		// P 5S 5S = 0, identical, draws 9H -> 9; B 2H 2D = 4, a pair not identical, stands on a 9: Player 9 on three cards.
		{"5S 2H 5S 2D 9H", []Event{PlayerPerfectPair, EitherPerfectPair, EitherPair, PlayerPair, BankerPair}, []Event{BankerPerfectPair, BothPerfectPairs, panda8}},
		// P 2C 4D = 6 stands; B AH AH = 2 draws 5C -> 7: Banker 7 on three cards, both hands... only the Banker's identical.
		{"2C AH 4D AH 5C", []Event{dragon7, BankerPerfectPair, EitherPerfectPair, EitherPair}, []Event{PlayerPerfectPair, BothPerfectPairs, panda8}},
		// P KD KD, B 7S 7S: both identical; P 0 draws 3H -> 3; B 4 draws on a 3: AC -> 5.
		{"KD 7S KD 7S 3H AC", []Event{BothPerfectPairs, EitherPerfectPair, PlayerPerfectPair, BankerPerfectPair, EitherPair}, nil},
	}
	for _, c := range cases {
		coup := Deal(Standard52, 8, mustCards(t, c.cards))
		for _, e := range c.holds {
			if !e.Holds(&coup) {
				t.Errorf("%s: %s does not hold (P %s, B %s)", c.cards, e, FormatCards(coup.Player.Slice()), FormatCards(coup.Banker.Slice()))
			}
		}
		for _, e := range c.not {
			if e.Holds(&coup) {
				t.Errorf("%s: %s holds (P %s, B %s)", c.cards, e, FormatCards(coup.Player.Slice()), FormatCards(coup.Banker.Slice()))
			}
		}
	}
}
