// Blame: which rows a failing check counts against.
//
// A check's tags (a scenario's @clause tags, a vector's clauses) are what
// it exercises, its coverage. What it found broken is the first place the
// engine's answer leaves the expected one, in the order the rules produce
// an answer (judge.BlameCoup: the cards, the void and the cutting card, the
// totals, the winner, then each settlement), and the clauses that govern
// that place on the game. A failure counts against those rows only; the
// other rows it is tagged with get no verdict from it (what follows a
// divergence is its consequence). docs/certify.md "Blame".

package decide

import (
	"cmp"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/judge"
)

// blame finds where a failed check's answer first leaves the expected one
// and sets f.Blamed; tags are the check's own rows, the fallback when the
// answers show no divergence (the step compared something else). It
// returns the rows to fail and the divergence, for the causes.
func (c *collector) blame(f *Failure, tags []rowKey) ([]rowKey, judge.Divergence) {
	b, ok := blameAnswers(f)
	if ok && c.namesNoRule(f.Game, b.Divergence) {
		b.Ambiguous = true
	}
	if ok && b.Ambiguous {
		// The answer broke one of two rules and does not say which: no
		// row is charged (the failure still fails the run, unattributed)
		// and the check's own rows are not judged.
		f.Blamed = []string{}
		return nil, b.Divergence
	}
	if !ok || len(b.Clauses) == 0 {
		refs := make([]string, 0, len(tags))
		for _, k := range tags {
			refs = append(refs, k.doc+":"+k.clause)
		}
		f.Blamed = refs
		d := judge.Divergence{Kind: kindOfTags(f), Pattern: firstLine(f.Title)}
		if ok {
			d = b.Divergence
		}
		return tags, d
	}
	f.Blamed = append([]string{}, b.Clauses...)
	keys := rowKeys(f.Game, b.Clauses)
	return keys, b.Divergence
}

// kindOfTags names the kind of a failure blamed on its tags: a refusal
// when an answer was an error, else what the scenario's step compared.
func kindOfTags(f *Failure) string {
	switch {
	case f.Actual != nil && f.Actual.Error != nil, f.Expected != nil && f.Expected.Error != nil:
		return judge.KindRefusal
	case f.Request != nil && f.Request.Method == "table":
		return judge.KindTable
	case mentionsSettlement(f.Location):
		return judge.KindSettlement
	}
	return judge.KindDeal
}

// mentionsSettlement reports whether a scenario's location (its feature
// file and title) speaks of settling: the words the settlement features'
// titles use.
func mentionsSettlement(location string) bool {
	l := strings.ToLower(location)
	return slices.ContainsFunc([]string{"settle", "pays", "wins", "loses"}, func(w string) bool { return strings.Contains(l, w) })
}

// blamed is one rule a failed check broke: its rows and its divergence.
type blamed struct {
	keys []rowKey
	refs []string
	d    judge.Divergence
	msg  string // the stage's own words, when the check broke several
}

// blameAll is blame for an answer judged stage by stage (a coup the rules
// and the engine complete: judge.BlameCoupAll; a table sequence whose cards
// went to another Player: judge.BlameTableAll): each stage that left the
// rules applied to the engine's own earlier stages is a rule broken of its
// own, with its own rows and cause; anything else, the one blame.
func (c *collector) blameAll(f *Failure, tags []rowKey) []blamed {
	if f.Expected != nil && f.Actual != nil && f.Request != nil {
		var bs []judge.Blame
		switch {
		case f.Expected.Coup != nil && f.Actual.Coup != nil:
			bs = judge.BlameCoupAll(f.Request.CoupRequest(), f.Expected.Coup, f.Actual.Coup)
		case f.Expected.Shoe != nil && f.Actual.Shoe != nil:
			bs = judge.BlameShoeAll(f.Request.ShoeRequest(), f.Expected.Shoe, f.Actual.Shoe)
		case f.Expected.Table != nil && f.Actual.Table != nil && f.Request.TableRequest != nil:
			bs = judge.BlameTableAll(*f.Request.TableRequest, f.Expected.Table, f.Actual.Table)
		}
		if len(bs) > 1 {
			out := make([]blamed, 0, len(bs))
			for _, b := range bs {
				if c.namesNoRule(f.Game, b.Divergence) {
					b.Clauses, b.Ambiguous = nil, true
				}
				out = append(out, blamed{keys: rowKeys(f.Game, b.Clauses), refs: b.Clauses, d: b.Divergence, msg: b.Message})
			}
			f.Blamed = append([]string{}, out[0].refs...)
			return out
		}
	}
	keys, d := c.blame(f, tags)
	return []blamed{{keys: keys, refs: append([]string{}, f.Blamed...), d: d}}
}

