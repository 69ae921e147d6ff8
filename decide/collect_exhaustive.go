// The exhaustive walks' record: failures, causes, the PAR reconciliation
// and the rows, decided from what each walk observed (exhaustive.go).

package decide

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/bacctk/bacctk/analysis"
	"github.com/bacctk/bacctk/exhaustive"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/shard"
)

// exState is what the exhaustive walks leave for the causes: the weight of
// each failure's classes, to give each cause its probability.
type exState struct {
	// ids are the failure ids of each walked game's causes, in the order
	// of Report.Exhaustive and of ExhaustiveGame.Causes.
	ids [][]string
}

// exhaustive records the walks of the run's games.
func (c *collector) exhaustive(obs []ExhaustiveObservation) {
	c.ex = &exState{}
	for _, o := range obs {
		c.ex.ids = append(c.ex.ids, nil)
		c.rep.Exhaustive = append(c.rep.Exhaustive, c.exhaustiveGame(o))
	}
}

// exhaustiveGame decides one game's walk: its failures (one per group of
// classes, its first class the example), its causes, the house edges of
// the engine's settlements against the PAR sheet, its verdict and rows.
func (c *collector) exhaustiveGame(o ExhaustiveObservation) ExhaustiveGame {
	eg := ExhaustiveGame{Game: o.Game, Decks: o.Decks, Causes: []ExhaustiveCause{}, Wagers: []WagerEdge{}, Proves: exhaustiveProves}
	if !c.opts.Shard.Whole() {
		eg.Shard = c.opts.Shard.String()
	}
	g, err := reference.LookupGame(reference.GameID(o.Game))
	if err == nil && o.StartError != "" {
		err = fmt.Errorf("%s", o.StartError)
	}
	var sheet *analysis.Sheet
	if err == nil {
		sheet, err = analysis.Cached(g, o.Decks)
	}
	if err != nil {
		eg.Verdict, eg.Error = Errored, err.Error()
		eg.Line = fmt.Sprintf("%s: the exhaustive walk could not start: %v", o.Game, err)
		return eg
	}
	eg.Sequences = fmt.Sprint(o.Sequences)
	eg.Classes, eg.Checked, eg.Agree, eg.Fail, eg.Errored, eg.Members = o.Classes, o.Checked, o.Agree, o.Fail, o.Errored, o.Members
	ledger := exhaustive.NewLedger(len(g.Wagers))
	for j, rows := range o.Ledger {
		for _, e := range rows {
			if j < len(g.Wagers) {
				_ = ledger.Add(j, e.Count, e.Net, exhaustive.Stake)
			}
		}
	}
	c.exhaustiveFailures(&eg, o.Groups, o.Sequences, o.FailWeight)
	c.reconcile(&eg, g, sheet, ledger, o.Sequences)
	if o.StopError != "" {
		eg.Error = o.StopError
		f := Failure{Source: SourceExhaustive, Verdict: Errored, Game: o.Game, Clauses: []string{},
			Title: "exhaustive walk", Location: fmt.Sprintf("exhaustive walk of %s at %d decks", o.Game, o.Decks),
			Message: fmt.Sprintf("%d coup classes got no answer: %s", eg.Errored, o.StopError), Count: eg.Errored}
		c.addCaused(f, nil, judge.Divergence{})
	}
	eg.Verdict, eg.Line = exhaustiveVerdict(&eg)
	c.exhaustiveRows(g, &eg)
	return eg
}

// exhaustiveRows counts the walk on the clauses a coup's answer is checked
// on (judge.DifferentialClauses): the rows no failing class was blamed on
// pass when every class was answered, and are errored when some were not.
func (c *collector) exhaustiveRows(g *reference.Game, eg *ExhaustiveGame) {
	verdict := Pass
	if eg.Errored > 0 {
		verdict = Errored
	}
	for _, ref := range judge.DifferentialClauses(g) {
		k, ok := splitRef(eg.Game, ref)
		if !ok {
			continue
		}
		r := c.row(k)
		if verdict == Pass && (r.ev.Properties.Fail > 0 || !c.ownsGame(eg.Game)) {
			// One walk is one check of the row: of a sharded walk, the
			// game's owner counts the pass (a merge of reports adds the
			// shards' evidence, and keeps the owner's passes:
			// merge_generated.go).
			continue
		}
		r.ev.Add(SourceExhaustive, verdict)
		r.note(verdict, eg.Line)
	}
}

