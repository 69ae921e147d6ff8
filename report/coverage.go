// Coverage: the profile a run certified, and whether it is the whole
// certification of what the engine claims or a part of it. The collector
// decides it (decide/coverage.go); every renderer states it.

package report

import (
	"fmt"
	"strings"

	"github.com/bacctk/bacctk/internal/words"
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
	OmitUntested     = "untested"      // a rules pack's clauses no check covers
)

// HeadlineFor is the verdict as every report states it: "PASS" or "FAIL",
// with "(partial: ...)" and what was left out when the run is partial.
func HeadlineFor(result string, cov *Coverage) string {
	h := strings.ToUpper(result)
	if cov == nil || cov.Complete {
		return h
	}
	return h + " (partial: " + cov.OmittedText() + ")"
}

// OmittedText lists what a partial run left out, in plain words.
func (c *Coverage) OmittedText() string {
	texts := make([]string, len(c.Omitted))
	for i, o := range c.Omitted {
		texts[i] = o.Text
	}
	return strings.Join(texts, "; ")
}

// Profile says what the run certified in one phrase: the capabilities,
// the kinds of check and the clauses checked, for the summary line.
func (c *Coverage) Profile() string {
	return fmt.Sprintf("capabilities %s; checks %s; %d of %d clauses checked",
		words.OrNone(strings.Join(c.Capabilities, " ")), words.OrNone(strings.Join(c.Checks, ", ")), c.Checked, c.Clauses)
}

// PerGame lists the clauses checked per game: "mbs-ncb-v6 40/47, ...".
func (c *Coverage) PerGame() string {
	parts := make([]string, len(c.Games))
	for i, g := range c.Games {
		parts[i] = fmt.Sprintf("%s %d/%d", g.Game, g.Checked, g.Clauses)
	}
	return words.OrNone(strings.Join(parts, ", "))
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
