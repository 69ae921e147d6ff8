package protocol

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"syscall"
	"time"
)

// pipeIDs names the pipes of files (the kit's ends of an engine's stdin,
// stdout and stderr) as /proc shows them in a process's fd links.
func pipeIDs(files ...*os.File) []string {
	var ids []string
	for _, f := range files {
		st, err := f.Stat()
		if err != nil {
			continue
		}
		if s, ok := st.Sys().(*syscall.Stat_t); ok {
			ids = append(ids, fmt.Sprintf("pipe:[%d]", s.Ino))
		}
	}
	return ids
}

// PipeHolders lists the processes other than the kit that hold one of
// the pipes ids open. An engine's child that left the engine's process
// group (setsid, a daemon's double fork) escapes the group's SIGKILL; one
// that kept the engine's stdout or stderr is still the engine's doing,
// and is found here by the pipe it holds.
func PipeHolders(ids []string) []int {
	if len(ids) == 0 {
		return nil
	}
	want := map[string]bool{}
	for _, id := range ids {
		want[id] = true
	}
	self := os.Getpid()
	var pids []int
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		pid, err := strconv.Atoi(d.Name())
		if err != nil || pid == self {
			continue
		}
		fdDir := filepath.Join("/proc", d.Name(), "fd")
		fds, _ := os.ReadDir(fdDir)
		for _, fd := range fds {
			if l, err := os.Readlink(filepath.Join(fdDir, fd.Name())); err == nil && want[l] {
				pids = append(pids, pid)
				break
			}
		}
	}
	return pids
}

// killHolders kills every process PipeHolders finds twice, a moment
// apart. A process the kit is starting at the same time (another engine:
// a --jobs sibling, a restart) holds every descriptor of the kit between
// its fork and its exec, which closes them: found once, it is not the
// engine's, and killing it killed that engine at its hello. A child the
// engine left behind holding a pipe is still there the second time.
func killHolders(ids []string) {
	first := PipeHolders(ids)
	if len(first) == 0 {
		return
	}
	time.Sleep(holderRecheck)
	for _, pid := range PipeHolders(ids) {
		if slices.Contains(first, pid) {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}

// holderRecheck is how long killHolders waits before it looks again: far
// longer than a fork's wait for its exec.
const holderRecheck = 20 * time.Millisecond
