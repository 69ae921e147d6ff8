package certify

import (
	"context"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/steps"
	"github.com/bacctk/bacctk/vectors"
)

// rowKey names one verdict row: a clause (or interpretation, or contract
// point) of a document on a game.
type rowKey struct{ game, doc, clause string }

func (k rowKey) id() string { return k.game + "/" + k.doc + ":" + k.clause }

// row gathers the evidence of one row as the checks report it.
type row struct {
	ev         Evidence
	naMsg      string // why the first not-applicable check was
	erroredMsg string // the first errored check's message
	failures   []string
}

// collector turns the results of the three kinds of check into verdict
// rows and failures.
type collector struct {
	rep      *Report
	opts     Options
	selected []string
	eng      adapter.Engine // the guarded engine, to ask again for a failure's answer
	ref      *adapter.Reference
	rows     map[rowKey]*row
	games    map[string]*Game
	// unattributed counts failures that no row carries (a generated run
	// that stopped before naming its clauses): each fails the run.
	unattributed int
	reasked      int
	merged       map[string]int // source and game -> index of the given-up failure
	// fuzzCases are the generated failures' cases by failure id, written
	// with --cases for fuzz.ReadCase and fuzz.Replay.
	fuzzCases map[string]fuzz.Case
}

// maxReask bounds how many failing answers the collector asks the engine
// for again to show them (a vector's result says only the diff).
const maxReask = 50

func newCollector(rep *Report, opts Options, selected []string) *collector {
	return &collector{rep: rep, opts: opts, selected: selected, ref: adapter.NewReference(),
		rows: map[rowKey]*row{}, games: map[string]*Game{}, merged: map[string]int{},
		fuzzCases: map[string]fuzz.Case{}}
}

func (c *collector) row(k rowKey) *row {
	r := c.rows[k]
	if r == nil {
		r = &row{}
		c.rows[k] = r
	}
	return r
}

func (c *collector) game(id string) *Game {
	g := c.games[id]
	if g == nil {
		g = &Game{Game: id}
		c.games[id] = g
	}
	return g
}

// note keeps the first message of a not-applicable or errored check.
func (r *row) note(verdict, msg string) {
	msg = firstLine(msg)
	switch {
	case verdict == NotApplicable && r.naMsg == "":
		r.naMsg = msg
	case verdict == Errored && r.erroredMsg == "":
		r.erroredMsg = msg
	}
}

// splitRef turns "document:clause" into a row key of the game.
func splitRef(game, ref string) (rowKey, bool) {
	doc, cl, ok := strings.Cut(ref, ":")
	if !ok || doc == "" || cl == "" {
		return rowKey{}, false
	}
	return rowKey{game, doc, strings.TrimSuffix(cl, ".")}, true
}

// addFailure lists f (up to the cap) and ties it to its rows. The checks
// that errored only because the run had given up on the engine are one
// failure per source and game, counted, so that a dead engine's report
// stays short and every errored row still cites its failure.
func (c *collector) addFailure(f Failure, keys []rowKey) string {
	c.rep.Summary.Failures++
	if len(keys) == 0 {
		c.unattributed++
	}
	var merge string
	if f.Verdict == Errored && strings.Contains(f.Message, errGaveUp.Error()) {
		merge = f.Source + "\x00" + f.Game
		if i, ok := c.merged[merge]; ok {
			c.rep.Failures[i].Count++
			for _, k := range keys {
				r := c.row(k)
				if id := c.rep.Failures[i].ID; len(r.failures) == 0 || r.failures[len(r.failures)-1] != id {
					r.failures = append(r.failures, id)
				}
			}
			return ""
		}
	}
	if len(c.rep.Failures) >= c.opts.MaxFailures {
		c.rep.FailuresOmitted++
		return ""
	}
	f.ID = "F" + strconv.Itoa(len(c.rep.Failures)+1)
	if f.Count == 0 {
		f.Count = 1
	}
	if f.Clauses == nil {
		f.Clauses = []string{}
	}
	for _, k := range keys {
		r := c.row(k)
		r.failures = append(r.failures, f.ID)
	}
	if merge != "" {
		c.merged[merge] = len(c.rep.Failures)
		f.Title = "checks that errored after the run stopped asking the engine (the first: " + f.Title + ")"
	}
	c.rep.Failures = append(c.rep.Failures, f)
	return f.ID
}

