// Merging the reports of the shards of one run (docs/scale.md).

package decide

import (
	"cmp"
	"fmt"
	"math/big"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/shard"
)

// Merge combines the reports of the N shards of one run (--shard K/N) into
// the report the unsharded run gives: the same verdicts, causes and
// counts, timings summed. It refuses reports of different seeds, kit
// versions, engine identities or run settings, and a missing or duplicate
// shard. kf, if not nil, is the known-failing list to apply to the whole.
func Merge(reps []*Report, kf *KnownFailing) (*Report, error) {
	if err := checkShards(reps); err != nil {
		return nil, err
	}
	first := reps[0]
	rep := &Report{Format: ReportFormat, Kit: first.Kit, Engine: first.Engine, Documents: first.Documents,
		Interpretations: first.Interpretations, Run: first.Run,
		Causes: []Cause{}, Failures: []Failure{}, EngineFailures: []EngineFailure{}}
	rep.Run.Shard = ""
	rep.Run.Timings, rep.Run.Checked, rep.Run.DurationMs = Timings{}, Checked{}, 0
	rep.Engine.Restarts = 0
	for _, r := range reps {
		rep.Run.Timings.FeaturesMs += r.Run.Timings.FeaturesMs
		rep.Run.Timings.VectorsMs += r.Run.Timings.VectorsMs
		rep.Run.Timings.GeneratedMs += r.Run.Timings.GeneratedMs
		rep.Run.Timings.ExhaustiveMs += r.Run.Timings.ExhaustiveMs
		rep.Run.DurationMs += r.Run.DurationMs
		rep.Run.Checked.Add(r.Run.Checked)
		rep.Engine.Restarts += r.Engine.Restarts
		if r.Run.StartedAt.Before(rep.Run.StartedAt) {
			rep.Run.StartedAt = r.Run.StartedAt
		}
		rep.EngineFailuresTotal += r.EngineFailuresTotal
		for _, f := range r.EngineFailures {
			if len(rep.EngineFailures) < 20 {
				rep.EngineFailures = append(rep.EngineFailures, f)
			}
		}
	}
	var games []string
	for _, g := range first.Games {
		games = append(games, g.Game)
	}
	c := newCollector(rep, settings{MaxFailures: DefaultMaxFailures, KnownFailing: kf}, games)
	// The evidence of every row is the sum of the shards'; a row's notes
	// are the first shard's that has one, but for a not-judged row's,
	// which names a failure by the merged report's id (mergeFailures).
	nj := map[rowKey]string{}
	for _, r := range reps {
		for _, v := range r.Verdicts {
			row := c.row(rowKey{v.Game, v.Document, v.Clause})
			row.ev.Scenarios.AddCounts(v.Evidence.Scenarios)
			row.ev.Vectors.AddCounts(v.Evidence.Vectors)
			row.ev.Properties.AddCounts(v.Evidence.Properties)
			row.ev.PropertyNames = mergeNames(row.ev.PropertyNames, v.Evidence.PropertyNames)
			switch v.Verdict {
			case NotApplicable, Errored:
				if v.Evidence.Total() > 0 {
					row.note(v.Verdict, v.Reason)
				}
			case NotJudged:
				k := rowKey{v.Game, v.Document, v.Clause}
				if nj[k] == "" {
					nj[k] = v.Reason
				}
			case Untested:
				// The pack's clause has no scenario in any shard: the
				// merged row is untested too unless another check
				// reached it.
				c.untested[v.Document+":"+v.Clause] = true
			}
		}
		for _, g := range r.Games {
			gm := c.game(g.Game)
			gm.Scenarios.AddCounts(g.Scenarios)
			gm.Vectors.AddCounts(g.Vectors)
			gm.Checked.Add(g.Checked)
			gm.Generated = worseVerdict(gm.Generated, g.Generated)
		}
	}
	shoes := newShardShoes(first, games, len(reps))
	shoes.countGeneratedOnce(c, reps)
	mergeFailures(c, reps, shoes)
	// A row whose checks stopped only at failures no shard kept keeps a
	// shard's words, without the shard's failure id.
	for k, reason := range nj {
		c.row(k).note(NotJudged, shardFailureID.ReplaceAllString(reason, "at a failure the report did not keep,"))
	}
	rep.Exhaustive = mergeExhaustive(reps)
	var startErr error
	if first.Engine.StartError != "" {
		startErr = fmt.Errorf("%s", first.Engine.StartError)
	}
	hello := adapter.Hello{Games: first.Engine.Games}
	c.verdicts(games, hello, startErr)
	c.exhaustiveCauses()
	// A shard keeps no list of the vectors that passed, only those a
	// vector pattern named; a vector pattern that matches a vector no
	// shard listed is judged by its failures alone.
	for _, r := range reps {
		if r.KnownFailing == nil {
			continue
		}
		for _, id := range r.KnownFailing.UnexpectedPasses {
			if (Pattern{Text: id}).IsVector() {
				c.vectorsPassed = append(c.vectorsPassed, id)
			}
		}
	}
	c.knownFailing()
	attachWords(rep)
	c.summarize(startErr)
	return rep, nil
}

