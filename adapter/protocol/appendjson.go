package protocol

import (
	"encoding/json"
	"maps"
	"slices"
	"unicode/utf8"

	"github.com/bacctk/bacctk/adapter"
)

// This file writes the hot wire types by hand. encoding/json reflects over
// every field and CoupResult's MarshalJSON marshals twice; with hundreds of
// thousands of coups a second through the protocol the reflection is most of
// the cost. The output is byte for byte that of encoding/json (the tests
// check it), so the hand-written path and json.Marshal are interchangeable.

const hexDigits = "0123456789abcdef"

// safeASCII[c] is true for the ASCII bytes encoding/json writes unescaped
// (with its default HTML escaping of <, > and &).
var safeASCII = func() (t [utf8.RuneSelf]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// appendString appends s as a JSON string, escaped as encoding/json does.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if safeASCII[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// appendNullable appends s as a JSON string, or null when it is empty.
func appendNullable(b []byte, s string) []byte {
	if s == "" {
		return append(b, "null"...)
	}
	return appendString(b, s)
}

// appendEach appends the elements of xs, comma-separated, each by appendOne;
// the brackets around them are the caller's.
func appendEach[T any](b []byte, xs []T, appendOne func([]byte, *T) []byte) []byte {
	for i := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendOne(b, &xs[i])
	}
	return b
}

func appendStrings(b []byte, ss []string) []byte {
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, "true"...)
	}
	return append(b, "false"...)
}

// appendSettlement appends s exactly as adapter.Settlement.MarshalJSON does.
func appendSettlement(b []byte, s *adapter.Settlement) []byte {
	b = appendMemberString(b, `{"wager":`, s.Wager)
	b = appendMemberInt(b, `,"stake":`, s.Stake)
	b = appendMemberString(b, `,"result":`, s.Result)
	b = appendMemberInt(b, `,"win":`, s.Win)
	b = appendMemberInt(b, `,"returned":`, s.Returned)
	b = appendMemberInt(b, `,"bonus":`, s.Bonus)
	b = appendMemberNullable(b, `,"odds":`, s.Odds)
	return append(b, '}')
}

// appendCoupResult appends r exactly as adapter.CoupResult.MarshalJSON does:
// winner and void null when empty, empty lists as [].
func appendCoupResult(b []byte, r *adapter.CoupResult) []byte {
	return appendCoupTail(appendCoupHands(b, r), r)
}

// appendCoupHands appends what a coup result writes before its totals:
// its hands.
func appendCoupHands(b []byte, r *adapter.CoupResult) []byte {
	b = appendMemberStrings(b, `{"player":`, r.Player)
	return appendMemberStrings(b, `,"banker":`, r.Banker)
}

// appendCoupTail appends the rest of a coup result: from its totals on.
func appendCoupTail(b []byte, r *adapter.CoupResult) []byte {
	b = appendMemberInt(b, `,"playerTotal":`, int64(r.PlayerTotal))
	b = appendMemberInt(b, `,"bankerTotal":`, int64(r.BankerTotal))
	b = appendMemberNullable(b, `,"winner":`, r.Winner)
	b = appendMemberInt(b, `,"cardsUsed":`, int64(r.CardsUsed))
	b = appendMemberBool(b, `,"cutCard":`, r.CutCard)
	b = appendMemberNullable(b, `,"void":`, r.Void)
	b = append(b, `,"settlements":[`...)
	b = appendEach(b, r.Settlements, appendSettlement)
	return append(b, "]}"...)
}

// appendShoeResult appends r as encoding/json does, except that no rounds
// are [] (the schema wants a list), never null.
func appendShoeResult(b []byte, r *adapter.ShoeResult) []byte {
	b = append(b, `{"rounds":[`...)
	b = appendEach(b, r.Rounds, appendCoupResult)
	b = appendMemberInt(b, `],"cardsUsed":`, int64(r.CardsUsed))
	b = appendMemberString(b, `,"end":`, r.End)
	return append(b, '}')
}

// appendError appends e as encoding/json does.
func appendError(b []byte, e *adapter.Error) []byte {
	b = appendMemberString(b, `{"code":`, e.Code)
	b = appendMemberString(b, `,"message":`, e.Message)
	return append(b, '}')
}

// appendCoupRequest appends q as the kit sends it: wagers as [] when there
// are none, table as {} when it holds only defaults.
func appendCoupRequest(b []byte, q *adapter.CoupRequest) []byte {
	b = appendCoupHead(b, q)
	b = appendStrings(b, q.Cards)
	b = appendWagersTable(b, q.Wagers, q.Table)
	return append(b, '}')
}