// ---------------------------------------------------------------------------
// Scenarios

func scenarioVerdict(s steps.Status) string {
	switch s {
	case steps.Passed:
		return Pass
	case steps.Failed:
		return Fail
	case steps.Errored:
		return Errored
	}
	return NotApplicable
}

// gamesOfDocument returns the run's games played under a rules document.
func (c *collector) gamesOfDocument(doc string) []string {
	var out []string
	for _, id := range c.selected {
		if g, err := reference.LookupGame(reference.GameID(id)); err == nil && string(g.Document) == doc {
			out = append(out, id)
		}
	}
	return out
}

func (c *collector) scenarios(results []steps.ScenarioResult) {
	for i := range results {
		r := &results[i]
		games := []string{r.Game}
		if r.Game == "" {
			games = c.gamesOfDocument(path.Dir(r.Feature))
		}
		v := scenarioVerdict(r.Status)
		c.rep.Run.Checked.Scenarios++
		for _, game := range games {
			g := c.game(game)
			g.Scenarios.add(v, 1)
			g.Checked.Scenarios++
			var keys []rowKey
			var refs []string
			for _, cl := range r.Clauses {
				keys = append(keys, rowKey{game, cl.Document, strings.TrimSuffix(cl.Clause, ".")})
				refs = append(refs, cl.Document+":"+cl.Clause)
			}
			for _, n := range r.Interpretations {
				keys = append(keys, rowKey{game, DocInterpretation, n})
				refs = append(refs, DocInterpretation+":"+n)
			}
			for _, k := range keys {
				row := c.row(k)
				row.ev.Scenarios.add(v, 1)
				row.note(v, r.Message)
			}
			if v == Fail || v == Errored {
				c.addFailure(c.scenarioFailure(r, game, v, refs), keys)
			}
		}
	}
}

// scenarioFailure describes a failed or errored scenario: the request it
// last sent, the engine's answer, the reference's answer to the same
// request, and the step's own diff.
func (c *collector) scenarioFailure(r *steps.ScenarioResult, game, verdict string, refs []string) Failure {
	f := Failure{Source: SourceScenario, Verdict: verdict, Game: game, Clauses: refs, Title: r.Name,
		Location: scenarioLocation(*r), Message: r.Message, Diff: r.Diff}
	if r.Step != "" {
		f.Location += ": step \"" + r.Step + "\""
	}
	// The failure's message repeats its diff; the report keeps them apart.
	if i := strings.Index(f.Message, "\n(-expected +actual):\n"); i >= 0 && r.Diff != "" {
		f.Message = f.Message[:i]
	}
	actual := &Answer{Error: r.EngineError}
	switch {
	case r.CoupRequest != nil:
		q := r.CoupRequest
		f.Request = &Request{Method: "coup", Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: tablePtr(q.Table)}
		actual.Coup = r.CoupResult
		f.Expected = c.referenceCoup(*q)
	case r.ShoeRequest != nil:
		q := r.ShoeRequest
		f.Request = &Request{Method: "shoe", Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: tablePtr(q.Table)}
		actual.Shoe = r.ShoeResult
		f.Expected = c.referenceShoe(*q)
	case r.TableRequest != nil:
		q := r.TableRequest
		f.Request = &Request{Method: "table", Game: q.Game, Decks: q.Decks, TableRequest: q}
		actual.Table = r.TableResult
		f.Expected = c.referenceTable(*q)
	}
	if actual.Coup != nil || actual.Shoe != nil || actual.Table != nil || actual.Error != nil {
		// Only an answer the engine gave: an "invalid" refusal is kept as
		// the engine error even when the step went on.
		if actual.Error != nil && (actual.Coup != nil || actual.Shoe != nil || actual.Table != nil) {
			actual.Error = nil
		}
		f.Actual = actual
	}
	if f.Diff == "" && verdict == Fail {
		f.Diff = diffAnswers(f.Expected, f.Actual)
	}
	f.Replay = replayCommands(f.Request)
	return f
}

