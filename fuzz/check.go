package fuzz

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
)

// DefaultShoes is the number of generated shoes per game when Config.Shoes
// is 0: for the 11 games about 68,000 coups, 2,800 whole shoes and 275
// table sequences, which take about 3 seconds against `bacctk engine`
// through the protocol on a 2-core machine (TestCheckThroughProtocol), so
// that `bacctk certify` stays well under a minute.
const DefaultShoes = 100

// Verdicts, as the certification report spells them.
const (
	VerdictPass          = "pass"
	VerdictFail          = "fail"
	VerdictNotApplicable = "not-applicable"
	VerdictErrored       = "errored"
)

// Config sets a Check run.
type Config struct {
	// Shoes is the number of generated shoes per game (DefaultShoes if 0).
	Shoes int
	// Seed makes the run replayable; 0 draws one from the clock. The
	// report says which seed ran.
	Seed uint64
	// Reference is the oracle of the differential; nil means
	// refengine.NewFast(), the reference with a lean coup path (the
	// kit's tests check it answers exactly as refengine.New()).
	Reference adapter.Engine
	// NoDifferential checks the properties only, comparing nothing with
	// the reference (the reference still finds where rounds start).
	NoDifferential bool
	// Fast skips the properties on answers identical to the reference's:
	// the reference satisfies every property (the kit's own tests check
	// it), so they can only fail where the answers differ.
	Fast bool
	// MinimizeBudget bounds the engine calls spent shrinking one failure
	// (2000 if 0; negative: do not shrink).
	MinimizeBudget int
	// CaseDir, if set, receives each failure's case as a JSON file.
	CaseDir string
	// Log, if set, receives a line per game and per failure.
	Log io.Writer
	// TableEvery runs one generated table-lifecycle sequence per
	// TableEvery shoes, from the first (engines with the table capability;
	// 4 if 0): 1 checks the table as often as the shoes.
	TableEvery int
	// Properties, if not empty, limits the run to these properties (ids
	// from judge.Properties(); `certify --run` selects them by name): the others
	// are not looked for, counted or reported, and only the clauses of the
	// selected ones are covered. Without judge.PropDifferential the answers are
	// not compared with the reference, as with NoDifferential; without a
	// table property no table sequence is generated.
	Properties []string
	// Readings is the reading of the rules the answers are judged under
	// (certify --reading; docs/interpretations.md): the reference of the
	// differential settles under it (a Reference given is taken as
	// settling under it) and so do the properties. The zero value is the
	// kit's reading.
	Readings reference.Readings
	// OnShoe, if set, is called once a generated shoe (and its table
	// sequence) has been checked, from the goroutine of the engine that
	// checked it: several at once under CheckOn with several engines, so
	// it must be safe for concurrent use (certify's progress counts shoes
	// with it).
	OnShoe func()
	// Subset, if set, checks only the shoes i (0 <= i < Shoes) it keeps
	// (certify --shard): the others are neither asked nor counted. A kept
	// shoe is the one the whole run checks in its place (its seed, its
	// table sequence every TableEvery shoes), so that the reports of the
	// subsets of a partition add up to the whole run's (docs/scale.md).
	Subset func(shoe int) bool
	// Lacking, if not nil, is each game's wagers the caller has already
	// found the engine lacks, by its hello and by the same plain-round
	// probe probeWagers asks (certify's offers check, made first): the run
	// takes them out of the generated wager sets and asks no probe of its
	// own, so that the engine is not asked the same question twice. A
	// game absent from the map lacks none.
	Lacking map[string][]string
}

// selection is the set Config.Properties names; nil selects every
// property.
type selection map[string]bool

func (c Config) selection() (selection, error) {
	if len(c.Properties) == 0 {
		return nil, nil
	}
	known := map[string]bool{}
	for _, p := range judge.Properties() {
		known[p.ID] = true
	}
	sel := selection{}
	for _, id := range c.Properties {
		if !known[id] {
			return nil, fmt.Errorf("fuzz: unknown property %q (Properties() lists them)", id)
		}
		sel[id] = true
	}
	return sel, nil
}

// has reports whether the property is checked.
func (s selection) has(prop string) bool { return s == nil || s[prop] }

// hasAny reports whether any of the properties is checked.
func (s selection) hasAny(props ...string) bool {
	for _, p := range props {
		if s.has(p) {
			return true
		}
	}
	return false
}

// only keeps the violations of the checked properties.
func (s selection) only(vs []judge.Violation) []judge.Violation {
	if s == nil {
		return vs
	}
	out := vs[:0:0]
	for _, v := range vs {
		if s[v.Property] {
			out = append(out, v)
		}
	}
	return out
}

func (c Config) tableEvery() int {
	if c.TableEvery > 0 {
		return c.TableEvery
	}
	return tableEvery
}

func (c Config) shoes() int {
	if c.Shoes > 0 {
		return c.Shoes
	}
	return DefaultShoes
}

// kept lists the shoes the run checks, in order: every shoe, or those
// Subset keeps.
func (c Config) kept() []int {
	var out []int
	for i := 0; i < c.shoes(); i++ {
		if c.Subset == nil || c.Subset(i) {
			out = append(out, i)
		}
	}
	return out
}

// keptFrom counts the kept shoes from shoe i on: those a stop at shoe i
// leaves not asked.
func (c Config) keptFrom(i int) int {
	n := 0
	for j := i; j < c.shoes(); j++ {
		if c.Subset == nil || c.Subset(j) {
			n++
		}
	}
	return n
}

// Report is the result of a Check run.
type Report struct {
	Engine   adapter.Hello `json:"engine"`
	Shoes    int           `json:"shoes"`
	Duration time.Duration `json:"duration"`
	Games    []GameReport  `json:"games"`
	Seed     Seed          `json:"seed"`
}

