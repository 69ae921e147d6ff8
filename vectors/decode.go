package vectors

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Error is a problem with a vector file, located as precisely as the
// problem allows: the file, the line and column of the offending value, the
// test (tcId) it is in, and the field as a path such as
// "testGroups[0].tests[3].expected.winner".
type Error struct {
	File      string
	Line, Col int    // 1-based; 0 when unknown
	TcID      int    // 0 when the problem is not inside a test
	Field     string // "" for the file as a whole
	Msg       string
}

// Error prints the problem as "file:line:col: tcId N: field: message",
// leaving out what is unknown.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", e.Line, e.Col)
	}
	b.WriteString(": ")
	if e.TcID > 0 {
		fmt.Fprintf(&b, "tcId %d: ", e.TcID)
	}
	if e.Field != "" {
		fmt.Fprintf(&b, "%s: ", e.Field)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// maxErrors bounds the problems reported for one file, so that a file
// broken everywhere gives a readable answer.
const maxErrors = 20

// Schema returns the JSON Schema (draft 2020-12) of vector files of format
// version 1.
func Schema() []byte {
	b, err := FS.ReadFile("schemas/" + SchemaName)
	if err != nil {
		// The schema is embedded; its absence is a build defect.
		panic("vectors: embedded schema missing: " + err.Error())
	}
	return b
}

var compiledSchema = sync.OnceValues(func() (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(Schema()))
	if err != nil {
		return nil, fmt.Errorf("schema %s: %w", SchemaName, err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	url := "https://github.com/bacctk/bacctk/vectors/schemas/" + SchemaName
	if err := c.AddResource(url, doc); err != nil {
		return nil, fmt.Errorf("schema %s: %w", SchemaName, err)
	}
	return c.Compile(url)
})

// Decode reads one vector file. It checks the JSON syntax, then the file
// against the schema, then decodes it; every problem is an *Error naming the
// file, line, tcId and field (joined with errors.Join when there are
// several). Decode does not check what Lint checks beyond the schema
// (unique tcIds, notes, clauses, canonical form).
func Decode(name string, data []byte) (*File, error) {
	if err := validate(name, data); err != nil {
		return nil, err
	}
	return decodeValid(name, data)
}

// validate checks data against the vector schema.
func validate(name string, data []byte) error {
	sch, err := compiledSchema()
	if err != nil {
		return err
	}
	// The schema validator wants numbers as json.Number.
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var inst any
	if err := dec.Decode(&inst); err != nil {
		return syntaxError(name, data, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		line, col := lineCol(data, int(dec.InputOffset()))
		return &Error{File: name, Line: line, Col: col, Msg: "not valid JSON: data after the top-level object"}
	}
	if err := sch.Validate(inst); err != nil {
		var ve *jsonschema.ValidationError
		if !errors.As(err, &ve) {
			return &Error{File: name, Msg: err.Error()}
		}
		return schemaErrors(name, data, inst, ve)
	}
	return nil
}

// decodeValid decodes a file that keeps to the schema, and checks each
// test's expected value against its group's type.
func decodeValid(name string, data []byte) (*File, error) {
	var f File
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&f); err != nil {
		return nil, syntaxError(name, data, err)
	}
	var errs []error
	for gi, g := range f.TestGroups {
		for ti, t := range g.Tests {
			if k := t.Expected.kind(); k != g.Type {
				want := expectedOf[g.Type]
				field := fmt.Sprintf("testGroups[%d].tests[%d].expected", gi, ti)
				errs = append(errs, at(name, data, []string{"testGroups", strconv.Itoa(gi), "tests", strconv.Itoa(ti), "expected"},
					t.TcID, field, fmt.Sprintf("a %s group wants %s", g.Type, want)))
			}
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	f.Path = name
	return &f, nil
}

// expectedOf says what the expected value of each group type is.
var expectedOf = map[string]string{
	TypeCoup:    "a coup result (player, banker, ... settlements)",
	TypeShoe:    "a shoe result (rounds, cardsUsed, end)",
	TypeRefusal: "an error (code, field, position)",
	TypeTable:   "a table result (steps, rounds)",
}

// LoadEmbedded decodes the vectors shipped with the kit (FS) as Load does,
// without checking them against the schema again: the kit's tests check
// every embedded file against it (TestCheckedInFilesLint,
// TestLoadEmbeddedIsLoad), and the check costs more than replaying the
// vectors, on every certify run. They are decoded once per process and
// shared: callers read them and never change them.
func LoadEmbedded() ([]File, error) { return embedded() }

var embedded = sync.OnceValues(func() ([]File, error) { return load(FS, decodeValid) })

// Load decodes every vector file in fsys: every *.json file outside a
// "schemas" directory, in lexical order of path. Pass FS for the vectors
// shipped with the kit, or os.DirFS(dir) for files on disk.
func Load(fsys fs.FS) ([]File, error) {
	return load(fsys, Decode)
}

func load(fsys fs.FS, decode func(name string, data []byte) (*File, error)) ([]File, error) {
	paths, err := vectorPaths(fsys)
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no vector files (*.json) found")
	}
	var files []File
	var errs []error
	for _, p := range paths {
		data, err := ReadFS(fsys, p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		f, err := decode(p, data)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		files = append(files, *f)
	}
	return files, errors.Join(errs...)
}

func vectorPaths(fsys fs.FS) ([]string, error) {
	var paths []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "schemas" {
			return fs.SkipDir
		}
		if !d.IsDir() && path.Ext(p) == ".json" {
			paths = append(paths, p)
		}
		return nil
	})
	sort.Strings(paths)
	return paths, err
}

// syntaxError turns an encoding/json error into an *Error with a line and
// column.
func syntaxError(name string, data []byte, err error) error {
	e := &Error{File: name, Msg: err.Error()}
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		e.Line, e.Col = lineCol(data, int(se.Offset))
		e.Msg = "not valid JSON: " + se.Error()
	case errors.As(err, &te):
		e.Line, e.Col = lineCol(data, int(te.Offset))
		e.Field = te.Field
		e.Msg = fmt.Sprintf("want a JSON %s, got %s", te.Type, te.Value)
	}
	return e
}

// schemaErrors turns a schema validation failure into one *Error per
// leaf of the failure tree, located in the file.
func schemaErrors(name string, data []byte, inst any, ve *jsonschema.ValidationError) error {
	var leaves []*jsonschema.ValidationError
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) == 0 {
			leaves = append(leaves, e)
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(ve)
	// When a member of an object fails its schema, unevaluatedProperties
	// also reports every member of that object as unknown: keep only the
	// real problem.
	var real []string
	for _, l := range leaves {
		if !strings.HasSuffix(l.Error(), "false schema") {
			real = append(real, strings.Join(l.InstanceLocation, "/")+"/")
		}
	}
	noise := func(l *jsonschema.ValidationError) bool {
		if !strings.HasSuffix(l.Error(), "false schema") || len(l.InstanceLocation) == 0 {
			return false
		}
		parent := strings.Join(l.InstanceLocation[:len(l.InstanceLocation)-1], "/") + "/"
		for _, r := range real {
			if strings.HasPrefix(r, parent) {
				return true
			}
		}
		return false
	}
	var errs []error
	seen := map[string]bool{}
	for _, l := range leaves {
		if noise(l) {
			continue
		}
		msg := l.Error()
		// A leaf prints as "at '/pointer': message"; the pointer becomes
		// the field.
		if i := strings.Index(msg, "': "); strings.HasPrefix(msg, "at '") && i > 0 {
			msg = msg[i+3:]
		}
		switch {
		case msg == "false schema" && len(l.InstanceLocation) > 0:
			// unevaluatedProperties: false rejects a member the format
			// does not have.
			msg = fmt.Sprintf("unknown field %q", l.InstanceLocation[len(l.InstanceLocation)-1])
		default:
			if v, ok := valueAt(inst, l.InstanceLocation); ok {
				msg += "; got " + v
			}
		}
		key := strings.Join(l.InstanceLocation, "/") + "\x00" + msg
		if seen[key] {
			continue
		}
		seen[key] = true
		errs = append(errs, at(name, data, l.InstanceLocation, tcIDAt(inst, l.InstanceLocation), fieldPath(l.InstanceLocation), "schema: "+msg))
		if len(errs) == maxErrors {
			errs = append(errs, &Error{File: name, Msg: "more problems not shown"})
			break
		}
	}
	return errors.Join(errs...)
}

func at(name string, data []byte, ptr []string, tcID int, field, msg string) *Error {
	line, col := lineCol(data, locate(data, ptr))
	return &Error{File: name, Line: line, Col: col, TcID: tcID, Field: field, Msg: msg}
}

// fieldPath writes a JSON pointer's tokens as a path: testGroups[0].tests[3].cards[5].
func fieldPath(ptr []string) string {
	var b strings.Builder
	for _, tok := range ptr {
		if _, err := strconv.Atoi(tok); err == nil {
			fmt.Fprintf(&b, "[%s]", tok)
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(tok)
	}
	return b.String()
}

// valueAt returns the JSON of the value a pointer names, shortened, when it
// is a scalar (a whole object or list says nothing useful in a message).
func valueAt(inst any, ptr []string) (string, bool) {
	v := inst
	for _, tok := range ptr {
		switch x := v.(type) {
		case map[string]any:
			v = x[tok]
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(x) {
				return "", false
			}
			v = x[i]
		default:
			return "", false
		}
	}
	switch v.(type) {
	case map[string]any, []any:
		return "", false
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "", false
	}
	if len(b) > 60 {
		b = append(b[:57], "..."...)
	}
	return string(b), true
}

// tcIDAt returns the tcId of the test a pointer is inside, or 0.
func tcIDAt(inst any, ptr []string) int {
	if len(ptr) < 4 || ptr[0] != "testGroups" || ptr[2] != "tests" {
		return 0
	}
	gi, err1 := strconv.Atoi(ptr[1])
	ti, err2 := strconv.Atoi(ptr[3])
	if err1 != nil || err2 != nil {
		return 0
	}
	root, _ := inst.(map[string]any)
	groups, _ := root["testGroups"].([]any)
	if gi >= len(groups) {
		return 0
	}
	g, _ := groups[gi].(map[string]any)
	tests, _ := g["tests"].([]any)
	if ti >= len(tests) {
		return 0
	}
	t, _ := tests[ti].(map[string]any)
	switch id := t["tcId"].(type) {
	case json.Number:
		n, err := id.Int64()
		if err == nil && n > 0 && n < 1<<31 {
			return int(n)
		}
	case float64:
		if id > 0 && id < 1<<31 && id == float64(int(id)) {
			return int(id)
		}
	}
	return 0
}

// locate returns the byte offset of the value a JSON pointer names in data,
// or of the deepest enclosing value found.
func locate(data []byte, ptr []string) int {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	off, _ := find(d, data, ptr)
	return off
}

func find(d *json.Decoder, data []byte, ptr []string) (int, bool) {
	start := skipSeparators(data, int(d.InputOffset()))
	if len(ptr) == 0 {
		return start, true
	}
	tok, err := d.Token()
	if err != nil {
		return start, false
	}
	switch tok {
	case json.Delim('{'):
		for d.More() {
			k, err := d.Token()
			if err != nil {
				return start, false
			}
			if k == ptr[0] {
				if off, ok := find(d, data, ptr[1:]); ok {
					return off, true
				}
				return start, false
			}
			if skipValue(d) != nil {
				return start, false
			}
		}
	case json.Delim('['):
		want, err := strconv.Atoi(ptr[0])
		if err != nil {
			return start, false
		}
		for i := 0; d.More(); i++ {
			if i == want {
				if off, ok := find(d, data, ptr[1:]); ok {
					return off, true
				}
				return start, false
			}
			if skipValue(d) != nil {
				return start, false
			}
		}
	}
	return start, false
}

func skipValue(d *json.Decoder) error {
	depth := 0
	for {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			depth++
		case json.Delim('}'), json.Delim(']'):
			depth--
		}
		if depth == 0 {
			return nil
		}
	}
}

func skipSeparators(data []byte, i int) int {
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\n', '\r', ':', ',':
			i++
			continue
		}
		break
	}
	return i
}

// lineCol returns the 1-based line and column of a byte offset.
func lineCol(data []byte, off int) (int, int) {
	if off > len(data) {
		off = len(data)
	}
	if off < 0 {
		off = 0
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}
