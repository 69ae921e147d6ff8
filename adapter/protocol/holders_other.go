//go:build !linux

package protocol

import "os"

// pipeIDs is empty where /proc does not show who holds a pipe.
func pipeIDs(...*os.File) []string { return nil }

// PipeHolders finds nothing where /proc does not show who holds a pipe.
func PipeHolders([]string) []int { return nil }

// killHolders does nothing where /proc does not show who holds a pipe:
// the process group's SIGKILL is all the kit can do there.
func killHolders([]string) {}
