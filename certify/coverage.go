// Coverage: the profile a run certified, and whether it is the whole
// certification of what the engine claims or a part of it.

package certify

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// Coverage is the profile a run certified: the games, the capabilities,
// the kinds of check, and the clauses checked out of those there are. A
// run that leaves anything out is partial, and says what in Omitted: a
// certificate of part of an engine must not read as one of the whole.
type Coverage struct {
	// Complete is true when the run is the whole certification of what
	// the engine claims: every kind of check, no filter, every shard,
	// every game it claims, every capability the kit checks.
	Complete bool `json:"complete"`
	// Omitted says what the run left out, in the order of Omission's
	// kinds; empty when Complete.
	Omitted []Omission `json:"omitted"`
	// Capabilities are those the engine claims of the capabilities the
	// kit checks (CheckedCapabilities).
	Capabilities []string `json:"capabilities"`
	// Checks are the kinds of check run: "scenarios", "vectors",
	// "generated", "exhaustive".
	Checks []string `json:"checks"`
	// Games are the games certified (claimed by the engine and known to
	// the kit), with their clause counts.
	Games []GameCoverage `json:"games"`
	// Clauses and Checked add up those of Games.
	Clauses int `json:"clauses"`
	Checked int `json:"checked"`
}

// GameCoverage counts the numbered clauses of a game's rules document and
// those the run checked on it: a row with a verdict of pass, fail or
// errored. Procedural clauses are never checked; they are counted so that
// a reader sees why a complete run does not check every clause.
type GameCoverage struct {
	Game       string `json:"game"`
	Document   string `json:"document"`
	Clauses    int    `json:"clauses"`
	Checked    int    `json:"checked"`
	Procedural int    `json:"procedural"`
}

// Omission is one thing a partial run left out.
type Omission struct {
	// Kind is one of the Omit* constants.
	Kind string `json:"kind"`
	// Detail is what the kind concerns, for a program: the --tags
	// expression, the --run pattern, the shard, the games left out (comma
	// separated), the capability.
	Detail string `json:"detail,omitempty"`
	// Text says it in plain words, as every report prints it.
	Text string `json:"text"`
}

// The kinds of omission, in the order a report lists them.
const (
	OmitScenarios    = "scenarios"     // --no-features
	OmitVectors      = "vectors"       // --no-vectors
	OmitGenerated    = "generated"     // --no-generated
	OmitTags         = "tags"          // --tags
	OmitRun          = "run"           // --run
	OmitShard        = "shard"         // --shard K/N, N > 1
	OmitGames        = "games"         // --games leaves out games the engine claims
	OmitUnknownGames = "unknown-games" // the engine claims games the kit does not know
	OmitCapability   = "capability"    // the engine lacks a capability the kit checks
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
	add := func(kind, detail, text string) { out = append(out, Omission{kind, detail, text}) }
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
	if s, err := ParseShard(run.Shard); err == nil && !s.Whole() {
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
	return cov
}

// headline is the verdict as every report states it: "PASS" or "FAIL",
// with "(partial: ...)" and what was left out when the run is partial.
func headline(result string, cov *Coverage) string {
	h := strings.ToUpper(result)
	if cov == nil || cov.Complete {
		return h
	}
	return h + " (partial: " + cov.omittedText() + ")"
}

func (c *Coverage) omittedText() string {
	texts := make([]string, len(c.Omitted))
	for i, o := range c.Omitted {
		texts[i] = o.Text
	}
	return strings.Join(texts, "; ")
}

// profile says what the run certified in one phrase: the capabilities,
// the kinds of check and the clauses checked, for the summary line.
func (c *Coverage) profile() string {
	return fmt.Sprintf("capabilities %s; checks %s; %d of %d clauses checked",
		orNone(strings.Join(c.Capabilities, " ")), orNone(strings.Join(c.Checks, ", ")), c.Checked, c.Clauses)
}

// perGame lists the clauses checked per game: "mbs-ncb-v6 40/47, ...".
func (c *Coverage) perGame() string {
	parts := make([]string, len(c.Games))
	for i, g := range c.Games {
		parts[i] = fmt.Sprintf("%s %d/%d", g.Game, g.Checked, g.Clauses)
	}
	return orNone(strings.Join(parts, ", "))
}

// Headline is the report's verdict with its coverage: "PASS", "PASS
// (partial: ...)", "FAIL", "FAIL (partial: ...)". A report written before
// the kit recorded coverage has only its result.
func (r *Report) Headline() string {
	if r.Summary.Headline != "" {
		return r.Summary.Headline
	}
	return strings.ToUpper(r.Summary.Result)
}

// Partial reports whether the report says it certified part of the
// engine only.
func (r *Report) Partial() bool { return r.Coverage != nil && !r.Coverage.Complete }
