package protocol

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/bacctk/bacctk/adapter"
)

// ServerMaxLine bounds a request line Serve accepts. A longer line is
// answered with an "invalid" error (id null) and skipped; the session goes
// on.
const ServerMaxLine = 64 << 20

// Serve answers protocol v1 on in and out with eng until bye, the end of in,
// or the cancellation of ctx (checked between lines). It is the engine side
// of the protocol: `bacctk engine` is Serve with the reference on stdin and
// stdout.
//
// Every line gets exactly one response, in order. A line that is not a
// request (not JSON, no integer id) is answered with an "invalid" error whose
// id is null and whose message names the line number; a request before hello
// or with params that do not decode is answered "invalid"; an unknown method,
// a protocol version other than Version, or a method the engine does not
// implement is answered "unsupported". Blank lines are ignored. Output is
// buffered and flushed whenever no further request is already waiting, so
// that a pipelining client gets its answers in batches and an interactive
// one gets each at once.
//
// Serve returns nil after bye or at the end of input, and an error only when
// it cannot read or write.
func Serve(ctx context.Context, eng adapter.Engine, in io.Reader, out io.Writer) error {
	return serve(ctx, eng, in, out, ServerMaxLine)
}

func serve(ctx context.Context, eng adapter.Engine, in io.Reader, out io.Writer, maxLine int) error {
	s := server{ctx: ctx, eng: eng, in: bufio.NewReaderSize(in, 64<<10), out: bufio.NewWriterSize(out, 64<<10), maxLine: maxLine}
	return s.run()
}

type server struct {
	ctx     context.Context
	eng     adapter.Engine
	in      *bufio.Reader
	out     *bufio.Writer
	line    int // number of the line being answered, from 1
	maxLine int
	hello   bool
	buf     []byte // the response being built
	long    []byte // a line longer than the reader's buffer, being assembled
	params  struct {
		coup  adapter.CoupRequest
		coups CoupsParams
		shoe  adapter.ShoeRequest
	}
}

// errLineTooLong marks a request line over ServerMaxLine.
var errLineTooLong = errors.New("line too long")

func (s *server) run() error {
	for {
		if err := s.ctx.Err(); err != nil {
			s.out.Flush()
			return err
		}
		line, err := s.readLine()
		if err == io.EOF {
			return s.out.Flush()
		}
		s.line++
		if err == errLineTooLong {
			s.respondError(nil, adapter.Invalid("line %d: longer than %d bytes; skipped", s.line, s.maxLine))
		} else if err != nil {
			s.out.Flush()
			return fmt.Errorf("reading request line %d: %w", s.line, err)
		} else if len(bytes.TrimSpace(line)) > 0 {
			if bye := s.answer(line); bye {
				return s.out.Flush()
			}
		}
		if s.in.Buffered() == 0 {
			if err := s.out.Flush(); err != nil {
				return fmt.Errorf("writing response to line %d: %w", s.line, err)
			}
		}
	}
}

// readLine returns the next line without its end of line. The slice is valid
// until the next call. A line over s.maxLine is consumed and reported as
// errLineTooLong. A last line without a newline is still a line.
func (s *server) readLine() ([]byte, error) {
	b, err := s.in.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		// A line longer than the buffer: assemble it, or skip it once it
		// is over the limit.
		s.long = append(s.long[:0], b...)
		tooLong := false
		for err == bufio.ErrBufferFull {
			b, err = s.in.ReadSlice('\n')
			if !tooLong {
				s.long = append(s.long, b...)
				if len(s.long) > s.maxLine+2 {
					tooLong, s.long = true, s.long[:0]
				}
			}
		}
		if tooLong && (err == nil || err == io.EOF) {
			return nil, errLineTooLong
		}
		b = s.long
	}
	switch {
	case err == io.EOF && len(b) == 0:
		return nil, io.EOF
	case err != nil && err != io.EOF:
		return nil, err
	}
	// A last line without a newline is still a line.
	b = trimEOL(b)
	if len(b) > s.maxLine {
		return nil, errLineTooLong
	}
	return b, nil
}

func trimEOL(b []byte) []byte {
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	return b
}

// envelope is a request as read; ID is raw so that a non-integer id can be
// told from a missing one.
type envelope struct {
	ID     json.RawMessage `json:"id"`
	Method *string         `json:"method"`
	Params json.RawMessage `json:"params"`
}

