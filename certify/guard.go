package certify

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/internal/words"
	"github.com/bacctk/bacctk/report"
)

// DefaultGiveUpAfter is how many engine calls in a row may fail as a whole
// (a crash, a hang, garbage: not a structured error answer) before the run
// stops asking the engine and reports every remaining check as errored.
// Without it a hanging engine would cost a time-out per scenario: hours.
const DefaultGiveUpAfter = 3

// maxEngineErrors bounds the whole-call failures kept for the report.
const maxEngineErrors = 20

// guard stands between the checks and the engine under test. It shows the
// checks a hello that claims only the games of the run (so that the steps
// skip the scenarios of other games at once), keeps a record of the calls
// that failed as a whole, and gives up on an engine that keeps failing.
type guard struct {
	eng     adapter.Engine
	hello   adapter.Hello
	giveUp  int
	timeout time.Duration // bounds each call; 0: none (the engine's own)

	// asked counts the requests sent (a batch of coups counts each), for
	// the progress of the checks that do not count themselves.
	asked atomic.Int64
	// calls numbers the calls that reach the engine, for the reports'
	// "request N" of an engine in process (a process's are its ids).
	calls atomic.Int64

	// notAsked counts the requests refused before reaching the engine
	// (the run ended or gave up): the reports say how many checks the
	// run left unasked.
	notAsked atomic.Int64

	mu        sync.Mutex
	inARow    int
	gaveUp    error
	errs      []report.EngineFailure
	errsTotal int
	// timedOut says the first request the engine did not answer in time:
	// "--timeout 2s exceeded on request 7 (coups)".
	timedOut string
	// wordTimeout is the time per request the reports name: the guard's
	// own, or the protocol client's (Options.RequestTimeout).
	wordTimeout time.Duration
}

func newGuard(eng adapter.Engine, hello adapter.Hello, giveUp int, timeout time.Duration) *guard {
	if giveUp <= 0 {
		giveUp = DefaultGiveUpAfter
	}
	return &guard{eng: eng, hello: hello, giveUp: giveUp, timeout: timeout}
}

// call runs one engine call under the guard: refused once the run has given
// up, bounded by the guard's time-out (an engine in process that ignores its
// context is abandoned, not waited for), and recorded.
func call[T any](g *guard, ctx context.Context, method string, n int, f func(context.Context) (T, error)) (T, error) {
	var zero T
	defer g.asked.Add(int64(n))
	g.mu.Lock()
	gave := g.gaveUp
	g.mu.Unlock()
	if gave != nil {
		g.notAsked.Add(int64(n))
		return zero, adapter.NotAsked(gave)
	}
	if ctx.Err() != nil {
		// The run is over (its time limit, Ctrl-C): say why, and do not
		// wake the engine.
		g.notAsked.Add(int64(n))
		return zero, adapter.NotAsked(context.Cause(ctx))
	}
	g.calls.Add(1)
	// A call cut short by the run's end says why the run ended (its time
	// limit, "interrupted (SIGTERM)"), not "context canceled", and is not
	// recorded as the engine's failure.
	parent := ctx
	end := func(err error) error {
		if err != nil && parent.Err() != nil && !isAnswer(err) {
			return context.Cause(parent)
		}
		return g.end(method, err)
	}
	if g.timeout <= 0 {
		res, err := f(ctx)
		return res, end(err)
	}
	ctx, cancel := context.WithTimeout(ctx, g.timeout)
	defer cancel()
	type outcome struct {
		res T
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		res, err := f(ctx)
		done <- outcome{res, err}
	}()
	select {
	case o := <-done:
		return o.res, end(o.err)
	case <-ctx.Done():
		if parent.Err() != nil {
			return zero, context.Cause(parent)
		}
		return zero, end(fmt.Errorf("the engine did not answer a %s request within %v: %w", method, g.timeout, ctx.Err()))
	}
}

