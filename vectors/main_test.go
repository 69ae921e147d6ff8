package vectors_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/internal/testchild"
)

// engineModeEnv, when set, makes the test binary the reference engine
// speaking the JSON-Lines protocol on stdin and stdout: the protocol test
// starts this same binary as an engine process, the way a vendor's engine
// is started.
const engineModeEnv = "BACCTK_VECTORS_TEST_ENGINE"

func TestMain(m *testing.M) { testchild.Main(m, engineModeEnv, serveReference) }

// serveReference is the child: the reference engine until bye or the end
// of its input; mode is the variable's value, "1".
func serveReference(mode string) int {
	if err := protocol.Serve(context.Background(), refengine.New(), os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "engine:", err)
		return 1
	}
	return 0
}
