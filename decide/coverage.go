// Coverage: the profile a run certified, and whether it is the whole
// certification of what the engine claims or a part of it.

package decide

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

// CheckedCapabilities are the capabilities the kit has checks for, each
// with what is not certified without it.
var CheckedCapabilities = []struct{ Name, Uncertified string }{
	{adapter.CapCoup, "single rounds"},
	{adapter.CapShoe, "whole shoes"},
	{adapter.CapTable, "table play"},
}

// decideCoverage is the decision "complete or partial, and why": what the
// run left out of the whole certification of what the engine claims,
// from the run's settings, the engine's hello and the games of the
// report. It reads only the report, so that a merged report and a report
// read back decide as the run did.
func decideCoverage(run RunInfo, eng Engine, games []Game) []Omission {
	var out []Omission
	add := func(kind, detail, text string) { out = append(out, Omission{Kind: kind, Detail: detail, Text: text}) }
	p := run.Parts
	if !p.Features {
		add(OmitScenarios, "", "the scenarios were left out by --no-features")
	}
	if !p.Vectors {
		add(OmitVectors, "", "the golden vectors were left out by --no-vectors")
	}
	if !p.Generated {
		add(OmitGenerated, "", "the generated shoes were left out by --no-generated")
	}
	// --tags selects scenarios only: without them it leaves nothing out.
	if run.Tags != "" && p.Features {
		add(OmitTags, run.Tags, "only the scenarios matching --tags "+run.Tags+" ran")
	}
	if run.Select != "" {
		add(OmitRun, run.Select, "only the checks whose names match --run "+run.Select+" ran")
	}
	if s, err := shard.Parse(run.Shard); err == nil && !s.Whole() {
		add(OmitShard, run.Shard, fmt.Sprintf("only shard %s of the checks ran (--shard; `bacctk report merge` of all %d makes the whole run)", run.Shard, s.N))
	}
	// Without a hello the engine's claims are unknown: nothing more can be
	// said left out, and the run fails anyway.
	if eng.StartError != "" {
		return out
	}
	certified := map[string]bool{}
	for _, g := range games {
		if g.Claimed && g.Document != "" {
			certified[g.Game] = true
		}
	}
	var leftOut, unknown []string
	for _, g := range eng.Games {
		if certified[g] {
			continue
		}
		// A claimed game the kit knows is in the run unless --games
		// left it out.
		if _, err := reference.LookupGame(reference.GameID(g)); err == nil {
			leftOut = append(leftOut, g)
		} else {
			unknown = append(unknown, g)
		}
	}
	if len(leftOut) > 0 {
		// The shorter list names the games: those left out, or those
		// certified; the detail has every game left out.
		which := " (" + strings.Join(leftOut, ", ") + ")"
		if n := len(eng.Games) - len(leftOut) - len(unknown); len(leftOut) > 3 && n <= 3 {
			var only []string
			for _, g := range eng.Games {
				if certified[g] {
					only = append(only, g)
				}
			}
			which = ": only " + orNone(strings.Join(only, ", ")) + " certified"
		} else if len(leftOut) > 3 {
			which = ""
		}
		add(OmitGames, strings.Join(leftOut, ","), fmt.Sprintf("%s of the %s the engine claims left out by --games%s",
			countWord(len(leftOut)), plural(len(eng.Games), "game"), which))
	}
	if len(unknown) > 0 {
		add(OmitUnknownGames, strings.Join(unknown, ","), fmt.Sprintf("the engine claims %s the kit does not know, not certified (%s)",
			plural(len(unknown), "game"), strings.Join(unknown, ", ")))
	}
	for _, c := range CheckedCapabilities {
		if !slices.Contains(eng.Capabilities, c.Name) {
			add(OmitCapability, c.Name, fmt.Sprintf("%s not certified: the engine does not claim the %s capability", c.Uncertified, c.Name))
		}
	}
	return out
}

// countWord writes small counts as words, as the rest of the sentence is.
func countWord(n int) string {
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprint(n)
}

// newCoverage makes the coverage of a finished report: its omissions
// (decideCoverage) and its counts, from the verdict rows.
// documentHasGame reports whether some game the process knows is of the
// rules document.
func documentHasGame(doc string) bool {
	return slices.ContainsFunc(reference.Games(), func(g *reference.Game) bool { return string(g.Document) == doc })
}

func newCoverage(r *Report) *Coverage {
	cov := &Coverage{Omitted: decideCoverage(r.Run, r.Engine, r.Games), Capabilities: []string{}, Games: []GameCoverage{}}
	cov.Complete = len(cov.Omitted) == 0
	if cov.Omitted == nil {
		cov.Omitted = []Omission{}
	}
	for _, c := range CheckedCapabilities {
		if slices.Contains(r.Engine.Capabilities, c.Name) {
			cov.Capabilities = append(cov.Capabilities, c.Name)
		}
	}
	p := r.Run.Parts
	cov.Checks = []string{}
	for _, k := range []struct {
		on   bool
		name string
	}{{p.Features, "scenarios"}, {p.Vectors, "vectors"}, {p.Generated, "generated"}, {p.Exhaustive, "exhaustive"}} {
		if k.on {
			cov.Checks = append(cov.Checks, k.name)
		}
	}
	at := map[string]int{}
	for _, g := range r.Games {
		if g.Claimed && g.Document != "" {
			at[g.Game] = len(cov.Games)
			cov.Games = append(cov.Games, GameCoverage{Game: g.Game, Document: g.Document})
		}
	}
	// The rows of the game's own document are its clauses; the rows of
	// interpretations, contract points and other documents' clauses are
	// not clauses of the game.
	for i := range r.Verdicts {
		v := &r.Verdicts[i]
		j, ok := at[v.Game]
		if !ok || v.Document != cov.Games[j].Document {
			continue
		}
		gc := &cov.Games[j]
		gc.Clauses++
		switch v.Verdict {
		case Pass, Fail, Errored:
			gc.Checked++
		case Procedural:
			gc.Procedural++
		}
	}
	for _, gc := range cov.Games {
		cov.Clauses += gc.Clauses
		cov.Checked += gc.Checked
	}
	// A rules pack's clause with no check at all leaves the run partial:
	// its PASS covers only what the kit could check.
	untested := 0
	for i := range r.Verdicts {
		if r.Verdicts[i].Verdict == Untested {
			untested++
		}
	}
	// A pack that defines no game yet has no rows: each of its clauses is
	// untested.
	for _, p := range r.Run.Packs {
		if doc, ok := clauses.LookupDocument(p.ID); ok && !documentHasGame(p.ID) {
			untested += len(doc.Clauses)
		}
	}
	if untested > 0 {
		cov.Omitted = append(cov.Omitted, Omission{Kind: report.OmitUntested, Detail: strconv.Itoa(untested),
			Text: plural(untested, "clause") + " of the rules packs untested (no scenario, procedural reason or game of theirs reached them)"})
		cov.Complete = false
	}
	return cov
}
