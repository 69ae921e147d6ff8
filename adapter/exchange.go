package adapter

import (
	"context"
	"errors"
)

// Request is one request a check sent an engine, whatever its kind: a coup,
// a shoe or a table sequence. It is what a report shows and a replay sends,
// in the protocol's member names (docs/protocol.md).
type Request struct {
	// Method is "coup", "shoe" or "table".
	Method string   `json:"method"`
	Game   string   `json:"game"`
	Decks  int      `json:"decks"`
	Cards  []string `json:"cards,omitempty"`
	Wagers []Wager  `json:"wagers,omitempty"`
	Table  *Table   `json:"table,omitempty"`
	// TableRequest is the whole request of a table-lifecycle check.
	TableRequest *TableRequest `json:"tableRequest,omitempty"`
}

// Answer is an answer to a Request: a coup, a shoe or a table result, or
// the engine's structured error.
type Answer struct {
	Coup  *CoupResult  `json:"coup,omitempty"`
	Shoe  *ShoeResult  `json:"shoe,omitempty"`
	Table *TableResult `json:"table,omitempty"`
	Error *Error       `json:"error,omitempty"`
}

// Exchange is one request and the two answers a check judged: Expected, what
// the rules want (the reference's answer or a golden vector's), and Actual,
// what the engine said. A check keeps the exchange it judged, so that the
// evidence in a report is the answer that failed and the runner never asks
// the engine again (a second answer of a non-deterministic engine need not
// be the one that failed). Expected is nil where the check compared no
// answer (a property of the engine's answer alone); Actual is nil where the
// engine gave none (the call failed as a whole).
type Exchange struct {
	Request  *Request `json:"request"`
	Expected *Answer  `json:"expected,omitempty"`
	Actual   *Answer  `json:"actual,omitempty"`
}

// CoupAsked is a coup request as a Request.
func CoupAsked(q CoupRequest) *Request {
	t := q.Table
	return &Request{Method: "coup", Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: &t}
}

// ShoeAsked is a shoe request as a Request.
func ShoeAsked(q ShoeRequest) *Request {
	t := q.Table
	return &Request{Method: "shoe", Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: &t}
}

// TableAsked is a table request as a Request.
func TableAsked(q TableRequest) *Request {
	return &Request{Method: "table", Game: q.Game, Decks: q.Decks, TableRequest: &q}
}

// CoupRequest is the request as a coup (Method "coup").
func (r *Request) CoupRequest() CoupRequest {
	q := CoupRequest{Game: r.Game, Decks: r.Decks, Cards: r.Cards, Wagers: r.Wagers}
	if r.Table != nil {
		q.Table = *r.Table
	}
	return q
}

// ShoeRequest is the request as a shoe (Method "shoe").
func (r *Request) ShoeRequest() ShoeRequest {
	q := ShoeRequest{Game: r.Game, Decks: r.Decks, Cards: r.Cards, Wagers: r.Wagers}
	if r.Table != nil {
		q.Table = *r.Table
	}
	return q
}

// Empty reports whether the answer holds nothing.
func (a *Answer) Empty() bool {
	return a == nil || (a.Coup == nil && a.Shoe == nil && a.Table == nil && a.Error == nil)
}

// CoupAnswer is a coup call's outcome as an Answer: the result, the
// engine's structured error, or nil for a call that failed as a whole (a
// crash, a hang, a broken reply: no answer to keep).
func CoupAnswer(res CoupResult, err error) *Answer {
	if err != nil {
		return errorAnswer(err)
	}
	return &Answer{Coup: &res}
}

// ReplyAnswer is one reply of a batch as an Answer.
func ReplyAnswer(r CoupReply) *Answer {
	if r.Err != nil {
		return &Answer{Error: r.Err}
	}
	res := r.Result
	return &Answer{Coup: &res}
}

// ShoeAnswer is a shoe call's outcome as an Answer (see CoupAnswer).
func ShoeAnswer(res ShoeResult, err error) *Answer {
	if err != nil {
		return errorAnswer(err)
	}
	return &Answer{Shoe: &res}
}

// TableAnswer is a table call's outcome as an Answer (see CoupAnswer).
func TableAnswer(res TableResult, err error) *Answer {
	if err != nil {
		return errorAnswer(err)
	}
	return &Answer{Table: &res}
}

func errorAnswer(err error) *Answer {
	if e := AsError(err); e != nil {
		return &Answer{Error: e}
	}
	return nil
}

// AsError returns the engine's structured error inside err, or nil when err
// is something else (the engine crashed, hung or answered garbage).
func AsError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return nil
}

// ErrorOf returns err as an answer's error: the engine's own answer as it
// is (AsError), any other failure as an "internal" one with its message.
func ErrorOf(err error) *Error {
	if e := AsError(err); e != nil {
		return e
	}
	return &Error{Code: CodeInternal, Message: err.Error()}
}

// Ask sends r to eng and returns the engine's answer, nil when the call
// failed as a whole. A table request to an engine without the table
// capability's method is answered "unsupported".
func Ask(ctx context.Context, eng Engine, r *Request) *Answer {
	switch r.Method {
	case "table":
		te, ok := eng.(TableEngine)
		if !ok || r.TableRequest == nil {
			return &Answer{Error: Unsupported("the engine does not run table sequences")}
		}
		return TableAnswer(te.Table(ctx, *r.TableRequest))
	case "shoe":
		return ShoeAnswer(eng.Shoe(ctx, r.ShoeRequest()))
	default:
		return CoupAnswer(eng.Coup(ctx, r.CoupRequest()))
	}
}