// GameReport is the result for one game.
type GameReport struct {
	Game    string `json:"game"`
	Verdict string `json:"verdict"`
	// Reason says why the game is not applicable or errored.
	Reason string `json:"reason,omitempty"`
	// Shoes, Coups and ShoeRuns count what was checked: generated shoes,
	// coup answers compared, whole-shoe answers compared.
	Shoes    int `json:"shoes"`
	Coups    int `json:"coups"`
	ShoeRuns int `json:"shoeRuns"`
	// NotAsked counts the generated shoes never put to the engine: the
	// run ended (its deadline, a signal) or a shoe's failure stopped the
	// game first. A shoe whose requests the run refused to send is one.
	NotAsked int `json:"notAsked,omitempty"`
	// Tables counts the table-lifecycle event sequences checked (engines
	// with the table capability), TableRounds the rounds they settled.
	Tables      int `json:"tables"`
	TableRounds int `json:"tableRounds"`
	// Unsupported lists the wagers the engine does not offer (its hello
	// says so, or it answered "unsupported"); none is generated, and the
	// clauses of an optional one are not applicable. A required one is
	// the runner's to fail (certify fails it once, "not implemented").
	Unsupported []string `json:"unsupported,omitempty"`
	// NotApplicable counts the generated requests the engine answered
	// "unsupported" (a setting it does not offer: a rounding unit, a deck
	// count) or not asked for a stake outside the limits its hello
	// declares (stakes.go): not checked, never errored.
	NotApplicable int            `json:"notApplicable,omitempty"`
	Clauses       []ClauseResult `json:"clauses"`
	Failures      []Failure      `json:"failures,omitempty"`
	Errors        []EngineError  `json:"errors,omitempty"`
}

// ClauseResult is the verdict on one clause (or interpretation, or
// contract point) for one game.
type ClauseResult struct {
	Clause     string   `json:"clause"`
	Verdict    string   `json:"verdict"`
	Properties []string `json:"properties"`
	Failures   int      `json:"failures,omitempty"`
}

// Failure is a property broken by the engine, or a difference from the
// reference, with the smallest request found that shows it.
type Failure struct {
	Game     string   `json:"game"`
	Property string   `json:"property"`
	Clauses  []string `json:"clauses"`
	Message  string   `json:"message"`
	// Count is how many answers showed this failure in the run.
	Count int  `json:"count"`
	Case  Case `json:"case"`
	// CasePath is where the case was written, if Config.CaseDir was set.
	CasePath string `json:"casePath,omitempty"`
	// Divergence is where a difference from the reference first showed
	// (empty for a property broken on its own).
	judge.Divergence
	// Seed is the seed of the shoe the failure was first found in:
	// ReplayShoe(ctx, eng, Game, Seed, cfg) generates that shoe again and
	// checks the engine on it alone.
	Seed Seed `json:"seed"`
}

func (f Failure) String() string {
	return fmt.Sprintf("%s %s [%s]: %s (x%d, shoe seed %d)", f.Game, f.Property, strings.Join(f.Clauses, " "), f.Message, f.Count, f.Seed)
}

// EngineError is a request the engine could not answer although the
// reference could, or a call that failed as a whole.
type EngineError struct {
	Game    string `json:"game"`
	Method  string `json:"method"`
	Message string `json:"message"`
	Case    *Case  `json:"case,omitempty"`
	Seed    Seed   `json:"seed"`
}

// Failed reports whether any game failed or errored.
func (r *Report) Failed() bool {
	for _, g := range r.Games {
		if g.Verdict == VerdictFail || g.Verdict == VerdictErrored {
			return true
		}
	}
	return false
}

// Failures returns every failure of every game.
func (r *Report) Failures() []Failure {
	var out []Failure
	for _, g := range r.Games {
		out = append(out, g.Failures...)
	}
	return out
}

// Check runs the properties and the differential against eng on generated
// shoes of each game (every game eng claims when games is empty). A game
// the engine does not claim is not applicable; an engine call that fails
// as a whole makes the game errored, with context, and the run goes on
// with the next game. The error is for a run that could not start (the
// engine's hello failed, ctx was cancelled).
func Check(ctx context.Context, eng adapter.Engine, games []string, cfg Config) (Report, error) {
	return CheckOn(ctx, []adapter.Engine{eng}, games, cfg)
}

// CheckOn is Check on several engines at once (`certify --jobs`): each
// game's shoes are shared among engs (shoe i on engs[i mod len(engs)]) and
// what each shoe found is put back in the shoe's place, so that the
// report is Check's on engs[0] whatever the number of engines, so long as
// they answer alike (jobs.go). The engines must be distinct and the
// Reference, if given, safe for concurrent use.
func CheckOn(ctx context.Context, engs []adapter.Engine, games []string, cfg Config) (Report, error) {
	start := time.Now()
	if cfg.Seed == 0 {
		cfg.Seed = uint64(time.Now().UnixNano())
	}
	sel, err := cfg.selection()
	if err != nil {
		return Report{Seed: Seed(cfg.Seed), Shoes: cfg.shoes()}, err
	}
	if sel != nil && !sel.has(judge.PropDifferential) {
		cfg.NoDifferential = true
	}
	oracle := cfg.Reference == nil && cfg.Readings == (reference.Readings{})
	if cfg.Reference == nil {
		// The oracle (judge.MatchCoup) settles under the kit's reading only.
		cfg.Reference = refengine.NewFastUnder(cfg.Readings)
	}
	rep := Report{Seed: Seed(cfg.Seed), Shoes: cfg.shoes()}
	hello, err := engs[0].Hello(ctx)
	if err != nil {
		return rep, fmt.Errorf("engine hello: %w", err)
	}
	rep.Engine = hello
	if len(games) == 0 {
		games = hello.Games
	}
	for _, id := range games {
		if ctx.Err() != nil {
			// Why the run ended (its deadline, a signal), not
			// "context canceled".
			return rep, context.Cause(ctx)
		}
		gr := checkGame(ctx, engs, hello, id, cfg, sel, oracle)
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, "fuzz: %s: %s (%d shoes, %d coups, %d shoe runs, %d failures) %s\n", id, gr.Verdict, gr.Shoes, gr.Coups, gr.ShoeRuns, len(gr.Failures), gr.Reason)
			for _, f := range gr.Failures {
				fmt.Fprintf(cfg.Log, "fuzz:   %s\n", f)
			}
		}
		rep.Games = append(rep.Games, gr)
	}
	rep.Duration = time.Since(start)
	return rep, nil
}

