package certify

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/report"
)

// hostile is what a hostile engine puts in its strings: markup that would
// run a script or load a resource if it reached the page unescaped.
const hostile = `</title></code></pre><script>window.pwned=1</script><img src="http://127.0.0.1:9/x.png" onerror="window.pwned=1"><a href="javascript:window.pwned=1">x</a>&amp;"'`

var htmlReports = sync.OnceValues(func() (map[string]*report.Report, error) {
	out := map[string]*report.Report{}
	ctx := context.Background()
	games := []string{"mbs-tiger-v2", "mbs-ncb-v6"}
	var err error
	if out["pass"], err = Run(ctx, refengine.New(), Options{Seed: 3, Shoes: 5, Games: games[:1]}); err != nil {
		return nil, err
	}
	bad, err := independent.New("tie-loses-player-banker")
	if err != nil {
		return nil, err
	}
	if out["fail"], err = Run(ctx, bad, Options{Seed: 3, Shoes: 5, Games: games}); err != nil {
		return nil, err
	}
	// 30 calls: the offer probe and a few scenarios, then the crash, so that
	// no row has passing evidence only.
	crash := &faulty{TableEngine: refengine.New(), mode: "crash", after: 30, inProc: true}
	if out["errored"], err = Run(ctx, crash, Options{Seed: 3, Shoes: 5, Games: games[:1]}); err != nil {
		return nil, err
	}
	out["hostile"], err = hostileReport(out["fail"])
	return out, err
})

// hostileReport is a copy of rep with hostile strings wherever the engine
// (or a doctored JSON report) can put one.
func hostileReport(rep *report.Report) (*report.Report, error) {
	var buf bytes.Buffer
	if err := rep.WriteJSON(&buf); err != nil {
		return nil, err
	}
	var h report.Report
	if err := json.Unmarshal(buf.Bytes(), &h); err != nil {
		return nil, err
	}
	h.Engine.Name, h.Engine.Version, h.Engine.Stderr = "evil"+hostile, hostile, hostile
	h.Engine.Capabilities = append(h.Engine.Capabilities, hostile)
	h.Engine.Command = []string{"evil", hostile}
	h.Kit.Revision, h.Run.Tags, h.Summary.Line = hostile, hostile, hostile
	h.Verdicts[0].Summary, h.Verdicts[0].Reason = hostile, hostile
	f := &h.Failures[0]
	f.Title, f.Message, f.Diff, f.Location = hostile, hostile, hostile, hostile
	f.Replay = append(f.Replay, "bacctk coup "+hostile)
	h.Causes = append(h.Causes, report.Cause{ID: "C1", Kind: report.CauseSettlement, Game: f.Game, Clauses: f.Clauses,
		Field: hostile, Summary: hostile, Count: 1, Scenarios: 1, Example: f.ID, Failures: []string{f.ID}})
	f.Cause = "C1"
	h.EngineFailures = append(h.EngineFailures, report.EngineFailure{Method: "coup", Kind: "malformed", Message: hostile, Stderr: hostile})
	h.KnownFailing = &report.KnownFailingReport{File: hostile, Patterns: []report.PatternOutcome{{Pattern: report.Pattern{Text: hostile, Line: 1}}}, UnexpectedPasses: []string{hostile}}
	return &h, nil
}

func htmlTestReports(t *testing.T) map[string]*report.Report {
	t.Helper()
	reps, err := htmlReports()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]struct{ fail, errored bool }{"pass": {}, "fail": {fail: true}, "errored": {errored: true}} {
		s := reps[name].Summary.Verdicts
		// An engine that crashes early may still pass the odd check
		// made before it: the errored report need not have no pass.
		if (s.Fail > 0) != want.fail || (s.Errored > 0) != want.errored || (s.Pass == 0 && !want.errored) {
			t.Fatalf("the %s report is not one: %s", name, reps[name].Summary.Line)
		}
	}
	return reps
}

