package vectors_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/vectors"
)

// TestVerifyOnIsVerify: the vectors shared among 1, 2 and 3 engines give
// Verify's report, verdicts, diffs, known-failing marks and counts alike,
// with an engine that fails some (a commission rounded up) and a
// known-failing list; and each engine gets its share.
func TestVerifyOnIsVerify(t *testing.T) {
	files, err := vectors.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	bent := func() *counted {
		d := newDouble()
		d.mutate = func(req adapter.CoupRequest, res *adapter.CoupResult) {
			for i := range res.Settlements {
				if s := &res.Settlements[i]; s.Wager == "banker" && s.Odds == "19/20" && s.Stake*19%20 != 0 {
					s.Win++
				}
			}
		}
		return &counted{double: d}
	}
	opts := vectors.VerifyOptions{Games: []string{"mbs-tiger-v2", "mbs-ncb-v6"}, KnownFailing: []string{"mbs-tiger-v2/*"}}
	one := bent()
	want := vectors.Verify(context.Background(), one, files, opts)
	if want.Counts.Fail == 0 || want.Counts.KnownFailing == 0 || want.Counts.UnexpectedPass == 0 {
		t.Fatalf("the test needs failures, known failures and unexpected passes: %+v", want.Counts)
	}
	wantJSON, _ := json.Marshal(want)
	for _, n := range []int{1, 2, 3} {
		engs := make([]adapter.Engine, n)
		counts := make([]*counted, n)
		for i := range engs {
			counts[i] = bent()
			engs[i] = counts[i]
		}
		got := vectors.VerifyOn(context.Background(), engs, files, opts)
		if gotJSON, _ := json.Marshal(got); string(gotJSON) != string(wantJSON) {
			t.Errorf("%d engines: the report differs from Verify's (counts %+v, want %+v)", n, got.Counts, want.Counts)
		}
		sum := 0
		for _, c := range counts {
			sum += c.asked
		}
		for i, c := range counts {
			if c.asked < sum/(2*n) {
				t.Errorf("%d engines: engine %d answered %d of %d coups", n, i, c.asked, sum)
			}
		}
		if sum != one.asked {
			t.Errorf("%d engines answered %d coups, one %d", n, sum, one.asked)
		}
	}
}

// counted counts the tests an engine is asked.
type counted struct {
	*double
	asked int
}

func (c *counted) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	c.asked += len(reqs)
	return c.double.Coups(ctx, reqs)
}
