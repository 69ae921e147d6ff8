package main

import (
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"text/tabwriter"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
)

func init() {
	register(command{name: "clauses", summary: "list every clause of the rules documents with its test coverage", run: runClauses})
}

// clauseJSON is one element of `bacctk clauses --json`. The field names are
// a contract (ARCHITECTURE.md "Commands whose output is a contract"): extend,
// never rename.
type clauseJSON struct {
	Document string `json:"document"`
	Clause   string `json:"clause"`
	Section  string `json:"section"`
	Summary  string `json:"summary"`
	// Status is "tested", "procedural" or "untested".
	Status string `json:"status"`
	// Reason says why a procedural clause cannot be checked by software;
	// empty otherwise.
	Reason string `json:"reason"`
	// Scenarios names the feature scenarios tagged with the clause.
	Scenarios []string `json:"scenarios"`
	// Words are the clause's own words as the rules text prints them
	// (rules/), one printed line per line.
	Words string `json:"words"`
}

const clausesUsage = `Usage: bacctk clauses [--json] [--document ID] [--status tested|procedural|untested]

The clause catalog with the coverage of the embedded feature files. Without --document
or --status it prints one coverage line per document and the clauses not yet tested;
with either it lists the selected clauses. Exit status 1 when a feature tag names a
clause that does not exist or the catalog has a procedural clause without a reason.`

func runClauses(args []string, stdout, stderr io.Writer) int {
	fl := newFlags("bacctk clauses", clausesUsage, stderr)
	asJSON := fl.Bool("json", false, "print a JSON array of {document, clause, section, summary, status, reason, scenarios, words}")
	document := fl.String("document", "", "only this rules document (e.g. mbs-ncb-v6)")
	status := fl.String("status", "", "only clauses with this status: tested, procedural or untested")
	packs := packFlag(fl)
	if _, code, ok := packs.parse(fl, args); !ok {
		return code
	}
	if *document != "" {
		if _, ok := clauses.LookupDocument(*document); !ok {
			fmt.Fprintf(stderr, "bacctk clauses: unknown document %q (the documents are %s)\n", *document, strings.Join(clauses.DocumentIDs(), ", "))
			return 2
		}
	}
	switch clauses.Status(*status) {
	case "", clauses.StatusTested, clauses.StatusProcedural, clauses.StatusUntested:
	default:
		fmt.Fprintf(stderr, "bacctk clauses: unknown status %q (want tested, procedural or untested)\n", *status)
		return 2
	}

	scenarios, err := clauses.ScanFeatures(featuresFS())
	if err != nil {
		fmt.Fprintf(stderr, "bacctk clauses: embedded features: %v\n", err)
		return 1
	}
	rep, problems := clauses.Build(scenarios)
	code := 0
	for _, p := range problems {
		if cp, ok := p.(*clauses.Problem); ok && cp.Kind == clauses.ProblemUntested {
			continue // shown as status "untested"
		}
		fmt.Fprintf(stderr, "bacctk clauses: %v\n", p)
		code = 1
	}

	var sel []clauses.Entry
	for _, e := range rep.Entries {
		if (*document == "" || e.Document == *document) && (*status == "" || string(e.Status) == *status) {
			sel = append(sel, e)
		}
	}
	if *asJSON {
		out := make([]clauseJSON, len(sel))
		for i, e := range sel {
			out[i] = clauseJSON{Document: e.Document, Clause: e.Clause, Section: e.Section, Summary: e.Summary,
				Status: string(e.Status), Reason: e.Reason, Scenarios: e.Scenarios, Words: e.Words}
		}
		b, err := json.MarshalIndent(out, "", "  ")
		if err != nil {
			fmt.Fprintf(stderr, "bacctk clauses: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, string(b))
		return code
	}
	printCoverage(stdout, rep, *document)
	if *document != "" || *status != "" {
		fmt.Fprintln(stdout)
		printClauses(stdout, sel)
	} else {
		// The gaps of the documents whose features are under way; a
		// document with no scenario at all is one line in the table.
		var untested []clauses.Entry
		for _, e := range rep.Entries {
			if e.Status == clauses.StatusUntested && rep.Count(e.Document).Tested > 0 {
				untested = append(untested, e)
			}
		}
		if len(untested) > 0 {
			fmt.Fprintf(stdout, "\nNot yet tested, in documents with features (%d; --status untested lists all):\n", len(untested))
			printClauses(stdout, untested)
		}
	}
	return code
}

// printCoverage prints one line per document: clause counts and the share
// tested, of all clauses and of those software can check.
func printCoverage(w io.Writer, rep clauses.Report, only string) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "DOCUMENT\tCLAUSES\tTESTED\tPROCEDURAL\tUNTESTED\t% TESTED\t% OF CHECKABLE")
	line := func(name string, c clauses.Counts) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%s\t%s\n", name, c.Total, c.Tested, c.Procedural, c.Untested,
			percent(c.Tested, c.Total), percent(c.Tested, c.Total-c.Procedural))
	}
	for _, id := range clauses.DocumentIDs() {
		if only == "" || id == only {
			line(id, rep.Count(id))
		}
	}
	if only == "" {
		line("all", rep.Count(""))
	}
	tw.Flush()
}

func percent(n, d int) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(d))
}

// printClauses lists clauses with their status, scenario count and summary
// (or, for a procedural clause, the reason).
func printClauses(w io.Writer, es []clauses.Entry) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "DOCUMENT\tCLAUSE\tSTATUS\tSCENARIOS\tSUMMARY / REASON")
	for _, e := range es {
		text := e.Summary
		if e.Status == clauses.StatusProcedural {
			text = "procedural: " + e.Reason
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\n", e.Document, e.Clause, e.Status, len(e.Scenarios), text)
	}
	tw.Flush()
}

// featuresFS is the embedded feature tree the coverage is computed from.
func featuresFS() fs.FS { return features.All() }
