//go:build unix

package infile

import (
	"os"
	"syscall"
)

// open opens path without waiting for a writer: a named pipe opened for
// reading blocks until one comes, so O_NONBLOCK lets Read see what it is
// and refuse it. On a regular file O_NONBLOCK changes nothing.
func open(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
