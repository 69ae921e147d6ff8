package protocol

import (
	"context"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/google/go-cmp/cmp"
)

// startFake starts a fake engine (see fakeEngine) with quick timeouts.
func startFake(t *testing.T, mode string, opts Options) (*Client, error) {
	t.Helper()
	argv, env := fakeArgv(mode)
	opts.Env = append(opts.Env, env...)
	if opts.Timeout == 0 {
		opts.Timeout = 2 * time.Second
	}
	if opts.Grace == 0 {
		opts.Grace = 2 * time.Second
	}
	c, err := Start(context.Background(), argv, opts)
	if c != nil {
		t.Cleanup(func() { c.Close() })
	}
	return c, err
}

func mustStart(t *testing.T, mode string, opts Options) *Client {
	t.Helper()
	c, err := startFake(t, mode, opts)
	if err != nil {
		t.Fatalf("Start(%s): %v", mode, err)
	}
	return c
}

// aCoup is a valid request whose round stands: Player 5H KD 6D (1), Banker
// 6S QC TS (6).
var aCoup = adapter.CoupRequest{Game: "mbs-ncb-v6", Decks: 8, Cards: []string{"5H", "6S", "KD", "QC", "6D", "TS"},
	Wagers: []adapter.Wager{{Wager: "banker", Stake: 100}, {Wager: "player", Stake: 100}}}

