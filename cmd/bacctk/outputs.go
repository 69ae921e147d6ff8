package main

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/bacctk/bacctk/internal/outfile"
)

// output is a report file of certify, opened before the run and committed
// after it (internal/outfile: a report that exists is never partial, a
// device or /dev/stdout is written in place).
type output struct {
	flag, path string
	*outfile.File
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
		f, err := outfile.Open(p.path)
		if err != nil {
			discardOutputs(outs)
			return nil, fmt.Errorf("--%s %v", p.flag, err)
		}
		outs = append(outs, &output{flag: p.flag, path: p.path, File: f})
	}
	return outs, nil
}

// commit writes the file with write and puts it in place.
func (o *output) commit(write func(io.Writer) error) error {
	if err := o.Finish(write); err != nil {
		return fmt.Errorf("--%s %v", o.flag, err)
	}
	return nil
}

// discardOutputs drops the outputs not committed: after a usage error, an
// interruption or an internal error no report file is left, rather than a
// partial one.
func discardOutputs(outs []*output) {
	for _, o := range outs {
		o.Discard()
	}
}
