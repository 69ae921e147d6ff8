// Package examples tests the example engines of examples/python and
// examples/node, the kit's proof that protocol v1 (docs/protocol.md) can be
// implemented from its documentation in another language: each engine is run
// exactly as a vendor would run it, with the command in its folder's ENGINE
// file, and must pass the golden vectors, answer the protocol's errors as the
// document says, and pass certification for every game it claims while the
// games it does not claim are reported not applicable.
//
// A test skips, saying so, only when the engine's interpreter (python3,
// node) is not installed.
//
// The speed of the examples against the reference served by `bacctk
// engine`, in the same run:
//
//	go test ./examples -run '^$' -bench Vectors -benchtime 3x
package examples

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bacctk/bacctk/report"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/certify"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
	"github.com/google/go-cmp/cmp"
)

// example is one example engine: its folder (holding ENGINE, the command to
// run from there) and what its README says it claims.
type example struct {
	dir          string
	games        []string
	capabilities []string
	// other is a game the engine does not claim, for the unsupported check.
	other string
}

var examples = []example{
	{
		dir:          "python",
		games:        []string{"mbs-ncb-v6", "mbs-tiger-v2", "mbs-tiger-ncb-v5"},
		capabilities: []string{adapter.CapCoup, adapter.CapShoe},
		other:        "mbs-etg-v4-ncb",
	},
	{
		dir: "node",
		games: []string{
			"mbs-etg-v4-super-six-ncb", "mbs-etg-v4-fortune-six-ncb", "mbs-etg-v4-super-6-ncb",
			"mbs-etg-v4-ncb", "mbs-etg-v4-tiger", "mbs-etg-v4-tiger-ncb", "mbs-etg-v4-fabulous-4s",
			"mbs-6star-ncb-2017",
		},
		capabilities: []string{adapter.CapCoup, adapter.CapShoe},
		other:        "mbs-ncb-v6",
	},
}

func (e example) claims(game string) bool {
	for _, g := range e.games {
		if g == game {
			return true
		}
	}
	return false
}

// argv reads the example's ENGINE file and splits it as `--engine` does. It
// skips the test when the interpreter is not installed: that is the one
// reason an example may go untested.
func (e example) argv(tb testing.TB) []string {
	tb.Helper()
	path := filepath.Join(e.dir, "ENGINE")
	b, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("%s: %v (every example holds the command to pass to --engine in ENGINE)", path, err)
	}
	argv, err := protocol.SplitCommand(strings.TrimSpace(string(b)))
	if err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	if len(argv) == 0 {
		tb.Fatalf("%s: empty: want the command to pass to --engine", path)
	}
	// The engine's sources are read by its interpreter, not by this test:
	// reading them here too makes `go test`'s cache see a change to them.
	if err := filepath.WalkDir(e.dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			_, err = os.ReadFile(p)
		}
		return err
	}); err != nil {
		tb.Fatal(err)
	}
	if _, err := exec.LookPath(argv[0]); err != nil {
		tb.Skipf("%s is not installed (%v): the %s example engine (%s) is not tested", argv[0], err, e.dir, strings.Join(argv, " "))
	}
	return argv
}

// start runs the example from its folder, as `bacctk certify --engine
// "$(cat ENGINE)"` run there would, with every check of the client on:
// schema validation of every message, rechecks for non-determinism, and the
// unknown-method probe.
func (e example) start(tb testing.TB, opts protocol.Options) *protocol.Client {
	tb.Helper()
	argv := e.argv(tb)
	opts.Dir = e.dir
	c, err := protocol.Start(context.Background(), argv, opts)
	if err != nil {
		tb.Fatalf("starting %s in %s: %v", strings.Join(argv, " "), e.dir, err)
	}
	tb.Cleanup(func() {
		if err := c.Close(); err != nil {
			tb.Errorf("closing the %s engine: %v\nstderr:\n%s", e.dir, err, c.Stderr())
		}
	})
	return c
}

func strictOptions() protocol.Options {
	return protocol.Options{Validate: true, RecheckEvery: 5, ProbeUnknownMethod: true}
}

func forEach(t *testing.T, f func(t *testing.T, e example)) {
	for _, e := range examples {
		t.Run(e.dir, func(t *testing.T) {
			t.Parallel()
			f(t, e)
		})
	}
}

