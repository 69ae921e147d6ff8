package protocol

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/internal/display"
)

// Options configure a Client. The zero value is usable: every zero field
// takes the default named beside it.
type Options struct {
	// Dir is the engine's working directory; "" is the kit's. A relative
	// program path ("./engine") is taken relative to Dir.
	Dir string
	// Env holds extra environment variables, "NAME=value", added to the
	// kit's environment.
	Env []string
	// Timeout bounds every request: the engine must read it and answer
	// within Timeout, else it has hung and is killed. Default 10s.
	Timeout time.Duration
	// StartTimeout bounds the start and the answer to hello, for engines
	// that start slowly (a JVM, an interpreter). Default 30s.
	StartTimeout time.Duration
	// Grace is how long the engine has to exit after bye or after closing
	// its stdout. Default 2s.
	Grace time.Duration
	// MaxLine bounds a response line, in bytes. Default 16 MiB.
	MaxLine int
	// StderrTail is how many bytes of the engine's stderr the kit keeps for
	// error reports. Default 16 KiB.
	StderrTail int
	// Stderr, if not nil, also receives everything the engine writes to its
	// stderr (a log file).
	Stderr io.Writer
	// MaxContext bounds the request and response text kept in an
	// EngineError, in bytes. Default 4 KiB.
	MaxContext int
	// Validate checks every message the engine sends against the protocol's
	// JSON Schema (Schemas); a violation is a KindSchema error.
	Validate bool
	// RecheckEvery, when positive, asks every RecheckEvery-th coup (single
	// or in a batch), shoe and table request a second time and compares the
	// answers; a difference is a KindNondeterministic error. 1 rechecks
	// everything. The sample is fixed by the order of requests, so a run
	// replays exactly.
	RecheckEvery int
	// ProbeUnknownMethod sends, after hello, a request with a method no
	// engine can know and requires an "unsupported" error; anything else
	// fails Start with KindUnknownMethod.
	ProbeUnknownMethod bool
	// Restart starts the engine again (and says hello again) on the next
	// call after a crash, a hang or a broken stream, so that a run goes on;
	// the call that met the failure still returns its error.
	Restart bool
	// MaxRestarts bounds the restarts when Restart is on. Default 20.
	MaxRestarts int
	// Batch is the number of coups per coups request. Default 256.
	Batch int
	// Pipeline is the number of coups requests in flight at once. Default
	// 4. However many, the kit never has more unanswered request bytes in
	// flight than the engine's stdin pipe holds (pipeline.go).
	Pipeline int
	// Kit is the "kit" of hello. Default "bacctk".
	Kit string
}

func (o *Options) fill() {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	defInt := func(n *int, v int) {
		if *n <= 0 {
			*n = v
		}
	}
	def(&o.Timeout, DefaultTimeout)
	def(&o.StartTimeout, 30*time.Second)
	def(&o.Grace, 2*time.Second)
	defInt(&o.MaxLine, 16<<20)
	defInt(&o.StderrTail, 16<<10)
	defInt(&o.MaxContext, 4<<10)
	defInt(&o.MaxRestarts, 20)
	defInt(&o.Batch, 256)
	defInt(&o.Pipeline, 4)
	if o.Kit == "" {
		o.Kit = "bacctk"
	}
}

// ProbeMethod is the method ProbeUnknownMethod sends.
const ProbeMethod = "x-bacctk-probe-unknown-method"

// Client is an engine in another process, spoken to with protocol v1. It
// implements adapter.Engine. Its methods may be called from several
// goroutines; requests are sent one call at a time.
//
// A call returns when its context ends, with the context's error; the
// answers still due for it are read and dropped by the next call. The one
// wait a context does not cut short is the writing of a request line, which
// cannot be abandoned half-written; it is bounded by Options.Timeout.
type Client struct {
	argv []string
	opts Options

	mu      sync.Mutex
	p       *proc // nil when not running
	hello   adapter.Hello
	nextID  int64
	pending []*pending // requests written and not yet answered, oldest first
	spent   [][]byte   // the lines read in this call, recycled at its end
	dead    *EngineError
	// changed is set once a restarted engine answered another hello: it
	// answers every later request (identity.go).
	changed  *EngineError
	restarts int
	closed   bool
	buf      []byte // the request being written
	expected []byte // the answer line expected (expect.go)
	asked    int64  // requests counted for RecheckEvery
	pids     []int  // every engine process started, for tests

	// groups are the process groups of every engine started, under a
	// mutex of their own: Pids must not wait for a call in flight.
	groupsMu sync.Mutex
	groups   []int
}

