package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/bacctk/bacctk/internal/words"
)

// TextFailures is how many failures the text report shows in full without
// verbose; the JSON report has them all.
const TextFailures = 20

// WriteText writes the report for a person: the engine and the run, a table
// per rules document of verdict counts per game, the failures with their
// diffs and replay commands, the known-failing outcome, and the summary
// line. verbose adds a line per verdict row and every failure. What the
// engine provides (name, stderr, messages) is escaped and bounded (see
// sanitize.go).
func (r *Report) WriteText(w io.Writer, verbose bool) {
	_ = writeShown(w, func(w io.Writer) error { r.writeText(w, verbose); return nil })
}

func (r *Report) writeText(w io.Writer, verbose bool) {
	e := r.Engine
	where := "in process"
	if e.Command != nil {
		where = "command " + strings.Join(quoteAll(e.Command), " ")
		if e.Dir != "" {
			where += " in " + e.Dir
		}
	}
	if e.StartError != "" {
		fmt.Fprintf(w, "engine (%s) could not be started: %s\n", where, shownText(e.StartError))
	} else {
		fmt.Fprintf(w, "engine: %s %s, protocol %d, %s; capabilities %s; claims %d games\n",
			shownName(e.Name), shownName(e.Version), e.Protocol, where, shownLine(strings.Join(e.Capabilities, " ")), len(e.Games))
	}
	if e.Restarts > 0 {
		fmt.Fprintf(w, "the engine was restarted %d times\n", e.Restarts)
	}
	r.writeKit(w)
	ck := r.Run.Checked
	shoes := "no generated shoes"
	if r.Run.Parts.Generated {
		shoes = fmt.Sprintf("%d generated shoes per game", r.Run.Shoes)
	}
	fmt.Fprintf(w, "seed %s (replay with --seed %s), %s\n", r.Run.Seed, r.Run.Seed, shoes)
	if len(r.Run.Readings) > 0 {
		fmt.Fprintf(w, "under the readings %s, not the kit's (docs/interpretations.md): the scenarios of those interpretations were not run\n", strings.Join(r.Run.Readings, ", "))
	}
	tm := r.Run.Timings
	fmt.Fprintf(w, "checked: %d scenarios (%.1fs), %d vectors (%.1fs), %d generated shoes (%d coups, %d shoe runs, %d tables; %.1fs)\n",
		ck.Scenarios, sec(tm.FeaturesMs), ck.Vectors, sec(tm.VectorsMs), ck.Shoes, ck.Coups, ck.ShoeRuns, ck.Tables, sec(tm.GeneratedMs))
	if ck.NotApplicable > 0 {
		fmt.Fprintf(w, "not applicable: %s of the generated shoes (a setting the engine answered unsupported, or a stake outside the limits its hello declares)\n", words.Plural(ck.NotApplicable, "request"))
	}
	if na := r.Run.NotAsked; r.Run.Stopped != "" || na.Total() > 0 {
		if na == nil {
			na = &NotAsked{}
		}
		fmt.Fprintf(w, "not asked: %d vectors, %d generated shoes", na.Vectors, na.Shoes)
		if r.Run.Stopped != "" {
			fmt.Fprintf(w, " (%s)", shownLine(r.Run.Stopped))
		}
		fmt.Fprintln(w)
	}
	r.writeCoverage(w)

	said := map[string]bool{} // the rules whose words the report has printed
	r.writeCauses(w, verbose, said)
	r.writeNotOffered(w)
	r.writeExhaustive(w)
	r.writeTables(w)
	if verbose {
		r.writeRows(w)
	}
	r.writeFailures(w, verbose, said)
	r.writeKnownFailing(w)
	if len(r.EngineFailures) > 0 {
		fmt.Fprintf(w, "\nengine failures (%d; the first %d):\n", r.EngineFailuresTotal, len(r.EngineFailures))
		for i, f := range r.EngineFailures {
			if i == 5 && !verbose {
				fmt.Fprintf(w, "  ... (-v or --json for the rest)\n")
				break
			}
			fmt.Fprintf(w, "  %s %s: %s\n", f.Method, f.Kind, shownLine(words.FirstLine(f.Message)))
			if f.Stderr != "" {
				fmt.Fprintf(w, "    stderr: %s\n", shownLine(lastLine(f.Stderr)))
			}
		}
	}
	fmt.Fprintf(w, "\n%s\n", r.Summary.Line)
}

