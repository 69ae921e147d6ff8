package vectors_test

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bacctk/bacctk/vectors"
)

// Every shipped test has an id of its game, unique across the files, that
// is the content id of the test, and none is retired.
func TestShippedIDsAreContentIDs(t *testing.T) {
	re := regexp.MustCompile(`^[a-z0-9-]+/(coup|shoe|refusal|table)-[0-9a-f]{12}$`)
	seen := map[string]string{}
	retired := vectors.Retired()
	for _, f := range mustShipped(t) {
		for gi := range f.TestGroups {
			g := &f.TestGroups[gi]
			for ti := range g.Tests {
				tc := &g.Tests[ti]
				if !re.MatchString(tc.ID) || !strings.HasPrefix(tc.ID, f.Game+"/") {
					t.Errorf("%s tcId %d: id %q is not %s/kind-hash", f.Path, tc.TcID, tc.ID, f.Game)
				}
				want, err := vectors.ContentID(f.Game, g, tc)
				if err != nil || want != tc.ID {
					t.Errorf("%s tcId %d: id %s, content id %s (%v)", f.Path, tc.TcID, tc.ID, want, err)
				}
				if first, dup := seen[tc.ID]; dup {
					t.Errorf("%s tcId %d: id %s is also %s", f.Path, tc.TcID, tc.ID, first)
				}
				seen[tc.ID] = f.Path
				if retired[tc.ID] > 0 {
					t.Errorf("%s tcId %d: id %s is retired", f.Path, tc.TcID, tc.ID)
				}
			}
		}
	}
}

// Lint rejects two tests with one id, and a test whose content changed
// under its published id; both messages say what to do.
func TestLintRejectsDuplicateAndChangedIDs(t *testing.T) {
	f := small(t)
	tests := f.TestGroups[0].Tests
	tests[1].ID = tests[0].ID
	tests[2].Expected.Coup.Settlements[0].Win++
	probs := vectors.Lint("x.json", encode(t, f))
	var dup, changed bool
	for _, p := range probs {
		dup = dup || (p.TcID == 2 && strings.Contains(p.Msg, "used twice"))
		changed = changed || (p.TcID == 3 && strings.Contains(p.Msg, "content of test") && strings.Contains(p.Msg, vectors.RetiredFile))
		if p.TcID > 0 && p.Field == "" {
			t.Errorf("problem without a field: %v", p)
		}
	}
	if !dup || !changed {
		t.Errorf("want a duplicate id on tcId 2 and changed content on tcId 3; got %v", probs)
	}
	// A malformed id (the schema) and one of another game (lint).
	f = small(t)
	f.TestGroups[0].Tests[0].ID = "tcid-1"
	probs = vectors.Lint("x.json", encode(t, f))
	f = small(t)
	f.TestGroups[0].Tests[1].ID = strings.Replace(f.TestGroups[0].Tests[1].ID, "mbs-ncb-v6/", "mbs-tiger-v2/", 1)
	probs = append(probs, vectors.Lint("x.json", encode(t, f))...)
	var bad, other bool
	for _, p := range probs {
		bad = bad || (p.TcID == 1 && p.Field == "testGroups[0].tests[0].id" && strings.Contains(p.Msg, "does not match pattern"))
		if strings.Contains(p.Msg, "unknown field") {
			t.Errorf("a bad id makes the schema call its siblings unknown: %v", p)
		}
		other = other || (p.TcID == 2 && strings.Contains(p.Msg, "names game mbs-tiger-v2"))
	}
	if !bad || !other {
		t.Errorf("want a malformed id on tcId 1 and another game's on tcId 2; got %v", probs)
	}
}

// Encode gives a test written without an id its content id, so that files
// written by other tools (fuzz counterexamples, certify replays) lint.
func TestEncodeFillsMissingIDs(t *testing.T) {
	f := small(t)
	want := f.TestGroups[0].Tests[0].ID
	f.TestGroups[0].Tests[0].ID = ""
	data := encode(t, f)
	if f.TestGroups[0].Tests[0].ID != want {
		t.Errorf("Encode gave id %q, want %q", f.TestGroups[0].Tests[0].ID, want)
	}
	if probs := vectors.Lint("x.json", data); len(probs) > 0 {
		t.Errorf("lint: %v", probs)
	}
}

// Retire appends the ids the new files drop, once, and keeps the list
// readable; the shipped list parses.
func TestRetireKeepsDroppedIDs(t *testing.T) {
	f := small(t)
	old := map[string][]byte{"a.json": encode(t, f)}
	dropped := f.TestGroups[0].Tests[2].ID
	f.TestGroups[0].Tests = f.TestGroups[0].Tests[:2]
	f.NumberOfTests = 2
	nw := map[string][]byte{"a.json": encode(t, f)}
	list, gone := vectors.Retire(old, nw, []byte("# header\n"))
	if len(gone) != 1 || gone[0] != dropped {
		t.Fatalf("retired %v, want [%s]", gone, dropped)
	}
	ids, err := vectors.ParseRetired(list)
	if err != nil || ids[dropped] == 0 {
		t.Fatalf("the new list %q does not hold %s (%v)", list, dropped, err)
	}
	if again, gone := vectors.Retire(old, nw, list); len(gone) != 0 || string(again) != string(list) {
		t.Errorf("retiring twice added %v", gone)
	}
	b, err := vectors.FS.ReadFile(vectors.RetiredFile)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := vectors.ParseRetired(b); err != nil {
		t.Error(err)
	}
	if _, err := vectors.ParseRetired([]byte("x y\n")); err == nil || !strings.Contains(err.Error(), ":1:") {
		t.Errorf("a malformed line: %v, want an error naming line 1", err)
	}
}

// A 100 MB file is refused before it is read, quickly and with a message
// that says the bound; linting a folder that holds one stays within a few
// megabytes of allocation (issue 11, item 10).
func TestHugeFileIsRefusedEarly(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "huge.json")
	fh, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	// A sparse file: 100 MB long, no time or disk to write.
	if err := fh.Truncate(100 << 20); err != nil {
		t.Fatal(err)
	}
	fh.Close()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	_, err = vectors.ReadFile(p)
	if err == nil || !strings.Contains(err.Error(), "at most") || !strings.Contains(err.Error(), "huge.json") {
		t.Fatalf("ReadFile of 100 MB: %v, want a refusal naming the file and the bound", err)
	}
	probs, err := vectors.LintFS(os.DirFS(dir))
	if err != nil || len(probs) != 1 || !strings.Contains(probs[0].Msg, "12 MiB") {
		t.Fatalf("LintFS: %v %v, want one problem naming the bound", probs, err)
	}
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 8<<20 {
		t.Errorf("refusing a 100 MB file allocated %d bytes", grew)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("refusing a 100 MB file took %v", d)
	}
	// A pipe is refused at once, however much is written to it (issue 28:
	// a named pipe in a folder hung verify for ever).
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		buf := make([]byte, 1<<20)
		for i := 0; i < 100; i++ {
			if _, err := w.Write(buf); err != nil {
				break
			}
		}
		w.Close()
	}()
	defer r.Close()
	if _, err := vectors.ReadFile("/dev/fd/" + strconv.Itoa(int(r.Fd()))); err == nil || !strings.HasSuffix(err.Error(), "is a named pipe; want a regular file") {
		t.Errorf("ReadFile of a 100 MB stream: %v, want a refusal", err)
	}
}
