package fuzz

import (
	"context"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
)

// tableAnswers is the reference's answer to a generated table sequence of
// n events on game g, from seed.
func tableAnswers(t testing.TB, g *reference.Game, seed uint64, n int) *tableModel {
	t.Helper()
	src := FromSeed(seed)
	m, err := newTableModel(src, g, g, reference.Readings{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		if err := m.apply(m.event(src, m.likelyAction(src))); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// TestTableEqualIsCmpEqual: the table comparison's cheap equality answers
// as go-cmp (with empty lists equal to nil ones) on every pair of steps
// and of rounds of generated sequences, on copies changed in one field,
// and on lists nil on one side and empty on the other.
func TestTableEqualIsCmpEqual(t *testing.T) {
	var steps []adapter.TableStep
	var rounds []adapter.TableRound
	for i, g := range reference.Games() {
		m := tableAnswers(t, g, uint64(i+1), 120)
		steps = append(steps, m.want.Steps...)
		rounds = append(rounds, m.want.Rounds...)
	}
	yes, no := true, false
	extra := []adapter.TableStep{
		{Event: "power-failure", Accepted: true, Established: &yes},
		{Event: "power-failure", Accepted: true, Established: &no},
		{Event: "power-failure", Accepted: true},
		{Event: "device-reset", Options: &adapter.TableOptions{Reason: "device-reset"}},
		{Event: "device-reset", Options: &adapter.TableOptions{Reason: "device-reset", Players: []string{}}},
		{Event: "device-reset", Options: &adapter.TableOptions{Reason: "device-reset", Players: []string{"a"}}},
		{Event: "close", Differential: &adapter.TableDifferential{Limit: 1}},
		{Event: "close", Differential: &adapter.TableDifferential{Limit: 2}},
	}
	steps = append(steps, extra...)
	for i, r := range rounds {
		if i%3 == 0 && len(r.Settlements) > 0 {
			c := r
			c.Settlements = append([]adapter.TableSettlement{}, r.Settlements...)
			c.Settlements[0].Notes = []string{}
			rounds = append(rounds, c)
			c.Settlements = append([]adapter.TableSettlement{}, r.Settlements...)
			c.Settlements[0].Win++
			rounds = append(rounds, c)
		}
	}
	rounds = append(rounds, adapter.TableRound{Round: 1}, adapter.TableRound{Round: 1, Player: []string{}, Banker: []string{}, Settlements: []adapter.TableSettlement{}})
	if len(steps) < 100 || len(rounds) < 10 {
		t.Fatalf("too few answers to compare: %d steps, %d rounds", len(steps), len(rounds))
	}
	for i := range steps {
		// each step against itself, its neighbours (often alike: the same
		// event answered in the same state) and the hand-made ones
		for _, j := range []int{i, (i + 1) % len(steps), (i + 2) % len(steps), (i + 7) % len(steps), len(steps) - 1 - i%len(extra)} {
			a, b := steps[i], steps[j]
			if got, want := judge.TableStepEqual(a, b), cmp.Equal(a, b, cmpopts.EquateEmpty()); got != want {
				t.Fatalf("steps %+v and %+v: judge.TableStepEqual %v, cmpEqual %v", a, b, got, want)
			}
		}
	}
	for i := range rounds {
		for _, j := range []int{i, (i + 1) % len(rounds), (i + 2) % len(rounds), (i + 5) % len(rounds), len(rounds) - 1, len(rounds) - 2} {
			a, b := rounds[i], rounds[j]
			if got, want := judge.TableRoundEqual(a, b), cmp.Equal(a, b, cmpopts.EquateEmpty()); got != want {
				t.Fatalf("rounds %+v and %+v: judge.TableRoundEqual %v, cmpEqual %v", a, b, got, want)
			}
		}
	}
}

// TestTableEqualFields: the cheap equality (adapter/equal.go) names every
// field of the structs it compares; a field added to one of them must be
// added there too, or a difference in it would pass unseen.
func TestTableEqualFields(t *testing.T) {
	for _, c := range []struct {
		v    any
		want int
	}{{adapter.TableStep{}, 11}, {adapter.TableOptions{}, 5}, {adapter.TableRound{}, 9}, {adapter.TableSettlement{}, 11}} {
		if n := reflect.TypeOf(c.v).NumField(); n != c.want {
			t.Errorf("%T has %d fields, adapter/equal.go compares %d: compare the new ones there and update this count", c.v, n, c.want)
		}
	}
}

// BenchmarkDiffTableEqual is the table comparison on the pass path: an
// engine's answer equal to the model's, 120 events.
func BenchmarkDiffTableEqual(b *testing.B) {
	g, err := reference.LookupGame("mbs-tiger-v2")
	if err != nil {
		b.Fatal(err)
	}
	m := tableAnswers(b, g, 7, 120)
	got, err := refengine.New().Table(context.Background(), m.req)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, differ := judge.DiffTableAsk(g, &m.req, &m.want, &got, nil); differ {
			b.Fatal("the reference's answer differs from the model's")
		}
	}
}
