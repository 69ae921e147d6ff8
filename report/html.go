package report

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/internal/words"
)

// WriteHTML writes the report as one self-contained HTML page for a person
// (docs/certify.md "The HTML report"): the header (verdict, counts, why
// the run failed, then engine, kit, seed, content hash, date), the root
// causes, a chart of verdicts per game, a clause × game matrix per rules
// document, the failures folded by root cause with their diffs and replay
// commands, the procedural clauses with the catalog's reasons, the
// interpretations, and the known-failing outcome. Its size follows the
// causes more than the failures: past the first few of a cause a failure
// is a line, and a diff its changed lines (html_failures.go,
// html_diff.go). It loads nothing from the network; its script only adds
// a filter by verdict and a search box, and the page reads the same
// without it. Every string of the report (the
// engine's among them) is escaped by html/template, and a
// Content-Security-Policy allows only the page's own style and script;
// the engine's strings are also shown escaped and bounded (sanitize.go),
// each isolated in a <bdi> where it stands among the kit's words.
func (r *Report) WriteHTML(w io.Writer) error {
	return writeShown(w, func(w io.Writer) error { return htmlPage.Execute(w, newHTMLView(r)) })
}

var htmlPage = template.Must(template.New("report").Funcs(template.FuncMap{
	"join":   strings.Join,
	"upper":  strings.ToUpper,
	"plural": func(n int, one string) string { return words.Plural(n, one) },
	"sec":    func(ms int64) string { return strconv.FormatFloat(float64(ms)/1000, 'f', 1, 64) },
	// The engine's strings (sanitize.go).
	"name": shownName,
	"line": shownLine,
	"text": shownText,
	"tail": shownTail,
	// The bounds of a diff (html_diff.go).
	"context": func() int { return htmlDiffContext },
	"diffmax": func() int { return htmlDiffMax },
}).Parse(htmlTemplate + htmlRulesTemplate + htmlFailuresTemplate))

// htmlScriptHash is the CSP hash of the page's one script, so that no
// other script (one smuggled in by a hostile engine string, should the
// escaping ever fail) can run.
var htmlScriptHash = func() string {
	sum := sha256.Sum256([]byte(htmlScript))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}()

// htmlVerdicts are the verdicts in the order the page shows them, with
// the glyph a cell carries so that the matrix reads without colour (and
// printed in black and white).
var htmlVerdicts = []struct{ verdict, glyph, label string }{
	{Fail, "✗", "fail"},
	{Errored, "!", "errored"},
	{Pass, "✓", "pass"},
	{NotJudged, "○", "not judged"},
	{Untested, "?", "untested"},
	{NotApplicable, "–", "not applicable"},
	{Procedural, "P", "procedural"},
}

type htmlView struct {
	R        *Report
	Started  string
	Where    string
	Verdicts []htmlVerdict
	// Known counts the known-failing rows, apart from Verdicts' fail
	// and errored; shown when the run had a known-failing list.
	Known      int
	Chart      htmlChart
	Matrices   []htmlMatrix
	Causes     []htmlCause
	Groups     []htmlGroup
	Whys       []htmlWhy
	Procedural []htmlProcedural
	// RunningHead heads every printed page: the verdict and the engine,
	// as a CSS string (cssString).
	RunningHead  template.CSS
	FullPerCause int
	CSP          string
	CSS          template.CSS
	Script       template.JS
}

type htmlVerdict struct {
	Verdict, Glyph, Label string
	Count                 int
}

type htmlMatrix struct {
	ID, Title string
	Games     []htmlColumn
	Rows      []*htmlRow
	// NotApplicable counts the rows not applicable to any of its games,
	// which the printed page leaves out.
	NotApplicable int
}

// htmlColumn is a game of a matrix with the matrix's own verdict on it:
// its rows of this document only, not the game's verdict.
type htmlColumn struct {
	Game, Verdict string
}

type htmlRow struct {
	// ID is the row's anchor.
	ID                   string
	Key, Clause, Summary string
	// Verdicts is the set of the row's verdicts, space separated: what
	// the filter matches.
	Verdicts string
	Cells    []htmlCell
}

type htmlCell struct {
	Empty             bool
	Verdict, Glyph    string
	Href, Title       string
	Known, Unexpected bool
	// Checks counts the checks the verdict rests on, shown in the cell.
	Checks int
}

type htmlProcedural struct {
	// ID is the anchor of the reason its cells link to.
	ID                                string
	Document, Clause, Summary, Reason string
	Games                             int
}

// FailureTotal counts the failures, those the report did not keep
// included.
func (v *htmlView) FailureTotal() int { return len(v.R.Failures) + v.R.FailuresOmitted }

