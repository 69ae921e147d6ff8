package main

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/bacctk/bacctk/internal/outfile"
)

// outputSpec is a report file a command was asked for: the flag that
// named it (for messages), its path, and the format written to it.
type outputSpec struct{ flag, path, format string }

// output is a report file of certify, opened before the run and committed
// after it (internal/outfile: a report that exists is never partial, a
// device or /dev/stdout is written in place). A path of "-" is the
// command's standard output, written when the run is done.
type output struct {
	flag, path, format string
	*outfile.File
	stdout io.Writer
}

// openOutputs checks the report paths (two flags naming one file is a
// usage error), creates their parent folders and opens each; "-" is
// stdout, which has no file to open.
func openOutputs(specs []outputSpec, stdout io.Writer) ([]*output, error) {
	seen := map[string]string{}
	for _, p := range specs {
		if p.path == "" {
			continue
		}
		key := p.path
		if key != "-" {
			abs, err := filepath.Abs(p.path)
			if err != nil {
				return nil, fmt.Errorf("--%s %s: %v", p.flag, p.path, err)
			}
			key = abs
		}
		if other, dup := seen[key]; dup {
			return nil, fmt.Errorf("--%s and --%s name the same file %s; give each report a file of its own", other, p.flag, p.path)
		}
		seen[key] = p.flag
	}
	var outs []*output
	for _, p := range specs {
		if p.path == "" {
			continue
		}
		o := &output{flag: p.flag, path: p.path, format: p.format}
		if p.path == "-" {
			o.stdout = stdout
		} else {
			f, err := outfile.Open(p.path)
			if err != nil {
				discardOutputs(outs)
				return nil, fmt.Errorf("--%s %v", p.flag, err)
			}
			o.File = f
		}
		outs = append(outs, o)
	}
	return outs, nil
}

// writer is where a report written as the run goes (cucumber) is written.
func (o *output) writer() io.Writer {
	if o.File == nil {
		return o.stdout
	}
	return o.File
}

// commit writes the file with write and puts it in place.
func (o *output) commit(write func(io.Writer) error) error {
	var err error
	if o.File == nil {
		err = write(o.stdout)
	} else {
		err = o.Finish(write)
	}
	if err != nil {
		return fmt.Errorf("--%s %v", o.flag, err)
	}
	return nil
}

// discardOutputs drops the outputs not committed: after a usage error, an
// interruption or an internal error no report file is left, rather than a
// partial one.
func discardOutputs(outs []*output) {
	for _, o := range outs {
		if o.File != nil {
			o.Discard()
		}
	}
}