// gameSeed is the seed of shoe i of the game: the run's seed mixed with
// the game's id (not its position, so that the same seed checks the same
// shoes whatever games are asked).
func gameSeed(seed uint64, game string, shoe int) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(game); i++ {
		h ^= uint64(game[i])
		h *= 1099511628211
	}
	return Mix(seed, h, uint64(shoe))
}

// ShoeIndexes maps the seeds of the first shoes generated shoes of the
// game, under the run's seed, to their positions in the run: where a
// failure's Seed was found. Joining the parts of a sharded run (Join,
// certify's merges) orders failures by it.
func ShoeIndexes(seed uint64, game string, shoes int) map[uint64]int {
	out := make(map[uint64]int, shoes)
	for i := 0; i < shoes; i++ {
		out[gameSeed(seed, game, i)] = i
	}
	return out
}

// gameRun is the state of checking one game.
type gameRun struct {
	ctx      context.Context
	eng, ref adapter.Engine
	cfg      Config
	g        *reference.Game
	gen      *reference.Game // the game with only the wagers the engine offers
	canCoup  bool
	canShoe  bool
	hello    adapter.Hello
	table    adapter.TableEngine // nil without the table capability
	// oracle: the differential uses judge.MatchCoup and asks the reference only
	// for answers that differ (Config.Reference left nil).
	oracle   bool
	sel      selection // the properties checked (Config.Properties)
	rep      *GameReport
	failures map[string]int // key -> index in rep.Failures
	fatal    error
	seed     uint64 // the shoe being checked
}

func checkGame(ctx context.Context, engs []adapter.Engine, hello adapter.Hello, id string, cfg Config, sel selection, oracle bool) GameReport {
	rep := GameReport{Game: id}
	g, err := reference.LookupGame(reference.GameID(id))
	if err != nil {
		rep.Verdict, rep.Reason = VerdictNotApplicable, fmt.Sprintf("the kit does not know the game: %v", err)
		return rep
	}
	if !hello.Supports(id) {
		rep.Verdict, rep.Reason = VerdictNotApplicable, "the engine does not claim the game"
		return rep
	}
	r := &gameRun{ctx: ctx, eng: engs[0], ref: cfg.Reference, cfg: cfg, g: g, sel: sel, rep: &rep, failures: map[string]int{}, hello: hello,
		canCoup: hello.Can(adapter.CapCoup), canShoe: hello.Can(adapter.CapShoe), oracle: oracle && !cfg.NoDifferential}
	if te, ok := engs[0].(adapter.TableEngine); ok && hello.Can(adapter.CapTable) {
		r.table = te
	}
	if !r.canCoup && !r.canShoe && r.table == nil {
		rep.Verdict, rep.Reason = VerdictNotApplicable, "the engine claims none of the coup, shoe and table capabilities"
		return rep
	}
	if !sel.hasAny(judge.TableProperties...) || !reference.HasTable(g) {
		// A rules pack's game has no table lifecycle in the kit.
		r.table = nil
	}
	if err := r.probeWagers(); err != nil {
		rep.Verdict, rep.Reason = VerdictErrored, err.Error()
		rep.NotAsked = cfg.keptFrom(0)
		return rep
	}
	if len(r.gen.Wagers) == 0 {
		// Nothing to draw wagers from (an engine answering every probe
		// "unsupported"): the offers check fails the required ones.
		rep.Verdict, rep.Reason = VerdictNotApplicable, noWagers
		return rep
	}
	if len(engs) > 1 {
		if r.shared(engs) {
			return rep // stopped: as Check's loop leaves it
		}
	} else {
		for _, i := range cfg.kept() {
			if stop, finished := r.shoe(i); stop {
				if !finished {
					return rep
				}
				break
			}
		}
	}
	r.finish()
	return rep
}

// shoe checks generated shoe i of the game (and its table sequence, every
// tableEvery shoes). stop: the game's checks end here; finished: with the
// verdicts of what was checked (an engine that broke down), not without
// (the run was stopped).
func (r *gameRun) shoe(i int) (stop, finished bool) {
	rep, cfg := r.rep, r.cfg
	if err := r.ctx.Err(); err != nil {
		rep.Verdict, rep.Reason = VerdictErrored, fmt.Sprintf("stopped after %d shoes: %v", i, context.Cause(r.ctx))
		rep.NotAsked = cfg.keptFrom(i)
		return true, false
	}
	r.seed = gameSeed(cfg.Seed, string(r.g.ID), i)
	if r.sel.hasAny(judge.RoundProperties...) {
		r.unit(FromSeed(r.seed))
	}
	rep.Shoes++
	if r.table != nil && r.fatal == nil && i%cfg.tableEvery() == 0 {
		r.tableUnit(FromSeed(Mix(r.seed, 1)))
	}
	if cfg.OnShoe != nil {
		cfg.OnShoe()
	}
	if r.fatal != nil {
		rep.Verdict, rep.Reason = VerdictErrored, fmt.Sprintf("shoe %d (seed %d): %v", i, r.seed, r.fatal)
		rep.NotAsked = cfg.keptFrom(i + 1)
		if errors.Is(r.fatal, adapter.ErrNotAsked) {
			rep.Shoes--
			rep.NotAsked++
		}
		return true, true
	}
	return false, false
}

// noWagers says why a game with no wager left after probeWagers is not
// generated.
const noWagers = "the engine offers none of the game's wagers: nothing to generate"

