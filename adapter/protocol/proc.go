package protocol

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"time"
)

// proc is one running engine process: its pipes and the goroutine that
// waits for its exit. The kit reads its stdout in the calling goroutine
// (nextLine), under a read deadline: a reader goroutine handing each line
// over a channel cost two more thread wake-ups a round trip, which on a
// 2-core machine was half of what a request costs the kit.
type proc struct {
	cmd   *exec.Cmd
	stdin *os.File  // the kit's end: non-blocking, so writes take deadlines
	in    io.Writer // stdin, written with raw system calls (rawpipe_linux.go)
	// inCap is how many bytes the engine's stdin pipe holds.
	inCap  int
	stdout *os.File // the kit's end: non-blocking, so reads take deadlines
	br     *bufio.Reader
	// part holds the start of a line whose reading was cut short (a
	// context ended): the next read goes on from it.
	part   []byte
	stderr *ring
	// errPipe is the kit's end of the engine's stderr; errDone is closed
	// when its copy to stderr ends.
	errPipe *os.File
	errDone chan struct{}
	// pipes name the engine's stdout and stderr pipes (pipeIDs), for
	// stop's killHolders.
	pipes []string
	// free holds line buffers the client is done with (Client.endCall):
	// the answers are most of what the kit allocates through the
	// protocol, some 150 MB a certify run.
	free [][]byte
	done chan struct{} // closed when the process has exited and been reaped
}

// minPipe is the least a pipe holds where the kit runs (PIPE_BUF).
const minPipe = 4096

// errTooLong marks a response line over Options.MaxLine.
var errTooLong = errors.New("response line too long")

// startProc starts argv with its own pipes, in its own process group.
func startProc(argv []string, o *Options) (*proc, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = o.Dir
	if len(o.Env) > 0 {
		cmd.Env = append(os.Environ(), o.Env...)
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	// stderr is a pipe of the kit's own, copied by a goroutine of the
	// kit's own: cmd.Wait then returns when the engine exits, even if a
	// grandchild keeps the pipe open, so "done" means the engine exited.
	errR, errW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		return nil, err
	}
	p := &proc{cmd: cmd, stdin: inW, stdout: outR, br: bufio.NewReaderSize(newRawPipe(outR), 64<<10), in: newRawPipe(inW), inCap: growPipe(inW), stderr: newRing(o.StderrTail, o.Stderr), errPipe: errR,
		done: make(chan struct{}), errDone: make(chan struct{})}
	growPipe(outR)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	isolate(cmd)
	err = cmd.Start()
	// The child has its own copies of its ends (or never will).
	inR.Close()
	outW.Close()
	errW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		errR.Close()
		return nil, err
	}
	// Not stdin's: stop closes the kit's end of it first, and a closed
	// pipe's number can be another engine's new pipe by the time
	// killHolders looks (an engine of --jobs, a restart, a parallel
	// test's), which it would kill. stdout and stderr stay open until
	// killHolders has run, and a child that kept the engine's stdin alone
	// holds nothing of the kit's.
	p.pipes = pipeIDs(outR, errR)
	p.track()
	go func() {
		io.Copy(p.stderr, errR)
		close(p.errDone)
	}()
	grace := o.Grace
	go func() {
		cmd.Wait()
		close(p.done)
		// The engine's last lines may still be in the pipe; after them a
		// read waits at most grace more, for a grandchild may hold the
		// pipe open (readLine).
		outR.SetReadDeadline(time.Now().Add(grace))
	}()
	return p, nil
}

