package certify

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/report"
)

// hostileText is what an engine puts in its strings to act on a terminal
// or a page, or to make the kit's words read otherwise: a right-to-left
// override ("PASS" read as "FAIL"), a terminal title, a screen clear, a
// background colour, bell, backspace, a C1 control, bytes that are not
// UTF-8, and markup.
const hostileText = "acme-engine \u202eLIAF\u202c \x1b]0;title\x07\x1b[2J\x1b[41m\a\b\u009b31m\xff<script>window.pwned=1</script>"

// mib is 1 MiB of text with a hostile head: copied into every place that
// shows it, it made reports of gigabytes.
var mib = hostileText + strings.Repeat("v", 1<<20)

// hostileStrings is an engine whose own strings (hello, error messages)
// are hostile and 1 MiB long; fail also makes it refuse every table
// request and every coup with a pair wager, with such a message.
type hostileStrings struct {
	*refengine.Engine
	fail bool
}

func (h hostileStrings) Hello(ctx context.Context) (adapter.Hello, error) {
	hello, err := h.Engine.Hello(ctx)
	hello.Name, hello.Version = hostileText, mib
	return hello, err
}

func (h hostileStrings) answer() *adapter.Error {
	return &adapter.Error{Code: adapter.CodeInternal, Message: mib + "\n" + hostileText}
}

func (h hostileStrings) pairs(req adapter.CoupRequest) bool {
	for _, w := range req.Wagers {
		if strings.Contains(w.Wager, "pair") {
			return h.fail
		}
	}
	return false
}

func (h hostileStrings) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	if h.pairs(req) {
		return adapter.CoupResult{}, h.answer()
	}
	return h.Engine.Coup(ctx, req)
}

func (h hostileStrings) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out, err := h.Engine.Coups(ctx, reqs)
	for i := range out {
		if h.pairs(reqs[i]) {
			out[i] = adapter.CoupReply{Err: h.answer()}
		}
	}
	return out, err
}

func (h hostileStrings) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	if h.fail {
		return adapter.TableResult{}, h.answer()
	}
	return h.Engine.Table(ctx, req)
}

// rawRune finds in s a character a terminal or a browser would act on or
// that reorders text (those of package display), or a byte that is not
// UTF-8; keep are the controls the format itself uses.
func rawRune(s, keep string) (int, rune, bool) {
	for i, r := range s {
		switch {
		case r == utf8.RuneError:
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return i, r, true
			}
		case strings.ContainsRune(keep, r):
		case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f,
			r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
			return i, r, true
		}
	}
	return 0, 0, false
}

