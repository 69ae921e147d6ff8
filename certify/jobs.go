// --jobs: the engines of a run, and the walk's batches shared among them.

package certify

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/exhaustive"
	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/internal/jobs"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
)

// DefaultJobs is the number of engines `certify --jobs` runs at once when
// not told: the machine's CPUs, at most 8.
func DefaultJobs() int { return max(1, min(runtime.NumCPU(), 8)) }

// pool is the engines of a run: the run's own first, then those started
// for Options.Jobs, each behind a guard of its own (an engine that fails
// is given up on alone, its checks errored as on one engine). The vectors,
// the generated shoes and the exhaustive walk's batches are shared among
// them, item i on engine i mod n (internal/jobs), and their results put
// back in their places: the report does not depend on n.
type pool struct {
	// guards[0] is the run's guard; the engines of the others are the
	// run's to end.
	guards []*guard
	ended  bool
}

// newPool starts up to opts.Jobs-1 engines more with opts.StartEngine
// (StartLike). One that cannot start, or is another engine, is recorded as
// an engine failure of the first guard; the run goes on without it.
func newPool(ctx context.Context, g *guard, first adapter.Hello, opts Options) *pool {
	p := &pool{guards: []*guard{g}}
	if opts.Jobs <= 1 || opts.StartEngine == nil {
		return p
	}
	engs, errs := StartLike(ctx, first, opts.Jobs-1, opts.Timeout, opts.StartEngine)
	for i, eng := range engs {
		if err := errs[i]; err != nil {
			kind := protocol.KindStart
			if errors.Is(err, ErrOtherEngine) {
				kind = protocol.KindIdentity
			}
			g.note(report.EngineFailure{At: time.Now().UTC(), Method: "hello", Kind: kind,
				Message: display.Clip(fmt.Sprintf("engine %d of --jobs %d left out: %v", i+2, opts.Jobs, err), display.MessageMax)})
			continue
		}
		ng := newGuard(eng, g.hello, opts.GiveUpAfter, opts.Timeout)
		ng.wordTimeout = g.wordTimeout
		p.guards = append(p.guards, ng)
	}
	return p
}

// ErrOtherEngine is the error of an engine of --jobs whose hello is not
// the first engine's.
var ErrOtherEngine = errors.New("another engine")

// StartLike starts n engines with start, at once, and asks each its hello
// (bounded by timeout, if not 0): an engine that says another hello than
// first (protocol.IdentityDiff: a report credits one engine with every
// answer) fails with ErrOtherEngine. It returns each engine, nil where it
// failed (and was closed), and why.
func StartLike(ctx context.Context, first adapter.Hello, n int, timeout time.Duration, start func(context.Context) (adapter.Engine, error)) ([]adapter.Engine, []error) {
	engs := make([]adapter.Engine, n)
	errs := make([]error, n)
	jobs.Each(n, n, func(_, i int) {
		eng, err := start(ctx)
		if err != nil {
			errs[i] = err
			return
		}
		h, err := helloWithin(ctx, eng, timeout)
		if err == nil {
			if d := protocol.IdentityDiff(first, h); d != "" {
				err = fmt.Errorf("%w: %s", ErrOtherEngine, d)
			}
		}
		if err != nil {
			eng.Close()
			errs[i] = err
			return
		}
		engs[i] = eng
	})
	return engs, errs
}

// engines are the pool's engines as the checks ask them: behind their
// guards.
func (p *pool) engines() []adapter.Engine {
	out := make([]adapter.Engine, len(p.guards))
	for i, g := range p.guards {
		out[i] = g
	}
	return out
}

// asked is the requests sent to every engine, for the progress.
func (p *pool) asked() int64 {
	var n int64
	for _, g := range p.guards {
		n += g.asked.Load()
	}
	return n
}

// failures are every engine's whole-call failures, in the order they
// happened, and how many there were in all.
func (p *pool) failures() ([]report.EngineFailure, int) {
	all := []report.EngineFailure{}
	total := 0
	for _, g := range p.guards {
		fs, n := g.failures()
		all = append(all, fs...)
		total += n
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].At.Before(all[j].At) })
	return all, total
}

// restarts is how many times the engines were restarted, in all.
func (p *pool) restarts() int {
	n := 0
	for _, g := range p.guards {
		if rs, ok := g.eng.(interface{ Restarts() int }); ok {
			n += rs.Restarts()
		}
	}
	return n
}

