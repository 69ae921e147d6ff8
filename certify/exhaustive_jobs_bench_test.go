package certify

import (
	"context"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/exhaustive"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

// exScaleGame and exScaleShard: the walk the scaling figures are taken on,
// an eighth of mbs-ncb-v6's classes (207,376 of 1,659,001), as a shard
// makes it: enough for steady per-class costs in seconds.
const exScaleGame = "mbs-ncb-v6"

var exScaleShard = shard.Shard{K: 0, N: 8}

// BenchmarkExhaustiveEngineJobs is the figure of the exhaustive walk's
// scaling (docs/exhaustive.md, "Scaling"): the walk through `bacctk
// engine` (the kit's command, built to a temporary folder, as a vendor's
// engine runs) with one engine and with two, alternated run by run so
// that both meet the same load, and the per-class costs the model of a
// larger machine is made of. One op is one walk of each.
//
//	go test -run '^$' -bench ExhaustiveEngineJobs -benchtime 2x ./certify/
//
// x-jobs-1 is the wall time with two engines as a multiple of that with
// one. Per class, in µs of CPU: kit-us and engine-us are the kit's
// process and the engine processes at --jobs 1; serial-us the kit's part
// no engine shares (walking the classes, judging the answers); ref-us the
// kit's reference answering; pipe-us what the protocol adds over the
// same engine in process, on both sides.
func BenchmarkExhaustiveEngineJobs(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "bacctk")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/bacctk/bacctk/cmd/bacctk").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	argv := []string{bin, "engine"}
	var kit, eng time.Duration
	classes := 0
	one := func() time.Duration {
		w, k, e, n := walkEngines(b, argv, 1)
		kit, eng, classes = kit+k, eng+e, classes+n
		return w
	}
	two := func() time.Duration {
		w, _, _, _ := walkEngines(b, argv, 2)
		return w
	}
	alternate(b, "ms-jobs-1", "ms-jobs-2", "x-jobs-1", one, two)
	perClass := func(d time.Duration) float64 { return float64(d.Microseconds()) / float64(classes) }
	b.ReportMetric(perClass(kit), "kit-us")
	b.ReportMetric(perClass(eng), "engine-us")
	serial, ref, inproc, n := exhaustiveInProcessCosts(b)
	in := func(d time.Duration) float64 { return float64(d.Microseconds()) / float64(n) }
	b.ReportMetric(in(serial), "serial-us")
	b.ReportMetric(in(ref), "ref-us")
	b.ReportMetric(perClass(kit+eng)-in(inproc), "pipe-us")
}

// walkEngines walks exScaleShard of exScaleGame through jobs engines of
// argv and returns the wall time, the CPU of the kit's process and of the
// engines (their processes are waited for) and the classes checked.
func walkEngines(b *testing.B, argv []string, jobs int) (wall, kit, eng time.Duration, classes int) {
	b.Helper()
	var engs []adapter.Engine
	var clients []*protocol.Client
	for j := 0; j < jobs; j++ {
		c, err := protocol.Start(context.Background(), argv, protocol.Options{})
		if err != nil {
			b.Fatal(err)
		}
		engs, clients = append(engs, c), append(clients, c)
	}
	self0, children0 := cpuOf(syscall.RUSAGE_SELF), cpuOf(syscall.RUSAGE_CHILDREN)
	t0 := time.Now()
	eg := walkOn(engs)
	wall = time.Since(t0)
	kit = cpuOf(syscall.RUSAGE_SELF) - self0
	for _, c := range clients {
		if err := c.Close(); err != nil {
			b.Fatal(err)
		}
	}
	eng = cpuOf(syscall.RUSAGE_CHILDREN) - children0
	if eg.Agree != eg.Checked || eg.Checked == 0 {
		b.Fatalf("--jobs %d: %s", jobs, eg.Line)
	}
	return wall, kit, eng, eg.Checked
}

// walkOn is the walk certify makes of exScaleShard on engs.
func walkOn(engs []adapter.Engine) report.ExhaustiveGame {
	opts := Options{Shard: exScaleShard, MaxFailures: DefaultMaxFailures}
	o := walkExhaustive(context.Background(), engs, exScaleGame, opts, nil, nil)
	return decide.DecideExhaustive(o, opts.Shard)
}

// exhaustiveInProcessCosts measures the kit's costs without a process
// between it and the engine, in CPU of this process: the serial part
// (the walk, and judging the answers), the kit's reference answers
// (wantOf: the representatives asked), and the whole walk with the
// reference in process as the engine (its serial part, the reference as
// the engine answering every member, and the kit's reference answers).
func exhaustiveInProcessCosts(b *testing.B) (serial, ref, whole time.Duration, classes int) {
	b.Helper()
	g, err := reference.LookupGame(exScaleGame)
	if err != nil {
		b.Fatal(err)
	}
	sp, err := exhaustive.New(g, DefaultExhaustiveDecks)
	if err != nil {
		b.Fatal(err)
	}
	wagers := exhaustiveWagers(g)
	// The walk's batches, answered by answer.
	walk := func(answer func(*exBatch)) time.Duration {
		t0 := cpuOf(syscall.RUSAGE_SELF)
		batch := newExBatch()
		idx := 0
		err := sp.Walk(func(cl *exhaustive.Class) error {
			i := idx
			idx++
			if !exScaleShard.Has(i) {
				return nil
			}
			batch.add(exScaleGame, DefaultExhaustiveDecks, wagers, cl)
			if len(batch.reqs) >= exhaustiveBatch-1 {
				answer(batch)
				batch = newExBatch()
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
		answer(batch)
		return cpuOf(syscall.RUSAGE_SELF) - t0
	}
	ctx := context.Background()
	r := refengine.NewFast()
	walkOnly := walk(func(*exBatch) {})
	engine := walk(func(x *exBatch) {
		if _, err := r.Coups(ctx, x.reqs); err != nil {
			b.Fatal(err)
		}
	}) - walkOnly
	ref = walk(func(x *exBatch) {
		if wantOf(ctx, r, x) == nil {
			b.Fatal("wantOf: no answers")
		}
	}) - walkOnly
	t0 := cpuOf(syscall.RUSAGE_SELF)
	eg := walkOn([]adapter.Engine{r})
	whole = cpuOf(syscall.RUSAGE_SELF) - t0
	if eg.Agree != eg.Checked || eg.Checked == 0 {
		b.Fatalf("in process: %s", eg.Line)
	}
	return whole - engine - ref, ref, whole, eg.Checked
}

// cpuOf is the user and system CPU time of who (RUSAGE_SELF: this
// process; RUSAGE_CHILDREN: its children waited for).
func cpuOf(who int) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(who, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
