package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// output is a report file of certify: written to a temporary file next to
// its path and renamed onto it when complete, so that a report that exists
// is never partial (docs/certify.md, "Reports"). A path that is not a
// regular file (/dev/stdout, a named pipe) is written in place.
type output struct {
	flag, path string
	f          *os.File
	// w buffers the writes: godog's cucumber formatter writes a report of
	// tens of megabytes in small pieces, each a system call unbuffered.
	w      *bufio.Writer
	tmp    string // "" when written in place
	failed error  // the first write error
}

// Write keeps the first error, so that a report writer that ignores one
// (godog's cucumber formatter) cannot hide it.
func (o *output) Write(p []byte) (int, error) {
	n, err := o.w.Write(p)
	if err != nil && o.failed == nil {
		o.failed = err
	}
	return n, err
}

// openOutputs checks the report paths (two flags naming one file is a
// usage error), creates their parent folders and opens each.
func openOutputs(paths []struct{ flag, path string }) ([]*output, error) {
	seen := map[string]string{}
	for _, p := range paths {
		if p.path == "" {
			continue
		}
		abs, err := filepath.Abs(p.path)
		if err != nil {
			return nil, fmt.Errorf("--%s %s: %v", p.flag, p.path, err)
		}
		if other, dup := seen[abs]; dup {
			return nil, fmt.Errorf("--%s and --%s name the same file %s; give each report a file of its own", other, p.flag, p.path)
		}
		seen[abs] = p.flag
	}
	var outs []*output
	for _, p := range paths {
		if p.path == "" {
			continue
		}
		o, err := openOutput(p.flag, p.path)
		if err != nil {
			discardOutputs(outs)
			return nil, err
		}
		outs = append(outs, o)
	}
	return outs, nil
}

func openOutput(flag, path string) (*output, error) {
	o := &output{flag: flag, path: path}
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		if st.IsDir() {
			return nil, fmt.Errorf("--%s %s: is a folder; want a file", flag, path)
		}
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, fmt.Errorf("--%s: %v", flag, err)
		}
		o.f, o.w = f, bufio.NewWriterSize(f, 1<<16)
		return o, nil
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("--%s %s: %v", flag, path, err)
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return nil, fmt.Errorf("--%s %s: %v", flag, path, err)
	}
	o.f, o.tmp, o.w = f, f.Name(), bufio.NewWriterSize(f, 1<<16)
	return o, nil
}

// commit finishes the file: write, flush, close and rename.
func (o *output) commit(write func(io.Writer) error) error {
	err := write(o)
	if err == nil {
		err = o.failed
	}
	if err == nil {
		err = o.w.Flush()
	}
	if err == nil && o.tmp != "" {
		err = o.f.Sync()
	}
	if cerr := o.f.Close(); err == nil {
		err = cerr
	}
	if err == nil && o.tmp != "" {
		if err = os.Chmod(o.tmp, 0o644); err == nil {
			err = os.Rename(o.tmp, o.path)
		}
	}
	if err != nil {
		if o.tmp != "" {
			os.Remove(o.tmp)
		}
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("--%s %s: %v", o.flag, o.path, err)
	}
	o.tmp = ""
	return nil
}

// discardOutputs closes the outputs and removes the temporary files of
// those not committed: after a usage error, an interruption or an internal
// error no report file is left, rather than a partial one.
func discardOutputs(outs []*output) {
	for _, o := range outs {
		o.f.Close()
		if o.tmp != "" {
			os.Remove(o.tmp)
			o.tmp = ""
		}
	}
}
