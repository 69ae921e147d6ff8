package testchild

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/internal/gcpercent"
)

// Main is the TestMain of such a binary: when env is set, the binary is the
// child, and exits with the status child returns for the variable's value;
// otherwise it runs the tests. Either runs at TestGCPercent.
func Main(m *testing.M, env string, child func(mode string) int) {
	if mode := os.Getenv(env); mode != "" {
		gcpercent.Default(TestGCPercent)
		os.Exit(child(mode))
	}
	Run(m)
}

// Serve is the child that is an engine: eng speaks protocol v1 on stdin and
// stdout, as `bacctk engine` serves the reference, until bye or the end of
// its input. It returns the child's exit status, 1 (after the error on
// stderr) when serving failed.
func Serve(eng adapter.Engine) int {
	if err := protocol.Serve(context.Background(), eng, os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "engine:", err)
		return 1
	}
	return 0
}