// pending is a request written to the engine and not yet answered.
type pending struct {
	id     int64
	method string
	req    string // the request line, truncated, for reports
	// abandoned: the call that sent it returned (its context ended) and
	// its answer is to be read and dropped.
	abandoned bool
	// coups is how many coups a coups request asks, to size the decoding.
	coups int
	// expect, if set, returns the replies the caller expects to this
	// coups request, or nil (expect.go).
	expect func() []adapter.CoupReply
}

// answer is a well-formed response to a pending request.
type answer struct {
	line   []byte
	result json.RawMessage // nil when err is set
	err    *adapter.Error
	// hot is the result of a coup, coups, shoe or table answer readHot has read,
	// which is strict as well (jsonfast.go); nil when decode must read
	// result.
	hot *hotAnswer
	// expected is the replies pending.expect returned when the line is
	// their canonical answer, byte for byte; nil otherwise.
	expected []adapter.CoupReply
}

var _ adapter.Engine = (*Client)(nil)

// DefaultTimeout is the time an engine has to answer one request when
// Options.Timeout is 0 (certify's --timeout with --engine).
const DefaultTimeout = 10 * time.Second

// Start runs the engine command argv (argv[0] is the program, looked up in
// PATH when it has no slash; no shell is involved: see SplitCommand), says
// hello and checks the protocol version. The engine runs until Close.
//
// Every failure is an *EngineError: KindStart when the program cannot be
// run, KindVersion when the engine does not speak protocol Version, or the
// kind of whatever went wrong during hello.
func Start(ctx context.Context, argv []string, opts Options) (*Client, error) {
	if len(argv) == 0 || argv[0] == "" {
		return nil, &EngineError{Kind: KindStart, Detail: "no engine command"}
	}
	opts.fill()
	if opts.Validate {
		if _, err := compileSchemas(); err != nil {
			return nil, err
		}
	}
	c := &Client{argv: append([]string(nil), argv...), opts: opts}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.launch(ctx, true); err != nil {
		if c.p != nil {
			c.p.stop(c.opts.Grace)
			c.p = nil
		}
		return nil, err
	}
	return c, nil
}

// launch starts the process and says hello; first is the very first start
// (later ones are restarts, which keep the first hello).
func (c *Client) launch(ctx context.Context, first bool) error {
	p, err := startProc(c.argv, &c.opts)
	if err != nil {
		return &EngineError{Kind: KindStart, Detail: fmt.Sprintf("cannot run %q: %v", c.argv, err), Err: err}
	}
	c.p, c.pending = p, nil
	c.pids = append(c.pids, p.cmd.Process.Pid)
	c.groupsMu.Lock()
	c.groups = append(c.groups, p.cmd.Process.Pid)
	c.groupsMu.Unlock()
	params, _ := json.Marshal(HelloParams{Protocol: Version, Kit: c.opts.Kit})
	a, pd, err := c.call(ctx, MethodHello, c.opts.StartTimeout, func(b []byte) []byte { return append(b, params...) })
	if err != nil {
		return err
	}
	if a.err != nil {
		kind := KindProtocol
		if a.err.Code == adapter.CodeUnsupported {
			kind = KindVersion
		}
		return c.fail(pd, &EngineError{Kind: kind, Response: c.clip(a.line),
			Detail: fmt.Sprintf("the engine refused hello (%s: %s); the kit speaks protocol %d", a.err.Code, a.err.Message, Version)}, true)
	}
	var h adapter.Hello
	err = checkStakeLimits(a.result)
	if err == nil {
		err = json.Unmarshal(a.result, &h)
	}
	if err == nil {
		err = h.CheckStakes()
	}
	if err != nil {
		return c.fail(pd, &EngineError{Kind: KindMalformed, Response: c.clip(a.line), Detail: fmt.Sprintf("hello result: %v", err)}, true)
	}
	if h.Protocol != Version {
		return c.fail(pd, &EngineError{Kind: KindVersion, Response: c.clip(a.line),
			Detail: fmt.Sprintf("the engine speaks protocol %d; the kit speaks %d", h.Protocol, Version)}, true)
	}
	if first {
		c.hello = h
		if c.opts.ProbeUnknownMethod {
			return c.probe(ctx)
		}
		return nil
	}
	if d := IdentityDiff(c.hello, h); d != "" {
		c.changed = c.fail(pd, &EngineError{Kind: KindIdentity, Response: c.clip(a.line), Detail: identityChange + d}, true)
		return c.changedIdentity()
	}
	return nil
}

