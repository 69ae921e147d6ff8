package vectors_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/vectors"
)

// kindOf returns the shipped vectors of one game with only the groups of
// one type, renumbered.
func kindOf(t *testing.T, game, typ string) []vectors.File {
	t.Helper()
	for _, f := range mustShipped(t) {
		if f.Game != game {
			continue
		}
		var gs []vectors.Group
		for _, g := range f.TestGroups {
			if g.Type == typ {
				gs = append(gs, g)
			}
		}
		f.TestGroups = gs
		// A deep copy: the shipped files are shared by the package's tests.
		b, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		f = vectors.File{}
		if err := json.Unmarshal(b, &f); err != nil {
			t.Fatal(err)
		}
		n := 0
		for gi := range f.TestGroups {
			for ti := range f.TestGroups[gi].Tests {
				n++
				f.TestGroups[gi].Tests[ti].TcID = n
			}
		}
		return []vectors.File{f}
	}
	t.Fatalf("no vectors for %s", game)
	return nil
}

// A refusal passes only on the expected code with a message naming the
// card or wager at fault; a result, a message that names nothing, or an
// internal error does not.
func TestVerifyJudgesRefusals(t *testing.T) {
	files := kindOf(t, "mbs-tiger-v2", vectors.TypeRefusal)
	ctx := context.Background()
	n := len(files[0].Cases())
	if rep := vectors.Verify(ctx, refengine.New(), files, vectors.VerifyOptions{}); rep.Counts.Pass != n {
		t.Fatalf("reference: %+v, want %d passed", rep.Counts, n)
	}
	for _, tc := range []struct {
		name string
		err  func(req adapter.CoupRequest) *adapter.Error
		want vectors.Verdict
		msg  string
	}{
		{"a result", func(adapter.CoupRequest) *adapter.Error { return nil }, vectors.Fail, "must be refused"},
		{"a message naming nothing", func(adapter.CoupRequest) *adapter.Error { return adapter.Invalid("bad request") }, vectors.Fail, "does not name"},
		{"internal", func(adapter.CoupRequest) *adapter.Error {
			return &adapter.Error{Code: adapter.CodeInternal, Message: "card 1 wager 1 card 2 card 3 card 4 card 5 card 6 card 7 card 8 card 9 card 10"}
		}, vectors.Errored, "internal"},
		{"unsupported", func(adapter.CoupRequest) *adapter.Error { return adapter.Unsupported("not here") }, vectors.NotApplicable, "not here"},
	} {
		d := newDouble()
		d.ref = passThrough{}
		d.errFor = tc.err
		rep := vectors.Verify(ctx, d, files, vectors.VerifyOptions{})
		for _, r := range rep.Results {
			if tc.name == "a message naming nothing" && !strings.Contains(r.Comment, "naming") {
				continue // decks and rounding: only the code is compared
			}
			if r.Verdict != tc.want || !strings.Contains(r.Message, tc.msg) {
				t.Errorf("%s: tcId %d (%s): %s %q, want %s with %q", tc.name, r.TcID, r.Comment, r.Verdict, r.Message, tc.want, tc.msg)
				break
			}
			// The wording is the contract's, not the rules': the right
			// code passes the clauses the vector exercises.
			misworded := tc.name == "a message naming nothing" && strings.Contains(r.Comment, "naming card")
			if got := len(r.Blame) == 1 && r.Blame[0] == clauses.ContractErrorDetail; got != misworded {
				t.Errorf("%s: tcId %d (%s): blame %v", tc.name, r.TcID, r.Comment, r.Blame)
			}
			if r.Exchange == nil || r.Exchange.Actual.Empty() || r.Exchange.Request == nil {
				t.Errorf("%s: tcId %d (%s): the answer judged is not kept: %+v", tc.name, r.TcID, r.Comment, r.Exchange)
			}
		}
		if tc.name == "a message naming nothing" {
			byClause := rep.ByClause()
			if c := byClause[clauses.ContractErrorDetail]; c.Fail == 0 {
				t.Errorf("%s: %s counts %+v, want failures", tc.name, clauses.ContractErrorDetail, c)
			}
			for cl, c := range byClause {
				if cl != clauses.ContractErrorDetail && c.Fail > 0 {
					t.Errorf("%s: %s counts %d failures; a refusal with the right code satisfies it", tc.name, cl, c.Fail)
				}
			}
		}
	}
}

// passThrough answers every coup with an empty result: the double's errFor
// decides what is refused.
type passThrough struct{ refengine.Engine }

