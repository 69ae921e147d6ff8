package vectors_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bacctk/bacctk/vectors"
)

// small returns a valid, canonical vector file of a few tests: the first
// tests of the No Commission file, renumbered.
func small(t *testing.T) *vectors.File {
	t.Helper()
	data, err := fs.ReadFile(vectors.FS, vectors.Dir+"/mbs-ncb-v6.json")
	if err != nil {
		t.Fatal(err)
	}
	f, err := vectors.Decode("mbs-ncb-v6.json", data)
	if err != nil {
		t.Fatal(err)
	}
	g := f.TestGroups[0]
	g.Tests = g.Tests[:3]
	f.TestGroups = []vectors.Group{g}
	f.NumberOfTests = 3
	used := map[string]bool{}
	for _, tc := range g.Tests {
		for _, fl := range tc.Flags {
			used[fl] = true
		}
	}
	for fl := range f.Notes {
		if !used[fl] {
			delete(f.Notes, fl)
		}
	}
	return f
}

func encode(t *testing.T, f *vectors.File) []byte {
	t.Helper()
	b, err := vectors.Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// errorsOf flattens a Decode error into its *vectors.Error values.
func errorsOf(t *testing.T, err error) []*vectors.Error {
	t.Helper()
	var out []*vectors.Error
	vectors.EachError(err, func(err error) {
		var e *vectors.Error
		if !errors.As(err, &e) {
			t.Fatalf("error %v (%T) is not a *vectors.Error", err, err)
		}
		out = append(out, e)
	})
	return out
}

func TestSmallFileIsClean(t *testing.T) {
	data := encode(t, small(t))
	if _, err := vectors.Decode("x.json", data); err != nil {
		t.Fatal(err)
	}
	for _, p := range vectors.Lint("x.json", data) {
		t.Error(p)
	}
}

// lineOf returns the 1-based line of the first occurrence of s in data.
func lineOf(t *testing.T, data []byte, s string) int {
	t.Helper()
	i := bytes.Index(data, []byte(s))
	if i < 0 {
		t.Fatalf("%q not in the file", s)
	}
	return 1 + bytes.Count(data[:i], []byte("\n"))
}

// TestDecodeLocatesProblems breaks a valid file in one place at a time and
// checks that Decode names the file, the line, the tcId and the field.
func TestDecodeLocatesProblems(t *testing.T) {
	base := encode(t, small(t))
	second := small(t).TestGroups[0].Tests[1]
	winner := fmt.Sprintf(`"winner": %q`, second.Expected.Coup.Winner)
	cases := []struct {
		name   string
		edit   func([]byte) []byte
		tcID   int
		field  string
		msg    string
		lineOf string // the line of this text (after the edit) is the one reported
	}{
		{
			name:  "bad winner",
			edit:  func(b []byte) []byte { return replaceAfter(b, `"tcId": 2,`, winner, `"winner": "dealer"`) },
			tcID:  2,
			field: "testGroups[0].tests[1].expected.winner",
			msg:   "dealer", lineOf: `"winner": "dealer"`,
		},
		{
			name:  "bad card token",
			edit:  func(b []byte) []byte { return replaceAfter(b, `"tcId": 2,`, `"`+second.Cards[2]+`"`, `"11S"`) },
			tcID:  2,
			field: "testGroups[0].tests[1].cards[2]",
			msg:   "11S", lineOf: `"11S"`,
		},
		{
			name:  "stake as a string",
			edit:  func(b []byte) []byte { return replaceNth(b, `"stake": 1000`, `"stake": "1000"`, 1) },
			tcID:  1,
			field: "testGroups[0].tests[0].wagers[0].stake",
			msg:   "string", lineOf: `"stake": "1000"`,
		},
		{
			name:  "unknown field in a test",
			edit:  func(b []byte) []byte { return replaceNth(b, `"tcId": 3,`, `"tcId": 3, "result": "valid",`, 1) },
			tcID:  3,
			field: "testGroups[0].tests[2].result",
			msg:   `unknown field "result"`, lineOf: `"tcId": 3,`,
		},
		{
			name:  "missing expected",
			edit:  func(b []byte) []byte { return cutExpected(t, b, 0) },
			tcID:  1,
			field: "testGroups[0].tests[0]",
			msg:   "expected",
		},
		{
			name:   "unknown game",
			edit:   func(b []byte) []byte { return replaceNth(b, `"game": "mbs-ncb-v6"`, `"game": "mbs-ncb-v7"`, 1) },
			field:  "game",
			msg:    "mbs-ncb-v7",
			lineOf: `"game": "mbs-ncb-v7"`,
		},
		{
			name:  "shoe group holding a coup result",
			edit:  func(b []byte) []byte { return replaceNth(b, `"type": "CoupTest"`, `"type": "ShoeTest"`, 1) },
			tcID:  1,
			field: "testGroups[0].tests[0].expected",
			msg:   "rounds",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := c.edit(append([]byte(nil), base...))
			_, err := vectors.Decode("bad.json", data)
			if err == nil {
				t.Fatal("Decode accepted the broken file")
			}
			errs := errorsOf(t, err)
			var found *vectors.Error
			for _, e := range errs {
				if e.File == "bad.json" && e.TcID == c.tcID && e.Field == c.field && strings.Contains(e.Error(), c.msg) {
					found = e
					break
				}
			}
			if found == nil {
				t.Fatalf("no error for tcId %d, field %s, mentioning %q; got:\n%v", c.tcID, c.field, c.msg, err)
			}
			if found.Line == 0 {
				t.Errorf("%v: no line", found)
			}
			if c.lineOf != "" {
				if want := lineOf(t, data, c.lineOf); found.Line != want {
					t.Errorf("%v: line %d, want %d", found, found.Line, want)
				}
			}
			if !strings.HasPrefix(found.Error(), fmt.Sprintf("bad.json:%d:", found.Line)) {
				t.Errorf("%q does not start with file:line", found.Error())
			}
			if c.tcID > 0 && !strings.Contains(found.Error(), fmt.Sprintf("tcId %d:", c.tcID)) {
				t.Errorf("%q does not name tcId %d", found.Error(), c.tcID)
			}
		})
	}
}