// writeKit names the kit that judged, by revision and content hash, and
// the engine's executable by its SHA-256: what a certificate is
// reproduced from (docs/certify.md "Reproducing a certificate").
func (r *Report) writeKit(w io.Writer) {
	k := r.Kit
	fmt.Fprintf(w, "kit: %s %s (%s), %s; content %s", k.Name, k.Version, words.OrNone(k.Revision), k.GoVersion, words.OrNone(k.ContentHash))
	if n := len(k.ContentInputs); n > 0 {
		fmt.Fprintf(w, " (%s)", words.Plural(n, "input"))
	}
	fmt.Fprintln(w)
	for _, p := range r.Run.Packs {
		fmt.Fprintf(w, "rules pack: %s (%s, %s) from %s, sha256:%s\n", shownLine(p.ID), shownLine(p.Title), shownLine(p.Edition), shownLine(p.Dir), p.SHA256)
	}
	if x := r.Engine.Executable; x != nil {
		fmt.Fprintf(w, "engine executable: %s sha256:%s\n", shownLine(x.Path), x.SHA256)
	}
}

// writeCoverage prints the profile certified and, for a partial run, each
// thing it left out on a line of its own, before any verdict: a reader
// must not take a partial certificate for a whole one.
func (r *Report) writeCoverage(w io.Writer) {
	cov := r.Coverage
	if cov == nil {
		return
	}
	games := make([]string, len(cov.Games))
	for i, g := range cov.Games {
		games[i] = g.Game
	}
	fmt.Fprintf(w, "certified: %s (%s); capabilities %s; checks %s\n", words.Plural(len(cov.Games), "game"), words.OrNone(strings.Join(games, ", ")),
		words.OrNone(strings.Join(cov.Capabilities, " ")), words.OrNone(strings.Join(cov.Checks, ", ")))
	fmt.Fprintf(w, "clauses checked: %d of %d (%s)\n", cov.Checked, cov.Clauses, cov.PerGame())
	if cov.Complete {
		fmt.Fprintf(w, "coverage: complete\n")
		return
	}
	fmt.Fprintf(w, "coverage: PARTIAL, this run leaves out:\n")
	for _, o := range cov.Omitted {
		fmt.Fprintf(w, "  - %s\n", o.Text)
	}
}

// writeTables prints, for each rules document, one line per game with the
// counts of its clause verdicts, then the same for the kit's readings.
func (r *Report) writeTables(w io.Writer) {
	byDoc := map[string]map[string]*VerdictCounts{} // doc -> game -> counts
	kit := map[string]*VerdictCounts{}
	for i := range r.Verdicts {
		v := &r.Verdicts[i]
		var c *VerdictCounts
		if v.Document == DocInterpretation || v.Document == DocContract {
			if kit[v.Game] == nil {
				kit[v.Game] = &VerdictCounts{}
			}
			c = kit[v.Game]
		} else {
			if byDoc[v.Document] == nil {
				byDoc[v.Document] = map[string]*VerdictCounts{}
			}
			if byDoc[v.Document][v.Game] == nil {
				byDoc[v.Document][v.Game] = &VerdictCounts{}
			}
			c = byDoc[v.Document][v.Game]
		}
		c.Add(v)
	}
	// Each line gives its own table's verdict, not the game's: a game
	// that fails one interpretation passes its rules document's table.
	table := func(title string, rows map[string]*VerdictCounts) {
		if len(rows) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s\n", title)
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "  game\tverdict\trows\tpass\tfail\terrored\tnot judged\tn/a\tprocedural\tknown failing")
		for _, g := range r.Games {
			c := rows[g.Game]
			if c == nil {
				continue
			}
			verdict, _ := GroupVerdict(*c, g.Claimed)
			fail, errored := c.Unexpected()
			fmt.Fprintf(tw, "  %s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n", g.Game, verdict, c.Total(), c.Pass, fail, errored, c.NotJudged, c.NotApplicable, c.Procedural, c.KnownFailing)
		}
		tw.Flush()
	}
	for _, d := range r.Documents {
		table(fmt.Sprintf("%s, %s [%s]", d.Title, d.Edition, d.ID), byDoc[d.ID])
		delete(byDoc, d.ID)
	}
	for doc, rows := range byDoc { // clauses of documents outside the catalog
		table("["+doc+"]", rows)
	}
	table("the kit's interpretations and contract points", kit)
	for _, g := range r.Games {
		if g.Document == "" || (g.Verdict == NotApplicable && g.Reason != "") {
			fmt.Fprintf(w, "  %s: %s (%s)\n", g.Game, g.Verdict, shownLine(g.Reason))
		}
	}
}