// probeWagers takes out of the generated wager sets each wager the
// engine's hello says it does not offer, and asks the engine to settle
// each other wager alone on a plain round: an "unsupported" answer takes
// it out too. The clauses of an optional wager taken out become not
// applicable; a required one is the runner's to fail once.
func (r *gameRun) probeWagers() error {
	gen := *r.g
	gen.Wagers = nil
	r.gen = &gen
	if known := r.cfg.Lacking; known != nil {
		for _, w := range r.g.Wagers {
			if slices.Contains(known[string(r.g.ID)], string(w.ID)) {
				r.rep.Unsupported = append(r.rep.Unsupported, string(w.ID))
				continue
			}
			gen.Wagers = append(gen.Wagers, w)
		}
		return nil
	}
	cards := r.g.Deck.PlainRound()
	for _, w := range r.g.Wagers {
		if !r.hello.OffersWager(string(r.g.ID), string(w.ID)) {
			r.rep.Unsupported = append(r.rep.Unsupported, string(w.ID))
			continue
		}
		if !r.canCoup {
			gen.Wagers = append(gen.Wagers, w)
			continue
		}
		req := adapter.CoupRequest{Game: string(r.g.ID), Decks: 8, Cards: cards, Wagers: []adapter.Wager{{Wager: string(w.ID), Stake: r.hello.ProbeStake(string(r.g.ID))}}}
		replies, err := r.eng.Coups(r.ctx, []adapter.CoupRequest{req})
		if err != nil {
			return fmt.Errorf("probing the wager %s: %v", w.ID, err)
		}
		if len(replies) == 1 && replies[0].Err != nil && replies[0].Err.Code == adapter.CodeUnsupported {
			r.rep.Unsupported = append(r.rep.Unsupported, string(w.ID))
			continue
		}
		gen.Wagers = append(gen.Wagers, w)
	}
	return nil
}

// tableEvery: one table-lifecycle sequence per tableEvery shoes.
const tableEvery = 4

// tableEvents is the length of a generated table-lifecycle sequence: a
// few rounds, with their betting, deal, irregularities and settlement.
const tableEvents = 120

// tableUnit checks one generated table-lifecycle sequence.
func (r *gameRun) tableUnit(src Source) {
	m, err := newTableModel(src, r.g, r.gen, r.cfg.Readings)
	if err != nil {
		r.fatal = fmt.Errorf("table: %v (a bug in the kit)", err)
		return
	}
	for i := 0; i < tableEvents; i++ {
		if err := m.apply(m.event(src, m.likelyAction(src))); err != nil {
			r.fatal = fmt.Errorf("table: %v (a bug in the kit)", err)
			return
		}
	}
	if r.hello.TableStakeNotOffered(m.req) != "" {
		r.rep.NotApplicable++
		return
	}
	vs, got, err := runTable(r.ctx, r.table, m)
	if err != nil && isAnswer(err) && adapter.ErrorOf(err).Code == adapter.CodeUnsupported {
		// not errored: an event (or the capability) it lacks
		// (table_unsupported.go)
		if v, cut, refusal, required := judge.UnsupportedTable(r.ctx, r.table, r.g, m.req, &m.want, adapter.ErrorOf(err)); required {
			r.fail(v, r.tableCase(v, cut, Answer{Error: refusal}))
		} else {
			r.rep.NotApplicable++
		}
		return
	}
	if err != nil {
		if !isAnswer(err) {
			r.fatal = fmt.Errorf("table: %v", err)
			return
		}
		n := len(r.rep.Errors)
		r.errored(request{method: "table", game: m.req.Game, decks: m.req.Decks}, fmt.Sprintf("the engine refuses a table request the reference runs: %v", err), &Answer{Error: adapter.ErrorOf(err)})
		// The case carries the refused request, as a table failure does:
		// a report writer reads it for a table case.
		if len(r.rep.Errors) > n {
			req := m.req
			r.rep.Errors[n].Case.TableRequest = &req
		}
		return
	}
	r.rep.Tables++
	r.rep.TableRounds += len(got.Rounds)
	for _, v := range r.sel.only(vs) {
		key := v.Key()
		if r.counted(key) {
			continue
		}
		small, answer, sv := minimizeTable(r.ctx, limitedTable{r.table, r.hello}, r.g, m.req, got, v, r.cfg.Readings, r.budget()/10)
		r.fail(sv, r.tableCase(sv, small, Answer{Table: answer}))
	}
}

// tableCase is the case of a table failure: the request the engine failed
// (minimized), its answer to that very request, and the reference's.
func (r *gameRun) tableCase(v judge.Violation, req adapter.TableRequest, actual Answer) Case {
	return Case{ID: fmt.Sprintf("fuzz/%s/%s", r.g.ID, v.Property), Comment: v.Message, Property: v.Property, Clauses: v.Clauses,
		Seed: Seed(r.seed), Method: "table", Game: req.Game, Decks: req.Decks, Table: adapter.Table{Rounding: req.Config.Rounding}, TableRequest: &req,
		Expect: answerOf(adapter.Ask(r.ctx, r.ref, adapter.TableAsked(req))), Actual: actual, Readings: r.cfg.Readings.Names()}
}

// tensAs10 returns the tokens with every ten written "10" ("10H" for
// "TH").
func tensAs10(tokens []string) []string {
	out := make([]string, len(tokens))
	for i, t := range tokens {
		if len(t) == 2 && t[0] == 'T' {
			t = "10" + t[1:]
		}
		out[i] = t
	}
	return out
}

// coupJob is one coup request of a shoe, with what generated it.
type coupJob struct {
	req  request
	want adapter.CoupReply
}

