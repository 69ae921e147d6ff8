// Aggregating rows into one verdict per clause per game.

package decide

import (
	"sort"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
)

// ContractPoints summarises the contract points the generated checks name.
var ContractPoints = map[string]string{
	"card-notation": "card tokens and the cutting card, in requests and in answers (docs/protocol.md \"Vocabulary\", cards)",
	"error-detail":  "a refusal's message names the card at fault by its position, \"card N\" (docs/protocol.md \"Errors\"); the rules say nothing of messages",
	"money":         "stakes in minor units, exact odds, payouts rounded down to the table's unit (docs/protocol.md \"Vocabulary\", money)",
	"wager-ids":     "wager ids, and which wagers each game offers (docs/protocol.md \"Vocabulary\", wager ids)",
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
				v.Summary = ContractPoints[k.clause]
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
			gm.Clauses.Add(&rows[i])
		}
		gm.Verdict, gm.Reason = report.GroupVerdict(gm.Clauses, claimed)
		c.rep.Games = append(c.rep.Games, *gm)
		c.rep.Verdicts = append(c.rep.Verdicts, rows...)
	}
	c.finishCauses()
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

// decide sets a row's verdict from its evidence (verdictOf) and keeps the
// evidence and the failures behind it on the row.
func (c *collector) decide(v *ClauseVerdict, k rowKey, reason string, procedural, claimed bool, startErr error) {
	r := c.rows[k]
	if r == nil {
		r = &row{}
	}
	v.Evidence = r.ev
	v.Failures = r.failures
	start := ""
	if startErr != nil {
		start = firstLine(startErr.Error())
	}
	v.Verdict, v.Reason = verdictOf(rowFacts{ev: r.ev, procedural: procedural, procReason: reason, claimed: claimed,
		startErr: start, naMsg: r.naMsg, erroredMsg: r.erroredMsg, njMsg: r.njMsg, untested: c.untested[k.doc+":"+k.clause]})
}

// rowFacts is what a row's verdict is decided from.
type rowFacts struct {
	ev         Evidence
	procedural bool
	procReason string // the catalog's reason for a procedural clause
	claimed    bool
	startErr   string // why the engine could not be started, if it could not
	// the first note of each kind of check (row.note)
	naMsg, erroredMsg, njMsg string
	// untested: a rules pack's clause no scenario is tagged with and no
	// procedural reason excuses (RunFacts.Untested)
	untested bool
}

// verdictOf is the rule of a row's verdict, first match wins:
//
//  1. the engine could not be started: errored (procedural stays);
//  2. any failed check: fail; a failure always wins;
//  3. a procedural clause: procedural;
//  4. an unclaimed game: not-applicable;
//  5. any errored check: errored (a check is incomplete, so no pass);
//  6. any passing check: pass, even if other checks stopped short of it;
//  7. any check that stopped first on another clause's failure:
//     not-judged. It comes after errored, which fails the run and says
//     the engine misbehaved, where not-judged only says a failure
//     elsewhere hid this row; and before not-applicable, since a check
//     that stopped short did apply to the clause: it must not read as if
//     the rules excluded it;
//  8. only skipped checks (an optional wager or a capability the engine
//     does not offer): not-applicable with the first skip's reason;
//  9. no check: untested for a rules pack's clause that no scenario is
//     tagged with and no procedural reason excuses (the kit has no check
//     of it), else not-applicable.
func verdictOf(f rowFacts) (verdict, reason string) {
	e := f.ev
	sum := func(pick func(Counts) int) int {
		return pick(e.Scenarios) + pick(e.Vectors) + pick(e.Properties) + pick(e.Offers)
	}
	switch {
	case f.startErr != "" && !f.procedural:
		return Errored, "the engine could not be started: " + f.startErr
	case sum(func(c Counts) int { return c.Fail }) > 0:
		return Fail, failReason(e)
	case f.procedural:
		if f.procReason == "" {
			return Procedural, "marked procedural in the catalog"
		}
		return Procedural, f.procReason
	case !f.claimed:
		return NotApplicable, "the engine does not claim the game"
	case sum(func(c Counts) int { return c.Errored }) > 0:
		return Errored, f.erroredMsg
	case sum(func(c Counts) int { return c.Pass }) > 0:
		return Pass, ""
	case sum(func(c Counts) int { return c.NotJudged }) > 0:
		return NotJudged, f.njMsg
	case e.Total() > 0:
		return NotApplicable, f.naMsg
	}
	if f.untested {
		return Untested, "no scenario of the rules pack tests this clause and the catalog gives no procedural reason: the kit has no check of it"
	}
	return NotApplicable, "no check of the kit covers this clause on this game"
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
	if e.Offers.Fail > 0 {
		parts = append(parts, "a required wager not implemented:")
		return strings.Join(parts, ", ") + " the engine does not offer it"
	}
	return strings.Join(parts, ", ") + " failed"
}
