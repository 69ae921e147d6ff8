package clauses

import (
	"io/fs"
	"testing"
)

// TestScanTextReadsTheCatalog: with no catalog, ScanText finds in each of
// the five rules texts exactly the catalog's clauses, in its order, with
// the words the catalog reads (6 Star 1.1.3, printed on 1.1.2's line,
// included), and names each section by its heading.
func TestScanTextReadsTheCatalog(t *testing.T) {
	for _, d := range Documents() {
		src, err := fs.ReadFile(rulesFS, d.Source)
		if err != nil {
			t.Fatal(err)
		}
		tx := ScanText(string(src))
		if len(tx.Clauses) != len(d.Clauses) {
			t.Errorf("%s: %d clauses scanned, the catalog has %d", d.ID, len(tx.Clauses), len(d.Clauses))
		}
		for i := 0; i < len(tx.Clauses) && i < len(d.Clauses); i++ {
			got, want := tx.Clauses[i], d.Clauses[i]
			if got.Clause != want.Clause || got.Words != want.Words {
				t.Errorf("%s: clause %d scanned as %s %q, the catalog has %s %q", d.ID, i, got.Clause, got.Words, want.Clause, want.Words)
				break
			}
		}
		for _, s := range tx.Sections {
			if s.Line == 0 || SectionOf(s.Number+".1") == "" {
				t.Errorf("%s: section %+v has no heading or no known number", d.ID, s)
			}
		}
	}
}

func TestScanTextLines(t *testing.T) {
	src := "Rules\n\n1. Play\n\n1.1 First - 1.2 second, as 3.4 says - 9.9 not next\n1.2.1 Third\n2. **End**\n2.1 Last\n"
	tx := ScanText(src)
	want := []TextClause{
		{"1.1", 5, "First -"},
		{"1.2", 5, "second, as 3.4 says - 9.9 not next"},
		{"1.2.1", 6, "Third"},
		{"2.1", 8, "Last"},
	}
	if len(tx.Clauses) != len(want) {
		t.Fatalf("clauses %+v, want %+v", tx.Clauses, want)
	}
	for i := range want {
		if tx.Clauses[i] != want[i] {
			t.Errorf("clause %d: %+v, want %+v", i, tx.Clauses[i], want[i])
		}
	}
	wantSec := []TextSection{{"1", "Play", 3}, {"2", "End", 7}}
	if len(tx.Sections) != 2 || tx.Sections[0] != wantSec[0] || tx.Sections[1] != wantSec[1] {
		t.Errorf("sections %+v, want %+v", tx.Sections, wantSec)
	}
}

func TestNextNumber(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"1.1", "1.1.1", true}, {"1.1.2", "1.1.3", true}, {"1.1.9", "1.1.10", true},
		{"1.1.9", "1.2", true}, {"3.10.4.1", "3.11", true}, {"1.9", "2.1", false},
		{"1.1", "1.1.2", false}, {"1.1.2", "1.1.2", false}, {"1.1", "1.3", false},
		{"1.99", "1.100", true}, {"1.1", "x.y", false},
	} {
		if got := nextNumber(tt.a, tt.b); got != tt.want {
			t.Errorf("nextNumber(%s, %s) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
