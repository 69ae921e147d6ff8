package testchild

import (
	"os"
	"testing"

	"github.com/bacctk/bacctk/internal/gcpercent"
)

// TestGCPercent is the GOGC at which the kit's test binaries run (Main,
// Run) unless GOGC is set. Their live heaps are tens to hundreds of
// megabytes, and at the default GOGC=100 collection took a quarter of the
// certify tests' CPU: at 400 they take 45 s of CPU instead of 59-61 s, for
// 1.3-1.5 GB of memory at the peak instead of 0.6 GB (/usr/bin/time on
// the test binary, GOGC=100 and 400 alternated). That keeps `go test
// ./...` within its budget on a busy two-core machine.
const TestGCPercent = 400

// Run is the TestMain of a test binary that is no child of its own: the
// tests, at TestGCPercent.
func Run(m *testing.M) {
	gcpercent.Default(TestGCPercent)
	os.Exit(m.Run())
}
