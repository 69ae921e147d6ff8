// Package analysis is the exact combinatorial analysis of every wager of
// every game (a PAR sheet per wager): exact counts of outcomes over a full
// shoe of 4 to 10 decks, probabilities, and house edges as exact fractions.
//
// # What is counted
//
// The sample space is the set of ordered sequences of six cards drawn from
// the full shoe: for 8 standard decks, 416*415*414*413*412*411 of them. A
// coup uses the first four to six; the cards it leaves unused are still
// counted, so that every coup weighs in proportion to its probability. This
// is the basis published baccarat tables use. Counts are exact integers
// (they fit in 64 bits for every shoe of 4 to 10 decks and are reported as
// math/big values); probabilities and house edges are exact math/big.Rat.
//
// The house edge of a wager is its expected net loss per unit staked, a
// push counting as a coup played. Pays that are fractions a table rounds
// down to its unit (19/20, 1/2, 6/5; interpretation 4) are taken exactly.
// The 6 Star Tie Bonus is a fixed amount, not a multiple of the stake
// (interpretation 5), so it is not in the Tie's house edge: it is reported
// as its expected value per coup, in minor units.
//
// # The rules are the reference's
//
// Nothing here restates a rule. The deal is reference.Deal, run on
// representative card sequences; a wager is settled by its
// reference.WagerSpec pay rows, the first row whose Event.Holds settles it,
// no row and it loses (as reference settlement does). The analysis checks
// the reference as much as it uses it: brute_test.go compares it with a
// count over every card sequence of a small shoe, and montecarlo_test.go
// with shuffled shoes.
//
// # Algorithm
//
// Card by card enumeration is out of reach (5*10^15 sequences for 8
// standard decks, 7.5*10^16 for 10 six-star decks), so the analysis
// enumerates ordered sequences of card classes: sets of cards that
// no event of a group of wagers tells apart. A class sequence stands for
// the falling product of its classes' remaining counts (c1 * c2 * ... as
// each draw removes a card from its class), and the deal and the events are
// evaluated once per class sequence, on a representative card sequence: a
// genuine draw of cards of those classes from the shoe.
//
// Which classes decide which events is the table of what each event reads
// (reference.EventReads, reference/reads.go), with its
// proofs. Three enumerations follow from it:
//
//   - The deal tree (dealtree.go), on point-value classes (ten classes: the
//     deal reads only point values). It extends a value sequence one card at
//     a time while reference.Deal says the representative prefix runs out of
//     cards, and stops as soon as the coup is decided: the unused positions
//     contribute the product of the shoe sizes left, (N-k)(N-k-1)... for a
//     coup of k cards. 339,400 decided value sequences (the same tree for
//     every shoe: only the weights change) stand for all the card sequences.
//     Every wager that reads the deal (Player, Banker,
//     Tie, Tiger, Fortune Six, Super Six, Dragon Bonus, Fabulous 4, ...) is
//     settled on each, and the outcomes are counted.
//   - Refinements of the deal tree for the 6 Star game (refine.go): where a
//     hand is a two-card 9, its two positions are split into Fire and not
//     Fire (Flaming 9's); where both hands are three value-0 cards, all six
//     positions are split by rank (6 Stars). Elsewhere neither event can
//     hold. The Element Bonus uses the symmetry of the five elements: the
//     counts of sequences whose first card is Fire, times five. Among those,
//     "every dealt card Fire" is counted on the same value leaves (their
//     representative is chosen all Fire), and "the first k dealt cards Fire,
//     card k+1 not" is a class decided at once (it loses, whatever follows).
//   - The initial-deal enumeration (initial.go) for pairs: a pair wager reads
//     only two or four of the first four cards, so only those positions are
//     enumerated, on rank classes (Player Pair, Banker Pair, Tiger Pair) or
//     rank-and-Diamond classes (Precious Pair). By exchangeability, the cards
//     at any m positions of a random sequence are distributed as its first m
//     cards, so the count is the falling product over those classes times
//     the number of ways to fill the other positions.
//
// The deal tree is split by its first card among goroutines, and AnalyzeAll
// shares one enumeration among the games of a deck type at each number of
// decks, counting identical pay tables once. Integer sums do not depend on
// the order of addition, so the results are deterministic.
package analysis