// unit checks one generated shoe: its rounds as separate coups (each with
// its own wagers, and a few tokens past what it uses), a few malformed
// requests, and, with the shoe capability, the shoe as a whole and the
// same shoe made void part-way.
func (r *gameRun) unit(src Source) {
	g := r.g
	var shoe Shoe
	switch k := src.Int("shoe kind", 0, 9); {
	case k < 4:
		shoe = GenShoe(src, g.Deck)
	case k < 8:
		shoe = GenSteeredShoe(src, r.gen)
	default:
		shoe = GenPartialShoe(src, g.Deck)
	}
	ws := GenWagers(src, r.gen)
	tokens := shoe.Tokens()
	shoeReq := request{method: "shoe", game: string(g.ID), decks: shoe.Decks, tokens: tokens, wagers: ws.Wagers, table: ws.Table}
	refRun, err := r.ref.Shoe(r.ctx, shoeReq.shoe())
	if err != nil {
		r.fatal = fmt.Errorf("the reference failed on a generated shoe (a bug in the kit): %v", err)
		return
	}

	if r.canCoup {
		var jobs []request
		offset := 0
		for _, round := range refRun.Rounds {
			// A few tokens past the round: an engine that deals a card
			// too many shows it in its hands, not as a shortage.
			end := offset + round.CardsUsed + src.Int("window", 2, 6)
			if end > len(tokens) {
				end = len(tokens)
			}
			rw := GenWagers(src, r.gen)
			cards := tokens[offset:end]
			if g.Deck == reference.Standard52 && chance(src, "tens as 10", 1, 8) {
				// "10H" is the contract's other spelling of "TH" on input;
				// the answer still writes "TH".
				cards = tensAs10(cards)
			}
			jobs = append(jobs, request{method: "coup", game: string(g.ID), decks: shoe.Decks, tokens: cards, wagers: rw.Wagers, table: rw.Table})
			offset += round.CardsUsed
		}
		for n := src.Int("malformed", 0, 3); n > 0; n-- {
			m := GenMalformed(src, r.gen)
			jobs = append(jobs, request{method: "coup", kind: m.Kind, game: m.Game, decks: m.Decks, tokens: m.Tokens, wagers: m.Wagers, table: m.Table})
		}
		if jobs = r.offeredJobs(jobs); len(jobs) > 0 {
			r.coups(jobs)
		}
		if r.fatal != nil {
			return
		}
	}

	if r.canShoe {
		if chance(src, "malformed shoe", 1, 2) {
			r.malformedShoe(GenMalformedShoe(src, r.gen))
			if r.fatal != nil {
				return
			}
		}
		if r.stakeOut(shoeReq) {
			return
		}
		got, err := r.shoeJudged(shoeReq, refRun, nil)
		if r.fatal != nil {
			return
		}

		if err == nil {
			parsed, _ := reference.ParseTokens(tokens)
			// The engine's own rounds: the property is that the engine
			// does not rewrite what it dealt before a void round.
			if voided, k, how, ok := voidLater(src, g.Deck, parsed, got.Rounds); ok {
				vreq := shoeReq.clone()
				vreq.tokens = reference.Tokens(voided)
				vgot, verr := r.eng.Shoe(r.ctx, vreq.shoe())
				if verr != nil && !isAnswer(verr) {
					r.fatal = fmt.Errorf("shoe: %v", verr)
					return
				}
				r.rep.ShoeRuns++
				if adapter.IsUnsupported(verr) {
					r.rep.NotApplicable++
				} else if verr != nil {
					r.errored(vreq, fmt.Sprintf("the engine cannot answer a shoe made void in round %d: %v", k+1, verr), nil)
				} else {
					for _, v := range r.sel.only(judge.CheckVoidLater(g, &got, &vgot, k, how)) {
						c := r.newCase(vreq, v, Answer{}, Answer{Shoe: &vgot})
						c.Related = &Case{Method: "shoe", Game: shoeReq.game, Decks: shoeReq.decks, Cards: shoeReq.tokens, Wagers: shoeReq.wagers, Table: shoeReq.table, Actual: Answer{Shoe: &got}}
						r.fail(v, c)
					}
				}
			}
		}
	}
}

// coups sends the jobs to the engine in one batch and judges every
// answer. With the default oracle, an answer judge.MatchCoup proves equal to the
// reference's needs no wire answer from the reference; the others are
// asked of the reference in one batch.
func (r *gameRun) coups(jobs []request) {
	reqs := make([]adapter.CoupRequest, len(jobs))
	for i, j := range jobs {
		reqs[i] = j.coup()
	}
	got, err := r.eng.Coups(r.ctx, reqs)
	if err != nil {
		r.fatal = fmt.Errorf("coups: %v", err)
		return
	}
	if len(got) != len(reqs) {
		r.fatal = fmt.Errorf("coups: %d requests, %d answers", len(reqs), len(got))
		return
	}
	r.rep.Coups += len(reqs)
	var rest []int
	for i := range reqs {
		if r.oracle && got[i].Err == nil {
			if match, known := judge.MatchCoup(&reqs[i], &got[i].Result); known && match {
				if !r.cfg.Fast {
					r.judgeEqual(jobs[i], &got[i].Result)
				}
				continue
			}
		}
		rest = append(rest, i)
	}
	if len(rest) == 0 {
		return
	}
	ask := make([]adapter.CoupRequest, len(rest))
	for k, i := range rest {
		ask[k] = reqs[i]
	}
	want, err := r.ref.Coups(r.ctx, ask)
	if err != nil || len(want) != len(ask) {
		r.fatal = fmt.Errorf("the reference failed on generated coups (a bug in the kit): %v", err)
		return
	}
	for k, i := range rest {
		r.judgeCoup(jobs[i], &want[k], &got[i])
	}
}

// judgeEqual runs the properties on an answer equal to the reference's.
func (r *gameRun) judgeEqual(req request, got *adapter.CoupResult) {
	var buf [judge.OracleMaxTokens]reference.Card
	tokens := buf[:0]
	for _, t := range req.tokens {
		tokens = append(tokens, refengine.ParseToken(t))
	}
	in := judge.NewCoupInput(r.g, req.decks, tokens, req.wagers, req.table, r.cfg.Readings)
	if vs := judge.CheckCoup(&in, got); len(vs) > 0 {
		// The reference breaks a property: a bug in the kit, reported as
		// such rather than against the engine.
		r.fatal = fmt.Errorf("the reference's answer to %+v breaks %v (a bug in the kit)", req.coup(), vs)
	}
}

