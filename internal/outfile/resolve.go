package outfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// how says what Open does with a path.
type how int

const (
	replace how = iota // a regular file or a new path: temporary file and rename
	inPlace            // a device, a pipe, another process's descriptor
	ownFD              // a descriptor of this process (/dev/stdout, /dev/fd/N)
)

// dest is what a path turned out to be.
type dest struct {
	how  how
	path string // the file to replace or create, or to open in place
	fd   int    // with ownFD
}

// maxLinks is Linux's own bound on the links one lookup follows.
const maxLinks = 40

// resolve follows a path's links by hand, not with filepath.EvalSymlinks
// or os.Stat, because a link into /proc is not an ordinary link:
// /dev/stdout reads as /proc/self/fd/1 and that as the file the shell
// redirected to, so following it to the end would have the kit rename its
// report over the shell's file (the bug of issue 28) instead of writing
// to the descriptor it was given.
func resolve(path string) (dest, error) {
	p := path
	for range maxLinks + 1 {
		// A relative target is relative to the link's folder as the
		// kernel reaches it: resolve the folder first, so that ".." in a
		// target and /proc/self mean what they mean to the kernel.
		if dir, err := filepath.EvalSymlinks(filepath.Dir(p)); err == nil {
			p = filepath.Join(dir, filepath.Base(p))
		}
		if fd, ok := ownDescriptor(p); ok {
			return dest{how: ownFD, path: p, fd: fd}, nil
		}
		st, err := os.Lstat(p)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return dest{how: replace, path: p}, nil
		case err != nil:
			return dest{}, err
		case st.Mode()&fs.ModeSymlink != 0:
			if strings.HasPrefix(p, "/proc/") {
				// Another process's descriptor: its link text
				// ("pipe:[1234]", a file "(deleted)") is no path to follow.
				return dest{how: inPlace, path: p}, nil
			}
			t, err := os.Readlink(p)
			if err != nil {
				return dest{}, err
			}
			if !filepath.IsAbs(t) {
				t = filepath.Join(filepath.Dir(p), t)
			}
			p = t
		case st.Mode().IsRegular():
			return dest{how: replace, path: p}, nil
		case st.IsDir():
			return dest{}, errors.New("is a folder; want a file")
		default:
			return dest{how: inPlace, path: p}, nil
		}
	}
	return dest{}, errors.New("too many levels of symbolic links")
}

// ownDescriptor recognises a path naming one of this process's open
// descriptors, once its folder is resolved: /proc/PID/fd/N,
// /proc/PID/task/TID/fd/N (what /proc/self and /proc/thread-self
// resolve to) and /dev/fd/N where /dev/fd is not a link (BSD, macOS).
func ownDescriptor(p string) (int, bool) {
	dir, name := filepath.Split(p)
	fd, err := strconv.Atoi(name)
	if err != nil || fd < 0 {
		return 0, false
	}
	if dir == "/dev/fd/" {
		return fd, true
	}
	parts := strings.Split(strings.TrimSuffix(dir, "/"), "/")
	pid := strconv.Itoa(os.Getpid())
	switch {
	case len(parts) == 4 && parts[1] == "proc" && parts[2] == pid && parts[3] == "fd":
		return fd, true
	case len(parts) == 6 && parts[1] == "proc" && parts[2] == pid && parts[3] == "task" && parts[5] == "fd":
		return fd, true
	}
	return 0, false
}
