package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/certify"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/report"
)

// diffReportFile certifies eng in process on one game without generated
// shoes (fast), lets change alter the report, and writes it as JSON.
func diffReportFile(t *testing.T, eng adapter.Engine, kf *decide.KnownFailing, change func(*report.Report)) string {
	t.Helper()
	rep, err := certify.Run(context.Background(), eng, certify.Options{
		Games: []string{"mbs-tiger-v2"}, Seed: 3, Shoes: 2, NoGenerated: true, KnownFailing: kf})
	if err != nil {
		t.Fatal(err)
	}
	if change != nil {
		change(rep)
	}
	f, err := os.CreateTemp(t.TempDir(), "report-*.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := rep.WriteJSON(f); err != nil {
		t.Fatal(err)
	}
	return f.Name()
}

func tieDefect(t *testing.T) adapter.Engine {
	t.Helper()
	eng, err := independent.New("tie-loses-player-banker")
	if err != nil {
		t.Fatal(err)
	}
	return eng
}

// The row the tie defect fails: a tie pushes player and banker.
const tieRow = "mbs-tiger-v2/mbs-tiger-v2:3.16.1"

// TestReportDiff: a report against itself shows no change and exits 0; the
// reference's against the tie defect's names the new failing row and the
// cause and exits 1, and --json writes the same; the other way round they
// are fixed and gone, exit 0; other rules data give a warning.
func TestReportDiff(t *testing.T) {
	ref := diffReportFile(t, refengine.New(), nil, nil)
	bad := diffReportFile(t, tieDefect(t), nil, nil)
	for _, tc := range []struct {
		name       string
		old, new   string
		exit       int
		want, omit []string
	}{
		{"itself", bad, bad, 0,
			[]string{"old: bacctk-independent", "new: bacctk-independent", "\n0 new failing rows, 0 fixed, 0 causes appeared, 0 gone\nno regression\n"},
			[]string{"warning:", "\nnew failing rows (", "\nfixed (", "\nother changes (", "\ncauses ", "\ngames whose"}},
		{"a defect planted", ref, bad, 1,
			[]string{"old: bacctk-reference", "new: bacctk-independent",
				"\nnew failing rows (1):\n  " + tieRow + "  pass → fail\n",
				"\ncauses appeared (1):\n  settlement mbs-tiger-v2:3.16.1: banker: lose where the rules say push (C1 in the new report;",
				"\ngames whose verdict changed (1):\n  mbs-tiger-v2  pass → fail\n",
				"\n1 new failing row, 0 fixed, ", "REGRESSION: 1 row newly fails"},
			[]string{"\nfixed (", "\ncauses gone (", "content hashes"}},
		{"the defect fixed", bad, ref, 0,
			[]string{"\nfixed (1):\n  " + tieRow + "  fail → pass\n", "\ncauses gone (1):\n  settlement mbs-tiger-v2:3.16.1: banker: lose where the rules say push (C1 in the old report;",
				"\n0 new failing rows, 1 fixed, ", "\nno regression\n"},
			[]string{"\nnew failing rows (", "\ncauses appeared (", "REGRESSION"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, stderr := runCmd("report", "diff", tc.old, tc.new)
			if code != tc.exit {
				t.Errorf("exit %d, want %d\n%s%s", code, tc.exit, out, stderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("the output does not say %q:\n%s", w, out)
				}
			}
			for _, w := range tc.omit {
				if strings.Contains(out, w) {
					t.Errorf("the output says %q:\n%s", w, out)
				}
			}
		})
	}

	t.Run("--json", func(t *testing.T) {
		js := filepath.Join(t.TempDir(), "diff.json")
		code, out, _ := runCmd("report", "diff", "--json", js, ref, bad)
		data, err := os.ReadFile(js)
		if code != 1 || err != nil {
			t.Fatalf("exit %d, %v", code, err)
		}
		var d report.Comparison
		if err := json.Unmarshal(data, &d); err != nil {
			t.Fatal(err)
		}
		if d.Format != report.ComparisonFormat || d.Old.File != ref || d.New.File != bad || d.ExitCode != 1 ||
			len(d.NewFailures) != 1 || d.NewFailures[0].ID != tieRow || len(d.CausesAppeared) != 1 ||
			!strings.Contains(out, "\n"+d.Line+"\n") {
			t.Errorf("the JSON diff: %s", data)
		}
	})

	t.Run("other rules data", func(t *testing.T) {
		other := diffReportFile(t, tieDefect(t), nil, func(r *report.Report) { r.Kit.ContentHash = "sha256:other" })
		code, out, _ := runCmd("report", "diff", bad, other)
		if code != 0 || !strings.Contains(out, "\nwarning: the content hashes differ (old sha256:") ||
			!strings.Contains(out, ", new sha256:other): the reports were checked against different rules data") {
			t.Errorf("exit %d:\n%s", code, out)
		}
	})

	t.Run("a known failing row", func(t *testing.T) {
		kf, err := decide.ParseKnownFailing("known.txt", strings.NewReader("mbs-tiger-v2/mbs-tiger-v2:3.16.*\n"))
		if err != nil {
			t.Fatal(err)
		}
		known := diffReportFile(t, tieDefect(t), kf, nil)
		code, out, _ := runCmd("report", "diff", ref, known)
		if code != 0 || !strings.Contains(out, "  "+tieRow+"  pass → fail (known failing: mbs-tiger-v2/mbs-tiger-v2:3.16.*)\n") ||
			!strings.Contains(out, "\n1 new failing row (1 known failing), 0 fixed, ") {
			t.Errorf("exit %d:\n%s", code, out)
		}
		// The list of the old report does not count: the new one decides.
		if code, _, _ := runCmd("report", "diff", known, bad); code != 0 {
			t.Errorf("a known failing row that the new report does not list: exit %d, want 0 (it was failing before)", code)
		}
	})
}

