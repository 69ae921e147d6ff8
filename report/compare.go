// Report diff: what changed from one certification report to another,
// for a vendor's CI that compares a build with the last certified one
// (`bacctk report diff`; docs/certify.md "Comparing two reports").

package report

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/bacctk/bacctk/internal/words"
)

// ComparisonFormat names the shape of the JSON a report diff is written
// as. Like the report's, the shape is a contract: fields are added, never
// renamed or removed, within a version.
const ComparisonFormat = "bacctk-report-diff/1"

// Absent is the verdict a diff shows for a row or game that one of the
// two reports does not have (a game the other run left out).
const Absent = "absent"

// Comparison is what changed from an old report to a new one: the verdict
// rows and games whose verdict changed, the causes that appeared or went,
// and what makes the two hard to compare (different rules data, different
// coverage). Rows and games are matched by their ids, which are stable;
// causes by kind, clauses and summary, because their ids (C1, C2, ...)
// are numbered afresh by every run.
type Comparison struct {
	Format string   `json:"format"`
	Old    DiffSide `json:"old"`
	New    DiffSide `json:"new"`
	// ContentHashDiffers: the two runs were checked against different
	// rules data (features, vectors, clause catalog), or one report does
	// not record it; a changed verdict may then be the kit's change, not
	// the engine's.
	ContentHashDiffers bool `json:"contentHashDiffers"`
	// CoverageDiffers: the runs certified different profiles (a partial
	// run against a complete one, other games or checks), or one report
	// does not record its coverage; rows one run has and the other lacks
	// show as changes to or from "absent".
	CoverageDiffers bool `json:"coverageDiffers"`
	// Warnings say the two above in words, as the text prints them.
	Warnings []string `json:"warnings"`
	// NewFailures are the rows that fail or are errored in the new report
	// and did neither in the old (absent included). Fixed are the rows
	// that failed or were errored and now pass. OtherChanges are the rest
	// of the rows whose verdict changed (fail to errored, pass to
	// not-applicable, a row one report lacks).
	NewFailures  []RowChange `json:"newFailures"`
	Fixed        []RowChange `json:"fixed"`
	OtherChanges []RowChange `json:"otherChanges"`
	// CausesAppeared are the new report's causes the old one has not;
	// CausesGone the old report's the new one has not.
	CausesAppeared []CauseChange `json:"causesAppeared"`
	CausesGone     []CauseChange `json:"causesGone"`
	// Games are the games whose verdict changed.
	Games []GameChange `json:"games"`
	// Regressions counts the NewFailures that are not known failing: each
	// makes the diff fail.
	Regressions int `json:"regressions"`
	// ExitCode is `bacctk report diff`'s: 0 when nothing got worse, 1 on
	// a regression.
	ExitCode int `json:"exitCode"`
	// Line is the diff in one line: "2 new failing rows, 1 fixed, 3
	// causes appeared, 1 gone".
	Line string `json:"line"`
}

// DiffSide is one of the two reports, as a diff names it: which engine and
// kit made it, against which rules data, and its result.
type DiffSide struct {
	// File is the report's file, when the diff was made from files.
	File          string `json:"file,omitempty"`
	EngineName    string `json:"engineName"`
	EngineVersion string `json:"engineVersion"`
	KitVersion    string `json:"kitVersion"`
	KitRevision   string `json:"kitRevision,omitempty"`
	ContentHash   string `json:"contentHash,omitempty"`
	Seed          string `json:"seed"`
	// Headline is the report's result with its coverage: "PASS", "FAIL
	// (partial: ...)".
	Headline string `json:"headline"`
	// Complete is the report's Coverage.Complete; null when the report
	// does not record its coverage.
	Complete *bool `json:"complete"`
}

// RowChange is a verdict row whose verdict changed.
type RowChange struct {
	// ID is GAME/DOCUMENT:CLAUSE.
	ID  string `json:"id"`
	Old string `json:"old"`
	New string `json:"new"`
	// Summary restates the clause (the new report's words, or the old's
	// for a row the new report lacks).
	Summary string `json:"summary"`
	// KnownFailing is the new report's known-failing pattern that matches
	// a newly failing row: such a row is known, not a regression.
	KnownFailing string `json:"knownFailing,omitempty"`
}

// CauseChange is a cause that one report has and the other has not.
type CauseChange struct {
	// ID is the cause's id in its own report (for finding it there;
	// never for matching).
	ID      string   `json:"id"`
	Kind    string   `json:"kind"`
	Clauses []string `json:"clauses"`
	Summary string   `json:"summary"`
	Games   []string `json:"games"`
	Count   int      `json:"count"`
	// KnownFailing: the cause does not fail its run (Cause.KnownFailing).
	KnownFailing bool `json:"knownFailing,omitempty"`
}

// GameChange is a game whose verdict changed.
type GameChange struct {
	Game string `json:"game"`
	Old  string `json:"old"`
	New  string `json:"new"`
}

// failing is a verdict that fails a run unless the known-failing list
// matches it.
func failing(verdict string) bool { return verdict == Fail || verdict == Errored }

