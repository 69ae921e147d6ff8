// Applying the known-failing list to verdicts and failures.

package decide

import "sort"

// knownFailing applies the known-failing list to the rows and to the
// failures. A row pattern marks the rows it matches; a vector pattern
// marks the failures of the vectors it matches, and a row whose every
// failure is such a vector's.
func (c *collector) knownFailing() {
	kf := c.opts.KnownFailing
	if kf == nil {
		return
	}
	out := &KnownFailingReport{File: kf.File, SHA256: kf.SHA256, UnexpectedPasses: []string{}}
	idx := map[int]int{}
	for i, p := range kf.Patterns {
		idx[p.Line] = i
		out.Patterns = append(out.Patterns, PatternOutcome{Pattern: p})
	}
	if out.Patterns == nil {
		out.Patterns = []PatternOutcome{}
	}

	// Vectors named by id: their failures are known, their passes are
	// unexpected.
	byVector := map[string]*Pattern{} // failure id -> vector pattern
	for i := range c.rep.Failures {
		f := &c.rep.Failures[i]
		if f.Source != SourceVector || f.Vector == "" {
			continue
		}
		if p := kf.MatchVector(f.Vector); p != nil {
			byVector[f.ID] = p
			out.Patterns[idx[p.Line]].KnownFailing++
		}
	}
	sort.Strings(c.vectorsPassed)
	for _, id := range c.vectorsPassed {
		if p := kf.MatchVector(id); p != nil {
			out.Patterns[idx[p.Line]].UnexpectedPasses++
			out.UnexpectedPasses = append(out.UnexpectedPasses, id)
		}
	}

	known := map[string]bool{} // failure ids on known rows
	blocking := map[string]bool{}
	for i := range c.rep.Verdicts {
		v := &c.rep.Verdicts[i]
		p := kf.Match(v.ID)
		if p == nil {
			if !c.omittedRows[v.ID] {
				p = allByVector(v, byVector)
			}
			if p == nil {
				for _, id := range v.Failures {
					blocking[id] = true
				}
				continue
			}
			v.KnownFailing = p
			for _, id := range v.Failures {
				known[id] = true
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
		default: // not-applicable, not-judged, procedural: nothing to excuse
			po.Other++
		}
	}
	for i := range c.rep.Failures {
		f := &c.rep.Failures[i]
		f.KnownFailing = (known[f.ID] && !blocking[f.ID]) || byVector[f.ID] != nil
	}
	c.knownCauses()
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
		c.rep.Games[pos[v.Game]].Clauses.Add(v)
	}
	c.rep.KnownFailing = out
}

// knownCauses marks the causes made only of known failing failures. A
// cause's failures are all blamed on its clauses, so its rows decide for
// the failures it counts but the report did not keep: those of its rows
// that fail or errored must be known failing too.
func (c *collector) knownCauses() {
	byID := map[string]*Failure{}
	for i := range c.rep.Failures {
		byID[c.rep.Failures[i].ID] = &c.rep.Failures[i]
	}
	rows := map[string]*ClauseVerdict{}
	for i := range c.rep.Verdicts {
		rows[c.rep.Verdicts[i].ID] = &c.rep.Verdicts[i]
	}
	for i := range c.rep.Causes {
		cs := &c.rep.Causes[i]
		known := len(cs.Failures) > 0
		for _, id := range cs.Failures {
			known = known && byID[id] != nil && byID[id].KnownFailing
		}
		// Each clause on each of its games: a clause the cause blames on
		// one game only has no row on another, and that row decides nothing.
		for _, ref := range cs.Clauses {
			seen := false
			for _, game := range cs.Games {
				k, ok := splitRef(game, ref)
				v := rows[k.id()]
				if !ok || v == nil {
					continue
				}
				seen = true
				known = known && (v.KnownFailing != nil || (v.Verdict != Fail && v.Verdict != Errored))
			}
			known = known && seen
		}
		cs.KnownFailing = known
	}
}

// allByVector returns the vector pattern behind a failed or errored row
// when every failure the row counts is a listed vector's, else nil: a row
// that also fails on a scenario, another vector or a generated shoe still
// fails the run.
func allByVector(v *ClauseVerdict, byVector map[string]*Pattern) *Pattern {
	if (v.Verdict != Fail && v.Verdict != Errored) || len(v.Failures) == 0 {
		return nil
	}
	var first *Pattern
	for _, id := range v.Failures {
		p := byVector[id]
		if p == nil {
			return nil
		}
		if first == nil {
			first = p
		}
	}
	return first
}

// unexpectedVectorPasses counts the listed vectors that passed: each
// fails the run, like an unexpected row pass.
func (c *collector) unexpectedVectorPasses() int {
	n := 0
	if kf := c.rep.KnownFailing; kf != nil {
		for _, id := range kf.UnexpectedPasses {
			if (Pattern{Text: id}).IsVector() {
				n++
			}
		}
	}
	return n
}
