package vectors

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/internal/glob"
	"github.com/bacctk/bacctk/internal/jobs"
	"github.com/bacctk/bacctk/internal/jsondiff"
	"github.com/bacctk/bacctk/internal/listfile"
)

// Verdict is the outcome of one vector against an engine.
type Verdict string

// The verdicts. Only Pass and NotApplicable are not failures.
const (
	// Pass: the engine's result equals the expected one.
	Pass Verdict = "pass"
	// Fail: the engine answered, with a different result. A valid
	// request (a coup, shoe or table test) answered "invalid" is also a
	// failure: the engine refused a legal wager or card; so is a refusal
	// test answered with a result, another code, or a message that does
	// not name the card at fault (that one charged to the contract's error
	// detail: Result.Blame).
	Fail Verdict = "fail"
	// NotApplicable: the engine does not claim the game or the "shoe" or
	// "table" capability, declares stake limits a stake of the test is
	// outside (not asked), or answered "unsupported" (not implemented: a
	// wager it does not offer).
	NotApplicable Verdict = "not-applicable"
	// Errored: the engine gave no usable answer: an "internal" error, a
	// crash, a hang, a broken reply.
	Errored Verdict = "errored"
)

// VerifyOptions select the vectors to run and how.
type VerifyOptions struct {
	// Games, when not empty, runs only the vectors of these game ids.
	Games []string
	// Flags, when not empty, runs only the tests carrying one of them.
	Flags []string
	// IDs, when not empty, runs only the tests with one of these ids
	// (Test.ID; a '*' in one matches any run of characters).
	IDs []string
	// KnownFailing are ids (with '*' globs) of tests the engine is known to
	// fail: such a test that fails or errors does not make the report fail
	// (Result.KnownFailing), and one that passes does (an unexpected pass,
	// so that the list shrinks as the engine is fixed).
	KnownFailing []string
	// BatchSize is the number of coups per Engine.Coups call; default 256.
	BatchSize int
}

// Result is the verdict on one vector.
type Result struct {
	File string `json:"file"`
	TcID int    `json:"tcId"`
	// ID is the test's stable id.
	ID      string   `json:"id"`
	Game    string   `json:"game"`
	Type    string   `json:"type"`
	Comment string   `json:"comment"`
	Flags   []string `json:"flags"`
	Clauses []string `json:"clauses"`
	Verdict Verdict  `json:"verdict"`
	// Diff is the go-cmp diff of the expected (-) and actual (+) results,
	// on a failure.
	Diff string `json:"diff,omitempty"`
	// Message says why a test is not applicable or errored.
	Message string `json:"message,omitempty"`
	// NotAsked: the test is errored without the engine having been asked
	// (the run had ended or given up on the engine; adapter.ErrNotAsked).
	NotAsked bool `json:"notAsked,omitempty"`
	// Blame, when set, is the row a failure is charged to instead of the
	// vector's clauses: a refusal with the right code whose message does
	// not name the card at fault breaks clauses.ContractErrorDetail, not
	// the rules clause the vector exercises (which the refusal itself
	// satisfies).
	Blame []string `json:"blame,omitempty"`
	// Exchange is the request, the vector's expected answer and the
	// engine's answer, kept for every test the engine answered and did not
	// pass, so that a report shows the answer that was judged and no one
	// asks the engine again.
	Exchange *adapter.Exchange `json:"exchange,omitempty"`
	// KnownFailing: the id is on the known-failing list and the test
	// failed or errored; UnexpectedPass: it is on the list and passed.
	KnownFailing   bool `json:"knownFailing,omitempty"`
	UnexpectedPass bool `json:"unexpectedPass,omitempty"`
}

// Counts tallies verdicts.
type Counts struct {
	Pass          int `json:"pass"`
	Fail          int `json:"fail"`
	NotApplicable int `json:"notApplicable"`
	Errored       int `json:"errored"`
	// NotAsked counts the errored tests the engine was not asked
	// (Result.NotAsked).
	NotAsked int `json:"notAsked,omitempty"`
	// KnownFailing counts the failed or errored tests (among Fail and
	// Errored) on the known-failing list; UnexpectedPass the passed ones.
	KnownFailing   int `json:"knownFailing,omitempty"`
	UnexpectedPass int `json:"unexpectedPass,omitempty"`
}

func (c *Counts) add(v Verdict) {
	switch v {
	case Pass:
		c.Pass++
	case Fail:
		c.Fail++
	case NotApplicable:
		c.NotApplicable++
	case Errored:
		c.Errored++
	}
}

