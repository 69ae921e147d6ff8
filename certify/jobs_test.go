package certify

import (
	"bytes"
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

// TestJobsSameReport: in process, with separate instances of an engine
// with a planted defect, Jobs 2 and 3 give the JSON report of Jobs 1,
// timings aside (vectors, generated shoes and a shard of the exhaustive
// walk, all failing), and StartEngine is called no more than Jobs-1
// times. Run under -race, it holds the engines' goroutines apart.
func TestJobsSameReport(t *testing.T) {
	const defect = "tie-loses-player-banker"
	run := func(jobs, k int) (*report.Report, int) {
		t.Helper()
		var started atomic.Int32
		opts := Options{Seed: 9, Shoes: 12, Games: []string{"mbs-ncb-v6", "mbs-tiger-v2"}, Tags: "@clause:mbs-ncb-v6:3.9.4",
			Exhaustive: true, ExhaustiveGames: []string{"mbs-ncb-v6"}, Shard: shard.Shard{K: k, N: 64}, Jobs: jobs,
			StartEngine: func(context.Context) (adapter.Engine, error) {
				started.Add(1)
				return independent.New(defect)
			}}
		eng := newIndependent(t, defect)
		rep, err := Run(context.Background(), eng, opts)
		if err != nil {
			t.Fatal(err)
		}
		return rep, int(started.Load())
	}
	// A shard whose vectors, generated shoes and exhaustive classes all
	// fail: which vectors a shard holds moves as vectors are added, so the
	// first such shard is taken.
	want, k := "", 0
	for k = 0; k < 64 && want == ""; k++ {
		rep, _ := run(1, k)
		var vec, gen, exh int
		for _, c := range rep.Causes {
			vec, gen, exh = vec+c.Vectors, gen+c.Generated, exh+c.Exhaustive
		}
		if vec > 0 && gen > 0 && exh > 0 {
			want = jsonSansTimings(t, rep)
		}
	}
	if want == "" {
		t.Fatal("no shard of 64 where the defect fails the vector, generated and exhaustive checks")
	}
	k--
	for _, jobs := range []int{2, 3} {
		rep, n := run(jobs, k)
		got := jsonSansTimings(t, rep)
		if n != jobs-1 {
			t.Errorf("Jobs %d started %d engines more", jobs, n)
		}
		if got != want {
			t.Errorf("the report of Jobs %d differs from Jobs 1's (shard %d/64):\n%s", jobs, k, firstDiff(want, got))
		}
	}
}

// TestJobsOtherEngineLeftOut: an engine of Jobs that says another hello
// (a version patched in place) or does not start is left out, an engine
// failure of the report; the run goes on with the others, to the same
// verdicts.
func TestJobsOtherEngineLeftOut(t *testing.T) {
	opts := Options{Seed: 4, Shoes: 4, Games: []string{"mbs-tiger-v2"}, NoFeatures: true}
	one, err := Run(context.Background(), refengine.New(), opts)
	if err != nil {
		t.Fatal(err)
	}
	var calls atomic.Int32
	opts.Jobs = 4
	opts.StartEngine = func(context.Context) (adapter.Engine, error) {
		switch calls.Add(1) {
		case 1:
			return patched{refengine.New()}, nil
		case 2:
			return nil, errTestStart
		}
		return refengine.New(), nil
	}
	rep, err := Run(context.Background(), refengine.New(), opts)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, f := range rep.EngineFailures {
		if strings.Contains(f.Message, "of --jobs 4 left out") {
			kinds[f.Kind]++
		}
	}
	if kinds[protocol.KindIdentity] != 1 || kinds[protocol.KindStart] != 1 || rep.EngineFailuresTotal != 2 {
		t.Errorf("engine failures %+v", rep.EngineFailures)
	}
	if rep.Summary.Result != one.Summary.Result || rep.Run.Checked != one.Run.Checked || len(rep.Verdicts) != len(one.Verdicts) {
		t.Errorf("with engines left out: %s; with one engine: %s", rep.Summary.Line, one.Summary.Line)
	}
	if !strings.Contains(rep.EngineFailures[0].Message+rep.EngineFailures[1].Message, `version "`) {
		t.Errorf("the identity failure does not say what differs: %+v", rep.EngineFailures)
	}
}

var errTestStart = &adapter.Error{Code: adapter.CodeInternal, Message: "no engine today"}

// jsonSansTimings is the report's JSON without what depends on time
// and the --jobs setting.
func jsonSansTimings(t *testing.T, rep *report.Report) string {
	t.Helper()
	r := *rep
	r.Run.StartedAt, r.Run.DurationMs, r.Run.Timings = time.Time{}, 0, report.Timings{}
	r.Run.Jobs = 0                                                           // the setting, recorded; the rest does not depend on it
	r.Summary.Line = r.Summary.Line[:strings.LastIndex(r.Summary.Line, ";")] // "; 1.2s"
	var b bytes.Buffer
	if err := r.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// firstDiff shows where two strings part, with some context.
func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-300)
	return "-" + a[from:min(len(a), i+300)] + "\n+" + b[from:min(len(b), i+300)]
}
