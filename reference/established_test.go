package reference

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func estGame(t testing.TB, id GameID) *Game {
	t.Helper()
	g, err := LookupGame(id)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestOutcomeEstablishedHandWorked checks interpretation 11 on cases worked
// out by hand from the rules.
func TestOutcomeEstablishedHandWorked(t *testing.T) {
	tests := []struct {
		name    string
		game    GameID
		dealt   string
		want    bool
		witness WagerID
	}{
		{"interpretation 11: nothing dealt is not established (NCB)", "mbs-ncb-v6", "", false, ""},
		{"interpretation 11: nothing dealt is not established (6 Star)", "mbs-6star-ncb-2017", "", false, ""},
		{"interpretation 11: nothing dealt is not established (Tiger v2)", "mbs-tiger-v2", "", false, ""},
		{"interpretation 11: a cutting card alone is not a dealt card", "mbs-tiger-v2", "CUT", false, ""},
		{"interpretation 11: one card decides nothing (electronic Fortune Six)", "mbs-etg-v4-fortune-six-ncb", "9D", false, ""},
		// NCB 3.8.1: the Player pair is decided by the first and third cards.
		{"NCB 3.8.1 interpretation 11: a Player pair after 3 cards is established", "mbs-ncb-v6", "7S 2H 7D", true, WagerPlayerPair},
		{"NCB 3.8.1 interpretation 11: no Player pair after 3 cards is established (lost)", "mbs-ncb-v6", "7S 2H 8D", true, WagerPlayerPair},
		{"NCB 3.8.1 interpretation 1: a Ten and a King are no pair, still decided", "mbs-ncb-v6", "TS 2H KS", true, WagerPlayerPair},
		{"NCB 3.8 interpretation 11: two cards decide no pair", "mbs-ncb-v6", "7S 7H", false, ""},
		// Tiger v2 1.1.14: Tiger Pair wins on either hand's pair.
		{"Tiger v2 1.1.14 interpretation 11: a Player pair after 3 cards establishes Tiger Pair", "mbs-tiger-v2", "QS 3H QD", true, WagerTigerPair},
		{"Tiger v2 1.1.14 interpretation 11: no Player pair after 3 cards is not yet established", "mbs-tiger-v2", "QS 3H KD", false, ""},
		// Banker 3+4 = 7 stands whatever the Player draws (Table of Play):
		// Tiger (Banker wins on 6) is lost before the Tiger Pair in table order.
		{"Tiger NCB v5 1.1.12 3.14 interpretation 11: a Banker two-card 7 stands: Tiger lost after 4 cards", "mbs-tiger-ncb-v5", "QS 3H KD 4C", true, WagerTiger},
		// Natural after 4 cards: the round is complete.
		{"Tiger v2 3.15 interpretation 11: a Natural after 4 cards is established", "mbs-tiger-v2", "9S 3H KD 4C", true, WagerPlayer},
		{"NCB 3.9.1 interpretation 11: a Natural tie after 4 cards is established", "mbs-ncb-v6", "8S 8H KD QC", true, WagerTie},
		// 6 Star 3.12: the Element Bonus is lost once two elements show.
		{"6 Star 3.12 interpretation 11: two elements after 2 cards lose the Element Bonus", "mbs-6star-ncb-2017", "7Fi 2Wa", true, WagerElementBonus},
		{"6 Star 3.12 interpretation 11: one element after 2 cards decides nothing", "mbs-6star-ncb-2017", "7Fi 2Fi", false, ""},
		// Player 7 stands, Banker 7 stands: complete after 4 cards.
		{"NCB 3.9.2 interpretation 11: both stand on 7: a tie is established", "mbs-ncb-v6", "4S 4H 3D 3C", true, WagerTie},
		// Before the Banker's third card, Player 5 vs Banker 3+3: banker
		// may win, lose or tie on its third card, but the pairs are lost.
		{"Electronic 3.7 interpretation 11: no pair after 4 cards: Player Pair lost", "mbs-etg-v4-ncb", "2S 3H 3D 4C", true, WagerPlayerPair},
		// A foreign card voids the round (rule 5.1): nothing is decided.
		{"NCB 5.1 interpretation 11: a round voided by a foreign card is not established", "mbs-ncb-v6", "7S 2Fi 7D", false, ""},
		{"Tiger v2 5.1 interpretation 11: a round voided by an extra card is not established", "mbs-tiger-v2", "7S 7S 7S 7S 7S", false, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := estGame(t, tc.game)
			got, w := OutcomeEstablished(g, 4, mustCards(t, tc.dealt))
			if got != tc.want || w != tc.witness {
				t.Errorf("OutcomeEstablished(%s, %q) = %v, %q; want %v, %q", tc.game, tc.dealt, got, w, tc.want, tc.witness)
			}
		})
	}
}

