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
	var seen members
	return s.object(func(key []byte) bool {
		switch string(key) {
		case "steps":
			if !seen.first(1 << 0) {
				return false
			}
			if s.null() {
				return true
			}
			var ok bool
			r.Steps, ok = readEach(s, []adapter.TableStep{}, fastTableStep)
			return ok
		case "rounds":
			if !seen.first(1 << 1) {
				return false
			}
			if s.null() {
				return true
			}
			var ok bool
			r.Rounds, ok = readEach(s, []adapter.TableRound{}, fastTableRound)
			return ok
		}
		return false
	}) && seen == 1<<2-1
}

// fastTableStep reads a step: event, accepted and state required.
func fastTableStep(s *scanner, t *adapter.TableStep) bool {
	var seen members
	return s.object(func(key []byte) bool {
		var ok bool
		var bit members
		switch string(key) {
		case "event":
			t.Event, ok = s.str()
			bit = 1 << 0
		case "accepted":
			t.Accepted, ok = s.boolean()
			bit = 1 << 1
		case "state":
			t.State, ok = s.str()
			bit = 1 << 2
		case "code":
			t.Code, ok = s.str()
			bit = 1 << 3
		case "detail":
			t.Detail, ok = s.str()
			bit = 1 << 4
		case "clause":
			t.Clause, ok = s.str()
			bit = 1 << 5
		case "established":
			var v bool
			v, ok = s.boolean()
			t.Established = &v
			bit = 1 << 6
		case "witness":
			t.Witness, ok = s.str()
			bit = 1 << 7
		case "receiver":
			t.Receiver, ok = s.str()
			bit = 1 << 8
		case "options":
			t.Options = &adapter.TableOptions{}
			ok = fastTableOptions(s, t.Options)
			bit = 1 << 9
		case "differential":
			t.Differential = &adapter.TableDifferential{}
			ok = fastTableDifferential(s, t.Differential)
			bit = 1 << 10
		}
		return ok && seen.first(bit)
	}) && seen&(1<<3-1) == 1<<3-1
}

// fastTableOptions reads an option to withdraw: every member required.
func fastTableOptions(s *scanner, o *adapter.TableOptions) bool {
	var seen members
	return s.object(func(key []byte) bool {
		var ok bool
		var bit members
		switch string(key) {
		case "reason":
			o.Reason, ok = s.str()
			bit = 1 << 0
		case "clause":
			o.Clause, ok = s.str()
			bit = 1 << 1
		case "players":
			o.Players, ok = s.strings(nil)
			bit = 1 << 2
		case "allOrNothing":
			o.AllOrNothing, ok = s.boolean()
			bit = 1 << 3
		case "then":
			o.Then, ok = s.str()
			bit = 1 << 4
		}
		return ok && seen.first(bit)
	}) && seen == 1<<5-1
}

// fastTableDifferential reads an exceeded differential: every member
// required.
func fastTableDifferential(s *scanner, d *adapter.TableDifferential) bool {
	var seen members
	return s.object(func(key []byte) bool {
		var ok bool
		var bit members
		switch string(key) {
		case "limit":
			d.Limit, ok = s.int()
			bit = 1 << 0
		case "playerTotal":
			d.PlayerTotal, ok = s.int()
			bit = 1 << 1
		case "bankerTotal":
			d.BankerTotal, ok = s.int()
			bit = 1 << 2
		case "decrease":
			d.Decrease, ok = s.str()
			bit = 1 << 3
		case "mayIncrease":
			d.MayIncrease, ok = s.str()
			bit = 1 << 4
		case "excess":
			d.Excess, ok = s.int()
			bit = 1 << 5
		}
		return ok && seen.first(bit)
	}) && seen == 1<<6-1
}

// fastTableRound reads a settled round: every member required; winner and
// void may be null (read as "", as encoding/json leaves a fresh string).
func fastTableRound(s *scanner, r *adapter.TableRound) bool {
	var seen members
	return s.object(func(key []byte) bool {
		var ok bool
		var bit members
		switch string(key) {
		case "round":
			ok = s.intField(&r.Round)
			bit = 1 << 0
		case "player":
			r.Player, ok = s.strings(nil)
			bit = 1 << 1
		case "banker":
			r.Banker, ok = s.strings(nil)
			bit = 1 << 2
		case "playerTotal":
			ok = s.intField(&r.PlayerTotal)
			bit = 1 << 3
		case "bankerTotal":
			ok = s.intField(&r.BankerTotal)
			bit = 1 << 4
		case "winner":
			r.Winner, ok = s.nullableStr()
			bit = 1 << 5
		case "void":
			r.Void, ok = s.nullableStr()
			bit = 1 << 6
		case "cutCard":
			r.CutCard, ok = s.boolean()
			bit = 1 << 7
		case "settlements":
			bit = 1 << 8
			if s.null() {
				ok = true
				break
			}
			r.Settlements, ok = readEach(s, []adapter.TableSettlement{}, fastTableSettlement)
		}
		return ok && seen.first(bit)
	}) && seen == 1<<9-1
}

