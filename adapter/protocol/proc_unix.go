//go:build unix

package protocol

import (
	"os/exec"
	"syscall"
)

// isolate puts the engine in a process group of its own, so that killing the
// group also kills whatever the engine started (a wrapper script's child, a
// JVM's helpers): nothing outlives the kit's use of the engine.
func isolate(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// signalGroup sends SIGTERM (or SIGKILL if kill) to the engine's process
// group, or to the engine alone if the group is gone.
func signalGroup(cmd *exec.Cmd, kill bool) {
	if cmd.Process == nil {
		return
	}
	sig := syscall.SIGTERM
	if kill {
		sig = syscall.SIGKILL
	}
	if err := syscall.Kill(-cmd.Process.Pid, sig); err != nil {
		cmd.Process.Signal(sig)
	}
}
