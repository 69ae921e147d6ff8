package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"syscall"
)

// stopSignals are the signals that stop a command that runs an engine or
// writes reports (docs/certify.md, "Signals"). SIGHUP (a closed terminal,
// a dropped ssh session) and SIGQUIT (Ctrl-\) are among them: left to
// their defaults they killed the kit at once (SIGQUIT after a dump of its
// goroutines), a hung engine kept running and temporary files were left
// beside the reports.
var stopSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT}

// interruption watches stopSignals during a command (certify, vectors
// verify). The first ends the run: what is left is errored with the reason
// "interrupted (SIGNAME)", the reports are written and the exit status is
// 128 + the signal's number (129, 130, 131, 143). The second stops at
// once: the engine's process groups are killed, no report file is left,
// and the kit exits with the same status.
type interruption struct {
	sigs chan os.Signal
	done chan struct{}
	got  atomic.Int32

	// kills kill the engines' process groups, once started (one per
	// engine: --jobs starts several); the second signal calls them from
	// the watching goroutine.
	mu    sync.Mutex
	kills []func()
	outs  []*output
}

// watchSignals starts watching for the command name ("bacctk certify");
// left says what the first signal leaves to do; the second discards outs.
// It is called before the engine starts, so that a signal during its
// start stops it too (engineStarted).
func watchSignals(name, left string, cancel context.CancelCauseFunc, stderr io.Writer, outs []*output) *interruption {
	in := &interruption{sigs: make(chan os.Signal, 2), done: make(chan struct{}), outs: outs}
	signal.Notify(in.sigs, stopSignals...)
	go func() {
		var first os.Signal
		select {
		case first = <-in.sigs:
		case <-in.done:
			return
		}
		in.got.Store(int32(signum(first)))
		fmt.Fprintf(stderr, "%s: %v: interrupted; %s; a second signal stops at once\n", name, first, left)
		cancel(fmt.Errorf("interrupted (%s)", signame(first)))
		select {
		case second := <-in.sigs:
			fmt.Fprintf(stderr, "%s: %v again: stopping now, the engine killed, no report written\n", name, second)
			in.now()
			os.Exit(128 + signum(first))
		case <-in.done:
		}
	}()
	return in
}

// engineStarted gives the watcher the way to kill an engine it started.
func (in *interruption) engineStarted(kill func()) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.kills = append(in.kills, kill)
}

// now is what the second signal does before the kit exits.
func (in *interruption) now() {
	in.mu.Lock()
	kills := in.kills
	in.mu.Unlock()
	for _, k := range kills {
		k()
	}
	discardOutputs(in.outs)
}

// signal is the number of the first signal received, 0 if none.
func (in *interruption) signal() int { return int(in.got.Load()) }

func (in *interruption) stop() {
	signal.Stop(in.sigs)
	close(in.done)
}

// signame is the name the reports give a signal.
func signame(s os.Signal) string {
	switch s {
	case syscall.SIGTERM:
		return "SIGTERM"
	case syscall.SIGHUP:
		return "SIGHUP"
	case syscall.SIGQUIT:
		return "SIGQUIT"
	}
	return "SIGINT"
}

func signum(s os.Signal) int {
	if n, ok := s.(syscall.Signal); ok {
		return int(n)
	}
	return 2
}

// internalError turns a panic of the kit (a bug, never the engine's
// doing) into exit status 2 with the stack in a file, so that no report
// is presented as done (the deferred discardOutputs removes them).
func internalError(stderr io.Writer, v any) int {
	stack := fmt.Sprintf("bacctk certify: internal error: %v\n\n%s", v, debug.Stack())
	where := "(the stack could not be written to a file)"
	if f, err := os.CreateTemp("", "bacctk-crash-*.txt"); err == nil {
		f.WriteString(stack)
		f.Close()
		where = f.Name()
	}
	fmt.Fprintf(stderr, "bacctk certify: internal error (a bug in the kit, please report it): %v; the stack is in %s; no report was written\n", v, where)
	return 2
}
