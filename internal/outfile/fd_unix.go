//go:build unix

package outfile

import (
	"os"
	"strconv"
	"syscall"
)

// oNoFollow makes CreateNew refuse a link even where O_EXCL alone would
// (it does on Linux; O_NOFOLLOW says so to every reader of the code).
const oNoFollow = syscall.O_NOFOLLOW

// dup gives a descriptor of this process a file of its own, so that
// closing the output leaves the descriptor (the kit's stdout) open, and
// writes go on at its offset, as the shell's redirection wants.
func dup(fd int) (*os.File, error) {
	n, err := syscall.Dup(fd)
	if err != nil {
		return nil, err
	}
	syscall.CloseOnExec(n)
	return os.NewFile(uintptr(n), "/dev/fd/"+strconv.Itoa(fd)), nil
}
