package vectors_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
)

// engineModeEnv, when set, makes the test binary the reference engine
// speaking the JSON-Lines protocol on stdin and stdout: the protocol test
// starts this same binary as an engine process, the way a vendor's engine
// is started.
const engineModeEnv = "BACCTK_VECTORS_TEST_ENGINE"

func TestMain(m *testing.M) {
	if os.Getenv(engineModeEnv) == "1" {
		if err := protocol.Serve(context.Background(), adapter.NewReference(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "engine:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}
