// Package gcpercent sets a process's default garbage-collector target, for
// the kit's main functions and its engines (`bacctk certify`, `bacctk
// engine`), whose heaps the runtime's default of GOGC=100 collects far too
// often.
package gcpercent

import (
	"os"
	"runtime/debug"
)

// Default sets the collector's target to percent unless GOGC is set: the
// user's GOGC always wins. It is for a main function to call: a library must
// not change its process's collector.
func Default(percent int) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(percent)
	}
}