func (passThrough) Coup(context.Context, adapter.CoupRequest) (adapter.CoupResult, error) {
	return adapter.CoupResult{}, nil
}

// tableDouble is the reference with its table answers bent.
type tableDouble struct {
	refengine.Engine
	bend func(res *adapter.TableResult)
}

func (d tableDouble) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	res, err := d.Engine.Table(ctx, req)
	if err == nil {
		d.bend(&res)
	}
	return res, err
}

// A table vector fails on any difference in a step or a round but the
// free-text detail, and is not applicable to an engine without the table.
func TestVerifyComparesTables(t *testing.T) {
	files := kindOf(t, "mbs-tiger-ncb-v5", vectors.TypeTable)
	ctx := context.Background()
	n := len(files[0].Cases())
	detail := tableDouble{bend: func(r *adapter.TableResult) {
		for i := range r.Steps {
			r.Steps[i].Detail = "something else"
		}
	}}
	if rep := vectors.Verify(ctx, detail, files, vectors.VerifyOptions{}); rep.Counts.Pass != n {
		t.Errorf("details changed: %+v, want all %d passed", rep.Counts, n)
	}
	state := tableDouble{bend: func(r *adapter.TableResult) {
		if len(r.Steps) > 0 {
			r.Steps[len(r.Steps)-1].State = "idle"
		}
	}}
	rep := vectors.Verify(ctx, state, files, vectors.VerifyOptions{})
	if rep.Counts.Fail == 0 || rep.OK() {
		t.Errorf("last state bent: %+v, want failures", rep.Counts)
	}
	for _, r := range rep.Results {
		if r.Verdict == vectors.Fail && !strings.Contains(r.Diff, "State") {
			t.Errorf("tcId %d: diff %q does not show the state", r.TcID, r.Diff)
			break
		}
	}
	d := newDouble() // no Table method
	if rep := vectors.Verify(ctx, d, files, vectors.VerifyOptions{}); rep.Counts.NotApplicable != n {
		t.Errorf("no table capability: %+v, want all %d not applicable", rep.Counts, n)
	}
}

// A known-failing list keeps listed failures from failing the report and
// makes a listed pass fail it; the list names a bad line.
func TestVerifyKnownFailing(t *testing.T) {
	files := oneGame(t, "mbs-ncb-v6")
	d := newDouble()
	d.mutate = func(req adapter.CoupRequest, res *adapter.CoupResult) {
		if len(res.Settlements) > 0 && res.Winner == "tie" {
			res.Settlements[0].Win++
		}
	}
	ctx := context.Background()
	rep := vectors.Verify(ctx, d, files, vectors.VerifyOptions{})
	var failing []string
	for _, r := range rep.Results {
		if r.Verdict == vectors.Fail {
			failing = append(failing, r.ID)
		}
	}
	if len(failing) < 2 || rep.OK() {
		t.Fatalf("%+v: want some failures", rep.Counts)
	}
	list := strings.Join(failing, "\n") + "\n# a comment\n"
	known, err := vectors.ParseKnownFailing("known.txt", []byte(list))
	if err != nil {
		t.Fatal(err)
	}
	if rep := vectors.Verify(ctx, d, files, vectors.VerifyOptions{KnownFailing: known}); !rep.OK() || rep.Counts.KnownFailing != len(failing) {
		t.Errorf("every failure listed: %+v, want OK", rep.Counts)
	}
	if rep := vectors.Verify(ctx, refengine.New(), files, vectors.VerifyOptions{KnownFailing: known}); rep.OK() || rep.Counts.UnexpectedPass != len(failing) {
		t.Errorf("listed tests pass: %+v, want %d unexpected passes", rep.Counts, len(failing))
	}
	if rep := vectors.Verify(ctx, d, files, vectors.VerifyOptions{KnownFailing: []string{"mbs-ncb-v6/coup-*"}}); rep.Counts.KnownFailing != len(failing) || rep.Counts.UnexpectedPass == 0 || rep.OK() {
		t.Errorf("a glob listing every coup: %+v, want the failures known and the passes unexpected", rep.Counts)
	}
	if _, err := vectors.ParseKnownFailing("known.txt", []byte("\nmbs-ncb-v6 tcId 4\n")); err == nil || !strings.Contains(err.Error(), "known.txt:2:") {
		t.Errorf("a bad line: %v, want an error naming known.txt:2", err)
	}
}
