package reference

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// settleCase is one coup and the hand-worked settlement of its wagers. The
// expected amounts are written from the rules documents, not from the code.
type settleCase struct {
	name     string
	game     GameID
	cards    string
	rounding int64
	// want lists "wager stake -> result win" items, e.g. "banker 101 -> win 50".
	want []string
}

var settleCases = []settleCase{
	// No Commission Baccarat v6, 4.1.
	{"NCB 4.1 banker wins on a two-card 6 pays 1 to 2, rounded down", "mbs-ncb-v6", "2S 3H KH 3D KD", 1,
		[]string{"banker 101 -> win 50", "player 100 -> lose 0", "tie 100 -> lose 0"}},
	{"NCB 4.1 banker wins on a three-card 6 pays 1 to 2", "mbs-ncb-v6", "KS 2H KH 2D 2C 2S", 1,
		[]string{"banker 100 -> win 50"}},
	{"NCB 4.1 banker 6 at rounding 100", "mbs-ncb-v6", "2S 3H KH 3D KD", 100,
		[]string{"banker 1100 -> win 500", "banker 1000 -> win 500", "banker 99 -> win 0"}},
	{"NCB 4.1 banker wins on 7 pays 1 to 1", "mbs-ncb-v6", "4S 4H 2D 3C", 1,
		[]string{"banker 101 -> win 101", "player 7 -> lose 0"}},
	{"NCB 3.10.1 a tie pushes player and banker, tie pays 8 to 1", "mbs-ncb-v6", "4S 3H 3D 4C", 1,
		[]string{"player 100 -> push 0", "banker 100 -> push 0", "tie 13 -> win 104"}},
	{"NCB 3.8.1 interpretation 1 ten and ten are a pair", "mbs-ncb-v6", "TS 5H TD 2C 9H", 1,
		[]string{"player-pair 10 -> win 110", "banker-pair 10 -> lose 0", "player 10 -> win 10"}},
	{"NCB 3.8.1 interpretation 1 ten and jack are not a pair", "mbs-ncb-v6", "TS 5H JS 2C 9H", 1,
		[]string{"player-pair 10 -> lose 0"}},
	{"NCB 3.8.2 interpretation 1 king and queen are not a pair", "mbs-ncb-v6", "9S KH 9D QH", 1,
		[]string{"banker-pair 10 -> lose 0"}},
	{"NCB 5.5 insufficient cards void every wager", "mbs-ncb-v6", "AS 3H 2D", 1,
		[]string{"player 100 -> void 0", "banker 100 -> void 0", "player-pair 5 -> void 0"}},

	// Tiger Baccarat v2, 4.1-4.3.
	{"Tiger v2 4.1 interpretation 4 banker at 0.95 to 1 rounds down", "mbs-tiger-v2", "4S 4H 2D 3C", 1,
		[]string{"banker 5 -> win 4", "banker 100 -> win 95", "banker 101 -> win 95"}},
	{"Tiger v2 4.1 interpretation 4 banker at 0.95 to 1 at rounding 100", "mbs-tiger-v2", "4S 4H 2D 3C", 100,
		[]string{"banker 1000 -> win 900", "banker 2000 -> win 1900"}},
	{"Tiger v2 4.3 two-card six: Tiger 12, Small Tiger 22, Big Tiger loses", "mbs-tiger-v2", "2S 3H KH 3D KD", 1,
		[]string{"tiger 10 -> win 120", "small-tiger 10 -> win 220", "big-tiger 10 -> lose 0", "banker 100 -> win 95", "tiger-tie 10 -> lose 0"}},
	{"Tiger v2 4.3 three-card six: Tiger 20, Big Tiger 50, Small Tiger loses", "mbs-tiger-v2", "KS 2H KH 2D 2C 2S", 1,
		[]string{"tiger 10 -> win 200", "big-tiger 10 -> win 500", "small-tiger 10 -> lose 0"}},
	{"Tiger v2 3.20 a tie on 6 wins Tiger Tie at 35 and Tie at 8", "mbs-tiger-v2", "3S 4H 3D 2C", 1,
		[]string{"tiger-tie 10 -> win 350", "tie 10 -> win 80", "tiger 10 -> lose 0", "banker 10 -> push 0"}},
	{"Tiger v2 1.1.15 a tie on 7 loses Tiger Tie", "mbs-tiger-v2", "4S 3H 3D 4C", 1,
		[]string{"tiger-tie 10 -> lose 0", "tie 10 -> win 80"}},
	{"Tiger v2 4.2 single Tiger Pair pays 4", "mbs-tiger-v2", "TS 5H TD 2C 9H", 1,
		[]string{"tiger-pair 10 -> win 40"}},
	{"Tiger v2 4.2 interpretation 2 tens and kings are a double, not a twin", "mbs-tiger-v2", "TS KS TD KD 9H 8C", 1,
		[]string{"tiger-pair 10 -> win 200"}},
	{"Tiger v2 4.2 interpretation 2 four nines are a twin, paid only as a twin", "mbs-tiger-v2", "9S 9D 9H 9C", 1,
		[]string{"tiger-pair 10 -> win 1000", "tie 10 -> win 80"}},
	{"Tiger v2 4.2 no pair loses", "mbs-tiger-v2", "4S 4H 2D 3C", 1,
		[]string{"tiger-pair 10 -> lose 0"}},

	// Tiger No Commission v5.
	{"Tiger NCB 4.1 banker on 6 pays 1 to 2", "mbs-tiger-ncb-v5", "5H 6S KD QC 6D TS", 1,
		[]string{"banker 101 -> win 50", "big-tiger 100 -> win 5000", "tiger 10 -> win 200"}},
	{"Tiger NCB 4.1 banker on 7 pays 1 to 1", "mbs-tiger-ncb-v5", "4S 4H 2D 3C", 1,
		[]string{"banker 101 -> win 101"}},

	// 6 Star No Commission.
	{"6 Star 4.1 interpretation 6 player wins with Flaming 9's at 1.2 to 1", "mbs-6star-ncb-2017", "9Fi 5Go TFi 2Wa", 1,
		[]string{"player 5 -> win 6", "player 7 -> win 8", "banker 10 -> lose 0"}},
	{"6 Star 4.1 interpretation 6 banker wins with Flaming 9's at 1.2 to 1", "mbs-6star-ncb-2017", "5Go 9Fi 2Wa SFi", 1,
		[]string{"banker 10 -> win 12"}},
	{"6 Star 4.1 interpretation 6 a natural 9 with one Fire card pays 1 to 1", "mbs-6star-ncb-2017", "9Fi 5Go TGo 2Wa", 1,
		[]string{"player 10 -> win 10"}},
	{"6 Star 4.1 interpretation 6 a three-card Fire 9 is not Flaming 9's", "mbs-6star-ncb-2017", "2Fi SGo TFi LWa 7Fi TGo", 1,
		[]string{"player 10 -> win 10"}},
	{"6 Star 3.10.1.1 interpretation 5 Flaming 9's tie pays 8 to 1 and $3,000", "mbs-6star-ncb-2017", "9Fi 9Fi TFi SFi", 1,
		[]string{"tie 100 -> win 300800", "tie 1 -> win 300008", "player 10 -> push 0", "banker 10 -> push 0"}},
	{"6 Star 3.10.1.2 interpretation 5 6 Stars tie pays 8 to 1 and $30,000", "mbs-6star-ncb-2017", "SFi SGo LEa LWa FWo FFi", 1,
		[]string{"tie 100 -> win 3000800"}},
	{"6 Star 1.1.1 interpretation 5 two Saus and a Fuk are not 6 Stars", "mbs-6star-ncb-2017", "SFi SGo SEa LWa FWo FFi", 1,
		[]string{"tie 100 -> win 800"}},
	{"6 Star 4.1 fortune six on a two-card six pays 12", "mbs-6star-ncb-2017", "2Fi 3Go TWa 3Ea SWo", 1,
		[]string{"fortune-six 10 -> win 120", "banker 11 -> win 5"}},
	{"6 Star 4.1 fortune six on a three-card six pays 20", "mbs-6star-ncb-2017", "SFi 2Go LWa 2Ea 2Wo 2Fi", 1,
		[]string{"fortune-six 10 -> win 200"}},
	{"6 Star 4.2 interpretation 7 four Fire cards pay 50", "mbs-6star-ncb-2017", "9Fi 5Fi TFi 2Fi", 1,
		[]string{"element-bonus 10 -> win 500"}},
	{"6 Star 4.2 interpretation 7 five Fire cards on a tie pay 500", "mbs-6star-ncb-2017", "2Fi 3Fi TFi 4Fi 5Fi", 1,
		[]string{"element-bonus 10 -> win 5000", "tie 10 -> win 80"}},
	{"6 Star 4.2 interpretation 7 six Fire cards pay 5000", "mbs-6star-ncb-2017", "SFi FFi LFi TFi 9Fi 8Fi", 1,
		[]string{"element-bonus 10 -> win 50000"}},
	{"6 Star 4.2 mixed elements lose", "mbs-6star-ncb-2017", "9Fi 5Fi TFi 2Go", 1,
		[]string{"element-bonus 10 -> lose 0"}},
	{"6 Star 1.1.9 two Luk are a pair", "mbs-6star-ncb-2017", "LFi 5Go LWa 2Wa 9Fi", 1,
		[]string{"player-pair 10 -> win 110"}},

	// Electronic.
	{"Electronic 4.1 Super Six on a banker 6 pays 15", "mbs-etg-v4-super-six-ncb", "2S 3H KH 3D KD", 1,
		[]string{"super-six 10 -> win 150", "banker 10 -> win 5"}},
	{"Electronic 4.3 Super 6 loses on a banker 7", "mbs-etg-v4-super-6-ncb", "4S 4H 2D 3C", 1,
		[]string{"super-six 10 -> lose 0"}},
	{"Electronic 4.5 interpretation 8 banker non-natural win by 9 pays 30", "mbs-etg-v4-fortune-six-ncb", "KS AH QS AC KD 7H", 1,
		[]string{"banker-dragon-bonus 10 -> win 300", "player-dragon-bonus 10 -> lose 0"}},
	{"Electronic 4.5 interpretation 8 banker natural win by 1 pays 1 to 1", "mbs-etg-v4-fortune-six-ncb", "4S 4H 3D 4C", 1,
		[]string{"banker-dragon-bonus 10 -> win 10"}},
	{"Electronic 4.5 interpretation 8 natural tie pushes", "mbs-etg-v4-super-6-ncb", "4S 5H 5D 4C", 1,
		[]string{"banker-dragon-bonus 10 -> push 0", "player-dragon-bonus 10 -> push 0"}},
	{"Electronic 4.5 interpretation 8 a non-natural tie loses", "mbs-etg-v4-super-6-ncb", "4S 3H 3D 4C", 1,
		[]string{"banker-dragon-bonus 10 -> lose 0", "player-dragon-bonus 10 -> lose 0"}},
	{"Electronic 4.5 a non-natural win by 3 loses", "mbs-etg-v4-super-6-ncb", "4S 2H 2D 3C 4H", 1,
		[]string{"banker-dragon-bonus 10 -> lose 0"}},
	{"Electronic 4.6 player non-natural win by 1 loses", "mbs-etg-v4-super-6-ncb", "3S 2H 3D 3C KH", 1,
		[]string{"player-dragon-bonus 10 -> lose 0"}},
	{"Electronic 4.6 player non-natural win by 4 pays 1 to 1", "mbs-etg-v4-super-6-ncb", "3S 2H 3D KC KH", 1,
		[]string{"player-dragon-bonus 10 -> win 10"}},
	{"Electronic 4.6 interpretation 8 player natural win pays 1 to 1", "mbs-etg-v4-fortune-six-ncb", "9S 5H KD 2C", 1,
		[]string{"player-dragon-bonus 10 -> win 10", "banker-dragon-bonus 10 -> lose 0"}},
	{"Electronic 4.12 player diamond pair pays 12", "mbs-etg-v4-ncb", "QD 5H QD 2C 9H", 1,
		[]string{"player-precious-pair 10 -> win 120"}},
	{"Electronic 4.12 banker pair of diamond 4s pays 30", "mbs-etg-v4-ncb", "5H 4D 4S 4D", 1,
		[]string{"banker-precious-pair 10 -> win 300", "banker-pair 10 -> win 110"}},
	{"Electronic 4.11 interpretation 9 player wins on 4 pays 1 to 2, Player Fabulous 4 50", "mbs-etg-v4-fabulous-4s", "2S KH 2D QC TH KC", 1,
		[]string{"player 11 -> win 5", "player-fabulous-4 10 -> win 500", "banker-fabulous-4 10 -> lose 0"}},
	{"Electronic 4.11 banker wins on 4 pushes, Banker Fabulous 4 25", "mbs-etg-v4-fabulous-4s", "KS 2H QS 2C KD", 1,
		[]string{"banker 10 -> push 0", "banker-fabulous-4 10 -> win 250", "player 10 -> lose 0"}},
	{"Electronic 4.11 interpretation 9 a Player total of 4 that loses does not win Player Fabulous 4", "mbs-etg-v4-fabulous-4s", "2S 3H 2D 3C TH", 1,
		[]string{"player-fabulous-4 10 -> lose 0", "player 10 -> lose 0", "banker 10 -> win 10"}},
	{"Electronic 4.11 player wins on 1 pays 2 to 1", "mbs-etg-v4-fabulous-4s", "AS KH KD QC TH KC", 1,
		[]string{"player 10 -> win 20"}},
	{"Electronic 4.11 banker wins on 1 pays 2 to 1", "mbs-etg-v4-fabulous-4s", "KS AH QS KC KD TC", 1,
		[]string{"banker 10 -> win 20"}},
	{"Electronic 4.12 interpretation 3 pair of diamond 4s pays 30 only", "mbs-etg-v4-ncb", "4D 5H 4D 2C", 1,
		[]string{"player-precious-pair 10 -> win 300", "player-pair 10 -> win 110"}},
	{"Electronic 4.12 suited 4s pay 15", "mbs-etg-v4-tiger", "4C 5H 4C 2C", 1,
		[]string{"player-precious-pair 10 -> win 150"}},
	{"Electronic 4.12 a 4 of diamonds with a 4 of spades pays 15", "mbs-etg-v4-tiger-ncb", "4D 5H 4S 2C", 1,
		[]string{"player-precious-pair 10 -> win 150"}},
	{"Electronic 4.12 diamond pair pays 12", "mbs-etg-v4-fabulous-4s", "5H QD 4S QD", 1,
		[]string{"banker-precious-pair 10 -> win 120", "player-precious-pair 10 -> lose 0"}},
	{"Electronic 4.12 other pair pays 9", "mbs-etg-v4-super-six-ncb", "5H KC 4S KH 9C", 1,
		[]string{"banker-precious-pair 10 -> win 90"}},
	{"Electronic 4.12 interpretation 3 ten and jack of diamonds are not a pair", "mbs-etg-v4-super-six-ncb", "5H TD 4S JD 9C", 1,
		[]string{"banker-precious-pair 10 -> lose 0"}},
	{"Electronic 4.7 Tiger banker at 0.95", "mbs-etg-v4-tiger", "4S 4H 2D 3C", 1,
		[]string{"banker 20 -> win 19"}},
}

