//go:build !unix

package infile

import "os"

// open refuses what is not a regular file before opening it, where there
// is no O_NONBLOCK to open a pipe without waiting on it.
func open(path string) (*os.File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := regular(path, st.Mode()); err != nil {
		return nil, err
	}
	return os.Open(path)
}
