package adapter

import (
	"context"
	"strconv"

	"github.com/bacctk/bacctk/reference"
)

// Reference is the kit's reference engine, in process. It claims every game
// and the coup and shoe capabilities (and table, see table.go).
type Reference struct {
	// Readings is the reading of the rules its coups, shoes and tables
	// run under (the zero value: the kit's; docs/interpretations.md).
	Readings reference.Readings
}

// ReferenceName and ReferenceVersion identify the reference in reports.
const (
	ReferenceName    = "bacctk-reference"
	ReferenceVersion = "0.1.0"
)

// NewReference returns the in-process reference engine.
func NewReference() *Reference { return &Reference{} }

// NewReferenceUnder returns the reference engine settling under readings r.
func NewReferenceUnder(r reference.Readings) *Reference { return &Reference{Readings: r} }

// Hello claims every game of the reference.
func (Reference) Hello(context.Context) (Hello, error) {
	h := Hello{Name: ReferenceName, Version: ReferenceVersion, Protocol: ProtocolVersion,
		Capabilities: ReferenceCapabilities}
	for _, g := range reference.Games() {
		h.Games = append(h.Games, string(g.ID))
	}
	return h, nil
}

// ReferenceCapabilities lists what the reference engine can do.
var ReferenceCapabilities = []string{CapCoup, CapShoe, CapTable}

// Coup deals and settles one round with the reference.
func (e Reference) Coup(_ context.Context, req CoupRequest) (CoupResult, error) {
	r, err := play(e, req, reference.Play)
	if err != nil {
		return CoupResult{}, err
	}
	return EncodeRound(&r), nil
}

// Coups answers each request in turn.
func (e Reference) Coups(ctx context.Context, reqs []CoupRequest) ([]CoupReply, error) {
	out := make([]CoupReply, len(reqs))
	for i, r := range reqs {
		res, err := e.Coup(ctx, r)
		out[i].Result = res
		if err != nil {
			out[i].Err = ErrorOf(err)
		}
	}
	return out, nil
}

// Shoe plays a whole shoe with the reference.
func (e Reference) Shoe(_ context.Context, req ShoeRequest) (ShoeResult, error) {
	run, err := play(e, CoupRequest(req), reference.RunShoe)
	if err != nil {
		return ShoeResult{}, err
	}
	res := ShoeResult{CardsUsed: run.CardsUsed, End: run.End.String(), Rounds: make([]CoupResult, len(run.Rounds))}
	for i := range run.Rounds {
		res.Rounds[i] = EncodeRound(&run.Rounds[i])
	}
	return res, nil
}

// Close does nothing.
func (Reference) Close() error { return nil }

// ErrorOf returns err as an answer's error: the engine's own answer as it
// is (AsError), any other failure as an "internal" one with its message.
func ErrorOf(err error) *Error {
	if e := AsError(err); e != nil {
		return e
	}
	return &Error{Code: CodeInternal, Message: err.Error()}
}

// play decodes a coup or shoe request and deals it with deal
// (reference.Play or reference.RunShoe) under the engine's readings: what
// the reference refuses to deal is invalid.
func play[R any](e Reference, req CoupRequest, deal func(*reference.Game, int, []reference.Card, []reference.Wager, reference.TableSettings) (R, error)) (R, error) {
	var zero R
	g, cards, wagers, err := decodeRound(req.Game, req.Decks, req.Cards, req.Wagers)
	if err != nil {
		return zero, err
	}
	r, err := deal(g, req.Decks, cards, wagers, reference.TableSettings{Rounding: req.Table.Rounding, Readings: e.Readings})
	if err != nil {
		return zero, Invalid("%v", err)
	}
	return r, nil
}

// decodeRound turns wire values into the reference's: an unknown game is
// unsupported; bad tokens and wagers are invalid.
func decodeRound(game string, decks int, tokens []string, ws []Wager) (*reference.Game, []reference.Card, []reference.Wager, error) {
	g, err := reference.LookupGame(reference.GameID(game))
	if err != nil {
		return nil, nil, nil, Unsupported("%v", err)
	}
	cards, err := reference.ParseTokens(tokens)
	if err != nil {
		return nil, nil, nil, Invalid("%v", err)
	}
	wagers := make([]reference.Wager, len(ws))
	for i, w := range ws {
		wagers[i] = reference.Wager{ID: reference.WagerID(w.Wager), Stake: w.Stake}
	}
	if err := g.CheckWagers(wagers); err != nil {
		return nil, nil, nil, Invalid("%v", err)
	}
	return g, cards, wagers, nil
}

// EncodeRound turns a reference round into its wire form.
func EncodeRound(r *reference.Round) CoupResult {
	c := &r.Coup
	res := encodeCoup(c, reference.Tokens(c.Player.Slice()), reference.Tokens(c.Banker.Slice()), len(r.Settlements))
	for i, s := range r.Settlements {
		res.Settlements[i] = EncodeSettlement(s)
	}
	return res
}

// encodeCoup is the wire form of coup c whose hands are written player and
// banker, with room for n settlements.
func encodeCoup(c *reference.Coup, player, banker []string, n int) CoupResult {
	return CoupResult{
		Player:      player,
		Banker:      banker,
		PlayerTotal: c.PlayerTotal(),
		BankerTotal: c.BankerTotal(),
		Winner:      c.Winner().String(),
		CardsUsed:   c.CardsUsed,
		CutCard:     c.CutCard,
		Void:        c.Void.String(),
		Settlements: make([]Settlement, n),
	}
}

// EncodeSettlement turns a reference settlement into its wire form.
func EncodeSettlement(s reference.Settlement) Settlement {
	w := Settlement{Wager: string(s.Wager), Stake: s.Stake, Result: s.Result.String(),
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
