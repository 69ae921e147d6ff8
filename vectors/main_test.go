package vectors_test

import (
	"testing"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/internal/testchild"
)

// engineModeEnv, when set, makes the test binary the reference engine
// speaking the JSON-Lines protocol on stdin and stdout: the protocol test
// starts this same binary as an engine process, the way a vendor's engine
// is started.
const engineModeEnv = "BACCTK_VECTORS_TEST_ENGINE"

func TestMain(m *testing.M) {
	testchild.Main(m, engineModeEnv, func(string) int { return testchild.Serve(refengine.New()) })
}
