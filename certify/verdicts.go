// Aggregating rows into one verdict per clause per game.

package certify

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
)

// contractPoints summarises the contract points the generated checks name.
var contractPoints = map[string]string{
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
	fails := e.Scenarios.Fail + e.Vectors.Fail + e.Properties.Fail + e.Offers.Fail
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
	if e.Offers.Fail > 0 {
		parts = append(parts, "a required wager not implemented:")
		return strings.Join(parts, ", ") + " the engine does not offer it"
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
