package certify

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
	"github.com/bacctk/bacctk/steps"
)

// DefaultShoes is the number of generated shoes per game when
// Options.Shoes is 0: fuzz.DefaultShoes, sized so that a run against the
// reference, every game, stays well under a minute (docs/certify.md has
// the figures).
const DefaultShoes = fuzz.DefaultShoes

// DefaultMaxFailures bounds the failures a report lists in full.
const DefaultMaxFailures = decide.DefaultMaxFailures

// Options set a certification run. The zero value runs every check on every
// game the engine claims, with a seed drawn from the clock.
type Options struct {
	// Command is the engine command, for the report and for replay
	// commands; nil for an engine in process. CommandLine is the same as
	// the user typed it (--engine).
	Command     []string
	CommandLine string
	Dir         string
	// Kit is how the replay commands name the kit: the path it was
	// invoked by (./bacctk), "bacctk" when empty.
	Kit string
	// Packs are the rules packs installed for the run (--pack; package
	// pack), as the report names them.
	Packs []report.Pack
	// StartError, with a nil engine, says why the engine could not be
	// started: the run then reports every verdict errored.
	StartError error

	// Games limits the run to these game ids; a requested game the engine
	// does not claim is reported not applicable. Empty: every game the
	// engine claims.
	Games []string
	// Seed drives the generated shoes and the scenario order; 0 draws one
	// from the clock. The report and the summary line print it.
	Seed uint64
	// Shoes is the number of generated shoes per game (DefaultShoes if 0).
	Shoes int
	// Exhaustive walks every coup class of the games of ExhaustiveGames
	// (empty: every game of the run) through the engine, weighted for a
	// shoe of ExhaustiveDecks decks (DefaultExhaustiveDecks if 0):
	// docs/exhaustive.md.
	Exhaustive      bool
	ExhaustiveGames []string
	ExhaustiveDecks int
	// Shard selects part of the run's checks (docs/scale.md); the zero
	// value is the whole run.
	Shard shard.Shard
	// NoFeatures, NoVectors and NoGenerated leave a kind of check out.
	NoFeatures, NoVectors, NoGenerated bool
	// Tags, if set, runs only the scenarios matching this godog tag
	// expression (e.g. "@clause:mbs-ncb-v6:3.9.4").
	Tags string
	// Run, if set, is a regular expression selecting scenarios, vectors
	// and properties by name (`--run`; selection.go says what each kind
	// is matched against). A kind with nothing matching is left out.
	Run string
	// Concurrency is how many scenarios run at once (1 if 0). The order
	// of engine calls, and so a crash's place, is reproducible only at 1.
	Concurrency int
	// Jobs is how many engines the run asks at once (`--jobs`; 1 if 0):
	// the engine given to Run and up to Jobs-1 more from StartEngine,
	// each of which must say the same hello. The vectors, the generated
	// shoes and the exhaustive walk are shared among them; the scenarios
	// and the offers stay on the first. The report does not depend on
	// Jobs (certify/jobs.go), so long as the engines answer alike.
	Jobs int
	// StartEngine starts one more engine like the one given to Run, for
	// Jobs; the run ends it. nil: the run has one engine.
	StartEngine func(context.Context) (adapter.Engine, error)

	// KnownFailing is the vendor's list of known failures (nil: none).
	KnownFailing *decide.KnownFailing

	// Readings is the reading of the rules to certify under (`--reading`;
	// docs/interpretations.md "Readings"); the zero value is the kit's.
	// The vectors' coup and shoe results and the generated shoes are
	// judged by the reference under it; the scenarios of an
	// interpretation read otherwise are not run (they assert the kit's
	// reading), and RunInfo.Readings says so.
	Readings reference.Readings

	// Cucumber, if set, receives godog's cucumber JSON of the scenarios.
	Cucumber io.Writer
	// CaseDir, if set, receives each failure as a JSON file, and as a
	// one-test vector file that `bacctk vectors verify` replays when the
	// failure has one. CaseBase, if set, is the folder the report is
	// written to: the report records those files relative to it.
	CaseDir  string
	CaseBase string
	// Progress, if set, receives the run's progress: with
	// ProgressTerminal, a bar per phase rewritten in place; else a
	// heartbeat line every 30 s once the run has lasted a minute
	// (progress.go).
	Progress         io.Writer
	ProgressTerminal bool

	// Timeout bounds each call to an engine in process (a protocol
	// client has its own per-request time-out); 0: none.
	Timeout time.Duration
	// RequestTimeout is the protocol client's time per request
	// (--timeout with --engine), which the reports name when a request
	// exceeds it.
	RequestTimeout time.Duration
	// Validate and Recheck are the protocol client's checks (--validate:
	// every answer against the protocol's schema; --recheck N: every Nth
	// request asked twice), which the client makes; the report records
	// them with the run's settings.
	Validate bool
	Recheck  int
	// GiveUpAfter is how many engine calls in a row may fail as a whole
	// before the run stops asking the engine (DefaultGiveUpAfter if 0).
	GiveUpAfter int
	// MinimizeBudget bounds the engine calls spent shrinking one
	// generated failure (fuzz.Config.MinimizeBudget).
	MinimizeBudget int
	// MaxFailures bounds the failures listed in full (DefaultMaxFailures
	// if 0).
	MaxFailures int
	// Deadline bounds the whole run (0: none). When it passes, the checks
	// still to make are errored ("deadline reached (--deadline D)") and the
	// report is finished: a slow engine cannot keep a CI job forever.
	Deadline time.Duration
	// EndSession: Run ends the engine's session itself (bye, then the
	// engine must exit with status 0: its Close), before the verdicts, so
	// that an engine that fails at the end of its session fails the run
	// (docs/protocol.md, "bye"; docs/certify.md, "End of session").
	EndSession bool

	// godogFormat, when set, runs the scenarios through godog with that
	// formatter writing nowhere, as with Cucumber but without the cost of
	// the cucumber report: for the test that holds the thin runner to
	// godog (certify/features_test.go).
	godogFormat string
	// Observed, if set, receives the run's observations before they are
	// decided (--blob writes them; docs/scale.md).
	Observed func(*decide.Observations)

	// afterChecks, when set, is called once the checks before the
	// exhaustive walk have run and before any is recorded: for the test
	// that holds the collector to asking the engine nothing.
	afterChecks func()
}

