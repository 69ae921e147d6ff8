// Applying the known-failing list to verdicts and failures.

package certify

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
