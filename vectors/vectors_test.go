package vectors_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

const regenerate = "regenerate with: go run ./cmd/bacctk vectors generate (from the repository root), then review and commit the diff"

// generated is Generate's output, computed once for the package's tests.
var generated = sync.OnceValues(vectors.Generate)

// shipped loads the embedded vector files once.
var shipped = sync.OnceValues(func() ([]vectors.File, error) { return vectors.Load(vectors.FS) })

func mustShipped(t testing.TB) []vectors.File {
	t.Helper()
	files, err := shipped()
	if err != nil {
		t.Fatalf("loading the embedded vectors: %v", err)
	}
	return files
}

// TestCheckedInFilesAreGenerated regenerates every file in memory and fails
// on any difference from the checked-in (embedded) files, naming the first
// test that differs.
func TestCheckedInFilesAreGenerated(t *testing.T) {
	gen, err := generated()
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	names := make([]string, 0, len(gen))
	for n := range gen {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		old, err := fs.ReadFile(vectors.FS, n)
		if err != nil {
			t.Errorf("%s is generated but not checked in: %v\n%s", n, err, regenerate)
			continue
		}
		if !bytes.Equal(old, gen[n]) {
			t.Errorf("%s differs from the generated file: %s\n%s", n, firstDifference(n, old, gen[n]), regenerate)
		}
	}
	err = fs.WalkDir(vectors.FS, vectors.Dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if _, ok := gen[p]; !ok {
				t.Errorf("%s is checked in but no longer generated: remove it", p)
			}
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// firstDifference says where a checked-in file and its regenerated form
// differ: the first test (by tcId) with a go-cmp diff, or the header.
func firstDifference(name string, old, new []byte) string {
	a, errA := vectors.Decode(name, old)
	b, errB := vectors.Decode(name, new)
	if errA != nil || errB != nil {
		return fmt.Sprintf("cannot decode both (%v; %v)", errA, errB)
	}
	ca, cb := a.Cases(), b.Cases()
	for i := 0; i < len(ca) && i < len(cb); i++ {
		if d := cmp.Diff(ca[i].Test, cb[i].Test); d != "" || ca[i].Decks != cb[i].Decks || ca[i].Table != cb[i].Table {
			return fmt.Sprintf("first at tcId %d (%s), -checked-in +generated:\n%s", ca[i].Test.TcID, ca[i].Test.Comment, d)
		}
	}
	if len(ca) != len(cb) {
		return fmt.Sprintf("%d tests checked in, %d generated", len(ca), len(cb))
	}
	a.TestGroups, b.TestGroups = nil, nil
	return "in the header or notes, -checked-in +generated:\n" + cmp.Diff(a, b)
}

func TestGenerateIsDeterministic(t *testing.T) {
	first, err := generated()
	if err != nil {
		t.Fatal(err)
	}
	second, err := vectors.Generate()
	if err != nil {
		t.Fatal(err)
	}
	if len(first) != len(second) {
		t.Fatalf("%d files, then %d", len(first), len(second))
	}
	for n, b := range first {
		if !bytes.Equal(b, second[n]) {
			t.Errorf("%s: two runs of Generate differ", n)
		}
	}
}

func TestCheckedInFilesLint(t *testing.T) {
	t.Parallel()
	problems, err := vectors.LintFS(vectors.FS)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}

func TestEveryGameHasAFile(t *testing.T) {
	files := mustShipped(t)
	got := map[string]int{}
	for _, f := range files {
		got[f.Game] = f.NumberOfTests
	}
	for _, id := range gameIDs() {
		if got[id] == 0 {
			t.Errorf("no vectors for game %s", id)
		}
	}
}

// verifyAll runs every shipped vector against eng and fails on anything
// but a pass.
func verifyAll(t *testing.T, eng adapter.Engine) vectors.Report {
	t.Helper()
	files := mustShipped(t)
	rep := vectors.Verify(context.Background(), eng, files, vectors.VerifyOptions{})
	want := 0
	for _, f := range files {
		want += f.NumberOfTests
	}
	if got := rep.Counts.Total(); got != want {
		t.Errorf("%d verdicts for %d tests", got, want)
	}
	if rep.Counts.Pass != want {
		var b strings.Builder
		rep.Print(&b, false)
		t.Errorf("%d of %d tests did not pass:\n%s", want-rep.Counts.Pass, want, b.String())
	}
	return rep
}

func TestReferencePassesEveryVector(t *testing.T) {
	verifyAll(t, refengine.New())
}

// TestIndependentEnginePassesEveryVector checks every vector with the
// engine written from the rules without the reference: the expected values
// are the reference's, and a second implementation agrees with them.
func TestIndependentEnginePassesEveryVector(t *testing.T) {
	eng, err := independent.New()
	if err != nil {
		t.Fatal(err)
	}
	verifyAll(t, eng)
}

// TestProtocolPathPassesEveryVector runs the reference in another process
// (this test binary in engine mode) through the protocol client: the path a
// vendor's engine takes.
func TestProtocolPathPassesEveryVector(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process")
	}
	rep := verifyAll(t, startReference(t, protocol.Options{Validate: true}))
	if rep.Engine.Name != refengine.Name {
		t.Errorf("engine %q answered, want the reference %q", rep.Engine.Name, refengine.Name)
	}
}

// TestPlantedDefectsAreCaught runs the vectors against the independent
// engine with each of its planted defects (realistic vendor mistakes)
// switched on: the vectors must catch every one, on the games where the
// defect is active.
func TestPlantedDefectsAreCaught(t *testing.T) {
	files := mustShipped(t)
	// A table-lifecycle defect shows on table vectors only (the engine
	// built with it answers coups as the clean one does); the others on
	// coup, shoe and refusal vectors: each runs against its own, to keep
	// the test fast.
	tables, rounds := byKind(files, true), byKind(files, false)
	for _, d := range independent.Defects() {
		t.Run(d.Name, func(t *testing.T) {
			t.Parallel()
			eng, err := independent.New(d.Name)
			if err != nil {
				t.Fatal(err)
			}
			set := rounds
			if d.Table {
				set = tables
			}
			rep := vectors.Verify(context.Background(), eng, set, vectors.VerifyOptions{Games: d.Games})
			if rep.Counts.Fail == 0 {
				t.Fatalf("defect %q (%s) on %v: no vector fails (%+v)", d.Name, d.Description, d.Games, rep.Counts)
			}
			if rep.Counts.Errored > 0 {
				t.Errorf("%d vectors errored; a defect should give wrong answers, not errors", rep.Counts.Errored)
			}
			// The failing vectors should name at least one of the clauses
			// the defect breaks.
			named := map[string]bool{}
			for _, r := range rep.Results {
				if r.Verdict == vectors.Fail {
					for _, c := range r.Clauses {
						named[c] = true
					}
				}
			}
			hit := false
			for _, c := range d.Clauses {
				hit = hit || named[c]
			}
			if !hit && len(d.Clauses) > 0 {
				t.Errorf("the %d failing vectors name none of the defect's clauses %v", rep.Counts.Fail, d.Clauses)
			}
		})
	}
}

// byKind returns the files with only their table groups, or only the
// others.
func byKind(files []vectors.File, table bool) []vectors.File {
	out := make([]vectors.File, len(files))
	for i, f := range files {
		var gs []vectors.Group
		for _, g := range f.TestGroups {
			if (g.Type == vectors.TypeTable) == table {
				gs = append(gs, g)
			}
		}
		f.TestGroups = gs
		out[i] = f
	}
	return out
}

// TestReadmeCounts keeps the table of test counts in README.md true.
func TestReadmeCounts(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range mustShipped(t) {
		n := map[string]int{}
		for _, c := range f.Cases() {
			n[c.Type]++
		}
		row := fmt.Sprintf("| `%s` | %d | %d | %d | %d | %d |", f.Game, f.NumberOfTests,
			n[vectors.TypeCoup], n[vectors.TypeShoe], n[vectors.TypeRefusal], n[vectors.TypeTable])
		if !strings.Contains(string(readme), row) {
			t.Errorf("README.md lacks the row %s", row)
		}
	}
}

// TestSchemaEnumsMatchTheKit keeps the schema's lists of games, documents,
// wagers and void reasons equal to the kit's.
func TestSchemaEnumsMatchTheKit(t *testing.T) {
	var schema struct {
		Defs map[string]struct {
			Enum []any `json:"enum"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(vectors.Schema(), &schema); err != nil {
		t.Fatal(err)
	}
	enum := func(name string) []string {
		var out []string
		for _, v := range schema.Defs[name].Enum {
			out = append(out, fmt.Sprint(v))
		}
		return out
	}
	var wagers, docs []string
	for _, w := range reference.AllWagers {
		wagers = append(wagers, string(w))
	}
	for _, g := range reference.Games() {
		if !contains(docs, string(g.Document)) {
			docs = append(docs, string(g.Document))
		}
	}
	checks := []struct {
		def  string
		want []string
	}{
		{"GameId", gameIDs()},
		{"WagerId", wagers},
		{"DocumentId", docs},
		{"DocumentId", clauses.DocumentIDs()},
	}
	for _, c := range checks {
		if d := cmp.Diff(c.want, enum(c.def)); d != "" {
			t.Errorf("schema $defs.%s differs from the kit (-kit +schema):\n%s", c.def, d)
		}
	}
}

// TestLoadEmbeddedIsLoad: the embedded vectors decode the same without the
// schema check (certify's way) as with it.
func TestLoadEmbeddedIsLoad(t *testing.T) {
	t.Parallel()
	checked, err := vectors.Load(vectors.FS)
	if err != nil {
		t.Fatal(err)
	}
	fast, err := vectors.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(checked, fast); d != "" {
		t.Errorf("LoadEmbedded differs from Load(FS) (-Load +LoadEmbedded):\n%s", d)
	}
}
