package vectors_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/vectors"
)

// double is a test engine: the reference, with its answers bent by the
// fields that are set.
type double struct {
	ref        adapter.Engine
	helloErr   error
	games      []string // claimed games; nil: the reference's
	noShoe     bool
	coupsErr   error
	mutate     func(req adapter.CoupRequest, res *adapter.CoupResult)
	errFor     func(req adapter.CoupRequest) *adapter.Error
	mutateShoe func(res *adapter.ShoeResult)
	declare    func(h *adapter.Hello) // changes the hello, when set
}

func newDouble() *double { return &double{ref: refengine.New()} }

func (d *double) Hello(ctx context.Context) (adapter.Hello, error) {
	if d.helloErr != nil {
		return adapter.Hello{}, d.helloErr
	}
	h, err := d.ref.Hello(ctx)
	if d.games != nil {
		h.Games = d.games
	}
	if d.noShoe {
		h.Capabilities = []string{adapter.CapCoup}
	}
	if d.declare != nil {
		d.declare(&h)
	}
	return h, err
}

func (d *double) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	if d.errFor != nil {
		if e := d.errFor(req); e != nil {
			return adapter.CoupResult{}, e
		}
	}
	res, err := d.ref.Coup(ctx, req)
	if err == nil && d.mutate != nil {
		d.mutate(req, &res)
	}
	return res, err
}

func (d *double) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	if d.coupsErr != nil {
		return nil, d.coupsErr
	}
	out := make([]adapter.CoupReply, len(reqs))
	for i, r := range reqs {
		res, err := d.Coup(ctx, r)
		out[i].Result = res
		if err != nil {
			out[i].Err = err.(*adapter.Error)
		}
	}
	return out, nil
}

func (d *double) Shoe(ctx context.Context, req adapter.ShoeRequest) (adapter.ShoeResult, error) {
	res, err := d.ref.Shoe(ctx, req)
	if err == nil && d.mutateShoe != nil {
		d.mutateShoe(&res)
	}
	return res, err
}

func (d *double) Close() error { return nil }

// oneGame returns the shipped coup and shoe vectors of one game (the
// refusal and table vectors have tests of their own).
func oneGame(t *testing.T, game string) []vectors.File {
	t.Helper()
	for _, f := range mustShipped(t) {
		if f.Game == game {
			var groups []vectors.Group
			for _, g := range f.TestGroups {
				if g.Type == vectors.TypeCoup || g.Type == vectors.TypeShoe {
					groups = append(groups, g)
				}
			}
			f.TestGroups = groups
			return []vectors.File{f}
		}
	}
	t.Fatalf("no vectors for %s", game)
	return nil
}

func count(files []vectors.File, keep func(c vectors.Case) bool) int {
	n := 0
	for i := range files {
		for _, c := range files[i].Cases() {
			if keep(c) {
				n++
			}
		}
	}
	return n
}

func hasWager(c vectors.Case, id string) bool {
	for _, w := range c.Test.Wagers {
		if w.Wager == id {
			return true
		}
	}
	return false
}

func isShoe(c vectors.Case) bool { return c.Type == vectors.TypeShoe }