// probe checks that the engine answers a method it cannot know with an
// "unsupported" error.
func (c *Client) probe(ctx context.Context) error {
	a, pd, err := c.call(ctx, ProbeMethod, c.opts.Timeout, func(b []byte) []byte { return append(b, "{}"...) })
	if err != nil {
		return err
	}
	if a.err != nil && a.err.Code == adapter.CodeUnsupported {
		return nil
	}
	got := "a result"
	if a.err != nil {
		got = fmt.Sprintf("an error with code %q", a.err.Code)
	}
	return c.fail(pd, &EngineError{Kind: KindUnknownMethod, Response: c.clip(a.line),
		Detail: fmt.Sprintf("the engine answered the unknown method %q with %s; protocol %d requires an error with code \"unsupported\"", ProbeMethod, got, Version)}, false)
}

// Hello returns the engine's hello, as it answered at the start.
func (c *Client) Hello(context.Context) (adapter.Hello, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return adapter.Hello{}, ErrClosed
	}
	return c.hello, nil
}

// Restarts returns how many times the engine has been started again.
func (c *Client) Restarts() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.restarts
}

// name is the engine's name as the client's messages quote it, bounded
// (display.NameMax): a message is copied into every check it answers.
func (c *Client) name() string { return display.Clip(c.hello.Name, display.NameMax) }

// Stderr returns the tail of the running engine's stderr.
func (c *Client) Stderr() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.p == nil {
		return ""
	}
	return c.p.stderr.String()
}

// Argv returns the engine command.
func (c *Client) Argv() []string { return append([]string(nil), c.argv...) }

// ensure makes sure an engine is running: after a fatal failure it restarts
// the engine when allowed, else reports it unavailable.
func (c *Client) ensure(ctx context.Context) error {
	if c.closed {
		return ErrClosed
	}
	if c.changed != nil {
		// Not restarted again: whatever answered would not be the engine
		// the run certifies.
		return c.changedIdentity()
	}
	if c.p != nil {
		return c.drain(ctx)
	}
	if !c.opts.Restart || c.restarts >= c.opts.MaxRestarts {
		why := "Restart is off"
		if c.opts.Restart {
			why = fmt.Sprintf("its %d restarts are used up", c.opts.MaxRestarts)
		}
		e := &EngineError{Kind: KindUnavailable, Detail: fmt.Sprintf("the engine stopped earlier and %s", why)}
		if c.dead != nil {
			e.Detail += fmt.Sprintf("; it stopped with: engine %s on request %d (%s): %s", c.dead.Kind, c.dead.ID, c.dead.Method, c.dead.Detail)
			e.Err = c.dead
		}
		return e
	}
	c.restarts++
	if err := c.launch(ctx, false); err != nil {
		if c.p != nil {
			c.p.stop(c.opts.Grace)
			c.p = nil
		}
		if e := AsEngineError(err); e != nil {
			c.dead = e
		}
		return err
	}
	return nil
}

// drain reads and drops the answers to requests earlier calls abandoned,
// so that a call starts with nothing in flight and its pipelining window is
// its own.
func (c *Client) drain(ctx context.Context) error {
	for len(c.pending) > 0 {
		head := c.pending[0]
		line, err := c.readLine(ctx, head, c.opts.Timeout)
		if err != nil {
			return err
		}
		c.pending = c.pending[1:]
		if _, err := c.parse(head, line); err != nil && c.p == nil {
			// The answer to a dropped request stopped the engine.
			return err
		}
	}
	return nil
}

// endCall drops the answers of requests a call leaves behind (its context
// ended): they are read and discarded by the next call.
//
// It also recycles the lines the call read: by now every answer has been
// decoded into values of their own (strings are copied, reports clip a
// copy), so nothing refers to them.
func (c *Client) endCall() {
	for _, pd := range c.pending {
		pd.abandoned = true
	}
	if c.p != nil {
		c.p.recycle(c.spent)
	}
	clear(c.spent)
	c.spent = c.spent[:0]
}

