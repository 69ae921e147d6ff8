package protocol

import (
	"unicode/utf8"

	"github.com/bacctk/bacctk/adapter"
)

// The table answer, read by hand for readHot: a table request answers a few
// kilobytes of steps and rounds, and encoding/json after the strict reading
// was most of what a table cost the kit. As for the coup results, these
// readers are strict themselves: each member once, exactly spelled, the
// schema's required members present (adapter/protocol/schema/defs.json),
// strings valid UTF-8; they give up on anything else, a member the schema
// does not have and a null where encoding/json and the kit's types could
// read it differently included, and the caller then reads the answer the
// careful way. They decode into fresh values only.

// fastTableResult reads a table result: steps and rounds, both required.
func fastTableResult(s *scanner, r *adapter.TableResult) bool {
	return s.fields(1<<2-1, func(key []byte) (members, bool) {
		switch string(key) {
		case "steps":
			return 1 << 0, s.null() || readEachInto(s, &r.Steps, fastTableStep)
		case "rounds":
			return 1 << 1, s.null() || readEachInto(s, &r.Rounds, fastTableRound)
		}
		return 0, false
	})
}

// fastTableStep reads a step: event, accepted and state required.
func fastTableStep(s *scanner, t *adapter.TableStep) bool {
	return s.fields(1<<3-1, func(key []byte) (members, bool) {
		switch string(key) {
		case "event":
			return 1 << 0, s.readStr(&t.Event)
		case "accepted":
			return 1 << 1, s.readBool(&t.Accepted)
		case "state":
			return 1 << 2, s.readStr(&t.State)
		case "code":
			return 1 << 3, s.readStr(&t.Code)
		case "detail":
			return 1 << 4, s.readStr(&t.Detail)
		case "clause":
			return 1 << 5, s.readStr(&t.Clause)
		case "established":
			t.Established = new(bool)
			return 1 << 6, s.readBool(t.Established)
		case "witness":
			return 1 << 7, s.readStr(&t.Witness)
		case "receiver":
			return 1 << 8, s.readStr(&t.Receiver)
		case "options":
			t.Options = &adapter.TableOptions{}
			return 1 << 9, fastTableOptions(s, t.Options)
		case "differential":
			t.Differential = &adapter.TableDifferential{}
			return 1 << 10, fastTableDifferential(s, t.Differential)
		}
		return 0, false
	})
}

// fastTableOptions reads an option to withdraw: every member required.
func fastTableOptions(s *scanner, o *adapter.TableOptions) bool {
	return s.fields(1<<5-1, func(key []byte) (members, bool) {
		switch string(key) {
		case "reason":
			return 1 << 0, s.readStr(&o.Reason)
		case "clause":
			return 1 << 1, s.readStr(&o.Clause)
		case "players":
			return 1 << 2, s.readStrings(&o.Players)
		case "allOrNothing":
			return 1 << 3, s.readBool(&o.AllOrNothing)
		case "then":
			return 1 << 4, s.readStr(&o.Then)
		}
		return 0, false
	})
}

// fastTableDifferential reads an exceeded differential: every member
// required.
func fastTableDifferential(s *scanner, d *adapter.TableDifferential) bool {
	return s.fields(1<<6-1, func(key []byte) (members, bool) {
		switch string(key) {
		case "limit":
			return 1 << 0, s.readInt(&d.Limit)
		case "playerTotal":
			return 1 << 1, s.readInt(&d.PlayerTotal)
		case "bankerTotal":
			return 1 << 2, s.readInt(&d.BankerTotal)
		case "decrease":
			return 1 << 3, s.readStr(&d.Decrease)
		case "mayIncrease":
			return 1 << 4, s.readStr(&d.MayIncrease)
		case "excess":
			return 1 << 5, s.readInt(&d.Excess)
		}
		return 0, false
	})
}

// fastTableRound reads a settled round: every member required; winner and
// void may be null (read as "", as encoding/json leaves a fresh string).
func fastTableRound(s *scanner, r *adapter.TableRound) bool {
	return s.fields(1<<9-1, func(key []byte) (members, bool) {
		switch string(key) {
		case "round":
			return 1 << 0, s.intField(&r.Round)
		case "player":
			return 1 << 1, s.readStrings(&r.Player)
		case "banker":
			return 1 << 2, s.readStrings(&r.Banker)
		case "playerTotal":
			return 1 << 3, s.intField(&r.PlayerTotal)
		case "bankerTotal":
			return 1 << 4, s.intField(&r.BankerTotal)
		case "winner":
			return 1 << 5, s.readNullableStr(&r.Winner)
		case "void":
			return 1 << 6, s.readNullableStr(&r.Void)
		case "cutCard":
			return 1 << 7, s.readBool(&r.CutCard)
		case "settlements":
			return 1 << 8, s.null() || readEachInto(s, &r.Settlements, fastTableSettlement)
		}
		return 0, false
	})
}

