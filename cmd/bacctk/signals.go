package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"sync/atomic"
	"syscall"
)

// interruption watches SIGINT and SIGTERM during a certify run
// (docs/certify.md, "Signals"). The first ends the run: the checks left are
// errored with the reason "interrupted", the reports are written and the
// exit status is 128 + the signal's number (130, 143). The second stops at
// once: the engine's process groups are killed, no report file is left, and
// the kit exits with the same status.
type interruption struct {
	sigs chan os.Signal
	done chan struct{}
	got  atomic.Int32
}

// watchSignals starts watching; now is what the second signal does before
// the kit exits.
func watchSignals(cancel context.CancelCauseFunc, stderr io.Writer, now func()) *interruption {
	in := &interruption{sigs: make(chan os.Signal, 2), done: make(chan struct{})}
	signal.Notify(in.sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		var first os.Signal
		select {
		case first = <-in.sigs:
		case <-in.done:
			return
		}
		in.got.Store(int32(signum(first)))
		fmt.Fprintf(stderr, "bacctk certify: %v: interrupted; finishing the reports (the checks left are errored); a second signal stops at once\n", first)
		cancel(fmt.Errorf("interrupted (%s)", signame(first)))
		select {
		case second := <-in.sigs:
			fmt.Fprintf(stderr, "bacctk certify: %v again: stopping now, the engine killed, no report written\n", second)
			now()
			os.Exit(128 + signum(first))
		case <-in.done:
		}
	}()
	return in
}

// signal is the number of the first signal received, 0 if none.
func (in *interruption) signal() int { return int(in.got.Load()) }

func (in *interruption) stop() {
	signal.Stop(in.sigs)
	close(in.done)
}

func signame(s os.Signal) string {
	if s == syscall.SIGTERM {
		return "SIGTERM"
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