// call sends one request and reads its answer.
func (c *Client) call(ctx context.Context, method string, timeout time.Duration, params func([]byte) []byte) (answer, *pending, error) {
	if err := ctx.Err(); err != nil {
		return answer{}, nil, err
	}
	pd, err := c.send(method, timeout, params)
	if err != nil {
		return answer{}, pd, err
	}
	a, err := c.recv(ctx, pd, timeout)
	return a, pd, err
}

// send writes one request line. The engine must take it within timeout.
func (c *Client) send(method string, timeout time.Duration, params func([]byte) []byte) (*pending, error) {
	c.nextID++
	b, pd := c.frame(c.buf[:0], c.nextID, method, params)
	c.buf = b
	if err := c.p.write(b, timeout); err != nil {
		return pd, c.writeFailed(pd, err, len(b), timeout)
	}
	c.pending = append(c.pending, pd)
	return pd, nil
}

// frame appends the request line of id to b.
func (c *Client) frame(b []byte, id int64, method string, params func([]byte) []byte) ([]byte, *pending) {
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, id, 10)
	b = append(b, `,"method":`...)
	b = appendString(b, method)
	b = append(b, `,"params":`...)
	b = params(b)
	b = append(b, "}\n"...)
	return b, &pending{id: id, method: method, req: c.clip(b[:len(b)-1])}
}

// write writes a request line; the engine must take it within timeout.
func (p *proc) write(b []byte, timeout time.Duration) error {
	p.stdin.SetWriteDeadline(time.Now().Add(timeout))
	_, err := p.in.Write(b)
	return err
}

// writeFailed is the error of a request line the engine did not take: it
// stopped reading (a hang) or is gone.
func (c *Client) writeFailed(pd *pending, err error, size int, timeout time.Duration) error {
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return c.fail(pd, &EngineError{Kind: KindHang, Err: err,
			Detail: fmt.Sprintf("the engine did not read its input for %v (request of %d bytes); killed", timeout, size)}, true)
	}
	detail := "the engine is gone"
	if c.p != nil {
		detail = c.p.describeExit(c.opts.Grace)
	}
	return c.fail(pd, &EngineError{Kind: KindCrash, Err: err,
		Detail: fmt.Sprintf("cannot write the request (%v): %s", err, detail)}, true)
}

// recv reads answers until the one to pd, dropping those of abandoned
// requests. Each answer has timeout from the moment the kit starts waiting
// for it.
func (c *Client) recv(ctx context.Context, pd *pending, timeout time.Duration) (answer, error) {
	for len(c.pending) > 0 {
		head := c.pending[0]
		line, err := c.readLine(ctx, head, timeout)
		if err != nil {
			return answer{}, err
		}
		c.spent = append(c.spent, line)
		c.pending = c.pending[1:]
		if a, ok := c.asExpected(head, line); ok {
			return a, nil
		}
		a, err := c.parse(head, line)
		if head.abandoned {
			if c.p == nil {
				// The answer to a dropped request stopped the engine.
				return answer{}, err
			}
			// Anything else about a dropped answer is dropped with it.
			continue
		}
		if head != pd {
			// Callers read in the order they wrote; this cannot happen.
			return answer{}, fmt.Errorf("protocol: internal error: answer to request %d read while waiting for %d", head.id, pd.id)
		}
		return a, err
	}
	return answer{}, fmt.Errorf("protocol: internal error: no request %d in flight", pd.id)
}

// helloHangHint follows a hang on hello, where the commonest cause is not
// a slow engine but one whose answer sits in its output buffer: stdout to
// a pipe is block-buffered in most languages (docs/protocol.md, "Checklist").
const helloHangHint = ". An engine that answers but never flushes looks like this: flush stdout after every line " +
	"(Python: print(..., flush=True) or run it with python3 -u; C: fflush(stdout); Java: System.out.flush(); " +
	"Node.js writes at once)"