func TestVerifyFailsAWrongPayoutWithADiff(t *testing.T) {
	files := oneGame(t, "mbs-tiger-v2")
	d := newDouble()
	// Commission rounded up instead of down: 0.95 to 1 on an odd stake.
	d.mutate = func(req adapter.CoupRequest, res *adapter.CoupResult) {
		for i := range res.Settlements {
			s := &res.Settlements[i]
			if s.Wager == "banker" && s.Odds == "19/20" && s.Stake*19%20 != 0 {
				s.Win++
			}
		}
	}
	rep := vectors.Verify(context.Background(), d, files, vectors.VerifyOptions{})
	if rep.OK() {
		t.Fatal("Verify passed an engine that rounds the commission up")
	}
	for _, r := range rep.Results {
		if r.Verdict != vectors.Fail {
			continue
		}
		if !strings.Contains(r.Diff, "-       \"win\": ") || !strings.Contains(r.Diff, "+       \"win\": ") {
			t.Errorf("tcId %d: the diff does not show the win:\n%s", r.TcID, r.Diff)
		}
		if !strings.Contains(r.Comment, "banker") && !contains(r.Flags, vectors.FlagRandomSample) {
			t.Errorf("tcId %d fails but is not about the Banker: %s", r.TcID, r.Comment)
		}
	}
	if rep.Counts.Fail == 0 || rep.Counts.Pass == 0 || rep.Counts.Errored+rep.Counts.NotApplicable != 0 {
		t.Errorf("counts %+v: want some failures among passes, nothing else", rep.Counts)
	}
	var out strings.Builder
	rep.Print(&out, false)
	if !strings.Contains(out.String(), "FAIL") || !strings.Contains(out.String(), "diff (-expected +engine)") {
		t.Errorf("the printed report does not show the failures:\n%s", out.String())
	}
	// a diff's indentation (go-cmp's tabs) is shown as it is; anything
	// else that is not printable is escaped
	for i := range rep.Results {
		if rep.Results[i].Verdict == vectors.Fail {
			rep.Results[i].Diff = "\t\t{Event: \"close\"}\n\t\x1b[2J"
			break
		}
	}
	out.Reset()
	rep.Print(&out, false)
	if s := out.String(); !strings.Contains(s, "    \t\t{Event: \"close\"}\n") || !strings.Contains(s, "    \t\\x1b[2J\n") {
		t.Errorf("the diff is not shown with its tabs and its escape escaped:\n%s", s)
	}
}

func TestVerifyUnsupportedWagerIsNotApplicable(t *testing.T) {
	files := oneGame(t, "mbs-etg-v4-tiger")
	d := newDouble()
	d.errFor = func(req adapter.CoupRequest) *adapter.Error {
		for _, w := range req.Wagers {
			if w.Wager == "player-precious-pair" {
				return adapter.Unsupported("no precious pair at this table")
			}
		}
		return nil
	}
	rep := vectors.Verify(context.Background(), d, files, vectors.VerifyOptions{})
	want := count(files, func(c vectors.Case) bool { return !isShoe(c) && hasWager(c, "player-precious-pair") })
	if want == 0 {
		t.Fatal("no vector places a Player Precious Pair")
	}
	if rep.Counts.NotApplicable != want || !rep.OK() {
		t.Errorf("counts %+v: want %d not applicable and the rest passed", rep.Counts, want)
	}
	for _, r := range rep.Results {
		if r.Verdict == vectors.NotApplicable && !strings.Contains(r.Message, "no precious pair") {
			t.Errorf("tcId %d: message %q does not carry the engine's", r.TcID, r.Message)
		}
	}
}

// An "invalid" answer to a valid request is a failure (the engine refused
// a legal request), "internal" errored (issue 10).
func TestVerifyInvalidAnswerFailsInternalErrors(t *testing.T) {
	files := oneGame(t, "mbs-ncb-v6")
	for _, tc := range []struct {
		err  *adapter.Error
		want vectors.Verdict
	}{
		{adapter.Invalid("no cards"), vectors.Fail},
		{&adapter.Error{Code: adapter.CodeInternal, Message: "nil pointer"}, vectors.Errored},
		{adapter.Unsupported("no such thing"), vectors.NotApplicable},
	} {
		d := newDouble()
		d.errFor = func(req adapter.CoupRequest) *adapter.Error {
			if len(req.Cards) == 0 && req.Wagers != nil {
				return tc.err
			}
			return nil
		}
		rep := vectors.Verify(context.Background(), d, files, vectors.VerifyOptions{Flags: []string{vectors.FlagInsufficient}})
		n := 0
		for _, r := range rep.Results {
			if r.Verdict == tc.want {
				n++
				if !strings.Contains(r.Message, tc.err.Message) {
					t.Errorf("%s: tcId %d: message %q does not carry the engine's", tc.err.Code, r.TcID, r.Message)
				}
			}
		}
		if n != 1 {
			t.Errorf("%s answer: counts %+v: want the one vector without cards %s", tc.err.Code, rep.Counts, tc.want)
		}
	}
}

