package certify

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/report"
)

// cleanRuns are the runs of the correct independent engine, one per set of
// options and declared offer, shared by the planted-defect tests that ask
// for the same.
var cleanRuns sync.Map // options key -> *cleanRun

type cleanRun struct {
	once sync.Once
	rep  *report.Report
	err  error
}

// cleanReport certifies the engine without a defect under the options a
// defect was certified with (the same games, tags, shoes and seed) and
// declaring the same capabilities.
func cleanReport(opts Options, caps []string) (*report.Report, error) {
	opts.MinimizeBudget, opts.MaxFailures = 0, 0
	key := fmt.Sprintf("%d %d %q %q %q", opts.Seed, opts.Shoes, opts.Games, opts.Tags, caps)
	v, _ := cleanRuns.LoadOrStore(key, &cleanRun{})
	cr := v.(*cleanRun)
	cr.once.Do(func() {
		eng, err := independent.New()
		if err != nil {
			cr.err = err
			return
		}
		var e adapter.Engine = eng
		if !slices.Contains(caps, adapter.CapTable) {
			// The clean run of a defect's engine claims the same
			// capabilities as it: without the table, the table checks'
			// rows are not applicable by the engine's own declaration,
			// as for a correct engine that declares the same.
			e = declaring{eng, func(h *adapter.Hello) { h.Capabilities = caps }}
		}
		cr.rep, cr.err = Run(context.Background(), e, opts)
	})
	return cr.rep, cr.err
}

// failureRef finds the failure a not-judged row's reason names.
var failureRef = regexp.MustCompile(`stopped first at (failure (F\d+)|a failure the report did not keep), on `)

// checkNotJudged is the half of the planted-defect tests that watches
// what a failure does to the rows it does not fail: a planted defect never
// makes a row not applicable that is applicable on the correct engine
// under the same games, options, seed and declared capabilities (the rules do not stop applying
// because the engine broke another one), and every not-judged row names
// a failure of the report that its checks stopped at.
func checkNotJudged(t *testing.T, rep *report.Report, opts Options) {
	t.Helper()
	clean, err := cleanReport(opts, rep.Engine.Capabilities)
	if err != nil {
		t.Fatal(err)
	}
	cleanVerdict := map[string]string{}
	for _, v := range clean.Verdicts {
		cleanVerdict[v.ID] = v.Verdict
	}
	// A wager the engine answers unsupported is out of its declared offer
	// (Game.NotOffered), which a hello does not state: its checks are not
	// applicable for the engine's own reason.
	notOffered := map[string]bool{}
	for _, g := range rep.Games {
		notOffered[g.Game] = len(g.NotOffered) > 0
	}
	var turned []report.ClauseVerdict
	for _, v := range rep.Verdicts {
		if v.Verdict != report.NotApplicable || (notOffered[v.Game] && strings.Contains(v.Reason, "unsupported")) {
			continue
		}
		if cv, ok := cleanVerdict[v.ID]; ok && cv != report.NotApplicable {
			v.Reason += " (" + cv + " on the correct engine)"
			turned = append(turned, v)
		}
	}
	if len(turned) > 0 {
		t.Errorf("%d rows turn not applicable with the defect, applicable without it:\n%s", len(turned), describeRows(turned, 10))
	}
	if n := checkNotJudgedReasons(t, rep); n > 0 {
		t.Logf("%d rows not judged", n)
	}
}

// checkNotJudgedReasons checks that every not-judged row names the
// failure its checks stopped at: a failing check of the report tagged
// with the row and blamed on other rows. It counts those rows.
func checkNotJudgedReasons(t *testing.T, rep *report.Report) int {
	t.Helper()
	failures := map[string]*report.Failure{}
	for i := range rep.Failures {
		failures[rep.Failures[i].ID] = &rep.Failures[i]
	}
	n := 0
	for _, v := range rep.Verdicts {
		if v.Verdict != report.NotJudged {
			continue
		}
		n++
		m := failureRef.FindStringSubmatch(v.Reason)
		if m == nil {
			t.Errorf("%s is not judged but its reason names no failure: %q", v.ID, v.Reason)
			continue
		}
		if m[2] == "" {
			continue // a failure beyond the report's cap
		}
		ref := v.Document + ":" + v.Clause
		if f := failures[m[2]]; f == nil || f.Verdict != report.Fail || f.Game != v.Game || !slices.Contains(f.Clauses, ref) || slices.Contains(f.Blamed, ref) {
			t.Errorf("%s is not judged, but %s is not a failure of its game tagged with it and blamed elsewhere: %q", v.ID, m[2], v.Reason)
		}
	}
	return n
}
