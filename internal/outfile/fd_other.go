//go:build !unix

package outfile

import (
	"errors"
	"os"
)

const oNoFollow = 0

func dup(fd int) (*os.File, error) {
	return nil, errors.New("writing to a descriptor by its path is not supported on this system")
}