func TestVerifyCrashedEngineErrorsItsTests(t *testing.T) {
	files := oneGame(t, "mbs-ncb-v6")
	d := newDouble()
	d.coupsErr = errors.New("engine exited with status 2")
	rep := vectors.Verify(context.Background(), d, files, vectors.VerifyOptions{})
	coups := count(files, func(c vectors.Case) bool { return !isShoe(c) })
	shoes := count(files, isShoe)
	if rep.Counts.Errored != coups || rep.Counts.Pass != shoes {
		t.Errorf("counts %+v: want %d coups errored and %d shoes passed", rep.Counts, coups, shoes)
	}
}

func TestVerifyClaimsDecideApplicability(t *testing.T) {
	files := oneGame(t, "mbs-ncb-v6")
	all := count(files, func(vectors.Case) bool { return true })
	shoes := count(files, isShoe)

	d := newDouble()
	d.games = []string{"mbs-tiger-v2"}
	rep := vectors.Verify(context.Background(), d, files, vectors.VerifyOptions{})
	if rep.Counts.NotApplicable != all || !rep.OK() {
		t.Errorf("unclaimed game: counts %+v, want all %d not applicable", rep.Counts, all)
	}

	d = newDouble()
	d.noShoe = true
	rep = vectors.Verify(context.Background(), d, files, vectors.VerifyOptions{})
	if rep.Counts.NotApplicable != shoes || rep.Counts.Pass != all-shoes {
		t.Errorf("no shoe capability: counts %+v, want %d shoes not applicable", rep.Counts, shoes)
	}

	d = newDouble()
	d.helloErr = errors.New("broken pipe")
	rep = vectors.Verify(context.Background(), d, files, vectors.VerifyOptions{})
	if rep.Counts.Errored != all || rep.OK() {
		t.Errorf("failed hello: counts %+v, want all %d errored", rep.Counts, all)
	}
}

func TestVerifyFailsAShoeThatDealsOn(t *testing.T) {
	files := oneGame(t, "mbs-ncb-v6")
	d := newDouble()
	d.mutateShoe = func(res *adapter.ShoeResult) {
		if res.End == "cut-card" {
			res.End = "exhausted"
		}
	}
	rep := vectors.Verify(context.Background(), d, files, vectors.VerifyOptions{Flags: []string{vectors.FlagShoe}})
	if rep.Counts.Fail == 0 || rep.Counts.Total() != count(files, isShoe) {
		t.Fatalf("counts %+v: want the cut-card shoes failed, only shoes run", rep.Counts)
	}
	for _, r := range rep.Results {
		if r.Verdict == vectors.Fail && !strings.Contains(r.Diff, "-   \"end\": \"cut-card\"") {
			t.Errorf("tcId %d: the diff does not show the end:\n%s", r.TcID, r.Diff)
		}
	}
}

func TestVerifyOptionsSelect(t *testing.T) {
	files := mustShipped(t)
	rep := vectors.Verify(context.Background(), refengine.New(), files,
		vectors.VerifyOptions{Games: []string{"mbs-tiger-v2", "mbs-ncb-v6"}, Flags: []string{vectors.FlagTableOfPlay}, BatchSize: 7})
	if rep.Counts.Total() != 2*88 || rep.Counts.Pass != 2*88 {
		t.Errorf("counts %+v: want the 88 Table of Play cells of two games, passed", rep.Counts)
	}
	by := rep.ByGame()
	if by["mbs-tiger-v2"].Pass != 88 || by["mbs-ncb-v6"].Pass != 88 || len(by) != 2 {
		t.Errorf("by game: %+v", by)
	}
	clauses := rep.ByClause()
	if clauses["mbs-tiger-v2:3.15"].Pass != 88 || clauses["mbs-ncb-v6:3.9.4"].Pass != 80 || clauses["mbs-ncb-v6:3.9.3"].Pass != 8 {
		t.Errorf("by clause: tiger 3.15 %+v, ncb 3.9.4 %+v, ncb 3.9.3 %+v; want 88, 80 and 8",
			clauses["mbs-tiger-v2:3.15"], clauses["mbs-ncb-v6:3.9.4"], clauses["mbs-ncb-v6:3.9.3"])
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