// exhaustiveFailures turns the groups into failures (one per group, its
// first class the example) and the game's causes.
func (c *collector) exhaustiveFailures(eg *ExhaustiveGame, groups []ExhaustiveGroup, sequences, failWeight uint64) {
	total := new(big.Int).SetUint64(sequences)
	eg.FailingSequences = fmt.Sprint(failWeight)
	eg.FailingProbability = new(big.Rat).SetFrac(new(big.Int).SetUint64(failWeight), total).RatString()
	// In the walk's order of their first classes, whichever shards walked
	// them.
	list := append([]ExhaustiveGroup(nil), groups...)
	sort.SliceStable(list, func(i, j int) bool { return list[i].First < list[j].First })
	for _, gr := range list {
		p := new(big.Rat).SetFrac(new(big.Int).SetUint64(gr.Weight), total)
		pct, _ := new(big.Rat).Mul(p, big.NewRat(100, 1)).Float64()
		q := &Request{Method: "coup", Game: gr.Request.Game, Decks: gr.Request.Decks, Cards: gr.Request.Cards, Wagers: gr.Request.Wagers}
		f := Failure{Source: SourceExhaustive, Verdict: Fail, Game: eg.Game, Clauses: append([]string{}, gr.Blame.Clauses...),
			Title:    "exhaustive: " + gr.Blame.Pattern,
			Location: fmt.Sprintf("exhaustive walk of %s at %d decks, the first of %d coup classes", eg.Game, eg.Decks, gr.Classes),
			Message: fmt.Sprintf("%d coup classes (probability %s, %s %% of coups) are answered this way: %s",
				gr.Classes, p.RatString(), percentText(pct), firstLine(gr.Blame.Message)),
			Count: gr.Classes, Probability: p.RatString(), Request: q, Expected: &Answer{Coup: &gr.Want}}
		if gr.Got.Err != nil {
			f.Actual = &Answer{Error: gr.Got.Err}
		} else {
			res := gr.Got.Result
			f.Actual = &Answer{Coup: &res}
		}
		f.Diff = answerDiff(f.Expected, f.Actual)
		f.Replay = replayCommands(q)
		keys := rowKeys(eg.Game, gr.Blame.Clauses)
		blamed, d := c.blame(&f, keys)
		c.failRows(SourceExhaustive, blamed, nil, "", f.Message)
		id := c.addCaused(f, blamed, d)
		eg.Causes = append(eg.Causes, ExhaustiveCause{Kind: d.Kind, Field: d.Field, Wager: d.Wager, Summary: d.Pattern,
			Classes: gr.Classes, Sequences: fmt.Sprint(gr.Weight), Probability: p.RatString(), Percent: pct, Example: gr.Request.Cards})
		last := len(c.ex.ids) - 1
		c.ex.ids[last] = append(c.ex.ids[last], id)
	}
}

// reconcile sets the PAR reconciliation of every wager.
func (c *collector) reconcile(eg *ExhaustiveGame, g *reference.Game, sheet *analysis.Sheet, ledger *exhaustive.Ledger, total uint64) {
	for j, w := range g.Wagers {
		rules := sheet.Wagers[j].HouseEdge
		eng := ledger.HouseEdge(j, total)
		we := WagerEdge{Wager: string(w.ID), Rules: rules.RatString(), Engine: eng.RatString(), Counted: fmt.Sprint(ledger.Counted(j))}
		we.RulesPercent = ratPercent(rules)
		we.EnginePct = ratPercent(eng)
		we.Equal = eng.Cmp(rules) == 0
		d, _ := new(big.Rat).Mul(new(big.Rat).Sub(eng, rules), big.NewRat(10000, 1)).Float64()
		we.DiffBp = d
		eg.Wagers = append(eg.Wagers, we)
	}
}

func ratPercent(r *big.Rat) float64 {
	f, _ := new(big.Rat).Mul(r, big.NewRat(100, 1)).Float64()
	return f
}