func TestSettlement(t *testing.T) {
	for _, tc := range settleCases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := LookupGame(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			var wagers []Wager
			for _, w := range tc.want {
				var id string
				var stake int64
				if _, err := fmt.Sscanf(w, "%s %d", &id, &stake); err != nil {
					t.Fatalf("bad case %q: %v", w, err)
				}
				wagers = append(wagers, Wager{WagerID(id), stake})
			}
			r, err := Play(g, 8, mustCards(t, tc.cards), wagers, TableSettings{Rounding: tc.rounding})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range r.Settlements {
				got = append(got, fmt.Sprintf("%s %d -> %s %d", s.Wager, s.Stake, s.Result, s.Win))
				wantReturned := s.Stake
				if s.Result == Lose {
					wantReturned = 0
				}
				if s.Returned != wantReturned {
					t.Errorf("%s: returned %d, want %d", s.Wager, s.Returned, wantReturned)
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("cards %q: player %v banker %v (-want +got):\n%s", tc.cards, r.Coup.Player.Slice(), r.Coup.Banker.Slice(), diff)
			}
		})
	}
}

// TestEveryPayRowIsReached checks that the settlement cases above reach
// every row of every pay table at least once, so no row goes untested.
func TestEveryPayRowIsReached(t *testing.T) {
	reached := map[string]bool{}
	for _, tc := range settleCases {
		g, _ := LookupGame(tc.game)
		c := Deal(g.Deck, 8, mustCards(t, tc.cards))
		for _, w := range g.Wagers {
			s := settleOne(&w, &c, 100, 1)
			if s.Event != NoEvent {
				reached[string(g.ID)+" "+string(w.ID)+" "+s.Event.String()] = true
			}
		}
	}
	var missing []string
	for _, g := range Games() {
		for _, w := range g.Wagers {
			for _, p := range w.Pays {
				k := string(g.ID) + " " + string(w.ID) + " " + p.Event.String()
				if !reached[k] {
					missing = append(missing, k)
				}
			}
		}
	}
	// The settlement cases are a sample across games; the golden vectors
	// and the features reach every row of every game. Here every distinct
	// event must be reached in some game.
	events := map[string]bool{}
	for k := range reached {
		events[k[strings.LastIndex(k, " ")+1:]] = true
	}
	for _, m := range missing {
		e := m[strings.LastIndex(m, " ")+1:]
		if !events[e] && !isMarginEvent(e) {
			t.Errorf("no settlement case reaches event %s (%s)", e, m)
		}
	}
}