// coupViolations returns what is wrong with the engine's answer to one coup
// request, given the reference's.
func (r *gameRun) coupViolations(req request, want, got *adapter.CoupReply) ([]judge.Violation, string) {
	var vs []judge.Violation
	switch {
	case want.Err != nil && got.Err != nil:
		if want.Err.Code != got.Err.Code {
			vs = append(vs, refusalViolation(req, invalidClauses(r.g, req), fmt.Sprintf("answered %s where the rules say %s", got.Err.Code, want.Err.Code), "the reference answers %q (%s), the engine %q (%s)", want.Err.Code, want.Err.Message, got.Err.Code, got.Err.Message))
		}
		return vs, ""
	case want.Err != nil:
		vs = append(vs, refusalViolation(req, invalidClauses(r.g, req), "accepted where the rules refuse it", "%s input must be refused (the reference: %s: %s), but the engine deals it: Player %v, Banker %v", cmp.Or(req.kind, "none"), want.Err.Code, want.Err.Message, got.Result.Player, got.Result.Banker))
		return vs, ""
	case got.Err != nil && got.Err.Code == adapter.CodeUnsupported:
		// A setting the engine does not offer: not checked.
		r.rep.NotApplicable++
		return nil, ""
	case got.Err != nil && got.Err.Code == adapter.CodeInvalid:
		// A legal request refused: the engine broke the contract (one
		// meaning per answer, docs/protocol.md "Errors").
		return refused(r.g, req, got.Err), ""
	case got.Err != nil:
		return nil, fmt.Sprintf("the engine answers %s: %s to a request the reference answers", got.Err.Code, got.Err.Message)
	}
	same := judge.EqualCoup(&want.Result, &got.Result)
	if same && r.cfg.Fast {
		return nil, ""
	}
	tokens, err := reference.ParseTokens(req.tokens)
	if err != nil {
		return nil, ""
	}
	in := judge.NewCoupInput(r.g, req.decks, tokens, req.wagers, req.table, r.cfg.Readings)
	if !same && !r.cfg.NoDifferential {
		if vs := judge.DiffCoupAll(&in, &want.Result, &got.Result); len(vs) > 0 {
			// Each stage that left the rules is a failure of its own;
			// what the properties find in the same answer follows from
			// them.
			return vs, ""
		}
	}
	return judge.CheckCoup(&in, &got.Result), ""
}

func (r *gameRun) judgeCoup(req request, want, got *adapter.CoupReply) {
	vs, errMsg := r.coupViolations(req, want, got)
	if errMsg != "" {
		r.errored(req, errMsg, &Answer{Error: got.Err})
		return
	}
	for _, v := range r.sel.only(vs) {
		if r.counted(v.Key()) {
			continue
		}
		min, mwant, mgot := r.minimizeCoup(req, v)
		// Describe the failure by the minimal case, whose cards the
		// report shows.
		mvs, _ := r.coupViolations(min, &mwant, &mgot)
		v = withMessageOf(v, mvs)
		r.fail(v, r.newCase(min, v, coupAnswer(&mwant), coupAnswer(&mgot)))
	}
}

// malformedShoe sends a malformed shoe to both engines and judges the
// engine's answer.
func (r *gameRun) malformedShoe(m Malformed) {
	req := request{method: "shoe", kind: m.Kind, game: m.Game, decks: m.Decks, tokens: m.Tokens, wagers: m.Wagers, table: m.Table}
	if r.stakeOut(req) {
		return
	}
	want, werr := r.ref.Shoe(r.ctx, req.shoe())
	if werr != nil && !isAnswer(werr) {
		r.fatal = fmt.Errorf("the reference failed on a generated shoe (a bug in the kit): %v", werr)
		return
	}
	r.shoeJudged(req, want, werr)
}

// shoeJudged sends req to the engine, judges its answer against the
// reference's (want, wantErr) and returns it; an engine that gives no
// answer at all (not even an error answer) sets r.fatal.
func (r *gameRun) shoeJudged(req request, want adapter.ShoeResult, wantErr error) (adapter.ShoeResult, error) {
	got, err := r.eng.Shoe(r.ctx, req.shoe())
	if err != nil && !isAnswer(err) {
		r.fatal = fmt.Errorf("shoe: %v", err)
		return got, err
	}
	r.rep.ShoeRuns++
	r.judgeShoe(req, want, wantErr, got, err)
	return got, err
}

func (r *gameRun) judgeShoe(req request, want adapter.ShoeResult, wantErr error, got adapter.ShoeResult, gotErr error) {
	vs := r.shoeErrViolations(req, wantErr, gotErr)
	if vs == nil {
		vs = r.shoeViolations(req, want, got, gotErr)
	}
	if wantErr == nil && gotErr != nil && isAnswer(gotErr) && adapter.ErrorOf(gotErr).Code == adapter.CodeUnsupported {
		r.rep.NotApplicable++
		return
	}
	if wantErr == nil && gotErr != nil && isAnswer(gotErr) && adapter.ErrorOf(gotErr).Code == adapter.CodeInvalid {
		vs = refused(r.g, req, adapter.ErrorOf(gotErr))
	} else if wantErr == nil && gotErr != nil {
		r.errored(req, fmt.Sprintf("the engine answers %v to a shoe the reference plays", gotErr), &Answer{Error: adapter.ErrorOf(gotErr)})
		return
	}
	for _, v := range r.sel.only(vs) {
		if r.counted(v.Key()) {
			continue
		}
		smallest := r.minimizeShoe(req, v)
		mwant, mwerr := r.ref.Shoe(r.ctx, smallest.shoe())
		mgot, merr := r.eng.Shoe(r.ctx, smallest.shoe())
		mvs := r.shoeErrViolations(smallest, mwerr, merr)
		if mvs == nil {
			mvs = r.shoeViolations(smallest, mwant, mgot, merr)
		}
		v = withMessageOf(v, mvs)
		r.fail(v, r.newCase(smallest, v, shoeAnswer(mwant, mwerr), shoeAnswer(mgot, merr)))
	}
}

// shoeErrViolations judges a shoe request that either engine refused; nil
// when both answered.
func (r *gameRun) shoeErrViolations(req request, wantErr, gotErr error) []judge.Violation {
	var vs []judge.Violation
	switch {
	case wantErr != nil && gotErr != nil:
		w, g := adapter.ErrorOf(wantErr), adapter.ErrorOf(gotErr)
		if w.Code != g.Code {
			vs = append(vs, refusalViolation(req, invalidClauses(r.g, req), fmt.Sprintf("answered %s where the rules say %s", g.Code, w.Code), "the reference answers %q (%s), the engine %q (%s)", w.Code, w.Message, g.Code, g.Message))
		}
		if vs == nil {
			vs = []judge.Violation{} // both refused: judged, nothing wrong
		}
		return vs
	case wantErr != nil:
		w := adapter.ErrorOf(wantErr)
		vs = append(vs, refusalViolation(req, invalidClauses(r.g, req), "accepted where the rules refuse it", "%s shoe must be refused (the reference: %s: %s), but the engine plays it", cmp.Or(req.kind, "none"), w.Code, w.Message))
		return vs
	}
	return nil
}