// exhaustiveVerdict is the game's verdict and its one line.
func exhaustiveVerdict(eg *ExhaustiveGame) (string, string) {
	checked := eg.Checked
	if eg.Shard == "" {
		checked = eg.Classes
	}
	head := fmt.Sprintf("%s: %s of %s coup classes agree", eg.Game, thousands(eg.Agree), thousands(checked))
	if eg.Shard != "" {
		head = fmt.Sprintf("%s (shard %s of %s classes): %s of %s coup classes agree", eg.Game, eg.Shard, thousands(eg.Classes), thousands(eg.Agree), thousands(checked))
	}
	equal := true
	var diffs []string
	for _, w := range eg.Wagers {
		if !w.Equal {
			equal = false
			diffs = append(diffs, fmt.Sprintf("%s %.4f %% vs PAR %.4f %% (%+.2f bp)", w.Wager, w.EnginePct, w.RulesPercent, w.DiffBp))
		}
	}
	switch {
	case eg.Errored > 0:
		return Errored, fmt.Sprintf("%s; %s got no answer", head, thousands(eg.Errored))
	case eg.Fail > 0:
		pct, _ := new(big.Rat).SetString(eg.FailingProbability)
		p := 0.0
		if pct != nil {
			p = ratPercent(pct)
		}
		line := fmt.Sprintf("%s; %s fail (%s, %s %% of coups)", head, thousands(eg.Fail), plural(len(eg.Causes), "cause"), percentText(p))
		if eg.Shard == "" && len(diffs) > 0 {
			line += "; house edge " + strings.Join(diffs, ", ")
		}
		return Fail, line
	case eg.Shard != "":
		return Pass, head + "; the house edges are compared when the shards are merged"
	case equal:
		return Pass, head + "; every wager's house edge equals the PAR sheet exactly"
	}
	return Fail, head + "; house edge " + strings.Join(diffs, ", ")
}

// failure returns the listed failure of the id, or nil.
func (c *collector) failure(id string) *Failure {
	for i := range c.rep.Failures {
		if c.rep.Failures[i].ID == id {
			return &c.rep.Failures[i]
		}
	}
	return nil
}

// exhaustiveCauses gives each cause the probability of its exhaustive
// failures and each game's causes their ids, once the causes are numbered.
func (c *collector) exhaustiveCauses() {
	byFailure := map[string]string{}
	for i := range c.rep.Causes {
		cs := &c.rep.Causes[i]
		// A share of coups is a game's: a cause on several games gives
		// the largest of its games' shares.
		byGame := map[string]*big.Rat{}
		for _, id := range cs.Failures {
			byFailure[id] = cs.ID
			if f := c.failure(id); f != nil && f.Probability != "" {
				if p, ok := new(big.Rat).SetString(f.Probability); ok {
					if byGame[f.Game] == nil {
						byGame[f.Game] = new(big.Rat)
					}
					byGame[f.Game].Add(byGame[f.Game], p)
				}
			}
		}
		var most *big.Rat
		for _, p := range byGame {
			if most == nil || p.Cmp(most) > 0 {
				most = p
			}
		}
		if most != nil {
			cs.Probability = most.RatString()
		}
	}
	for i := range c.rep.Exhaustive {
		eg := &c.rep.Exhaustive[i]
		for j := range eg.Causes {
			cs := &eg.Causes[j]
			if c.ex != nil && i < len(c.ex.ids) && j < len(c.ex.ids[i]) {
				cs.Cause = byFailure[c.ex.ids[i][j]]
				continue
			}
			// A merged report: the cause whose pattern of the same kind
			// holds an exhaustive failure of the game.
			for _, rc := range c.rep.Causes {
				if rc.Kind != cs.Kind || rc.Exhaustive == 0 {
					continue
				}
				for _, p := range rc.Patterns {
					if p.Summary != cs.Summary || p.Wager != cs.Wager {
						continue
					}
					for _, id := range p.Failures {
						if f := c.failure(id); f != nil && f.Game == eg.Game && f.Source == SourceExhaustive {
							cs.Cause = rc.ID
						}
					}
				}
			}
		}
	}
}

// DecideExhaustive is the walk of one game decided alone, as Decide
// records it in the report (the view of a walk its benchmarks take).
func DecideExhaustive(o ExhaustiveObservation, s shard.Shard) ExhaustiveGame {
	c := newCollector(&Report{}, settings{Shard: s, MaxFailures: DefaultMaxFailures}, []string{o.Game})
	c.exhaustive([]ExhaustiveObservation{o})
	return c.rep.Exhaustive[0]
}