func tablePtr(t adapter.Table) *adapter.Table { return &t }

func (c *collector) referenceCoup(q adapter.CoupRequest) *Answer {
	res, err := c.ref.Coup(context.Background(), q)
	if err != nil {
		return &Answer{Error: asAdapterError(err)}
	}
	return &Answer{Coup: &res}
}

func (c *collector) referenceShoe(q adapter.ShoeRequest) *Answer {
	res, err := c.ref.Shoe(context.Background(), q)
	if err != nil {
		return &Answer{Error: asAdapterError(err)}
	}
	return &Answer{Shoe: &res}
}

func (c *collector) referenceTable(q adapter.TableRequest) *Answer {
	res, err := c.ref.Table(context.Background(), q)
	if err != nil {
		return &Answer{Error: asAdapterError(err)}
	}
	return &Answer{Table: &res}
}

// asAdapterError keeps an engine's structured error, or wraps any other
// error as "internal".
func asAdapterError(err error) *adapter.Error {
	if e, ok := err.(*adapter.Error); ok {
		return e
	}
	return &adapter.Error{Code: adapter.CodeInternal, Message: err.Error()}
}

// ---------------------------------------------------------------------------
// Vectors

var (
	vectorsOnce  sync.Once
	vectorsFiles []vectors.File
	vectorsErr   error
)

// loadVectors decodes the kit's vectors once per process: checking them
// against their schema takes longer than replaying them.
func loadVectors() ([]vectors.File, error) {
	vectorsOnce.Do(func() { vectorsFiles, vectorsErr = vectors.Load(vectors.FS) })
	return vectorsFiles, vectorsErr
}

type vectorID struct {
	file string
	tcID int
}

func (c *collector) vectors(ctx context.Context, eng adapter.Engine, games []string) error {
	files, err := loadVectors()
	if err != nil {
		return fmt.Errorf("certify: the kit's vectors do not load (a defect of the kit): %v", err)
	}
	rep := vectors.Verify(ctx, eng, files, vectors.VerifyOptions{Games: games})
	notes := map[string]map[string]vectors.Note{}
	cases := map[vectorID]vectors.Case{}
	for i := range files {
		notes[files[i].Path] = files[i].Notes
	}
	for _, res := range rep.Results {
		if res.Verdict == vectors.Fail || res.Verdict == vectors.Errored {
			if len(cases) == 0 {
				for i := range files {
					for _, cs := range files[i].Cases() {
						cases[vectorID{files[i].Path, cs.Test.TcID}] = cs
					}
				}
			}
		}
		v := string(res.Verdict)
		g := c.game(res.Game)
		g.Vectors.add(v, 1)
		g.Checked.Vectors++
		c.rep.Run.Checked.Vectors++
		var keys []rowKey
		refs := append([]string{}, res.Clauses...)
		for _, ref := range res.Clauses {
			if k, ok := splitRef(res.Game, ref); ok {
				keys = append(keys, k)
			}
		}
		seen := map[int]bool{}
		for _, fl := range res.Flags {
			if n := notes[res.File][fl].Interpretation; n > 0 && !seen[n] {
				seen[n] = true
				keys = append(keys, rowKey{res.Game, DocInterpretation, strconv.Itoa(n)})
				refs = append(refs, DocInterpretation+":"+strconv.Itoa(n))
			}
		}
		for _, k := range keys {
			row := c.row(k)
			row.ev.Vectors.add(v, 1)
			row.note(v, res.Message)
		}
		if v == Fail || v == Errored {
			c.addFailure(c.vectorFailure(ctx, res, cases[vectorID{res.File, res.TcID}], refs), keys)
		}
	}
	return nil
}

