package fuzz

import (
	"context"
	"slices"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/judge"
)

// lacksEvent is the reference with the table capability but without one
// event type (or, with event "", without tables at all): it answers
// "unsupported" to any table request holding one.
type lacksEvent struct {
	refengine.Engine
	event string
}

func (l lacksEvent) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	for _, ev := range req.Events {
		if l.event == "" || ev.Type == l.event {
			return adapter.TableResult{}, adapter.Unsupported("this engine has no %q event", ev.Type)
		}
	}
	return l.Engine.Table(ctx, req)
}

// TestTableUnsupported: a table request answered "unsupported" is never an
// errored check. An engine that claims tables and lacks an event its
// game's rules have (a dealing device reset on Tiger v2, 5.9) fails that
// rule once, as not implemented; one that lacks an event the rules do
// not have (a reset on No Commission v6), or the table capability
// altogether, has those checks not applicable.
func TestTableUnsupported(t *testing.T) {
	cases := []struct {
		name, game, event string
		want              []string // the failure's clauses; nil: none
	}{
		{"a required event", "mbs-tiger-v2", adapter.TableDeviceReset, []string{"mbs-tiger-v2:5.9"}},
		{"an event the rules lack", "mbs-ncb-v6", adapter.TableDeviceReset, nil},
		{"no tables", "mbs-tiger-v2", "", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			seed := testSeed(t, 5)
			rep, err := Check(context.Background(), lacksEvent{event: c.event}, []string{c.game}, Config{Shoes: testShoes(t, 8), Seed: seed, TableEvery: 1})
			if err != nil {
				t.Fatal(err)
			}
			g := rep.Games[0]
			if len(g.Errors) > 0 || g.Verdict == VerdictErrored {
				t.Fatalf("seed %d: errored: %+v", seed, g.Errors)
			}
			fs := rep.Failures()
			switch {
			case c.want == nil && len(fs) > 0:
				t.Fatalf("seed %d: failures %v, want none", seed, fs)
			case c.want == nil && g.NotApplicable == 0:
				t.Fatalf("seed %d: no table request counted not applicable", seed)
			case c.want != nil && (len(fs) != 1 || !slices.Equal(fs[0].Clauses, c.want) || fs[0].Divergence.Kind != judge.KindNotImplemented):
				t.Fatalf("seed %d: failures %v, want one not implemented on %v", seed, fs, c.want)
			}
		})
	}
}