// TestConclusiveWagersLists checks the whole list of conclusive wagers on
// hand-worked cases.
func TestConclusiveWagersLists(t *testing.T) {
	tests := []struct {
		name  string
		game  GameID
		dealt string
		want  []Conclusive
	}{
		// Banker 5+5 = 0 must draw (Table of Play): it can never win on
		// two cards, so Small Tiger is lost too.
		{"Tiger v2 1.1.14 3.18 4.2: both pairs of one rank after 4 cards: Tiger Pair won, Small Tiger lost", "mbs-tiger-v2", "5S 5H 5D 5C", []Conclusive{{WagerSmallTiger, Lose}, {WagerTigerPair, Win}}},
		{"Tiger NCB v5 1.1.13 3.14: no pair and a Banker two-card 7: every Tiger wager lost", "mbs-tiger-ncb-v5", "QS 3H KD 4C", []Conclusive{{WagerTiger, Lose}, {WagerSmallTiger, Lose}, {WagerBigTiger, Lose}, {WagerTigerTie, Lose}, {WagerTigerPair, Lose}}},
		{"Electronic 1.1.14 3.7.3: a Player pair after 3 cards: Player Pair and Player Precious Pair won", "mbs-etg-v4-ncb", "4D 9S 4D", []Conclusive{{WagerPlayerPair, Win}, {WagerPlayerPreciousPair, Win}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := estGame(t, tc.game)
			got := ConclusiveWagers(g, 8, mustCards(t, tc.dealt))
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("ConclusiveWagers(%s, %q) (-want +got):\n%s", tc.game, tc.dealt, d)
			}
		})
	}
}

// TestOutcomeEstablishedRejectedReadings checks interpretation 11 against
// the readings it rejects: each case would fail under the rejected one.
func TestOutcomeEstablishedRejectedReadings(t *testing.T) {
	t.Run("interpretation 11 Tiger v2 5.17.2: established before the round is complete (rejected: only once complete)", func(t *testing.T) {
		g := estGame(t, "mbs-tiger-v2")
		dealt := mustCards(t, "QS 3H QD")
		if c := Deal(g.Deck, 8, dealt); c.Void != InsufficientCards {
			t.Fatalf("the round %s should still need cards, got void %q", FormatCards(dealt), c.Void)
		}
		if got, w := OutcomeEstablished(g, 8, dealt); !got || w != WagerTigerPair {
			t.Errorf("OutcomeEstablished = %v, %q; want true, %q", got, w, WagerTigerPair)
		}
	})
	t.Run("interpretation 11 Tiger v2 5.17.1: a wager that pushes in every completion is not conclusively won or lost (rejected: a certain push establishes)", func(t *testing.T) {
		// A game offering only the No Commission Player wager, on a
		// complete round that ties 7-7: the wager pushes whatever happens.
		ncb := estGame(t, "mbs-ncb-v6")
		spec, _ := ncb.Wager(WagerPlayer)
		g := &Game{ID: "test-player-only", Deck: Standard52, Wagers: []WagerSpec{*spec}}
		dealt := mustCards(t, "4S 4H 3D 3C")
		if got, w := OutcomeEstablished(g, 8, dealt); got {
			t.Errorf("OutcomeEstablished = true (%q); want false: a push is neither won nor lost", w)
		}
		// The same round on the whole game is established by its Tie wager.
		if got, w := OutcomeEstablished(ncb, 8, dealt); !got || w != WagerTie {
			t.Errorf("on %s: OutcomeEstablished = %v, %q; want true, %q", ncb.ID, got, w, WagerTie)
		}
	})
	t.Run("interpretation 11 Electronic 5.9: optional wagers count (rejected: only the main wagers)", func(t *testing.T) {
		// A Player pair of 2s after 3 cards (Player 4 draws, the Banker
		// can still win on 6 or tie on 6) decides only the pair wagers,
		// all optional on this game: Tiger Pair and Player Precious Pair.
		g := estGame(t, "mbs-etg-v4-tiger")
		dealt := mustCards(t, "2D 9S 2D")
		got := ConclusiveWagers(g, 8, dealt)
		want := []Conclusive{{WagerTigerPair, Win}, {WagerPlayerPreciousPair, Win}}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("ConclusiveWagers(%s, %s) (-want +got):\n%s", g.ID, FormatCards(dealt), d)
		}
		if spec, _ := g.Wager(WagerTigerPair); !spec.Optional {
			t.Fatalf("the test needs tiger-pair optional on %s", g.ID)
		}
	})
	t.Run("interpretation 11 6 Star 3.12: any next card of the deck type, suits included (rejected: values only)", func(t *testing.T) {
		// With values only the Element Bonus could not be decided at all.
		g := estGame(t, "mbs-6star-ncb-2017")
		if got, w := OutcomeEstablished(g, 8, mustCards(t, "7Fi 2Wa")); !got || w != WagerElementBonus {
			t.Errorf("OutcomeEstablished = %v, %q; want true, %q", got, w, WagerElementBonus)
		}
	})
}

