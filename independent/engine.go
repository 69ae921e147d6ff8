package independent

import (
	"context"
	"strings"

	"github.com/bacctk/bacctk/adapter"
)

// Limits of a request (docs/protocol.md "Vocabulary", money; rule 2.1 of every document).
const (
	minDecks = 4
	maxDecks = 10
	minStake = 1
	maxStake = 1_000_000_000_000
)

// Shoe end reasons on the wire (adapter.ShoeResult.End).
const (
	endCut       = "cut-card"
	endVoid      = "void"
	endExhausted = "exhausted"
)

// Engine is the independent engine. It implements adapter.Engine for the
// "coup" and "shoe" capabilities of all 11 games and of the games of its
// game files (NewWithGames). It holds no mutable state
// and is safe for concurrent use.
type Engine struct {
	games   map[string]*gameSpec
	faults  map[string]*faults
	defects []string
	added   []string // the games of game files, in order (NewWithGames)
}

var _ adapter.Engine = (*Engine)(nil)

// New returns the engine with the named planted defects switched on (none:
// the clean engine). An unknown defect name is an error; see [Defects]. A
// defect of game files ([PackDefects]) has no row to corrupt here: it
// wants [NewWithGames].
func New(defects ...string) (*Engine, error) { return NewWithGames(nil, defects...) }

// newEngine is the engine of the kit's 11 games with the defects; the
// defects of game files are planted once the files are read.
func newEngine(defects []string) (*Engine, error) {
	fs, err := faultsByGame(defects)
	if err != nil {
		return nil, err
	}
	return &Engine{games: buildGames(fs), faults: fs, defects: append([]string(nil), defects...)}, nil
}

// Hello names the engine; its version carries the active defects, so that a
// report shows which engine it certified.
func (e *Engine) Hello(ctx context.Context) (adapter.Hello, error) {
	version := "1"
	if len(e.defects) > 0 {
		version += "+defects=" + strings.Join(e.defects, ",")
	}
	caps := []string{adapter.CapCoup, adapter.CapShoe}
	if tableCapable {
		// table_engine.go, whatever the defects: an engine with a defect
		// of the deal or of a pay table plays its table rounds with it,
		// as a real engine would, and the table checks must then blame
		// the round on the deal's or the pay table's rule, not on the
		// table's (TestPlantedDefects' precision half holds them to it)
		caps = append(caps, adapter.CapTable)
	}
	h := adapter.Hello{
		Name:         "bacctk-independent",
		Version:      version,
		Protocol:     adapter.ProtocolVersion,
		Games:        e.gameIDs(),
		Capabilities: caps,
	}
	for _, id := range e.added {
		if h.Offered == nil {
			h.Offered = map[string]adapter.Offer{}
		}
		h.Offered[id] = adapter.Offer{Wagers: append([]string(nil), e.games[id].order...)}
	}
	return h, nil
}

// Close releases nothing: the engine holds no resources.
func (e *Engine) Close() error { return nil }

// Coup deals and settles one round from the request's cards.
func (e *Engine) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	if err := ctx.Err(); err != nil {
		return adapter.CoupResult{}, err
	}
	res, aerr := e.coup(req)
	if aerr != nil {
		return adapter.CoupResult{}, aerr
	}
	return res, nil
}

func (e *Engine) coup(req adapter.CoupRequest) (adapter.CoupResult, *adapter.Error) {
	g, toks, unit, err := e.prepare(req.Game, req.Decks, req.Cards, req.Wagers, req.Table)
	if err != nil {
		return adapter.CoupResult{}, err
	}
	d := dealer{toks: toks, fam: g.fam, decks: req.Decks, f: e.faults[g.id]}
	r := d.deal()
	return e.result(g, &r, req.Wagers, unit), nil
}

// Coups answers each request of a batch in turn.
func (e *Engine) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out := make([]adapter.CoupReply, len(reqs))
	for i, req := range reqs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		res, err := e.coup(req)
		out[i] = adapter.CoupReply{Result: res, Err: err}
	}
	return out, nil
}

// Shoe plays round after round from the request's cards until the round in
// which the cutting card appears (interpretation 12), a void round
// (interpretation 14), or the end of the cards.
func (e *Engine) Shoe(ctx context.Context, req adapter.ShoeRequest) (adapter.ShoeResult, error) {
	g, toks, unit, aerr := e.prepare(req.Game, req.Decks, req.Cards, req.Wagers, req.Table)
	if aerr != nil {
		return adapter.ShoeResult{}, aerr
	}
	f := e.faults[g.id]
	d := dealer{toks: toks, fam: g.fam, decks: req.Decks, f: f}
	res := adapter.ShoeResult{Rounds: []adapter.CoupResult{}}
	afterCut := false
	for {
		if err := ctx.Err(); err != nil {
			return adapter.ShoeResult{}, err
		}
		if d.pos >= len(d.toks) {
			res.End = endExhausted
			if afterCut {
				res.End = endCut // no card is left for the one more round
			}
			break
		}
		r := d.deal()
		cr := e.result(g, &r, req.Wagers, unit)
		res.Rounds = append(res.Rounds, cr)
		res.CardsUsed += cr.CardsUsed
		if cr.Void != "" {
			res.End = endVoid
			break
		}
		if afterCut {
			res.End = endCut
			break
		}
		if r.cut {
			if f.shoeOneMoreRound {
				afterCut = true
				continue
			}
			res.End = endCut
			break
		}
	}
	return res, nil
}

