package protocol

import (
	"io"
	"os"
	"syscall"
	"unsafe"
)

// The kit's ends of an engine's stdin and stdout are non-blocking pipes in
// the runtime's poller. Reading and writing them with raw system calls,
// and waiting through the poller when a call would block, spares a wake-up
// of the runtime's monitor thread on every call: a system call through the
// syscall package wakes it when it sleeps, which it does whenever the kit
// waits for an engine, so that every request cost it two more context
// switches (a third of all a certify run made).

// rawPipe reads or writes an *os.File in the poller with raw system calls.
// Its deadlines are the file's.
type rawPipe struct {
	f  *os.File
	rc syscall.RawConn
}

func newRawPipe(f *os.File) io.ReadWriter {
	rc, err := f.SyscallConn()
	if err != nil {
		return f
	}
	return &rawPipe{f: f, rc: rc}
}

func (p *rawPipe) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	var n int
	var errno syscall.Errno
	err := p.rc.Read(func(fd uintptr) bool {
		for {
			r, _, e := syscall.RawSyscall(syscall.SYS_READ, fd, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
			if e == syscall.EINTR {
				continue
			}
			n, errno = int(r), e
			return e != syscall.EAGAIN
		}
	})
	switch {
	case err != nil:
		return 0, p.wrap("read", err)
	case errno != 0:
		return 0, p.wrap("read", errno)
	case n == 0:
		return 0, io.EOF
	}
	return n, nil
}

func (p *rawPipe) Write(b []byte) (int, error) {
	done := 0
	var errno syscall.Errno
	err := p.rc.Write(func(fd uintptr) bool {
		for done < len(b) {
			r, _, e := syscall.RawSyscall(syscall.SYS_WRITE, fd, uintptr(unsafe.Pointer(&b[done])), uintptr(len(b)-done))
			switch e {
			case 0:
				done += int(r)
			case syscall.EINTR:
			case syscall.EAGAIN:
				return false
			default:
				errno = e
				return true
			}
		}
		return true
	})
	switch {
	case err != nil:
		return done, p.wrap("write", err)
	case errno != 0:
		return done, p.wrap("write", errno)
	}
	return done, nil
}

// wrap names the file as os.File's own errors do; a deadline stays
// os.ErrDeadlineExceeded under errors.Is.
func (p *rawPipe) wrap(op string, err error) error {
	if _, ok := err.(*os.PathError); ok {
		return err
	}
	return &os.PathError{Op: op, Path: p.f.Name(), Err: err}
}

// pipeSize is the size the kit asks for its pipes to an engine: the most an
// unprivileged process may set by default (/proc/sys/fs/pipe-max-size). A
// large answer then goes through in one write and one read, and the kit may
// keep more requests in flight (Client.pipelined).
const pipeSize = 1 << 20

// growPipe asks for f's pipe to hold pipeSize bytes and returns what it
// holds.
func growPipe(f *os.File) int {
	rc, err := f.SyscallConn()
	if err != nil {
		return minPipe
	}
	size := minPipe
	rc.Control(func(fd uintptr) {
		syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_SETPIPE_SZ, pipeSize)
		if n, _, e := syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_GETPIPE_SZ, 0); e == 0 && int(n) > 0 {
			size = int(n)
		}
	})
	return size
}