// Total is the number of verdicts counted.
func (c Counts) Total() int { return c.Pass + c.Fail + c.NotApplicable + c.Errored }

// Report is the verdict on every vector run, in file and tcId order.
type Report struct {
	// Engine is what the engine said of itself (empty if hello failed).
	Engine  adapter.Hello `json:"engine"`
	Results []Result      `json:"results"`
	Counts  Counts        `json:"counts"`
	// Result is "pass" or "fail" (OK), or "interrupted": a signal
	// stopped the run and the tests it left are errored with its name
	// (Interrupted). ExitCode is vectors verify's exit status: 0, 1, or
	// 128 + the signal's number.
	Result   string `json:"result"`
	ExitCode int    `json:"exitCode"`
}

// OK reports whether no vector failed or errored but those known to, and
// none known to fail passed.
func (r *Report) OK() bool {
	return r.Counts.Fail+r.Counts.Errored == r.Counts.KnownFailing && r.Counts.UnexpectedPass == 0
}

// ByGame tallies the verdicts per game id.
func (r *Report) ByGame() map[string]Counts {
	out := map[string]Counts{}
	for _, res := range r.Results {
		c := out[res.Game]
		c.add(res.Verdict)
		out[res.Game] = c
	}
	return out
}

// ByClause tallies the verdicts per "document:clause" reference: a test
// counts once for every clause it exercises, and a failure charged to
// other rows (Result.Blame) counts there and as a pass of its clauses.
func (r *Report) ByClause() map[string]Counts {
	out := map[string]Counts{}
	for _, res := range r.Results {
		v := res.Verdict
		if len(res.Blame) > 0 {
			// the clauses the vector exercises were satisfied; the
			// failure is the blamed rows'
			v = Pass
			for _, cl := range res.Blame {
				c := out[cl]
				c.add(res.Verdict)
				out[cl] = c
			}
		}
		for _, cl := range res.Clauses {
			c := out[cl]
			c.add(v)
			out[cl] = c
		}
	}
	return out
}

// cmpOpts compare results as the wire does: an empty list equals a missing
// one.
var cmpOpts = []cmp.Option{cmpopts.EquateEmpty()}

// Verify replays the vectors of files against eng and returns a verdict per
// test. Coup tests go to the engine in batches (Engine.Coups); shoe tests
// one by one, if the engine claims the "shoe" capability. Verify never
// stops early: a crashed engine makes the tests it could not answer
// errored.
func Verify(ctx context.Context, eng adapter.Engine, files []File, opts VerifyOptions) Report {
	rep := verifyPart(ctx, eng, files, opts, 0, 1).Report
	tally(&rep, opts)
	return rep
}

// part is what one engine of a run answered: the verdicts on its share of
// the tests, and each one's place among all the tests selected.
type part struct {
	Report
	at []int
}

