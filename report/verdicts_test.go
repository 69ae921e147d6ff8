package report

import "testing"

// TestGroupVerdict: a table's or a game's verdict follows its own rows.
func TestGroupVerdict(t *testing.T) {
	for _, tc := range []struct {
		c       VerdictCounts
		claimed bool
		want    string
	}{
		{VerdictCounts{Pass: 3, Fail: 1, Errored: 1}, true, Fail},
		{VerdictCounts{Pass: 3, Errored: 1, NotJudged: 2}, true, Errored},
		{VerdictCounts{Pass: 1, NotJudged: 9}, true, Pass},
		{VerdictCounts{NotJudged: 2, NotApplicable: 5}, true, NotJudged},
		{VerdictCounts{NotApplicable: 5, Procedural: 1}, true, NotApplicable},
		{VerdictCounts{NotApplicable: 5}, false, NotApplicable},
		{VerdictCounts{Errored: 5}, false, Errored},
	} {
		if got, _ := GroupVerdict(tc.c, tc.claimed); got != tc.want {
			t.Errorf("GroupVerdict(%+v, claimed %v) = %s, want %s", tc.c, tc.claimed, got, tc.want)
		}
	}
}

// TestHeadline: a partial run says so after its result, pass or fail; a
// complete run, and a report from before coverage, say the result alone.
func TestHeadline(t *testing.T) {
	partial := &Coverage{Omitted: []Omission{{Kind: OmitGenerated, Text: "a"}, {Kind: OmitTags, Text: "b"}}}
	for _, tc := range []struct {
		result string
		cov    *Coverage
		want   string
	}{
		{Pass, &Coverage{Complete: true}, "PASS"},
		{Pass, nil, "PASS"},
		{Pass, partial, "PASS (partial: a; b)"},
		{Fail, partial, "FAIL (partial: a; b)"},
		{Fail, &Coverage{Complete: true}, "FAIL"},
	} {
		if got := HeadlineFor(tc.result, tc.cov); got != tc.want {
			t.Errorf("HeadlineFor(%s, %+v) = %q, want %q", tc.result, tc.cov, got, tc.want)
		}
	}
}
