//go:build !unix

package protocol

import "os/exec"

// isolate does nothing where process groups are not available.
func isolate(*exec.Cmd) {}

// signalGroup kills the engine process (no SIGTERM here).
func signalGroup(cmd *exec.Cmd, kill bool) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