// nextLine reads the next line of the engine's stdout, without its end of
// line, into a buffer of its own (valid until Client.endCall recycles it).
// A line over maxLine bytes is errTooLong, with the start of it. A read cut
// short by the deadline keeps what it read for the next call; a last line
// without an end of line is a line, then io.EOF.
func (p *proc) nextLine(maxLine int) ([]byte, error) {
	for {
		b, err := p.br.ReadSlice('\n')
		if err == nil && len(p.part) == 0 {
			if len(b) > maxLine+2 && len(trimEOL(b)) > maxLine {
				return append([]byte(nil), b...), errTooLong
			}
			return trimEOL(append(p.buffer(len(b)), b...)), nil
		}
		p.part = append(p.part, b...)
		if len(p.part) > maxLine+2 && len(trimEOL(p.part)) > maxLine {
			return p.part, errTooLong
		}
		switch {
		case err == nil, err == io.EOF && len(p.part) > 0:
			line := trimEOL(append(p.buffer(len(p.part)), p.part...))
			p.part = p.part[:0]
			return line, nil
		case err == bufio.ErrBufferFull:
			continue
		}
		return nil, err
	}
}

// buffer returns an empty line buffer with room for n bytes: a recycled
// one if there is one.
func (p *proc) buffer(n int) []byte {
	for len(p.free) > 0 {
		b := p.free[len(p.free)-1]
		p.free = p.free[:len(p.free)-1]
		if cap(b) >= n {
			return b[:0]
		}
	}
	// Room for the answers that follow too, so that the recycled buffers
	// soon fit any of them.
	return make([]byte, 0, max(n+n/2, 64<<10))
}

// maxRecycled bounds the line buffers kept for reuse: a rare huge answer
// is left to the collector rather than held for the session.
const maxRecycled = 1 << 20

// maxFree bounds how many line buffers are kept for reuse.
const maxFree = 16

// recycle hands back line buffers nothing refers to any more.
func (p *proc) recycle(lines [][]byte) {
	for _, b := range lines {
		if cap(b) > maxRecycled || len(p.free) >= maxFree {
			continue
		}
		p.free = append(p.free, b)
	}
}

// exited waits up to d for the process to exit and reports whether it has.
func (p *proc) exited(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-p.done:
		return true
	case <-t.C:
		return false
	}
}

// exitedNow reports whether the process has exited.
func (p *proc) exitedNow() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// status describes how the process ended ("exit status 3", "signal:
// segmentation fault"); call it after done.
func (p *proc) status() string {
	select {
	case <-p.done:
		return p.cmd.ProcessState.String()
	default:
		return "still running"
	}
}

// exitCode returns the exit code once the process has exited (-1 when a
// signal ended it), and false while it runs.
func (p *proc) exitCode() (int, bool) {
	select {
	case <-p.done:
		return p.cmd.ProcessState.ExitCode(), true
	default:
		return 0, false
	}
}

// stop ends the process group: SIGTERM, up to grace for the engine to
// exit, then SIGKILL to the whole group (whatever the engine started and
// left behind goes too) and to any process that left it but holds one of
// the engine's pipes; it closes the pipes and reaps the process, so that
// nothing is left running or as a zombie. A process in uninterruptible
// sleep can outlast SIGKILL: the waiting goroutine still reaps it later.
func (p *proc) stop(grace time.Duration) {
	p.stdin.Close()
	signalGroup(p.cmd, false)
	p.exited(grace)
	signalGroup(p.cmd, true)
	// A child that left the group but kept a pipe is the engine's too.
	killHolders(p.pipes)
	p.exited(grace)
	p.untrack()
	p.stdout.Close()
	// What the engine wrote to stderr before it ended is kept; a
	// grandchild that keeps the pipe open does not hold the kit.
	select {
	case <-p.errDone:
	case <-time.After(50 * time.Millisecond):
	}
	p.errPipe.Close()
}

// describeExit says how an engine that stopped answering ended: the exit
// status if it exits within grace, else that it closed its stdout and went
// on running.
func (p *proc) describeExit(grace time.Duration) string {
	if p.exited(grace) {
		return fmt.Sprintf("the engine exited (%s)", p.status())
	}
	return fmt.Sprintf("the engine closed its stdout but was still running %v later; killed", grace)
}