func (c *collector) vectorFailure(ctx context.Context, res vectors.Result, cs vectors.Case, refs []string) Failure {
	f := Failure{Source: SourceVector, Verdict: string(res.Verdict), Game: res.Game, Clauses: refs, Title: res.Comment,
		Location: fmt.Sprintf("vectors/%s tcId %d [%s]", res.File, res.TcID, strings.Join(res.Flags, " ")),
		Message:  res.Message, Diff: res.Diff}
	if f.Message == "" {
		f.Message = "the engine's result differs from the vector's expected result"
	}
	if cs.Test == nil {
		return f
	}
	switch cs.Type {
	case vectors.TypeShoe:
		q := cs.ShoeRequest()
		f.Request = &Request{Method: "shoe", Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: tablePtr(q.Table)}
		f.Expected = &Answer{Shoe: cs.Test.Expected.Shoe}
		if res.Verdict == vectors.Fail && c.reasked < maxReask {
			c.reasked++
			if got, err := c.eng.Shoe(ctx, q); err == nil {
				f.Actual = &Answer{Shoe: &got}
			}
		}
	default:
		q := cs.CoupRequest()
		f.Request = &Request{Method: "coup", Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: tablePtr(q.Table)}
		f.Expected = &Answer{Coup: cs.Test.Expected.Coup}
		if res.Verdict == vectors.Fail && c.reasked < maxReask {
			c.reasked++
			if got, err := c.eng.Coup(ctx, q); err == nil {
				f.Actual = &Answer{Coup: &got}
			}
		}
	}
	f.Replay = replayCommands(f.Request)
	return f
}

// ---------------------------------------------------------------------------
// Generated shoes

func (c *collector) generated(ctx context.Context, gr fuzz.GameReport) {
	g := c.game(gr.Game)
	g.Generated = gr.Verdict
	g.Checked.Shoes += gr.Shoes
	g.Checked.Coups += gr.Coups
	g.Checked.ShoeRuns += gr.ShoeRuns
	g.Checked.Tables += gr.Tables
	g.Checked.TableRounds += gr.TableRounds
	ck := &c.rep.Run.Checked
	ck.Shoes += gr.Shoes
	ck.Coups += gr.Coups
	ck.ShoeRuns += gr.ShoeRuns
	ck.Tables += gr.Tables
	ck.TableRounds += gr.TableRounds

	// Which properties failed on which clause.
	failed := map[string]map[string]bool{}
	for _, f := range gr.Failures {
		for _, cl := range f.Clauses {
			if failed[cl] == nil {
				failed[cl] = map[string]bool{}
			}
			failed[cl][f.Property] = true
		}
	}
	stopped := gr.Verdict == fuzz.VerdictErrored || (gr.Verdict == fuzz.VerdictFail && len(gr.Errors) > 0)
	var erroredKeys []rowKey
	for _, cr := range gr.Clauses {
		k, ok := splitRef(gr.Game, cr.Clause)
		if !ok {
			continue
		}
		r := c.row(k)
		r.ev.PropertyNames = mergeNames(r.ev.PropertyNames, cr.Properties)
		if cr.Verdict == fuzz.VerdictNotApplicable {
			r.ev.Properties.NotApplicable++
			r.note(NotApplicable, "the engine does not offer the optional wager(s) "+strings.Join(gr.Unsupported, ", ")+" (it answered unsupported)")
			continue
		}
		nf := len(failed[cr.Clause])
		np := len(cr.Properties) - nf
		if np < 0 {
			np = 0
		}
		r.ev.Properties.Fail += nf
		if stopped {
			// The generated checks did not finish: what passed so far is
			// no verdict.
			r.ev.Properties.Errored += np
			r.note(Errored, "generated shoes: "+gr.Reason)
			erroredKeys = append(erroredKeys, k)
		} else {
			r.ev.Properties.Pass += np
		}
	}
	for _, fl := range gr.Failures {
		var keys []rowKey
		for _, cl := range fl.Clauses {
			if k, ok := splitRef(gr.Game, cl); ok {
				keys = append(keys, k)
			}
		}
		f := c.generatedFailure(ctx, fl)
		if id := c.addFailure(f, keys); id != "" {
			c.fuzzCases[id] = fl.Case
		}
	}
	for _, e := range gr.Errors {
		f := Failure{Source: SourceGenerated, Verdict: Errored, Game: gr.Game, Clauses: []string{},
			Title: "generated " + e.Method, Location: fmt.Sprintf("generated shoe seed %d", e.Seed),
			Message: e.Message, Seed: strconv.FormatUint(e.Seed, 10)}
		if e.Case != nil {
			f.Request = caseRequest(e.Case)
			f.Actual = fuzzAnswer(e.Case.Actual)
			f.Replay = replayCommands(f.Request)
		}
		c.addFailure(f, erroredKeys)
	}
	if gr.Verdict == fuzz.VerdictErrored && len(gr.Errors) == 0 {
		c.addFailure(Failure{Source: SourceGenerated, Verdict: Errored, Game: gr.Game, Clauses: []string{},
			Title: "generated shoes", Location: "generated shoes of " + gr.Game, Message: gr.Reason}, erroredKeys)
	}
}