// TestReportDiffEngineText: the engine's name, the causes' words and the
// engine's game ids in the coverage are shown escaped: a terminal never
// receives the engine's control characters.
func TestReportDiffEngineText(t *testing.T) {
	hostile := diffReportFile(t, tieDefect(t), nil, func(r *report.Report) {
		r.Engine.Name = "evil\x1b[2J\u202eSSAP"
		r.Engine.Version = "1\r\nnew: bacctk-reference"
		r.Causes[0].Summary = "banker\x1b]0;title\x07 lose"
		// A game the engine claims and the kit does not know is named in
		// the coverage, which the diff's warning quotes.
		r.Coverage.Omitted = append(r.Coverage.Omitted, report.Omission{Kind: report.OmitUnknownGames, Detail: "\x1b[31mred",
			Text: "the engine claims 1 game the kit does not know, not certified (\x1b[31mred)"})
	})
	ref := diffReportFile(t, refengine.New(), nil, nil)
	code, out, _ := runCmd("report", "diff", ref, hostile)
	if code != 1 {
		t.Errorf("exit %d", code)
	}
	for _, raw := range []string{"\x1b", "\u202e", "\r", "\x07", "\nnew: bacctk-reference"} {
		if strings.Contains(out, raw) {
			t.Errorf("the output holds %q unescaped:\n%s", raw, out)
		}
	}
	if !strings.Contains(out, `new: evil\x1b[2J\u202eSSAP 1\x0d\x0anew: bacctk-reference,`) ||
		!strings.Contains(out, `not certified (\x1b[31mred)`) {
		t.Errorf("the engine's name is not shown escaped:\n%s", out)
	}
}

// TestReportDiffUsage: --help prints the usage and exits 0; anything but
// two readable reports is a usage error, exit 2.
func TestReportDiffUsage(t *testing.T) {
	code, _, stderr := runCmd("report", "diff", "--help")
	if code != 0 || !strings.Contains(stderr, "Usage: bacctk report diff OLD.json NEW.json") || !strings.Contains(stderr, "-json") {
		t.Errorf("--help: exit %d, %q", code, stderr)
	}
	if code, out, _ := runCmd("report", "--help"); code != 0 || !strings.Contains(out, "diff") {
		t.Errorf("report --help: exit %d, does not list diff: %q", code, out)
	}
	dir := t.TempDir()
	notReport := filepath.Join(dir, "x.json")
	if err := os.WriteFile(notReport, []byte(`{"format":"other"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{notReport}, "give two JSON reports, OLD and NEW, not 1 files"},
		{[]string{notReport, notReport, notReport}, "not 3 files"},
		{[]string{filepath.Join(dir, "none.json"), notReport}, "none.json"},
		{[]string{notReport, notReport}, `format is "other"`},
		{[]string{"--jsno", "f", notReport, notReport}, "did you mean --json?"},
	} {
		code, out, stderr := runCmd(append([]string{"report", "diff"}, tc.args...)...)
		if code != 2 || !strings.Contains(stderr, tc.want) || out != "" {
			t.Errorf("%q: exit %d, stderr %q, stdout %q; want 2 and %q", tc.args, code, stderr, out, tc.want)
		}
	}
}
