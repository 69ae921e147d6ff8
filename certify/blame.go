// Blame: which rows a failing check counts against.
//
// A check's tags (a scenario's @clause tags, a vector's clauses) are what
// it exercises, its coverage. What it found broken is the first place the
// engine's answer leaves the expected one, in the order the rules produce
// an answer (fuzz.BlameCoup: the cards, the void and the cutting card, the
// totals, the winner, then each settlement), and the clauses that govern
// that place on the game. A failure counts against those rows only; the
// other rows it is tagged with get no verdict from it (what follows a
// divergence is its consequence). docs/certify.md "Blame".

package certify

import (
	"math"
	"sort"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/reference"
)

// blame finds where a failed check's answer first leaves the expected one
// and sets f.Blamed; tags are the check's own rows, the fallback when the
// answers show no divergence (the step compared something else). It
// returns the rows to fail and the divergence, for the causes.
func (c *collector) blame(f *Failure, tags []rowKey) ([]rowKey, fuzz.Divergence) {
	b, ok := blameAnswers(f)
	if !ok || len(b.Clauses) == 0 {
		refs := make([]string, 0, len(tags))
		for _, k := range tags {
			refs = append(refs, k.doc+":"+k.clause)
		}
		f.Blamed = refs
		d := fuzz.Divergence{Kind: kindOfTags(f), Pattern: firstLine(f.Title)}
		if ok {
			d = b.Divergence
		}
		return tags, d
	}
	f.Blamed = append([]string{}, b.Clauses...)
	var keys []rowKey
	for _, ref := range b.Clauses {
		if k, ok := splitRef(f.Game, ref); ok {
			keys = append(keys, k)
		}
	}
	return keys, b.Divergence
}

// kindOfTags names the kind of a failure blamed on its tags: a refusal
// when an answer was an error, else what the scenario's step compared.
func kindOfTags(f *Failure) string {
	switch {
	case f.Actual != nil && f.Actual.Error != nil, f.Expected != nil && f.Expected.Error != nil:
		return fuzz.KindRefusal
	case f.Request != nil && f.Request.Method == "table":
		return fuzz.KindTable
	case strings.Contains(strings.ToLower(f.Location), "settle"), strings.Contains(strings.ToLower(f.Location), "pays"),
		strings.Contains(strings.ToLower(f.Location), "wins"), strings.Contains(strings.ToLower(f.Location), "loses"):
		return fuzz.KindSettlement
	}
	return fuzz.KindDeal
}

// blameAnswers compares the expected and actual answers of a failure.
// ok is false when there is nothing to compare.
func blameAnswers(f *Failure) (fuzz.Blame, bool) {
	want, got, q := f.Expected, f.Actual, f.Request
	if want == nil || got == nil || q == nil {
		return fuzz.Blame{}, false
	}
	switch {
	case want.Coup != nil && got.Coup != nil:
		return fuzz.BlameCoup(adapter.CoupRequest{Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: tableOf(q)}, want.Coup, got.Coup)
	case want.Shoe != nil && got.Shoe != nil:
		return fuzz.BlameShoe(adapter.ShoeRequest{Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: tableOf(q)}, want.Shoe, got.Shoe)
	case want.Table != nil && got.Table != nil && q.TableRequest != nil:
		return fuzz.BlameTable(*q.TableRequest, want.Table, got.Table)
	case want.Error == nil && got.Error != nil && got.Error.Code == adapter.CodeInvalid:
		return refusalBlame(f.Game, q, got.Error), true
	}
	return fuzz.Blame{}, false
}

func tableOf(q *Request) adapter.Table {
	if q.Table == nil {
		return adapter.Table{}
	}
	return *q.Table
}

// refusalBlame blames a legal request the engine refused as invalid: a
// ten written "10" (the card notation), a stake the contract allows (the
// money contract), or a wager the engine names in its refusal (the clause
// that makes the wager available). Nothing of these: no clause, and the
// check's own tags are blamed.
func refusalBlame(game string, q *Request, e *adapter.Error) fuzz.Blame {
	b := fuzz.Blame{Divergence: fuzz.Divergence{Kind: fuzz.KindRefusal, Field: "error", Pattern: "a legal request refused as invalid"}, Message: e.Message}
	for _, t := range q.Cards {
		if strings.HasPrefix(t, "10") {
			b.Clauses = []string{DocContract + ":card-notation"}
			b.Pattern = "a ten written \"10\" refused as invalid (the contract accepts it for \"T\")"
			return b
		}
	}
	for _, w := range q.Wagers {
		if w.Stake > math.MaxInt32 && w.Stake <= reference.MaxStake {
			b.Clauses = []string{DocContract + ":money"}
			b.Pattern = "a stake above 2^31-1, within the contract's maximum, refused as invalid"
			return b
		}
	}
	g, err := reference.LookupGame(reference.GameID(game))
	if err != nil {
		return b
	}
	ids := make([]string, 0, len(q.Wagers))
	for _, w := range q.Wagers {
		ids = append(ids, w.Wager)
	}
	// The longest id first: "player-pair" before "player".
	sort.Slice(ids, func(i, j int) bool { return len(ids[i]) > len(ids[j]) })
	for _, id := range ids {
		if spec, ok := g.Wager(reference.WagerID(id)); ok && strings.Contains(e.Message, id) {
			b.Clauses = []string{spec.Clause}
			b.Wager = id
			b.Pattern = id + ": a wager the game offers refused as invalid"
			return b
		}
	}
	return b
}

// failRows records a failed check on its rows: a fail on the blamed rows,
// and on every other row it is tagged with, no verdict (the row's note
// says which failure it was a consequence of).
func (c *collector) failRows(source string, blamed, tags []rowKey, msg string) {
	in := map[rowKey]bool{}
	for _, k := range blamed {
		in[k] = true
		r := c.row(k)
		r.ev.add(source, Fail)
		r.note(Fail, msg)
	}
	for _, k := range tags {
		if in[k] {
			continue
		}
		r := c.row(k)
		r.ev.add(source, NotApplicable)
		r.note(NotApplicable, "a check of this clause failed on another clause first: "+firstLine(msg))
	}
}

// add counts one check of the given source.
func (e *Evidence) add(source, verdict string) {
	switch source {
	case SourceScenario:
		e.Scenarios.add(verdict, 1)
	case SourceVector:
		e.Vectors.add(verdict, 1)
	default:
		e.Properties.add(verdict, 1)
	}
}