// prepare checks a request and parses its cards. The game is checked first:
// nothing else of a request can be judged without it.
func (e *Engine) prepare(game string, decks int, cards []string, wagers []adapter.Wager, t adapter.Table) (*gameSpec, []token, int64, *adapter.Error) {
	g, ok := e.games[game]
	if !ok {
		return nil, nil, 0, adapter.Unsupported("game %q: not one of this engine's games (%s)", game, strings.Join(e.gameIDs(), ", "))
	}
	if decks < minDecks || decks > maxDecks || (decks == maxDecks && e.faults[g.id].tenDecksRefused) {
		return nil, nil, 0, adapter.Invalid("decks %d: want %d to %d decks (rule 2.1)", decks, minDecks, maxDecks)
	}
	f := e.faults[game]
	unit, derr := refuseVerdictsDefect(f, wagers, t.Rounding)
	if derr != nil {
		return nil, nil, 0, derr
	}
	if unit < 0 {
		return nil, nil, 0, adapter.Invalid("table rounding %d: want a unit of 1 minor unit or more, or 0 for 1", unit)
	}
	if unit == 0 {
		unit = 1
	}
	for i, w := range wagers {
		if _, ok := g.pays[w.Wager]; !ok {
			if e.offersWager(w.Wager) {
				return nil, nil, 0, adapter.Invalid("wager %d: %q is not offered by game %s (it offers %s)", i+1, w.Wager, game, strings.Join(g.order, ", "))
			}
			return nil, nil, 0, adapter.Invalid("wager %d: unknown wager id %q", i+1, w.Wager)
		}
		if (w.Stake < minStake && !(w.Stake == 0 && f.zeroStakeAccepted)) || w.Stake > maxStake {
			return nil, nil, 0, adapter.Invalid("wager %d (%s): stake %d: want %d to %d minor units", i+1, w.Wager, w.Stake, minStake, int64(maxStake))
		}
	}
	toks, err := parseTokens(cards)
	if err != nil {
		return nil, nil, 0, misword(f, err)
	}
	return g, toks, unit, nil
}

// knownWager reports whether id is a wager id of the contract.
func knownWager(id string) bool {
	switch id {
	case wPlayer, wBanker, wTie, wPlayerPair, wBankerPair, wTiger, wSmallTiger, wBigTiger, wTigerTie,
		wTigerPair, wFortuneSix, wSuperSix, wElementBonus, wPlayerDragon, wBankerDragon, wPlayerFab4,
		wBankerFab4, wPlayerPrecious, wBankerPrecious:
		return true
	}
	return false
}

// result turns a dealt round into its wire form and settles the wagers.
// A void round returns every stake (rule 5.1.1, 5.5 / 5.3); its hands show
// the cards dealt, the offending card included, with their point totals,
// and it has no winner (interpretation 15).
func (e *Engine) result(g *gameSpec, r *round, wagers []adapter.Wager, unit int64) adapter.CoupResult {
	f := e.faults[g.id]
	res := adapter.CoupResult{
		Player:      tokens(r.player.list()),
		Banker:      tokens(r.banker.list()),
		PlayerTotal: r.player.totalUnder(f),
		BankerTotal: r.banker.totalUnder(f),
		CardsUsed:   r.used,
		CutCard:     r.cut,
		Settlements: make([]adapter.Settlement, len(wagers)),
	}
	if f.resultTenAs10 {
		for _, h := range [][]string{res.Player, res.Banker} {
			for i := range h {
				h[i] = tenAs10(h[i])
			}
		}
	}
	if r.void != "" {
		lose := r.void == voidInsufficient && f.insufficientLoses
		if !lose {
			res.Void = r.void
		}
		for i, w := range wagers {
			s := adapter.Settlement{Wager: w.Wager, Stake: w.Stake, Result: resVoid, Returned: w.Stake}
			if lose {
				s.Result, s.Returned = resLose, 0
			}
			res.Settlements[i] = s
		}
		return res
	}
	o := newOutcome(r, f)
	res.Winner = [...]string{wonPlayer: "player", wonBanker: "banker", wonTie: "tie"}[o.winner]
	for i, w := range wagers {
		res.Settlements[i] = settle(g.pays[w.Wager], o, w, unit)
	}
	return res
}

func tokens(cs []card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}