// verifyPart replays share part of parts of the selected tests (the k-th
// selected test goes to part k mod parts): Verify's loop, without the
// tally.
func verifyPart(ctx context.Context, eng adapter.Engine, files []File, opts VerifyOptions, share, parts int) part {
	if opts.BatchSize <= 0 {
		opts.BatchSize = 256
	}
	var rep part
	ids := newIDSet(opts.IDs)
	hello, helloErr := eng.Hello(ctx)
	helloErr = runCause(ctx, helloErr)
	if helloErr == nil {
		rep.Engine = hello
	}
	selected := 0
	for fi := range files {
		f := &files[fi]
		if len(opts.Games) > 0 && !slices.Contains(opts.Games, f.Game) {
			continue
		}
		var coups []int // indices into results of the coup and refusal tests still to run
		var cases []Case
		for _, c := range f.Cases() {
			if len(opts.Flags) > 0 && !anyOf(c.Test.Flags, opts.Flags) {
				continue
			}
			if len(opts.IDs) > 0 && !ids.has(c.Test.ID) {
				continue
			}
			selected++
			if jobs.Owner(selected-1, parts) != share {
				continue
			}
			rep.at = append(rep.at, selected-1)
			res := Result{File: f.Path, TcID: c.Test.TcID, ID: c.Test.ID, Game: c.Game, Type: c.Type, Comment: c.Test.Comment,
				Flags: c.Test.Flags, Clauses: c.Test.Clauses}
			te, isTable := eng.(adapter.TableEngine)
			switch {
			case helloErr != nil && ctx.Err() != nil:
				res.Verdict, res.Message, res.NotAsked = Errored, helloErr.Error(), true
			case helloErr != nil:
				res.Verdict, res.Message = Errored, "hello failed: "+helloErr.Error()
			case !hello.Supports(c.Game):
				res.Verdict, res.Message = NotApplicable, fmt.Sprintf("the engine does not claim game %s", c.Game)
			case stakeNotOffered(hello, c) != "":
				res.Verdict, res.Message = NotApplicable, stakeNotOffered(hello, c)
			case c.Type == TypeShoe && !hello.Can(adapter.CapShoe):
				res.Verdict, res.Message = NotApplicable, "the engine does not claim the shoe capability"
			case c.Type == TypeShoe:
				got, err := eng.Shoe(ctx, c.ShoeRequest())
				judgeAlone(ctx, &res, c, judgeShoe, c.Test.Expected.Shoe, got, err, adapter.ShoeAnswer)
			case c.Type == TypeTable && (!hello.Can(adapter.CapTable) || !isTable):
				res.Verdict, res.Message = NotApplicable, "the engine does not claim the table capability"
			case c.Type == TypeTable:
				got, err := te.Table(ctx, c.TableRequest())
				judgeAlone(ctx, &res, c, judgeTable, c.Test.Expected.Table, got, err, adapter.TableAnswer)
			default:
				coups = append(coups, len(rep.Results))
				cases = append(cases, c)
			}
			rep.Results = append(rep.Results, res)
		}
		for start := 0; start < len(coups); start += opts.BatchSize {
			end := min(start+opts.BatchSize, len(coups))
			reqs := make([]adapter.CoupRequest, 0, end-start)
			for _, c := range cases[start:end] {
				reqs = append(reqs, c.CoupRequest())
			}
			var replies []adapter.CoupReply
			err := adapter.NotAsked(context.Cause(ctx))
			if ctx.Err() == nil {
				replies, err = eng.Coups(ctx, reqs)
				err = runCause(ctx, err)
			}
			if err == nil && len(replies) != len(reqs) {
				err = fmt.Errorf("the engine answered %d of a batch of %d coups", len(replies), len(reqs))
			}
			for i := start; i < end; i++ {
				res := &rep.Results[coups[i]]
				if err != nil {
					res.Verdict, res.Message = Errored, err.Error()
					res.NotAsked = errors.Is(err, adapter.ErrNotAsked)
					continue
				}
				r := replies[i-start]
				switch {
				case cases[i].Test.Expected.Error != nil:
					judgeRefusal(res, cases[i].Test.Expected.Error, r)
				case r.Err != nil:
					judgeError(res, r.Err)
				default:
					judgeCoup(res, cases[i].Test.Expected.Coup, r.Result)
				}
				keep(res, cases[i], adapter.ReplyAnswer(r))
			}
		}
	}
	return rep
}

// stakeNotOffered says why the stake limits the engine declares leave the
// test out, "" when they do not. The test is not asked: the engine has
// said it would refuse the stake.
func stakeNotOffered(h adapter.Hello, c Case) string {
	switch c.Type {
	case TypeTable:
		return h.TableStakeNotOffered(c.TableRequest())
	case TypeShoe:
		return h.StakeNotOffered(c.Game, c.ShoeRequest().Wagers)
	}
	return h.StakeNotOffered(c.Game, c.CoupRequest().Wagers)
}

// tally counts the verdicts and marks the tests of the known-failing
// list.
func tally(rep *Report, opts VerifyOptions) {
	known := newIDSet(opts.KnownFailing)
	for i := range rep.Results {
		res := &rep.Results[i]
		rep.Counts.add(res.Verdict)
		if res.NotAsked {
			rep.Counts.NotAsked++
		}
		if len(opts.KnownFailing) == 0 || !known.has(res.ID) {
			continue
		}
		switch res.Verdict {
		case Fail, Errored:
			res.KnownFailing = true
			rep.Counts.KnownFailing++
		case Pass:
			res.UnexpectedPass = true
			rep.Counts.UnexpectedPass++
		}
	}
	rep.judged()
}

// ParseKnownFailing reads a known-failing list of vector ids: one id per
// line ('*' matches any run of characters), '#' starts a comment, blank
// lines are ignored (the file format certify's list has too:
// internal/listfile). An entry that is not an id or a glob of ids, or
// one listed twice, is an error naming its line.
func ParseKnownFailing(name string, b []byte) ([]string, error) {
	lines, err := listfile.Parse(name, b, func(p string) error {
		if strings.ContainsAny(p, " \t") || (!strings.Contains(p, "*") && !idPattern.MatchString(p)) {
			return fmt.Errorf("want a vector id such as mbs-tiger-v2/coup-0123456789ab, or a glob such as mbs-tiger-v2/table-*")
		}
		return nil
	})
	var out []string
	for _, l := range lines {
		out = append(out, l.Text)
	}
	return out, err
}