// generatedStopped records a game whose generated checks could not start.
func (c *collector) generatedStopped(game string, err error) {
	c.game(game).Generated = Errored
	c.addFailure(Failure{Source: SourceGenerated, Verdict: Errored, Game: game, Clauses: []string{},
		Title: "generated shoes", Location: "generated shoes of " + game, Message: err.Error()}, nil)
}

func (c *collector) generatedFailure(ctx context.Context, fl fuzz.Failure) Failure {
	cs := fl.Case
	f := Failure{Source: SourceGenerated, Verdict: Fail, Game: fl.Game, Clauses: append([]string{}, fl.Clauses...),
		Title:    "property " + fl.Property + ": " + propertySummary(fl.Property),
		Location: fmt.Sprintf("generated shoe seed %d, property %s", fl.Seed, fl.Property),
		Message:  fl.Message, Count: fl.Count, Seed: strconv.FormatUint(fl.Seed, 10)}
	f.Request = caseRequest(&cs)
	f.Expected = fuzzAnswer(cs.Expect)
	f.Actual = fuzzAnswer(cs.Actual)
	if cs.Method == "table" && cs.TableRequest != nil {
		f.Expected = c.referenceTable(*cs.TableRequest)
		if c.reasked < maxReask {
			c.reasked++
			if te, ok := c.eng.(adapter.TableEngine); ok {
				if got, err := te.Table(ctx, *cs.TableRequest); err == nil {
					f.Actual = &Answer{Table: &got}
				} else {
					f.Actual = &Answer{Error: asAdapterError(err)}
				}
			}
		}
	}
	f.Diff = diffAnswers(f.Expected, f.Actual)
	f.Replay = replayCommands(f.Request)
	return f
}

// diffAnswers is the go-cmp diff of two answers, of the results themselves
// when both are of one kind, so that the diff shows only what differs.
func diffAnswers(want, got *Answer) string {
	if want == nil || got == nil {
		return ""
	}
	opt := cmpopts.EquateEmpty()
	switch {
	case want.Coup != nil && got.Coup != nil:
		return cmp.Diff(*want.Coup, *got.Coup, opt)
	case want.Shoe != nil && got.Shoe != nil:
		return cmp.Diff(*want.Shoe, *got.Shoe, opt)
	case want.Table != nil && got.Table != nil:
		return cmp.Diff(*want.Table, *got.Table, opt)
	}
	return cmp.Diff(want, got, opt)
}

func caseRequest(cs *fuzz.Case) *Request {
	if cs.Method == "table" && cs.TableRequest != nil {
		return &Request{Method: "table", Game: cs.TableRequest.Game, Decks: cs.TableRequest.Decks, TableRequest: cs.TableRequest}
	}
	return &Request{Method: cs.Method, Game: cs.Game, Decks: cs.Decks, Cards: cs.Cards, Wagers: cs.Wagers, Table: tablePtr(cs.Table)}
}