// TestHostileEngineStrings (issue 25): an engine whose name, version and
// error messages carry a right-to-left override, terminal escapes,
// controls, markup and a megabyte of text is certified; the text, HTML
// and JUnit reports hold no raw control or bidirectional character, the
// HTML page reads the kit's own verdict and runs no injected markup, the
// engine's strings are bounded in every report, and the JSON keeps the
// engine's name and version exactly, once.
func TestHostileEngineStrings(t *testing.T) {
	seed := testSeed(t)
	for _, c := range []struct {
		name    string
		fail    bool
		verdict string
	}{
		// An honest engine with a hostile name: its pass must read PASS.
		{"honest", false, "PASS"},
		{"failing", true, "FAIL"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rep, err := Run(context.Background(), hostileStrings{refengine.New(), c.fail}, Options{
				Games: []string{"mbs-ncb-v6"}, Shoes: 2, Seed: seed, NoFeatures: true})
			if err != nil {
				t.Fatal(err)
			}
			if strings.ToUpper(rep.Summary.Result) != c.verdict {
				t.Fatalf("the run's verdict is %s, want %s: %s", rep.Summary.Result, c.verdict, rep.Summary.Line)
			}
			var text, html, junit, js bytes.Buffer
			rep.WriteText(&text, true)
			if err := rep.WriteHTML(&html); err != nil {
				t.Fatal(err)
			}
			if err := rep.WriteJUnit(&junit); err != nil {
				t.Fatal(err)
			}
			if err := rep.WriteJSON(&js); err != nil {
				t.Fatal(err)
			}
			// Bounded by the failures kept (Options.MaxFailures) and the
			// rows, each showing at most display.MessageMax characters of
			// a message; a 1 MiB message copied whole made a 1 GB JSON
			// report, 650 MB of HTML.
			const maxSize = 6 << 20
			for _, out := range []struct {
				name string
				b    *bytes.Buffer
				keep string
			}{{"text", &text, "\n\t"}, {"HTML", &html, "\n"}, {"JUnit", &junit, "\n"}, {"JSON", &js, "\n"}} {
				t.Logf("%s: %d bytes", out.name, out.b.Len())
				if out.b.Len() > maxSize {
					t.Errorf("the %s report is %d bytes, over %d", out.name, out.b.Len(), maxSize)
				}
				if out.name == "JSON" {
					continue
				}
				if i, r, ok := rawRune(out.b.String(), out.keep); ok {
					s := out.b.String()
					t.Errorf("the %s report holds a raw %U: %q", out.name, r, s[max(0, i-60):min(len(s), i+20)])
				}
				// Shown escaped and cut, never whole.
				if !strings.Contains(out.b.String(), `acme-engine \u202eLIAF\u202c \x1b]0;title\x07\x1b[2J`) {
					t.Errorf("the %s report does not show the engine's name escaped", out.name)
				}
				if strings.Contains(out.b.String(), strings.Repeat("v", 4097)) {
					t.Errorf("the %s report shows more than %d characters of an engine string", out.name, 4096)
				}
			}
			if !strings.Contains(text.String(), "engine: acme-engine \\u202eLIAF") || !strings.Contains(text.String(), "… 1048") {
				t.Errorf("the text report's engine line is not the name escaped and the version cut:\n%.600s", text.String())
			}

			// The page's heading reads the kit's verdict, then the
			// engine's name and version, each isolated and escaped.
			h1 := regexp.MustCompile(`(?s)<h1>(.*?)</h1>`).FindStringSubmatch(html.String())
			if h1 == nil {
				t.Fatal("no heading")
			}
			words := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(h1[1], "")
			// (PARTIAL: the run leaves the scenarios out.)
			if !strings.HasPrefix(words, c.verdict+" PARTIAL acme-engine \\u202eLIAF") || strings.Count(h1[1], "<bdi>") != 2 {
				t.Errorf("the heading reads %.200q, want %s and the engine's name escaped, in <bdi>", words, c.verdict)
			}
			title := regexp.MustCompile(`<title>([^<]*)</title>`).FindStringSubmatch(html.String())
			if title == nil || !strings.HasPrefix(title[1], c.verdict+" (partial: ") || !strings.Contains(title[1], "certified): acme-engine \\u202eLIAF") || len(title[1]) > 2000 {
				t.Errorf("the page's title is %.200q", title)
			}
			if n := strings.Count(html.String(), "<script"); n != 1 || strings.Contains(html.String(), "<img") {
				t.Errorf("the page has %d scripts (want its own only), or an injected image", n)
			}

			if p := junitProperties(t, junit.Bytes())["engine"]; !strings.HasPrefix(p, `acme-engine \u202eLIAF`) || utf8.RuneCountInString(p) > 600 {
				t.Errorf("the JUnit engine property is %.300q", p)
			}
			if c.fail && !strings.Contains(junit.String(), `internal: acme-engine \u202eLIAF`) {
				t.Errorf("the JUnit report does not show the engine's error message escaped")
			}

			var back report.Report
			if err := json.Unmarshal(js.Bytes(), &back); err != nil {
				t.Fatal(err)
			}
			// (JSON has no bytes that are not UTF-8: encoding/json writes
			// U+FFFD for each.)
			if back.Engine.Name != strings.ToValidUTF8(hostileText, "\uFFFD") || back.Engine.Version != strings.ToValidUTF8(mib, "\uFFFD") {
				t.Errorf("the JSON report does not keep the engine's name and version exactly")
			}
			if n := longRuns(js.String(), 'v', 4097); n != 1 {
				t.Errorf("the JSON report holds %d copies of the engine's 1 MiB string, want 1 (its version)", n)
			}
		})
	}
}

// longRuns counts the runs of at least n bytes c in s.
func longRuns(s string, c byte, n int) int {
	runs, run := 0, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] == c {
			run++
			continue
		}
		if run >= n {
			runs++
		}
		run = 0
	}
	return runs
}
