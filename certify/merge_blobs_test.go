package certify

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

// blobRoundTrip writes the observations as a blob and reads them back.
func blobRoundTrip(t *testing.T, obs *decide.Observations) *decide.Observations {
	t.Helper()
	var b bytes.Buffer
	if err := decide.WriteBlob(&b, obs); err != nil {
		t.Fatal(err)
	}
	if !decide.IsBlob(b.Bytes()) {
		t.Fatalf("a blob written is not seen as one: %.200s", b.String())
	}
	back, err := decide.ReadBlob(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// mergedJSON merges the shards' blobs and decides them: the report JSON,
// timings aside, that a merge test holds to one run's. label (N=2) names
// the merge in a failure.
func mergedJSON(t *testing.T, label string, blobs []*decide.Observations) string {
	t.Helper()
	joined, err := decide.MergeObservations(blobs)
	if err != nil {
		t.Fatalf("%s: %v", label, err)
	}
	merged, err := decide.Decide(joined, nil)
	if err != nil {
		t.Fatalf("%s: %v", label, err)
	}
	return jsonSansTimings(t, merged)
}

// TestBlobMergeIsOneRun is issue 22's "done when": the blobs of N shards
// of a run with failures and generated shoes, merged in any order, decide
// the report of the unsharded run byte for byte, timings aside; and one
// run's blob read back decides that run's report exactly.
func TestBlobMergeIsOneRun(t *testing.T) {
	opts := Options{Seed: 5, Shoes: 4, Games: []string{"mbs-tiger-v2", "mbs-ncb-v6", "mbs-6star-ncb-2017"}, MinimizeBudget: 20, Concurrency: 2,
		Tags: "@clause:mbs-tiger-v2:3.16.1,@clause:mbs-ncb-v6:3.10.1,@clause:mbs-tiger-v2:4.2,@clause:mbs-tiger-v2:4.3,@clause:mbs-6star-ncb-2017:3.9.4"}
	defects := []string{"tie-loses-player-banker", "small-tiger-pays-20"}
	one, obs := observedRun(t, opts, defects...)
	if one.Summary.Failures < 2 || one.Run.Checked.Shoes == 0 || one.Run.Checked.Scenarios == 0 || one.Run.Checked.Vectors == 0 {
		t.Fatalf("the run checked too little to test the merge: %s", one.Summary.Line)
	}
	back, err := decide.Decide(blobRoundTrip(t, obs), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := reportJSON(t, back), reportJSON(t, one); !bytes.Equal(got, want) {
		t.Errorf("the run's blob read back decides another report:\n%s", firstDiff(string(got), string(want)))
	}
	want := jsonSansTimings(t, one)
	// 3 shards of 3 games; 2 as well in the long run
	for _, n := range longtest.Pick([]int{3, 2}, 1, 0) {
		var shards []*decide.Observations
		for k := 0; k < n; k++ {
			o := opts
			o.Shard = shard.Shard{K: k, N: n}
			_, sobs := observedRun(t, o, defects...)
			shards = append(shards, blobRoundTrip(t, sobs))
		}
		for _, order := range [][]*decide.Observations{shards, reversed(shards)} {
			if got := mergedJSON(t, fmt.Sprintf("N=%d", n), order); got != want {
				t.Errorf("N=%d: the merged blobs decide another report than one run:\n%s", n, lineDiff(got, want))
			}
		}
	}
}

// lineDiff shows the first lines where two JSON reports part, the digest
// (which differs whenever anything else does) aside.
func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var out []string
	for i := 0; i < len(g) && i < len(w) && len(out) < 12; i++ {
		if g[i] != w[i] && !strings.Contains(w[i], `"digest":`) {
			out = append(out, fmt.Sprintf("line %d:\n  got  %s\n  want %s", i+1, g[i], w[i]))
		}
	}
	if len(g) != len(w) {
		out = append(out, fmt.Sprintf("%d lines, want %d", len(g), len(w)))
	}
	return strings.Join(out, "\n")
}

func reversed[T any](s []T) []T {
	out := slices.Clone(s)
	slices.Reverse(out)
	return out
}

// TestMergeObservationsRefuses: blobs that are not the shards of one run
// are not merged, each with its reason.
func TestMergeObservationsRefuses(t *testing.T) {
	shard := func(k, n int, seed string) *decide.Observations {
		o := &decide.Observations{}
		o.Facts.Kit = report.Kit{Name: report.KitName, Version: report.KitVersion, ContentHash: "h"}
		o.Facts.Run.Seed = seed
		o.Facts.Run.Shard = shard.Shard{K: k, N: n}.String()
		return o
	}
	other := shard(1, 2, "1")
	other.Facts.Kit.ContentHash = "other"
	for _, tc := range []struct {
		name   string
		shards []*decide.Observations
		want   string
	}{
		{"none", nil, "no blob"},
		{"whole run", []*decide.Observations{{}}, "not a shard"},
		{"missing", []*decide.Observations{shard(0, 3, "1"), shard(2, 3, "1")}, "shard 1/3 missing"},
		{"twice", []*decide.Observations{shard(0, 2, "1"), shard(0, 2, "1")}, "given twice"},
		{"other N", []*decide.Observations{shard(0, 2, "1"), shard(1, 3, "1")}, "one of 2 shards"},
		{"other seed", []*decide.Observations{shard(0, 2, "1"), shard(1, 2, "2")}, "another seed"},
		{"other rules", []*decide.Observations{shard(0, 2, "1"), other}, "another content hash"},
	} {
		_, err := decide.MergeObservations(tc.shards)
		if err == nil || !bytes.Contains([]byte(err.Error()), []byte(tc.want)) {
			t.Errorf("%s: %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
	if _, err := decide.MergeObservations([]*decide.Observations{shard(1, 2, "1"), shard(0, 2, "1")}); err != nil {
		t.Errorf("two shards given in reverse: %v", err)
	}
}

// TestReadBlobRefuses: a blob not as a kit wrote it is refused with a
// reason, never a panic, and nothing of it is decided.
func TestReadBlobRefuses(t *testing.T) {
	var good bytes.Buffer
	obs := &decide.Observations{}
	obs.Facts.Run.Seed = "1"
	if err := decide.WriteBlob(&good, obs); err != nil {
		t.Fatal(err)
	}
	head, facts, _ := strings.Cut(good.String(), "\n")
	walk := func(decks int, sequences uint64) string {
		return fmt.Sprintf(`{"kind":"exhaustive","exhaustive":{"game":"mbs-ncb-v6","decks":%d,"sequences":%d}}`, decks, sequences)
	}
	for _, tc := range []struct{ name, blob, want string }{
		{"empty", "", "not an observations blob"},
		{"a report", `{"format":"bacctk-certify-report/1","digest":"x"}`, "unknown field"},
		{"other format", `{"format":"bacctk-observations/9"}`, "format"},
		{"no facts", head + "\n", "no facts"},
		{"a line before the facts", head + "\n" + `{"kind":"offer","offer":{}}` + "\n", "before the facts"},
		{"an unknown kind", head + "\n" + facts + `{"kind":"rumour"}` + "\n", "does not know"},
		{"a kind without its observation", head + "\n" + facts + `{"kind":"vector"}` + "\n", "does not know"},
		{"garbage", head + "\n" + facts + "{\n", "line"},
		{"two facts", head + "\n" + facts + facts, "does not know"},
		{"a walk of 0 decks", head + "\n" + facts + walk(0, 5) + "\n", "exhaustive walk"},
		{"a walk of no sequences", head + "\n" + facts + walk(8, 0) + "\n", "no sequences"},
		{"another seed in the header", strings.Replace(head, `"seed":"1"`, `"seed":"2"`, 1) + "\n" + facts, "does not agree"},
	} {
		if _, err := decide.ReadBlob([]byte(tc.blob)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
	if _, err := decide.ReadBlob(good.Bytes()); err != nil {
		t.Errorf("the blob as written: %v", err)
	}
}

// TestBlobMergeExhaustive: the blobs of 2 shards of an exhaustive walk of
// an engine with planted defects decide the walk of one run: its counts,
// failures (each group's example the class the whole walk meets first),
// causes and house edges, timings aside.
func TestBlobMergeExhaustive(t *testing.T) {
	if !longtest.Enabled() {
		t.Skip("two exhaustive walks of mbs-ncb-v6 (16 s of CPU): the long run, " + longtest.Env + "=1")
	}
	opts := Options{Seed: 9, Games: []string{"mbs-ncb-v6"}, NoFeatures: true, NoVectors: true, NoGenerated: true, Exhaustive: true}
	defects := []string{"tie-loses-player-banker", "banker-draws-on-six-after-stand"}
	one, _ := observedRun(t, opts, defects...)
	if len(one.Exhaustive) != 1 || one.Exhaustive[0].Fail == 0 || len(one.Exhaustive[0].Causes) < 2 {
		t.Fatalf("the walk found too little to test the merge: %s", one.Summary.Line)
	}
	var shards []*decide.Observations
	for k := 0; k < 2; k++ {
		o := opts
		o.Shard = shard.Shard{K: k, N: 2}
		_, sobs := observedRun(t, o, defects...)
		shards = append(shards, blobRoundTrip(t, sobs))
	}
	if got, want := mergedJSON(t, "N=2", reversed(shards)), jsonSansTimings(t, one); got != want {
		t.Errorf("the merged blobs decide another walk than one run:\n%s", lineDiff(got, want))
	}
}
