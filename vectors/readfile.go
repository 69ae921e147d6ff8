package vectors

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/bacctk/bacctk/internal/infile"
)

// MaxFileSize bounds a vector file that lint and verify will read: 12 MiB,
// six times the largest file the kit ships. Checking a file against the
// schema holds its whole JSON tree, about ten times the file's size (a
// 14.6 MiB file linted at 163 MB RSS), so a bound on the file is what keeps
// `bacctk vectors lint` and `verify` under 200 MB whatever they are given.
// A larger file is refused before it is read.
const MaxFileSize = 12 << 20

// ReadFile reads a vector file from disk, refusing one larger than
// MaxFileSize before reading it (or, for one that grows while it is read,
// as soon as it has read one byte more).
// A named pipe or a device is refused as internal/infile refuses it.
func ReadFile(path string) ([]byte, error) {
	b, err := infile.Read(path, MaxFileSize)
	var tl *infile.TooLargeError
	if errors.As(err, &tl) {
		return nil, tooLarge(path, tl.Size)
	}
	return b, err
}

// ReadFS reads a vector file of fsys as ReadFile does.
func ReadFS(fsys fs.FS, path string) ([]byte, error) {
	f, err := fsys.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readCapped(path, f)
}

func readCapped(name string, f fs.File) ([]byte, error) {
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > MaxFileSize {
		return nil, tooLarge(name, st.Size())
	}
	b, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(b) > MaxFileSize {
		return nil, tooLarge(name, -1)
	}
	return b, nil
}

func tooLarge(name string, size int64) error {
	what := fmt.Sprintf("more than %d MiB", MaxFileSize>>20)
	if size >= 0 {
		what = fmt.Sprintf("%d bytes (%.1f MiB)", size, float64(size)/(1<<20))
	}
	return &Error{File: name, Msg: fmt.Sprintf("the file is %s; a vector file may be at most %d bytes (%d MiB): split it, e.g. one file per game, as testvectors_v1/ does", what, MaxFileSize, MaxFileSize>>20)}
}