// Compare compares the old report (before) with the new one (after). It reads the
// reports only, so that archived reports of any earlier run compare as
// fresh ones do.
func Compare(before, after *Report) *Comparison {
	d := &Comparison{
		Format: ComparisonFormat, Old: diffSide(before), New: diffSide(after),
		Warnings: []string{}, NewFailures: []RowChange{}, Fixed: []RowChange{}, OtherChanges: []RowChange{},
		CausesAppeared: []CauseChange{}, CausesGone: []CauseChange{}, Games: []GameChange{},
	}
	if before.Kit.ContentHash != after.Kit.ContentHash {
		d.ContentHashDiffers = true
		d.Warnings = append(d.Warnings, fmt.Sprintf("the content hashes differ (old %s, new %s%s): the reports were checked against different rules data, so a changed verdict may be the kit's change, not the engine's",
			orNotRecorded(before.Kit.ContentHash), orNotRecorded(after.Kit.ContentHash), changedInputsText(before.Kit.ContentInputs, after.Kit.ContentInputs)))
	}
	if !sameCoverage(before.Coverage, after.Coverage) {
		d.CoverageDiffers = true
		d.Warnings = append(d.Warnings, "the coverage differs ("+coverageChange(before.Coverage, after.Coverage)+
			"): rows only one run checked show as changes to or from "+Absent)
	}
	d.diffRows(before.Verdicts, after.Verdicts)
	d.CausesGone = causesOnlyIn(before.Causes, after.Causes)
	d.CausesAppeared = causesOnlyIn(after.Causes, before.Causes)
	d.diffGames(before.Games, after.Games)
	for _, r := range d.NewFailures {
		if r.KnownFailing == "" {
			d.Regressions++
		}
	}
	if d.Regressions > 0 {
		d.ExitCode = 1
	}
	d.Line = d.line()
	return d
}

func diffSide(r *Report) DiffSide {
	s := DiffSide{
		EngineName: r.Engine.Name, EngineVersion: r.Engine.Version,
		KitVersion: r.Kit.Version, KitRevision: r.Kit.Revision, ContentHash: r.Kit.ContentHash,
		Seed: r.Run.Seed, Headline: r.Headline(),
	}
	if r.Coverage != nil {
		complete := r.Coverage.Complete
		s.Complete = &complete
	}
	return s
}

func orNotRecorded(s string) string {
	if s == "" {
		return "not recorded"
	}
	return s
}

// sameCoverage compares what two runs set out to certify: the omissions,
// the checks, the capabilities and the games. The counts of checked
// clauses are left out: they follow the verdicts (an errored row is
// checked, a not-judged one is not), which the diff reports anyway.
func sameCoverage(a, b *Coverage) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	games := func(c *Coverage) []string {
		var g []string
		for _, gc := range c.Games {
			g = append(g, gc.Game)
		}
		return g
	}
	return a.Complete == b.Complete && slices.Equal(a.Omitted, b.Omitted) &&
		slices.Equal(a.Checks, b.Checks) && slices.Equal(a.Capabilities, b.Capabilities) &&
		slices.Equal(games(a), games(b))
}

// coverageChange says how two coverages that differ differ: what each
// run left out that the other did not, or else the games and capabilities
// (two complete runs of engines that claim different things).
func coverageChange(a, b *Coverage) string {
	switch {
	case a == nil && b == nil:
		return "not recorded"
	case a == nil:
		return "the old report does not record it"
	case b == nil:
		return "the new report does not record it"
	}
	var parts []string
	if only := omittedOnly(a, b); only != "" {
		parts = append(parts, "only the old run left out: "+only)
	}
	if only := omittedOnly(b, a); only != "" {
		parts = append(parts, "only the new run left out: "+only)
	}
	if len(parts) == 0 {
		games := func(c *Coverage) string {
			var g []string
			for _, gc := range c.Games {
				g = append(g, gc.Game)
			}
			return words.OrNone(strings.Join(g, " "))
		}
		parts = append(parts, fmt.Sprintf("old: games %s, capabilities %s, checks %s; new: games %s, capabilities %s, checks %s",
			games(a), words.OrNone(strings.Join(a.Capabilities, " ")), words.OrNone(strings.Join(a.Checks, " ")),
			games(b), words.OrNone(strings.Join(b.Capabilities, " ")), words.OrNone(strings.Join(b.Checks, " "))))
	}
	return strings.Join(parts, "; ")
}

// omittedOnly is the omissions of a that b has not, in words.
func omittedOnly(a, b *Coverage) string {
	var texts []string
	for _, o := range a.Omitted {
		if !slices.Contains(b.Omitted, o) {
			texts = append(texts, o.Text)
		}
	}
	return strings.Join(texts, "; ")
}

