package report

import (
	"bytes"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestRenderers: every renderer is found by its name and writes its
// format, the same bytes as the Write method certify's callers know; a
// name that is no renderer is not found, and cucumber says why.
func TestRenderers(t *testing.T) {
	rep := &Report{Format: Format, Kit: Kit{Name: "bacctk", Version: "0.1.0"},
		Games:    []Game{{Game: "mbs-ncb-v6", Document: "mbs-ncb-v6", Claimed: true, Verdict: Fail}},
		Verdicts: []ClauseVerdict{{ID: "mbs-ncb-v6/mbs-ncb-v6:3.9.4", Game: "mbs-ncb-v6", Document: "mbs-ncb-v6", Clause: "3.9.4", Verdict: Fail, Reason: "tie paid 7/1"}},
		Summary:  Summary{Result: Fail, ExitCode: 1, Games: 1, Line: "FAIL: 1 game"}}
	heads := map[string]string{"text": "engine: ", "json": "{\n", "junit": "<?xml", "html": "<!DOCTYPE html>", "badge": "<svg "}
	methods := map[string]func(*bytes.Buffer) error{
		"text":  func(b *bytes.Buffer) error { rep.WriteText(b, true); return nil },
		"json":  func(b *bytes.Buffer) error { return rep.WriteJSON(b) },
		"junit": func(b *bytes.Buffer) error { return rep.WriteJUnit(b) },
		"html":  func(b *bytes.Buffer) error { return rep.WriteHTML(b) },
		"badge": func(b *bytes.Buffer) error { return rep.WriteBadge(b) },
	}
	var names []string
	for _, r := range Renderers() {
		names = append(names, r.Name)
		got, ok := Lookup(r.Name)
		if !ok || got.Name != r.Name {
			t.Errorf("Lookup(%q) = %q, %v", r.Name, got.Name, ok)
		}
		var a, b bytes.Buffer
		if err := got.Render(&a, rep, Options{Verbose: true}); err != nil {
			t.Fatalf("%s: %v", r.Name, err)
		}
		if !strings.HasPrefix(a.String(), heads[r.Name]) {
			t.Errorf("%s begins %.40q, want %q", r.Name, a.String(), heads[r.Name])
		}
		if err := methods[r.Name](&b); err != nil || a.String() != b.String() {
			t.Errorf("%s: the renderer and the Write method differ (%v)", r.Name, err)
		}
	}
	sort.Strings(names)
	if want := []string{"badge", "html", "json", "junit", "text"}; !reflect.DeepEqual(names, want) || !reflect.DeepEqual(Names(), want) {
		t.Errorf("renderers %v, Names %v; want %v", names, Names(), want)
	}
	for _, name := range []string{"cucumber", "xml", "", "JSON"} {
		if _, ok := Lookup(name); ok {
			t.Errorf("Lookup(%q) found a renderer", name)
		}
	}
	if NotRendered(Cucumber) == "" || NotRendered("json") != "" {
		t.Error("NotRendered does not tell cucumber from the rendered formats")
	}
}