// bruteConclusive is the oracle: the definition of interpretation 11 walked
// over every distinct card of the deck type at every position, with no
// classes.
func bruteConclusive(g *Game, dealt []Card, r Readings) []Conclusive {
	all := g.Deck.Cards()
	// The order of the walk changes its speed, not its answer: start at
	// the first dealt card's suit, so that an Element Bonus win shows early.
	if len(dealt) > 0 {
		for i, c := range all {
			if c.Suit() == dealt[0].Suit() {
				all = append(all[i:len(all):len(all)], all[:i]...)
				break
			}
		}
	}
	seen := make([]uint8, len(g.Wagers))
	open := len(g.Wagers)
	var walk func(cards []Card) bool
	walk = func(cards []Card) bool {
		d := NewDealerUnder(g, 255, r)
		c := d.Deal(cards)
		if c.Void == InsufficientCards {
			for _, x := range all {
				if walk(append(cards, x)) {
					return true
				}
			}
			return false
		}
		f := FactsOf(&c)
		f.Readings = r
		for i := range g.Wagers {
			if !possiblyConclusive(seen[i]) {
				continue
			}
			seen[i] |= 1 << settleGiven(&g.Wagers[i], &c, &f, 1, 1).Result
			if !possiblyConclusive(seen[i]) {
				open--
			}
		}
		return open == 0
	}
	walk(append(make([]Card, 0, 6), dealt...))
	return conclusives(g, seen)
}

func estSeed(t *testing.T) uint64 {
	t.Helper()
	seed := uint64(20240611)
	if s := os.Getenv("BACCTK_SEED"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("BACCTK_SEED=%q: %v", s, err)
		}
		seed = v
	}
	t.Logf("seed %d (replay with BACCTK_SEED=%d)", seed, seed)
	return seed
}

// TestConclusiveWagersMatchesDistinctCards checks the card classes of
// search (the equivalence argued in established.go) against the definition
// walked over every distinct card, on random prefixes of 3 to 5 cards of
// every game, and on prefixes of 1 and 2 cards where the definition's walk
// ends early; under the kit's reading and under the pair readings of
// interpretation 1 (by point value, literal: a Ten pairs with a picture).
func TestConclusiveWagersMatchesDistinctCards(t *testing.T) {
	for _, r := range []Readings{{}, {PairByPointValue: true}, {PairLiteral: true}} {
		conclusiveMatchesDistinct(t, r)
	}
}

