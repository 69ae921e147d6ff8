package independent

import (
	"context"
	"encoding/json"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/google/go-cmp/cmp"
)

// testSeed is the seed of every random check in this package: the
// INDEPENDENT_SEED environment variable when set, else a fixed value so that
// `go test` is repeatable. Failures print it; set it to replay.
func testSeed(t testing.TB) uint64 {
	if s := os.Getenv("INDEPENDENT_SEED"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("INDEPENDENT_SEED=%q: want an unsigned integer", s)
		}
		return v
	}
	return 20250320
}

// rngFor is a generator for one named stream of the seed, so that each
// check can be replayed alone.
func rngFor(seed uint64, stream string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(stream))
	return rand.New(rand.NewPCG(seed, h.Sum64()))
}

// genCards makes card tokens biased towards the rare events of the pay
// tables: a small palette of ranks and suits makes pairs, ties, one-element
// hands and extra copies common; a cutting card and a foreign card are
// sometimes put in.
func genCards(r *rand.Rand, fam family, n int) []string {
	ranks, suits := standardRanks, []string{"S", "H", "D", "C"}
	foreign := []string{"9Fi", "SGo", "4Ea"}
	if fam == star {
		ranks, suits = starRanks, starElements[:]
		foreign = []string{"9S", "KH", "4D"}
	}
	pick := func(n, max int) []int {
		return r.Perm(max)[:n]
	}
	nr := 1 + r.IntN(len(ranks))
	if r.IntN(2) == 0 {
		nr = 1 + r.IntN(3)
	}
	ns := 1 + r.IntN(len(suits))
	if r.IntN(2) == 0 {
		ns = 1
	}
	rp, sp := pick(nr, len(ranks)), pick(ns, len(suits))
	out := make([]string, 0, n+1)
	for i := 0; i < n; i++ {
		out = append(out, string(ranks[rp[r.IntN(nr)]])+suits[sp[r.IntN(ns)]])
	}
	if n > 0 && r.IntN(20) == 0 {
		out[r.IntN(n)] = foreign[r.IntN(len(foreign))]
	}
	if r.IntN(3) == 0 {
		at := r.IntN(len(out) + 1)
		out = append(out[:at], append([]string{"CUT"}, out[at:]...)...)
	}
	return out
}

// genRequest makes a request for the game with every wager it offers.
func genRequest(r *rand.Rand, g *gameSpec) adapter.CoupRequest {
	stakes := []int64{1, 3, 7, 15, 100, 101, 12345, 1_000_000_000_000}
	units := []int64{0, 1, 5, 100}
	n := r.IntN(8)
	if r.IntN(2) == 0 {
		n = 4 + r.IntN(40)
	}
	req := adapter.CoupRequest{
		Game:   g.id,
		Decks:  4 + r.IntN(7),
		Cards:  genCards(r, g.fam, n),
		Table:  adapter.Table{Rounding: units[r.IntN(len(units))]},
		Wagers: []adapter.Wager{},
	}
	for _, w := range g.order {
		req.Wagers = append(req.Wagers, adapter.Wager{Wager: w, Stake: stakes[r.IntN(len(stakes))]})
	}
	return req
}

// differ runs the request as a coup and as a shoe on both engines and
// returns a readable difference, or "" when they agree.
func differ(a, b *Engine, req adapter.CoupRequest) string {
	ctx := context.Background()
	type answer struct {
		Result adapter.CoupResult
		Err    error
	}
	ra, ea := a.Coup(ctx, req)
	rb, eb := b.Coup(ctx, req)
	if x, y := (answer{ra, ea}), (answer{rb, eb}); !reflect.DeepEqual(x, y) {
		return "coup (-clean +defective):\n" + cmp.Diff(x, y)
	}
	sa, ea := a.Shoe(ctx, adapter.ShoeRequest(req))
	sb, eb := b.Shoe(ctx, adapter.ShoeRequest(req))
	type shoeAnswer struct {
		Result adapter.ShoeResult
		Err    error
	}
	if x, y := (shoeAnswer{sa, ea}), (shoeAnswer{sb, eb}); !reflect.DeepEqual(x, y) {
		return "shoe (-clean +defective):\n" + cmp.Diff(x, y)
	}
	return ""
}

func requestJSON(req adapter.CoupRequest) string {
	b, _ := json.Marshal(req)
	return string(b)
}
