package certify

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"io"
	"testing"
	"unicode/utf8"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/report"
)

// FuzzReportWriters feeds hostile engine strings (its name, version,
// stderr, a failure's message) to the text, JSON and JUnit writers: the
// text report carries no raw control character and stays UTF-8, the JSON
// report parses, the JUnit report is well-formed XML (issue 11, case 9).
//
//	go test ./certify -run '^$' -fuzz FuzzReportWriters -fuzztime 30s
func FuzzReportWriters(f *testing.F) {
	rep, err := Run(context.Background(), tablesFail{refengine.New()}, Options{
		Games: []string{"mbs-ncb-v6"}, Shoes: 1, Seed: 3, NoFeatures: true, NoVectors: true})
	if err != nil {
		f.Fatal(err)
	}
	if len(rep.Failures) == 0 {
		f.Fatal("the base report has no failure to carry the engine's message")
	}
	f.Add("acme", "1.0", "warn\n", "no tables")
	f.Add("\x1b[2J\x1b[H", "\u202e1.0", "\r\x00\x7f\xff\xfe", "\x9b31m\x07]]></failure>")
	f.Add("a\tb", "\xc0\x80", "\U0010ffff\ufffe", "&lt;<!--")
	f.Fuzz(func(t *testing.T, name, version, stderr, message string) {
		rep.Engine.Name, rep.Engine.Version, rep.Engine.Stderr = name, version, stderr
		rep.Failures[0].Message, rep.Failures[0].Title = message, name
		var text bytes.Buffer
		rep.WriteText(&text, true)
		b := text.Bytes()
		if !utf8.Valid(b) {
			t.Fatalf("the text report is not UTF-8")
		}
		for i, r := range string(b) {
			if (r < 0x20 && r != '\n' && r != '\t') || (r >= 0x7f && r <= 0x9f) || r == 0x202e {
				t.Fatalf("the text report carries %U raw at byte %d", r, i)
			}
		}
		var js bytes.Buffer
		if err := rep.WriteJSON(&js); err != nil {
			t.Fatal(err)
		}
		var back report.Report
		if err := json.Unmarshal(js.Bytes(), &back); err != nil {
			t.Fatalf("the JSON report does not parse: %v", err)
		}
		var junit bytes.Buffer
		if err := rep.WriteJUnit(&junit); err != nil {
			t.Fatal(err)
		}
		d := xml.NewDecoder(&junit)
		for {
			if _, err := d.Token(); err == io.EOF {
				break
			} else if err != nil {
				t.Fatalf("the JUnit report is not well-formed XML: %v", err)
			}
		}
	})
}