// fastTableSettlement reads one wager's settlement: every member but notes
// required; odds may be null.
func fastTableSettlement(s *scanner, t *adapter.TableSettlement) bool {
	return s.fields(1<<10-1, func(key []byte) (members, bool) {
		switch string(key) {
		case "player":
			return 1 << 0, s.readStr(&t.Player)
		case "position":
			return 1 << 1, s.intField(&t.Position)
		case "wager":
			return 1 << 2, s.readStr(&t.Wager)
		case "stake":
			return 1 << 3, s.readInt(&t.Stake)
		case "played":
			return 1 << 4, s.readInt(&t.Played)
		case "result":
			return 1 << 5, s.readStr(&t.Result)
		case "win":
			return 1 << 6, s.readInt(&t.Win)
		case "returned":
			return 1 << 7, s.readInt(&t.Returned)
		case "bonus":
			return 1 << 8, s.readInt(&t.Bonus)
		case "odds":
			return 1 << 9, s.readNullableStr(&t.Odds)
		case "notes":
			return 1 << 10, s.readStrings(&t.Notes)
		}
		return 0, false
	})
}

// fastTableRequest reads a table request as encoding/json reads it into a
// fresh adapter.TableRequest. It gives up on what it would have to read
// differently or not at all (a null, a member given twice, a member the
// type does not have or spelled in another case, an escaped key), and
// encoding/json then reads the request (FuzzFastDecode holds it to that).
func fastTableRequest(s *scanner, q *adapter.TableRequest) bool {
	return s.fields(0, func(key []byte) (members, bool) {
		switch string(key) {
		case "game":
			return 1 << 0, s.readStr(&q.Game)
		case "decks":
			return 1 << 1, s.intField(&q.Decks)
		case "config":
			return 1 << 2, fastTableConfig(s, &q.Config)
		case "events":
			return 1 << 3, readEachInto(s, &q.Events, fastTableEvent)
		}
		return 0, false
	})
}

func fastTableConfig(s *scanner, c *adapter.TableConfig) bool {
	return s.fields(0, func(key []byte) (members, bool) {
		switch string(key) {
		case "rounding":
			return 1 << 0, s.readInt(&c.Rounding)
		case "limits":
			return 1 << 1, fastTableLimits(s, &c.Limits)
		case "maxWagersPerArea":
			return 1 << 2, s.intField(&c.MaxWagersPerArea)
		case "differential":
			return 1 << 3, s.readInt(&c.Differential)
		case "hlga":
			return 1 << 4, s.readBool(&c.HLGA)
		case "method":
			return 1 << 5, s.readStr(&c.Method)
		}
		return 0, false
	})
}

func fastTableLimits(s *scanner, l *adapter.TableLimits) bool {
	return s.fields(0, func(key []byte) (members, bool) {
		if string(key) != "wagers" {
			return s.minMax(key, &l.Min, &l.Max)
		}
		l.Wagers = map[string]adapter.TableLimit{}
		return 1 << 2, s.object(func(key []byte) bool {
			if _, dup := l.Wagers[string(key)]; dup || !utf8.Valid(key) {
				return false
			}
			var w adapter.TableLimit
			ok := s.fields(0, func(k []byte) (members, bool) { return s.minMax(k, &w.Min, &w.Max) })
			l.Wagers[string(key)] = w
			return ok
		})
	})
}

// minMax reads the min or max of a table's limits or of one wager's, for
// fields.
func (s *scanner) minMax(key []byte, min, max *int64) (members, bool) {
	switch string(key) {
	case "min":
		return 1 << 0, s.readInt(min)
	case "max":
		return 1 << 1, s.readInt(max)
	}
	return 0, false
}

func fastTableEvent(s *scanner, e *adapter.TableEvent) bool {
	return s.fields(0, func(key []byte) (members, bool) {
		switch string(key) {
		case "type":
			return 1 << 0, s.readStr(&e.Type)
		case "player":
			return 1 << 1, s.readStr(&e.Player)
		case "position":
			return 1 << 2, s.intField(&e.Position)
		case "wager":
			return 1 << 3, s.readStr(&e.Wager)
		case "amount":
			return 1 << 4, s.readInt(&e.Amount)
		case "card":
			return 1 << 5, s.readStr(&e.Card)
		case "orderKnown":
			return 1 << 6, s.readBool(&e.OrderKnown)
		case "withdrawAll":
			return 1 << 7, s.readBool(&e.WithdrawAll)
		case "kind":
			return 1 << 8, s.readStr(&e.Kind)
		case "permitted":
			return 1 << 9, s.readBool(&e.Permitted)
		case "method":
			return 1 << 10, s.readStr(&e.Method)
		}
		return 0, false
	})
}