// Run certifies eng: for the games it claims (or those of opts.Games), every
// feature scenario through the steps, every golden vector, and generated
// shoes against the reference; then a verdict per clause per game. It
// always returns a finished report, whatever the engine does: a crash, a
// hang or garbage makes the checks concerned errored and the run goes on.
// The error is for options the run cannot start with (an unknown game id, a
// nil engine without StartError).
func Run(ctx context.Context, eng adapter.Engine, opts Options) (*report.Report, error) {
	started := time.Now()
	for _, g := range opts.Games {
		if _, err := reference.LookupGame(reference.GameID(g)); err != nil {
			return nil, fmt.Errorf("--games: %v", err)
		}
	}
	if err := steps.ValidateTags(opts.Tags); err != nil {
		return nil, err
	}
	if eng == nil && opts.StartError == nil {
		return nil, errors.New("certify: no engine")
	}
	runRE, err := compileRun(opts.Run)
	if err != nil {
		return nil, err
	}
	if opts.Seed == 0 {
		opts.Seed = uint64(time.Now().UnixNano())
	}
	if opts.Shoes <= 0 {
		opts.Shoes = DefaultShoes
	}
	if opts.MaxFailures <= 0 {
		opts.MaxFailures = DefaultMaxFailures
	}
	rep := &report.Report{
		Format:          report.Format,
		Kit:             kitInfo(),
		Documents:       decide.Documents(),
		Interpretations: decide.Interpretations(),
		Run: report.RunInfo{
			Seed:          strconv.FormatUint(opts.Seed, 10),
			ScenarioOrder: strconv.FormatInt(scenarioOrder(opts.Seed), 10),
			Shoes:         opts.Shoes,
			Requested:     append([]string{}, opts.Games...),
			Packs:         opts.Packs,
			Parts:         report.Parts{Features: !opts.NoFeatures, Vectors: !opts.NoVectors, Generated: !opts.NoGenerated, Exhaustive: opts.Exhaustive},
			Shard:         opts.Shard.String(),
			Tags:          opts.Tags,
			Select:        opts.Run,
			Readings:      opts.Readings.Names(),
			StartedAt:     started.UTC().Truncate(time.Millisecond),
		},
		Causes:         []report.Cause{},
		Failures:       []report.Failure{},
		EngineFailures: []report.EngineFailure{},
	}
	rep.Engine = report.Engine{Command: opts.Command, Dir: opts.Dir, InProcess: opts.Command == nil, Games: []string{}, Capabilities: []string{}}
	recordSettings(rep, opts)

	if opts.Deadline > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, opts.Deadline, errDeadline{opts.Deadline})
		defer cancel()
	}
	startErr := opts.StartError
	var hello adapter.Hello
	if startErr == nil {
		h, err := helloWithin(ctx, eng, opts.Timeout)
		if err != nil {
			startErr = fmt.Errorf("hello: %w", err)
		} else {
			hello = h
		}
	}
	if startErr != nil {
		rep.Engine.StartError = startErr.Error()
	} else {
		rep.Engine.Name, rep.Engine.Version, rep.Engine.Protocol = hello.Name, hello.Version, hello.Protocol
		rep.Engine.Games = append(rep.Engine.Games, hello.Games...)
		rep.Engine.Capabilities = append(rep.Engine.Capabilities, hello.Capabilities...)
		// The readings the engine declares are taken where the run chose
		// none of the same interpretation.
		declared, err := reference.ParseReadings(hello.Readings)
		if err != nil {
			startErr = fmt.Errorf("hello: readings: %w", err)
			rep.Engine.StartError = startErr.Error()
		}
		opts.Readings = mergeReadings(opts.Readings, declared)
	}
	decide.ReadingInterpretations(rep.Interpretations, opts.Readings)
	rep.Run.Readings = opts.Readings.Names()

	var byeErr error
	games, selected := chooseGames(opts.Games, hello, startErr != nil)
	obs := &decide.Observations{}
	if startErr == nil && len(selected) > 0 {
		run := hello
		run.Games = selected
		g := newGuard(eng, run, opts.GiveUpAfter, opts.Timeout)
		g.wordTimeout = cmp.Or(opts.Timeout, opts.RequestTimeout)
		if opts.NoVectors && opts.NoGenerated && !opts.Exhaustive {
			opts.Jobs = 1 // nothing to share
		}
		p := newPool(ctx, g, hello, opts)
		defer p.end(false, false) // on the early returns; ending twice is harmless
		// Every check runs first and keeps what it observed; the decision
		// then reads the observations without asking the engine anything.
		obs.Offers = checkOffers(ctx, g, run, selected)
		prog := newProgress(opts.Progress, opts.ProgressTerminal)
		defer prog.done() // on the early returns; done twice is harmless
		if !opts.NoFeatures {
			t0 := time.Now()
			fo := opts
			fo.Tags = readingTags(opts.Tags, opts.Readings)
			res, err := runFeatures(ctx, g, run, fo, prog)
			rep.Run.Timings.FeaturesMs = time.Since(t0).Milliseconds()
			if err != nil {
				return nil, err
			}
			obs.Scenarios = res
			prog.finish(int64(len(res)))
		}
		if !opts.NoVectors {
			prog.phase("vectors", "vectors", vectorTotal(selected, runRE))
			base := p.asked()
			prog.followCount(func() int64 { return p.asked() - base })
			t0 := time.Now()
			obs.Vectors, obs.TableLacks, err = checkVectors(ctx, p, selected, opts)
			if err != nil {
				return nil, err
			}
			prog.finish(int64(len(obs.Vectors)))
			rep.Run.Timings.VectorsMs = time.Since(t0).Milliseconds()
		}
		if !opts.NoGenerated && len(selectedProperties(runRE)) > 0 {
			t0 := time.Now()
			obs.Generated = checkGenerated(ctx, p.engines(), selected, obs.Offers, opts, runRE, prog)
			rep.Run.Timings.GeneratedMs = time.Since(t0).Milliseconds()
		}
		if opts.afterChecks != nil {
			opts.afterChecks()
		}
		if opts.Exhaustive {
			t0 := time.Now()
			obs.Exhaustive = checkExhaustive(ctx, p.engines(), selected, opts, prog)
			rep.Run.Timings.ExhaustiveMs = time.Since(t0).Milliseconds()
		}
		// Before the decision: the causes of errored checks say it.
		rep.Run.Stopped = stopped(ctx, g)
		prog.done()
		rep.Engine.Restarts = p.restarts()
		cutShort := ctx.Err() != nil
		if opts.EndSession {
			byeErr = endSession(eng, g, cutShort)
		}
		if err := p.end(opts.EndSession, cutShort); byeErr == nil {
			byeErr = err
		}
		rep.EngineFailures, rep.EngineFailuresTotal = p.failures()
		if se, ok := eng.(interface{ Stderr() string }); ok {
			rep.Engine.Stderr = se.Stderr()
		}
	}
	rep.Run.DurationMs = time.Since(started).Milliseconds()
	obs.Facts = decide.RunFacts{Kit: rep.Kit, Engine: rep.Engine, Run: rep.Run, Hello: hello, Games: games, Selected: selected,
		MaxFailures: opts.MaxFailures, EngineFailures: rep.EngineFailures, EngineFailuresTotal: rep.EngineFailuresTotal}
	if byeErr != nil {
		obs.Facts.SessionError = byeErr.Error()
	}
	if obs.Facts.Untested, err = untestedClauses(); err != nil {
		return nil, err
	}
	if opts.Observed != nil {
		opts.Observed(obs)
	}
	d, err := decide.DecideCases(obs, opts.KnownFailing)
	if err != nil {
		return nil, err
	}
	rep = d.Report
	if opts.CaseDir != "" {
		if err := writeCases(rep, opts, d.Cases); err != nil {
			return rep, err
		}
	}
	decide.FinishReplays(rep, opts.Kit, opts.CommandLine)
	return rep, nil
}

