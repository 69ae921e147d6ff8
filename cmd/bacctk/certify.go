package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"syscall"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/certify"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/steps"
)

func init() {
	register(command{name: "certify", summary: "certify an engine against the rules: a verdict per clause per game (docs/certify.md)", run: func(args []string, stdout, stderr io.Writer) int {
		tuneKitGC()
		return runCertify(args, stdout, stderr)
	}})
}

const certifyUsage = `Usage: bacctk certify [--engine 'CMD ARGS' [--dir DIR] [--validate] [--recheck N]] [--games IDS]
                      [--report FORMAT=FILE ...] [--blob FILE] [--cases DIR]
                      [--known-failing FILE] [--seed N] [--shoes N] [--timeout D] [--deadline D]
                      [--no-features] [--no-vectors] [--no-generated] [--tags EXPR] [--run PATTERN]
                      [--exhaustive [--exhaustive-games IDS] [--exhaustive-decks N]] [--shard K/N] [--jobs N]
                      [--sign KEY [--sig FILE]] [--list] [-v]

Runs, for every game the engine claims (or those of --games), every feature
scenario, every golden vector and generated shoes against the kit's
reference, and prints a verdict per clause per game. Exit status: 0 when
everything passes (or is listed in --known-failing), 1 on any fail, errored
or unexpected pass, 2 on bad usage. See docs/certify.md.

--report FORMAT=FILE writes the report in FORMAT (text, json, junit, html,
badge, or cucumber: godog's record of the scenarios) to FILE, - for
standard output (which then carries that report instead of the text);
repeat it for more. --json FILE, --junit FILE, --cucumber FILE, --html FILE
and --badge FILE are the same as --report json=FILE and so on. --blob FILE
writes what the checks observed (JSON Lines), which 'bacctk report merge'
joins across the shards of a run and decides as one run (docs/scale.md).

Flags:`

// certifyStdinIsTerminal is overridden by tests; nil means "ask the OS".
var certifyIsTerminal func(w io.Writer) bool

