// Exhaustive certification: every coup class of a game through the engine
// (package exhaustive; docs/exhaustive.md).

package certify

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/analysis"
	"github.com/bacctk/bacctk/exhaustive"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/reference"
)

// DefaultExhaustiveDecks is the shoe the exhaustive walk weighs the classes
// for when Options.ExhaustiveDecks is 0.
const DefaultExhaustiveDecks = 8

// exhaustiveBatch is the most coups sent in one coups call (a class sends
// one or two: its members): large enough that a process engine's round
// trip is paid rarely, small enough that a crash loses little.
const exhaustiveBatch = 4096

// exhaustiveProves is what a walk on which every class agrees proves
// (ExhaustiveGame.Proves; docs/exhaustive.md).
const exhaustiveProves = "Every coup class was answered as the rules answer it, on its representative and, where some suit is read by no rule, " +
	"on a varied member with another suit for every such card and its pairs of two suits: the engine agrees with the rules on every coup " +
	"from a full shoe of these decks, assuming it answers every member of a class as it answers these two " +
	"(a reading of a suit the two members share, such as a rule of its own for a suit neither holds, is not excluded)."

// exGroup gathers the failing classes of one divergence on one game.
type exGroup struct {
	order    int
	blame    fuzz.Blame
	classes  int
	weight   uint64
	req      adapter.CoupRequest
	want     adapter.CoupResult
	got      adapter.CoupReply
	failedID string
}

// exState is what the exhaustive walks leave for the causes: the weight of
// each failure's classes, to give each cause its probability.
type exState struct {
	// ids are the failure ids of each walked game's causes, in the order
	// of Report.Exhaustive and of ExhaustiveGame.Causes.
	ids [][]string
}

// exhaustiveGames returns the games to walk: those of --exhaustive-games
// that the run checks, or every game it checks.
func exhaustiveGames(opts Options, selected []string) []string {
	if len(opts.ExhaustiveGames) == 0 {
		return selected
	}
	var out []string
	for _, g := range opts.ExhaustiveGames {
		for _, s := range selected {
			if s == g {
				out = append(out, g)
			}
		}
	}
	return out
}

// exhaustive walks every game of the run, each game's batches shared among
// engs.
func (c *collector) exhaustive(ctx context.Context, engs []adapter.Engine, selected []string, prog *progress) {
	c.ex = &exState{}
	games := exhaustiveGames(c.opts, selected)
	for i, id := range games {
		prog.set(fmt.Sprintf("exhaustive: %s (%d/%d games)", id, i+1, len(games)))
		c.ex.ids = append(c.ex.ids, nil)
		c.rep.Exhaustive = append(c.rep.Exhaustive, c.exhaustiveGame(ctx, engs, id))
	}
}