func (r *gameRun) shoeViolations(req request, want, got adapter.ShoeResult, gotErr error) []judge.Violation {
	if gotErr != nil {
		return nil
	}
	same := judge.EqualShoe(&want, &got)
	if same && r.cfg.Fast {
		return nil
	}
	tokens, err := reference.ParseTokens(req.tokens)
	if err != nil {
		return nil
	}
	if !same && !r.cfg.NoDifferential {
		if vs := judge.DiffShoeAll(r.g, req.decks, tokens, req.wagers, req.table, &want, &got, r.cfg.Readings); len(vs) > 0 {
			return vs
		}
	}
	return judge.CheckShoeResult(r.g, req.decks, tokens, req.wagers, req.table, &got, r.cfg.Readings)
}

// refusalViolation is the violation of a request judged otherwise than the rules
// judge it (an invalid input accepted, an error of the wrong code), with
// its divergence: the kind of malformed input and what the engine did.
func refusalViolation(req request, clauses []string, did, format string, args ...any) judge.Violation {
	return judge.Violation{Property: judge.PropRejectsInvalid, Clauses: clauses, Message: fmt.Sprintf(format, args...),
		Divergence: judge.Divergence{Kind: judge.KindRefusal, Field: "error", Pattern: fmt.Sprintf("%s input %s", cmp.Or(req.kind, "none"), did)}}
}

// refused is the violation of a legal request refused as invalid, blamed
// as judge.BlameRefusal says, else on the contract points a request is made of.
func refused(g *reference.Game, req request, e *adapter.Error) []judge.Violation {
	b := judge.BlameRefusal(string(g.ID), req.tokens, req.wagers, e)
	cl := b.Clauses
	if len(cl) == 0 {
		cl = []string{judge.ContractNotation, judge.ContractMoney, judge.ContractWagers, judge.DecksClause(g)}
	}
	return []judge.Violation{{Property: judge.PropRejectsInvalid, Clauses: cl, Divergence: b.Divergence,
		Message: fmt.Sprintf("the engine refuses a legal %s request as invalid (%s)", req.method, e.Message)}}
}

func (r *gameRun) budget() int {
	switch {
	case r.cfg.MinimizeBudget < 0:
		return 0
	case r.cfg.MinimizeBudget == 0:
		return 2000
	}
	return r.cfg.MinimizeBudget
}

// minimizeCoup shrinks a coup request while the engine's answer keeps
// showing the same violation, and returns it with both answers.
func (r *gameRun) minimizeCoup(req request, v judge.Violation) (request, adapter.CoupReply, adapter.CoupReply) {
	key := v.Key()
	answer := func(c request) (adapter.CoupReply, adapter.CoupReply, bool) {
		w, err1 := r.ref.Coups(r.ctx, []adapter.CoupRequest{c.coup()})
		g, err2 := r.eng.Coups(r.ctx, []adapter.CoupRequest{c.coup()})
		if err1 != nil || err2 != nil || len(w) != 1 || len(g) != 1 {
			return adapter.CoupReply{}, adapter.CoupReply{}, false
		}
		return w[0], g[0], true
	}
	fails := func(c request) bool {
		if r.stakeOff(c) {
			return false // a stake the engine does not take
		}
		w, g, ok := answer(c)
		if !ok {
			return false
		}
		vs, _ := r.coupViolations(c, &w, &g)
		for _, x := range vs {
			if x.Key() == key {
				return true
			}
		}
		return false
	}
	smallest := minimize(req, fails, r.budget())
	w, g, _ := answer(smallest)
	return smallest, w, g
}

func (r *gameRun) minimizeShoe(req request, v judge.Violation) request {
	key := v.Key()
	fails := func(c request) bool {
		if r.stakeOff(c) {
			return false // a stake the engine does not take
		}
		w, err := r.ref.Shoe(r.ctx, c.shoe())
		if err != nil {
			return false
		}
		g, gerr := r.eng.Shoe(r.ctx, c.shoe())
		if gerr != nil {
			return false
		}
		for _, x := range r.shoeViolations(c, w, g, nil) {
			if x.Key() == key {
				return true
			}
		}
		return false
	}
	return minimize(req, fails, r.budget())
}

func (r *gameRun) newCase(req request, v judge.Violation, want, got Answer) Case {
	return Case{
		ID:       fmt.Sprintf("fuzz/%s/%s", req.game, v.Property),
		Comment:  v.Message,
		Property: v.Property,
		Clauses:  v.Clauses,
		Seed:     Seed(r.seed),
		Method:   req.method,
		Game:     req.game,
		Decks:    req.decks,
		Cards:    req.tokens,
		Wagers:   req.wagers,
		Table:    req.table,
		Expect:   want,
		Actual:   got,
		Readings: r.cfg.Readings.Names(),
	}
}

// counted counts a failure again when one of its key is recorded already,
// and says so.
func (r *gameRun) counted(key string) bool {
	i, seen := r.failures[key]
	if seen {
		r.rep.Failures[i].Count++
	}
	return seen
}

// withMessageOf is v with the message of the violation of its key in vs
// (those of the minimal case, whose cards the report shows), if any.
func withMessageOf(v judge.Violation, vs []judge.Violation) judge.Violation {
	key := v.Key()
	for _, x := range vs {
		if x.Key() == key {
			v.Message = x.Message
			break
		}
	}
	return v
}

func (r *gameRun) fail(v judge.Violation, c Case) {
	key := v.Key()
	if r.counted(key) {
		return
	}
	// Re-derive the message from the minimal case when it still shows the
	// violation, so that the report speaks of the cards in the case.
	f := Failure{Game: string(r.g.ID), Property: v.Property, Clauses: v.Clauses, Message: v.Message, Count: 1, Seed: Seed(r.seed), Case: c, Divergence: v.Divergence}
	if c.Comment != "" {
		f.Message = c.Comment
	}
	writeCase(&f, r.cfg.CaseDir)
	r.failures[key] = len(r.rep.Failures)
	r.rep.Failures = append(r.rep.Failures, f)
}

