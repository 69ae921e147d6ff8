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

// proc is one running engine process: its pipes, the goroutine that reads
// its stdout line by line, and the goroutine that waits for its exit.
type proc struct {
	cmd    *exec.Cmd
	stdin  *os.File // the kit's end: non-blocking, so writes take deadlines
	stdout *os.File // the kit's end
	stderr *ring
	// errPipe is the kit's end of the engine's stderr; errDone is closed
	// when its copy to stderr ends.
	errPipe *os.File
	errDone chan struct{}
	lines   chan lineMsg // stdout, line by line
	// free holds line buffers the client is done with, for readLoop to
	// fill again (Client.endCall): the answers are most of what the kit
	// allocates through the protocol, some 150 MB a certify run.
	free chan []byte
	quit chan struct{} // closed when the kit is done with the process
	done chan struct{} // closed when the process has exited and been reaped
}

// lineMsg is one line of the engine's stdout, or why there is none: io.EOF,
// errTooLong (b then holds the start of the line), or a read error.
type lineMsg struct {
	b   []byte
	err error
}

// errTooLong marks a response line over Options.MaxLine.
var errTooLong = errors.New("response line too long")

// startProc starts argv with its own pipes, in its own process group, and
// starts reading its stdout. window is the number of lines the reader may
// hold before the kit takes them: at least the number of requests the kit
// has in flight, so that the reader never blocks while the kit writes.
func startProc(argv []string, o *Options, window int) (*proc, error) {
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
	p := &proc{cmd: cmd, stdin: inW, stdout: outR, stderr: newRing(o.StderrTail, o.Stderr), errPipe: errR,
		lines: make(chan lineMsg, window+1), free: make(chan []byte, window+4), quit: make(chan struct{}), done: make(chan struct{}), errDone: make(chan struct{})}
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
	go func() {
		io.Copy(p.stderr, errR)
		close(p.errDone)
	}()
	go p.readLoop(o.MaxLine, o.MaxContext)
	go func() {
		cmd.Wait()
		close(p.done)
	}()
	return p, nil
}

// readLoop sends the engine's stdout line by line to p.lines until the end
// of output, a read error, or a line over maxLine bytes.
func (p *proc) readLoop(maxLine, keep int) {
	br := bufio.NewReaderSize(p.stdout, 64<<10)
	for {
		b, err := br.ReadSlice('\n')
		var line []byte
		if err == bufio.ErrBufferFull {
			line = append([]byte(nil), b...)
			for err == bufio.ErrBufferFull && len(line) <= maxLine+2 {
				b, err = br.ReadSlice('\n')
				line = append(line, b...)
			}
		} else {
			line = p.buffer()
			if cap(line) < len(b) {
				// Room for the answers that follow too, so that the
				// recycled buffers soon fit any of them.
				line = make([]byte, 0, max(len(b)+len(b)/2, 64<<10))
			}
			line = append(line, b...)
		}
		if err == bufio.ErrBufferFull || len(trimEOL(line)) > maxLine {
			p.send(lineMsg{b: line[:min(len(line), keep)], err: errTooLong})
			return
		}
		switch {
		case err == io.EOF:
			if len(line) > 0 && !p.send(lineMsg{b: line}) {
				return
			}
			p.send(lineMsg{err: io.EOF})
			return
		case err != nil:
			p.send(lineMsg{err: err})
			return
		}
		if !p.send(lineMsg{b: trimEOL(line)}) {
			return
		}
	}
}

// buffer returns an empty line buffer: a recycled one if there is one.
func (p *proc) buffer() []byte {
	select {
	case b := <-p.free:
		return b[:0]
	default:
		return nil
	}
}

// maxRecycled bounds the line buffers kept for reuse: a rare huge answer
// is left to the collector rather than held for the session.
const maxRecycled = 1 << 20

// recycle hands back line buffers nothing refers to any more.
func (p *proc) recycle(lines [][]byte) {
	for _, b := range lines {
		if cap(b) > maxRecycled {
			continue
		}
		select {
		case p.free <- b:
		default:
			return
		}
	}
}

func (p *proc) send(m lineMsg) bool {
	select {
	case p.lines <- m:
		return true
	case <-p.quit:
		return false
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
// left behind goes too); it closes the pipes and reaps the process, so that
// nothing is left running or as a zombie. A process in uninterruptible
// sleep can outlast SIGKILL: the waiting goroutine still reaps it later.
func (p *proc) stop(grace time.Duration) {
	p.stdin.Close()
	signalGroup(p.cmd, false)
	p.exited(grace)
	signalGroup(p.cmd, true)
	p.exited(grace)
	close(p.quit)
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