// end records how a call went: a result or a structured error answer
// resets the count, a whole-call failure adds to it.
func (g *guard) end(method string, err error) error {
	err = clipAnswer(err)
	if err == nil || isAnswer(err) {
		g.mu.Lock()
		g.inARow = 0
		g.mu.Unlock()
		return err
	}
	// Bounded as an answer's message is: an engine in process may fail
	// with any error.
	f := report.EngineFailure{At: time.Now().UTC(), Method: method, Kind: "failed", Message: display.Clip(err.Error(), display.MessageMax)}
	id := g.calls.Load()
	if pe := protocol.AsEngineError(err); pe != nil {
		f.Kind, f.Message, f.Request, f.Response, f.Stderr = pe.Kind, pe.Detail, pe.Request, pe.Response, pe.Stderr
		id = pe.ID
	} else if errors.Is(err, context.DeadlineExceeded) {
		f.Kind = protocol.KindHang
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if f.Kind == protocol.KindHang && g.timedOut == "" && g.wordTimeout > 0 {
		g.timedOut = fmt.Sprintf("--timeout %v exceeded on request %d (%s)", g.wordTimeout, id, method)
	}
	g.errsTotal++
	if len(g.errs) < maxEngineErrors {
		g.errs = append(g.errs, f)
	}
	g.inARow++
	if g.inARow >= g.giveUp && g.gaveUp == nil {
		g.gaveUp = fmt.Errorf("%w after %d calls in a row failed (the last: %s: %s)", decide.ErrGaveUp, g.inARow, f.Kind, words.FirstLine(f.Message))
		g.errsTotal++
		g.errs = append(g.errs, report.EngineFailure{At: time.Now().UTC(), Method: method, Kind: "given-up", Message: g.gaveUp.Error()})
	}
	return err
}

// clipAnswer bounds the message of the engine's error answer
// (display.MessageMax; "… N more bytes" in place of the rest): the
// message is copied into every check, verdict row and failure it
// errors, and a 1 MiB message copied so made a 1 GB JSON report. The
// answer itself is left as the engine made it.
func clipAnswer(err error) error {
	if e := adapter.AsError(err); e != nil && len(e.Message) > display.MessageMax {
		return &adapter.Error{Code: e.Code, Message: display.Clip(e.Message, display.MessageMax)}
	}
	return err
}

// isAnswer reports whether err is the engine's structured answer
// (unsupported, invalid, internal), which says the engine is alive.
func isAnswer(err error) bool {
	return adapter.AsError(err) != nil
}

// note records a failure that is not a call's: the end of a session, an
// engine of --jobs left out.
func (g *guard) note(f report.EngineFailure) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.errs = append(g.errs, f)
	g.errsTotal++
}

// failures returns the recorded whole-call failures and how many there
// were in all.
func (g *guard) failures() ([]report.EngineFailure, int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]report.EngineFailure{}, g.errs...), g.errsTotal
}

// Hello returns the hello of the run: the engine's, claiming only the
// run's games.
func (g *guard) Hello(context.Context) (adapter.Hello, error) { return g.hello, nil }

// Coup forwards to the engine under the guard.
func (g *guard) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	return call(g, ctx, "coup", 1, func(ctx context.Context) (adapter.CoupResult, error) { return g.eng.Coup(ctx, req) })
}

// Coups forwards to the engine under the guard; a batch answered with the
// wrong number of replies is a whole-call failure.
func (g *guard) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	return g.CoupsExpecting(ctx, reqs, nil)
}

// CoupsExpecting is Coups handing want on to an engine that takes it
// (coupsExpecter), for the exhaustive walk.
func (g *guard) CoupsExpecting(ctx context.Context, reqs []adapter.CoupRequest, want func() []adapter.CoupReply) ([]adapter.CoupReply, error) {
	return call(g, ctx, "coups", len(reqs), func(ctx context.Context) ([]adapter.CoupReply, error) {
		var res []adapter.CoupReply
		var err error
		if e, ok := g.eng.(coupsExpecter); ok && want != nil {
			res, err = e.CoupsExpecting(ctx, reqs, want)
		} else {
			res, err = g.eng.Coups(ctx, reqs)
		}
		if err == nil && len(res) != len(reqs) {
			err = fmt.Errorf("the engine answered %d of a batch of %d coups", len(res), len(reqs))
		}
		for i := range res {
			if res[i].Err != nil {
				res[i].Err = clipAnswer(res[i].Err).(*adapter.Error)
			}
		}
		return res, err
	})
}

// Shoe forwards to the engine under the guard.
func (g *guard) Shoe(ctx context.Context, req adapter.ShoeRequest) (adapter.ShoeResult, error) {
	return call(g, ctx, "shoe", 1, func(ctx context.Context) (adapter.ShoeResult, error) { return g.eng.Shoe(ctx, req) })
}

// Table forwards to the engine's table capability. An engine that claims
// "table" but has no Table method cannot be checked: the call fails as a
// whole (the steps report the scenario errored).
func (g *guard) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	te, ok := g.eng.(adapter.TableEngine)
	if !ok {
		return adapter.TableResult{}, fmt.Errorf("the engine claims the %q capability but its adapter has no Table method", adapter.CapTable)
	}
	return call(g, ctx, "table", 1, func(ctx context.Context) (adapter.TableResult, error) { return te.Table(ctx, req) })
}

// Close does nothing: the runner's caller owns the engine.
func (g *guard) Close() error { return nil }
