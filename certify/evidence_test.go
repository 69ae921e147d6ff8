package certify

import (
	"context"
	"encoding/json"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
)

// counting passes every request to its engine and counts them (a batch of
// coups counts one a coup), and those that come once checksDone was set.
type counting struct {
	adapter.TableEngine
	requests atomic.Int64
	late     atomic.Int64
	done     atomic.Bool
}

func (c *counting) count(n int) {
	c.requests.Add(int64(n))
	if c.done.Load() {
		c.late.Add(int64(n))
	}
}

func (c *counting) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	c.count(1)
	return c.TableEngine.Coup(ctx, req)
}

func (c *counting) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	c.count(len(reqs))
	return c.TableEngine.Coups(ctx, reqs)
}

func (c *counting) Shoe(ctx context.Context, req adapter.ShoeRequest) (adapter.ShoeResult, error) {
	c.count(1)
	return c.TableEngine.Shoe(ctx, req)
}

func (c *counting) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	c.count(1)
	return c.TableEngine.Table(ctx, req)
}

func plantedEngine(t *testing.T, defects ...string) adapter.TableEngine {
	t.Helper()
	eng := newIndependent(t, defects...)
	return eng
}

// TestNoRequestAfterTheChecks: once the checks have run, the runner asks
// the engine nothing, whatever failed: the evidence in the report is what
// the checks kept (scenarios, vectors, generated shoes and table
// sequences, the offers probe).
func TestNoRequestAfterTheChecks(t *testing.T) {
	for _, tc := range []struct {
		name    string
		defects []string
		game    string
	}{
		{"reference", nil, "mbs-tiger-v2"},
		{"deal order", []string{"deal-order-ppbb"}, "mbs-tiger-v2"},
		{"table lifecycle", []string{"table-late-wager-accepted"}, "mbs-tiger-v2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			eng := &counting{TableEngine: plantedEngine(t, tc.defects...)}
			opts := Options{Seed: testSeed(t), Shoes: 10, Games: []string{tc.game}}
			opts.afterChecks = func() { eng.done.Store(true) }
			rep, err := Run(context.Background(), eng, opts)
			if err != nil {
				t.Fatal(err)
			}
			if !eng.done.Load() {
				t.Fatal("the run never said its checks were done")
			}
			if n := eng.late.Load(); n != 0 {
				t.Errorf("the engine received %d requests after the checks had run", n)
			}
			if failed := len(rep.Failures) > 0; failed != (tc.defects != nil) {
				t.Errorf("%d failures; a planted defect must fail and the reference must not", len(rep.Failures))
			}
			for _, f := range rep.Failures {
				if f.Verdict == report.Fail && f.Request != nil && f.Actual.Empty() {
					t.Errorf("%s (%s): the failure keeps no answer of the engine's", f.Location, f.Request.Method)
				}
			}
		})
	}
}

// TestFailingVectorsAskedOnce: a vector the engine fails is not asked
// again to show or blame it: an engine failing many vectors receives
// exactly the requests a correct one does.
func TestFailingVectorsAskedOnce(t *testing.T) {
	run := func(eng adapter.TableEngine) (int64, *report.Report) {
		c := &counting{TableEngine: eng}
		rep, err := Run(context.Background(), c, Options{Seed: 1, NoFeatures: true, NoGenerated: true, Games: []string{"mbs-ncb-v6"}})
		if err != nil {
			t.Fatal(err)
		}
		return c.requests.Load(), rep
	}
	want, _ := run(refengine.New())
	got, rep := run(&flaky{TableEngine: refengine.New(), always: true})
	failing := 0
	for _, f := range rep.Failures {
		if f.Source == report.SourceVector {
			failing += f.Count
		}
	}
	if failing < 100 {
		t.Fatalf("an engine that moves every winner failed %d vectors", failing)
	}
	if got != want {
		t.Errorf("an engine failing %d vectors received %d requests, a correct one %d: failing vectors were asked again", failing, got, want)
	}
}

// flaky answers a coup wrongly the first time it is asked it (the winner
// moved to another hand) and rightly after, or always wrongly: a
// failure's evidence must be the answer that failed, not a second one.
type flaky struct {
	adapter.TableEngine
	always bool
	mu     sync.Mutex
	seen   map[string]bool
}

func (f *flaky) first(req adapter.CoupRequest) bool {
	if f.always {
		return true
	}
	b, _ := json.Marshal(req)
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.seen[string(b)] {
		return false
	}
	f.seen[string(b)] = true
	return true
}

func spoil(r *adapter.CoupResult) {
	switch r.Winner {
	case "player":
		r.Winner = "banker"
	case "banker", "tie":
		r.Winner = "player"
	}
}

func (f *flaky) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	res, err := f.TableEngine.Coup(ctx, req)
	if err == nil && f.first(req) {
		spoil(&res)
	}
	return res, err
}

func (f *flaky) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	replies, err := f.TableEngine.Coups(ctx, reqs)
	for i := range replies {
		if replies[i].Err == nil && f.first(reqs[i]) {
			spoil(&replies[i].Result)
		}
	}
	return replies, err
}

func TestEvidenceIsTheAnswerThatFailed(t *testing.T) {
	eng := &flaky{TableEngine: refengine.New(), seen: map[string]bool{}}
	rep, err := Run(context.Background(), eng, Options{Seed: 1, NoFeatures: true, NoGenerated: true, Games: []string{"mbs-ncb-v6"}})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range rep.Failures {
		if f.Source != report.SourceVector || f.Expected == nil || f.Expected.Coup == nil || f.Expected.Coup.Void != "" {
			continue
		}
		n++
		if f.Actual == nil || f.Actual.Coup == nil {
			t.Fatalf("%s: no engine answer kept", f.Location)
		}
		if f.Actual.Coup.Winner == f.Expected.Coup.Winner {
			t.Errorf("%s: the evidence shows winner %q, the vector's; the engine's answer that failed said otherwise", f.Location, f.Actual.Coup.Winner)
		}
	}
	if n == 0 {
		t.Fatal("no coup vector failed")
	}
}

// probeCounting answers "unsupported" to every coup staking the wager it
// lacks and counts, per wager, the plain-round probes it is asked (one
// wager staked on reference.DeckType.PlainRound's cards).
type probeCounting struct {
	adapter.TableEngine
	lacks  string
	mu     sync.Mutex
	probes map[string]int
	staked int // coups staking the lacking wager, probes included
}

func (p *probeCounting) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out, err := p.TableEngine.Coups(ctx, reqs)
	p.mu.Lock()
	defer p.mu.Unlock()
	for i, r := range reqs {
		plain := reference.Standard52.PlainRound()
		if len(r.Wagers) == 1 && slices.Equal(r.Cards, plain) {
			p.probes[r.Wagers[0].Wager]++
		}
		for _, w := range r.Wagers {
			if w.Wager == p.lacks {
				p.staked++
				if err == nil && i < len(out) {
					out[i] = adapter.CoupReply{Err: adapter.Unsupported("no %s here", p.lacks)}
				}
			}
		}
	}
	return out, err
}

// TestOffersProbedOnce: the plain-round probe that finds the wagers an
// engine lacks is asked once per wager, by the offers check; the
// generated checks take its findings instead of asking again, and stake
// no lacking wager.
func TestOffersProbedOnce(t *testing.T) {
	const game, lacks = "mbs-etg-v4-fortune-six-ncb", "player-dragon-bonus"
	eng := &probeCounting{TableEngine: refengine.New(), lacks: lacks, probes: map[string]int{}}
	rep, err := Run(context.Background(), eng, Options{Seed: testSeed(t), Shoes: 4, NoFeatures: true, NoVectors: true, Games: []string{game}})
	if err != nil {
		t.Fatal(err)
	}
	g, err := reference.LookupGame(game)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range g.WagerIDs() {
		if n := eng.probes[string(w)]; n != 1 {
			t.Errorf("the engine was probed %d times for %s, want once", n, w)
		}
	}
	if eng.staked != 1 {
		t.Errorf("%d coups staked %s, which the probe found lacking; want only the probe", eng.staked, lacks)
	}
	if len(rep.Failures) != 0 {
		t.Errorf("an engine lacking an optional wager failed %d checks: %s", len(rep.Failures), rep.Failures[0].Message)
	}
}
