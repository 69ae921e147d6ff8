package exhaustive

import (
	"os"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/bacctk/bacctk/analysis"
	"github.com/bacctk/bacctk/reference"
)

// reconcile walks the classes of the games (which must share their
// classes: same deck, same observed facts), settles every wager of every
// game on each class's representative with the reference, and checks that
// the counts add up to every six-card sequence and that every row count and
// house edge equals the exact analysis (an independent enumeration, on
// point-value classes with its own refinements).
func reconcile(t *testing.T, decks int, ids ...reference.GameID) {
	t.Helper()
	start := time.Now()
	games := gamesOf(t, ids...)
	var spaces []*Space
	for i, g := range games {
		s, err := New(g, decks)
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 && (s.obs != spaces[0].obs || g.Deck != games[0].Deck) {
			t.Fatalf("%s and %s do not share their classes", ids[i], ids[0])
		}
		spaces = append(spaces, s)
	}
	type gameTally struct {
		wagers []reference.Wager
		ledger *Ledger
		rows   [][256]uint64 // per wager, by reference.Event
		out    []reference.Settlement
	}
	type part struct {
		tallies []*gameTally
		sum     uint64
		classes int
	}
	parts := make([]*part, runtime.GOMAXPROCS(0))
	walkParts(t, spaces[0], len(parts), func(pi int) func(*Class) error {
		p := &part{}
		for _, g := range games {
			p.tallies = append(p.tallies, &gameTally{wagers: everyWager(g), ledger: NewLedger(len(g.Wagers)), rows: make([][256]uint64, len(g.Wagers))})
		}
		parts[pi] = p
		return func(c *Class) error {
			p.classes++
			p.sum += c.Count
			coup := reference.Deal(games[0].Deck, decks, c.Dealt())
			for i, g := range games {
				gt := p.tallies[i]
				var err error
				gt.out, err = g.Settle(&coup, gt.wagers, reference.TableSettings{}, gt.out[:0])
				if err != nil {
					return err
				}
				for j := range gt.out {
					st := &gt.out[j]
					gt.rows[j][st.Event] += c.Count
					if err := gt.ledger.Add(j, c.Count, NetOf(st.Result.String(), st.Win, st.Bonus, st.Stake), st.Stake); err != nil {
						return err
					}
				}
			}
			return nil
		}
	})
	var sum uint64
	classes := 0
	tallies := parts[0].tallies
	for pi, p := range parts {
		sum += p.sum
		classes += p.classes
		if pi == 0 {
			continue
		}
		for i, gt := range p.tallies {
			tallies[i].ledger.Merge(gt.ledger)
			for j := range gt.rows {
				for e, n := range gt.rows[j] {
					tallies[i].rows[j][e] += n
				}
			}
		}
	}
	if sum != spaces[0].Sequences {
		t.Fatalf("%d decks: the classes count %d sequences, the shoe has %d", decks, sum, spaces[0].Sequences)
	}
	for i, g := range games {
		sheet, err := analysis.Analyze(g, decks)
		if err != nil {
			t.Fatal(err)
		}
		for j, w := range g.Wagers {
			ws := sheet.Wager(w.ID)
			got := tallies[i].ledger.HouseEdge(j, spaces[i].Sequences)
			if got.Cmp(ws.HouseEdge) != 0 {
				t.Errorf("%s %d decks %s: classes give house edge %s, analysis %s", g.ID, decks, w.ID, got.RatString(), ws.HouseEdge.RatString())
			}
			for _, r := range ws.Rows {
				if n := tallies[i].rows[j][r.Event]; n != r.Count.Uint64() {
					t.Errorf("%s %d decks %s row %s: classes count %d, analysis %s", g.ID, decks, w.ID, r.Event, n, r.Count)
				}
			}
		}
	}
	t.Logf("%d decks %v: %d classes, %v", decks, ids, classes, time.Since(start))
}