func TestDecodeSyntaxError(t *testing.T) {
	data := []byte("{\n  \"schema\": \"bacctk_vectors_schema_v1.json\",\n  \"game\": \"mbs-ncb-v6\"\n  \"document\": \"mbs-ncb-v6\"\n}\n")
	_, err := vectors.Decode("syntax.json", data)
	if err == nil {
		t.Fatal("Decode accepted invalid JSON")
	}
	e := errorsOf(t, err)[0]
	if e.Line != 4 || !strings.Contains(e.Msg, "not valid JSON") {
		t.Errorf("got %v, want a JSON syntax error on line 4", e)
	}
}

func TestLoadReportsEveryBadFile(t *testing.T) {
	good := encode(t, small(t))
	fsys := fstest.MapFS{
		"testvectors_v1/a.json":  {Data: good},
		"testvectors_v1/b.json":  {Data: []byte("{")},
		"testvectors_v1/c.json":  {Data: replaceNth(append([]byte(nil), good...), `"cutCard": false`, `"cutCard": 0`, 1)},
		"schemas/ignored.json":   {Data: []byte("not a vector file")},
		"testvectors_v1/x.notes": {Data: []byte("ignored")},
	}
	files, err := vectors.Load(fsys)
	if err == nil {
		t.Fatal("Load accepted bad files")
	}
	for _, name := range []string{"testvectors_v1/b.json", "testvectors_v1/c.json"} {
		if !strings.Contains(err.Error(), name) {
			t.Errorf("the error does not name %s:\n%v", name, err)
		}
	}
	if strings.Contains(err.Error(), "a.json") || strings.Contains(err.Error(), "ignored") {
		t.Errorf("the error names a good or ignored file:\n%v", err)
	}
	if len(files) != 1 || files[0].Path != "testvectors_v1/a.json" {
		t.Errorf("Load returned %d files, want the good one", len(files))
	}
}

