package refengine

import (
	"context"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// The reference engine has the table capability.
var _ adapter.TableEngine = Engine{}

// Table runs the request's events on a reference.Table, under the
// engine's readings.
func (e Engine) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	g, err := reference.LookupGame(reference.GameID(req.Game))
	if err != nil {
		return adapter.TableResult{}, adapter.Unsupported("%v", err)
	}
	if !reference.HasTable(g) {
		return adapter.TableResult{}, adapter.Unsupported("the table lifecycle of %s: a rules pack's game has none in the kit", g.ID)
	}
	events, err := decodeTableEvents(req.Events)
	if err != nil {
		return adapter.TableResult{}, err
	}
	cfg := TableConfig(g.ID, req, e.Readings)
	table, err := reference.NewTable(cfg)
	if err != nil {
		return adapter.TableResult{}, adapter.Invalid("%v", err)
	}
	res := adapter.TableResult{Steps: make([]adapter.TableStep, 0, len(events)), Rounds: []adapter.TableRound{}}
	for _, ev := range events {
		if err := ctx.Err(); err != nil {
			return adapter.TableResult{}, err
		}
		step, err := table.Apply(ev)
		res.Steps = append(res.Steps, EncodeTableStep(step, err))
		if step.Round != nil {
			res.Rounds = append(res.Rounds, EncodeTableRound(step.Round))
		}
	}
	return res, nil
}

// decodeTableEvents turns wire events into the reference's: an unknown
// event type or a malformed card token is invalid, naming the event.
func decodeTableEvents(in []adapter.TableEvent) ([]reference.TableEvent, error) {
	out := make([]reference.TableEvent, len(in))
	for i, e := range in {
		if !slices.Contains(reference.EventTypes, reference.EventType(e.Type)) {
			return nil, adapter.Invalid("event %d: unknown type %q (the types are %v)", i+1, e.Type, reference.EventTypes)
		}
		ev, err := DecodeTableEvent(e)
		if err != nil {
			return nil, adapter.Invalid("event %d (deal): %v", i+1, err)
		}
		out[i] = ev
	}
	return out, nil
}

// DecodeTableEvent turns a wire event into the reference's; the error is
// a deal event's card that is not one. An unknown type is left for the
// reference's table to refuse.
func DecodeTableEvent(e adapter.TableEvent) (reference.TableEvent, error) {
	ev := reference.TableEvent{Type: reference.EventType(e.Type), Player: e.Player, Position: e.Position,
		Wager: reference.WagerID(e.Wager), Amount: e.Amount, OrderKnown: e.OrderKnown, WithdrawAll: e.WithdrawAll, Kind: e.Kind,
		Permitted: e.Permitted, Method: e.Method}
	if ev.Type == reference.EventDeal {
		c, err := reference.ParseCard(e.Card)
		if err != nil {
			return reference.TableEvent{}, err
		}
		ev.Card = c
	}
	return ev, nil
}

// EncodeTableStep turns a reference step, or the refusal err, into its wire
// form.
func EncodeTableStep(s reference.Step, err error) adapter.TableStep {
	w := adapter.TableStep{Event: string(s.Event), State: s.State.String()}
	if err != nil {
		te, ok := err.(*reference.TableError)
		if !ok {
			w.Code, w.Detail = adapter.CodeInternal, err.Error()
			return w
		}
		w.Code, w.Detail, w.Clause, w.State = te.Code, te.Detail, te.Clause, te.State.String()
		if d := te.Differential; d != nil {
			w.Differential = &adapter.TableDifferential{Limit: d.Limit, PlayerTotal: d.PlayerTotal, BankerTotal: d.BankerTotal,
				Decrease: string(d.Decrease), MayIncrease: string(d.MayIncrease), Excess: d.Excess}
		}
		return w
	}
	w.Accepted, w.Code, w.Detail, w.Clause = true, s.Notice, s.Detail, s.Clause
	if s.Established != nil {
		est := *s.Established
		w.Established, w.Witness = &est, string(s.Witness)
	}
	w.Receiver = s.Receiver
	if o := s.Option; o != nil {
		w.Options = &adapter.TableOptions{Reason: o.Reason, Clause: o.Clause, Players: append([]string{}, o.Pending...),
			AllOrNothing: o.AllOrNothing, Then: o.Then.String()}
	}
	return w
}

// EncodeTableRound turns a settled reference round into its wire form.
func EncodeTableRound(r *reference.RoundRecord) adapter.TableRound {
	coup := EncodeRound(&reference.Round{Coup: r.Coup})
	out := adapter.TableRound{
		Round:       r.Round,
		Player:      coup.Player,
		Banker:      coup.Banker,
		PlayerTotal: coup.PlayerTotal,
		BankerTotal: coup.BankerTotal,
		Winner:      coup.Winner,
		Void:        coup.Void,
		CutCard:     r.LastOfShoe,
		Settlements: make([]adapter.TableSettlement, len(r.Settlements)),
	}
	for i := range r.Settlements {
		s := &r.Settlements[i]
		w := adapter.TableSettlement{Player: s.Player, Position: s.Position, Wager: string(s.Wager), Stake: s.Stake,
			Played: s.Played, Result: s.ResultName(), Win: s.Win, Returned: s.Returned, Bonus: s.Bonus,
			Notes: slices.Clone(s.Notes)}
		if s.Disposition == reference.Played && s.Result == reference.Win {
			w.Odds = s.Odds.String()
		}
		out.Settlements[i] = w
	}
	return out
}

// TableConfig is the reference's table for a request of game g,
// under readings rd: what the reference engine, the judge and the fuzzer
// replay a table request on.
func TableConfig(g reference.GameID, req adapter.TableRequest, rd reference.Readings) reference.TableConfig {
	c := req.Config
	cfg := reference.TableConfig{
		Game: g, Decks: req.Decks, Rounding: c.Rounding, Readings: rd,
		Limits:           reference.Limits{Min: c.Limits.Min, Max: c.Limits.Max},
		MaxWagersPerArea: c.MaxWagersPerArea,
		Differential:     c.Differential,
		HLGA:             c.HLGA,
		Method:           c.Method,
	}
	if len(c.Limits.Wagers) > 0 {
		cfg.Limits.PerWager = make(map[reference.WagerID]reference.Limit, len(c.Limits.Wagers))
		for w, l := range c.Limits.Wagers {
			cfg.Limits.PerWager[reference.WagerID(w)] = reference.Limit{Min: l.Min, Max: l.Max}
		}
	}
	return cfg
}