import (
	"fmt"
	"math/big"
	"runtime"
	"strings"
	"sync"

	"github.com/bacctk/bacctk/reference"
)

// Analyze returns the exact analysis of every wager of the game on a full
// shoe of decks decks (4 to 10, rule 2.1), using every CPU.
func Analyze(g *reference.Game, decks int) (*Sheet, error) {
	return AnalyzeUnder(g, decks, reference.Readings{})
}

// AnalyzeUnder is Analyze with the pay tables read under readings r
// (docs/interpretations.md "Readings"; `bacctk analyze --reading`).
func AnalyzeUnder(g *reference.Game, decks int, r reference.Readings) (*Sheet, error) {
	s, err := fullShoe(g.Deck, decks)
	if err != nil {
		return nil, err
	}
	sheets, err := analyze([]*reference.Game{g}, s, decks, runtime.GOMAXPROCS(0), r)
	if err != nil {
		return nil, err
	}
	return sheets[0], nil
}

// AnalyzeAll analyses every game of the reference at every number of decks
// from 4 to 10, in that order (games in reference.Games order, then
// decks). The games that share a deck type share one enumeration per
// number of decks; those enumerations are spread over the CPUs.
func AnalyzeAll() ([]*Sheet, error) {
	return AnalyzeAllUnder(reference.Readings{})
}

// AnalyzeAllUnder is AnalyzeAll with the pay tables read under readings r.
func AnalyzeAllUnder(r reference.Readings) ([]*Sheet, error) {
	type job struct {
		deck  reference.DeckType
		decks int
		games []*reference.Game
		out   []*Sheet
		err   error
	}
	var jobs []*job
	byDeck := map[reference.DeckType][]*reference.Game{}
	var decks []reference.DeckType
	for _, g := range reference.Games() {
		if _, ok := byDeck[g.Deck]; !ok {
			decks = append(decks, g.Deck)
		}
		byDeck[g.Deck] = append(byDeck[g.Deck], g)
	}
	for _, d := range decks {
		for n := reference.MinDecks; n <= reference.MaxDecks; n++ {
			jobs = append(jobs, &job{deck: d, decks: n, games: byDeck[d]})
		}
	}
	next := make(chan *job)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				s, err := fullShoe(j.deck, j.decks)
				if err == nil {
					j.out, err = analyze(j.games, s, j.decks, 1, r)
				}
				j.err = err
			}
		}()
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	bySheet := map[reference.GameID]map[int]*Sheet{}
	for _, j := range jobs {
		if j.err != nil {
			return nil, fmt.Errorf("%d decks: %w", j.decks, j.err)
		}
		for _, sh := range j.out {
			if bySheet[sh.Game.ID] == nil {
				bySheet[sh.Game.ID] = map[int]*Sheet{}
			}
			bySheet[sh.Game.ID][sh.Decks] = sh
		}
	}
	var out []*Sheet
	for _, g := range reference.Games() {
		for n := reference.MinDecks; n <= reference.MaxDecks; n++ {
			out = append(out, bySheet[g.ID][n])
		}
	}
	return out, nil
}

// payKey identifies a pay table by its rows' events and pays (not their
// clauses): wagers of different games with the same key settle every coup
// alike, so they are counted once.
func payKey(w *reference.WagerSpec) string {
	var b strings.Builder
	for _, p := range w.Pays {
		fmt.Fprintf(&b, "%d:%d/%d:%v:%d;", p.Event, p.Odds.Num, p.Odds.Den, p.Push, p.Bonus)
	}
	return b.String()
}