func isMarginEvent(e string) bool {
	return strings.Contains(e, "-wins-by-")
}

func TestWagerErrors(t *testing.T) {
	g, _ := LookupGame("mbs-ncb-v6")
	cards := mustCards(t, "9S 5H KD 2C")
	for _, tc := range []struct {
		w    Wager
		want string
	}{
		{Wager{"big-tiger", 10}, `wager 1 ("big-tiger"): the game mbs-ncb-v6 does not offer it`},
		{Wager{"martingale", 10}, `wager 1 ("martingale"): unknown wager id`},
		{Wager{"player", 0}, `wager 1 ("player"): stake 0 is outside 1 to 1000000000000 minor units`},
		{Wager{"player", MaxStake + 1}, `stake 1000000000001 is outside`},
	} {
		_, err := Play(g, 8, cards, []Wager{tc.w}, TableSettings{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("wager %v: got error %v, want one containing %q", tc.w, err, tc.want)
		}
	}
}

// TestOfferedWagers pins which wagers each game offers and which are
// optional (docs/protocol.md "Vocabulary"; Electronic 4.5, 4.6, 4.9, 4.10 "may be available";
// Precious Pair optional on every electronic game).
func TestOfferedWagers(t *testing.T) {
	want := map[GameID]string{
		"mbs-ncb-v6":                 "player banker tie player-pair banker-pair",
		"mbs-6star-ncb-2017":         "player banker tie player-pair banker-pair fortune-six element-bonus",
		"mbs-tiger-v2":               "player banker tie tiger small-tiger big-tiger tiger-tie tiger-pair",
		"mbs-tiger-ncb-v5":           "player banker tie tiger small-tiger big-tiger tiger-tie tiger-pair",
		"mbs-etg-v4-super-six-ncb":   "player banker tie player-pair banker-pair super-six player-precious-pair? banker-precious-pair?",
		"mbs-etg-v4-fortune-six-ncb": "player banker tie player-pair banker-pair fortune-six player-dragon-bonus? banker-dragon-bonus? player-precious-pair? banker-precious-pair?",
		"mbs-etg-v4-super-6-ncb":     "player banker tie player-pair banker-pair super-six player-dragon-bonus? banker-dragon-bonus? player-precious-pair? banker-precious-pair?",
		"mbs-etg-v4-ncb":             "player banker tie player-pair banker-pair player-precious-pair? banker-precious-pair?",
		"mbs-etg-v4-tiger":           "player banker tie tiger? small-tiger? big-tiger? tiger-tie? tiger-pair? player-precious-pair? banker-precious-pair?",
		"mbs-etg-v4-tiger-ncb":       "player banker tie tiger? small-tiger? big-tiger? tiger-tie? tiger-pair? player-precious-pair? banker-precious-pair?",
		"mbs-etg-v4-fabulous-4s":     "player banker tie player-fabulous-4 banker-fabulous-4 player-precious-pair? banker-precious-pair?",
	}
	if len(Games()) != 11 {
		t.Fatalf("%d games, want 11", len(Games()))
	}
	for _, g := range Games() {
		var got []string
		for _, w := range g.Wagers {
			s := string(w.ID)
			if w.Optional {
				s += "?"
			}
			got = append(got, s)
		}
		if diff := cmp.Diff(want[g.ID], strings.Join(got, " ")); diff != "" {
			t.Errorf("%s wagers (-want +got):\n%s", g.ID, diff)
		}
		if (g.Deck == SixStar65) != (g.ID == "mbs-6star-ncb-2017") {
			t.Errorf("%s: deck %v", g.ID, g.Deck)
		}
		if g.Commission != (g.ID == "mbs-tiger-v2" || g.ID == "mbs-etg-v4-tiger") {
			t.Errorf("%s: commission %v", g.ID, g.Commission)
		}
	}
}

func TestNegativeRoundingRefused(t *testing.T) {
	g, _ := LookupGame("mbs-ncb-v6")
	if _, err := Play(g, 8, mustCards(t, "9S 5H KD 2C"), nil, TableSettings{Rounding: -1}); err == nil || !strings.Contains(err.Error(), "negative") {
		t.Errorf("rounding -1: got %v", err)
	}
	if _, err := RunShoe(g, 8, mustCards(t, "9S 5H KD 2C"), nil, TableSettings{Rounding: -100}); err == nil {
		t.Errorf("shoe with rounding -100 accepted")
	}
}

func TestExactWin(t *testing.T) {
	g, _ := LookupGame("mbs-tiger-v2")
	r, _ := Play(g, 8, mustCards(t, "4S 4H 2D 3C"), []Wager{{WagerBanker, 101}}, TableSettings{Rounding: 10})
	s := r.Settlements[0]
	if n, d := s.ExactWin(); n != 1919 || d != 20 || s.Win != 90 {
		t.Errorf("banker 101 at 19/20: exact %d/%d, rounded %d; want 1919/20 and 90", n, d, s.Win)
	}
}