func newHTMLView(r *Report) *htmlView {
	v := &htmlView{R: r, CSP: "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src " + htmlScriptHash,
		CSS: template.CSS(htmlCSS), Script: template.JS(htmlScript), FullPerCause: htmlFailuresFull}
	v.RunningHead = cssString(r.Kit.Name + ": " + r.Headline() + " · engine " + shownName(r.Engine.Name) + " " + shownName(r.Engine.Version))
	if !r.Run.StartedAt.IsZero() {
		v.Started = r.Run.StartedAt.UTC().Format("2006-01-02 15:04:05 UTC")
	}
	v.Where = "in process"
	if r.Engine.Command != nil {
		v.Where = strings.Join(quoteAll(r.Engine.Command), " ")
		if r.Engine.Dir != "" {
			v.Where += " (in " + r.Engine.Dir + ")"
		}
	}
	// Tallied from the rows, not read from the summary: the known
	// failing errored rows are not in the JSON counts.
	s := Tally(r.Verdicts)
	fail, errored := s.Unexpected()
	for _, hv := range htmlVerdicts {
		n := map[string]int{Pass: s.Pass, Fail: fail, Errored: errored, NotJudged: s.NotJudged, Untested: s.Untested, NotApplicable: s.NotApplicable, Procedural: s.Procedural}[hv.verdict]
		v.Verdicts = append(v.Verdicts, htmlVerdict{hv.verdict, hv.glyph, hv.label, n})
	}
	v.Known = s.KnownFailing
	v.Chart = newHTMLChart(r)
	v.Matrices = htmlMatrices(r)
	said := map[string]bool{}
	for i := range r.Causes {
		v.Causes = append(v.Causes, htmlCause{&r.Causes[i], htmlRules(r.Causes[i].Words, said)})
	}
	v.Groups = htmlFailureGroups(r, said)
	v.Whys = htmlWhys(r, v.Groups)
	seen := map[string]int{}
	for i := range r.Verdicts {
		cv := &r.Verdicts[i]
		if cv.Verdict != Procedural {
			continue
		}
		k := cv.Document + ":" + cv.Clause
		if j, ok := seen[k]; ok {
			v.Procedural[j].Games++
			continue
		}
		seen[k] = len(v.Procedural)
		v.Procedural = append(v.Procedural, htmlProcedural{htmlProceduralID(k), cv.Document, cv.Clause, cv.Summary, cv.Reason, 1})
	}
	return v
}

// htmlMatrices makes one matrix per rules document (in the report's
// document order, then any document outside the catalog), and one for
// the kit's interpretations and contract points: a row per clause in the
// order the verdicts list them, a column per game of the document.
func htmlMatrices(r *Report) []htmlMatrix {
	const kit = "kit"
	var order []string
	mats := map[string]*htmlMatrix{}
	rowOf := map[string]map[string]*htmlRow{}
	col := map[string]map[string]int{}
	counts := map[string]map[string]*VerdictCounts{} // matrix -> game -> its rows' counts
	cells := map[*htmlRow]map[string]*ClauseVerdict{}
	for i := range r.Verdicts {
		cv := &r.Verdicts[i]
		doc := cv.Document
		if doc == DocInterpretation || doc == DocContract {
			doc = kit
		}
		m := mats[doc]
		if m == nil {
			m = &htmlMatrix{ID: doc}
			mats[doc], rowOf[doc], col[doc], counts[doc] = m, map[string]*htmlRow{}, map[string]int{}, map[string]*VerdictCounts{}
			order = append(order, doc)
		}
		if _, ok := col[doc][cv.Game]; !ok {
			col[doc][cv.Game] = len(m.Games)
			m.Games = append(m.Games, htmlColumn{Game: cv.Game})
			counts[doc][cv.Game] = &VerdictCounts{}
		}
		counts[doc][cv.Game].Add(cv)
		key := cv.Document + ":" + cv.Clause
		row := rowOf[doc][key]
		if row == nil {
			row = &htmlRow{ID: htmlRowID(key), Key: key, Clause: cv.Clause, Summary: cv.Summary}
			if doc == kit {
				row.Clause = key
			}
			rowOf[doc][key] = row
			m.Rows = append(m.Rows, row)
			cells[row] = map[string]*ClauseVerdict{}
		}
		cells[row][cv.Game] = cv
	}
	title := map[string]string{kit: "The kit's interpretations and contract points"}
	var out []htmlMatrix
	for _, d := range r.Documents {
		title[d.ID] = fmt.Sprintf("%s, %s", d.Title, d.Edition)
		if m := mats[d.ID]; m != nil {
			out = append(out, *m)
			delete(mats, d.ID)
		}
	}
	for _, doc := range order {
		if m := mats[doc]; m != nil && doc != kit {
			out = append(out, *m)
		}
	}
	if m := mats[kit]; m != nil {
		out = append(out, *m)
	}
	claimed := map[string]bool{}
	for _, g := range r.Games {
		claimed[g.Game] = g.Claimed
	}
	for i := range out {
		m := &out[i]
		for j := range m.Games {
			m.Games[j].Verdict, _ = GroupVerdict(*counts[m.ID][m.Games[j].Game], claimed[m.Games[j].Game])
		}
		m.Title = title[m.ID]
		if m.Title == "" {
			m.Title = m.ID
		}
		for _, row := range m.Rows {
			set := map[string]bool{}
			for _, g := range m.Games {
				cv := cells[row][g.Game]
				if cv == nil {
					row.Cells = append(row.Cells, htmlCell{Empty: true})
					continue
				}
				set[cv.Verdict] = true
				row.Cells = append(row.Cells, newHTMLCell(cv))
			}
			var vs []string
			for _, hv := range htmlVerdicts {
				if set[hv.verdict] {
					vs = append(vs, hv.verdict)
				}
			}
			row.Verdicts = strings.Join(vs, " ")
			if row.Verdicts == NotApplicable {
				m.NotApplicable++
			}
		}
	}
	return out
}

// htmlRowID is the anchor of a matrix row, "row-" and its document and
// clause (htmlAnchor).
func htmlRowID(key string) string { return htmlAnchor("row-", key) }

// htmlProceduralID is the anchor of a procedural clause's reason, which
// its cells link to.
func htmlProceduralID(key string) string { return htmlAnchor("proc-", key) }

// htmlAnchor is an anchor for a document:clause key: any character but a
// letter, a digit, '.' or '-' is a '_', so that a fragment carries it
// unescaped.
func htmlAnchor(prefix, key string) string {
	return prefix + strings.Map(func(r rune) rune {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-') {
			return r
		}
		return '_'
	}, key)
}
