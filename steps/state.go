package steps

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cucumber/godog"
	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
)

// defaultDecks is the shoe size when a scenario names a game without one.
const defaultDecks = 8

// scenario is the state of one running scenario: what the Given steps set
// up, what the engine answered, and the result being built. It is created
// by the Before hook and reached through the step's context only.
type scenario struct {
	suite   *Suite
	started time.Time
	res     ScenarioResult

	game     string
	gameSet  bool
	decks    int
	shoe     []string
	shoeSet  bool
	wagers   []adapter.Wager
	table    adapter.Table
	tableSet bool

	// What the last When step got back. action is "coup" or "shoe".
	action  string
	coup    *adapter.CoupResult
	shoeRun *adapter.ShoeResult
	// refused is the engine's "invalid" answer to the last request, kept
	// for "the request is refused as invalid".
	refused *adapter.Error
	// offerRefusal is the refusal of the last "offers" probe.
	offerRefusal *adapter.Error

	// table2 is the table lifecycle part of the scenario, if any.
	table2 *tableState

	skipReason string
	stepErr    error
	stepStatus godog.StepResultStatus
}

// failure is a step whose expectation the engine's answer does not meet.
// Its message names the clauses, the game and the cards; diff is
// cmp.Diff(expected, actual) when a structure was compared.
type failure struct {
	msg  string
	diff string
}

func (f *failure) Error() string {
	if f.diff == "" {
		return f.msg
	}
	return f.msg + "\n(-expected +actual):\n" + f.diff
}

// engineFailure is an engine that could not answer: an "internal" error, a
// broken connection, a time-out. The check could not be made.
type engineFailure struct {
	what string
	err  error
}

func (e *engineFailure) Error() string {
	return fmt.Sprintf("%s: the engine failed: %v", e.what, e.err)
}
func (e *engineFailure) Unwrap() error { return e.err }

// skip marks the scenario not applicable and returns godog.ErrSkip.
func (st *scenario) skip(format string, args ...any) error {
	st.skipReason = fmt.Sprintf(format, args...)
	return godog.ErrSkip
}

// context describes the scenario for a failure message: the clauses it
// checks, the game, and the cards it dealt from.
func (st *scenario) context() string {
	var b strings.Builder
	if len(st.res.Clauses) > 0 {
		parts := make([]string, len(st.res.Clauses))
		for i, c := range st.res.Clauses {
			parts[i] = c.String()
		}
		b.WriteString(strings.Join(parts, ", "))
	} else {
		b.WriteString("(no clause tag)")
	}
	if st.game != "" {
		fmt.Fprintf(&b, "; game %s, %d decks", st.game, st.decks)
	}
	if st.shoeSet {
		fmt.Fprintf(&b, "; shoe %q", strings.Join(st.shoe, " "))
	}
	if len(st.wagers) > 0 {
		ws := make([]string, len(st.wagers))
		for i, w := range st.wagers {
			ws[i] = fmt.Sprintf("%s=%d", w.Wager, w.Stake)
		}
		fmt.Fprintf(&b, "; wagers %s", strings.Join(ws, " "))
	}
	return b.String()
}

// fail returns a failure whose message starts with the scenario's context.
func (st *scenario) fail(format string, args ...any) error {
	return &failure{msg: st.context() + ": " + fmt.Sprintf(format, args...)}
}

// compare returns nil when expected and actual are equal, else a failure
// with their go-cmp diff.
func (st *scenario) compare(what string, expected, actual any, opts ...cmp.Option) error {
	d := cmp.Diff(expected, actual, opts...)
	if d == "" {
		return nil
	}
	return &failure{msg: st.context() + ": " + what, diff: d}
}

// engineErr sorts an engine's error: "unsupported" makes the scenario not
// applicable, "invalid" is kept as a refusal for the Then steps, anything
// else means the check could not be made.
func (st *scenario) engineErr(what string, err error) error {
	var e *adapter.Error
	if errors.As(err, &e) {
		st.res.EngineError = e
		switch e.Code {
		case adapter.CodeUnsupported:
			return st.skip("%s: the engine answered unsupported: %s", what, e.Message)
		case adapter.CodeInvalid:
			st.refused = e
			return nil
		}
	}
	return &engineFailure{what: st.context() + ": " + what, err: err}
}

// need checks that the engine claims a capability.
func (st *scenario) need(capability string) error {
	if !st.suite.hello.Can(capability) {
		return st.skip("the engine does not claim the %q capability (it claims %v)", capability, st.suite.hello.Capabilities)
	}
	return nil
}

// needGame checks that a game was set up.
func (st *scenario) needGame(step string) error {
	if !st.gameSet {
		return fmt.Errorf("%q needs a game first: add `Given the game \"ID\" with N decks`", step)
	}
	return nil
}

// parseAmount reads a whole number of minor units; "1,000" and "1_000"
// are accepted for readability.
func parseAmount(s string) (int64, error) {
	clean := strings.NewReplacer(",", "", "_", "").Replace(s)
	n, err := strconv.ParseInt(clean, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is not a whole number of minor units", s)
	}
	return n, nil
}

// stateAmounts returns the scenario and the amounts a step names, each
// read by parseAmount: most steps that take an amount need both, and
// either failing ends the step with that error.
func stateAmounts(ctx context.Context, amounts ...string) (*scenario, []int64, error) {
	st, err := state(ctx)
	if err != nil {
		return nil, nil, err
	}
	ns := make([]int64, len(amounts))
	for i, a := range amounts {
		if ns[i], err = parseAmount(a); err != nil {
			return nil, nil, err
		}
	}
	return st, ns, nil
}

// splitTokens splits a shoe written with spaces, commas or new lines.
func splitTokens(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == '\t' || r == '\n' || r == '\r'
	})
}

// normalizeCard writes an expected card as engines must print it: "10H" is
// accepted on input, "TH" is always printed (docs/protocol.md "Vocabulary", cards).
func normalizeCard(t string) string {
	if rest, ok := strings.CutPrefix(t, "10"); ok && len(rest) == 1 {
		return "T" + rest
	}
	return t
}

func normalizeCards(ts []string) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = normalizeCard(t)
	}
	return out
}
