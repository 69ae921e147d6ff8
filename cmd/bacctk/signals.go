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
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/internal/outfile"
)

// stopSignals are the signals that stop a command that runs an engine or
// writes reports (docs/certify.md, "Signals and exit codes"). SIGHUP (a closed terminal,
// a dropped ssh session) and SIGQUIT (Ctrl-\) are among them: left to
// their defaults they killed the kit at once (SIGQUIT after a dump of its
// goroutines), a hung engine kept running and temporary files were left
// beside the reports.
var stopSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT}

// sameDelivery is how long after the "finishing" message signals still
// count as the first: a terminal's Ctrl-C goes to the whole foreground
// process group, and a wrapper in that group (make, a shell script, a CI
// runner) that passes it on makes one keypress two deliveries a few
// milliseconds apart. A second signal that counts is one sent after the
// person (or the supervisor) saw the message.
const sameDelivery = 250 * time.Millisecond

// interruption watches stopSignals during a command (certify, vectors
// verify, report merge). The first ends the run: what is left is errored
// with the reason "interrupted (SIGNAME)", the reports are written and the
// exit status is 128 + the signal's number (129, 130, 131, 143). The
// second, once the first's message is out and sameDelivery has passed,
// stops at once: the engine's process groups are killed, no report file
// or temporary is left, and the kit exits with the same status.
type interruption struct {
	sigs chan os.Signal
	done chan struct{}
	got  atomic.Int32
	outs []*output
}

// watchSignals starts watching for the command name ("bacctk certify");
// left says what the first signal leaves to do; cancel (if not nil) ends
// the run's context with the reason; the second signal discards outs and
// every temporary file of internal/outfile. It is called before the engine
// starts, so that a signal during its start stops it too.
func watchSignals(name, left string, cancel context.CancelCauseFunc, stderr io.Writer, outs []*output) *interruption {
	in := &interruption{sigs: make(chan os.Signal, 4), done: make(chan struct{}), outs: outs}
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
		if cancel != nil {
			cancel(fmt.Errorf("interrupted (%s)", signame(first)))
		}
		if !in.sameDelivery() {
			return
		}
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

// sameDelivery drops the signals that arrive before the first's message
// is sameDelivery old; false if the command ended meanwhile.
func (in *interruption) sameDelivery() bool {
	t := time.NewTimer(sameDelivery)
	defer t.Stop()
	for {
		select {
		case <-in.sigs:
		case <-t.C:
			return true
		case <-in.done:
			return false
		}
	}
}

// signalSafe wraps a command that runs no engine (report merge): a first
// signal lets it finish its reports and makes its exit status 128 + the
// signal's number (a usage error keeps 2); a second removes the files it
// has not finished and exits at once.
func signalSafe(name, left string, run func([]string, io.Writer, io.Writer) int) func([]string, io.Writer, io.Writer) int {
	return func(args []string, stdout, stderr io.Writer) int {
		in := watchSignals(name, left, nil, stderr, nil)
		defer in.stop()
		code := run(args, stdout, stderr)
		return in.exitCode(code)
	}
}

// exitCode is the command's status after the run: 128 + the first
// signal's number if one came, unless the command failed on its own
// account (2: usage, or a report that could not be written).
func (in *interruption) exitCode(code int) int {
	if sig := in.signal(); sig != 0 && code != 2 {
		return 128 + sig
	}
	return code
}

// now is what the second signal does before the kit exits: every engine
// the kit started, even one still starting, is killed with its process
// group and whatever holds its pipes, and no report or temporary file is
// left.
func (in *interruption) now() {
	protocol.KillAll()
	discardOutputs(in.outs)
	outfile.RemoveTemporaries()
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

// unstarted stands for an engine whose start a signal cut short: every
// call fails with the run's reason, so that the report is still written,
// each test errored "interrupted (SIGNAME)".
type unstarted struct{ err error }

func (u unstarted) Hello(context.Context) (adapter.Hello, error) { return adapter.Hello{}, u.err }
func (u unstarted) Coup(context.Context, adapter.CoupRequest) (adapter.CoupResult, error) {
	return adapter.CoupResult{}, u.err
}
func (u unstarted) Coups(context.Context, []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	return nil, u.err
}
func (u unstarted) Shoe(context.Context, adapter.ShoeRequest) (adapter.ShoeResult, error) {
	return adapter.ShoeResult{}, u.err
}
func (u unstarted) Close() error { return nil }