func fuzzAnswer(a fuzz.Answer) *Answer {
	if a.Coup == nil && a.Shoe == nil && a.Error == nil {
		return nil
	}
	return &Answer{Coup: a.Coup, Shoe: a.Shoe, Error: a.Error}
}

var propertySummaries = func() map[string]string {
	m := map[string]string{}
	for _, p := range fuzz.Properties() {
		m[p.ID] = p.Summary
	}
	return m
}()

func propertySummary(id string) string {
	if s, ok := propertySummaries[id]; ok {
		return s
	}
	return id
}

func mergeNames(have, add []string) []string {
	for _, a := range add {
		found := false
		for _, h := range have {
			if h == a {
				found = true
				break
			}
		}
		if !found {
			have = append(have, a)
		}
	}
	sort.Strings(have)
	return have
}

// ---------------------------------------------------------------------------
// Verdicts

// contractPoints summarises the contract points the generated checks name.
var contractPoints = map[string]string{
	"card-notation": "card tokens, the cutting card, and errors that name the bad token's position (CONTRACT.md \"Card notation\")",
	"money":         "stakes in minor units, exact odds, payouts rounded down to the table's unit (CONTRACT.md \"Money\")",
	"wager-ids":     "wager ids, and which wagers each game offers (CONTRACT.md \"Wager ids\")",
}

// verdicts builds the verdict rows of every game of the report.
func (c *collector) verdicts(games []string, hello adapter.Hello, startErr error) {
	interp := map[string]string{}
	for _, in := range interpretations {
		interp[strconv.Itoa(in.ID)] = in.Reading
	}
	for _, id := range games {
		claimed := startErr == nil && hello.Supports(id)
		gm := c.game(id)
		gm.Claimed = claimed
		g, err := reference.LookupGame(reference.GameID(id))
		if err != nil {
			gm.Verdict, gm.Reason = NotApplicable, "the kit does not know this game id"
			c.rep.Games = append(c.rep.Games, *gm)
			continue
		}
		gm.Document = string(g.Document)
		doc, _ := clauses.LookupDocument(gm.Document)
		inCatalog := map[rowKey]bool{}
		var rows []ClauseVerdict
		for _, cl := range doc.Clauses {
			k := rowKey{id, doc.ID, cl.Clause}
			inCatalog[k] = true
			v := ClauseVerdict{ID: k.id(), Game: id, Document: doc.ID, Clause: cl.Clause, Section: cl.Section, Summary: cl.Summary}
			c.decide(&v, k, strings.TrimSpace(cl.Procedural), cl.IsProcedural(), claimed, startErr)
			rows = append(rows, v)
		}
		var extra []rowKey
		for k := range c.rows {
			if k.game == id && !inCatalog[k] {
				extra = append(extra, k)
			}
		}
		sort.Slice(extra, func(i, j int) bool { return lessKey(extra[i], extra[j]) })
		for _, k := range extra {
			v := ClauseVerdict{ID: k.id(), Game: id, Document: k.doc, Clause: k.clause}
			switch k.doc {
			case DocInterpretation:
				v.Summary = interp[k.clause]
			case DocContract:
				v.Summary = contractPoints[k.clause]
			default:
				if cl, ok := clauses.Lookup(k.doc, k.clause); ok {
					v.Section, v.Summary = cl.Section, cl.Summary
				}
			}
			if v.Summary == "" {
				v.Summary = "(not in the kit's catalog)"
			}
			c.decide(&v, k, "", false, claimed, startErr)
			rows = append(rows, v)
		}
		for i := range rows {
			gm.Clauses.add(&rows[i])
		}
		switch {
		case gm.Clauses.Fail > 0:
			gm.Verdict, gm.Reason = Fail, fmt.Sprintf("%d of %d rows fail", gm.Clauses.Fail, len(rows))
		case gm.Clauses.Errored > 0:
			gm.Verdict, gm.Reason = Errored, fmt.Sprintf("%d of %d rows errored", gm.Clauses.Errored, len(rows))
		case !claimed && startErr == nil:
			gm.Verdict, gm.Reason = NotApplicable, "the engine does not claim the game"
		case gm.Clauses.Pass > 0:
			gm.Verdict = Pass
		default:
			gm.Verdict, gm.Reason = NotApplicable, "no check applied to the game"
		}
		c.rep.Games = append(c.rep.Games, *gm)
		c.rep.Verdicts = append(c.rep.Verdicts, rows...)
	}
}

