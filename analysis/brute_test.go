package analysis

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/reference"
)

// The brute-force cross-check: on small artificial shoes, every ordered
// six-card sequence of physical cards is dealt by the reference and every
// wager settled by reference settlement (Game.Settle), and the counts are
// compared with the class algorithm's. It checks the class partitions of
// needs.go, the refinements, the Element Bonus symmetry, exchangeability,
// and the first-row-wins settlement of eval.go against the reference's own.

// bruteCounts maps a pay table (payKey) to its counts per row (then
// lose), and "outcomes" to the player, banker and tie counts.
type bruteCounts map[string][]uint64

// settlers groups pay tables into synthetic games in which no wager id
// repeats, so that reference settlement (which looks a wager up by id) can
// settle every distinct pay table of the games at once.
func settlers(games []*reference.Game) []*reference.Game {
	var out []*reference.Game
	seen := map[string]bool{}
	for _, g := range games {
		for _, w := range g.Wagers {
			if seen[payKey(&w)] {
				continue
			}
			seen[payKey(&w)] = true
			placed := false
			for _, sg := range out {
				if !sg.Offers(w.ID) {
					sg.Wagers = append(sg.Wagers, w)
					placed = true
					break
				}
			}
			if !placed {
				out = append(out, &reference.Game{ID: reference.GameID(fmt.Sprintf("brute-%d", len(out))), Deck: g.Deck, Wagers: []reference.WagerSpec{w}})
			}
		}
	}
	return out
}

// bruteForce counts over every ordered six-card sequence of the shoe: the
// reference deals it and reference settlement (Game.Settle) settles every
// wager. With physical set, the sequences are of physical cards, copies
// told apart (N!/(N-6)! of them); otherwise of distinct cards, each weighted
// by the number of physical sequences it stands for (copies left, drawn one
// by one), which is the same count, faster.
func bruteForce(t *testing.T, s *shoe, games []*reference.Game, physical bool) bruteCounts {
	t.Helper()
	var cards []reference.Card
	var copies []int
	if physical {
		for k, c := range s.kinds {
			for i := 0; i < s.counts[k]; i++ {
				cards = append(cards, c)
				copies = append(copies, 1)
			}
		}
	} else {
		cards, copies = s.kinds, s.counts
	}
	sgs := settlers(games)
	stakes := make([][]reference.Wager, len(sgs))
	for i, g := range sgs {
		for _, w := range g.Wagers {
			stakes[i] = append(stakes[i], reference.Wager{ID: w.ID, Stake: 1})
		}
	}
	workers := runtime.GOMAXPROCS(0)
	parts := make([]bruteCounts, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for wi := 0; wi < workers; wi++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out := bruteCounts{"outcomes": make([]uint64, 3)}
			rows := make([][][]uint64, len(sgs))
			for gi, g := range sgs {
				for _, w := range g.Wagers {
					r := make([]uint64, len(w.Pays)+1)
					out[payKey(&w)] = r
					rows[gi] = append(rows[gi], r)
				}
			}
			left := append([]int(nil), copies...)
			var seq [seqLen]reference.Card
			buf := make([]reference.Settlement, 0, 32)
			var rec func(i int, weight uint64)
			rec = func(i int, weight uint64) {
				if errs[wi] != nil {
					return
				}
				if i == seqLen {
					c := reference.Deal(s.deck, s.dealerDecks, seq[:])
					if c.Void != reference.NotVoid {
						errs[wi] = fmt.Errorf("%s deals a void coup (%v)", reference.FormatCards(seq[:]), c.Void)
						return
					}
					out["outcomes"][c.Winner()-reference.PlayerWin] += weight
					for gi, g := range sgs {
						set, err := g.Settle(&c, stakes[gi], reference.TableSettings{}, buf[:0])
						if err != nil {
							errs[wi] = err
							return
						}
						for j, st := range set {
							spec := &g.Wagers[j]
							row := len(spec.Pays)
							if st.Result != reference.Lose {
								for r, p := range spec.Pays {
									if p.Event == st.Event {
										row = r
									}
								}
							}
							rows[gi][j][row] += weight
						}
					}
					return
				}
				for k := range cards {
					n := left[k]
					if n == 0 || (i == 0 && k%workers != wi) {
						continue
					}
					left[k]--
					seq[i] = cards[k]
					rec(i+1, weight*uint64(n))
					left[k]++
				}
			}
			rec(0, 1)
			parts[wi] = out
		}()
	}
	wg.Wait()
	total := bruteCounts{}
	for wi, p := range parts {
		if errs[wi] != nil {
			t.Fatal(errs[wi])
		}
		for k, v := range p {
			if total[k] == nil {
				total[k] = make([]uint64, len(v))
			}
			for i := range v {
				total[k][i] += v[i]
			}
		}
	}
	return total
}