// answer answers one request line and reports whether it was bye.
func (s *server) answer(line []byte) (bye bool) {
	var env envelope
	if t := bytes.TrimLeft(line, " \t"); t[0] != '{' {
		s.respondError(nil, adapter.Invalid("line %d: not a JSON request object; line starts %s", s.line, quoteStart(line)))
		return false
	}
	if id, method, ok := s.readHotRequest(line); ok {
		return s.dispatch(id, method, nil, true)
	}
	if parts, ok := envelopeParts(line, [3]string{"id", "method", "params"}); ok && parts[1] != nil {
		env.ID, env.Params = parts[0], parts[2]
		if m, ok := (&scanner{b: parts[1]}).str(); ok {
			env.Method = &m
		}
	}
	if env.Method == nil {
		if err := json.Unmarshal(line, &env); err != nil {
			s.respondError(nil, adapter.Invalid("line %d: not a JSON request object: %v; line starts %s", s.line, err, quoteStart(line)))
			return false
		}
	}
	id, err := parseID(env.ID)
	if err != nil {
		s.respondError(nil, adapter.Invalid("line %d: %v", s.line, err))
		return false
	}
	if env.Method == nil {
		s.respondError(&id, adapter.Invalid("line %d, request %d: no method", s.line, id))
		return false
	}
	return s.dispatch(id, *env.Method, env.Params, false)
}

// readHotRequest reads a coup, coups or shoe request line in one pass, its
// params into s.params: most of the bytes the kit sends, and the envelope
// and params read at once instead of twice. It takes only an object of
// exactly the members id (a plain integer), method and params, each once,
// method before params, and params the fast decoders take: what the
// careful reading (envelopeParts, then fastDecode or encoding/json) reads
// alike (FuzzReadHotRequest). On false the caller reads the line the
// careful way, which says what is wrong with it; what this left in
// s.params is reset there.
func (s *server) readHotRequest(line []byte) (id int64, method string, ok bool) {
	sc := &scanner{b: line}
	var seen members
	ok = sc.object(func(key []byte) bool {
		var ok bool
		switch string(key) {
		case "id":
			id, ok = sc.int()
			return ok && seen.first(1<<0)
		case "method":
			method, ok = sc.str()
			return ok && seen.first(1<<1)
		case "params":
			if seen&(1<<1) == 0 || !seen.first(1<<2) {
				return false
			}
			switch method {
			case MethodCoup:
				return fastCoupRequest(sc, &s.params.coup)
			case MethodShoe:
				return fastCoupRequest(sc, (*adapter.CoupRequest)(&s.params.shoe))
			case MethodCoups:
				// A batch's cards and wagers are cut from two pools,
				// as fastDecode does.
				sc.cards, sc.wagers = make([]string, 0, 1024), make([]adapter.Wager, 0, 256)
				return fastCoupsParams(sc, &s.params.coups)
			}
		}
		return false
	})
	return id, method, ok && seen == 1<<3-1 && sc.end()
}

// dispatch answers request id: params is its raw params, unless decoded
// (readHotRequest has decoded them into s.params).
func (s *server) dispatch(id int64, method string, params json.RawMessage, decoded bool) (bye bool) {
	if !s.hello && method != MethodHello {
		s.respondError(&id, adapter.Invalid("line %d, request %d: the first request must be hello, not %q", s.line, id, method))
		return false
	}
	defer func() {
		// An engine that panics is an engine failure, answered "internal";
		// the session goes on.
		if p := recover(); p != nil {
			s.buf = s.buf[:0]
			s.respondError(&id, &adapter.Error{Code: adapter.CodeInternal, Message: fmt.Sprintf("request %d (%s): engine panic: %v", id, method, p)})
			bye = false
		}
	}()
	switch method {
	case MethodHello:
		s.doHello(id, params)
	case MethodCoup:
		q := &s.params.coup
		if decoded || s.resetDecode(id, method, params, q) {
			res, err := s.eng.Coup(s.ctx, *q)
			s.respondResult(id, err, func(b []byte) []byte { return appendCoupResult(b, &res) })
		}
	case MethodCoups:
		q := &s.params.coups
		if decoded || s.resetDecode(id, method, params, q) {
			replies, err := s.eng.Coups(s.ctx, q.Requests)
			if err == nil && len(replies) != len(q.Requests) {
				err = fmt.Errorf("the engine answered %d of %d coups", len(replies), len(q.Requests))
			}
			s.respondResult(id, err, func(b []byte) []byte { return appendReplies(b, replies) })
		}
	case MethodShoe:
		q := &s.params.shoe
		if decoded || s.resetDecode(id, method, params, q) {
			res, err := s.eng.Shoe(s.ctx, *q)
			s.respondResult(id, err, func(b []byte) []byte { return appendShoeResult(b, &res) })
		}
	case MethodTable:
		s.doTable(id, params)
	case MethodBye:
		s.respondResult(id, nil, func(b []byte) []byte { return append(b, "{}"...) })
		return true
	default:
		s.respondError(&id, adapter.Unsupported("request %d: unknown method %q (protocol %d has hello, coup, coups, shoe, table, bye)", id, method, Version))
	}
	return false
}

func (s *server) doHello(id int64, raw json.RawMessage) {
	var p HelloParams
	if !s.decodeParams(id, MethodHello, raw, &p) {
		return
	}
	if p.Protocol != Version {
		s.respondError(&id, adapter.Unsupported("request %d: this engine speaks protocol %d, not %d", id, Version, p.Protocol))
		return
	}
	h, err := s.eng.Hello(s.ctx)
	if err == nil {
		s.hello = true
	}
	s.respondResult(id, err, func(b []byte) []byte {
		b, _ = appendJSON(b, h)
		return b
	})
}