// writeRows prints every verdict row.
func (r *Report) writeRows(w io.Writer) {
	fmt.Fprintf(w, "\nverdicts:\n")
	for i := range r.Verdicts {
		v := &r.Verdicts[i]
		ev := v.Evidence
		fmt.Fprintf(w, "  %-14s %s  [scenarios %s, vectors %s, properties %s]", v.Verdict, v.ID,
			countsShort(ev.Scenarios), countsShort(ev.Vectors), countsShort(ev.Properties))
		if v.KnownFailing != nil {
			fmt.Fprintf(w, " known failing (%s line %d)", v.KnownFailing.Text, v.KnownFailing.Line)
		}
		if v.UnexpectedPass {
			fmt.Fprintf(w, " UNEXPECTED PASS")
		}
		if v.Reason != "" && v.Verdict != Pass {
			fmt.Fprintf(w, ": %s", shownLine(v.Reason))
		}
		fmt.Fprintln(w)
	}
}

func countsShort(c Counts) string {
	if c.Total() == 0 {
		return "-"
	}
	var parts []string
	for _, p := range []struct {
		n    int
		name string
	}{{c.Pass, "pass"}, {c.Fail, "fail"}, {c.Errored, "errored"}, {c.NotJudged, "not judged"}, {c.NotApplicable, "n/a"}} {
		if p.n > 0 {
			parts = append(parts, strconv.Itoa(p.n)+" "+p.name)
		}
	}
	return strings.Join(parts, " ")
}

// writeFailures prints the failures: those that fail the run first, then
// the known failing ones; past TextFailures (without verbose), the
// smallest example of every cause not printed yet, so that each cause
// can be replayed from the text report alone.
func (r *Report) writeFailures(w io.Writer, verbose bool, said map[string]bool) {
	if len(r.Failures) == 0 {
		return
	}
	total := len(r.Failures) + r.FailuresOmitted
	fmt.Fprintf(w, "\nfailures (%d):\n", total)
	shown := map[string]bool{}
	cut := false
	for pass := 0; pass < 2 && !cut; pass++ {
		for i := range r.Failures {
			f := &r.Failures[i]
			if f.KnownFailing != (pass == 1) {
				continue
			}
			if len(shown) == TextFailures && !verbose {
				fmt.Fprintf(w, "\n... %d more failures: run with -v, or read them in the --json report\n", total-len(shown))
				cut = true
				break
			}
			shown[f.ID] = true
			writeFailure(w, f, said)
		}
	}
	if !cut && r.FailuresOmitted > 0 {
		fmt.Fprintf(w, "\n... %d more failures were not kept (the report keeps %d)\n", r.FailuresOmitted, len(r.Failures))
	}
	byID := map[string]*Failure{}
	for i := range r.Failures {
		byID[r.Failures[i].ID] = &r.Failures[i]
	}
	header := false
	for _, c := range r.Causes {
		f := byID[c.Example]
		if f == nil || shown[f.ID] {
			continue
		}
		if !header {
			fmt.Fprintf(w, "\nthe smallest example of each cause not shown above:\n")
			header = true
		}
		shown[f.ID] = true // two causes may share one (a reading cause and its failures')
		writeFailure(w, f, said)
	}
}

