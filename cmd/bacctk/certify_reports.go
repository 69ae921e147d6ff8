package main

import (
	"errors"
	"io"
	"path/filepath"

	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/report"
)

// reportWriters are the writers of certify's outputs by format: every
// renderer of package report, and cucumber, which the run wrote already
// (cucumberWriter). `report render` writes with the same renderers, so
// that a saved report renders as the run wrote it.
func reportWriters(rep *report.Report, opts report.Options) map[string]func(io.Writer) error {
	writers := map[string]func(io.Writer) error{
		report.Cucumber: func(io.Writer) error { return nil }, // written during the run
	}
	for _, r := range report.Renderers() {
		writers[r.Name] = func(w io.Writer) error { return r.Render(w, rep, opts) }
	}
	return writers
}

// cucumberWriter is where godog writes its cucumber JSON as the scenarios
// run: every cucumber output at once; nil for none.
func cucumberWriter(outs []*output) io.Writer {
	var ws []io.Writer
	for _, o := range outs {
		if o.format == report.Cucumber {
			ws = append(ws, o.writer())
		}
	}
	switch len(ws) {
	case 0:
		return nil
	case 1:
		return ws[0]
	}
	return io.MultiWriter(ws...)
}

// toStdout reports whether a report goes to standard output (FILE -):
// the text report is then not printed there, so that what is piped on
// is that report alone.
func toStdout(outs []*output) bool {
	for _, o := range outs {
		if o.File == nil {
			return true
		}
	}
	return false
}

// signedJSON is the JSON report --sign signs: the first asked for.
func signedJSON(specs []outputSpec) string {
	for _, s := range specs {
		if s.format == "json" && s.path != "" {
			return s.path
		}
	}
	return ""
}

// caseBase is the folder the run's --cases files are recorded relative
// to: that of the first JSON report written to a file, else of the first
// report file of any format, else the working folder. The report and its
// cases then move together.
func caseBase(specs []outputSpec) string {
	for _, json := range []bool{true, false} {
		for _, s := range specs {
			if s.path != "" && s.path != "-" && (!json || s.format == "json") {
				return filepath.Dir(s.path)
			}
		}
	}
	return "."
}

// blobFormat is --blob's output: the run's observations, not a report.
const blobFormat = "blob"

// writeBlob writes the observations the run gave (decide.WriteBlob).
func writeBlob(w io.Writer, obs *decide.Observations) error {
	if obs == nil {
		return errors.New("the run gave no observations to write")
	}
	return decide.WriteBlob(w, obs)
}