// appendCoupHead appends what a coup request writes before its cards.
func appendCoupHead(b []byte, q *adapter.CoupRequest) []byte {
	b = appendMemberString(b, `{"game":`, q.Game)
	b = appendMemberInt(b, `,"decks":`, int64(q.Decks))
	return append(b, `,"cards":`...)
}

func appendWagersTable(b []byte, ws []adapter.Wager, t adapter.Table) []byte {
	b = append(b, `,"wagers":[`...)
	for i := range ws {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendMemberString(b, `{"wager":`, ws[i].Wager)
		b = appendMemberInt(b, `,"stake":`, ws[i].Stake)
		b = append(b, '}')
	}
	b = append(b, `],"table":{`...)
	if t.Rounding != 0 {
		b = appendMemberInt(b, `"rounding":`, t.Rounding)
	}
	return append(b, '}')
}

// appendTableResult appends r exactly as encoding/json does (with the
// MarshalJSON methods of TableRound and TableSettlement), except that no
// steps or no rounds are [], never null, as doTable has always answered.
// A table request answers a few kilobytes of steps and rounds; through
// reflection that was a third of the engine's time on tables.
func appendTableResult(b []byte, r *adapter.TableResult) []byte {
	b = append(b, `{"steps":[`...)
	b = appendEach(b, r.Steps, appendTableStep)
	b = append(b, `],"rounds":[`...)
	b = appendEach(b, r.Rounds, appendTableRound)
	return append(b, "]}"...)
}

// appendStringsOrNull appends ss as encoding/json does: nil is null.
func appendStringsOrNull(b []byte, ss []string) []byte {
	if ss == nil {
		return append(b, "null"...)
	}
	return appendStrings(b, ss)
}

func appendTableStep(b []byte, st *adapter.TableStep) []byte {
	b = appendMemberString(b, `{"event":`, st.Event)
	b = appendMemberBool(b, `,"accepted":`, st.Accepted)
	b = appendOmitString(b, `,"code":`, st.Code)
	b = appendOmitString(b, `,"detail":`, st.Detail)
	b = appendOmitString(b, `,"clause":`, st.Clause)
	b = appendMemberString(b, `,"state":`, st.State)
	if st.Established != nil {
		b = appendMemberBool(b, `,"established":`, *st.Established)
	}
	b = appendOmitString(b, `,"witness":`, st.Witness)
	b = appendOmitString(b, `,"receiver":`, st.Receiver)
	if o := st.Options; o != nil {
		b = appendMemberString(b, `,"options":{"reason":`, o.Reason)
		b = appendMemberString(b, `,"clause":`, o.Clause)
		b = appendStringsOrNull(append(b, `,"players":`...), o.Players)
		b = appendMemberBool(b, `,"allOrNothing":`, o.AllOrNothing)
		b = appendMemberString(b, `,"then":`, o.Then)
		b = append(b, '}')
	}
	if d := st.Differential; d != nil {
		b = appendMemberInt(b, `,"differential":{"limit":`, d.Limit)
		b = appendMemberInt(b, `,"playerTotal":`, d.PlayerTotal)
		b = appendMemberInt(b, `,"bankerTotal":`, d.BankerTotal)
		b = appendMemberString(b, `,"decrease":`, d.Decrease)
		b = appendMemberString(b, `,"mayIncrease":`, d.MayIncrease)
		b = appendMemberInt(b, `,"excess":`, d.Excess)
		b = append(b, '}')
	}
	return append(b, '}')
}

// appendTableRound appends r as TableRound.MarshalJSON does: no cards and
// no settlements as [], and winner and void (written last, by the
// embedding that makes them nullable) null when empty.
func appendTableRound(b []byte, r *adapter.TableRound) []byte {
	b = appendMemberInt(b, `{"round":`, int64(r.Round))
	b = appendMemberStrings(b, `,"player":`, r.Player)
	b = appendMemberStrings(b, `,"banker":`, r.Banker)
	b = appendMemberInt(b, `,"playerTotal":`, int64(r.PlayerTotal))
	b = appendMemberInt(b, `,"bankerTotal":`, int64(r.BankerTotal))
	b = appendMemberBool(b, `,"cutCard":`, r.CutCard)
	b = append(b, `,"settlements":[`...)
	b = appendEach(b, r.Settlements, appendTableSettlement)
	b = appendMemberNullable(b, `],"winner":`, r.Winner)
	b = appendMemberNullable(b, `,"void":`, r.Void)
	return append(b, '}')
}

