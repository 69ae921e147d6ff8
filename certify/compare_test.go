package certify

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/report"
)

// diffRuns are a run of the reference and one of the independent engine
// with a tie defect, on one game without generated shoes (fast), made once
// for the tests of this file.
var diffRuns = struct {
	once     sync.Once
	ref, bad *report.Report
	err      error
}{}

func diffReports(t *testing.T) (ref, bad *report.Report) {
	t.Helper()
	diffRuns.once.Do(func() {
		opts := Options{Games: []string{"mbs-tiger-v2"}, Seed: 3, Shoes: 2, NoGenerated: true}
		if diffRuns.ref, diffRuns.err = Run(context.Background(), refengine.New(), opts); diffRuns.err != nil {
			return
		}
		eng, err := independent.New("tie-loses-player-banker")
		if err != nil {
			diffRuns.err = err
			return
		}
		diffRuns.bad, diffRuns.err = Run(context.Background(), eng, opts)
	})
	if diffRuns.err != nil {
		t.Fatal(diffRuns.err)
	}
	return diffRuns.ref, diffRuns.bad
}

// TestReportDiffRuns: real reports. A report against itself is empty; the
// reference against the tie defect names the rows the defect fails and its
// cause, and fails; the other way they are fixed and gone, and it passes.
func TestReportDiffRuns(t *testing.T) {
	ref, bad := diffReports(t)
	if !ref.OK() || bad.OK() {
		t.Fatalf("reference exit %d, defect exit %d", ref.Summary.ExitCode, bad.Summary.ExitCode)
	}
	same := report.Compare(bad, bad)
	if n := len(same.NewFailures) + len(same.Fixed) + len(same.OtherChanges) + len(same.CausesAppeared) + len(same.CausesGone) + len(same.Games) + len(same.Warnings); n != 0 || same.ExitCode != 0 {
		t.Errorf("a report against itself: %d changes, exit %d: %+v", n, same.ExitCode, same)
	}

	var failRows []string
	for _, v := range bad.Verdicts {
		if v.Verdict == report.Fail || v.Verdict == report.Errored {
			failRows = append(failRows, v.ID)
		}
	}
	worse := report.Compare(ref, bad)
	var newIDs []string
	for _, r := range worse.NewFailures {
		newIDs = append(newIDs, r.ID)
		if r.Old != report.Pass && r.Old != report.NotJudged {
			t.Errorf("%s: was %s", r.ID, r.Old)
		}
	}
	if len(failRows) == 0 || !slices.Equal(newIDs, failRows) {
		t.Errorf("new failing rows %q, want the defect's failing rows %q", newIDs, failRows)
	}
	if worse.ExitCode != 1 || worse.Regressions != len(failRows) {
		t.Errorf("exit %d, %d regressions; want 1 and %d", worse.ExitCode, worse.Regressions, len(failRows))
	}
	if len(worse.CausesAppeared) != len(bad.Causes) || len(worse.CausesGone) != 0 || len(bad.Causes) == 0 {
		t.Errorf("causes appeared %+v, gone %+v; the defect's causes %d", worse.CausesAppeared, worse.CausesGone, len(bad.Causes))
	}
	// The defect settles player and banker as lost on a tie: clause
	// 3.16.1 of the game's rules says they push.
	tie := false
	for _, c := range worse.CausesAppeared {
		tie = tie || slices.Contains(c.Clauses, "mbs-tiger-v2:3.16.1") && strings.Contains(c.Summary, "lose where the rules say push")
	}
	if !tie {
		t.Errorf("no cause that appeared is the tie's push: %+v", worse.CausesAppeared)
	}
	if len(worse.Games) != 1 || worse.Games[0] != (report.GameChange{Game: "mbs-tiger-v2", Old: report.Pass, New: report.Fail}) {
		t.Errorf("games %+v", worse.Games)
	}
	// One kit, one rules data, and both engines claim table play: the
	// same coverage, nothing to warn of.
	if worse.ContentHashDiffers || worse.CoverageDiffers || len(worse.Warnings) != 0 {
		t.Errorf("warnings %q, coverage differs %v, want none", worse.Warnings, worse.CoverageDiffers)
	}

	better := report.Compare(bad, ref)
	var fixedIDs []string
	for _, r := range better.Fixed {
		fixedIDs = append(fixedIDs, r.ID)
	}
	if !slices.Equal(fixedIDs, failRows) || len(better.NewFailures) != 0 || better.ExitCode != 0 {
		t.Errorf("the other way: fixed %q (want %q), new failures %+v, exit %d", fixedIDs, failRows, better.NewFailures, better.ExitCode)
	}
	if len(better.CausesGone) != len(bad.Causes) || len(better.CausesAppeared) != 0 {
		t.Errorf("the other way: causes gone %+v, appeared %+v", better.CausesGone, better.CausesAppeared)
	}
}