// readLine waits for the next line of the engine's stdout, for at most
// timeout or until ctx ends. It reads in the calling goroutine, under a
// read deadline that a context's end moves to now.
func (c *Client) readLine(ctx context.Context, pd *pending, timeout time.Duration) ([]byte, error) {
	p := c.p
	deadline := time.Now().Add(timeout)
	p.stdout.SetReadDeadline(deadline)
	select {
	case <-p.done:
		// The process has exited: its last lines may still be in the
		// pipe, and a pipe a grandchild holds open gets Grace, not
		// timeout (the reaper in startProc set the same).
		p.stdout.SetReadDeadline(time.Now().Add(min(timeout, c.opts.Grace)))
	default:
	}
	var cut chan struct{}
	var stop func() bool
	if ctx.Done() != nil {
		cut = make(chan struct{})
		stop = context.AfterFunc(ctx, func() {
			p.stdout.SetReadDeadline(time.Unix(1, 0))
			close(cut)
		})
	}
	line, err := p.nextLine(c.opts.MaxLine)
	if stop != nil && !stop() {
		// The context ended: wait until its deadline is set, so that it
		// cannot cut short the next read instead.
		<-cut
	}
	switch {
	case err == nil:
		return line, nil
	case errors.Is(err, os.ErrDeadlineExceeded) && ctx.Err() != nil:
		pd.abandoned = true
		return nil, ctx.Err()
	case errors.Is(err, os.ErrDeadlineExceeded) && p.exitedNow():
		return nil, c.fail(pd, &EngineError{Kind: KindCrash,
			Detail: fmt.Sprintf("the engine exited (%s) before answering, and its stdout stayed open (a child process holds it?)", p.status())}, true)
	case errors.Is(err, os.ErrDeadlineExceeded):
		detail := fmt.Sprintf("no answer within %v; killed", timeout)
		if pd.method == "hello" {
			detail += helloHangHint
		}
		return nil, c.fail(pd, &EngineError{Kind: KindHang, Detail: detail}, true)
	case err == errTooLong:
		return nil, c.fail(pd, &EngineError{Kind: KindTooLong, Response: c.clip(line),
			Detail: fmt.Sprintf("a response line longer than %d bytes (Options.MaxLine); killed", c.opts.MaxLine)}, true)
	case err == io.EOF:
		return nil, c.fail(pd, &EngineError{Kind: KindCrash,
			Detail: "no answer: " + p.describeExit(c.opts.Grace)}, true)
	default:
		return nil, c.fail(pd, &EngineError{Kind: KindCrash, Err: err,
			Detail: fmt.Sprintf("cannot read the engine's stdout: %v", err)}, true)
	}
}