// end ends the sessions of the engines the run started (bye, and their
// exit: endSession) when the run ends its first engine's, and closes them
// otherwise; the first failure to end is returned.
func (p *pool) end(endSessions, cutShort bool) error {
	if p.ended {
		return nil
	}
	p.ended = true
	var first error
	for _, g := range p.guards[1:] {
		if !endSessions {
			closeEngine(g.eng, cutShort)
			continue
		}
		if err := endSession(g.eng, g, cutShort); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// exBatch is one batch of the exhaustive walk: its classes' coups (each
// class's members, one after the other), their weights and numbers of
// members, and, once answered, the engine's answers and the reference's.
type exBatch struct {
	reqs []adapter.CoupRequest
	// cards holds every request's card tokens, one allocation a batch
	// where there was one a coup (tokens).
	cards   []string
	weights []uint64
	members []int
	// end is the walk's place after the batch's last class.
	end       int
	want, got []adapter.CoupReply
	err       error
	done      chan struct{}
}

func newExBatch() *exBatch {
	return &exBatch{reqs: make([]adapter.CoupRequest, 0, exhaustiveBatch), cards: make([]string, 0, 6*exhaustiveBatch),
		weights: make([]uint64, 0, exhaustiveBatch), members: make([]int, 0, exhaustiveBatch)}
}

// tokens returns the tokens of cs, kept in the batch's cards.
func (b *exBatch) tokens(cs []reference.Card) []string {
	at := len(b.cards)
	for _, c := range cs {
		b.cards = append(b.cards, c.String())
	}
	return b.cards[at:len(b.cards):len(b.cards)]
}

// add puts a class in the batch: its representative and, where some suit
// is read by no rule, its varied member, so that an engine reading such a
// suit meets it both ways.
func (b *exBatch) add(game string, decks int, wagers []adapter.Wager, cl *exhaustive.Class) {
	b.reqs = append(b.reqs, adapter.CoupRequest{Game: game, Decks: decks, Cards: b.tokens(cl.Dealt()), Wagers: wagers})
	members := 1
	if v := cl.VariedDealt(); v != nil {
		b.reqs = append(b.reqs, adapter.CoupRequest{Game: game, Decks: decks, Cards: b.tokens(v), Wagers: wagers})
		members++
	}
	b.weights = append(b.weights, cl.Count)
	b.members = append(b.members, members)
}

// coupsExpecter is an engine that takes the answers its caller expects
// (protocol.Client.CoupsExpecting): the walk's reference answers, which
// spare the kit reading the answers that equal them.
type coupsExpecter interface {
	CoupsExpecting(ctx context.Context, reqs []adapter.CoupRequest, want func() []adapter.CoupReply) ([]adapter.CoupReply, error)
}

// exBatches sends the walk's batches to the engines, batch k to engine k
// mod n, at most one batch per engine at a time, and has them judged in
// the order they were sent: the walk's verdicts, groups and ledger are
// those of one engine answering every batch in turn.
type exBatches struct {
	ctx     context.Context
	engs    []adapter.Engine
	ref     adapter.Engine
	sent    int
	pending []*exBatch // sent, not yet judged, oldest first
}

func newBatches(ctx context.Context, engs []adapter.Engine, ref adapter.Engine) *exBatches {
	return &exBatches{ctx: ctx, engs: engs, ref: ref}
}

// send sends b to its engine, first judging the oldest batch when every
// engine has one; judge's error (the walk must stop) is returned.
func (q *exBatches) send(b *exBatch, judge func(*exBatch) error) error {
	if len(q.pending) == len(q.engs) {
		if err := q.judgeOldest(judge); err != nil {
			return err
		}
	}
	eng := q.engs[jobs.Owner(q.sent, len(q.engs))]
	q.sent++
	b.done = make(chan struct{})
	q.pending = append(q.pending, b)
	go func() {
		defer close(b.done)
		// The reference's answers while the engine works on its own; an
		// engine that can compare its answers' bytes with them gets
		// them once it has answered (coupsExpecter).
		refDone := make(chan struct{})
		go func() {
			defer close(refDone)
			b.want = wantOf(q.ctx, q.ref, b)
		}()
		if e, ok := eng.(coupsExpecter); ok {
			b.got, b.err = e.CoupsExpecting(q.ctx, b.reqs, func() []adapter.CoupReply { <-refDone; return b.want })
		} else {
			b.got, b.err = eng.Coups(q.ctx, b.reqs)
		}
		<-refDone
	}()
	return nil
}

func (q *exBatches) judgeOldest(judge func(*exBatch) error) error {
	b := q.pending[0]
	q.pending = q.pending[1:]
	<-b.done
	return judge(b)
}

// drain judges the batches still pending, in order, until judge says
// stop.
func (q *exBatches) drain(judge func(*exBatch) error) error {
	for len(q.pending) > 0 {
		if err := q.judgeOldest(judge); err != nil {
			return err
		}
	}
	return nil
}

// wait waits for the batches sent and not judged (the walk stopped): no
// engine is asked once the walk has returned.
func (q *exBatches) wait() {
	for _, b := range q.pending {
		<-b.done
	}
	q.pending = nil
}