// diffRows matches the rows by id, in the new report's order, then the
// rows only the old report has, in its order.
func (d *Comparison) diffRows(before, after []ClauseVerdict) {
	oldAt := make(map[string]*ClauseVerdict, len(before))
	for i := range before {
		oldAt[before[i].ID] = &before[i]
	}
	seen := make(map[string]bool, len(after))
	for i := range after {
		n := &after[i]
		seen[n.ID] = true
		was := Absent
		if o := oldAt[n.ID]; o != nil {
			was = o.Verdict
		}
		if was == n.Verdict {
			continue
		}
		c := RowChange{ID: n.ID, Old: was, New: n.Verdict, Summary: n.Summary}
		switch {
		case failing(n.Verdict) && !failing(was):
			if n.KnownFailing != nil {
				c.KnownFailing = n.KnownFailing.Text
			}
			d.NewFailures = append(d.NewFailures, c)
		case failing(was) && n.Verdict == Pass:
			d.Fixed = append(d.Fixed, c)
		default:
			d.OtherChanges = append(d.OtherChanges, c)
		}
	}
	for i := range before {
		if o := &before[i]; !seen[o.ID] {
			d.OtherChanges = append(d.OtherChanges, RowChange{ID: o.ID, Old: o.Verdict, New: Absent, Summary: o.Summary})
		}
	}
}

// sameCause reports whether two causes of two runs are one: of one kind,
// blaming a clause in common, and sharing a pattern's words (a cause's
// summary is its first instance's, which the seed picks, so any pattern of
// one among the other's will do). Its id is numbered afresh by every run,
// and its counts and games follow the seed and the games run.
func sameCause(x, y *Cause) bool {
	if x.Kind != y.Kind {
		return false
	}
	if len(x.Clauses) > 0 || len(y.Clauses) > 0 {
		shared := false
		for _, c := range x.Clauses {
			shared = shared || slices.Contains(y.Clauses, c)
		}
		if !shared {
			return false
		}
	}
	words := func(c *Cause) []string {
		out := []string{c.Summary}
		for _, p := range c.Patterns {
			out = append(out, p.Summary)
		}
		return out
	}
	wy := words(y)
	for _, w := range words(x) {
		if slices.Contains(wy, w) {
			return true
		}
	}
	return false
}

// causesOnlyIn returns the causes of a that b has not, as a multiset: each
// cause of b matches at most one of a.
func causesOnlyIn(a, b []Cause) []CauseChange {
	used := make([]bool, len(b))
	out := []CauseChange{}
	for i := range a {
		c := &a[i]
		found := false
		for j := range b {
			if !used[j] && sameCause(c, &b[j]) {
				used[j], found = true, true
				break
			}
		}
		if found {
			continue
		}
		out = append(out, CauseChange{ID: c.ID, Kind: c.Kind, Clauses: nonNil(c.Clauses), Summary: c.Summary,
			Games: nonNil(c.Games), Count: c.Count, KnownFailing: c.KnownFailing})
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// diffGames matches the games by id, in the new report's order, then the
// games only the old report has.
func (d *Comparison) diffGames(before, after []Game) {
	oldAt := map[string]string{}
	for _, g := range before {
		oldAt[g.Game] = g.Verdict
	}
	seen := map[string]bool{}
	for _, g := range after {
		seen[g.Game] = true
		was, ok := oldAt[g.Game]
		if !ok {
			was = Absent
		}
		if was != g.Verdict {
			d.Games = append(d.Games, GameChange{Game: g.Game, Old: was, New: g.Verdict})
		}
	}
	for _, g := range before {
		if !seen[g.Game] {
			d.Games = append(d.Games, GameChange{Game: g.Game, Old: g.Verdict, New: Absent})
		}
	}
}

// line is the diff in one line. Its first four counts are always there,
// so that a CI log reads the same way every time; other changes are
// named only when there are some.
func (d *Comparison) line() string {
	nf := words.Plural(len(d.NewFailures), "new failing row")
	if known := len(d.NewFailures) - d.Regressions; known > 0 {
		nf += fmt.Sprintf(" (%d known failing)", known)
	}
	parts := []string{nf, fmt.Sprintf("%d fixed", len(d.Fixed))}
	if n := len(d.OtherChanges); n > 0 {
		parts = append(parts, words.Plural(n, "other change"))
	}
	parts = append(parts, fmt.Sprintf("%s appeared", words.Plural(len(d.CausesAppeared), "cause")), fmt.Sprintf("%d gone", len(d.CausesGone)))
	return strings.Join(parts, ", ")
}

// changedInputsText names the content inputs that differ between two
// reports' lists ("; inputs that differ: kit, rules/x.txt"), at most
// eight; "" when either list is not recorded (a report from before the
// kit listed them) or none differs.
func changedInputsText(before, after []ContentInput) string {
	if len(before) == 0 || len(after) == 0 {
		return ""
	}
	sums := map[string]string{}
	for _, in := range before {
		sums[in.Name] = in.SHA256
	}
	var changed []string
	for _, in := range after {
		if sum, ok := sums[in.Name]; !ok || sum != in.SHA256 {
			changed = append(changed, in.Name)
		}
		delete(sums, in.Name)
	}
	for name := range sums {
		changed = append(changed, name) // gone from the new list
	}
	if len(changed) == 0 {
		return ""
	}
	sort.Strings(changed)
	more := ""
	if len(changed) > 8 {
		more = fmt.Sprintf(" and %d more", len(changed)-8)
		changed = changed[:8]
	}
	return "; inputs that differ: " + strings.Join(changed, ", ") + more
}
