package certify

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

// noTable is the reference without the table capability in its hello.
type noTable struct{ *refengine.Engine }

func (n noTable) Hello(ctx context.Context) (adapter.Hello, error) {
	h, err := n.Engine.Hello(ctx)
	var caps []string
	for _, c := range h.Capabilities {
		if c != adapter.CapTable {
			caps = append(caps, c)
		}
	}
	h.Capabilities = caps
	return h, err
}

// TestCoverageEndToEnd certifies the in-process reference as a default
// run, as partial runs of each kind, and as shards merged, and checks
// that every report says complete or partial, and why.
func TestCoverageEndToEnd(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	ref := func() adapter.Engine { return refengine.New() }
	run := func(eng adapter.Engine, opts Options) *report.Report {
		t.Helper()
		opts.Seed, opts.Shoes = 11, 2
		rep, err := Run(ctx, eng, opts)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	var others []string // the games --games mbs-tiger-v2 leaves out
	for _, g := range reference.Games() {
		if g.ID != "mbs-tiger-v2" {
			others = append(others, string(g.ID))
		}
	}
	whole := run(ref(), Options{})
	for _, tc := range []struct {
		name string
		rep  *report.Report
		want []string // the kinds left out
		text string   // words the headline must hold
	}{
		{"default", whole, nil, ""},
		{"no-generated", run(ref(), Options{NoGenerated: true}), []string{report.OmitGenerated}, "the generated shoes were left out by --no-generated"},
		{"tags", run(ref(), Options{NoVectors: true, NoGenerated: true, Tags: "@clause:mbs-tiger-v2:3.16.1"}),
			[]string{report.OmitVectors, report.OmitGenerated, report.OmitTags}, "only the scenarios matching --tags @clause:mbs-tiger-v2:3.16.1 ran"},
		{"games", run(ref(), Options{NoFeatures: true, Games: []string{"mbs-tiger-v2"}}),
			[]string{report.OmitScenarios, report.OmitGames}, "ten of the 11 games the engine claims left out by --games: only mbs-tiger-v2 certified"},
		{"no-table", run(noTable{refengine.New()}, Options{}), []string{report.OmitCapability}, "table play not certified: the engine does not claim the table capability"},
		{"shard", run(ref(), Options{Shard: shard.Shard{K: 1, N: 3}}), []string{report.OmitShard}, "only shard 1/3 of the checks ran"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep := tc.rep
			if !rep.OK() {
				t.Fatalf("the reference does not pass: %s", rep.Summary.Line)
			}
			cov := rep.Coverage
			var kinds []string
			for _, o := range cov.Omitted {
				kinds = append(kinds, o.Kind)
			}
			if !cmp.Equal(kinds, tc.want) || cov.Complete != (len(tc.want) == 0) {
				t.Fatalf("complete %v, omitted %v; want %v", cov.Complete, cov.Omitted, tc.want)
			}
			wantHead := "PASS"
			if tc.text != "" {
				wantHead = "PASS (partial: "
				if !strings.Contains(rep.Summary.Headline, tc.text) {
					t.Errorf("headline %q does not say %q", rep.Summary.Headline, tc.text)
				}
			}
			if !strings.HasPrefix(rep.Summary.Headline, wantHead) || (tc.text == "") != (rep.Summary.Headline == "PASS") {
				t.Errorf("headline %q, want it to start %q", rep.Summary.Headline, wantHead)
			}
			for _, o := range cov.Omitted {
				if o.Kind == report.OmitGames && o.Detail != strings.Join(others, ",") {
					t.Errorf("games left out: %q, want %q", o.Detail, strings.Join(others, ","))
				}
			}
			checkCoverageCounts(t, rep)
			checkCoverageRendered(t, rep)
		})
	}

	t.Run("a failing partial run", func(t *testing.T) {
		bad := newIndependent(t, "tie-loses-player-banker")
		rep := run(bad, Options{NoVectors: true, NoGenerated: true, Games: []string{"mbs-tiger-v2"}, Tags: "@clause:mbs-tiger-v2:3.16.1"})
		if rep.OK() || !strings.HasPrefix(rep.Summary.Headline, "FAIL (partial: the golden vectors were left out") ||
			!strings.HasPrefix(rep.Summary.Line, rep.Summary.Headline+": 1 game (") {
			t.Fatalf("exit %d, headline %q, line %q", rep.Summary.ExitCode, rep.Summary.Headline, rep.Summary.Line)
		}
		checkCoverageRendered(t, rep)
	})

	t.Run("a report from before coverage", func(t *testing.T) {
		old := *whole
		old.Coverage, old.Summary.Headline = nil, ""
		if old.Headline() != "PASS" || old.Partial() {
			t.Errorf("headline %q, partial %v", old.Headline(), old.Partial())
		}
		page := renderHTML(t, &old)
		if !strings.Contains(page, `<dd id="coverage-state">not recorded`) || strings.Contains(page, `id="profile"`) {
			t.Error("the page of a report without coverage does not say it is not recorded")
		}
	})

	t.Run("merged shards", func(t *testing.T) {
		var shards []*report.Report
		for k := 0; k < 3; k++ {
			shards = append(shards, run(ref(), Options{Shard: shard.Shard{K: k, N: 3}}))
		}
		merged, err := decide.Merge(shards, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !merged.Coverage.Complete || merged.Summary.Headline != "PASS" {
			t.Fatalf("merged shards: complete %v, omitted %v, headline %q", merged.Coverage.Complete, merged.Coverage.Omitted, merged.Summary.Headline)
		}
		if d := cmp.Diff(whole.Coverage, merged.Coverage); d != "" {
			t.Errorf("the merged shards' coverage differs from the whole run's (-whole +merged):\n%s", d)
		}
		checkCoverageRendered(t, merged)
		// Two of three shards cannot be merged: a merge is never partial
		// by a missing shard (merge_test.go checks the refusal).
		if _, err := decide.Merge(shards[:2], nil); err == nil {
			t.Error("two of three shards merged")
		}
	})
}

// checkCoverageCounts recounts the clauses of each game certified from the
// clause catalog and the verdict rows.
func checkCoverageCounts(t *testing.T, rep *report.Report) {
	t.Helper()
	want := map[string]report.GameCoverage{}
	for _, g := range rep.Games {
		if !g.Claimed {
			continue
		}
		doc, ok := clauses.LookupDocument(g.Document)
		if !ok {
			t.Fatalf("%s: document %q", g.Game, g.Document)
		}
		gc := report.GameCoverage{Game: g.Game, Document: g.Document, Clauses: len(doc.Clauses)}
		for _, v := range rep.Verdicts {
			if v.Game == g.Game && v.Document == g.Document {
				if v.Verdict == report.Procedural {
					gc.Procedural++
				} else if v.Verdict != report.NotApplicable {
					gc.Checked++
				}
			}
		}
		want[g.Game] = gc
	}
	cov := rep.Coverage
	clausesAll, checkedAll := 0, 0
	for _, gc := range cov.Games {
		if gc != want[gc.Game] {
			t.Errorf("%s: coverage %+v, recounted %+v", gc.Game, gc, want[gc.Game])
		}
		delete(want, gc.Game)
		clausesAll += gc.Clauses
		checkedAll += gc.Checked
	}
	if len(want) > 0 || cov.Clauses != clausesAll || cov.Checked != checkedAll || cov.Checked == 0 || cov.Checked >= cov.Clauses {
		t.Errorf("coverage %d of %d clauses (games missing: %v), recounted %d of %d", cov.Checked, cov.Clauses, want, checkedAll, clausesAll)
	}
}

// checkCoverageRendered checks that every format states the coverage: the
// text report, the JSON (against the schema, and read back), JUnit, HTML
// (and HTML from the JSON read back, as `report render` makes it) and the
// badge.
func checkCoverageRendered(t *testing.T, rep *report.Report) {
	t.Helper()
	cov := rep.Coverage
	partial := !cov.Complete

	var text bytes.Buffer
	rep.WriteText(&text, false)
	lines := strings.Split(strings.TrimRight(text.String(), "\n"), "\n")
	last := lines[len(lines)-1]
	if last != rep.Summary.Line || !strings.HasPrefix(last, rep.Summary.Headline+": ") ||
		!strings.Contains(last, " clauses checked") {
		t.Errorf("text summary line %q, headline %q", last, rep.Summary.Headline)
	}
	if strings.Contains(text.String(), "coverage: PARTIAL") != partial || strings.Contains(text.String(), "coverage: complete") == partial {
		t.Errorf("text report, partial %v:\n%s", partial, text.String())
	}
	for _, o := range cov.Omitted {
		if !strings.Contains(text.String(), "  - "+o.Text+"\n") {
			t.Errorf("text report does not list %q", o.Text)
		}
	}
	if strings.Contains(text.String(), "generated shoes per game") != rep.Run.Parts.Generated {
		t.Errorf("text report names generated shoes per game, generated %v", rep.Run.Parts.Generated)
	}

	data := reportJSON(t, rep)
	var back report.Report
	decodeJSON(t, data, &back)
	if d := cmp.Diff(cov, back.Coverage); d != "" || back.Summary.Headline != rep.Summary.Headline {
		t.Errorf("the JSON report's coverage (-run +json):\n%s\nheadline %q", d, back.Summary.Headline)
	}
	var raw struct {
		Coverage struct {
			Complete *bool             `json:"complete"`
			Omitted  []json.RawMessage `json:"omitted"`
		} `json:"coverage"`
	}
	decodeJSON(t, data, &raw)
	if raw.Coverage.Complete == nil || *raw.Coverage.Complete == partial || raw.Coverage.Omitted == nil || len(raw.Coverage.Omitted) != len(cov.Omitted) {
		t.Errorf("JSON coverage: complete %v, omitted %d items", raw.Coverage.Complete, len(raw.Coverage.Omitted))
	}

	var junit bytes.Buffer
	if err := rep.WriteJUnit(&junit); err != nil {
		t.Fatal(err)
	}
	validateJUnit(t, junit.Bytes())
	props := junitProperties(t, junit.Bytes())
	wantCov := "complete"
	if partial {
		wantCov = "partial: " + cov.OmittedText()
	}
	if props["verdict"] != rep.Summary.Headline || props["coverage"] != wantCov || !strings.Contains(props["certified"], "clauses checked") {
		t.Errorf("JUnit properties %v; want verdict %q, coverage %q", props, rep.Summary.Headline, wantCov)
	}

	page := renderHTML(t, rep)
	if strings.Contains(page, `id="partial"`) != partial || strings.Contains(page, `<div id="coverage">`) != partial ||
		!strings.Contains(page, "<title>"+html.EscapeString(rep.Summary.Headline)+": ") {
		t.Errorf("HTML: partial %v, but the page's marks differ", partial)
	}
	for _, o := range cov.Omitted {
		if !strings.Contains(page, `<li data-kind="`+o.Kind+`">`+html.EscapeString(o.Text)+"</li>") {
			t.Errorf("HTML does not list %q", o.Text)
		}
	}
	if strings.Contains(page, "no generated shoes") == rep.Run.Parts.Generated {
		t.Errorf("HTML: generated %v, but the page says otherwise", rep.Run.Parts.Generated)
	}
	if renderHTML(t, &back) != page {
		t.Error("the page from the JSON report differs from the run's")
	}

	var svg bytes.Buffer
	if err := rep.WriteBadge(&svg); err != nil {
		t.Fatal(err)
	}
	b := svg.String()
	message, color := rep.Summary.Result+" ", map[string]string{report.Pass: "#4c1", report.Fail: "#e05d44"}[rep.Summary.Result]
	if partial {
		message = "partial " + message
		if rep.Summary.Result == report.Pass {
			color = "#dfb317"
		}
	}
	if !strings.Contains(b, ">"+message) || !strings.Contains(b, `fill="`+color+`"`) || strings.Contains(b, "partial") != partial {
		t.Errorf("badge of a %s run, partial %v: %s", rep.Summary.Result, partial, b)
	}
}