// TestLintFindsProblems breaks a valid file in ways the schema allows and
// checks that Lint names each problem.
func TestLintFindsProblems(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		edit  func(f *vectors.File)
		raw   func([]byte) []byte
		tcID  int
		field string
		msg   string
	}{
		{name: "duplicate tcId", edit: func(f *vectors.File) { f.TestGroups[0].Tests[2].TcID = 2 },
			tcID: 2, field: "testGroups[0].tests[2].tcId", msg: "used twice"},
		{name: "tcIds not sequential", edit: func(f *vectors.File) { f.TestGroups[0].Tests[2].TcID = 7 },
			tcID: 7, field: "testGroups[0].tests[2].tcId", msg: "want 3"},
		{name: "numberOfTests", edit: func(f *vectors.File) { f.NumberOfTests = 4 },
			field: "numberOfTests", msg: "hold 3 tests"},
		{name: "flag without a note", edit: func(f *vectors.File) {
			f.TestGroups[0].Tests[1].Flags = append(f.TestGroups[0].Tests[1].Flags, "Unexplained")
		},
			tcID: 2, field: "testGroups[0].tests[1].flags[1]", msg: "no note"},
		{name: "note without a flag", edit: func(f *vectors.File) {
			f.Notes["Spare"] = vectors.Note{BugType: vectors.BugBasic, Description: "unused", Clauses: []string{}}
		}, field: "notes.Spare", msg: "no test uses"},
		{name: "unknown clause", edit: func(f *vectors.File) { f.TestGroups[0].Tests[0].Clauses[0] = "mbs-ncb-v6:3.99" },
			tcID: 1, field: "testGroups[0].tests[0].clauses[0]", msg: "not in the clause catalog"},
		{name: "clause of another document", edit: func(f *vectors.File) { f.TestGroups[0].Tests[0].Clauses[0] = "mbs-tiger-v2:3.15" },
			tcID: 1, field: "testGroups[0].tests[0].clauses[0]", msg: "document mbs-tiger-v2"},
		{name: "wager not offered", edit: func(f *vectors.File) { f.TestGroups[0].Tests[0].Wagers[0].Wager = "tiger" },
			tcID: 1, field: "testGroups[0].tests[0].wagers[0].wager", msg: "does not offer"},
		{name: "settlements out of order", edit: func(f *vectors.File) {
			s := f.TestGroups[0].Tests[0].Expected.Coup.Settlements
			s[0], s[1] = s[1], s[0]
		}, tcID: 1, field: "testGroups[0].tests[0].expected.settlements[0]", msg: "settlement 1 is of banker"},
		{name: "two cutting cards", edit: func(f *vectors.File) {
			tc := &f.TestGroups[0].Tests[0]
			tc.Cards = append(tc.Cards, "CUT", "CUT")
		}, tcID: 1, field: "testGroups[0].tests[0].cards", msg: "a second cutting card"},
		{name: "group game", edit: func(f *vectors.File) { f.TestGroups[0].Game = "mbs-tiger-v2" },
			field: "testGroups[0].game", msg: "differs from the file's game"},
		{name: "edition", edit: func(f *vectors.File) { f.Edition = "Version 5" },
			field: "edition", msg: "Version 6"},
		{name: "not canonical", raw: func(b []byte) []byte { return bytes.Replace(b, []byte("\n  \"game\""), []byte("\n    \"game\""), 1) },
			msg: "not in canonical form"},
		{name: "no trailing newline", raw: func(b []byte) []byte { return bytes.TrimRight(b, "\n") },
			msg: "not in canonical form"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := small(t)
			if c.edit != nil {
				c.edit(f)
			}
			data := encode(t, f)
			if c.raw != nil {
				data = c.raw(data)
			}
			problems := vectors.Lint("lint.json", data)
			for _, p := range problems {
				if p.TcID == c.tcID && (c.field == "" || strings.HasPrefix(p.Field, c.field)) && strings.Contains(p.Msg, c.msg) {
					if p.File != "lint.json" || p.Line == 0 {
						t.Errorf("%v: want the file and a line", p)
					}
					return
				}
			}
			t.Errorf("no problem for tcId %d, field %s, mentioning %q; got %v", c.tcID, c.field, c.msg, problems)
		})
	}
}

// replaceNth replaces the n-th (1-based) occurrence of old.
func replaceNth(b []byte, old, new string, n int) []byte {
	i := -1
	for k := 0; k < n; k++ {
		j := bytes.Index(b[i+1:], []byte(old))
		if j < 0 {
			return b
		}
		i += 1 + j
	}
	return append(append(append([]byte{}, b[:i]...), new...), b[i+len(old):]...)
}

// replaceAfter replaces the first occurrence of old after mark.
func replaceAfter(b []byte, mark, old, new string) []byte {
	at := bytes.Index(b, []byte(mark))
	if at < 0 {
		return b
	}
	return append(append([]byte{}, b[:at]...), replaceNth(b[at:], old, new, 1)...)
}

// cutExpected removes the "expected" member of test i of the first group.
func cutExpected(t *testing.T, b []byte, i int) []byte {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	groups := doc["testGroups"].([]any)
	tests := groups[0].(map[string]any)["tests"].([]any)
	delete(tests[i].(map[string]any), "expected")
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// FuzzLint feeds Decode and Lint arbitrary bytes, seeded with a valid file
// and broken variants: they must return problems, never panic. Run with
// go test -run '^$' -fuzz FuzzLint ./vectors/
func FuzzLint(f *testing.F) {
	data, err := fs.ReadFile(vectors.FS, vectors.Dir+"/mbs-ncb-v6.json")
	if err != nil {
		f.Fatal(err)
	}
	// A small valid file: the header and the first test of the first group.
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		f.Fatal(err)
	}
	g := doc["testGroups"].([]any)[0].(map[string]any)
	g["tests"] = g["tests"].([]any)[:1]
	doc["testGroups"] = []any{g}
	seed, _ := json.Marshal(doc)
	f.Add(seed)
	f.Add([]byte(`{"schema": "bacctk_vectors_schema_v1.json", "testGroups": [{"tests": [{"tcId": 1}]}]}`))
	f.Add([]byte(`[`))
	f.Add([]byte(`{"testGroups": [{"type": "ShoeTest", "tests": [{"expected": {"rounds": null}}]}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		if _, err := vectors.Decode("fuzz.json", b); err != nil && err.Error() == "" {
			t.Error("an empty error")
		}
		for _, p := range vectors.Lint("fuzz.json", b) {
			if p.File != "fuzz.json" || p.Msg == "" {
				t.Errorf("problem without a file or a message: %#v", p)
			}
		}
	})
}
