package adapter

import "errors"

// ErrNotAsked marks the error of a request that never reached the engine:
// the run had ended (its deadline, a signal) or had given up on an engine
// that kept failing. A check so errored was not asked, and the reports
// count it apart from the checks the engine answered or failed.
var ErrNotAsked = errors.New("not asked")

// notAsked is err, marked ErrNotAsked; its message is err's.
type notAsked struct{ err error }

func (e notAsked) Error() string        { return e.err.Error() }
func (e notAsked) Unwrap() []error      { return []error{e.err, ErrNotAsked} }
func (e notAsked) Is(target error) bool { return target == ErrNotAsked }

// NotAsked marks err as the reason a request was not sent (ErrNotAsked),
// keeping its message.
func NotAsked(err error) error {
	if err == nil {
		return nil
	}
	return notAsked{err}
}