// exhaustiveGame sends every class of the game (of the run's shard) to the
// engines in batches (batch k to engs[k mod n], answers judged in batch
// order: jobs.go), compares each answer with the reference's, groups the
// failures and reconciles the house edges.
func (c *collector) exhaustiveGame(ctx context.Context, engs []adapter.Engine, id string) ExhaustiveGame {
	decks := c.opts.ExhaustiveDecks
	if decks == 0 {
		decks = DefaultExhaustiveDecks
	}
	eg := ExhaustiveGame{Game: id, Decks: decks, Causes: []ExhaustiveCause{}, Wagers: []WagerEdge{}, Proves: exhaustiveProves}
	if !c.opts.Shard.Whole() {
		eg.Shard = c.opts.Shard.String()
	}
	g, err := reference.LookupGame(reference.GameID(id))
	var sp *exhaustive.Space
	if err == nil {
		sp, err = exhaustive.New(g, decks)
	}
	var sheet *analysis.Sheet
	if err == nil {
		sheet, err = analysis.Analyze(g, decks)
	}
	if err != nil {
		eg.Verdict, eg.Error = Errored, err.Error()
		eg.Line = fmt.Sprintf("%s: the exhaustive walk could not start: %v", id, err)
		return eg
	}
	eg.Sequences = fmt.Sprint(sp.Sequences)
	wagers := make([]adapter.Wager, len(g.Wagers))
	for i, w := range g.Wagers {
		wagers[i] = adapter.Wager{Wager: string(w.ID), Stake: exhaustive.Stake}
	}
	ledger := exhaustive.NewLedger(len(wagers))
	ref := adapter.NewFastReference()
	groups := map[string]*exGroup{}
	var failWeight, errWeight uint64
	var stopErr error
	batches := newBatches(ctx, engs, ref)
	stoppedAt := -1 // the walk's place after the batch that stopped it
	judge := func(b *exBatch) error {
		eg.Checked += len(b.weights)
		eg.Members += len(b.reqs)
		err := b.err
		if err == nil && len(b.got) != len(b.reqs) {
			err = fmt.Errorf("the engine answered %d of %d coups", len(b.got), len(b.reqs))
		}
		if err != nil {
			eg.Errored += len(b.weights)
			for _, w := range b.weights {
				errWeight += w
			}
			if stopErr == nil {
				stopErr = err
			}
			if errors.Is(err, errGaveUp) || ctx.Err() != nil {
				stoppedAt = b.end
				return err
			}
			return nil
		}
		r := 0
		for i, m := range b.members {
			c.exhaustiveClass(&eg, groups, ledger, wagers, b.reqs[r:r+m], b.weights[i], b.want[r:r+m], b.got[r:r+m], &failWeight, &errWeight)
			r += m
		}
		return nil
	}
	batch := newExBatch()
	idx := 0
	walkErr := sp.Walk(func(cl *exhaustive.Class) error {
		i := idx
		idx++
		if !c.opts.Shard.Has(i) {
			return nil
		}
		// The representative and, where some suit is read by no rule, the
		// varied member: an engine reading such a suit meets it both ways.
		batch.reqs = append(batch.reqs, adapter.CoupRequest{Game: id, Decks: decks, Cards: reference.Tokens(cl.Dealt()), Wagers: wagers})
		members := 1
		if v := cl.VariedDealt(); v != nil {
			batch.reqs = append(batch.reqs, adapter.CoupRequest{Game: id, Decks: decks, Cards: reference.Tokens(v), Wagers: wagers})
			members++
		}
		batch.weights = append(batch.weights, cl.Count)
		batch.members = append(batch.members, members)
		if len(batch.reqs) >= exhaustiveBatch-1 {
			b := batch
			b.end, batch = idx, newExBatch()
			return batches.send(b, judge)
		}
		return nil
	})
	if walkErr == nil && len(batch.reqs) > 0 {
		batch.end = idx
		walkErr = batches.send(batch, judge)
	}
	if walkErr == nil {
		walkErr = batches.drain(judge)
	}
	batches.wait()
	if stoppedAt >= 0 {
		// The walk went on while the engines answered: it stopped, as on
		// one engine, after the batch that stopped it.
		idx = stoppedAt
	}
	eg.Classes = idx
	if walkErr != nil && stopErr == nil {
		stopErr = walkErr
	}
	if walkErr != nil {
		// The classes not sent are errored too: the walk stopped.
		eg.Errored += c.opts.Shard.count(idx) - eg.Checked
	}
	c.exhaustiveFailures(&eg, groups, sp, failWeight)
	c.reconcile(&eg, g, sheet, ledger, sp.Sequences)
	if stopErr != nil {
		eg.Error = stopErr.Error()
		f := Failure{Source: SourceExhaustive, Verdict: Errored, Game: id, Clauses: []string{},
			Title: "exhaustive walk", Location: fmt.Sprintf("exhaustive walk of %s at %d decks", id, decks),
			Message: fmt.Sprintf("%d coup classes got no answer: %v", eg.Errored, stopErr), Count: eg.Errored}
		c.addCaused(f, nil, fuzz.Divergence{})
	}
	eg.Verdict, eg.Line = exhaustiveVerdict(&eg)
	c.exhaustiveRows(g, &eg)
	return eg
}

// exhaustiveRows counts the walk on the clauses a coup's answer is checked
// on (fuzz.DifferentialClauses): the rows no failing class was blamed on
// pass when every class was answered, and are errored when some were not.
func (c *collector) exhaustiveRows(g *reference.Game, eg *ExhaustiveGame) {
	verdict := Pass
	if eg.Errored > 0 {
		verdict = Errored
	}
	for _, ref := range fuzz.DifferentialClauses(g) {
		k, ok := splitRef(eg.Game, ref)
		if !ok {
			continue
		}
		r := c.row(k)
		if verdict == Pass && (r.ev.Properties.Fail > 0 || c.opts.Shard.K != 0) {
			// One walk is one check of the row: of a sharded walk, shard 0
			// counts the pass (a merge adds the shards' evidence).
			continue
		}
		r.ev.Add(SourceExhaustive, verdict)
		r.note(verdict, eg.Line)
	}
}

// count is the number of positions 0..n-1 that belong to the shard.
func (s Shard) count(n int) int {
	if s.Whole() {
		return n
	}
	if n <= s.K {
		return 0
	}
	return (n-1-s.K)/s.N + 1
}