// helloWithin asks the engine's hello, bounded by timeout for an engine in
// process that might never answer.
func helloWithin(ctx context.Context, eng adapter.Engine, timeout time.Duration) (adapter.Hello, error) {
	if timeout <= 0 {
		return eng.Hello(ctx)
	}
	g := newGuard(eng, adapter.Hello{}, 1, timeout)
	return call(g, ctx, "hello", 1, func(ctx context.Context) (adapter.Hello, error) { return eng.Hello(ctx) })
}

// chooseGames returns the games the report covers, in order, and those the
// run checks: requested (or claimed) games that the engine claims and the
// kit knows.
func chooseGames(requested []string, hello adapter.Hello, noEngine bool) (games, selected []string) {
	seen := map[string]bool{}
	add := func(g string) {
		if !seen[g] {
			seen[g] = true
			games = append(games, g)
		}
	}
	switch {
	case len(requested) > 0:
		for _, g := range requested {
			add(g)
		}
	case noEngine:
		for _, g := range reference.Games() {
			add(string(g.ID))
		}
	default:
		for _, g := range hello.Games {
			add(g)
		}
	}
	if noEngine {
		return games, nil
	}
	for _, g := range games {
		if _, err := reference.LookupGame(reference.GameID(g)); err == nil && hello.Supports(g) {
			selected = append(selected, g)
		}
	}
	return games, selected
}

// scenarioOrder derives godog's shuffle seed from the run's seed: positive,
// never 0 (no shuffle) nor -1 (godog draws its own).
func scenarioOrder(seed uint64) int64 {
	s := int64(fuzz.Mix(seed, 0x6f72646572) >> 1)
	if s == 0 {
		s = 1
	}
	return s
}