// keep records the exchange of a test the engine answered and did not
// pass: a failure's evidence, or the refusal a not-applicable or errored
// test was judged on. actual is nil when the call failed as a whole.
func keep(res *Result, c Case, actual *adapter.Answer) {
	if res.Verdict == Pass || actual == nil {
		return
	}
	res.Exchange = &adapter.Exchange{Request: c.Asked(), Expected: c.Want(), Actual: actual}
}

// judgeAlone judges a test asked on its own, a shoe or a table, and keeps
// its exchange. Every kind so asked must take the run's end as the cause
// of an error it made (runCause) and mark a test the run ended before as
// not asked, or an interrupted run would read as the engine's failures.
func judgeAlone[R any](ctx context.Context, res *Result, c Case, judge func(*Result, *R, R, error), want *R, got R, err error, answer func(R, error) *adapter.Answer) {
	err = runCause(ctx, err)
	judge(res, want, got, err)
	res.NotAsked = errors.Is(err, adapter.ErrNotAsked)
	keep(res, c, answer(got, err))
}

func judgeShoe(res *Result, want *adapter.ShoeResult, got adapter.ShoeResult, err error) {
	if err != nil {
		judgeError(res, err)
		return
	}
	if want.Same(&got) {
		res.Verdict = Pass
		return
	}
	res.Verdict, res.Diff = Fail, diff(*want, got)
}

func judgeCoup(res *Result, want *adapter.CoupResult, got adapter.CoupResult) {
	if want.Same(&got) {
		res.Verdict = Pass
		return
	}
	res.Verdict, res.Diff = Fail, diff(*want, got)
}

// diff shows two results as protocol JSON with the differing members
// marked (internal/jsondiff), as certify's reports do; go-cmp's diff where
// their JSON is the same. Never empty for results that CoupResult.Same or
// ShoeResult.Same found different.
func diff(want, got any) string {
	if d := jsondiff.Diff(want, got); d != "" {
		return d
	}
	if d := cmp.Diff(want, got, cmpOpts...); d != "" {
		return d // the same JSON: a difference the protocol does not carry
	}
	return "(the results differ only in a way go-cmp does not show)"
}

// judgeError turns an engine's error answer to a valid request into a
// verdict: "unsupported" is not applicable (not implemented), "invalid" is
// a failure (the engine refused a legal wager or card), anything else
// (internal, a crash, a hang, a broken reply) errored.
func judgeError(res *Result, err error) {
	var e *adapter.Error
	if errors.As(err, &e) {
		switch e.Code {
		case adapter.CodeUnsupported:
			res.Verdict, res.Message = NotApplicable, err.Error()
			return
		case adapter.CodeInvalid:
			res.Verdict, res.Message = Fail, "the engine refused a valid request: "+err.Error()
			return
		}
	}
	res.Verdict, res.Message = Errored, err.Error()
}

// judgeRefusal judges the answer to a request that must be refused: the
// expected code, and a message naming the card at fault where the
// vector fixes it. "unsupported" where "invalid" is expected is not
// applicable (the engine does not implement what was asked), as for every
// test; an "internal" error or a broken reply errored.
func judgeRefusal(res *Result, want *ExpectedError, r adapter.CoupReply) {
	what := want.Code
	if n := want.Names(); n != "" {
		what += " naming " + n
	} else {
		what += " (" + want.Field + ")"
	}
	switch {
	case r.Err == nil:
		res.Verdict, res.Message = Fail, fmt.Sprintf("the engine answered a result; the request must be refused: %s", what)
		res.Diff = diff(*want, r.Result)
	case r.Err.Code == want.Code:
		if n := want.Names(); n != "" && !strings.Contains(r.Err.Message, n) {
			res.Verdict, res.Message = Fail, fmt.Sprintf("the engine refused the request (%s) but its message does not name %s: %q", r.Err.Code, n, r.Err.Message)
			res.Blame = []string{clauses.ContractErrorDetail}
			return
		}
		res.Verdict, res.Message = Pass, ""
	case r.Err.Code == adapter.CodeUnsupported:
		res.Verdict, res.Message = NotApplicable, r.Err.Error()
	case r.Err.Code == adapter.CodeInvalid:
		res.Verdict, res.Message = Fail, fmt.Sprintf("the engine answered %s; want %s", r.Err.Error(), what)
	default:
		res.Verdict, res.Message = Errored, r.Err.Error()
	}
}