// lessKey orders extra rows: other documents' clauses, then
// interpretations by number, then contract points.
func lessKey(a, b rowKey) bool {
	rank := func(doc string) int {
		switch doc {
		case DocInterpretation:
			return 1
		case DocContract:
			return 2
		}
		return 0
	}
	if ra, rb := rank(a.doc), rank(b.doc); ra != rb {
		return ra < rb
	}
	if a.doc != b.doc {
		return a.doc < b.doc
	}
	if a.doc == DocInterpretation {
		na, _ := strconv.Atoi(a.clause)
		nb, _ := strconv.Atoi(b.clause)
		return na < nb
	}
	return clauses.Compare(a.clause, b.clause) < 0
}

// decide sets a row's verdict from its evidence: any failure fails it; a
// procedural clause is procedural; an unclaimed game is not applicable; an
// errored check makes it errored (the check is incomplete); a pass makes it
// pass; only skipped checks, or none, make it not applicable.
func (c *collector) decide(v *ClauseVerdict, k rowKey, reason string, procedural, claimed bool, startErr error) {
	r := c.rows[k]
	if r == nil {
		r = &row{}
	}
	v.Evidence = r.ev
	v.Failures = r.failures
	e := r.ev
	fails := e.Scenarios.Fail + e.Vectors.Fail + e.Properties.Fail
	switch {
	case startErr != nil && !procedural:
		v.Verdict, v.Reason = Errored, "the engine could not be started: "+firstLine(startErr.Error())
	case fails > 0:
		v.Verdict, v.Reason = Fail, failReason(e)
	case procedural:
		v.Verdict, v.Reason = Procedural, reason
		if v.Reason == "" {
			v.Reason = "marked procedural in the catalog"
		}
	case !claimed:
		v.Verdict, v.Reason = NotApplicable, "the engine does not claim the game"
	case e.Scenarios.Errored+e.Vectors.Errored+e.Properties.Errored > 0:
		v.Verdict, v.Reason = Errored, r.erroredMsg
	case e.Scenarios.Pass+e.Vectors.Pass+e.Properties.Pass > 0:
		v.Verdict = Pass
	case e.total() > 0:
		v.Verdict, v.Reason = NotApplicable, r.naMsg
	default:
		v.Verdict, v.Reason = NotApplicable, "no check of the kit covers this clause on this game"
	}
}

func failReason(e Evidence) string {
	var parts []string
	if n := e.Scenarios.Fail; n > 0 {
		parts = append(parts, plural(n, "scenario"))
	}
	if n := e.Vectors.Fail; n > 0 {
		parts = append(parts, plural(n, "vector"))
	}
	if n := e.Properties.Fail; n > 0 {
		parts = append(parts, plural(n, "property", "properties"))
	}
	return strings.Join(parts, ", ") + " failed"
}

func plural(n int, one string, many ...string) string {
	if n == 1 {
		return "1 " + one
	}
	if len(many) > 0 {
		return strconv.Itoa(n) + " " + many[0]
	}
	return strconv.Itoa(n) + " " + one + "s"
}