func runCertify(args []string, stdout, stderr io.Writer) (code int) {
	fs := newFlags("bacctk certify", certifyUsage, stderr)
	engineCmd := fs.String("engine", "", "engine command, run without a shell and spoken to over protocol v1 (docs/protocol.md); default: the reference, in process")
	dir := fs.String("dir", "", "with --engine: the engine's working directory")
	validate := fs.Bool("validate", false, "with --engine: check every message the engine sends against the protocol's JSON Schema")
	recheck := fs.Int("recheck", 0, "with --engine: ask every Nth request twice and require the same answer (non-determinism is errored)")
	games := gamesFlag(fs, "games", "comma-separated game ids to certify, or the flag repeated (default: every game the engine claims)")
	var reports reportFlags
	fs.Var(&reports, "report", "write the report as FORMAT to FILE, - for stdout (repeatable); FORMAT: "+strings.Join(certifyFormats(), ", "))
	jsonOut := fs.String("json", "", "write the JSON report (docs/report.schema.json) to FILE: --report json=FILE")
	junitOut := fs.String("junit", "", "write JUnit XML to FILE: --report junit=FILE")
	cucumberOut := fs.String("cucumber", "", "write godog's cucumber JSON of the scenarios to FILE: --report cucumber=FILE")
	htmlOut := fs.String("html", "", "write the report as one self-contained HTML page to FILE (docs/certify.md): --report html=FILE")
	badgeOut := fs.String("badge", "", "write an SVG badge (verdict, games passed, kit version) to FILE: --report badge=FILE")
	blobOut := fs.String("blob", "", "write the run's observations to FILE as JSON Lines, for 'report merge' of shards (docs/scale.md)")
	cases := fs.String("cases", "", "write every failure to DIR as JSON, with a vector file that 'bacctk vectors verify' replays")
	knownFailing := fs.String("known-failing", "", "FILE of GAME/DOCUMENT:CLAUSE patterns and vector ids ('*' globs) known to fail; a listed row or vector that passes fails the run")
	seed := fs.Uint64("seed", 0, "seed of the generated shoes and of the scenario order (default: from the clock; printed)")
	shoes := fs.Int("shoes", certify.DefaultShoes, "generated shoes per game")
	timeout := fs.Duration("timeout", 0, "time an engine has to answer one request (default: 10s for --engine, none in process)")
	deadline := fs.Duration("deadline", time.Hour, "time limit of the whole run: what is left when it passes is errored (0: none)")
	noFeatures := fs.Bool("no-features", false, "leave the feature scenarios out")
	noVectors := fs.Bool("no-vectors", false, "leave the golden vectors out")
	noGenerated := fs.Bool("no-generated", false, "leave the generated shoes out")
	tags := fs.String("tags", "", "run only the scenarios matching this godog tag expression, e.g. '@clause:mbs-ncb-v6:3.9.4'")
	runPattern := fs.String("run", "", "run only the scenarios, vectors and properties whose names match this regular expression (docs/certify.md)")
	list := fs.Bool("list", false, "print what would run (scenarios, vectors, properties per game, with counts) and exit, without starting the engine")
	verbose := fs.Bool("v", false, "print every verdict row and every failure")
	exhaustiveOn := fs.Bool("exhaustive", false, "also walk every coup class of every game through the engine, with an exact PAR reconciliation (docs/exhaustive.md)")
	exhaustiveGames := fs.String("exhaustive-games", "", "with --exhaustive: comma-separated game ids to walk (default: every game of the run)")
	exhaustiveDecks := fs.Int("exhaustive-decks", certify.DefaultExhaustiveDecks, "with --exhaustive: the number of decks (4 to 10) the classes are weighed for")
	var readings stringList
	fs.Var(&readings, "reading", "certify under another reading of an interpretation, N=NAME (repeatable or comma-separated), e.g. 1=point-value; docs/interpretations.md lists them")
	signKey := fs.String("sign", "", "sign the --json report with this Ed25519 private key (report keygen): a DSSE envelope in FILE.sig.json or --sig (docs/certify.md)")
	sigOut := fs.String("sig", "", "with --sign: write the signature to this file")
	jobs := fs.Int("jobs", certify.DefaultJobs(), "engines asked at once: the vectors, generated shoes and exhaustive classes are shared among them; the report does not depend on it (docs/certify.md)")
	shard := fs.String("shard", "", "run shard K of N of the checks (K from 0; '/N' or '$JOB_COMPLETION_INDEX/N' takes K from $JOB_COMPLETION_INDEX); 'bacctk report merge' combines the shards (docs/scale.md)")
	packs := packFlag(fs)
	installed, code, ok := packs.parse(fs, args)
	if !ok {
		return code
	}
	fail := usageError("bacctk certify", stderr)
	if emptyEngine(fs) {
		return fail("%s", emptyEngineMessage)
	}
	if err := steps.ValidateTags(*tags); err != nil {
		return fail("%v", err)
	}
	rd, err := reference.ParseReadings(readings)
	if err != nil {
		return fail("--reading: %v", err)
	}
	if *shoes < 1 {
		return fail("--shoes must be at least 1, not %d", *shoes)
	}
	if *timeout < 0 || *deadline < 0 {
		return fail("--timeout and --deadline must not be negative")
	}
	if *engineCmd == "" && (*dir != "" || *validate || *recheck != 0) {
		return fail("--dir, --validate and --recheck need --engine")
	}
	if *recheck < 0 {
		return fail("--recheck must not be negative")
	}
	if *jobs < 1 {
		return fail("--jobs must be at least 1, not %d", *jobs)
	}
	opts := certify.Options{Kit: invokedAs(), Packs: reported(installed), Seed: *seed, Shoes: *shoes, NoFeatures: *noFeatures, NoVectors: *noVectors,
		NoGenerated: *noGenerated, Tags: *tags, Run: *runPattern, CaseDir: *cases, Deadline: *deadline, Readings: rd, Jobs: *jobs}
	if *noFeatures && *noVectors && *noGenerated && !*exhaustiveOn {
		return fail("--no-features, --no-vectors and --no-generated leave nothing to run")
	}
	if code, ok := exhaustiveFlags(&opts, *exhaustiveOn, *exhaustiveGames, *exhaustiveDecks, *shard, fail); !ok {
		return code
	}
	opts.Games = append(opts.Games, *games...)
	if _, err := regexp.Compile(*runPattern); err != nil {
		return fail("--run %q: %v", *runPattern, err)
	}
	if *list {
		l, err := certify.List(opts)
		if err != nil {
			return fail("%v", err)
		}
		l.WriteText(stdout)
		return 0
	}
	if *knownFailing != "" {
		kf, err := decide.ReadKnownFailing(*knownFailing)
		if err != nil {
			return fail("--known-failing: %v", err)
		}
		opts.KnownFailing = kf
	}
	var argv []string
	if *engineCmd != "" {
		var err error
		if argv, err = protocol.SplitCommand(*engineCmd); err != nil {
			return fail("--engine: %v", err)
		}
	}
	if *cases != "" {
		if err := checkCaseDir(*cases); err != nil {
			return fail("--cases %s: %v", *cases, err)
		}
	}
	specs := append([]outputSpec{{"json", *jsonOut, "json"}, {"junit", *junitOut, "junit"}, {"cucumber", *cucumberOut, "cucumber"},
		{"html", *htmlOut, "html"}, {"badge", *badgeOut, "badge"}, {"blob", *blobOut, blobFormat}}, reports...)
	if *cases != "" {
		opts.CaseBase = caseBase(specs)
	}
	signer, sigPath, err := signingFlags(*signKey, *sigOut, signedJSON(specs))
	if err != nil {
		return fail("%v", err)
	}
	// Open every output before the run, so that a bad path is a usage
	// error at once and not after a minute of checks.
	outs, err := openOutputs(append(specs, outputSpec{"sig", sigPath, "sig"}), stdout)
	if err != nil {
		return fail("%v", err)
	}
	defer discardOutputs(outs)
	opts.Cucumber = cucumberWriter(outs)
	var observed *decide.Observations
	opts.Observed = func(o *decide.Observations) { observed = o }
	// Bars on a terminal; in a CI log, a heartbeat line every 30 s once
	// the run has lasted a minute.
	opts.Progress, opts.ProgressTerminal = stderr, isTerminal(stderr)
	defer func() {
		if v := recover(); v != nil {
			code = internalError(stderr, v)
		}
	}()

	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	interrupted := watchSignals("bacctk certify", "finishing the reports (the checks left are errored)", cancel, stderr, outs)
	defer interrupted.stop()
	var eng adapter.Engine
	if *engineCmd == "" {
		// The lean coup path answers exactly as the reference does (fuzz's
		// tests compare them) and keeps --exhaustive in process fast.
		eng = refengine.NewFast()
		opts.Timeout = *timeout
		// The reference keeps no state: an instance per job.
		opts.StartEngine = func(context.Context) (adapter.Engine, error) { return refengine.NewFast(), nil }
	} else {
		opts.Command, opts.CommandLine, opts.Dir = argv, *engineCmd, *dir
		opts.Validate, opts.Recheck = *validate, *recheck
		opts.RequestTimeout = cmp.Or(*timeout, protocol.DefaultTimeout)
		popts := protocol.Options{Dir: *dir, Timeout: *timeout, Validate: *validate,
			RecheckEvery: *recheck, Restart: true, Kit: report.KitName + " " + report.KitVersion}
		client, err := protocol.Start(ctx, argv, popts)
		if err != nil && ctx.Err() != nil {
			// A signal during the start: the report says so, not that
			// the engine could not answer.
			opts.StartError = context.Cause(ctx)
		} else if err != nil {
			opts.StartError = err
		} else {
			eng = client
			opts.EndSession = true
			defer client.Close()
			opts.StartEngine = func(ctx context.Context) (adapter.Engine, error) {
				// protocol.KillAll reaches it on a second signal
				return protocol.Start(ctx, argv, popts)
			}
		}
	}
	if opts.Seed == 0 {
		opts.Seed = uint64(time.Now().UnixNano())
	}
	fmt.Fprintf(stderr, "bacctk certify: seed %d\n", opts.Seed)
	rep, err := certify.Run(ctx, eng, opts)
	if err != nil {
		if rep == nil {
			return fail("%v", err)
		}
		fmt.Fprintf(stderr, "bacctk certify: %s\n", display.Text(err.Error(), display.MessageMax))
	}
	// The status is settled once, so that the reports and the exit
	// status agree: a signal after this point finds the run done.
	if setupError(opts.StartError) && rep.Summary.ExitCode == 1 {
		rep.Summary.ExitCode = 2
		rep.Summary.Amend(rep.Headline(), "; exit 2: the engine command could not be run (a setup error, not the engine's)")
	}
	if err != nil {
		// The run is judged, but its --cases files could not all be
		// written: an output error, as a report that could not be.
		rep.Summary.ExitCode = 2
	}
	if sig := interrupted.signal(); sig != 0 {
		rep.Interrupt(signame(syscall.Signal(sig)), 128+sig)
	}
	if !toStdout(outs) {
		rep.WriteText(stdout, *verbose)
	}
	code = rep.Summary.ExitCode
	writers := reportWriters(rep, report.Options{Verbose: *verbose})
	writers[blobFormat] = func(w io.Writer) error { return writeBlob(w, observed) }
	if signer != nil {
		signedWriters(writers, rep, signer, signedJSON(specs))
	}
	for _, o := range outs {
		if err := o.commit(writers[o.format]); err != nil {
			fmt.Fprintf(stderr, "bacctk certify: %v\n", err)
			code = 2
		}
	}
	return code
}

// checkCaseDir makes the --cases folder and checks that a file can be
// written in it, before the run rather than after it.
func checkCaseDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".bacctk-check-*")
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}

// isTerminal reports whether w is a terminal, where a progress line that
// rewrites itself is welcome; in a pipe or a CI log it is noise.
func isTerminal(w io.Writer) bool {
	if certifyIsTerminal != nil {
		return certifyIsTerminal(w)
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// setupError reports whether the engine command could not be run at all
// (its executable not found or not executable, its folder missing): exit
// 2, as for a usage error, where 1 would say the engine failed the rules.
func setupError(err error) bool {
	e := protocol.AsEngineError(err)
	return e != nil && e.Kind == protocol.KindStart
}
