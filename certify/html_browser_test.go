package certify

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/report"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromiumPath finds a Chromium to load the HTML reports in: $BACCTK_CHROMIUM,
// or one of the usual names on PATH.
func chromiumPath() string {
	if p := os.Getenv("BACCTK_CHROMIUM"); p != "" {
		return p
	}
	for _, n := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}

// TestHTMLReportInBrowser loads the HTML of a passing, a failing, an
// errored and a hostile report in headless Chromium and checks what a
// reader gets: no console error, no network request, every verdict a
// matrix cell, the filter by verdict showing exactly the rows with that
// verdict, the replay command of a failure, and hostile engine strings
// shown as text. It leaves a screenshot of each in its temp dir.
func TestHTMLReportInBrowser(t *testing.T) {
	t.Parallel()
	bctx := headlessChromium(t, "the HTML report is not loaded in a browser")
	reps := htmlTestReports(t)
	dir := t.TempDir()
	// The failing and the hostile page by default, the four in the long
	// run: the hostile page is the one a browser must keep inert, the
	// failing one the one a lab reads.
	names := []string{"fail", "hostile"}
	if longtest.Enabled() {
		names = []string{"pass", "fail", "errored", "hostile"}
	}
	for _, name := range names {
		rep := reps[name]
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, name+".html")
			f, err := os.Create(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := rep.WriteHTML(f); err != nil {
				t.Fatal(err)
			}
			f.Close()
			checkHTMLInBrowser(t, bctx, rep, path, filepath.Join(dir, name+".png"))
		})
	}
}

// headlessChromium starts a headless Chromium of 1280×1600 px for t,
// closed when t ends, or skips t, saying what goes unchecked, when none
// is found.
func headlessChromium(t *testing.T, unchecked string) context.Context {
	t.Helper()
	chrome := chromiumPath()
	if chrome == "" {
		t.Skip("no Chromium found (apt-get install -y chromium, or set BACCTK_CHROMIUM): " + unchecked)
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome), chromedp.NoSandbox, chromedp.WindowSize(1280, 1600))...)
	t.Cleanup(cancel)
	bctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	// The browser lives as long as the context it started in, so its
	// limit is the whole test's: generous, as a test takes about 10 s on
	// an idle machine but Chromium starts slowly on a loaded one.
	sctx, scancel := context.WithTimeout(bctx, 120*time.Second)
	t.Cleanup(scancel)
	if err := chromedp.Run(sctx); err != nil { // starts the browser
		t.Fatalf("starting %s: %v", chrome, err)
	}
	return bctx
}

func checkHTMLInBrowser(t *testing.T, bctx context.Context, rep *report.Report, path, shot string) {
	ctx, cancel := chromedp.NewContext(bctx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	var mu sync.Mutex
	var problems []string
	page := "file://" + path
	chromedp.ListenTarget(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.APITypeError || e.Type == runtime.APITypeWarning {
				var args []string
				for _, a := range e.Args {
					args = append(args, string(a.Value))
				}
				problems = append(problems, fmt.Sprintf("console %s: %s", e.Type, strings.Join(args, " ")))
			}
		case *runtime.EventExceptionThrown:
			problems = append(problems, "exception: "+e.ExceptionDetails.Error())
		case *log.EventEntryAdded:
			if e.Entry.Level == log.LevelError || e.Entry.Level == log.LevelWarning {
				problems = append(problems, fmt.Sprintf("log %s (%s): %s %s", e.Entry.Level, e.Entry.Source, e.Entry.Text, e.Entry.URL))
			}
		case *network.EventRequestWillBeSent:
			if u := e.Request.URL; u != page && !strings.HasPrefix(u, "data:") {
				problems = append(problems, "network request: "+u)
			}
		}
	})
	var cells, rows, failRows, filtered int
	var filterShown, pwned bool
	var replays []string
	var heading string
	var png []byte
	err := chromedp.Run(ctx,
		network.Enable(), log.Enable(), runtime.Enable(),
		chromedp.Navigate(page),
		chromedp.Evaluate(`document.querySelectorAll('td.cell').length`, &cells),
		chromedp.Evaluate(`document.querySelectorAll('tr[data-verdicts]').length`, &rows),
		chromedp.Evaluate(`!document.getElementById('filter').hidden`, &filterShown),
		chromedp.Evaluate(`(function(){var s=document.querySelector('#filter select');s.value='fail';s.dispatchEvent(new Event('change'));
			var n=0;document.querySelectorAll('tr[data-verdicts]').forEach(function(r){if(!r.hidden&&r.offsetParent!==null)n++});return n})()`, &filtered),
		chromedp.Evaluate(`Array.from(document.querySelectorAll('tr[data-verdicts]')).filter(function(r){return r.querySelector('td.cell.v-fail')}).length`, &failRows),
		chromedp.Evaluate(`Array.from(document.querySelectorAll('code.replay')).map(function(c){return c.textContent})`, &replays),
		chromedp.Evaluate(`window.pwned===1`, &pwned),
		chromedp.Evaluate(`document.querySelector('h1').textContent`, &heading),
		chromedp.Evaluate(`(function(){var s=document.querySelector('#filter select');s.value='';s.dispatchEvent(new Event('change'));return 0})()`, nil),
		chromedp.CaptureScreenshot(&png),
	)
	if err != nil {
		t.Fatalf("loading %s: %v", path, err)
	}
	if err := os.WriteFile(shot, png, 0o644); err != nil {
		t.Fatal(err)
	}
	// BACCTK_SCREENSHOTS=DIR keeps a copy, to look at (docs/certify.md).
	if keep := os.Getenv("BACCTK_SCREENSHOTS"); keep != "" {
		if err := os.WriteFile(filepath.Join(keep, filepath.Base(shot)), png, 0o644); err != nil {
			t.Error(err)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	for _, p := range problems {
		t.Errorf("%s: %s", filepath.Base(path), p)
	}
	if cells != len(rep.Verdicts) {
		t.Errorf("%d matrix cells, want one per verdict: %d", cells, len(rep.Verdicts))
	}
	wantRows, wantFail := htmlRowCounts(rep)
	if rows != wantRows {
		t.Errorf("%d matrix rows, want %d", rows, wantRows)
	}
	if !filterShown {
		t.Errorf("the filter stayed hidden: the script did not run")
	}
	if filtered != wantFail || failRows != wantFail {
		t.Errorf("filter 'fail' shows %d rows (%d rows have a fail cell), want %d", filtered, failRows, wantFail)
	}
	for _, f := range rep.Failures {
		for _, c := range f.Replay {
			if !contains(replays, c) {
				t.Errorf("failure %s: replay command %q not on the page (%d shown)", f.ID, c, len(replays))
			}
		}
		break // the first failure is enough; the Go test checks them all
	}
	if pwned {
		t.Errorf("a script from the engine's strings ran")
	}
	if !strings.Contains(heading, rep.Engine.Name) {
		t.Errorf("heading %q lacks the engine's name %q as text", heading, rep.Engine.Name)
	}
	t.Logf("%s: %d cells, %d rows, %d with a fail; screenshot %s", filepath.Base(path), cells, rows, wantFail, shot)
}

// htmlRowCounts counts the distinct matrix rows (document and clause) and
// those with at least one fail verdict, from the report itself.
func htmlRowCounts(rep *report.Report) (rows, fail int) {
	seen, failed := map[string]bool{}, map[string]bool{}
	for _, v := range rep.Verdicts {
		k := v.Document + ":" + v.Clause
		seen[k] = true
		if v.Verdict == report.Fail {
			failed[k] = true
		}
	}
	return len(seen), len(failed)
}
