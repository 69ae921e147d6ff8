package infile

import (
	"fmt"
	"io"
	"io/fs"
)

// TooLargeError is a file over its reader's bound. Size is -1 when the
// file grew past the bound while it was read.
type TooLargeError struct {
	Path        string
	Size, Limit int64
}

func (e *TooLargeError) Error() string {
	what := fmt.Sprintf("more than %s", mib(e.Limit))
	if e.Size >= 0 {
		what = fmt.Sprintf("%d bytes (%s)", e.Size, mib(e.Size))
	}
	return fmt.Sprintf("%s: the file is %s; want at most %d bytes (%s)", e.Path, what, e.Limit, mib(e.Limit))
}

func mib(n int64) string {
	if n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
}

// Read returns the contents of the regular file path, if it has at most
// limit bytes.
func Read(path string, limit int64) ([]byte, error) {
	f, err := open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if err := regular(path, st.Mode()); err != nil {
		return nil, err
	}
	if st.Size() > limit {
		return nil, &TooLargeError{Path: path, Size: st.Size(), Limit: limit}
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(b)) > limit {
		return nil, &TooLargeError{Path: path, Size: -1, Limit: limit}
	}
	return b, nil
}

// regular refuses what is not a regular file, saying what it is.
func regular(path string, m fs.FileMode) error {
	var what string
	switch {
	case m.IsRegular():
		return nil
	case m.IsDir():
		what = "a folder"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe"
	case m&fs.ModeCharDevice != 0:
		what = "a character device"
	case m&fs.ModeDevice != 0:
		what = "a device"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	default:
		what = "not a regular file (" + m.Type().String() + ")"
	}
	return fmt.Errorf("%s: is %s; want a regular file", path, what)
}
