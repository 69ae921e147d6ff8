package certify

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/report"
)

// The size budgets of the HTML report. Before the page folded its
// failures, one planted defect (tie-loses-player-banker) on the eleven
// games made a page of 4.4 MB and 1,422,000 px at 1280 px wide (878
// failures, each with a go-cmp diff of up to 900 lines), and the same
// defect on one game printed on 168 A4 pages. The page now holds the
// matrix (1208 cells, 482 rows: about 270 KB and 13,000 px), the first
// failures of each root cause whole and the others a line each (about
// 150 KB): 479 KB and 19,700 px (828 KB before a cell's tooltip left out
// its game and verdict and a failure's line its title and step); one
// game's failure prints on 7 pages (the header and cause, the 92 rows
// that apply, three failures, the procedural clauses and the
// interpretations), 9 since the engine of a planted deal or pay defect
// claims the table (the table rows apply too: 100 of 127). The budgets
// leave room for a few more clauses and failures, not for a return of the
// diffs.
const (
	scaleMaxBytes  = 500_000 // bytes: "500 KB" as the docs count, 1000 to the KB
	scaleMaxHeight = 30000   // px at 1280 px wide
	scaleMaxPages  = 10      // A4, the one-cause report
	phoneWidth     = 400     // px: no sideways scrolling of the page
)

// scaleReports are the reports the budgets are measured on: one planted
// defect on every game the independent engine claims ("all": the
// largest report one defect makes), and on one game ("one": a failure
// of one root cause).
var scaleReports = sync.OnceValues(func() (map[string]*report.Report, error) {
	out := map[string]*report.Report{}
	for name, games := range map[string][]string{"all": nil, "one": {"mbs-tiger-v2"}} {
		bad, err := independent.New("tie-loses-player-banker")
		if err != nil {
			return nil, err
		}
		if out[name], err = Run(context.Background(), bad, Options{Seed: 1, Shoes: 5, Games: games}); err != nil {
			return nil, err
		}
	}
	return out, nil
})

func scaleTestReports(t *testing.T) map[string]*report.Report {
	t.Helper()
	reps, err := scaleReports()
	if err != nil {
		t.Fatal(err)
	}
	if all := reps["all"]; len(all.Games) != 11 || len(all.Failures) < 500 {
		t.Fatalf("the defect on every game made %d games, %d failures: not the report the budgets are for", len(all.Games), len(all.Failures))
	}
	if one := reps["one"]; len(one.Causes) != 1 || len(one.Failures) < 20 {
		t.Fatalf("the defect on one game made %d causes, %d failures: not a one-cause failure of many checks", len(one.Causes), len(one.Failures))
	}
	return reps
}

// TestHTMLReportSize holds the page of one defect on every game to its
// byte budget, without a browser: every failure keeps its anchor, but
// only the first of each cause keeps its diff.
func TestHTMLReportSize(t *testing.T) {
	rep := scaleTestReports(t)["all"]
	page := renderHTML(t, rep)
	if len(page) > scaleMaxBytes {
		t.Errorf("the page of one defect on %d games is %d bytes, over %d", len(rep.Games), len(page), scaleMaxBytes)
	}
	for _, f := range rep.Failures {
		if !strings.Contains(page, ` id="`+f.ID+`">`) {
			t.Errorf("failure %s has no anchor", f.ID)
		}
	}
	diffs := strings.Count(page, `<pre class="diff">`)
	if want := len(rep.Causes) * 3; diffs > want {
		t.Errorf("%d diffs on the page, want at most 3 for each of the %d causes", diffs, len(rep.Causes))
	}
	t.Logf("%d bytes, %d failures, %d diffs shown", len(page), len(rep.Failures), diffs)
}

// pdfPageRE counts a PDF's pages: each page object is "/Type /Page"
// (the page tree is "/Type /Pages").
var pdfPageRE = regexp.MustCompile(`/Type\s*/Page[^s]`)