// judgeTable compares a table test's answer, details aside.
func judgeTable(res *Result, expected *adapter.TableResult, got adapter.TableResult, err error) {
	if err != nil {
		judgeError(res, err)
		return
	}
	want, g := tableExpected(expected), tableExpected(&got)
	// The diff only on a difference: go-cmp on every passing table test
	// was most of the vectors' cost.
	if !want.Same(&g) {
		if d := cmp.Diff(want, g, cmpOpts...); d != "" {
			res.Verdict, res.Diff = Fail, d
			return
		}
	}
	res.Verdict = Pass
}

// idSet matches ids against a list of ids and globs: exact ids by a map
// (a --run selection may list thousands), globs one by one.
type idSet struct {
	exact map[string]bool
	globs []string
}

func newIDSet(list []string) idSet {
	s := idSet{exact: map[string]bool{}}
	for _, p := range list {
		if strings.Contains(p, "*") {
			s.globs = append(s.globs, p)
		} else {
			s.exact[p] = true
		}
	}
	return s
}

func (s idSet) has(id string) bool { return s.exact[id] || matchesAny(s.globs, id) }

// matchesAny reports whether id matches one of the patterns, in which '*'
// matches any run of characters.
func matchesAny(patterns []string, id string) bool {
	for _, p := range patterns {
		if glob.Match(p, id) {
			return true
		}
	}
	return false
}

func anyOf(have, want []string) bool {
	for _, w := range want {
		if slices.Contains(have, w) {
			return true
		}
	}
	return false
}

// Print writes the report for a person: every test that did not pass (every
// test with verbose) with its diff or message, then the counts per game.
// What the engine and the vector files wrote (names, comments, messages,
// diffs) is shown escaped and bounded (internal/display).
func (r *Report) Print(w io.Writer, verbose bool) {
	name := func(s string) string { return display.Line(s, display.NameMax) }
	if r.Engine.Name != "" {
		fmt.Fprintf(w, "engine: %s %s (protocol %d)\n", name(r.Engine.Name), name(r.Engine.Version), r.Engine.Protocol)
	}
	for _, res := range r.Results {
		if res.Verdict == Pass && !verbose && !res.UnexpectedPass {
			continue
		}
		v := strings.ToUpper(string(res.Verdict))
		switch {
		case res.KnownFailing:
			v += " (known)"
		case res.UnexpectedPass:
			v = "UNEXPECTED-PASS"
		}
		fmt.Fprintf(w, "%-14s %s tcId %d %s [%s] %s\n", v, name(res.File), res.TcID, name(res.ID), name(strings.Join(res.Flags, " ")), name(res.Comment))
		if res.Verdict != Pass {
			fmt.Fprintf(w, "    clauses: %s\n", name(strings.Join(res.Clauses, " ")))
		}
		if res.Message != "" {
			msg := display.Text(res.Message, display.MessageMax)
			fmt.Fprintf(w, "    %s\n", strings.ReplaceAll(msg, "\n", "\n    "))
		}
		if res.Diff != "" {
			fmt.Fprintf(w, "    diff (-expected +engine):\n")
			for _, line := range strings.Split(strings.TrimRight(res.Diff, "\n"), "\n") {
				fmt.Fprintf(w, "    %s\n", display.Text(line, display.MessageMax))
			}
		}
	}
	by := r.ByGame()
	games := make([]string, 0, len(by))
	for g := range by {
		games = append(games, g)
	}
	sort.Strings(games)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "game\tpass\tfail\tnot-applicable\terrored\t")
	for _, g := range games {
		c := by[g]
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t\n", name(g), c.Pass, c.Fail, c.NotApplicable, c.Errored)
	}
	c := r.Counts
	fmt.Fprintf(tw, "total\t%d\t%d\t%d\t%d\t\n", c.Pass, c.Fail, c.NotApplicable, c.Errored)
	tw.Flush()
	if c.KnownFailing+c.UnexpectedPass > 0 {
		fmt.Fprintf(w, "known-failing: %d failed or errored as listed, %d passed unexpectedly (remove them from the list)\n", c.KnownFailing, c.UnexpectedPass)
	}
	if r.Result == ResultInterrupted {
		fmt.Fprintf(w, "result: interrupted (exit status %d): the errored tests were left unanswered\n", r.ExitCode)
	}
}