// exhaustiveClass judges one class's answers, one per member (the
// representative first). The class agrees when every member is answered
// as the reference answers it; the engine's house edge counts the
// representative's answer, at the class's weight.
func (c *collector) exhaustiveClass(eg *ExhaustiveGame, groups map[string]*exGroup, ledger *exhaustive.Ledger,
	wagers []adapter.Wager, reqs []adapter.CoupRequest, weight uint64, want, got []adapter.CoupReply, failWeight, errWeight *uint64) {
	for i := range reqs {
		if want[i].Err != nil || (got[i].Err != nil && got[i].Err.Code != adapter.CodeInvalid) {
			// The reference refusing a class is a defect of the kit; an
			// engine's unsupported or internal error is no verdict.
			eg.Errored++
			*errWeight += weight
			return
		}
	}
	if got[0].Err == nil {
		for j, w := range wagers {
			for _, s := range got[0].Result.Settlements {
				if s.Wager == w.Wager {
					_ = ledger.Add(j, weight, exhaustive.NetOf(s.Result, s.Win, s.Bonus, w.Stake), w.Stake)
					break
				}
			}
		}
	}
	bad := -1
	for i := range reqs {
		if got[i].Err != nil || !want[i].Result.Same(&got[i].Result) {
			bad = i
			break
		}
	}
	if bad < 0 {
		eg.Agree++
		return
	}
	req, want1, got1 := reqs[bad], &want[bad], &got[bad]
	var b fuzz.Blame
	if got1.Err != nil {
		b = fuzz.BlameRefusal(req.Game, req.Cards, req.Wagers, got1.Err)
	} else {
		b, _ = fuzz.BlameCoup(req, &want1.Result, &got1.Result)
	}
	eg.Fail++
	*failWeight += weight
	key := strings.Join([]string{b.Kind, strings.Join(b.Clauses, " "), b.Wager, b.Event, b.Pattern}, "\x00")
	gr := groups[key]
	if gr == nil {
		gr = &exGroup{order: len(groups), blame: b, req: req, want: want1.Result, got: *got1}
		gr.req.Cards = append([]string(nil), req.Cards...)
		groups[key] = gr
	}
	gr.classes++
	gr.weight += weight
}

// exhaustiveFailures turns the groups into failures (one per group, its
// first class the example) and the game's causes.
func (c *collector) exhaustiveFailures(eg *ExhaustiveGame, groups map[string]*exGroup, sp *exhaustive.Space, failWeight uint64) {
	total := new(big.Int).SetUint64(sp.Sequences)
	eg.FailingSequences = fmt.Sprint(failWeight)
	eg.FailingProbability = new(big.Rat).SetFrac(new(big.Int).SetUint64(failWeight), total).RatString()
	list := make([]*exGroup, 0, len(groups))
	for _, gr := range groups {
		list = append(list, gr)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].order < list[j].order })
	for _, gr := range list {
		p := new(big.Rat).SetFrac(new(big.Int).SetUint64(gr.weight), total)
		pct, _ := new(big.Rat).Mul(p, big.NewRat(100, 1)).Float64()
		q := &Request{Method: "coup", Game: gr.req.Game, Decks: gr.req.Decks, Cards: gr.req.Cards, Wagers: gr.req.Wagers}
		f := Failure{Source: SourceExhaustive, Verdict: Fail, Game: eg.Game, Clauses: append([]string{}, gr.blame.Clauses...),
			Title:    "exhaustive: " + gr.blame.Pattern,
			Location: fmt.Sprintf("exhaustive walk of %s at %d decks, the first of %d coup classes", eg.Game, eg.Decks, gr.classes),
			Message: fmt.Sprintf("%d coup classes (probability %s, %s %% of coups) are answered this way: %s",
				gr.classes, p.RatString(), percentText(pct), firstLine(gr.blame.Message)),
			Count: gr.classes, Probability: p.RatString(), Request: q, Expected: &Answer{Coup: &gr.want}}
		if gr.got.Err != nil {
			f.Actual = &Answer{Error: gr.got.Err}
		} else {
			res := gr.got.Result
			f.Actual = &Answer{Coup: &res}
		}
		f.Diff = answerDiff(f.Expected, f.Actual)
		f.Replay = replayCommands(q)
		keys := rowKeys(eg.Game, gr.blame.Clauses)
		blamed, d := c.blame(&f, keys)
		c.failRows(SourceExhaustive, blamed, nil, "", f.Message)
		id := c.addCaused(f, blamed, d)
		eg.Causes = append(eg.Causes, ExhaustiveCause{Kind: d.Kind, Field: d.Field, Wager: d.Wager, Summary: d.Pattern,
			Classes: gr.classes, Sequences: fmt.Sprint(gr.weight), Probability: p.RatString(), Percent: pct, Example: gr.req.Cards})
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
