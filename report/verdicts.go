package report

import "fmt"

// The verdicts on one clause for one game. pass, fail, not-applicable and
// errored are those of ARCHITECTURE.md "Certification"; procedural marks a
// clause no software can check (a floor procedure), listed with the
// catalog's reason and never counted as a pass. not-judged marks a row
// every check of which stopped first on another clause's failure: the
// rules apply to it, but no check reached it, so it is neither passed nor
// not applicable (which stays for what the rules or the engine's declared
// offer exclude).
const (
	Pass          = "pass"
	Fail          = "fail"
	NotApplicable = "not-applicable"
	Errored       = "errored"
	Procedural    = "procedural"
	NotJudged     = "not-judged"
	// Untested marks a clause of a rules pack that no scenario tests, no
	// procedural reason excuses and no other check reached (docs/packs.md):
	// the kit has no evidence on it either way, so it is never a pass, and
	// the run that has one is partial.
	Untested = "untested"
)

// The marks a row carries beside its verdict when the run had a
// known-failing list: a fail or errored row the list names is known
// failing (it does not fail the run); a pass row it names is an
// unexpected pass (it does). JUnit XML writes them as the type of a
// skipped testcase and of a failure.
const (
	KnownFailingMark   = "known-failing"
	UnexpectedPassMark = "unexpected-pass"
)

// Add counts n checks of the verdict; any verdict but pass, fail, errored
// and not-judged counts as not applicable.
func (c *Counts) Add(verdict string, n int) {
	switch verdict {
	case Pass:
		c.Pass += n
	case Fail:
		c.Fail += n
	case Errored:
		c.Errored += n
	case NotJudged:
		c.NotJudged += n
	default:
		c.NotApplicable += n
	}
}

// AddCounts adds another tally to c, as a merge of shards does.
func (c *Counts) AddCounts(o Counts) {
	c.Pass += o.Pass
	c.Fail += o.Fail
	c.NotApplicable += o.NotApplicable
	c.Errored += o.Errored
	c.NotJudged += o.NotJudged
}

// Total counts every check once.
func (c Counts) Total() int { return c.Pass + c.Fail + c.NotApplicable + c.Errored + c.NotJudged }

// Add counts one verdict row, and its known-failing mark.
func (c *VerdictCounts) Add(v *ClauseVerdict) {
	switch v.Verdict {
	case Pass:
		c.Pass++
	case Fail:
		c.Fail++
	case Errored:
		c.Errored++
	case Procedural:
		c.Procedural++
	case NotJudged:
		c.NotJudged++
	case Untested:
		c.Untested++
	default:
		c.NotApplicable++
	}
	if v.KnownFailing != nil && (v.Verdict == Fail || v.Verdict == Errored) {
		c.KnownFailing++
		if v.Verdict == Errored {
			c.knownErrored++
		}
	}
	if v.UnexpectedPass {
		c.UnexpectedPass++
	}
}

// Unexpected is the fail and errored rows outside the known-failing list:
// what a person reads as "fail" and "errored", the known failing counted
// apart.
func (c VerdictCounts) Unexpected() (fail, errored int) {
	return c.Fail - (c.KnownFailing - c.knownErrored), c.Errored - c.knownErrored
}

// Total counts every verdict once.
func (c VerdictCounts) Total() int {
	return c.Pass + c.Fail + c.Errored + c.NotApplicable + c.Procedural + c.NotJudged + c.Untested
}

// Tally counts verdict rows, the known failing among them: a report read
// back has its counts tallied again from its rows, since the part of the
// known failing that is errored is not in the JSON.
func Tally(rows []ClauseVerdict) VerdictCounts {
	var c VerdictCounts
	for i := range rows {
		c.Add(&rows[i])
	}
	return c
}

// Add counts one check of the given source (Source*).
func (e *Evidence) Add(source, verdict string) {
	switch source {
	case SourceScenario:
		e.Scenarios.Add(verdict, 1)
	case SourceVector:
		e.Vectors.Add(verdict, 1)
	case SourceOffer:
		e.Offers.Add(verdict, 1)
	default:
		e.Properties.Add(verdict, 1)
	}
}

// Total counts every check behind a row.
func (e Evidence) Total() int {
	return e.Scenarios.Total() + e.Vectors.Total() + e.Properties.Total() + e.Offers.Total()
}

// GroupVerdict is the verdict of a group of rows of one game (the game's,
// or one table's of the text report): fail if any row fails, else errored
// if any is errored, else not-applicable for a game the engine does not
// claim, else pass if any passes, else not-judged if any is, else
// not-applicable. The collector decides a game's verdict by it, and the
// text report each table's, from the rows alone.
func GroupVerdict(c VerdictCounts, claimed bool) (verdict, reason string) {
	switch {
	case c.Fail > 0:
		return Fail, fmt.Sprintf("%d of %d rows fail", c.Fail, c.Total())
	case c.Errored > 0:
		return Errored, fmt.Sprintf("%d of %d rows errored", c.Errored, c.Total())
	case !claimed:
		return NotApplicable, "the engine does not claim the game"
	case c.Pass > 0:
		return Pass, ""
	case c.NotJudged > 0:
		return NotJudged, fmt.Sprintf("%d of %d rows not judged", c.NotJudged, c.Total())
	case c.Untested > 0:
		return Untested, fmt.Sprintf("%d of %d rows untested", c.Untested, c.Total())
	}
	return NotApplicable, "no check applied to the game"
}

// Add adds another count of checks to c, as a merge of shards does.
func (c *Checked) Add(o Checked) {
	c.Scenarios += o.Scenarios
	c.Vectors += o.Vectors
	c.Shoes += o.Shoes
	c.Coups += o.Coups
	c.ShoeRuns += o.ShoeRuns
	c.Tables += o.Tables
	c.TableRounds += o.TableRounds
	c.NotApplicable += o.NotApplicable
}

// Text counts the verdicts for a person: "3 pass, 2 fail, 0 errored, 1
// not judged, 4 not applicable, 9 procedural", and with a known-failing
// list ", 3 known failing", the known failing counted apart from fail and
// errored.
func (c VerdictCounts) Text(withList bool) string {
	fail, errored := c.Unexpected()
	s := fmt.Sprintf("%d pass, %d fail, %d errored, %d not judged, %d not applicable, %d procedural",
		c.Pass, fail, errored, c.NotJudged, c.NotApplicable, c.Procedural)
	if c.Untested > 0 {
		s += fmt.Sprintf(", %d untested", c.Untested)
	}
	if withList {
		s += fmt.Sprintf(", %d known failing", c.KnownFailing)
	}
	return s
}
