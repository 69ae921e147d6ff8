package integrity

import (
	"errors"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/internal/docmap"
)

// TestCanonical: white space and member order do not matter, values do;
// strings and numbers take one form.
func TestCanonical(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{` { "b" : [1, 2.50, -0, -0e0, 1e2, 1E-7, true, null], "a": "x" } `, `{"a":"x","b":[1,2.5,0,0,100,1e-7,true,null]}`},
		{`"<&>\u00e9\u2028\t\u0001"`, `"<&>é\u2028\t\u0001"`},
		{`{"é":1,"z":2,"Z":{"y":{},"x":[]}}`, `{"Z":{"x":[],"y":{}},"z":2,"é":1}`},
		{`123456789012345678901234567890`, `123456789012345678901234567890`},
	} {
		got, err := Canonical([]byte(tc.in))
		if err != nil || string(got) != tc.want {
			t.Errorf("Canonical(%s) = %s, %v; want %s", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{``, `{`, `{"a":1,"a":1}`, `[1] [2]`, `1e999`, `{"a":}`, strings.Repeat("[", 600) + strings.Repeat("]", 600), `[1}`, strings.Repeat("7", 1001)} {
		if got, err := Canonical([]byte(bad)); err == nil {
			t.Errorf("Canonical(%.40q) = %s, want an error", bad, got)
		}
	}
}

// FuzzCanonical: any input is canonical JSON or an error, never a panic;
// the canonical form of a canonical form is itself.
func FuzzCanonical(f *testing.F) {
	for _, s := range []string{`{"b":[1,2.50,-0,1e2],"a":"x\u2028"}`, `[{"z":{},"a":[]}]`, `"\ud800"`, `1E400`, `{"a":1,"a":2}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Canonical(data)
		if err != nil {
			return
		}
		again, err := Canonical(c)
		if err != nil || string(again) != string(c) {
			t.Fatalf("Canonical(%q) = %q, whose canonical form is %q, %v", data, c, again, err)
		}
	})
}

// TestCheck: a digest written over a document verifies however the
// document is re-indented, and not once a value changes.
func TestCheck(t *testing.T) {
	doc := `{"format":"f","verdicts":[{"id":"a","verdict":"pass"}],"n":3}`
	d, err := Digest([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	signed := `{"digest":"` + d + `",` + doc[1:]
	if got, err := Check([]byte(signed)); err != nil || got != d {
		t.Fatalf("Check = %s, %v; want %s", got, err, d)
	}
	reindented := "{\n  \"n\": 3,\n  \"verdicts\": [ { \"verdict\": \"pass\", \"id\": \"a\" } ],\n  \"format\": \"f\",\n  \"digest\": \"" + d + "\"\n}\n"
	if _, err := Check([]byte(reindented)); err != nil {
		t.Errorf("re-indented: %v", err)
	}
	edited := strings.Replace(signed, `"pass"`, `"fail"`, 1)
	var m *Mismatch
	if _, err := Check([]byte(edited)); !errors.As(err, &m) || m.Stated != d || !Unverified(err) {
		t.Errorf("edited: %v, want a mismatch stating %s", err, d)
	}
	if _, err := Check([]byte(doc)); !errors.Is(err, ErrNoDigest) || !Unverified(err) {
		t.Errorf("no digest: %v", err)
	}
	for _, bad := range []string{`[1]`, `{"digest":1}`, `{"digest":"sha256:00"}`, `{"digest":"x","digest":"y"}`, `not json`} {
		if _, err := Check([]byte(bad)); err == nil || Unverified(err) {
			t.Errorf("Check(%s) = %v, want an error of unreadable input", bad, err)
		}
	}
}

// TestDocMapListsEveryFile: doc.go's map of the files names every file.
func TestDocMapListsEveryFile(t *testing.T) { docmap.Require(t, ".") }
