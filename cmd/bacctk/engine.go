package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/internal/display"
)

func init() {
	register(command{name: "engine", summary: "run the reference engine on stdin/stdout, speaking the engine protocol (docs/protocol.md)", run: runEngine})
}

// engineStdin is the engine's input; tests replace it.
var engineStdin io.Reader = os.Stdin

// runEngine serves protocol v1 with the reference engine, so that the
// protocol path is tested end to end (certify --engine 'bacctk engine') and
// vendors have a live example to talk to.
const engineUsage = `Usage: bacctk engine [--independent] [--defect NAME ...] [--list-defects]

Serves the reference engine with protocol v1 (JSON Lines: requests on stdin,
responses on stdout) until bye or the end of input. See docs/protocol.md.

With --defect it serves the independent engine with planted defects, to see
what certify reports about a faulty engine, e.g.
  bacctk certify --engine 'bacctk engine --defect tie-loses-player-banker'`

func runEngine(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk engine", engineUsage, stderr)
	indep := fs.Bool("independent", false, "serve the kit's independent second engine instead of the reference")
	var defects stringList
	fs.Var(&defects, "defect", "serve the independent engine with this planted defect switched on (repeat for more; --list-defects lists them)")
	list := fs.Bool("list-defects", false, "list the planted defects and the clauses that should catch each, then exit")
	packs := packFlag(fs)
	if err := parseFlags(fs, args); err != nil {
		return flagsStatus(err)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "bacctk engine: unexpected argument %q (the engine takes no arguments; requests come on stdin)\n", fs.Arg(0))
		return 2
	}
	installed, err := packs.install()
	if err != nil {
		return usageError("bacctk engine", stderr)("%v", err)
	}
	if *list {
		for _, d := range independent.Defects() {
			fmt.Fprintf(stdout, "%s\n    %s\n    games: %v\n    clauses: %v\n", d.Name, d.Description, d.Games, d.Clauses)
		}
		// Rare defects: only 'bacctk certify --exhaustive' is sure to
		// catch them (docs/exhaustive.md).
		for _, d := range independent.RareDefects() {
			fmt.Fprintf(stdout, "%s (rare: caught for sure only by certify --exhaustive)\n    %s\n    games: %v\n    clauses: %v\n", d.Name, d.Description, d.Games, d.Clauses)
		}
		for _, d := range independent.PackDefects() {
			fmt.Fprintf(stdout, "%s (of a rules pack's games: with --pack)\n    %s\n    events: %v\n", d.Name, d.Description, d.Events)
		}
		return 0
	}
	// The lean reference: it answers exactly as refengine.New() does
	// (TestFastReferenceAnswersAsReference), at a third of the cost a coup.
	var eng adapter.Engine = refengine.NewFast()
	if *indep || len(defects) > 0 {
		// The packs' games too, read by the independent engine's own
		// reader of game files.
		ind, err := independent.NewWithGames(gameFiles(installed), defects...)
		if err != nil {
			fmt.Fprintf(stderr, "bacctk engine: %v (run 'bacctk engine --list-defects')\n", err)
			return 2
		}
		eng = ind
	}
	protocol.TuneEngineGC()
	if path := os.Getenv(engineProfileEnv); path != "" {
		// The kit runs the engine as a child, with no flags of the kit's
		// choosing: the environment is the one way to profile the engine
		// side of the protocol path (docs/certify.md "Speed").
		stop, err := startCPUProfile(path, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "bacctk engine: %s: %v\n", engineProfileEnv, err)
			return 1
		}
		defer stop()
	}
	sig, err := serveUntilSignal(eng, stdout)
	if sig != nil {
		fmt.Fprintf(stderr, "bacctk engine: %v: stopped\n", sig)
		return 128 + signum(sig)
	}
	if err != nil {
		// The error may quote what the kit under test sent: shown
		// escaped.
		fmt.Fprintf(stderr, "bacctk engine: %s\n", display.Text(err.Error(), display.MessageMax))
		return 1
	}
	return 0
}

// serveUntilSignal serves until bye, the end of input or one of
// stopSignals, whichever comes first. A signal ends the engine at once,
// with no goroutine dump (SIGQUIT's default) and its CPU profile written:
// a kit that stops its engine, a supervisor or a person at a terminal
// must not wait for a request that never comes, since the read of stdin
// cannot be cut short.
func serveUntilSignal(eng adapter.Engine, stdout io.Writer) (os.Signal, error) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, stopSignals...)
	defer signal.Stop(sigs)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	served := make(chan error, 1)
	go func() { served <- protocol.Serve(ctx, eng, engineStdin, stdout) }()
	select {
	case err := <-served:
		return nil, err
	case sig := <-sigs:
		return sig, nil
	}
}

// stringList collects a repeated string flag.
type stringList []string

func (l *stringList) String() string { return fmt.Sprint(*l) }

func (l *stringList) Set(v string) error {
	*l = append(*l, v)
	return nil
}