// classCounts runs the class algorithm on the shoe and returns its counts in
// the form of bruteCounts.
func classCounts(t *testing.T, s *shoe, games []*reference.Game) bruteCounts {
	t.Helper()
	sheets, err := analyze(games, s, 0, 2, reference.Readings{})
	if err != nil {
		t.Fatal(err)
	}
	out := bruteCounts{}
	for _, sh := range sheets {
		out["outcomes"] = []uint64{sh.Player.Uint64(), sh.Banker.Uint64(), sh.Tie.Uint64()}
		for _, w := range sh.Wagers {
			var c []uint64
			for _, r := range w.Rows {
				c = append(c, r.Count.Uint64())
			}
			out[payKey(w.Spec)] = c
		}
	}
	return out
}

func gamesOf(deck reference.DeckType) []*reference.Game {
	var out []*reference.Game
	for _, g := range reference.Games() {
		if g.Deck == deck {
			out = append(out, g)
		}
	}
	return out
}

func mustShoe(t *testing.T, deck reference.DeckType, tokens string) *shoe {
	t.Helper()
	cards, err := reference.ParseCards(tokens)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[reference.Card]int{}
	for _, c := range cards {
		counts[c]++
	}
	s, err := newShoe(deck, counts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// checkAgainstBruteForce compares the class algorithm with brute force, and
// checks that the shoe exercised the rows it was chosen for.
func checkAgainstBruteForce(t *testing.T, s *shoe, games []*reference.Game, physical bool, want []string) {
	t.Helper()
	brute := bruteForce(t, s, games, physical)
	class := classCounts(t, s, games)
	if d := cmp.Diff(brute, class); d != "" {
		t.Fatalf("class algorithm differs from brute force on %v (-brute +class):\n%s", s.kinds, d)
	}
	// Every count must add up to the number of sequences.
	for k, v := range brute {
		var sum uint64
		for _, n := range v {
			sum += n
		}
		if sum != s.sequences() {
			t.Errorf("%s: counts add up to %d, want %d", k, sum, s.sequences())
		}
	}
	// The shoe must reach the events it was chosen for, or the comparison
	// proves little.
	for _, w := range want {
		found := false
		for _, g := range games {
			for _, spec := range g.Wagers {
				for r, p := range spec.Pays {
					if p.Event.String() == w && brute[payKey(&spec)][r] > 0 {
						found = true
					}
				}
			}
		}
		if !found {
			t.Errorf("the shoe never reaches %s: choose another composition", w)
		}
	}
}

func TestBruteForceStandardPairsAndSixes(t *testing.T) {
	// Diamond 4s, other 4s, Diamond pairs, twin and double Tiger Pairs,
	// Naturals, two- and three-card Banker sixes.
	s := mustShoe(t, reference.Standard52, "4D 4D 4C 6D 6D 6S 9H 8S KS KS KH KH 3C")
	checkAgainstBruteForce(t, s, gamesOf(s.deck), false, []string{
		"player-pair-of-diamond-4s", "banker-other-pair-of-4s", "player-diamond-pair", "banker-other-pair",
		"twin-tiger-pair", "double-tiger-pair", "single-tiger-pair",
		"banker-wins-on-6-with-two-cards", "banker-wins-on-6-with-three-cards", "tie-on-6",
		"player-wins-with-natural", "natural-tie",
	})
}

func TestBruteForceStandardDraws(t *testing.T) {
	// Low cards and margins: Dragon Bonus margins, Fabulous 4's totals.
	s := mustShoe(t, reference.Standard52, "AS AS 2H 2H 3C 5S 7D 7D TS QD 9C 8D")
	checkAgainstBruteForce(t, s, gamesOf(s.deck), false, []string{
		"player-wins-by-9", "banker-wins-by-9", "player-wins-by-4", "banker-wins-by-5",
		"player-wins-on-1", "banker-wins-on-1", "player-wins-on-4", "banker-wins-on-4",
	})
}

// TestBruteForcePhysicalCards counts over physical cards, copies told
// apart, on a nine-card shoe: it checks the weighting of the other
// brute-force tests as well as the class algorithm.
func TestBruteForcePhysicalCards(t *testing.T) {
	s := mustShoe(t, reference.Standard52, "4D 4D KS KS KH KH 9H 3C 8S")
	checkAgainstBruteForce(t, s, gamesOf(s.deck), true, []string{"player-pair-of-diamond-4s", "twin-tiger-pair", "banker-wins-by-4"})
}

// TestBruteForceStandardRandom checks a random composition of 8 distinct
// cards, 1 to 3 copies each. The seed is logged and replayed with
// BACCTK_ANALYSIS_SEED.
func TestBruteForceStandardRandom(t *testing.T) {
	seed := testSeed(t)
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	deck := reference.Standard52.Cards()
	counts := map[reference.Card]int{}
	for len(counts) < 8 {
		counts[deck[rng.IntN(len(deck))]] = 1 + rng.IntN(3)
	}
	s, err := newShoe(reference.Standard52, counts)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("seed %d: shoe %v %v", seed, s.kinds, s.counts)
	checkAgainstBruteForce(t, s, gamesOf(s.deck), false, nil)
}

// symmetricSixStar is a 6 Star shoe holding the same cards in every
// element (the Element Bonus symmetry): copies of each of the ranks.
func symmetricSixStar(t *testing.T, copies int, ranks ...string) *shoe {
	var tokens string
	for _, e := range []string{"Fi", "Go", "Ea", "Wo", "Wa"} {
		for _, r := range ranks {
			tokens += strings.Repeat(r+e+" ", copies)
		}
	}
	return mustShoe(t, reference.SixStar65, tokens)
}

func TestBruteForceSixStarFlaming9s(t *testing.T) {
	// Fire 9s and value-0 Fire cards in both hands: Flaming 9's, a Tie with
	// them, and Naturals of four cards of one element.
	s := symmetricSixStar(t, 3, "9", "S")
	checkAgainstBruteForce(t, s, gamesOf(s.deck), false, []string{
		"player-wins-with-flaming-9s", "banker-wins-with-flaming-9s", "tie-with-flaming-9s", "same-element-4-cards",
	})
}

func TestBruteForceSixStarElements(t *testing.T) {
	// Saus and 3s never make a Natural: coups of five and six cards of one
	// element.
	s := symmetricSixStar(t, 3, "3", "S")
	checkAgainstBruteForce(t, s, gamesOf(s.deck), false, []string{
		"same-element-5-cards", "same-element-6-cards",
	})
}

// withoutElementBonus is the 6 Star game without its Element Bonus, for
// shoes that are not symmetric in the elements.
func withoutElementBonus() []*reference.Game {
	g := *gamesOf(reference.SixStar65)[0]
	var ws []reference.WagerSpec
	for _, w := range g.Wagers {
		if w.ID != reference.WagerElementBonus {
			ws = append(ws, w)
		}
	}
	g.Wagers = ws
	return []*reference.Game{&g}
}

func TestBruteForceSixStarStars(t *testing.T) {
	// Two of each Star for 6 Stars in both hands, Tens (value 0, not Stars),
	// sixes for Fortune Six, a Fire 9.
	s := mustShoe(t, reference.SixStar65, "SFi SGo LFi LWa FEa FWo TGo 6Fi 6Wa 9Fi")
	if _, err := analyze(gamesOf(reference.SixStar65), s, 0, 1, reference.Readings{}); err == nil {
		t.Fatalf("an element-asymmetric shoe was analysed for the Element Bonus; want an error")
	}
	checkAgainstBruteForce(t, s, withoutElementBonus(), false, []string{
		"tie-with-6-stars", "banker-wins-on-6-with-two-cards", "banker-wins-on-6-with-three-cards",
		"player-wins-with-flaming-9s", "player-pair",
	})
}

// testSeed returns the seed of a random check: BACCTK_ANALYSIS_SEED if set,
// else a fresh one. It is logged, and printed again if the test fails.
func testSeed(t *testing.T) uint64 {
	t.Helper()
	if v := os.Getenv("BACCTK_ANALYSIS_SEED"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("BACCTK_ANALYSIS_SEED=%q: want an unsigned integer", v)
		}
		return n
	}
	seed := rand.Uint64()
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("replay with BACCTK_ANALYSIS_SEED=%d", seed)
		}
	})
	return seed
}
