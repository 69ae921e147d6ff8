package certify

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/shard"
)

// TestProgressBarsMatchSummary: on a terminal every phase ends showing the
// count the summary reports, the scenarios of the shared document's
// other games (run, then dropped) not counted.
func TestProgressBarsMatchSummary(t *testing.T) {
	var b bytes.Buffer
	rep, err := Run(context.Background(), refengine.New(), Options{Seed: 5, Shoes: 4,
		Games: []string{"mbs-etg-v4-tiger"}, Tags: "@clause:mbs-etg-v4:4.1,@clause:mbs-etg-v4:4.7", Progress: &b, ProgressTerminal: true})
	if err != nil {
		t.Fatal(err)
	}
	ck := rep.Run.Checked
	out := b.String()
	for _, want := range []struct {
		phase string
		n     int
	}{{"features (scenarios)", ck.Scenarios}, {"vectors (vectors)", ck.Vectors}, {"generated shoes (shoes)", ck.Shoes}} {
		re := regexp.MustCompile(regexp.QuoteMeta(want.phase) + ` +(\d+) / (\d+) .*done`)
		m := re.FindAllStringSubmatch(out, -1)
		if len(m) == 0 || want.n == 0 {
			t.Errorf("no finished %q bar (the summary counts %d):\n%s", want.phase, want.n, out)
			continue
		}
		last := m[len(m)-1]
		if last[1] != fmt.Sprint(want.n) || last[2] != fmt.Sprint(want.n) {
			t.Errorf("%s ends at %s / %s; the summary counts %d", want.phase, last[1], last[2], want.n)
		}
	}
}

// TestProgressHeartbeat: off a terminal, nothing for a short run; for a
// long one, a line at most every period, saying the phase and its counts.
func TestProgressHeartbeat(t *testing.T) {
	var short bytes.Buffer
	p := newProgressEvery(&short, false, 10*time.Millisecond, time.Hour)
	p.phase("features", "scenarios", 10)
	p.add(3)
	time.Sleep(50 * time.Millisecond)
	p.done()
	if short.Len() != 0 {
		t.Errorf("a run shorter than the heartbeat's delay logged %q", short.String())
	}

	var long bytes.Buffer
	every, after := 40*time.Millisecond, 100*time.Millisecond
	p = newProgressEvery(&long, false, every, after)
	start := time.Now()
	p.phase("features", "scenarios", 100)
	for i := 0; i < 30; i++ {
		p.add(1)
		time.Sleep(10 * time.Millisecond)
	}
	p.finish(30)
	p.phase("vectors", "vectors", 50)
	time.Sleep(60 * time.Millisecond)
	p.done()
	took := time.Since(start)
	lines := strings.Split(strings.TrimSpace(long.String()), "\n")
	max := int((took-after)/every) + 1
	if long.Len() == 0 || len(lines) > max {
		t.Fatalf("%d heartbeat lines in %v (at most %d):\n%s", len(lines), took, max, long.String())
	}
	line := regexp.MustCompile(`^bacctk certify: \d+s: (features: \d+/100 scenarios|vectors: 0/50 vectors)`)
	for _, l := range lines {
		if !line.MatchString(l) {
			t.Errorf("heartbeat line %q", l)
		}
	}
}

// TestProgressNil: a run without a progress writer draws nothing and a
// nil progress is safe to use.
func TestProgressNil(t *testing.T) {
	var p *progress
	p.phase("x", "y", 1)
	p.add(1)
	p.finish(1)
	p.done()
	newProgress(nil, true).done()
}

// TestProgressExhaustiveClasses: the exhaustive walk's bar counts the
// classes judged, against the game's classes of the shard, and ends at
// the count the report gives.
func TestProgressExhaustiveClasses(t *testing.T) {
	var b bytes.Buffer
	rep, err := Run(context.Background(), refengine.NewFast(), Options{Seed: 5, Games: []string{"mbs-ncb-v6"},
		NoFeatures: true, NoVectors: true, NoGenerated: true, Exhaustive: true, Shard: shard.Shard{K: 0, N: 64},
		Progress: &b, ProgressTerminal: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Exhaustive) != 1 || rep.Exhaustive[0].Checked == 0 {
		t.Fatalf("the walk checked nothing: %+v", rep.Exhaustive)
	}
	n := rep.Exhaustive[0].Checked
	m := regexp.MustCompile(`exhaustive mbs-ncb-v6 \(classes\) *(\d+) / (\d+) .*done`).FindAllStringSubmatch(b.String(), -1)
	if len(m) == 0 || m[len(m)-1][1] != fmt.Sprint(n) || m[len(m)-1][2] != fmt.Sprint(n) {
		t.Errorf("the walk's bar does not end at %d / %d classes:\n%s", n, n, b.String())
	}
}
