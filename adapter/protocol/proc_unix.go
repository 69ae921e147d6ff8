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

// killGroup kills the engine's process group.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		cmd.Process.Kill()
	}
}
