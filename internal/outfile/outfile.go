package outfile

import (
	"bufio"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// Error is an error of one output file: its message starts with the path
// as the user gave it.
type Error struct {
	Path string
	Err  error
}

func (e *Error) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

// pathError names the user's path once: the *os.PathError of a temporary
// file or a rename would name a file the user never gave.
func pathError(path string, err error) error {
	var pe *os.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return &Error{Path: path, Err: err}
}

// File is an output file being written. Nothing is in place until Commit;
// Discard drops it (a file written in place keeps what was written).
type File struct {
	path string // as given, for errors
	f    *os.File
	// w buffers the writes: godog's cucumber formatter writes a report of
	// tens of megabytes in small pieces, each a system call unbuffered.
	w        *bufio.Writer
	tmp      string // the temporary file, "" when written in place or done
	target   string // what tmp is renamed onto
	failed   error  // the first write error
	isClosed bool
}

// Open makes path ready to be written: its folder is created if missing
// and the temporary file made, so that a path that cannot be written is an
// error before the work that fills it.
func Open(path string) (*File, error) {
	d, err := resolve(path)
	if err != nil {
		return nil, pathError(path, err)
	}
	o := &File{path: path}
	switch d.how {
	case ownFD:
		o.f, err = dup(d.fd)
	case inPlace:
		o.f, err = os.OpenFile(d.path, os.O_WRONLY, 0)
	default:
		o.target = d.path
		if err = os.MkdirAll(filepath.Dir(d.path), 0o777); err == nil {
			o.f, err = createTemp(d.path)
		}
		if err == nil {
			o.tmp = o.f.Name()
			track(o.tmp)
		}
	}
	if err != nil {
		return nil, pathError(path, err)
	}
	o.w = bufio.NewWriterSize(o.f, 1<<16)
	return o, nil
}

// createTemp makes .NAME.tmp-N beside target. Not os.CreateTemp: it
// creates mode 0600, and setting 0666 less the umask afterwards needs the
// umask, which a process reads only by changing it, under the feet of its
// other goroutines. Created here with 0666, the kernel applies it.
func createTemp(target string) (*os.File, error) {
	dir, base := filepath.Split(target)
	for i := 0; ; i++ {
		name := filepath.Join(dir, "."+base+".tmp-"+strconv.FormatUint(uint64(rand.Uint32()), 10))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL|oNoFollow, 0o666)
		if errors.Is(err, os.ErrExist) && i < 100 {
			continue
		}
		return f, err
	}
}

// Write keeps the first error, so that a writer that ignores one (godog's
// cucumber formatter) cannot hide it.
func (o *File) Write(p []byte) (int, error) {
	n, err := o.w.Write(p)
	if err != nil && o.failed == nil {
		o.failed = err
	}
	return n, err
}

// Commit puts the file in place: flushed, synced and renamed onto its
// path, or flushed where written in place. On an error nothing replaces
// the path and the error names it.
func (o *File) Commit() error {
	err := o.failed
	if err == nil {
		err = o.w.Flush()
	}
	if err == nil && o.tmp != "" {
		err = o.f.Sync()
	}
	if cerr := o.close(); err == nil {
		err = cerr
	}
	if err == nil && o.tmp != "" {
		if err = os.Rename(o.tmp, o.target); err == nil {
			untrack(o.tmp)
			o.tmp = ""
			syncDir(filepath.Dir(o.target))
		}
	}
	if err != nil {
		o.Discard()
		return pathError(o.path, err)
	}
	return nil
}

// Finish writes the file with write and commits it; on any error the file
// is discarded, and a write error is reported rather than what the writer
// made of it.
func (o *File) Finish(write func(io.Writer) error) error {
	if err := write(o); err != nil {
		o.Discard()
		if o.failed != nil {
			err = o.failed
		}
		return pathError(o.path, err)
	}
	return o.Commit()
}

// Discard closes the file and removes the temporary file: after a usage
// error, an interruption or an internal error no partial file is left.
// It may be called after Commit, and more than once.
func (o *File) Discard() {
	o.close()
	if o.tmp != "" {
		os.Remove(o.tmp)
		untrack(o.tmp)
		o.tmp = ""
	}
}

func (o *File) close() error {
	if o.isClosed {
		return nil
	}
	o.isClosed = true
	return o.f.Close()
}

// syncDir makes a rename durable. Its error is not the output's: the file
// is complete and in place, and some file systems refuse to sync a folder.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// Write writes path with write, as Open, Finish.
func Write(path string, write func(io.Writer) error) error {
	o, err := Open(path)
	if err != nil {
		return err
	}
	return o.Finish(write)
}

// CreateNew creates path, which must not exist, and writes data to it.
// Neither a file nor a link at path is written through or over (O_EXCL,
// O_NOFOLLOW): in a folder other users may write in, a name the kit will
// use can be made beforehand a link to a file of the kit's user. The mode
// is 0666 less the umask, as Open's.
func CreateNew(path string, data []byte) error { return createNew(path, data, 0o666) }

// CreatePrivate is CreateNew with mode 0600 (less the umask): a private
// key, which no other user may read, and which is never written over.
func CreatePrivate(path string, data []byte) error { return createNew(path, data, 0o600) }

func createNew(path string, data []byte, perm os.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|oNoFollow, perm)
	if err != nil {
		return pathError(path, err)
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return pathError(path, err)
	}
	return nil
}

// WriteBytes writes data to path as Write does.
func WriteBytes(path string, data []byte) error {
	return Write(path, func(w io.Writer) error { _, err := w.Write(data); return err })
}
