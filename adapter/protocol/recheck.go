package protocol

import (
	"encoding/json"
	"fmt"

	"github.com/bacctk/bacctk/adapter"
	"github.com/google/go-cmp/cmp"
)

// This file is the non-determinism check (Options.RecheckEvery): the same
// request asked twice must get the same answer. A baccarat engine dealing
// from given cards has nothing to choose: a different answer means hidden
// state (a leaked shoe, an uninitialised value, a random source).

// sampled counts one request and reports whether it is to be asked again.
func (c *Client) sampled() bool {
	if c.opts.RecheckEvery <= 0 {
		return false
	}
	c.asked++
	return c.asked%int64(c.opts.RecheckEvery) == 0
}

// outcome is an answer as compared: a result, or an error of which only the
// code counts (messages are for people and may differ).
type outcome struct {
	result any // *adapter.CoupResult, *adapter.ShoeResult, ...
	err    *adapter.Error
}

type outcomeView struct {
	Result any
	Error  string
}

func (o outcome) view() outcomeView {
	if o.err != nil {
		return outcomeView{Error: o.err.Code}
	}
	return outcomeView{Result: o.result}
}

func (o outcome) String() string {
	if o.err != nil {
		return string(appendError(nil, o.err))
	}
	b, err := json.Marshal(o.result)
	if err != nil {
		return fmt.Sprint(o.result)
	}
	return string(b)
}

// compare returns a KindNondeterministic error when the two answers to the
// request pd differ.
func (c *Client) compare(pd *pending, first, second outcome) *EngineError {
	diff := cmp.Diff(first.view(), second.view())
	if diff == "" {
		return nil
	}
	return c.fail(pd, &EngineError{Kind: KindNondeterministic,
		Previous: truncate(first.String(), c.opts.MaxContext), Response: truncate(second.String(), c.opts.MaxContext),
		Detail: fmt.Sprintf("the same request, asked twice, got different answers (-first +second):\n%s", diff)}, false)
}