// parseID reads a request id: an integer. A missing or other id cannot be
// echoed, so its answer carries id null.
func parseID(raw json.RawMessage) (int64, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return 0, errors.New("no id: a request is {\"id\": N, \"method\": M, \"params\": {...}}")
	}
	id, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("id %s is not an integer", truncate(string(raw), 40))
	}
	return id, nil
}

// resetDecode decodes params into v, one of s.params, after resetting it:
// decoding into a reused value would keep fields of the previous request
// (or of a hot reading given up part-way) that this one leaves out.
func (s *server) resetDecode(id int64, method string, raw json.RawMessage, v any) bool {
	switch v := v.(type) {
	case *adapter.CoupRequest:
		*v = adapter.CoupRequest{}
	case *adapter.ShoeRequest:
		*v = adapter.ShoeRequest{}
	case *CoupsParams:
		// A fresh slice, for the same reason.
		v.Requests = nil
	}
	return s.decodeParams(id, method, raw, v)
}

// decodeParams decodes params into v, answering "invalid" when they do not
// decode. Missing params decode as {}.
func (s *server) decodeParams(id int64, method string, raw json.RawMessage, v any) bool {
	if len(raw) == 0 || string(raw) == "null" {
		raw = json.RawMessage("{}")
	}
	if fastDecode(raw, v) {
		return true
	}
	if err := json.Unmarshal(raw, v); err != nil {
		s.respondError(&id, adapter.Invalid("request %d (%s): params: %v", id, method, err))
		return false
	}
	return true
}

// respondResult writes the answer to id: the result appended by add, or the
// error err as a structured error.
func (s *server) respondResult(id int64, err error, add func([]byte) []byte) {
	if err != nil {
		s.respondError(&id, toError(err))
		return
	}
	b := appendResultLine(s.buf[:0], id, add)
	b = append(b, '\n')
	s.buf = b
	s.out.Write(b)
}

// appendResultLine appends the answer line to id with the result appended
// by add, without its newline: the server's answers, and the line a client
// that knows the answer expects (expect.go).
func appendResultLine(b []byte, id int64, add func([]byte) []byte) []byte {
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, id, 10)
	b = append(b, `,"result":`...)
	b = add(b)
	return append(b, '}')
}

// respondError writes an error answer; a nil id is written as null.
func (s *server) respondError(id *int64, e *adapter.Error) {
	b := append(s.buf[:0], `{"id":`...)
	if id == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, *id, 10)
	}
	b = append(b, `,"error":`...)
	b = appendError(b, e)
	b = append(b, "}\n"...)
	s.buf = b
	s.out.Write(b)
}

// appendReplies appends a coups result. A result that differs from the one
// before it only in its hands' cards, its settlements the same array
// (the kit's expected answers to the exhaustive walk's varied members:
// expect.go), copies that one's bytes from its totals on.
func appendReplies(b []byte, replies []adapter.CoupReply) []byte {
	b = append(b, `{"replies":[`...)
	var prev *adapter.CoupResult // the result before, if it was one
	var tailAt, tailEnd int      // its bytes from its totals on
	for i := range replies {
		if i > 0 {
			b = append(b, ',')
		}
		if e := replies[i].Err; e != nil {
			b = append(b, `{"error":`...)
			b = appendError(b, e)
			prev = nil
		} else {
			r := &replies[i].Result
			b = append(b, `{"result":`...)
			b = appendCoupHands(b, r)
			if prev != nil && sameTail(prev, r) {
				b = append(b, b[tailAt:tailEnd]...)
			} else {
				tailAt = len(b)
				b = appendCoupTail(b, r)
				tailEnd = len(b)
			}
			prev = r
		}
		b = append(b, '}')
	}
	return append(b, "]}"...)
}

// sameTail reports whether q is written from its totals on as p is: the
// same scalars and the very same settlements (one array, not equal ones:
// comparing those would cost what writing them does).
func sameTail(p, q *adapter.CoupResult) bool {
	return p.PlayerTotal == q.PlayerTotal && p.BankerTotal == q.BankerTotal && p.Winner == q.Winner &&
		p.CardsUsed == q.CardsUsed && p.CutCard == q.CutCard && p.Void == q.Void &&
		len(p.Settlements) == len(q.Settlements) && len(p.Settlements) > 0 && &p.Settlements[0] == &q.Settlements[0]
}

// toError turns an engine's error into a protocol error: an *adapter.Error
// keeps its code; anything else is "internal".
func toError(err error) *adapter.Error {
	var e *adapter.Error
	if errors.As(err, &e) {
		return e
	}
	return &adapter.Error{Code: adapter.CodeInternal, Message: err.Error()}
}

// quoteStart quotes the start of a line for an error message.
func quoteStart(line []byte) string {
	return strconv.Quote(truncate(string(line), 80))
}

// truncate shortens s to at most n bytes of its start, marking the cut.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("... (%d bytes in all)", len(s))
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }
