package certify

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/vectors"
)

// stakeCapped is the reference as an engine that takes stakes of lo to hi
// alone (money kept in 32 bits; an API whose smallest stake is 10): it
// refuses any other stake the protocol allows with "invalid" (or with
// "unsupported", when unsupported is set), and its hello declares the
// limits when declare is set.
type stakeCapped struct {
	*refengine.Engine
	lo, hi      int64
	declare     bool
	unsupported bool
}

func (e stakeCapped) Hello(ctx context.Context) (adapter.Hello, error) {
	h, err := e.Engine.Hello(ctx)
	if e.declare {
		h.Offered = map[string]adapter.Offer{}
		for _, g := range h.Games {
			h.Offered[g] = adapter.Offer{MinStake: e.lo, MaxStake: e.hi}
		}
	}
	return h, err
}

// refuses says why the engine refuses a stake: one the protocol allows,
// outside lo to hi.
func (e stakeCapped) refuses(stake int64) *adapter.Error {
	if stake >= 1 && stake <= reference.MaxStake && (stake < e.lo || stake > e.hi) {
		if e.unsupported {
			return adapter.Unsupported("stake %d: this engine takes %d to %d", stake, e.lo, e.hi)
		}
		return adapter.Invalid("stake %d: this engine takes %d to %d", stake, e.lo, e.hi)
	}
	return nil
}

func (e stakeCapped) refusesAny(ws []adapter.Wager) *adapter.Error {
	for _, w := range ws {
		if err := e.refuses(w.Stake); err != nil {
			return err
		}
	}
	return nil
}

func (e stakeCapped) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	if err := e.refusesAny(req.Wagers); err != nil {
		return adapter.CoupResult{}, err
	}
	return e.Engine.Coup(ctx, req)
}

func (e stakeCapped) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out := make([]adapter.CoupReply, len(reqs))
	for i, q := range reqs {
		r, err := e.Coup(ctx, q)
		out[i] = adapter.CoupReply{Result: r}
		if err != nil {
			out[i] = adapter.CoupReply{Err: err.(*adapter.Error)}
		}
	}
	return out, nil
}

func (e stakeCapped) Shoe(ctx context.Context, req adapter.ShoeRequest) (adapter.ShoeResult, error) {
	if err := e.refusesAny(req.Wagers); err != nil {
		return adapter.ShoeResult{}, err
	}
	return e.Engine.Shoe(ctx, req)
}

func (e stakeCapped) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	for _, ev := range req.Events {
		if ev.Type == adapter.TablePlace || ev.Type == adapter.TableIncrease {
			if err := e.refuses(ev.Amount); err != nil {
				return adapter.TableResult{}, err
			}
		}
	}
	return e.Engine.Table(ctx, req)
}

// refusedVectors counts the game's vectors with a stake the engine
// refuses (a place or increase amount, on a table): each must be not
// applicable when the engine declares its limits.
func refusedVectors(t *testing.T, e stakeCapped, game string) int {
	t.Helper()
	files, err := vectors.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := range files {
		for _, c := range files[i].Cases() {
			if c.Game != game {
				continue
			}
			refused := e.refusesAny(c.Test.Wagers) != nil
			for _, ev := range c.Test.Events {
				refused = refused || ((ev.Type == adapter.TablePlace || ev.Type == adapter.TableIncrease) && e.refuses(ev.Amount) != nil)
			}
			if refused {
				n++
			}
		}
	}
	return n
}

// TestDeclaredStakeLimits: an engine that keeps money in 32 bits (maxStake
// 2^31-1), or whose smallest stake is 10, and refuses other stakes with
// "invalid" passes when its hello declares the limits: every vector,
// scenario and generated request with a stake outside them is not
// applicable and counted, never failed; the offers check blames no wager
// for its stake, even when the engine answers such a stake
// "unsupported" and the probe's usual 100 is outside its limits. Without
// the declaration the same engine fails.
func TestDeclaredStakeLimits(t *testing.T) {
	t.Parallel()
	const game = "mbs-tiger-v2"
	for _, c := range []struct {
		name        string
		lo, hi      int64
		unsupported bool
	}{
		{"maxStake 2^31-1", 1, math.MaxInt32, false},
		{"minStake 10", 10, reference.MaxStake, false},
		{"minStake 200 answered unsupported", 200, reference.MaxStake, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			opts := Options{Seed: 5, Shoes: 8, Games: []string{game}}
			declared := stakeCapped{refengine.New(), c.lo, c.hi, true, c.unsupported}
			rep, err := Run(context.Background(), declared, opts)
			if err != nil {
				t.Fatal(err)
			}
			if !rep.OK() {
				t.Fatalf("declared: %s\n%s", rep.Summary.Line, failureLines(rep))
			}
			g := rep.Games[0]
			if len(g.NotOffered) > 0 {
				t.Errorf("wagers taken for not offered: %q", g.NotOffered)
			}
			want := refusedVectors(t, declared, game)
			if want == 0 {
				t.Fatalf("no vector of %s has a stake outside %d to %d: the test tests nothing", game, c.lo, c.hi)
			}
			// the reference claims every game, wager and capability: the
			// vectors not applicable are those of the refused stakes
			if g.Vectors.NotApplicable != want || g.Vectors.Fail+g.Vectors.Errored > 0 {
				t.Errorf("vectors %+v, want %d not applicable and none failed", g.Vectors, want)
			}
			if g.Checked.NotApplicable == 0 || rep.Run.Checked.NotApplicable != g.Checked.NotApplicable {
				t.Errorf("generated requests not applicable: game %d, run %d; want some, the same", g.Checked.NotApplicable, rep.Run.Checked.NotApplicable)
			}
			if g.Checked.Coups == 0 {
				t.Errorf("no generated coup was checked")
			}
			var text strings.Builder
			rep.WriteText(&text, false)
			if !strings.Contains(text.String(), "generated shoes (a setting the engine answered unsupported, or a stake outside the limits its hello declares)") {
				t.Errorf("the text report does not count the generated requests not applicable:\n%s", text.String())
			}

			silent := declared
			silent.declare = false
			rep, err = Run(context.Background(), silent, opts)
			if err != nil {
				t.Fatal(err)
			}
			if rep.OK() {
				t.Errorf("undeclared: %s, want failures for the refused stakes\n%s", rep.Summary.Line, failureLines(rep))
			}
		})
	}
}

// failureLines lists a report's failures, one a line.
func failureLines(rep *report.Report) string {
	var b strings.Builder
	for _, f := range rep.Failures {
		b.WriteString(f.ID + " " + f.Message + "\n")
	}
	return b.String()
}