// fastTableSettlement reads one wager's settlement: every member but notes
// required; odds may be null.
func fastTableSettlement(s *scanner, t *adapter.TableSettlement) bool {
	var seen members
	return s.object(func(key []byte) bool {
		var ok bool
		var bit members
		switch string(key) {
		case "player":
			t.Player, ok = s.str()
			bit = 1 << 0
		case "position":
			ok = s.intField(&t.Position)
			bit = 1 << 1
		case "wager":
			t.Wager, ok = s.str()
			bit = 1 << 2
		case "stake":
			t.Stake, ok = s.int()
			bit = 1 << 3
		case "played":
			t.Played, ok = s.int()
			bit = 1 << 4
		case "result":
			t.Result, ok = s.str()
			bit = 1 << 5
		case "win":
			t.Win, ok = s.int()
			bit = 1 << 6
		case "returned":
			t.Returned, ok = s.int()
			bit = 1 << 7
		case "bonus":
			t.Bonus, ok = s.int()
			bit = 1 << 8
		case "odds":
			t.Odds, ok = s.nullableStr()
			bit = 1 << 9
		case "notes":
			t.Notes, ok = s.strings(nil)
			bit = 1 << 10
		}
		return ok && seen.first(bit)
	}) && seen&(1<<10-1) == 1<<10-1
}

// fastTableRequest reads a table request as encoding/json reads it into a
// fresh adapter.TableRequest. It gives up on what it would have to read
// differently or not at all (a null, a member given twice, a member the
// type does not have or spelled in another case, an escaped key), and
// encoding/json then reads the request (FuzzFastDecode holds it to that).
func fastTableRequest(s *scanner, q *adapter.TableRequest) bool {
	var seen members
	return s.object(func(key []byte) bool {
		var ok bool
		var bit members
		switch string(key) {
		case "game":
			q.Game, ok = s.str()
			bit = 1 << 0
		case "decks":
			ok = s.intField(&q.Decks)
			bit = 1 << 1
		case "config":
			ok = fastTableConfig(s, &q.Config)
			bit = 1 << 2
		case "events":
			bit = 1 << 3
			q.Events, ok = readEach(s, []adapter.TableEvent{}, fastTableEvent)
		}
		return ok && seen.first(bit)
	})
}

func fastTableConfig(s *scanner, c *adapter.TableConfig) bool {
	var seen members
	return s.object(func(key []byte) bool {
		var ok bool
		var bit members
		switch string(key) {
		case "rounding":
			c.Rounding, ok = s.int()
			bit = 1 << 0
		case "limits":
			ok = fastTableLimits(s, &c.Limits)
			bit = 1 << 1
		case "maxWagersPerArea":
			ok = s.intField(&c.MaxWagersPerArea)
			bit = 1 << 2
		case "differential":
			c.Differential, ok = s.int()
			bit = 1 << 3
		case "hlga":
			c.HLGA, ok = s.boolean()
			bit = 1 << 4
		case "method":
			c.Method, ok = s.str()
			bit = 1 << 5
		}
		return ok && seen.first(bit)
	})
}

func fastTableLimits(s *scanner, l *adapter.TableLimits) bool {
	var seen members
	return s.object(func(key []byte) bool {
		var ok bool
		var bit members
		switch string(key) {
		case "min":
			l.Min, ok = s.int()
			bit = 1 << 0
		case "max":
			l.Max, ok = s.int()
			bit = 1 << 1
		case "wagers":
			bit = 1 << 2
			l.Wagers = map[string]adapter.TableLimit{}
			ok = s.object(func(key []byte) bool {
				if _, dup := l.Wagers[string(key)]; dup || !utf8.Valid(key) {
					return false
				}
				var w adapter.TableLimit
				var seen members
				ok := s.object(func(k []byte) bool {
					var ok bool
					var bit members
					switch string(k) {
					case "min":
						w.Min, ok = s.int()
						bit = 1 << 0
					case "max":
						w.Max, ok = s.int()
						bit = 1 << 1
					}
					return ok && seen.first(bit)
				})
				l.Wagers[string(key)] = w
				return ok
			})
		}
		return ok && seen.first(bit)
	})
}

func fastTableEvent(s *scanner, e *adapter.TableEvent) bool {
	var seen members
	return s.object(func(key []byte) bool {
		var ok bool
		var bit members
		switch string(key) {
		case "type":
			e.Type, ok = s.str()
			bit = 1 << 0
		case "player":
			e.Player, ok = s.str()
			bit = 1 << 1
		case "position":
			ok = s.intField(&e.Position)
			bit = 1 << 2
		case "wager":
			e.Wager, ok = s.str()
			bit = 1 << 3
		case "amount":
			e.Amount, ok = s.int()
			bit = 1 << 4
		case "card":
			e.Card, ok = s.str()
			bit = 1 << 5
		case "orderKnown":
			e.OrderKnown, ok = s.boolean()
			bit = 1 << 6
		case "withdrawAll":
			e.WithdrawAll, ok = s.boolean()
			bit = 1 << 7
		case "kind":
			e.Kind, ok = s.str()
			bit = 1 << 8
		case "permitted":
			e.Permitted, ok = s.boolean()
			bit = 1 << 9
		case "method":
			e.Method, ok = s.str()
			bit = 1 << 10
		}
		return ok && seen.first(bit)
	})
}