// TestHTMLReportScaleInBrowser measures the pages of one defect in
// headless Chromium: on every game, the page's height at 1280 px wide;
// on one game, its pages printed to A4 PDF, and, folded or not, what
// the print shows (every whole failure open, no toolbar); on both, that
// a 400 px wide phone does not scroll the page sideways. It also checks
// that the filter by verdict and the search box reach the failures, and
// that a link to a failure folded away opens its fold.
func TestHTMLReportScaleInBrowser(t *testing.T) {
	t.Parallel()
	bctx := headlessChromium(t, "the report's size in a browser is not measured")
	reps := scaleTestReports(t)
	dir := t.TempDir()
	for _, name := range []string{"all", "one"} {
		rep := reps[name]
		t.Run(name, func(t *testing.T) {
			var b bytes.Buffer
			if err := rep.WriteHTML(&b); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, name+".html")
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := chromedp.NewContext(bctx)
			defer cancel()
			ctx, cancel = context.WithTimeout(ctx, 90*time.Second)
			defer cancel()
			var height, phoneScroll, phoneClient, printedDiffs, printedToolbar, whole int
			var pdf, shot, first []byte
			err := chromedp.Run(ctx,
				chromedp.Navigate("file://"+path),
				chromedp.Evaluate(`document.documentElement.scrollHeight`, &height),
				chromedp.CaptureScreenshot(&shot),
				chromedp.ActionFunc(func(ctx context.Context) error {
					var err error
					first, err = page.CaptureScreenshot().WithClip(&page.Viewport{Width: 1280, Height: 900, Scale: 0.7}).Do(ctx)
					return err
				}),
				chromedp.ActionFunc(func(ctx context.Context) error {
					var err error
					pdf, _, err = page.PrintToPDF().WithPreferCSSPageSize(true).Do(ctx)
					return err
				}),
				// The print style alone, no script: the folds of the
				// whole failures and their diffs show.
				emulation.SetEmulatedMedia().WithMedia("print"),
				chromedp.Evaluate(`document.querySelectorAll('details.failure:not([open])').length`, &whole),
				chromedp.Evaluate(`Array.from(document.querySelectorAll('details.failure pre.diff')).filter(function(p){return p.checkVisibility()}).length`, &printedDiffs),
				chromedp.Evaluate(`document.getElementById('filter').offsetHeight`, &printedToolbar),
				emulation.SetEmulatedMedia().WithMedia(""),
				chromedp.EmulateViewport(phoneWidth, 800),
				chromedp.Evaluate(`document.documentElement.scrollWidth`, &phoneScroll),
				chromedp.Evaluate(`document.documentElement.clientWidth`, &phoneClient),
			)
			if err != nil {
				t.Fatalf("loading %s: %v", path, err)
			}
			if keep := os.Getenv("BACCTK_SCREENSHOTS"); keep != "" {
				if err := os.WriteFile(filepath.Join(keep, "scale-"+name+".png"), shot, 0o644); err != nil {
					t.Error(err)
				}
			}
			if name == "all" {
				checkDocScreenshot(t, first)
			}
			pages := len(pdfPageRE.FindAll(pdf, -1))
			t.Logf("%s: %d bytes, %d px high at 1280 px, %d A4 pages, %d px wide at %d px", name, b.Len(), height, pages, phoneScroll, phoneWidth)
			if name == "all" && height > scaleMaxHeight {
				t.Errorf("the page of one defect on every game is %d px high, over %d", height, scaleMaxHeight)
			}
			if name == "one" && (pages > scaleMaxPages || pages == 0) {
				t.Errorf("a one-cause failure prints on %d A4 pages, want 1 to %d", pages, scaleMaxPages)
			}
			if phoneScroll > phoneClient {
				t.Errorf("at %d px wide the page scrolls sideways: %d px of content", phoneClient, phoneScroll)
			}
			diffs := 0
			for _, g := range htmlFirstFailures(rep) {
				if g.Diff != "" {
					diffs++
				}
			}
			if whole == 0 || printedDiffs != diffs || printedToolbar != 0 {
				t.Errorf("printed: %d diffs of %d folded whole failures shown, want %d; toolbar %d px high, want none", printedDiffs, whole, diffs, printedToolbar)
			}
			checkHTMLTools(t, ctx, rep)
		})
	}
}

