package refengine

import (
	"context"
	"strconv"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// Engine is the kit's reference engine, in process. It claims every game
// and the coup and shoe capabilities (and table, see table.go).
type Engine struct {
	// Readings is the reading of the rules its coups, shoes and tables
	// run under (the zero value: the kit's; docs/interpretations.md).
	Readings reference.Readings
}

// Name and Version identify the reference in reports.
const (
	Name    = "bacctk-reference"
	Version = "0.1.0"
)

// New returns the in-process reference engine.
func New() *Engine { return &Engine{} }

// NewUnder returns the reference engine settling under readings r.
func NewUnder(r reference.Readings) *Engine { return &Engine{Readings: r} }

// Hello claims every game of the reference.
func (Engine) Hello(context.Context) (adapter.Hello, error) {
	h := adapter.Hello{Name: Name, Version: Version, Protocol: adapter.ProtocolVersion,
		Capabilities: Capabilities}
	for _, g := range reference.Games() {
		h.Games = append(h.Games, string(g.ID))
	}
	return h, nil
}

// Capabilities lists what the reference engine can do.
var Capabilities = []string{adapter.CapCoup, adapter.CapShoe, adapter.CapTable}

// Coup deals and settles one round with the reference.
func (e Engine) Coup(_ context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	r, err := play(e, req, reference.Play)
	if err != nil {
		return adapter.CoupResult{}, err
	}
	return EncodeRound(&r), nil
}

// Coups answers each request in turn.
func (e Engine) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out := make([]adapter.CoupReply, len(reqs))
	for i, r := range reqs {
		res, err := e.Coup(ctx, r)
		out[i].Result = res
		if err != nil {
			out[i].Err = adapter.ErrorOf(err)
		}
	}
	return out, nil
}

// Shoe plays a whole shoe with the reference.
func (e Engine) Shoe(_ context.Context, req adapter.ShoeRequest) (adapter.ShoeResult, error) {
	run, err := play(e, adapter.CoupRequest(req), reference.RunShoe)
	if err != nil {
		return adapter.ShoeResult{}, err
	}
	res := adapter.ShoeResult{CardsUsed: run.CardsUsed, End: run.End.String(), Rounds: make([]adapter.CoupResult, len(run.Rounds))}
	for i := range run.Rounds {
		res.Rounds[i] = EncodeRound(&run.Rounds[i])
	}
	return res, nil
}

// Close does nothing.
func (Engine) Close() error { return nil }

// play decodes a coup or shoe request and deals it with deal
// (reference.Play or reference.RunShoe) under the engine's readings: what
// the reference refuses to deal is invalid.
func play[R any](e Engine, req adapter.CoupRequest, deal func(*reference.Game, int, []reference.Card, []reference.Wager, reference.TableSettings) (R, error)) (R, error) {
	var zero R
	g, cards, wagers, err := decodeRound(req.Game, req.Decks, req.Cards, req.Wagers)
	if err != nil {
		return zero, err
	}
	r, err := deal(g, req.Decks, cards, wagers, reference.TableSettings{Rounding: req.Table.Rounding, Readings: e.Readings})
	if err != nil {
		return zero, adapter.Invalid("%v", err)
	}
	return r, nil
}

// decodeRound turns wire values into the reference's: an unknown game is
// unsupported; bad tokens and wagers are invalid.
func decodeRound(game string, decks int, tokens []string, ws []adapter.Wager) (*reference.Game, []reference.Card, []reference.Wager, error) {
	g, err := reference.LookupGame(reference.GameID(game))
	if err != nil {
		return nil, nil, nil, adapter.Unsupported("%v", err)
	}
	cards, err := reference.ParseTokens(tokens)
	if err != nil {
		return nil, nil, nil, adapter.Invalid("%v", err)
	}
	wagers := make([]reference.Wager, len(ws))
	for i, w := range ws {
		wagers[i] = reference.Wager{ID: reference.WagerID(w.Wager), Stake: w.Stake}
	}
	if err := g.CheckWagers(wagers); err != nil {
		return nil, nil, nil, adapter.Invalid("%v", err)
	}
	return g, cards, wagers, nil
}

// EncodeRound turns a reference round into its wire form.
func EncodeRound(r *reference.Round) adapter.CoupResult {
	c := &r.Coup
	res := encodeCoup(c, reference.Tokens(c.Player.Slice()), reference.Tokens(c.Banker.Slice()), len(r.Settlements))
	for i, s := range r.Settlements {
		res.Settlements[i] = EncodeSettlement(s)
	}
	return res
}

// encodeCoup is the wire form of coup c whose hands are written player and
// banker, with room for n settlements.
func encodeCoup(c *reference.Coup, player, banker []string, n int) adapter.CoupResult {
	return adapter.CoupResult{
		Player:      player,
		Banker:      banker,
		PlayerTotal: c.PlayerTotal(),
		BankerTotal: c.BankerTotal(),
		Winner:      c.Winner().String(),
		CardsUsed:   c.CardsUsed,
		CutCard:     c.CutCard,
		Void:        c.Void.String(),
		Settlements: make([]adapter.Settlement, n),
	}
}

// EncodeSettlement turns a reference settlement into its wire form.
func EncodeSettlement(s reference.Settlement) adapter.Settlement {
	w := adapter.Settlement{Wager: string(s.Wager), Stake: s.Stake, Result: s.Result.String(),
		Win: s.Win, Returned: s.Returned, Bonus: s.Bonus}
	if s.Result == reference.Win {
		// By hand, not fmt.Sprintf: a winning wager's odds are written
		// for every round the reference or an engine serving it answers,
		// and fmt was a tenth of the engine's time.
		var buf [40]byte
		o := strconv.AppendInt(buf[:0], s.Odds.Num, 10)
		o = append(o, '/')
		w.Odds = string(strconv.AppendInt(o, s.Odds.Den, 10))
	}
	return w
}