// analyze counts every wager of the games, which share the deck type of
// the shoe s, and returns a sheet per game. decks is reported in the
// sheets (0 for an artificial shoe).
func analyze(games []*reference.Game, s *shoe, decks int, workers int, r reference.Readings) ([]*Sheet, error) {
	// Sort the distinct pay tables into the enumerations that decide them.
	var mainSpecs, elemSpecs []*reference.WagerSpec
	var fire9, stars bool
	initial := map[initialKey][]*reference.WagerSpec{}
	var initialKeys []initialKey
	seen := map[string]bool{}
	for _, g := range games {
		if g.Deck != s.deck {
			return nil, fmt.Errorf("%s is played with %v decks, not %v", g.ID, g.Deck, s.deck)
		}
		for i := range g.Wagers {
			w := &g.Wagers[i]
			if seen[payKey(w)] {
				continue
			}
			seen[payKey(w)] = true
			n, err := wagerNeeds(w)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", g.ID, err)
			}
			switch {
			case n&^initialNeeds == 0:
				k := keyOf(n)
				if _, ok := initial[k]; !ok {
					initialKeys = append(initialKeys, k)
				}
				initial[k] = append(initial[k], w)
			case n&^dealNeeds == 0:
				mainSpecs = append(mainSpecs, w)
				fire9 = fire9 || n&needFire9 != 0
				stars = stars || n&needStars != 0
			case n&^elementNeeds == 0:
				elemSpecs = append(elemSpecs, w)
			default:
				return nil, fmt.Errorf("%s: wager %s reads facts no single enumeration decides (needs %b)", g.ID, w.ID, n)
			}
		}
	}
	main, err := newWagerSet(mainSpecs)
	if err != nil {
		return nil, err
	}
	main.readings = r
	var elem *wagerSet
	if len(elemSpecs) > 0 {
		if elem, err = newWagerSet(elemSpecs); err != nil {
			return nil, err
		}
		elem.readings = r
	}
	plan, err := newDealPlan(s, main, elem, fire9, stars)
	if err != nil {
		return nil, err
	}
	// The initial-deal enumerations are small; with several workers they run
	// beside the deal tree rather than after it.
	type initialResult struct {
		t   tally
		err error
	}
	results := make([]initialResult, len(initialKeys))
	runInitial := func() {
		for i, k := range initialKeys {
			set, err := newWagerSet(initial[k])
			if err != nil {
				results[i].err = err
				continue
			}
			set.readings = r
			results[i].t, results[i].err = newInitialPlan(s, k, set).run(s)
		}
	}
	var wg sync.WaitGroup
	if workers > 1 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runInitial()
		}()
	} else {
		runInitial()
	}
	dr, err := plan.run(workers)
	wg.Wait()
	if err != nil {
		return nil, err
	}
	counts := map[string][]uint64{}
	for i, w := range mainSpecs {
		counts[payKey(w)] = dr.main.byWager[i]
	}
	for i, w := range elemSpecs {
		counts[payKey(w)] = dr.elem.byWager[i]
	}
	for i, k := range initialKeys {
		if results[i].err != nil {
			return nil, results[i].err
		}
		for j, w := range initial[k] {
			counts[payKey(w)] = results[i].t.byWager[j]
		}
	}
	if dr.outcomes[reference.NoWinner] != 0 {
		return nil, fmt.Errorf("%d sequences dealt a void coup", dr.outcomes[reference.NoWinner])
	}
	total := s.sequences()
	var sheets []*Sheet
	for _, g := range games {
		sheet := &Sheet{Game: g, Decks: decks, Readings: r.Names(), Sequences: new(big.Int).SetUint64(total),
			Player: new(big.Int).SetUint64(dr.outcomes[reference.PlayerWin]),
			Banker: new(big.Int).SetUint64(dr.outcomes[reference.BankerWin]),
			Tie:    new(big.Int).SetUint64(dr.outcomes[reference.Tie])}
		for i := range g.Wagers {
			w := &g.Wagers[i]
			sheet.Wagers = append(sheet.Wagers, newWagerSheet(w, counts[payKey(w)], total))
		}
		sheets = append(sheets, sheet)
	}
	return sheets, nil
}
