package gcpercent

import (
	"runtime/debug"
	"testing"
)

// TestDefault: the target is set when GOGC is not, and GOGC wins when it
// is.
func TestDefault(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	t.Setenv("GOGC", "")
	Default(400)
	if got := debug.SetGCPercent(100); got != 400 {
		t.Errorf("GOGC unset: the target is %d, want 400", got)
	}
	t.Setenv("GOGC", "150")
	Default(400)
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("GOGC=150 set: Default changed the target to %d, want it left at 100", got)
	}
}