// TestReferenceThroughProtocol: the reference served in a subprocess agrees
// with the reference in process, coup by coup, batch by batch and shoe by
// shoe, errors included, with every engine message checked against the
// schema.
func TestReferenceThroughProtocol(t *testing.T) {
	seed := seedFor(t, 20250401)
	ctx := context.Background()
	c := mustStart(t, "reference", Options{Validate: true, Batch: 64, Pipeline: 3, RecheckEvery: 7})
	ref := refengine.New()

	wantHello, _ := ref.Hello(ctx)
	gotHello, err := c.Hello(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(wantHello, gotHello); d != "" {
		t.Errorf("hello through the protocol (-in process +protocol):\n%s", d)
	}

	reqs := genRequests(seed, 1000)
	want, _ := ref.Coups(ctx, reqs)
	got, err := c.Coups(ctx, reqs)
	if err != nil {
		t.Fatal(err)
	}
	errs := 0
	for i := range reqs {
		if d := cmp.Diff(want[i], got[i]); d != "" {
			t.Fatalf("coup %d of the batch %+v (-in process +protocol):\n%s", i, reqs[i], d)
		}
		if want[i].Err != nil {
			errs++
		}
	}
	if errs == 0 || errs == len(reqs) {
		t.Errorf("%d of %d replies are errors: the batch does not exercise both results and errors", errs, len(reqs))
	}

	for i, q := range reqs[:200] {
		w, werr := ref.Coup(ctx, q)
		g, gerr := c.Coup(ctx, q)
		if d := cmp.Diff(errString(werr), errString(gerr)); d != "" {
			t.Fatalf("coup %d %+v: error (-in process +protocol):\n%s", i, q, d)
		}
		if werr != nil {
			if !errors.As(gerr, new(*adapter.Error)) {
				t.Fatalf("coup %d: the engine's refusal came back as %T, want *adapter.Error", i, gerr)
			}
			continue
		}
		if d := cmp.Diff(w, g); d != "" {
			t.Fatalf("coup %d %+v (-in process +protocol):\n%s", i, q, d)
		}
	}

	for i, q := range genShoes(seed, 20) {
		w, werr := ref.Shoe(ctx, q)
		g, gerr := c.Shoe(ctx, q)
		if werr != nil || gerr != nil {
			t.Fatalf("shoe %d: in process %v, protocol %v", i, werr, gerr)
		}
		if d := cmp.Diff(w, g); d != "" {
			t.Fatalf("shoe %d (-in process +protocol):\n%s", i, d)
		}
	}
	tables := genTables(seed, 300)
	refused, rounds := 0, 0
	for i, q := range tables {
		w, werr := ref.Table(ctx, q)
		g, gerr := c.Table(ctx, q)
		if d := cmp.Diff(errString(werr), errString(gerr)); d != "" {
			t.Fatalf("table %d %+v: error (-in process +protocol):\n%s", i, q, d)
		}
		if d := cmp.Diff(w, g); d != "" {
			t.Fatalf("table %d %+v (-in process +protocol):\n%s", i, q, d)
		}
		for _, s := range g.Steps {
			if !s.Accepted {
				refused++
			}
		}
		rounds += len(g.Rounds)
	}
	if refused == 0 || rounds < len(tables) {
		t.Errorf("%d refused steps and %d settled rounds in %d tables: the generator does not exercise the table", refused, rounds, len(tables))
	}
	if err := c.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if _, err := c.Coup(ctx, aCoup); err != ErrClosed {
		t.Errorf("Coup after Close: %v, want ErrClosed", err)
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// failure is one misbehaving engine and what the kit must say of it.
type failure struct {
	mode string
	opts Options
	// at is where the failure shows: "start", "coup", "coups", "close".
	at   string
	kind string
	// detail and stderr are regular expressions the error's Detail and
	// Stderr must match.
	detail, stderr string
	// fatal: the engine is stopped (and the next call says unavailable).
	fatal bool
	// n is the number of coups for "coups" (default 256).
	n int
}

var failures = []failure{
	{mode: "crash:1", at: "coup", kind: KindCrash, detail: `exit status 3`, stderr: `segmentation fault in deal`, fatal: true},
	{mode: "crash:0", at: "coups", kind: KindCrash, detail: `exit status 3`, stderr: `segmentation fault`, fatal: true},
	{mode: "crash-at-start", at: "start", kind: KindCrash, detail: `exit status 2`, stderr: `licence file`},
	{mode: "hang:1", opts: Options{Timeout: 300 * time.Millisecond}, at: "coup", kind: KindHang, detail: `no answer within 300ms`, fatal: true},
	{mode: "no-read", opts: Options{Timeout: 300 * time.Millisecond, Batch: 100000}, n: 30000, at: "coups", kind: KindHang, detail: `did not read its input`, fatal: true},
	{mode: "garbage:1", at: "coup", kind: KindMalformed, detail: `not a JSON response object`, fatal: true},
	{mode: "wrong-id:0", at: "coup", kind: KindWrongID, detail: `id 3; the oldest unanswered request is 2`, fatal: true},
	{mode: "no-id:0", at: "coups", kind: KindMalformed, detail: `no id`, fatal: true},
	{mode: "both:0", at: "coup", kind: KindProtocol, detail: `both a result and an error`},
	{mode: "bad-code:0", at: "coup", kind: KindProtocol, detail: `error code "oops"`},
	{mode: "version", at: "start", kind: KindVersion, detail: `speaks protocol 2; the kit speaks 1`},
	{mode: "refuse-hello", at: "start", kind: KindVersion, detail: `refused hello \(unsupported: I speak protocol 0 only\)`},
	{mode: "schema:0", opts: Options{Validate: true}, at: "coup", kind: KindSchema, detail: `response-coup.json.*playerTotal|playerTotal.*maximum`},
	{mode: "undecodable:0", at: "coup", kind: KindMalformed, detail: `does not decode`},
	{mode: "undecodable:0", opts: Options{Validate: true}, at: "coup", kind: KindSchema, detail: `response-coup.json`},
	{mode: "nondet:0", opts: Options{RecheckEvery: 1}, at: "coup", kind: KindNondeterministic, detail: `different answers(.|\n)*Win`},
	{mode: "nondet:0", opts: Options{RecheckEvery: 3}, at: "coups", kind: KindNondeterministic, detail: `coup \d+ of the batch(.|\n)*Win`},
	// Strict reading, --validate or not (encoding/json alone would take
	// each of these as a good answer).
	{mode: "dup-member:0", at: "coup", kind: KindProtocol, detail: `result.playerTotal: the member "playerTotal" appears twice`},
	{mode: "case-member:0", at: "coup", kind: KindProtocol, detail: `result.Player: the protocol spells this member "player"`},
	{mode: "case-id:0", at: "coup", kind: KindProtocol, detail: `Id: the protocol spells this member "id"`},
	{mode: "missing-member:0", at: "coup", kind: KindProtocol, detail: `result: the required member "cutCard" is missing`},
	{mode: "missing-member:0", at: "coups", kind: KindProtocol, detail: `result.replies\[0\].result: the required member "cutCard" is missing`},
	{mode: "bad-utf8:0", at: "coup", kind: KindProtocol, detail: `not valid UTF-8 \(byte \d+, 0xff\)`},
	{mode: "bad-utf8:0", opts: Options{Validate: true}, at: "coup", kind: KindProtocol, detail: `not valid UTF-8`},
	{mode: "huge:0", opts: Options{MaxLine: 1 << 20}, at: "coup", kind: KindTooLong, detail: `longer than 1048576 bytes`, fatal: true},
	{mode: "short-batch:0", at: "coups", kind: KindProtocol, detail: `255 replies to 256 coups`},
	{mode: "unknown-ok", opts: Options{ProbeUnknownMethod: true}, at: "start", kind: KindUnknownMethod, detail: `answered the unknown method "x-bacctk-probe-unknown-method" with a result`},
	{mode: "grandchild", opts: Options{Grace: 300 * time.Millisecond}, at: "coup", kind: KindCrash, detail: `exited \(exit status 4\).*stdout stayed open`, stderr: `grandchild \d+`, fatal: true},
	{mode: "bye-exit-1", at: "close", kind: KindCrash, detail: `exit status 1 after bye`},
	{mode: "bye-linger", opts: Options{Grace: 300 * time.Millisecond}, at: "close", kind: KindHang, detail: `did not exit within`},
	{mode: "no-flush", opts: Options{StartTimeout: 300 * time.Millisecond}, at: "start", kind: KindHang, detail: `no answer within 300ms.*flush stdout.*python3 -u`},
}

// TestFailures: every way an engine can break the protocol gives the right
// typed error, quickly, with context, and leaves no process behind.
func TestFailures(t *testing.T) {
	ctx := context.Background()
	seed := seedFor(t, 3)
	for _, f := range failures {
		t.Run(fmt.Sprintf("%s/%+v", f.mode, f.opts.Validate), func(t *testing.T) {
			t.Parallel()
			began := time.Now()
			c, err := startFake(t, f.mode, f.opts)
			if f.at != "start" && err != nil {
				t.Fatalf("Start: %v", err)
			}
			if f.at != "start" {
				began = time.Now()
			}
			switch f.at {
			case "coup":
				for i := 0; i < 3 && err == nil; i++ {
					_, err = c.Coup(ctx, aCoup)
				}
			case "coups":
				n := f.n
				if n == 0 {
					n = 256
				}
				_, err = c.Coups(ctx, genRequests(seed, n))
			case "close":
				if _, err = c.Coup(ctx, aCoup); err != nil {
					t.Fatalf("Coup: %v", err)
				}
				err = c.Close()
			}
			e := AsEngineError(err)
			if e == nil {
				t.Fatalf("got %v (%T), want an *EngineError of kind %s", err, err, f.kind)
			}
			if e.Kind != f.kind {
				t.Fatalf("kind %q, want %q; error:\n%v", e.Kind, f.kind, e)
			}
			if !regexp.MustCompile(f.detail).MatchString(e.Detail) {
				t.Errorf("detail %q does not match %q", e.Detail, f.detail)
			}
			if f.stderr != "" && !regexp.MustCompile(f.stderr).MatchString(e.Stderr) {
				t.Errorf("stderr %q does not match %q", e.Stderr, f.stderr)
			}
			if f.at != "start" && f.at != "close" && e.Request == "" {
				t.Errorf("no request in the error:\n%v", e)
			}
			if !strings.Contains(e.Error(), e.Detail) {
				t.Errorf("Error() leaves out the detail:\n%v", e)
			}
			// Quickly: the longest wait is a 2s grace; the rest is slack for
			// a loaded machine (or -race).
			if took := time.Since(began); took > 8*time.Second {
				t.Errorf("took %v to report", took)
			}
			if f.fatal || f.at == "start" || f.at == "close" {
				for _, pid := range pidsIn(e.Stderr) {
					assertGone(t, pid)
				}
			}
			if c != nil && f.at != "close" {
				_, next := c.Coup(ctx, aCoup)
				if ne := AsEngineError(next); f.fatal && (ne == nil || ne.Kind != KindUnavailable) {
					t.Errorf("after a fatal %s the next call gave %v, want kind unavailable", f.kind, next)
				}
				if !f.fatal && AsEngineError(next) != nil && AsEngineError(next).Kind == KindUnavailable {
					t.Errorf("after a non-fatal %s the engine was stopped: %v", f.kind, next)
				}
				c.Close()
				for _, pid := range c.pids {
					assertGone(t, pid)
				}
			}
		})
	}
}

var pidRE = regexp.MustCompile(`(?:pid|grandchild) (\d+)`)

func pidsIn(s string) []int {
	var pids []int
	for _, m := range pidRE.FindAllStringSubmatch(s, -1) {
		n, _ := strconv.Atoi(m[1])
		pids = append(pids, n)
	}
	return pids
}

// assertGone checks that a process no longer runs: reaped, or at worst a
// zombie waiting for a reaper that is not the kit (a grandchild reparented
// to init).
func assertGone(t *testing.T, pid int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for {
		err := syscall.Kill(pid, 0)
		if err == syscall.ESRCH {
			return
		}
		stat, rerr := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if rerr == nil {
			// The state follows the parenthesised command name.
			if i := strings.LastIndexByte(string(stat), ')'); i > 0 && strings.HasPrefix(string(stat[i+1:]), " Z") {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Errorf("process %d is still running", pid)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestRestart: with Restart, a crash fails the call that meets it and the
// next call runs in a new engine.
func TestRestart(t *testing.T) {
	ctx := context.Background()
	c := mustStart(t, "crash:2", Options{Restart: true, MaxRestarts: 2})
	var kinds []string
	for i := 0; i < 9; i++ {
		_, err := c.Coup(ctx, aCoup)
		k := "ok"
		if e := AsEngineError(err); e != nil {
			k = e.Kind
		} else if err != nil {
			t.Fatalf("coup %d: %v", i, err)
		}
		kinds = append(kinds, k)
	}
	want := []string{"ok", "ok", "crash", "ok", "ok", "crash", "ok", "ok", "crash"}
	if d := cmp.Diff(want, kinds); d != "" {
		t.Errorf("outcomes of nine coups against an engine that crashes at its third (-want +got):\n%s", d)
	}
	if _, err := c.Coup(ctx, aCoup); AsEngineError(err) == nil || AsEngineError(err).Kind != KindUnavailable {
		t.Errorf("after the restarts are used up: %v, want unavailable", err)
	}
	if c.Restarts() != 2 {
		t.Errorf("Restarts() = %d, want 2", c.Restarts())
	}
	if len(c.pids) != 3 {
		t.Errorf("%d engines started, want 3", len(c.pids))
	}
	for _, pid := range c.pids {
		assertGone(t, pid)
	}
}

// waitStderr returns the engine's stderr tail once it holds want: stderr
// is copied apart from stdout and may lag behind the answers.
func waitStderr(c *Client, want string) string {
	var tail string
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if tail = c.Stderr(); strings.Contains(tail, want) {
			break
		}
	}
	return tail
}

// TestWorkingDirectory: the engine runs in Options.Dir.
func TestWorkingDirectory(t *testing.T) {
	dir := t.TempDir()
	c := mustStart(t, "reference", Options{Dir: dir})
	if tail := waitStderr(c, "mode reference"); !strings.Contains(tail, "cwd "+dir+"\n") {
		t.Errorf("the engine's stderr %q does not show it running in %s", tail, dir)
	}
}

// TestStartErrors: a program that does not exist is KindStart, and an empty
// command is refused.
func TestStartErrors(t *testing.T) {
	_, err := Start(context.Background(), []string{"/no/such/engine"}, Options{})
	if e := AsEngineError(err); e == nil || e.Kind != KindStart || !strings.Contains(e.Detail, "/no/such/engine") {
		t.Errorf("missing program: %v, want kind start naming the program", err)
	}
	if _, err := Start(context.Background(), nil, Options{}); AsEngineError(err) == nil {
		t.Errorf("empty command: %v, want an EngineError", err)
	}
}

// TestProbeAndCleanClose: the reference passes the unknown-method probe and
// ends cleanly on bye; an engine that exits 0 at bye without answering is
// accepted.
func TestProbeAndCleanClose(t *testing.T) {
	for _, mode := range []string{"reference", "bye-silent"} {
		c := mustStart(t, mode, Options{ProbeUnknownMethod: true, Validate: true})
		if _, err := c.Coup(context.Background(), aCoup); err != nil {
			t.Fatalf("%s: Coup: %v", mode, err)
		}
		if err := c.Close(); err != nil {
			t.Errorf("%s: Close: %v", mode, err)
		}
		for _, pid := range c.pids {
			assertGone(t, pid)
		}
	}
}

// TestStderrBounded: an engine that floods its stderr is not blocked by it,
// and the kit keeps only the tail.
func TestStderrBounded(t *testing.T) {
	c := mustStart(t, "stderr-flood", Options{StderrTail: 4096})
	if _, err := c.Coup(context.Background(), aCoup); err != nil {
		t.Fatal(err)
	}
	tail := waitStderr(c, "mode stderr-flood")
	if len(tail) > 4096+64 || !strings.Contains(tail, "end of flood") || !strings.Contains(tail, "earlier output dropped") {
		t.Errorf("stderr tail of %d bytes, want at most ~4 KiB ending with the last lines and marking the drop; starts %q", len(tail), truncate(tail, 120))
	}
}

// TestContextCancel: a call whose context ends returns its error at once,
// and the next call skips the abandoned answer and gets its own.
func TestContextCancel(t *testing.T) {
	c := mustStart(t, "slow:0", Options{Batch: 64, Pipeline: 2})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Coup(ctx, aCoup); !errors.Is(err, context.Canceled) {
		t.Fatalf("call with a cancelled context: %v, want context.Canceled", err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	began := time.Now()
	if _, err := c.Coups(ctx, genRequests(1, 600)); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("call whose context ends while the engine works: %v, want context.DeadlineExceeded", err)
	}
	if took := time.Since(began); took > 150*time.Millisecond {
		t.Errorf("the call returned %v after its context ended", took)
	}
	if n := len(c.pending); n < 1 || n > 2 {
		t.Errorf("%d requests in flight after the abandoned call, want 1 or 2 (at most the pipelining window)", n)
	}
	q := aCoup
	q.Cards = []string{"9H", "9S", "KD", "QC"}
	got, err := c.Coup(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := refengine.New().Coup(context.Background(), q)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("the call after an abandoned one got (-want +got):\n%s", d)
	}
}

// TestUnsupportedCapability: a capability the engine does not claim is
// "unsupported" without a round trip.
func TestUnsupportedCapability(t *testing.T) {
	c := mustStart(t, "reference", Options{})
	c.hello.Capabilities = []string{adapter.CapCoup}
	// The message quotes the engine's name, bounded: it is copied into
	// every check the refusal answers (issue 25).
	c.hello.Name = strings.Repeat("n", 1<<20)
	_, err := c.Shoe(context.Background(), adapter.ShoeRequest(aCoup))
	if !adapter.IsUnsupported(err) {
		t.Errorf("shoe without the capability: %v, want unsupported", err)
	}
	if err != nil && (len(err.Error()) > 1000 || !strings.Contains(err.Error(), "more bytes")) {
		t.Errorf("the refusal quotes the engine's name whole: %d bytes", len(err.Error()))
	}
}

// TestCall: the raw call carries any method; an unknown one is refused
// "unsupported" by the reference.
func TestCall(t *testing.T) {
	c := mustStart(t, "reference", Options{Validate: true})
	var res adapter.CoupResult
	if err := c.Call(context.Background(), MethodCoup, aCoup, &res); err != nil {
		t.Fatal(err)
	}
	if res.Winner != "banker" {
		t.Errorf("winner %q, want banker", res.Winner)
	}
	err := c.Call(context.Background(), "deal-me-in", map[string]int{}, nil)
	if !adapter.IsUnsupported(err) {
		t.Errorf("unknown method: %v, want unsupported", err)
	}
}
