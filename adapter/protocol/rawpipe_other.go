//go:build !linux

package protocol

import (
	"io"
	"os"
)

// newRawPipe is the file itself where raw pipe calls are not written
// (rawpipe_linux.go).
func newRawPipe(f *os.File) io.ReadWriter { return f }

// growPipe returns what f's pipe surely holds: POSIX promises no more
// than PIPE_BUF, which is at least 4 KiB where the kit runs.
func growPipe(f *os.File) int { return minPipe }
