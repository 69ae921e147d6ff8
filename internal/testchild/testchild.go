// Package testchild lets a test binary be also the process its tests start:
// an engine speaking the protocol, or a fake one, so that the subprocess
// path is tested without building bacctk. The test starts os.Args[0] with
// an environment variable that names the child's mode.
package testchild

import (
	"os"
	"testing"
)

// Main is the TestMain of such a binary: when env is set, the binary is the
// child, and exits with the status child returns for the variable's value;
// otherwise it runs the tests.
func Main(m *testing.M, env string, child func(mode string) int) {
	if mode := os.Getenv(env); mode != "" {
		os.Exit(child(mode))
	}
	os.Exit(m.Run())
}