// writeCase writes the failure's case into dir, if set.
func writeCase(f *Failure, dir string) {
	if dir == "" {
		return
	}
	if path, err := f.Case.Write(dir); err == nil {
		f.CasePath = path
	} else {
		f.Message += fmt.Sprintf(" (the case could not be written: %v)", err)
	}
}

// maxErrors bounds the engine errors a game's report keeps.
const maxErrors = 20

func (r *gameRun) errored(req request, msg string, got *Answer) {
	if len(r.rep.Errors) >= maxErrors {
		return
	}
	e := EngineError{Game: string(r.g.ID), Seed: Seed(r.seed), Method: req.method, Message: msg}
	c := r.newCase(req, judge.Violation{Property: "errored", Message: msg}, Answer{}, Answer{})
	if got != nil {
		c.Actual = *got
	}
	e.Case = &c
	r.rep.Errors = append(r.rep.Errors, e)
}

// finish sets the verdicts of the game and of each clause the checks
// covered.
func (r *gameRun) finish() {
	rep := r.rep
	covered := map[string][]string{}
	cov := judge.CoveredClauses(r.g, r.gen, r.canShoe)
	if r.table != nil && rep.Tables > 0 {
		for prop, cls := range judge.TableClauses(r.g, r.gen) {
			cov[prop] = cls
		}
	}
	for prop, cls := range cov {
		if !r.sel.has(prop) {
			continue
		}
		for _, c := range cls {
			if !slices.Contains(covered[c], prop) {
				covered[c] = append(covered[c], prop)
			}
		}
	}
	for _, f := range rep.Failures {
		for _, c := range f.Clauses {
			if !slices.Contains(covered[c], f.Property) {
				covered[c] = append(covered[c], f.Property)
			}
		}
	}
	rep.addCovered(covered)
	if r.gen != nil {
		for _, w := range rep.Unsupported {
			for _, c := range judge.WagerClauses(r.g, w) {
				if _, ok := covered[c]; !ok {
					rep.Clauses = append(rep.Clauses, ClauseResult{Clause: c, Verdict: VerdictNotApplicable})
					covered[c] = nil
				}
			}
		}
	}
	rep.settle()
}

// addCovered adds the results of the clauses covered, each with the
// properties checked on it: failed as often as the report's failures fail
// it, passed if none does.
func (rep *GameReport) addCovered(covered map[string][]string) {
	failed := map[string]int{}
	for _, f := range rep.Failures {
		for _, c := range f.Clauses {
			failed[c] += f.Count
		}
	}
	for c, props := range covered {
		v := VerdictPass
		if failed[c] > 0 {
			v = VerdictFail
		}
		sort.Strings(props)
		rep.Clauses = append(rep.Clauses, ClauseResult{Clause: c, Verdict: v, Properties: props, Failures: failed[c]})
	}
}

// settle orders the clauses and sets the game's verdict, if the checks
// did not (errored or not applicable already), from its failures and
// engine errors.
func (rep *GameReport) settle() {
	sort.Slice(rep.Clauses, func(i, j int) bool { return rep.Clauses[i].Clause < rep.Clauses[j].Clause })
	switch {
	case rep.Verdict != "":
	case len(rep.Failures) > 0:
		rep.Verdict = VerdictFail
	case len(rep.Errors) > 0:
		rep.Verdict, rep.Reason = VerdictErrored, rep.Errors[0].Message
	default:
		rep.Verdict = VerdictPass
	}
	if rep.Verdict == VerdictErrored && len(rep.Failures) > 0 {
		// A failure found before the engine broke down still stands.
		rep.Verdict = VerdictFail
		rep.Reason = wholeFailedPrefix + rep.Reason
	}
}

// addCounts adds what other shoes checked (c's counters) to the report.
func (rep *GameReport) addCounts(c *GameReport) {
	rep.Shoes += c.Shoes
	rep.Coups += c.Coups
	rep.ShoeRuns += c.ShoeRuns
	rep.Tables += c.Tables
	rep.TableRounds += c.TableRounds
	rep.NotApplicable += c.NotApplicable
}

// ReplayShoe generates again the shoe of the given seed (a Failure's Seed)
// for the game and checks eng on it alone, as Check did.
func ReplayShoe(ctx context.Context, eng adapter.Engine, game string, shoeSeed Seed, cfg Config) (GameReport, error) {
	seed := uint64(shoeSeed)
	if cfg.Reference == nil {
		// judged under the run's readings, as Check judges
		cfg.Reference = refengine.NewFastUnder(cfg.Readings)
	}
	hello, err := eng.Hello(ctx)
	if err != nil {
		return GameReport{}, err
	}
	rep := GameReport{Game: game}
	g, err := reference.LookupGame(reference.GameID(game))
	if err != nil {
		return rep, err
	}
	r := &gameRun{ctx: ctx, eng: eng, ref: cfg.Reference, cfg: cfg, g: g, rep: &rep, failures: map[string]int{}, hello: hello,
		canCoup: hello.Can(adapter.CapCoup), canShoe: hello.Can(adapter.CapShoe), seed: seed}
	if err := r.probeWagers(); err != nil {
		return rep, err
	}
	if len(r.gen.Wagers) == 0 {
		return rep, errors.New(noWagers)
	}
	r.unit(FromSeed(seed))
	rep.Shoes = 1
	// Check runs a table sequence after some shoes, from the shoe's seed:
	// run it here too, so that the seed of a table failure finds it again.
	if te, ok := eng.(adapter.TableEngine); ok && hello.Can(adapter.CapTable) && r.fatal == nil && reference.HasTable(g) {
		r.table = te
		r.tableUnit(FromSeed(Mix(seed, 1)))
	}
	if r.fatal != nil {
		rep.Verdict, rep.Reason = VerdictErrored, r.fatal.Error()
	}
	r.finish()
	return rep, nil
}
