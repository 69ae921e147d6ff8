// Evidence from the golden vectors.

package certify

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/vectors"
)

var (
	vectorsOnce  sync.Once
	vectorsFiles []vectors.File
	vectorsErr   error
)

// loadVectors decodes the kit's vectors once per process, without checking
// them against their schema again (vectors.LoadEmbedded): that takes
// longer than replaying them, and the kit's tests do it.
func loadVectors() ([]vectors.File, error) {
	vectorsOnce.Do(func() { vectorsFiles, vectorsErr = vectors.LoadEmbedded() })
	return vectorsFiles, vectorsErr
}

// maxReaskBlame bounds how many failing vectors the collector asks the
// engine again, to find where each answer first leaves the vector's (the
// vector's result says only the diff). The vectors are about 2,400, so
// every failing one is asked; a run beyond it blames the vector's tags.
const maxReaskBlame = 5000

type vectorID struct {
	file string
	tcID int
}

func (c *collector) vectors(ctx context.Context, eng adapter.Engine, games []string) error {
	files, err := loadVectors()
	if err != nil {
		return fmt.Errorf("certify: the kit's vectors do not load (a defect of the kit): %v", err)
	}
	re, err := compileRun(c.opts.Run)
	if err != nil {
		return err
	}
	files = underReadings(ctx, files, c.opts.Readings)
	ids, any := selectVectorIDs(files, re)
	if !any {
		return nil // --run names no vector
	}
	if !c.opts.Shard.Whole() {
		if ids == nil {
			ids, _ = selectVectorIDs(files, matchAll)
		}
		if ids = shardStrings(ids, c.opts.Shard); len(ids) == 0 {
			return nil
		}
	}
	rep := vectors.Verify(ctx, eng, files, vectors.VerifyOptions{Games: games, IDs: ids})
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
		if v == Pass && c.opts.KnownFailing != nil {
			c.vectorsPassed = append(c.vectorsPassed, res.ID)
		}
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
		if v == NotApplicable && res.Type == vectors.TypeTable {
			c.lackingTableEvent(ctx, res, files)
		}
		if v == Fail {
			f := c.vectorFailure(ctx, res, cases[vectorID{res.File, res.TcID}], refs)
			blamed, d := c.blame(&f, keys)
			c.failRows(SourceVector, blamed, keys, f.Message)
			c.addCaused(f, blamed, d)
			continue
		}
		for _, k := range keys {
			row := c.row(k)
			row.ev.Vectors.add(v, 1)
			row.note(v, res.Message)
		}
		if v == Errored {
			c.addCaused(c.vectorFailure(ctx, res, cases[vectorID{res.File, res.TcID}], refs), keys, fuzz.Divergence{})
		}
	}
	return nil
}

func (c *collector) vectorFailure(ctx context.Context, res vectors.Result, cs vectors.Case, refs []string) Failure {
	f := Failure{Source: SourceVector, Verdict: string(res.Verdict), Game: res.Game, Clauses: refs, Title: res.Comment,
		Location: fmt.Sprintf("vectors/%s tcId %d id %s [%s]", res.File, res.TcID, res.ID, strings.Join(res.Flags, " ")),
		Message:  res.Message, Diff: res.Diff, Vector: res.ID}
	if f.Message == "" {
		f.Message = "the engine's result differs from the vector's expected result"
	}
	if cs.Test == nil {
		return f
	}
	switch cs.Type {
	case vectors.TypeTable:
		// the vector's id and message locate it; `bacctk vectors verify
		// --id` replays it. The engine is asked again so that the first
		// differing step is blamed, not every clause the vector cites.
		q := cs.TableRequest()
		f.Request = &Request{Method: "table", Game: q.Game, Decks: q.Decks, TableRequest: &q}
		f.Expected = &Answer{Table: cs.Test.Expected.Table}
		if te, ok := c.eng.(adapter.TableEngine); ok {
			f.Actual = c.reask(res, func() (*Answer, error) { got, err := te.Table(ctx, q); return &Answer{Table: &got}, err })
		}
		f.Replay = []string{"bacctk vectors verify --engine CMD --id " + res.ID}
		return f
	case vectors.TypeRefusal:
		q := cs.CoupRequest()
		f.Request = &Request{Method: "coup", Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: tablePtr(q.Table)}
		if e := cs.Test.Expected.Error; e != nil {
			f.Expected = &Answer{Error: &adapter.Error{Code: e.Code}}
		}
		f.Actual = c.reask(res, func() (*Answer, error) { got, err := c.eng.Coup(ctx, q); return &Answer{Coup: &got}, err })
		f.Replay = replayCommands(f.Request)
		return f
	case vectors.TypeShoe:
		q := cs.ShoeRequest()
		f.Request = &Request{Method: "shoe", Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: tablePtr(q.Table)}
		f.Expected = &Answer{Shoe: cs.Test.Expected.Shoe}
		f.Actual = c.reask(res, func() (*Answer, error) { got, err := c.eng.Shoe(ctx, q); return &Answer{Shoe: &got}, err })
	default:
		q := cs.CoupRequest()
		f.Request = &Request{Method: "coup", Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: tablePtr(q.Table)}
		f.Expected = &Answer{Coup: cs.Test.Expected.Coup}
		f.Actual = c.reask(res, func() (*Answer, error) { got, err := c.eng.Coup(ctx, q); return &Answer{Coup: &got}, err })
	}
	// The whole answer against the vector's, in protocol JSON, when the
	// engine was asked again; else the vector check's own diff.
	if d := diffAnswers(f.Expected, f.Actual); d != "" {
		f.Diff = d
	}
	f.Replay = replayCommands(f.Request)
	return f
}

// reask asks the engine a failing vector's request again, within the run's
// budget of such requests, so that blame and the diff see its whole answer
// and not only what the vector check compared. It returns nil when the
// vector did not fail, the budget is spent, or the engine's call failed as
// a whole (that failure is the vector check's own evidence).
func (c *collector) reask(res vectors.Result, ask func() (*Answer, error)) *Answer {
	if res.Verdict != vectors.Fail || c.vecReasked >= maxReaskBlame {
		return nil
	}
	c.vecReasked++
	a, err := ask()
	if err == nil {
		return a
	}
	if e, ok := err.(*adapter.Error); ok {
		return &Answer{Error: e}
	}
	return nil
}