// knownFailing applies the known-failing list to the rows and to the
// failures.
func (c *collector) knownFailing() {
	kf := c.opts.KnownFailing
	if kf == nil {
		return
	}
	out := &KnownFailingReport{File: kf.File, UnexpectedPasses: []string{}}
	idx := map[int]int{}
	for i, p := range kf.Patterns {
		idx[p.Line] = i
		out.Patterns = append(out.Patterns, PatternOutcome{Pattern: p})
	}
	if out.Patterns == nil {
		out.Patterns = []PatternOutcome{}
	}
	known := map[string]bool{} // failure ids on known rows
	blocking := map[string]bool{}
	for i := range c.rep.Verdicts {
		v := &c.rep.Verdicts[i]
		p := kf.Match(v.ID)
		if p == nil {
			for _, id := range v.Failures {
				blocking[id] = true
			}
			continue
		}
		v.KnownFailing = p
		po := &out.Patterns[idx[p.Line]]
		switch v.Verdict {
		case Fail, Errored:
			po.KnownFailing++
			for _, id := range v.Failures {
				known[id] = true
			}
		case Pass:
			po.UnexpectedPasses++
			v.UnexpectedPass = true
			out.UnexpectedPasses = append(out.UnexpectedPasses, v.ID)
		default:
			po.Other++
		}
	}
	for i := range c.rep.Failures {
		f := &c.rep.Failures[i]
		f.KnownFailing = known[f.ID] && !blocking[f.ID]
	}
	// Game tallies count the list too.
	for gi := range c.rep.Games {
		c.rep.Games[gi].Clauses = VerdictCounts{}
	}
	pos := map[string]int{}
	for gi, g := range c.rep.Games {
		pos[g.Game] = gi
	}
	for i := range c.rep.Verdicts {
		v := &c.rep.Verdicts[i]
		c.rep.Games[pos[v.Game]].Clauses.add(v)
	}
	c.rep.KnownFailing = out
}

// summarize sets the summary and the exit code: 1 on any fail or errored
// verdict the list does not match, any unexpected pass, any failure no row
// carries, an engine that could not start, or a run that checked nothing.
func (c *collector) summarize(startErr error) {
	s := &c.rep.Summary
	s.Games = len(c.rep.Games)
	s.Verdicts = VerdictCounts{}
	for i := range c.rep.Verdicts {
		s.Verdicts.add(&c.rep.Verdicts[i])
	}
	blocking := s.Verdicts.Fail + s.Verdicts.Errored - s.Verdicts.KnownFailing
	s.ExitCode = 0
	var why string
	switch {
	case startErr != nil:
		why = "the engine could not be started"
	case blocking > 0 || s.Verdicts.UnexpectedPass > 0:
		why = ""
	case c.unattributed > 0:
		why = plural(c.unattributed, "check") + " errored outside any clause"
	case s.Verdicts.Pass == 0 && s.Verdicts.KnownFailing == 0:
		why = "nothing was checked: the engine claims none of the games asked for"
	}
	if blocking > 0 || s.Verdicts.UnexpectedPass > 0 || why != "" {
		s.ExitCode = 1
	}
	s.Result = Pass
	if s.ExitCode != 0 {
		s.Result = Fail
	}
	v := s.Verdicts
	line := fmt.Sprintf("%s: %s, %d verdicts: %d pass, %d fail, %d errored, %d not applicable, %d procedural",
		strings.ToUpper(s.Result), plural(s.Games, "game"), v.total(), v.Pass, v.Fail, v.Errored, v.NotApplicable, v.Procedural)
	if c.opts.KnownFailing != nil {
		line += fmt.Sprintf("; %d known failing, %d unexpected passes", v.KnownFailing, v.UnexpectedPass)
	}
	if why != "" {
		line += "; " + why
	}
	line += fmt.Sprintf("; seed %s; %.1fs", c.rep.Run.Seed, float64(c.rep.Run.DurationMs)/1000)
	s.Line = line
}

// scenarioLocation is "features/<file>" with ":<line>" when known.
func scenarioLocation(r steps.ScenarioResult) string {
	if r.Line > 0 {
		return fmt.Sprintf("features/%s:%d", r.Feature, r.Line)
	}
	return "features/" + r.Feature
}