func allGames() []string {
	var ids []string
	for _, g := range reference.Games() {
		ids = append(ids, string(g.ID))
	}
	return ids
}

func sorted(s []string) []string {
	s = append([]string(nil), s...)
	sort.Strings(s)
	return s
}

// TestHello: the engine says what its README says it claims.
func TestHello(t *testing.T) {
	forEach(t, func(t *testing.T, e example) {
		c := e.start(t, strictOptions())
		h, err := c.Hello(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if h.Name == "" || h.Protocol != protocol.Version {
			t.Errorf("hello: name %q, protocol %d: want a name and protocol %d", h.Name, h.Protocol, protocol.Version)
		}
		if d := cmp.Diff(sorted(e.games), sorted(h.Games)); d != "" {
			t.Errorf("claimed games (-README +hello):\n%s", d)
		}
		if d := cmp.Diff(sorted(e.capabilities), sorted(h.Capabilities)); d != "" {
			t.Errorf("capabilities (-README +hello):\n%s", d)
		}
		// The optional offered member: every wager of every claimed game
		// (the examples offer the optional wagers too).
		for _, id := range h.Games {
			g, err := reference.LookupGame(reference.GameID(id))
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, w := range g.WagerIDs() {
				want = append(want, string(w))
			}
			if d := cmp.Diff(sorted(want), sorted(h.Offered[id].Wagers)); d != "" {
				t.Errorf("%s: offered wagers (-rules +hello):\n%s", id, d)
			}
		}
	})
}

// TestVectors replays every golden vector through the example: all of the
// claimed games' vectors pass, every other game's are not applicable.
func TestVectors(t *testing.T) {
	files, err := vectors.Load(vectors.FS)
	if err != nil {
		t.Fatal(err)
	}
	forEach(t, func(t *testing.T, e example) {
		c := e.start(t, strictOptions())
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		rep := vectors.Verify(ctx, c, files, vectors.VerifyOptions{})
		byGame := rep.ByGame()
		// Table vectors need the table capability, which an example may
		// not claim.
		tables := map[string]int{}
		if !slices.Contains(e.capabilities, adapter.CapTable) {
			for _, r := range rep.Results {
				if r.Type == vectors.TypeTable {
					tables[r.Game]++
				}
			}
		}
		for _, g := range allGames() {
			got := byGame[g]
			want := vectors.Counts{NotApplicable: got.Total()}
			if e.claims(g) {
				want = vectors.Counts{Pass: got.Total() - tables[g], NotApplicable: tables[g]}
			}
			if got.Total() == 0 {
				t.Errorf("%s: no vectors were run", g)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("%s: vector verdicts (-want +got):\n%s", g, d)
			}
		}
		if t.Failed() {
			var b strings.Builder
			rep.Print(&b, false)
			t.Logf("vectors report:\n%s\nengine stderr:\n%s", b.String(), c.Stderr())
		}
	})
}

// TestErrors: the structured errors of docs/protocol.md "Errors", as the
// READMEs promise them: "unsupported" for what the engine does not
// implement, "invalid" for a request the rules refuse, with its place.
func TestErrors(t *testing.T) {
	forEach(t, func(t *testing.T, e example) {
		c := e.start(t, strictOptions())
		game := e.games[0]
		cards := []string{"5H", "6S", "KD", "QC", "6D", "TS"}
		coup := func(edit func(q map[string]any)) map[string]any {
			q := map[string]any{"game": game, "decks": 8, "cards": cards,
				"wagers": []map[string]any{{"wager": "player", "stake": 100}}}
			edit(q)
			return q
		}
		cases := []struct {
			name     string
			method   string
			params   any
			code     string
			contains string // in the message: the place of the problem
		}{
			{"a game the engine does not claim", "coup", coup(func(q map[string]any) { q["game"] = e.other }), adapter.CodeUnsupported, e.other},
			{"an unknown game", "coup", coup(func(q map[string]any) { q["game"] = "mbs-ncb-v7" }), adapter.CodeUnsupported, "mbs-ncb-v7"},
			{"a token that is not a card", "coup", coup(func(q map[string]any) { q["cards"] = []string{"5H", "6S", "1X", "QC"} }), adapter.CodeInvalid, "card 3"},
			{"a 6 Star Ten written 10", "shoe", coup(func(q map[string]any) { q["cards"] = []string{"5H", "10Fi"} }), adapter.CodeInvalid, "card 2"},
			{"a second cutting card", "coup", coup(func(q map[string]any) { q["cards"] = []string{"CUT", "5H", "6S", "CUT"} }), adapter.CodeInvalid, "card 4"},
			{"three decks", "coup", coup(func(q map[string]any) { q["decks"] = 3 }), adapter.CodeInvalid, "decks"},
			{"eleven decks", "shoe", coup(func(q map[string]any) { q["decks"] = 11 }), adapter.CodeInvalid, "decks"},
			{"an unknown wager id", "coup", coup(func(q map[string]any) {
				q["wagers"] = []map[string]any{{"wager": "player", "stake": 100}, {"wager": "super-6", "stake": 100}}
			}), adapter.CodeInvalid, "wager 2"},
			{"a wager the game does not offer", "coup", coup(func(q map[string]any) {
				q["wagers"] = []map[string]any{{"wager": "banker-fabulous-4", "stake": 100}}
			}), adapter.CodeInvalid, "wager 1"},
			{"a stake of 0", "coup", coup(func(q map[string]any) { q["wagers"] = []map[string]any{{"wager": "tie", "stake": 0}} }), adapter.CodeInvalid, "wager 1"},
			{"a stake over 10^12", "coup", coup(func(q map[string]any) {
				q["wagers"] = []map[string]any{{"wager": "tie", "stake": reference.MaxStake + 1}}
			}), adapter.CodeInvalid, "wager 1"},
			{"the table method, not claimed", "table", map[string]any{"game": game, "decks": 8, "events": []any{}}, adapter.CodeUnsupported, "table"},
			{"an unknown method", "deal", map[string]any{}, adapter.CodeUnsupported, "deal"},
		}
		for _, tc := range cases {
			err := c.Call(context.Background(), tc.method, tc.params, nil)
			var ae *adapter.Error
			if !errors.As(err, &ae) {
				t.Errorf("%s: %s answered %v: want an %q error", tc.name, tc.method, err, tc.code)
				continue
			}
			if ae.Code != tc.code || !strings.Contains(ae.Message, tc.contains) {
				t.Errorf("%s: got %q %q: want code %q and a message naming %q", tc.name, ae.Code, ae.Message, tc.code, tc.contains)
			}
		}

		// In a batch, an error concerns its coup only.
		good := adapter.CoupRequest{Game: game, Decks: 8, Cards: cards, Wagers: []adapter.Wager{{Wager: "player", Stake: 100}}}
		bad := good
		bad.Cards = []string{"5H", "6S", "1X"}
		replies, err := c.Coups(context.Background(), []adapter.CoupRequest{good, bad, good})
		if err != nil {
			t.Fatalf("coups: %v", err)
		}
		var codes []string
		for _, r := range replies {
			code := ""
			if r.Err != nil {
				code = r.Err.Code
			}
			codes = append(codes, code)
		}
		if d := cmp.Diff([]string{"", adapter.CodeInvalid, ""}, codes); d != "" {
			t.Errorf("a batch with one bad coup: error codes per reply (-want +got):\n%s", d)
		}
		if replies[0].Err == nil && len(replies[0].Result.Player) < 2 {
			t.Errorf("a batch with one bad coup: the first coup was not dealt: %+v", replies[0].Result)
		}
	})
}

// certifySeed is the seed of the generated shoes of TestCertify; the
// environment variable BACCTK_EXAMPLES_SEED replaces it, to replay a failure
// or to try other shoes.
func certifySeed(t *testing.T) uint64 {
	s := os.Getenv("BACCTK_EXAMPLES_SEED")
	if s == "" {
		return 20250320
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		t.Fatalf("BACCTK_EXAMPLES_SEED=%q: want a decimal seed: %v", s, err)
	}
	return n
}

// certifyShoes is the generated-shoe budget per game: small, to keep the test
// to seconds; `bacctk certify` runs 100 by default.
const certifyShoes = 12

// TestCertify certifies each example as `bacctk certify --engine "$(cat
// ENGINE)" --validate` run from its folder would, on all eleven games with a
// small budget of generated shoes: every game it claims passes (scenarios,
// vectors, generated shoes), every other game is not applicable, and the
// run passes.
func TestCertify(t *testing.T) {
	seed := certifySeed(t)
	forEach(t, func(t *testing.T, e example) {
		argv := e.argv(t)
		c := e.start(t, protocol.Options{Validate: true, Restart: true, Kit: report.KitName + " " + report.KitVersion})
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		rep, err := certify.Run(ctx, c, certify.Options{
			Command: argv, CommandLine: strings.Join(argv, " "), Dir: e.dir,
			Games: allGames(), Seed: seed, Shoes: certifyShoes,
		})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		want := map[string]string{}
		for _, g := range rep.Games {
			got[g.Game] = g.Verdict
		}
		for _, g := range allGames() {
			want[g] = report.NotApplicable
			if e.claims(g) {
				want[g] = report.Pass
			}
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("verdict per game (-want +got):\n%s", d)
		}
		if rep.Run.Checked.Vectors == 0 || rep.Run.Checked.Scenarios == 0 || rep.Run.Checked.Shoes == 0 {
			t.Errorf("the run checked too little: %+v", rep.Run.Checked)
		}
		if !rep.OK() {
			t.Errorf("the certification fails: %s", rep.Summary.Line)
		}
		if t.Failed() {
			var b strings.Builder
			rep.WriteText(&b, false)
			t.Logf("seed %d (replay: BACCTK_EXAMPLES_SEED=%d go test ./examples -run TestCertify/%s)\n%s\nengine stderr:\n%s",
				seed, seed, e.dir, b.String(), c.Stderr())
		}
	})
}

// BenchmarkVectors measures the golden vectors of the games each example
// claims, verified per second through the example engine and through the
// reference served by `bacctk engine` (built from cmd/bacctk for the run),
// interleaved op by op so that a machine whose load drifts slows both alike.
// One op is one pass over those vectors through each engine; the metrics are
// vectors/s through each and the example's cost per vector as a multiple of
// the reference's ("x-reference").
//
//	go test ./examples -run '^$' -bench Vectors -benchtime 5x
func BenchmarkVectors(b *testing.B) {
	files, err := vectors.Load(vectors.FS)
	if err != nil {
		b.Fatal(err)
	}
	bacctk := buildBacctk(b)
	for _, e := range examples {
		b.Run(e.dir, func(b *testing.B) {
			ex := e.start(b, protocol.Options{})
			ref, err := protocol.Start(context.Background(), []string{bacctk, "engine"}, protocol.Options{})
			if err != nil {
				b.Fatalf("starting bacctk engine: %v", err)
			}
			b.Cleanup(func() { ref.Close() })
			opts := vectors.VerifyOptions{Games: e.games}
			ctx := context.Background()
			var n int
			var tRef, tEx time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				rr := vectors.Verify(ctx, ref, files, opts)
				t1 := time.Now()
				re := vectors.Verify(ctx, ex, files, opts)
				tRef += t1.Sub(t0)
				tEx += time.Since(t1)
				if !rr.OK() || !re.OK() || rr.Counts.Pass != re.Counts.Pass {
					b.Fatalf("not every vector passed: reference %+v, %s %+v", rr.Counts, e.dir, re.Counts)
				}
				n += re.Counts.Pass
			}
			b.StopTimer()
			b.ReportMetric(float64(n)/tEx.Seconds(), "vectors/s-"+e.dir)
			b.ReportMetric(float64(n)/tRef.Seconds(), "vectors/s-reference")
			b.ReportMetric(float64(tEx)/float64(tRef), "x-reference")
		})
	}
}

// buildBacctk builds the kit's command for the benchmark, so that the
// reference is measured through the very path a vendor compares with:
// `bacctk engine` in a subprocess.
func buildBacctk(b *testing.B) string {
	b.Helper()
	bin := filepath.Join(b.TempDir(), "bacctk")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/bacctk/bacctk/cmd/bacctk").CombinedOutput()
	if err != nil {
		b.Skipf("cannot build cmd/bacctk for the reference (%v):\n%s", err, out)
	}
	return bin
}
