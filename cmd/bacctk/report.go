package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/bacctk/bacctk/certify"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/internal/outfile"
)

func init() {
	register(command{name: "report", summary: "render or combine JSON certification reports (docs/certify.md)", run: runReport})
	registerReport(command{name: "render", summary: "render a JSON report (from certify --json, merged or archived) as HTML and a badge", run: runReportRender})
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

func reportUsage(w io.Writer) {
	fmt.Fprintln(w, "Usage: bacctk report SUBCOMMAND [flags]\n\nSubcommands:")
	listCommands(w, reportCommands, 8)
	fmt.Fprintln(w, "\nRun 'bacctk report SUBCOMMAND -h' for its flags.")
}

func runReport(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		reportUsage(stderr)
		return 2
	}
	switch args[0] {
	case "help", "-h", "--help":
		reportUsage(stdout)
		return 0
	}
	c, ok := reportCommands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "bacctk report: unknown subcommand %q%s\n", args[0], didYouMean(args[0], commandNames(reportCommands)))
		reportUsage(stderr)
		return 2
	}
	return c.run(args[1:], stdout, stderr)
}

const reportRenderUsage = `Usage: bacctk report render REPORT.json [--html FILE] [--badge FILE]

Renders a JSON report written by 'bacctk certify --json' (or merged, or
archived) as the self-contained HTML page and the badge certify writes with
--html and --badge. Exit status 0 when written, 2 on bad usage or a report
that cannot be read.

Flags:`

func runReportRender(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk report render", reportRenderUsage, stderr)
	htmlOut := fs.String("html", "", "write the HTML report to FILE")
	badgeOut := fs.String("badge", "", "write an SVG badge (verdict, games passed, kit version) to FILE")
	// The report file may come before the flags, as the usage shows it.
	files, code, ok := parseFlagsAndFiles(fs, args)
	if !ok {
		return code
	}
	fail := usageError("bacctk report render", stderr)
	if len(files) != 1 {
		return fail("give one JSON report, not %d files", len(files))
	}
	if *htmlOut == "" && *badgeOut == "" {
		return fail("nothing to write: give --html FILE, --badge FILE or both")
	}
	rep, err := readReport(files[0])
	if err != nil {
		return fail("%v", err)
	}
	if *htmlOut != "" {
		if err := outfile.Write(*htmlOut, rep.WriteHTML); err != nil {
			return fail("--html %v", err)
		}
	}
	if *badgeOut != "" {
		if err := outfile.Write(*badgeOut, rep.WriteBadge); err != nil {
			return fail("--badge %v", err)
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
func readReport(path string) (*certify.Report, error) {
	data, err := infile.Read(path, maxReportSize)
	if err != nil {
		return nil, err
	}
	return decodeReport(path, data)
}

// decodeReport reads the JSON report data, from path, and checks that it
// is one.
func decodeReport(path string, data []byte) (*certify.Report, error) {
	var rep certify.Report
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&rep); err != nil {
		return nil, fmt.Errorf("%s: not a JSON report: %v", path, err)
	}
	if rep.Format != certify.ReportFormat {
		return nil, fmt.Errorf("%s: format is %q, want %q (a report written by 'bacctk certify --json')", path, rep.Format, certify.ReportFormat)
	}
	return &rep, nil
}
