package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/internal/outfile"
	"github.com/bacctk/bacctk/report"
)

func init() {
	register(command{name: "report", summary: "render or combine JSON certification reports (docs/certify.md)", run: runReport})
	registerReport(command{name: "render", summary: "render a JSON report (from certify, merged or archived) as text, JSON, JUnit, HTML or a badge", run: runReportRender})
}

// reportCommands are the subcommands of `bacctk report`. Each registers
// itself in its own file's init, as the commands do, so that adding one
// (report merge) touches no other file.
var reportCommands = map[string]command{}

func registerReport(c command) {
	if _, dup := reportCommands[c.name]; dup {
		panic("bacctk: report subcommand registered twice: " + c.name)
	}
	reportCommands[c.name] = c
}

func runReport(args []string, stdout, stderr io.Writer) int {
	return group{"report", reportCommands, 8}.run(args, stdout, stderr)
}

const reportRenderUsage = `Usage: bacctk report render REPORT.json [--as FORMAT [--out FILE]] [-v] [--html FILE] [--badge FILE]

Renders a JSON report written by 'bacctk certify' (--report json=FILE or
--json FILE; or merged, or archived) in FORMAT: text, json, junit, html or
badge, byte for byte as certify writes that format for the same run. It
goes to standard output, or to --out FILE. --html FILE and --badge FILE
are the same as --as html --out FILE and --as badge --out FILE, and may
be given with --as. cucumber JSON is not rendered: it records the
scenarios' steps, which a report does not keep; certify writes it during
the run. Exit status 0 when written, 2 on bad usage or a report that
cannot be read.

Flags:`

func runReportRender(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk report render", reportRenderUsage, stderr)
	as := fs.String("as", "", "the format to render: "+strings.Join(report.Names(), ", "))
	out := fs.String("out", "", "with --as: write to FILE (default: standard output)")
	verbose := fs.Bool("v", false, "with --as text: every verdict row and every failure, as certify -v prints them")
	htmlOut := fs.String("html", "", "write the HTML report to FILE: --as html --out FILE")
	badgeOut := fs.String("badge", "", "write an SVG badge (verdict, games passed, kit version) to FILE: --as badge --out FILE")
	// The report file may come before the flags, as the usage shows it.
	files, code, ok := parseFiles(fs, args, 1, "one JSON report")
	if !ok {
		return code
	}
	fail := usageError("bacctk report render", stderr)
	var writes []outputSpec
	if *as != "" {
		if why := report.NotRendered(*as); why != "" {
			return fail("--as %s: %s", *as, why)
		}
		if err := knownFormat(*as, report.Names()); err != nil {
			return fail("--as: %v", err)
		}
		writes = append(writes, outputSpec{"as " + *as, *out, *as})
	} else if *out != "" {
		return fail("--out goes with --as FORMAT")
	}
	if *htmlOut != "" {
		writes = append(writes, outputSpec{"html", *htmlOut, "html"})
	}
	if *badgeOut != "" {
		writes = append(writes, outputSpec{"badge", *badgeOut, "badge"})
	}
	if len(writes) == 0 {
		return fail("nothing to write: give --as FORMAT, --html FILE or --badge FILE")
	}
	rep, err := readReport(files[0])
	if err != nil {
		return fail("%v", err)
	}
	writers := reportWriters(rep, report.Options{Verbose: *verbose})
	for _, w := range writes {
		if w.path == "" || w.path == "-" {
			if err := writers[w.format](stdout); err != nil {
				return fail("--%s: %v", w.flag, err)
			}
		} else if err := outfile.Write(w.path, writers[w.format]); err != nil {
			return fail("--%s %v", w.flag, err)
		}
	}
	return 0
}

// maxReportSize bounds a JSON report that merge and render read: 64 MiB.
// A full passing run's report is 1.1 MB, a run against an engine with every
// planted defect 4.5 MB; 14 times that leaves room for a larger engine's
// failures while a file that is no report (a disk image, /dev/zero behind
// a link) is refused before it is read.
const maxReportSize = 64 << 20

// readReport reads a JSON report and checks that it is one.
func readReport(path string) (*report.Report, error) {
	data, err := infile.Read(path, maxReportSize)
	if err != nil {
		return nil, err
	}
	return decodeReport(path, data)
}

// decodeReport reads the JSON report data, from path, and checks that it
// is one.
func decodeReport(path string, data []byte) (*report.Report, error) {
	var rep report.Report
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&rep); err != nil {
		return nil, fmt.Errorf("%s: not a JSON report: %v", path, err)
	}
	if rep.Format != report.Format {
		return nil, fmt.Errorf("%s: format is %q, want %q (a report written by 'bacctk certify --json')", path, rep.Format, report.Format)
	}
	return &rep, nil
}