// appendTableSettlement appends s as TableSettlement.MarshalJSON does:
// notes left out when empty, odds last and null when empty.
func appendTableSettlement(b []byte, s *adapter.TableSettlement) []byte {
	b = appendMemberString(b, `{"player":`, s.Player)
	b = appendMemberInt(b, `,"position":`, int64(s.Position))
	b = appendMemberString(b, `,"wager":`, s.Wager)
	b = appendMemberInt(b, `,"stake":`, s.Stake)
	b = appendMemberInt(b, `,"played":`, s.Played)
	b = appendMemberString(b, `,"result":`, s.Result)
	b = appendMemberInt(b, `,"win":`, s.Win)
	b = appendMemberInt(b, `,"returned":`, s.Returned)
	b = appendMemberInt(b, `,"bonus":`, s.Bonus)
	if len(s.Notes) > 0 {
		b = appendMemberStrings(b, `,"notes":`, s.Notes)
	}
	b = appendMemberNullable(b, `,"odds":`, s.Odds)
	return append(b, '}')
}

// appendTableRequest appends q exactly as encoding/json does: the members
// with omitempty left out at their zero values, the per-wager limits in
// the order of their sorted keys, no events as null.
func appendTableRequest(b []byte, q *adapter.TableRequest) []byte {
	b = appendMemberString(b, `{"game":`, q.Game)
	b = appendMemberInt(b, `,"decks":`, int64(q.Decks))
	c := &q.Config
	b = append(b, `,"config":`...)
	config := len(b)
	if c.Rounding != 0 {
		b = appendMemberInt(b, `,"rounding":`, c.Rounding)
	}
	b = append(b, `,"limits":`...)
	limits := len(b)
	b = appendMinMax(b, c.Limits.Min, c.Limits.Max)
	if len(c.Limits.Wagers) > 0 {
		b = append(b, `,"wagers":{`...)
		for i, k := range slices.Sorted(maps.Keys(c.Limits.Wagers)) {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(appendString(b, k), ':')
			w := c.Limits.Wagers[k]
			limit := len(b)
			b = closeObject(appendMinMax(b, w.Min, w.Max), limit)
		}
		b = append(b, '}')
	}
	b = closeObject(b, limits)
	if c.MaxWagersPerArea != 0 {
		b = appendMemberInt(b, `,"maxWagersPerArea":`, int64(c.MaxWagersPerArea))
	}
	if c.Differential != 0 {
		b = appendMemberInt(b, `,"differential":`, c.Differential)
	}
	b = appendOmitBool(b, `,"hlga":`, c.HLGA)
	b = appendOmitString(b, `,"method":`, c.Method)
	b = closeObject(b, config)
	b = append(b, `,"events":`...)
	if q.Events == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		b = appendEach(b, q.Events, appendTableEvent)
		b = append(b, ']')
	}
	return append(b, '}')
}

// appendMinMax appends the min and max of a table's limits or of one
// wager's, each left out at 0, for closeObject.
func appendMinMax(b []byte, min, max int64) []byte {
	if min != 0 {
		b = appendMemberInt(b, `,"min":`, min)
	}
	if max != 0 {
		b = appendMemberInt(b, `,"max":`, max)
	}
	return b
}

func appendTableEvent(b []byte, e *adapter.TableEvent) []byte {
	b = appendMemberString(b, `{"type":`, e.Type)
	b = appendOmitString(b, `,"player":`, e.Player)
	if e.Position != 0 {
		b = appendMemberInt(b, `,"position":`, int64(e.Position))
	}
	b = appendOmitString(b, `,"wager":`, e.Wager)
	if e.Amount != 0 {
		b = appendMemberInt(b, `,"amount":`, e.Amount)
	}
	b = appendOmitString(b, `,"card":`, e.Card)
	b = appendOmitBool(b, `,"orderKnown":`, e.OrderKnown)
	b = appendOmitBool(b, `,"withdrawAll":`, e.WithdrawAll)
	b = appendOmitString(b, `,"kind":`, e.Kind)
	b = appendOmitBool(b, `,"permitted":`, e.Permitted)
	b = appendOmitString(b, `,"method":`, e.Method)
	return append(b, '}')
}

// appendJSON appends v with encoding/json, for the cold types.
func appendJSON(b []byte, v any) ([]byte, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return b, err
	}
	return append(b, raw...), nil
}
