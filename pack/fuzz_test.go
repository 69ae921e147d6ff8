package pack

// FuzzScanRules is the Go fuzz target of the rules-text scanner and what
// is made from what it reads: `go test ./pack -run='^$' -fuzz=FuzzScanRules
// -fuzztime=60s -fuzzminimizetime=100x`. A rules text is input from outside
// the kit; no text may make the scanner, pack new or pack lint panic. The
// bound on minimising matters: the fuzzer minimises every input that finds
// new code, each try a pack written and linted, and with the default 60 s
// it ran 23 inputs in a minute.

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/rules"
)

// clauseNumber is what ScanText may call a clause number.
var clauseNumber = regexp.MustCompile(`^\d+(\.\d+)+$`)

func FuzzScanRules(f *testing.F) {
	// The seeds are each text's first 40 lines: short inputs are quick to
	// mutate and to minimise.
	names, _ := fs.Glob(rules.FS, "*.txt")
	for _, n := range names {
		b, _ := fs.ReadFile(rules.FS, n)
		f.Add(strings.Join(strings.SplitAfterN(string(b), "\n", 41)[:40], ""))
	}
	if b, err := os.ReadFile(filepath.Join("testdata", "harbour-ez.txt")); err == nil {
		f.Add(string(b))
	}
	for _, s := range []string{
		"", "1.1", "1.1\n", "1. A\n1.1 - 1.2 - 1.2.1 x\n", "## **1. X**\n- 1.1. **a**\n  - 1.1.1 b\n---\n1.2 @tag\n1.3 # c\n1.4 Rule: x\n1.5 Scenario: y",
		"1.1 a\r\n1.1 b\r\n", "9999999999999999999999.9 x\n", "1.1 \x00\xff\u202e\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		tx := clauses.ScanText(src)
		lines := strings.Count(src, "\n") + 1
		prev := 1
		for _, c := range tx.Clauses {
			if !clauseNumber.MatchString(c.Clause) || c.Line < prev || c.Line > lines {
				t.Fatalf("clause %q at line %d (after line %d, of %d)", c.Clause, c.Line, prev, lines)
			}
			prev = c.Line
		}
		files, err := New("fuzz-pack", []byte(src))
		if err != nil {
			if len(tx.Clauses) > 0 && !strings.Contains(err.Error(), "a section number of more than") {
				t.Fatalf("New: %v, with %d clauses scanned", err, len(tx.Clauses))
			}
			return
		}
		if len(tx.Clauses) == 0 {
			t.Fatal("New made a pack of a text with no clause")
		}
		cat, err := decodeCatalog(filesByPath(files)[CatalogFile])
		if err != nil {
			t.Fatalf("New wrote a catalog that does not decode: %v", err)
		}
		distinct := map[string]bool{}
		for _, c := range tx.Clauses {
			distinct[c.Clause] = true
		}
		if len(cat.Clauses) != len(distinct) {
			t.Fatalf("catalog of %d clauses, the text numbers %d", len(cat.Clauses), len(distinct))
		}
		dir := filepath.Join(t.TempDir(), "pack")
		if err := Create(dir, files); err != nil {
			t.Fatal(err)
		}
		found, err := Lint(dir)
		if err != nil {
			t.Fatalf("Lint of a new pack: %v", err)
		}
		for _, fd := range found {
			if fd.File == "" || fd.Message == "" {
				t.Fatalf("finding without a file or a message: %+v", fd)
			}
		}
	})
}