func conclusiveMatchesDistinct(t *testing.T, r Readings) {
	short := r != (Readings{}) // the pair readings' classes are the kit's: fewer prefixes by default
	seed := estSeed(t)
	rng := rand.New(rand.NewPCG(seed, 11))
	perGame := 4
	if testing.Short() || short {
		perGame = 1
	}
	if os.Getenv("BACCTK_LONG") != "" {
		perGame = 40
	}
	for _, g := range Games() {
		deck := g.Deck.Cards()
		for n := 1; n <= 5; n++ {
			for k := 0; k < perGame; k++ {
				prefix := make([]Card, n)
				for i := range prefix {
					prefix[i] = deck[rng.IntN(len(deck))]
				}
				// Bias towards the rare classes: pairs, zero-valued
				// cards that pair under one reading and not another
				// (a Ten and a picture, two pictures), and one element.
				if rng.IntN(2) == 0 && n >= 3 {
					prefix[2] = NewCard(prefix[0].Rank(), prefix[rng.IntN(n)].Suit())
				}
				if rng.IntN(3) == 0 && n >= 3 {
					prefix[0] = NewCard(zeroRanks[rng.IntN(4)], prefix[0].Suit())
					prefix[2] = NewCard(zeroRanks[rng.IntN(4)], prefix[2].Suit())
				}
				if g.Deck == SixStar65 && rng.IntN(2) == 0 {
					for i := range prefix {
						prefix[i] = NewCard(prefix[i].Rank(), prefix[0].Suit())
					}
				}
				fast := ConclusiveWagersUnder(g, 8, prefix, r)
				if n == 1 && len(fast) > 0 {
					t.Fatalf("seed %d: %s after %s: one card cannot decide a wager, got %v", seed, g.ID, FormatCards(prefix), fast)
				}
				slow := bruteConclusive(g, prefix, r)
				if d := cmp.Diff(slow, fast); d != "" {
					t.Fatalf("seed %d, readings %+v: %s after %s (-distinct cards +classes):\n%s", seed, r, g.ID, FormatCards(prefix), d)
				}
			}
		}
	}
}

// benchPrefixes are the slowest prefixes found for each number of cards
// dealt: the walk must visit every completion when a wager is conclusive.
var benchPrefixes = []struct {
	game  GameID
	dealt string
}{
	{"mbs-ncb-v6", "7S"},
	{"mbs-ncb-v6", "7S 6S"},
	{"mbs-ncb-v6", "3S 7S 7S"},
	{"mbs-6star-ncb-2017", "9Fi"},
	{"mbs-6star-ncb-2017", "7Fi TFi"},
	{"mbs-6star-ncb-2017", "7Fi 2Wa"},
	{"mbs-6star-ncb-2017", "5Fi 6Fi TFi"},
	{"mbs-6star-ncb-2017", "TFi TFi TFi TFi"},
	{"mbs-6star-ncb-2017", "TFi TFi TFi TFi AFi"},
	{"mbs-tiger-ncb-v5", "5S 7S AS"},
	{"mbs-etg-v4-ncb", "9S"},
	{"mbs-etg-v4-ncb", "7S TS"},
	{"mbs-etg-v4-super-6-ncb", "8S 4S 6S"},
}

// BenchmarkOutcomeEstablishedBaseline is the unit the search is made of:
// dealing one complete round and settling every wager of the game on it.
// Report BenchmarkOutcomeEstablished as a ratio to it.
func BenchmarkOutcomeEstablishedBaseline(b *testing.B) {
	g := estGame(b, "mbs-6star-ncb-2017")
	cards := mustCards(b, "TFi TFi TFi TFi AFi 2Fi")
	for b.Loop() {
		d := NewDealer(g.Deck, 255)
		c := d.Deal(cards)
		for i := range g.Wagers {
			settleOne(&g.Wagers[i], &c, 1, 1)
		}
	}
}

func BenchmarkOutcomeEstablished(b *testing.B) {
	for _, p := range benchPrefixes {
		g := estGame(b, p.game)
		dealt := mustCards(b, p.dealt)
		b.Run(fmt.Sprintf("%s/%d-cards/%s", p.game, len(dealt), p.dealt), func(b *testing.B) {
			for b.Loop() {
				OutcomeEstablished(g, 8, dealt)
			}
		})
	}
}