// gamesOf is the reference's games of ids, failing t on an id it does not
// know.
func gamesOf(t testing.TB, ids ...reference.GameID) []*reference.Game {
	t.Helper()
	var games []*reference.Game
	for _, id := range ids {
		g, err := reference.LookupGame(id)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	return games
}

// everyWager stakes Stake on each of g's wagers, in g's order, so that a
// settlement's index is its wager's.
func everyWager(g *reference.Game) []reference.Wager {
	var ws []reference.Wager
	for _, w := range g.Wagers {
		ws = append(ws, reference.Wager{ID: w.ID, Stake: Stake})
	}
	return ws
}

// walkParts walks every class of s split into n parts walked at once, one
// goroutine a part, and fails t with the first part's error once all are
// done. visit(p) makes part p's visitor before its walk starts, so that
// each part counts into state of its own, read only after the walk.
func walkParts(t *testing.T, s *Space, n int, visit func(p int) func(*Class) error) {
	t.Helper()
	errs := make([]error, n)
	var wg sync.WaitGroup
	for p := range n {
		fn := visit(p)
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[p] = s.WalkPart(p, n, fn)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
}

var (
	standardGames   = []reference.GameID{"mbs-ncb-v6", "mbs-tiger-v2", "mbs-tiger-ncb-v5"}
	sixStarGames    = []reference.GameID{"mbs-6star-ncb-2017"}
	electronicGames = []reference.GameID{"mbs-etg-v4-super-six-ncb", "mbs-etg-v4-fortune-six-ncb", "mbs-etg-v4-super-6-ncb",
		"mbs-etg-v4-ncb", "mbs-etg-v4-tiger", "mbs-etg-v4-tiger-ncb", "mbs-etg-v4-fabulous-4s"}
)

func TestReconcileStandard8(t *testing.T)    { reconcile(t, 8, standardGames...) }
func TestReconcileSixStar8(t *testing.T)     { reconcile(t, 8, sixStarGames...) }
func TestReconcileElectronic8a(t *testing.T) { reconcile(t, 8, electronicGames[:4]...) }
func TestReconcileElectronic8b(t *testing.T) { reconcile(t, 8, electronicGames[4:]...) }
func TestReconcileStandard4(t *testing.T)    { reconcile(t, 4, standardGames[:1]...) }

// TestReconcileAllDecks is every game at every number of decks.
func TestReconcileAllDecks(t *testing.T) {
	if os.Getenv("BACCTK_LONG") == "" {
		t.Skip("BACCTK_LONG=1 runs every game at 4 to 10 decks")
	}
	for n := reference.MinDecks; n <= reference.MaxDecks; n++ {
		reconcile(t, n, standardGames...)
		reconcile(t, n, sixStarGames...)
		reconcile(t, n, electronicGames...)
	}
}

// TestClassCounts prints the number of classes per game and number of
// decks (the table of docs/exhaustive.md) and checks that the parts of a
// walk make the whole.
func TestClassCounts(t *testing.T) {
	if os.Getenv("BACCTK_LONG") == "" {
		t.Skip("BACCTK_LONG=1 counts the classes of every game at 4 to 10 decks")
	}
	for _, ids := range [][]reference.GameID{standardGames, sixStarGames, electronicGames} {
		g, _ := reference.LookupGame(ids[0])
		for n := reference.MinDecks; n <= reference.MaxDecks; n++ {
			s, err := New(g, n)
			if err != nil {
				t.Fatal(err)
			}
			whole := 0
			if err := s.Walk(func(*Class) error { whole++; return nil }); err != nil {
				t.Fatal(err)
			}
			parts := 0
			for p := 0; p < 3; p++ {
				if err := s.WalkPart(p, 3, func(*Class) error { parts++; return nil }); err != nil {
					t.Fatal(err)
				}
			}
			if parts != whole {
				t.Errorf("%s %d decks: 3 parts walk %d classes, the whole %d", ids[0], n, parts, whole)
			}
			t.Logf("%v %d decks: %d classes", ids, n, whole)
		}
	}
}

func TestNewRefuses(t *testing.T) {
	g, _ := reference.LookupGame("mbs-ncb-v6")
	if _, err := New(g, 3); err == nil {
		t.Error("3 decks accepted")
	}
	if _, err := observesOf(reference.NoEvent); err == nil {
		t.Error("an unknown event is decided by no class, yet accepted")
	}
	if _, err := observesOf(reference.EitherPerfectPair); err == nil {
		t.Error("Perfect Pair reads suits, which no class splits by, yet accepted")
	}
	if _, err := observesOf(reference.EitherPair); err != nil {
		t.Errorf("Either Pair reads only ranks, yet refused: %v", err)
	}
	s, _ := New(g, 8)
	if err := s.WalkPart(2, 2, func(*Class) error { return nil }); err == nil {
		t.Error("part 2 of 2 accepted")
	}
}
