package vectors_test

import (
	"context"
	"os"
	"testing"

	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

func gameIDs() []string {
	var ids []string
	for _, g := range reference.Games() {
		ids = append(ids, string(g.ID))
	}
	return ids
}

// roundCases are the coup and shoe tests of a file: those that deal
// cards, which the coverage of the deal and settlement is about.
func roundCases(f *vectors.File) []vectors.Case {
	var out []vectors.Case
	for _, c := range f.Cases() {
		if c.Type == vectors.TypeCoup || c.Type == vectors.TypeShoe {
			out = append(out, c)
		}
	}
	return out
}

// startReference starts this test binary as the reference engine (see
// TestMain) behind the protocol client, as a vendor's engine is started;
// the process ends with the test.
func startReference(tb testing.TB, opts protocol.Options) *protocol.Client {
	tb.Helper()
	exe, err := os.Executable()
	if err != nil {
		tb.Fatal(err)
	}
	opts.Env = append(opts.Env, engineModeEnv+"=1")
	eng, err := protocol.Start(context.Background(), []string{exe}, opts)
	if err != nil {
		tb.Fatalf("starting the engine: %v", err)
	}
	tb.Cleanup(func() { eng.Close() })
	return eng
}