func renderHTML(t *testing.T, rep *report.Report) string {
	t.Helper()
	var b bytes.Buffer
	if err := rep.WriteHTML(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

var (
	hrefRE = regexp.MustCompile(`href="([^"]*)"`)
	idRE   = regexp.MustCompile(` id="([^"]*)"`)
)

// TestHTMLReport checks the page without a browser: one cell per verdict,
// every link lands on the page, nothing loads from outside, the one script
// is the kit's, and hostile strings arrive as text.
func TestHTMLReport(t *testing.T) {
	for name, rep := range htmlTestReports(t) {
		t.Run(name, func(t *testing.T) {
			page := renderHTML(t, rep)
			if n := strings.Count(page, `<td class="cell `); n != len(rep.Verdicts) {
				t.Errorf("%d cells, want %d", n, len(rep.Verdicts))
			}
			if n := strings.Count(strings.ToLower(page), "<script"); n != 1 {
				t.Errorf("%d script elements, want the page's own one", n)
			}
			if strings.Contains(page, "<script>window.pwned") {
				t.Errorf("a hostile script reached the page unescaped")
			}
			if name == "hostile" && strings.Count(page, "&lt;script&gt;window.pwned=1&lt;/script&gt;") < 10 {
				t.Errorf("the hostile strings are not shown as text")
			}
			for _, bad := range []string{"<img", ` src="`, `href="http`, `href="javascript`, "@import", "url(http"} {
				if strings.Contains(page, bad) {
					t.Errorf("the page holds %q: it could load or run something", bad)
				}
			}
			ids := map[string]bool{}
			for _, m := range idRE.FindAllStringSubmatch(page, -1) {
				ids[m[1]] = true
			}
			for _, m := range hrefRE.FindAllStringSubmatch(page, -1) {
				if !strings.HasPrefix(m[1], "#") || !ids[m[1][1:]] {
					t.Errorf("link %q lands nowhere on the page", m[1])
				}
			}
			for _, f := range rep.Failures {
				if !strings.Contains(page, `id="`+f.ID+`"`) {
					t.Errorf("failure %s has no anchor", f.ID)
				}
			}
			if got := strings.Contains(page, `id="causes"`); got != (len(rep.Causes) > 0) {
				t.Errorf("causes section shown: %v, with %d causes", got, len(rep.Causes))
			}
			for _, want := range []string{rep.Run.Seed, rep.Kit.Version, `id="procedural"`, `id="interpretations"`, "@page{size:A4"} {
				if !strings.Contains(page, want) {
					t.Errorf("the page lacks %q", want)
				}
			}
			if rep.Kit.ContentHash == "" || !strings.Contains(page, rep.Kit.ContentHash) {
				t.Errorf("content hash %q not on the page", rep.Kit.ContentHash)
			}
		})
	}
}

// TestHTMLFromJSON: a report read back from its JSON (as `bacctk report
// render` reads an archived or merged one) renders the same page.
func TestHTMLFromJSON(t *testing.T) {
	rep := htmlTestReports(t)["fail"]
	var buf bytes.Buffer
	if err := rep.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var back report.Report
	if err := json.Unmarshal(buf.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if a, b := renderHTML(t, rep), renderHTML(t, &back); a != b {
		t.Errorf("the page from the JSON report differs from the run's (%d against %d bytes)", len(b), len(a))
	}
}

func TestBadge(t *testing.T) {
	reps := htmlTestReports(t)
	for name, want := range map[string]struct{ text, color string }{
		// Both runs name their games with --games, leaving out games
		// the engine claims: partial.
		"pass":    {"partial pass 1/1 games", "#dfb317"},
		"fail":    {"partial fail 0/2 games", "#e05d44"},
		"hostile": {"partial fail 0/2 games", "#e05d44"},
	} {
		rep := reps[name]
		if name == "hostile" {
			rep.Kit.Name = hostile
		}
		var b bytes.Buffer
		if err := rep.WriteBadge(&b); err != nil {
			t.Fatal(err)
		}
		var svg struct {
			Title string `xml:"title"`
			Rects []struct {
				Fill string `xml:"fill,attr"`
			} `xml:"g>rect"`
			Texts []string `xml:"g>text"`
		}
		if err := xml.Unmarshal(b.Bytes(), &svg); err != nil {
			t.Fatalf("%s: the badge is not XML: %v\n%s", name, err, b.String())
		}
		label := rep.Kit.Name + " " + rep.Kit.Version
		if svg.Title != label+": "+want.text || len(svg.Texts) != 4 || svg.Texts[1] != label || svg.Texts[3] != want.text {
			t.Errorf("%s: badge says %q / %q, want %q", name, svg.Title, svg.Texts, want.text)
		}
		if len(svg.Rects) < 2 || svg.Rects[1].Fill != want.color {
			t.Errorf("%s: badge colours %q, want %s on the right", name, svg.Rects, want.color)
		}
	}
}

func TestContentHash(t *testing.T) {
	h := ContentHash()
	if !regexp.MustCompile(`^sha256:[0-9a-f]{64}$`).MatchString(h) || h != ContentHash() {
		t.Fatalf("content hash %q", h)
	}
	rep := htmlTestReports(t)["pass"]
	if rep.Kit.ContentHash != h {
		t.Errorf("report carries %q, want %q", rep.Kit.ContentHash, h)
	}
}
