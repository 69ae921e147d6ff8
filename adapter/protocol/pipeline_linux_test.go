package protocol

import (
	"context"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/google/go-cmp/cmp"
)

// TestPipelineSmallPipes: with pipes of one page each way, a pipelined call
// whose requests and answers are many times a pipe neither blocks nor loses
// an answer. The kit never has more unanswered request bytes in flight
// than the engine's stdin holds (proc.inCap); were it to write its whole
// window first, it would block on a full stdin while the engine blocks on
// a full stdout, until the write deadline called the engine hung.
func TestPipelineSmallPipes(t *testing.T) {
	c := mustStart(t, "reference", Options{Batch: 16, Pipeline: 16, Timeout: 2 * time.Second})
	c.mu.Lock()
	for _, f := range []*os.File{c.p.stdin, c.p.stdout} {
		if got := setPipeSize(t, f, 4096); got != 4096 {
			t.Fatalf("pipe of %d bytes, want 4096", got)
		}
	}
	c.p.inCap = 4096
	c.mu.Unlock()
	reqs := genRequests(7, 1500)
	got, err := c.Coups(context.Background(), reqs)
	if err != nil {
		t.Fatal(err)
	}
	want, err := refengine.New().Coups(context.Background(), reqs)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("pipelined through small pipes (-want +got):\n%s", d)
	}
}

func setPipeSize(t *testing.T, f *os.File, n int) int {
	rc, err := f.SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	size := 0
	rc.Control(func(fd uintptr) {
		if _, _, e := syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_SETPIPE_SZ, uintptr(n)); e != 0 {
			t.Fatalf("F_SETPIPE_SZ: %v", e)
		}
		r, _, _ := syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_GETPIPE_SZ, 0)
		size = int(r)
	})
	return size
}