func writeFailure(w io.Writer, f *Failure, said map[string]bool) {
	label := strings.ToUpper(f.Verdict)
	if f.KnownFailing {
		label += " (known failing)"
	}
	if f.Blamed != nil && f.Verdict == Fail {
		fmt.Fprintf(w, "\n%s %s %s %s, cause %s, blamed [%s], covers [%s]\n", f.ID, label, f.Game, f.Source, f.Cause, strings.Join(f.Blamed, " "), strings.Join(f.Clauses, " "))
	} else {
		fmt.Fprintf(w, "\n%s %s %s %s [%s]\n", f.ID, label, f.Game, f.Source, strings.Join(f.Clauses, " "))
	}
	writeRuleWords(w, f.Words, "  ", said)
	fmt.Fprintf(w, "  %s\n", f.Title)
	fmt.Fprintf(w, "  at %s\n", f.Location)
	if f.Message != "" {
		fmt.Fprintf(w, "  %s\n", indent(shownText(f.Message), "  "))
	}
	if q := f.Request; q != nil {
		switch q.Method {
		case "table":
			events := 0
			if q.TableRequest != nil {
				events = len(q.TableRequest.Events)
			}
			fmt.Fprintf(w, "  request: table, game %s, %d decks, %d events (the whole request is in the JSON report)\n", q.Game, q.Decks, events)
		default:
			ws := make([]string, len(q.Wagers))
			for i, x := range q.Wagers {
				ws[i] = fmt.Sprintf("%s=%d", x.Wager, x.Stake)
			}
			unit := int64(1)
			if q.Table != nil && q.Table.Rounding > 1 {
				unit = q.Table.Rounding
			}
			fmt.Fprintf(w, "  request: %s, game %s, %d decks, cards %s, wagers %s, rounding %d\n",
				q.Method, q.Game, q.Decks, strings.Join(q.Cards, " "), words.OrNone(strings.Join(ws, " ")), unit)
		}
	}
	if f.Count > 1 {
		fmt.Fprintf(w, "  seen %d times\n", f.Count)
	}
	if f.Diff != "" {
		fmt.Fprintf(w, "  diff (-expected +actual):\n    %s\n", indent(strings.TrimRight(f.Diff, "\n"), "    "))
	}
	for _, c := range f.Replay {
		fmt.Fprintf(w, "  replay: %s\n", c)
	}
	if f.CaseFile != "" {
		fmt.Fprintf(w, "  case: %s\n", f.CaseFile)
	}
}

func (r *Report) writeKnownFailing(w io.Writer) {
	kf := r.KnownFailing
	if kf == nil {
		return
	}
	fmt.Fprintf(w, "\nknown failing (%s):\n", kf.File)
	for _, p := range kf.Patterns {
		note := ""
		if p.KnownFailing+p.UnexpectedPasses+p.Other == 0 {
			note = "  (matches nothing in this run)"
		}
		fmt.Fprintf(w, "  line %d %s: %d known failing, %d unexpected passes%s\n", p.Line, p.Text, p.KnownFailing, p.UnexpectedPasses, note)
	}
	for _, id := range kf.UnexpectedPasses {
		fmt.Fprintf(w, "  unexpected pass: %s passes but is listed as known failing: remove it from the list\n", id)
	}
}

func indent(s, pad string) string { return strings.ReplaceAll(s, "\n", "\n"+pad) }

func lastLine(s string) string {
	s = strings.TrimRight(s, "\n")
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

func quoteAll(argv []string) []string {
	out := make([]string, len(argv))
	for i, a := range argv {
		out[i] = words.ShellQuote(a)
	}
	return out
}

func sec(ms int64) float64 { return float64(ms) / 1000 }