// recordCheck records one scenario's or vector's verdict v on the rows
// keys it exercises. A failure is blamed (failBlamed); any other verdict
// counts on each row, in the tally count picks, with msg as its words,
// and an errored check is a failure too, blaming no rule. failure
// describes the check; msg is empty where the check had no words of its
// own, and a failure's rows then take the failure's (a vector's default).
func (c *collector) recordCheck(source, v string, keys []rowKey, count func(*Evidence) *Counts, failure func() Failure, msg string) {
	if v == Fail {
		f := failure()
		c.failBlamed(source, f, keys, c.blameAll(&f, keys), cmp.Or(msg, f.Message))
		return
	}
	for _, k := range keys {
		row := c.row(k)
		count(&row.ev).Add(v, 1)
		row.note(v, msg)
	}
	if v == Errored {
		c.addCaused(failure(), keys, judge.Divergence{})
	}
}

// failBlamed records a failed check that broke the rules blamed: its rows
// fail, its other tagged rows get no verdict from it, and each rule broken
// is a failure with its own cause (the first keeps the check's words).
func (c *collector) failBlamed(source string, f Failure, tags []rowKey, bs []blamed, msg string) {
	var all []rowKey
	first := ""
	for i, b := range bs {
		all = append(all, b.keys...)
		fi := f
		fi.Blamed = b.refs
		if len(bs) > 1 {
			fi.Message = b.msg
		}
		if id := c.addCaused(fi, b.keys, b.d); i == 0 {
			first = id
		}
	}
	c.failRows(source, all, tags, first, msg)
}

// blameAnswers compares the expected and actual answers of a failure.
// ok is false when there is nothing to compare.
func blameAnswers(f *Failure) (judge.Blame, bool) {
	return exchangeBlame(f.Game, adapter.Exchange{Request: f.Request, Expected: f.Expected, Actual: f.Actual})
}

// exchangeBlame is the first divergence of an exchange's actual answer
// from its expected one, on game; ok is false when there is nothing to
// compare.
func exchangeBlame(game string, x adapter.Exchange) (judge.Blame, bool) {
	want, got, q := x.Expected, x.Actual, x.Request
	if want == nil || got == nil || q == nil {
		return judge.Blame{}, false
	}
	switch {
	case want.Coup != nil && got.Coup != nil:
		return judge.BlameCoup(q.CoupRequest(), want.Coup, got.Coup)
	case want.Shoe != nil && got.Shoe != nil:
		return judge.BlameShoe(q.ShoeRequest(), want.Shoe, got.Shoe)
	case want.Table != nil && got.Table != nil && q.TableRequest != nil:
		return judge.BlameTable(*q.TableRequest, want.Table, got.Table)
	case want.Error == nil && got.Error != nil && got.Error.Code == adapter.CodeInvalid:
		return judge.BlameRefusal(game, q.Cards, q.Wagers, got.Error), true
	case want.Error != nil && got.Error == nil:
		return judge.BlameAccepted(q.CoupRequest()), true
	}
	return judge.Blame{}, false
}

// failRows records a failed check on its rows: a fail on the blamed rows,
// and not-judged on every other row it is tagged with. What follows a
// divergence is its consequence, so the check says nothing of those rows;
// but it did apply to them, so they are not "not applicable" either. id
// is the failure's (empty when the report did not keep it).
func (c *collector) failRows(source string, blamed, tags []rowKey, id, msg string) {
	in := map[rowKey]bool{}
	for _, k := range blamed {
		in[k] = true
		r := c.row(k)
		r.ev.Add(source, Fail)
		r.note(Fail, msg)
	}
	for _, k := range tags {
		if !in[k] {
			c.row(k).ev.Add(source, NotJudged)
		}
	}
	c.noteNotJudged(blamed, tags, id, msg)
}

// noteNotJudged says, on each row a failure is tagged with but not blamed
// on, which failure stopped its check first and on which clauses.
func (c *collector) noteNotJudged(blamed, tags []rowKey, id, msg string) {
	in := map[rowKey]bool{}
	refs := make([]string, 0, len(blamed))
	for _, k := range blamed {
		in[k] = true
		refs = append(refs, k.doc+":"+k.clause)
	}
	which := "a failure the report did not keep"
	if id != "" {
		which = "failure " + id
	}
	note := "not judged: its check stopped first at " + which + ", on " + orNone(strings.Join(refs, " ")) + ": " + firstLine(msg)
	for _, k := range tags {
		if !in[k] {
			c.row(k).note(NotJudged, note)
		}
	}
}
