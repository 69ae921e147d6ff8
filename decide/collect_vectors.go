// The golden vectors' record: a failing vector on the rows its blame
// names, and a misworded one on its own.

package decide

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/vectors"
)

// vectors records the vectors phase: the vectors' results, then the
// table events found lacking.
func (c *collector) vectors(results []vectors.Result, lacks []TableLack) {
	if len(results) == 0 && len(lacks) == 0 {
		return
	}
	// The notes of the vectors' flags are the kit's (a reading changes
	// expected answers, not notes).
	files, _ := vectors.LoadEmbedded()
	notes := map[string]map[string]vectors.Note{}
	for i := range files {
		notes[files[i].Path] = files[i].Notes
	}
	for _, res := range results {
		v := string(res.Verdict)
		if v == Pass && c.opts.KnownFailing != nil {
			c.vectorsPassed = append(c.vectorsPassed, res.ID)
		}
		g := c.game(res.Game)
		g.Vectors.Add(v, 1)
		if res.NotAsked {
			c.notAsked().Vectors++
		} else {
			g.Checked.Vectors++
			c.rep.Run.Checked.Vectors++
		}
		keys := rowKeys(res.Game, res.Clauses)
		refs := append([]string{}, res.Clauses...)
		seen := map[int]bool{}
		for _, fl := range res.Flags {
			if n := notes[res.File][fl].Interpretation; n > 0 && !seen[n] {
				seen[n] = true
				keys = append(keys, rowKey{res.Game, DocInterpretation, strconv.Itoa(n)})
				refs = append(refs, DocInterpretation+":"+strconv.Itoa(n))
			}
		}
		if v == Fail && len(res.Blame) > 0 {
			c.misworded(res, keys, refs)
			continue
		}
		c.recordCheck(SourceVector, v, keys, func(e *Evidence) *Counts { return &e.Vectors },
			func() Failure { return vectorFailure(res, refs) }, res.Message)
	}
	c.lackingTableEvents(lacks)
}

// misworded records a vector the engine refused rightly but in words the
// protocol does not accept (vectors.Result.Blame): the clauses the vector
// exercises pass, since the right request was refused with the right code;
// the failure is the contract row's alone.
func (c *collector) misworded(res vectors.Result, tags []rowKey, refs []string) {
	for _, k := range tags {
		r := c.row(k)
		r.ev.Vectors.Add(Pass, 1)
	}
	keys := rowKeys(res.Game, res.Blame)
	f := vectorFailure(res, refs)
	f.Blamed = append([]string{}, res.Blame...)
	c.failRows(SourceVector, keys, nil, "", f.Message)
	c.addCaused(f, keys, judge.Divergence{Kind: judge.KindRefusal, Field: "error.message",
		Pattern: "a refusal with the right code whose message does not name the card at fault"})
}

// vectorFailure describes a failed or errored vector from the exchange the
// vector check judged.
func vectorFailure(res vectors.Result, refs []string) Failure {
	f := Failure{Source: SourceVector, Verdict: string(res.Verdict), Game: res.Game, Clauses: refs, Title: res.Comment,
		Location: fmt.Sprintf("vectors/%s tcId %d id %s [%s]", res.File, res.TcID, res.ID, strings.Join(res.Flags, " ")),
		Message:  res.Message, Diff: res.Diff, Vector: res.ID}
	if f.Message == "" {
		f.Message = "the engine's result differs from the vector's expected result"
	}
	x := res.Exchange
	if x == nil {
		return f
	}
	f.Request, f.Expected = x.Request, x.Expected
	if res.Verdict == vectors.Fail {
		f.Actual = x.Actual
	}
	switch res.Type {
	case vectors.TypeTable:
		// the vector's id and message locate it; `bacctk vectors verify
		// --id` replays it; its diff is the vector check's own (details
		// aside).
		f.Replay = []string{KitName + " vectors verify " + engineArg + " --id " + res.ID}
		return f
	case vectors.TypeRefusal:
		f.Replay = replayCommands(f.Request)
		return f
	}
	// The whole answer against the vector's, in protocol JSON; else the
	// vector check's own diff.
	if d := answerDiff(f.Expected, f.Actual); d != "" {
		f.Diff = d
	}
	f.Replay = replayCommands(f.Request)
	return f
}