// envelopeIn is a response as read.
type envelopeIn struct {
	ID     json.RawMessage `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  json.RawMessage `json:"error"`
}

// parse checks a response line for pd: a JSON object, the right id, exactly
// one of result and error, a known error code, and (Validate) the schema. A
// line that leaves the kit unsure which request it answers is fatal.
func (c *Client) parse(pd *pending, line []byte) (answer, error) {
	a := answer{line: line}
	if !c.opts.Validate {
		// The hot answers, read once (jsonfast.go, readHot); --validate
		// reads every answer against the schema too.
		if h, ok := readHot(line, pd.method, pd.id, pd.coups); ok {
			a.result, a.hot = h.result, &h
			return a, nil
		}
	}
	var env envelopeIn
	parts, exact := envelopeParts(line, [3]string{"id", "result", "error"})
	if exact {
		env = envelopeIn{ID: parts[0], Result: parts[1], Error: parts[2]}
	} else if err := json.Unmarshal(line, &env); err != nil || bytes.TrimLeft(line, " \t")[0] != '{' {
		if err == nil {
			err = errors.New("not an object")
		}
		return a, c.fail(pd, &EngineError{Kind: KindMalformed, Response: c.clip(line),
			Detail: fmt.Sprintf("the line is not a JSON response object: %v", err)}, true)
	}
	if len(env.ID) == 0 || string(env.ID) == "null" {
		if msg := (struct{ Error *adapter.Error }{}); json.Unmarshal(line, &msg) == nil && msg.Error != nil && string(env.ID) == "null" {
			return a, c.fail(pd, &EngineError{Kind: KindProtocol, Response: c.clip(line),
				Detail: fmt.Sprintf("the engine could not read the request as one (id null, %s: %s)", msg.Error.Code, msg.Error.Message)}, true)
		}
		return a, c.fail(pd, &EngineError{Kind: KindMalformed, Response: c.clip(line),
			Detail: fmt.Sprintf("the response has no id; want {\"id\": %d, ...}", pd.id)}, true)
	}
	id, err := strconv.ParseInt(string(env.ID), 10, 64)
	if err != nil {
		return a, c.fail(pd, &EngineError{Kind: KindMalformed, Response: c.clip(line),
			Detail: fmt.Sprintf("the response id %s is not an integer; want %d", truncate(string(env.ID), 40), pd.id)}, true)
	}
	if id != pd.id {
		return a, c.fail(pd, &EngineError{Kind: KindWrongID, Response: c.clip(line),
			Detail: fmt.Sprintf("the response has id %d; the oldest unanswered request is %d (answers come in the order of the requests)", id, pd.id)}, true)
	}
	hasResult := len(env.Result) > 0 && string(env.Result) != "null"
	hasError := len(env.Error) > 0 && string(env.Error) != "null"
	if hasResult == hasError {
		what := "neither a result nor an error"
		if hasResult {
			what = "both a result and an error"
		}
		return a, c.fail(pd, &EngineError{Kind: KindProtocol, Response: c.clip(line),
			Detail: fmt.Sprintf("the response has %s; want exactly one", what)}, false)
	}
	// Strict on every answer, --validate or not: invalid UTF-8, a member
	// twice, a member in another case or a required member missing is a
	// protocol error, never read as the answer encoding/json would make
	// of it.
	if err := checkStrict(pd.method, line); err != nil {
		return a, c.fail(pd, &EngineError{Kind: KindProtocol, Response: c.clip(line), Err: err,
			Detail: fmt.Sprintf("the response breaks the protocol: %v", err)}, false)
	}
	if c.opts.Validate {
		if err := ValidateMessage(ResponseSchema(pd.method), line); err != nil {
			return a, c.fail(pd, &EngineError{Kind: KindSchema, Response: c.clip(line), Err: err,
				Detail: fmt.Sprintf("the response breaks %s: %v", ResponseSchema(pd.method), err)}, false)
		}
	}
	if hasError {
		var e adapter.Error
		if err := json.Unmarshal(env.Error, &e); err != nil {
			return a, c.fail(pd, &EngineError{Kind: KindMalformed, Response: c.clip(line),
				Detail: fmt.Sprintf("error: %v", err)}, false)
		}
		if !knownCode(e.Code) {
			return a, c.fail(pd, &EngineError{Kind: KindProtocol, Response: c.clip(line),
				Detail: fmt.Sprintf("error code %q; the codes are unsupported, invalid, internal", e.Code)}, false)
		}
		a.err = &e
		return a, nil
	}
	a.result = env.Result
	return a, nil
}

// fail completes e with the request and stderr and, when fatal, stops the
// engine: the stream can no longer be trusted, or the engine is gone.
func (c *Client) fail(pd *pending, e *EngineError, fatal bool) *EngineError {
	if pd != nil {
		e.Method, e.ID, e.Request = pd.method, pd.id, pd.req
	}
	if fatal && c.p != nil {
		c.p.stop(c.opts.Grace)
		e.Stderr = c.p.stderr.String()
		c.p, c.pending, c.dead = nil, nil, e
	} else if c.p != nil {
		e.Stderr = c.p.stderr.String()
	}
	return e
}

// decode decodes an answer's result into v; a result that does not decode
// is KindMalformed (the stream is still in step).
func (c *Client) decode(pd *pending, a answer, v any) error {
	if h := a.hot; h != nil {
		switch r := v.(type) {
		case *CoupsResult:
			if h.coups != nil {
				*r = *h.coups
				return nil
			}
		case *adapter.CoupResult:
			if h.coup != nil {
				*r = *h.coup
				return nil
			}
		case *adapter.ShoeResult:
			if h.shoe != nil {
				*r = *h.shoe
				return nil
			}
		case *adapter.TableResult:
			if h.table != nil {
				*r = *h.table
				return nil
			}
		}
	}
	if fastDecode(a.result, v) {
		return nil
	}
	if err := json.Unmarshal(a.result, v); err != nil {
		return c.fail(pd, &EngineError{Kind: KindMalformed, Response: c.clip(a.line),
			Detail: fmt.Sprintf("the %s result does not decode: %v", pd.method, err)}, false)
	}
	return nil
}

// clip keeps the start of a line for reports.
func (c *Client) clip(b []byte) string {
	n := c.opts.MaxContext
	if len(b) <= n {
		return string(b)
	}
	// Cut before converting: a request can be a batch of megabytes.
	for n > 0 && !utf8RuneStart(b[n]) {
		n--
	}
	return string(b[:n]) + fmt.Sprintf("... (%d bytes in all)", len(b))
}

// Call sends any request and decodes its result into result (unless nil).
// An engine's error answer is returned as *adapter.Error. It is the way to
// send what the typed methods do not (a probe, a deliberately odd request);
// it does not recheck.
func (c *Client) Call(ctx context.Context, method string, params, result any) error {
	raw, err := json.Marshal(params)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	defer c.endCall()
	if err := c.ensure(ctx); err != nil {
		return err
	}
	a, pd, err := c.call(ctx, method, c.opts.Timeout, func(b []byte) []byte { return append(b, raw...) })
	if err != nil {
		return err
	}
	if a.err != nil {
		return a.err
	}
	if result != nil {
		return c.decode(pd, a, result)
	}
	return nil
}

// Coup deals and settles one round in the engine.
func (c *Client) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	return ask[adapter.CoupResult](ctx, c, adapter.CapCoup, MethodCoup, func(b []byte) []byte { return appendCoupRequest(b, &req) })
}

// Coups deals and settles many rounds: Options.Batch coups per coups
// request, Options.Pipeline requests in flight.
func (c *Client) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	return c.CoupsExpecting(ctx, reqs, nil)
}

// CoupsExpecting is Coups for a caller that knows what it expects (the
// reference's answers): want, if not nil, is called once the first answer
// is read and returns the replies expected to reqs, or nil. An answer line
// that is byte for byte the one `bacctk engine` would write of them is
// taken as them without reading it; any other line is read and checked as
// by Coups. With Options.Validate every line is read.
func (c *Client) CoupsExpecting(ctx context.Context, reqs []adapter.CoupRequest, want func() []adapter.CoupReply) ([]adapter.CoupReply, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	defer c.endCall()
	if err := c.ready(ctx, adapter.CapCoup); err != nil {
		return nil, err
	}
	if c.opts.Validate {
		want = nil
	}
	out := make([]adapter.CoupReply, len(reqs))
	if err := c.coupsInto(ctx, reqs, out, want); err != nil {
		return nil, err
	}
	if c.opts.RecheckEvery > 0 {
		if err := c.recheckCoups(ctx, reqs, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// coupsInto answers reqs into out, pipelining the batches. want, if set,
// returns the replies the caller expects to all of reqs, or nil
// (CoupsExpecting).
func (c *Client) coupsInto(ctx context.Context, reqs []adapter.CoupRequest, out []adapter.CoupReply, want func() []adapter.CoupReply) error {
	batch := c.opts.Batch
	n := (len(reqs) + batch - 1) / batch
	chunk := func(i int) (int, int) { return i * batch, min((i+1)*batch, len(reqs)) }
	var replies CoupsResult
	return c.pipelined(ctx, MethodCoups, n,
		func(i int) request {
			lo, hi := chunk(i)
			return request{coups: hi - lo, params: func(b []byte) []byte { return appendCoupsParams(b, reqs[lo:hi]) },
				expect: expectChunk(want, len(reqs), lo, hi)}
		},
		func(i int, pd *pending, a answer) error {
			if a.expected != nil {
				lo, _ := chunk(i)
				copy(out[lo:], a.expected)
				return nil
			}
			if a.err != nil {
				// The engine refused the batch as a whole.
				return a.err
			}
			// A fresh slice: encoding/json decodes into the elements of a
			// reused one and would keep a previous batch's result beside
			// this one's error.
			replies.Replies = nil
			if err := c.decode(pd, a, &replies); err != nil {
				return err
			}
			lo, hi := chunk(i)
			if len(replies.Replies) != hi-lo {
				return c.fail(pd, &EngineError{Kind: KindProtocol, Response: c.clip(a.line),
					Detail: fmt.Sprintf("%d replies to %d coups; want one per coup, in order", len(replies.Replies), hi-lo)}, false)
			}
			for k, r := range replies.Replies {
				switch {
				case (r.Result == nil) == (r.Error == nil):
					return c.fail(pd, &EngineError{Kind: KindProtocol, Response: c.clip(a.line),
						Detail: fmt.Sprintf("reply %d (of coup %d) has both or neither of result and error; want exactly one", k, lo+k)}, false)
				case r.Error != nil && !knownCode(r.Error.Code):
					return c.fail(pd, &EngineError{Kind: KindProtocol, Response: c.clip(a.line),
						Detail: fmt.Sprintf("reply %d has error code %q; the codes are unsupported, invalid, internal", k, r.Error.Code)}, false)
				case r.Error != nil:
					out[lo+k] = adapter.CoupReply{Err: r.Error}
				default:
					out[lo+k] = adapter.CoupReply{Result: *r.Result}
				}
			}
			return nil
		})
}

// recheckCoups asks the sampled coups of a batch again, in one batch of
// their own, and compares.
func (c *Client) recheckCoups(ctx context.Context, reqs []adapter.CoupRequest, out []adapter.CoupReply) error {
	var idx []int
	for i := range reqs {
		if c.sampled() {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return nil
	}
	again := make([]adapter.CoupRequest, len(idx))
	for k, i := range idx {
		again[k] = reqs[i]
	}
	second := make([]adapter.CoupReply, len(idx))
	if err := c.coupsInto(ctx, again, second, nil); err != nil {
		return err
	}
	for k, i := range idx {
		first := out[i]
		pd := &pending{method: MethodCoups, req: c.clip(appendCoupRequest(nil, &reqs[i]))}
		if e := c.compare(pd, outcome{&first.Result, first.Err}, outcome{&second[k].Result, second[k].Err}); e != nil {
			e.Detail = fmt.Sprintf("coup %d of the batch: %s", i, e.Detail)
			return e
		}
	}
	return nil
}

// Shoe plays a whole shoe in the engine.
func (c *Client) Shoe(ctx context.Context, req adapter.ShoeRequest) (adapter.ShoeResult, error) {
	return ask[adapter.ShoeResult](ctx, c, adapter.CapShoe, MethodShoe, func(b []byte) []byte {
		q := adapter.CoupRequest(req)
		return appendCoupRequest(b, &q)
	})
}

// Close says bye, waits up to Options.Grace for the engine to exit, and
// kills its process group in any case. It reports an engine that answers bye
// wrongly, exits with a non-zero status, or does not exit; an engine that
// exits with status 0 at bye without answering it is accepted (the end of
// input also ends a session). Calls after Close return ErrClosed.
func (c *Client) Close() error { return c.close(c.opts.Grace) }

// CloseWithin is Close with grace in place of Options.Grace at each step
// (bye's answer, the exit, SIGTERM before SIGKILL): a run cut short (a
// signal, its deadline) ends an engine it has just stopped waiting on
// within a CI runner's few seconds, where a hung engine would take the
// whole Grace three times.
func (c *Client) CloseWithin(grace time.Duration) error { return c.close(grace) }

func (c *Client) close(grace time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	// Every wait of the ending, the kills a failure makes included.
	defer func(was time.Duration) { c.opts.Grace = was }(c.opts.Grace)
	c.opts.Grace = grace
	if c.closed {
		return nil
	}
	c.closed = true
	p := c.p
	if p == nil {
		return nil
	}
	pd, err := c.send(MethodBye, c.opts.Grace, func(b []byte) []byte { return append(b, "{}"...) })
	if err == nil {
		var a answer
		a, err = c.recv(context.Background(), pd, c.opts.Grace)
		if e := AsEngineError(err); e != nil && e.Kind == KindCrash {
			if code, ok := p.exitCode(); ok && code == 0 {
				err = nil
			}
		} else if err == nil && a.err != nil {
			err = c.fail(pd, &EngineError{Kind: KindProtocol, Response: c.clip(a.line),
				Detail: fmt.Sprintf("the engine answered bye with an error (%s: %s); want {}", a.err.Code, a.err.Message)}, false)
		}
	}
	if c.p == nil {
		// A fatal failure has already stopped the engine.
		return err
	}
	p.stdin.Close()
	if !p.exited(c.opts.Grace) {
		e := c.fail(pd, &EngineError{Kind: KindHang, Detail: fmt.Sprintf("the engine did not exit within %v of bye and the end of its input; killed", c.opts.Grace)}, true)
		if err == nil {
			err = e
		}
		return err
	}
	if code, _ := p.exitCode(); code != 0 && err == nil {
		err = c.fail(pd, &EngineError{Kind: KindCrash, Detail: fmt.Sprintf("the engine exited with %s after bye; want exit status 0", p.status())}, false)
	}
	// The engine has exited; killing its group ends whatever it left behind.
	p.stop(c.opts.Grace)
	c.p = nil
	return err
}

// Pids returns the process ids of every engine the client started (each
// leads its process group), for tests that check none is left.
func (c *Client) Pids() []int {
	c.groupsMu.Lock()
	defer c.groupsMu.Unlock()
	return append([]int(nil), c.groups...)
}
