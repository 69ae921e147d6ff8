package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"

	"github.com/bacctk/bacctk/internal/outfile"
)

// CPU profiles of a run, switched on by the environment so that no
// command grows a flag for it: BACCTK_CPUPROFILE=FILE profiles any command
// but engine, BACCTK_ENGINE_CPUPROFILE=FILE profiles `bacctk engine`. Two
// names because an engine started by certify inherits the kit's
// environment, and one file cannot hold both processes' profiles.
const (
	kitProfileEnv    = "BACCTK_CPUPROFILE"
	engineProfileEnv = "BACCTK_ENGINE_CPUPROFILE"
)

// profileFromEnv starts the kit's CPU profile when BACCTK_CPUPROFILE asks
// for one (the engine command starts its own); stop writes it.
func profileFromEnv(args []string, stderr io.Writer) (stop func()) {
	path := os.Getenv(kitProfileEnv)
	if path == "" || len(args) > 0 && args[0] == "engine" {
		return func() {}
	}
	stop, err := startCPUProfile(path, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "bacctk: %s: %v\n", kitProfileEnv, err)
		return func() {}
	}
	return stop
}

// startCPUProfile starts a CPU profile into path; stop ends and writes
// it, saying on stderr if it could not.
func startCPUProfile(path string, stderr io.Writer) (stop func(), err error) {
	f, err := outfile.Open(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Discard()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Commit(); err != nil {
			fmt.Fprintf(stderr, "bacctk: CPU profile: %v\n", err)
		}
	}, nil
}