// htmlFirstFailures are the failures the page shows whole: the first
// three of each cause (report.htmlFailuresFull), known failing or not.
func htmlFirstFailures(rep *report.Report) []*report.Failure {
	n := map[string]int{}
	var out []*report.Failure
	for i := range rep.Failures {
		f := &rep.Failures[i]
		k := f.Cause + map[bool]string{true: "/known"}[f.KnownFailing]
		if n[k]++; n[k] <= 3 {
			out = append(out, f)
		}
	}
	return out
}

// checkHTMLTools uses the page's toolbar at 1280 px: the filter by
// verdict keeps the failures of that verdict only, the search box the
// failures and rows that hold its text (opening the fold of the one
// sought), and a link to a folded failure opens its fold.
func checkHTMLTools(t *testing.T, ctx context.Context, rep *report.Report) {
	t.Helper()
	last := rep.Failures[len(rep.Failures)-1]
	// A failure folded away to a line shows where it is up to its
	// scenario's step or its vector's id.
	where, _, _ := strings.Cut(last.Location, ": ")
	where, _, _ = strings.Cut(where, " id ")
	failures := `Array.from(document.querySelectorAll('details.failure,ul.brief>li')).filter(function(f){return !f.hidden}).length`
	var passFailures, failFailures, sought, soughtRows int
	var found, opened bool
	set := func(v, q string) string {
		return `(function(){var b=document.getElementById('filter'),s=b.querySelector('select'),i=b.querySelector('input');s.value=` + strconv.Quote(v) + `;i.value=` + strconv.Quote(q) + `;
			s.dispatchEvent(new Event('change'));i.dispatchEvent(new Event('input'));return 0})()`
	}
	shown := `(function(e){return !e.hidden&&e.offsetParent!==null})(document.getElementById(` + strconv.Quote(last.ID) + `))`
	err := chromedp.Run(ctx,
		chromedp.EmulateViewport(1280, 1600),
		chromedp.Evaluate(set("pass", ""), nil),
		chromedp.Evaluate(failures, &passFailures),
		chromedp.Evaluate(set("fail", ""), nil),
		chromedp.Evaluate(failures, &failFailures),
		chromedp.Evaluate(set("", where), nil),
		chromedp.Evaluate(failures, &sought),
		chromedp.Evaluate(shown, &found),
		chromedp.Evaluate(`Array.from(document.querySelectorAll('tr[data-verdicts]')).filter(function(r){return !r.hidden}).length`, &soughtRows),
		chromedp.Evaluate(set("", ""), nil),
		chromedp.Evaluate(`document.querySelectorAll('details.more').forEach(function(d){d.open=false});location.hash=`+strconv.Quote("#"+last.ID)+`;0`, nil),
		chromedp.Sleep(100*time.Millisecond),
		chromedp.Evaluate(shown, &opened),
	)
	if err != nil {
		t.Fatal(err)
	}
	fails := 0
	for _, f := range rep.Failures {
		if f.Verdict == report.Fail {
			fails++
		}
	}
	if passFailures != 0 || failFailures != fails {
		t.Errorf("filter: 'pass' shows %d failures, want 0; 'fail' %d, want %d", passFailures, failFailures, fails)
	}
	if !found || sought >= len(rep.Failures) || soughtRows != 0 {
		t.Errorf("search %q: %s shown %v, %d of %d failures shown, %d rows", where, last.ID, found, sought, len(rep.Failures), soughtRows)
	}
	if !opened {
		t.Errorf("a link to %s, the last failure, leaves it folded away", last.ID)
	}
}

// docScreenshot is the page's first screen as docs/certify.md shows it:
// one defect on every game, 1280×900 px at 0.7.
const (
	docScreenshot    = "../docs/certify-report.png"
	docScreenshotMax = 150 << 10
)

// checkDocScreenshot keeps the docs' screenshot small enough to commit,
// and with BACCTK_UPDATE_DOCS=1 writes it again.
func checkDocScreenshot(t *testing.T, png []byte) {
	t.Helper()
	if len(png) > docScreenshotMax {
		t.Errorf("the first screen's screenshot is %d bytes, over %d: too large for the docs", len(png), docScreenshotMax)
	}
	if os.Getenv("BACCTK_UPDATE_DOCS") == "" {
		return
	}
	if err := os.WriteFile(docScreenshot, png, 0o644); err != nil {
		t.Fatal(err)
	}
}
