package examples

import (
	"testing"

	"github.com/bacctk/bacctk/internal/testchild"
)

// TestMain runs the tests at the test binaries' GOGC (testchild.Run).
func TestMain(m *testing.M) { testchild.Run(m) }