// shardFailureID is a shard's failure id in a not-judged reason
// (noteNotJudged): the merged report numbers the failures again.
var shardFailureID = regexp.MustCompile(`at failure F[0-9]+,`)

// checkShards refuses reports that are not the N shards of one run.
func checkShards(reps []*Report) error {
	if len(reps) == 0 {
		return fmt.Errorf("no report to merge")
	}
	first := reps[0]
	seen := map[int]bool{}
	n := 0
	for i, r := range reps {
		if r.Format != ReportFormat {
			return fmt.Errorf("report %d: format %q, want %q", i+1, r.Format, ReportFormat)
		}
		if r.Run.Shard == "" {
			return fmt.Errorf("report %d is not a shard (made without --shard)", i+1)
		}
		s, err := shard.Parse(r.Run.Shard)
		if err != nil {
			return fmt.Errorf("report %d: %v", i+1, err)
		}
		if i == 0 {
			n = s.N
		}
		switch {
		case s.N != n:
			return fmt.Errorf("report %d is shard %s, report 1 one of %d shards", i+1, r.Run.Shard, n)
		case seen[s.K]:
			return fmt.Errorf("report %d: shard %s is given twice", i+1, r.Run.Shard)
		}
		seen[s.K] = true
		for _, d := range []struct{ what, a, b string }{
			{"seed", r.Run.Seed, first.Run.Seed},
			{"kit version", r.Kit.Name + " " + r.Kit.Version + " " + r.Kit.Revision, first.Kit.Name + " " + first.Kit.Version + " " + first.Kit.Revision},
			{"engine", engineIdentity(r.Engine), engineIdentity(first.Engine)},
			{"run settings", runSettings(r.Run), runSettings(first.Run)},
		} {
			if d.a != d.b {
				return fmt.Errorf("report %d has another %s than report 1 (%q, not %q): shards of one run only", i+1, d.what, d.a, d.b)
			}
		}
	}
	var missing []string
	for k := 0; k < n; k++ {
		if !seen[k] {
			missing = append(missing, fmt.Sprintf("%d/%d", k, n))
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("shard %s missing: the merge needs every shard of the run", strings.Join(missing, ", "))
	}
	return nil
}

func engineIdentity(e Engine) string {
	return strings.Join([]string{e.Name, e.Version, fmt.Sprint(e.Protocol), strings.Join(e.Command, " "), strings.Join(e.Games, ","), strings.Join(e.Capabilities, ",")}, "|")
}

func runSettings(r RunInfo) string {
	return fmt.Sprintf("%d|%s|%+v|%s|%s", r.Shoes, strings.Join(r.Requested, ","), r.Parts, r.Tags, r.Select)
}

// worseVerdict is the verdict of two parts of one check: errored over
// fail over pass over not-applicable over none.
func worseVerdict(a, b string) string {
	rank := map[string]int{"": 0, NotApplicable: 1, Pass: 2, Fail: 3, Errored: 4}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

// sourceRank orders the failures as one run lists them.
var sourceRank = map[string]int{SourceScenario: 0, SourceVector: 1, SourceGenerated: 2, SourceExhaustive: 3}

// mergeFailures lists the shards' failures again, in one run's order of
// sources (the generated ones by game and shoe), with their causes; the
// failures of one exhaustive cause on one game, and one generated failure
// of a game whose shoes several shards shared, found in several shards,
// are one failure as in one run: a generated one as its first shoe showed
// it.
func mergeFailures(c *collector, reps []*Report, shoes shardShoes) {
	type item struct {
		f Failure
		d judge.Divergence
		// a generated failure's game and shoe in the run, and where its
		// shard listed it (within a shoe, one run's order)
		game, shoe, at int
	}
	var items []item
	exIndex := map[string]int{}
	genIndex := map[string]int{}
	for _, r := range reps {
		causes := map[string]Cause{}
		for _, cs := range r.Causes {
			causes[cs.ID] = cs
		}
		for at, f := range r.Failures {
			cs := causes[f.Cause]
			d := judge.Divergence{Kind: cs.Kind, Field: cs.Field, Wager: cs.Wager, Event: cs.Event, Pattern: cs.Summary}
			// A cause holds several patterns: the failure's own is the
			// one that lists it (a report before patterns has the one).
			for _, p := range cs.Patterns {
				if slices.Contains(p.Failures, f.ID) {
					d.Field, d.Wager, d.Event, d.Pattern = p.Field, p.Wager, p.Event, p.Summary
				}
			}
			f.ID, f.Cause = "", ""
			it := item{f: f, d: d, at: at}
			if f.Source == SourceGenerated {
				it.game, it.shoe = shoes.order(f)
			}
			if key, ok := generatedKey(f); ok {
				if i, ok := genIndex[key]; ok {
					g := &items[i]
					count := g.f.Count + f.Count
					if it.shoe < g.shoe {
						*g = it
					}
					g.f.Count = count
					continue
				}
				genIndex[key] = len(items)
			}
			if f.Source == SourceExhaustive && f.Verdict == Fail {
				key := f.Game + "\x00" + f.Title + "\x00" + strings.Join(f.Blamed, " ")
				if i, ok := exIndex[key]; ok {
					g := &items[i].f
					g.Count += f.Count
					g.Probability = addRatStrings(g.Probability, f.Probability)
					continue
				}
				exIndex[key] = len(items)
			}
			items = append(items, it)
		}
	}
	sort.SliceStable(items, func(i, j int) bool {
		a, b := items[i], items[j]
		if a.f.Source != b.f.Source {
			return sourceRank[a.f.Source] < sourceRank[b.f.Source]
		}
		if a.f.Source != SourceGenerated {
			return false
		}
		return cmp.Or(cmp.Compare(a.game, b.game), cmp.Compare(a.shoe, b.shoe), cmp.Compare(a.at, b.at)) < 0
	})
	for _, it := range items {
		keys := rowKeys(it.f.Game, it.f.Blamed)
		if it.f.Source == SourceExhaustive && it.f.Verdict == Fail {
			it.f.Message = mergedMessage(it.f)
		}
		id := c.addCaused(it.f, keys, it.d)
		if it.f.Verdict == Fail {
			tags := rowKeys(it.f.Game, it.f.Clauses)
			c.noteNotJudged(keys, tags, id, it.f.Message)
		}
	}
}

// mergedMessage restates an exhaustive failure's count and probability
// after the shards' parts were added.
func mergedMessage(f Failure) string {
	if i := strings.Index(f.Message, " are answered this way: "); i >= 0 {
		p, _ := new(big.Rat).SetString(f.Probability)
		if p == nil {
			p = new(big.Rat)
		}
		return fmt.Sprintf("%d coup classes (probability %s, %s %% of coups)%s", f.Count, p.RatString(), percentText(ratPercent(p)), f.Message[i:])
	}
	return f.Message
}

func addRatStrings(a, b string) string {
	x, ok1 := new(big.Rat).SetString(a)
	y, ok2 := new(big.Rat).SetString(b)
	if !ok1 || !ok2 {
		return a
	}
	return x.Add(x, y).RatString()
}

// byGame holds one entry a game, in the order the shards first meet the
// games: a merge adds each shard's part of a game to its entry.
type byGame[T any] struct {
	list []T
	at   map[string]int
}

// entry returns game's entry, made by fresh the first time the game is met.
// The pointer holds until the next call.
func (b *byGame[T]) entry(game string, fresh func() T) *T {
	if b.at == nil {
		b.at = map[string]int{}
	}
	i, ok := b.at[game]
	if !ok {
		i = len(b.list)
		b.at[game] = i
		b.list = append(b.list, fresh())
	}
	return &b.list[i]
}

// mergeExhaustive adds up the shards' walks of each game.
func mergeExhaustive(reps []*Report) []ExhaustiveGame {
	var games byGame[ExhaustiveGame]
	for _, r := range reps {
		for _, eg := range r.Exhaustive {
			m := games.entry(eg.Game, func() ExhaustiveGame {
				m := eg
				m.Shard, m.Checked, m.Agree, m.Fail, m.Errored, m.Members, m.FailingSequences = "", 0, 0, 0, 0, 0, "0"
				m.Causes, m.Wagers, m.Error = []ExhaustiveCause{}, append([]WagerEdge{}, eg.Wagers...), ""
				for j := range m.Wagers {
					m.Wagers[j].Engine, m.Wagers[j].Counted = "0", "0"
				}
				return m
			})
			m.Checked += eg.Checked
			m.Agree += eg.Agree
			m.Fail += eg.Fail
			m.Errored += eg.Errored
			m.Members += eg.Members
			m.FailingSequences = addIntStrings(m.FailingSequences, eg.FailingSequences)
			if m.Error == "" {
				m.Error = eg.Error
			}
			for _, cs := range eg.Causes {
				merged := false
				for j := range m.Causes {
					if mc := &m.Causes[j]; mc.Kind == cs.Kind && mc.Summary == cs.Summary && mc.Wager == cs.Wager && mc.Field == cs.Field {
						mc.Classes += cs.Classes
						mc.Sequences = addIntStrings(mc.Sequences, cs.Sequences)
						merged = true
					}
				}
				if !merged {
					cs.Cause = ""
					m.Causes = append(m.Causes, cs)
				}
			}
			for j := range eg.Wagers {
				if j < len(m.Wagers) {
					m.Wagers[j].Engine = addRatStrings(m.Wagers[j].Engine, eg.Wagers[j].Engine)
					m.Wagers[j].Counted = addIntStrings(m.Wagers[j].Counted, eg.Wagers[j].Counted)
				}
			}
		}
	}
	out := games.list
	for i := range out {
		m := &out[i]
		total, _ := new(big.Int).SetString(m.Sequences, 10)
		if total == nil || total.Sign() == 0 {
			total = big.NewInt(1)
		}
		fs, _ := new(big.Int).SetString(m.FailingSequences, 10)
		if fs == nil {
			fs = new(big.Int)
		}
		m.FailingProbability = new(big.Rat).SetFrac(fs, total).RatString()
		for j := range m.Causes {
			cs := &m.Causes[j]
			n, _ := new(big.Int).SetString(cs.Sequences, 10)
			if n == nil {
				n = new(big.Int)
			}
			p := new(big.Rat).SetFrac(n, total)
			cs.Probability, cs.Percent = p.RatString(), ratPercent(p)
		}
		for j := range m.Wagers {
			w := &m.Wagers[j]
			eng, _ := new(big.Rat).SetString(w.Engine)
			rules, _ := new(big.Rat).SetString(w.Rules)
			if eng == nil || rules == nil {
				continue
			}
			w.EnginePct = ratPercent(eng)
			w.Equal = eng.Cmp(rules) == 0
			w.DiffBp, _ = new(big.Rat).Mul(new(big.Rat).Sub(eng, rules), big.NewRat(10000, 1)).Float64()
		}
		m.Verdict, m.Line = exhaustiveVerdict(m)
	}
	return out
}

func addIntStrings(a, b string) string {
	x, ok1 := new(big.Int).SetString(a, 10)
	y, ok2 := new(big.Int).SetString(b, 10)
	if !ok1 || !ok2 {
		return a
	}
	return x.Add(x, y).String()
}
