package protocol

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
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
	b = append(b, `{"wager":`...)
	b = appendString(b, s.Wager)
	b = append(b, `,"stake":`...)
	b = strconv.AppendInt(b, s.Stake, 10)
	b = append(b, `,"result":`...)
	b = appendString(b, s.Result)
	b = append(b, `,"win":`...)
	b = strconv.AppendInt(b, s.Win, 10)
	b = append(b, `,"returned":`...)
	b = strconv.AppendInt(b, s.Returned, 10)
	b = append(b, `,"bonus":`...)
	b = strconv.AppendInt(b, s.Bonus, 10)
	b = append(b, `,"odds":`...)
	b = appendNullable(b, s.Odds)
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
	b = append(b, `{"player":`...)
	b = appendStrings(b, r.Player)
	b = append(b, `,"banker":`...)
	return appendStrings(b, r.Banker)
}

// appendCoupTail appends the rest of a coup result: from its totals on.
func appendCoupTail(b []byte, r *adapter.CoupResult) []byte {
	b = append(b, `,"playerTotal":`...)
	b = strconv.AppendInt(b, int64(r.PlayerTotal), 10)
	b = append(b, `,"bankerTotal":`...)
	b = strconv.AppendInt(b, int64(r.BankerTotal), 10)
	b = append(b, `,"winner":`...)
	b = appendNullable(b, r.Winner)
	b = append(b, `,"cardsUsed":`...)
	b = strconv.AppendInt(b, int64(r.CardsUsed), 10)
	b = append(b, `,"cutCard":`...)
	b = appendBool(b, r.CutCard)
	b = append(b, `,"void":`...)
	b = appendNullable(b, r.Void)
	b = append(b, `,"settlements":[`...)
	b = appendEach(b, r.Settlements, appendSettlement)
	return append(b, "]}"...)
}

// appendShoeResult appends r as encoding/json does, except that no rounds
// are [] (the schema wants a list), never null.
func appendShoeResult(b []byte, r *adapter.ShoeResult) []byte {
	b = append(b, `{"rounds":[`...)
	b = appendEach(b, r.Rounds, appendCoupResult)
	b = append(b, ']')
	b = append(b, `,"cardsUsed":`...)
	b = strconv.AppendInt(b, int64(r.CardsUsed), 10)
	b = append(b, `,"end":`...)
	b = appendString(b, r.End)
	return append(b, '}')
}

// appendError appends e as encoding/json does.
func appendError(b []byte, e *adapter.Error) []byte {
	b = append(b, `{"code":`...)
	b = appendString(b, e.Code)
	b = append(b, `,"message":`...)
	b = appendString(b, e.Message)
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
	b = append(b, `{"game":`...)
	b = appendString(b, q.Game)
	b = append(b, `,"decks":`...)
	b = strconv.AppendInt(b, int64(q.Decks), 10)
	return append(b, `,"cards":`...)
}

func appendWagersTable(b []byte, ws []adapter.Wager, t adapter.Table) []byte {
	b = append(b, `,"wagers":[`...)
	for i := range ws {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"wager":`...)
		b = appendString(b, ws[i].Wager)
		b = append(b, `,"stake":`...)
		b = strconv.AppendInt(b, ws[i].Stake, 10)
		b = append(b, '}')
	}
	b = append(b, `],"table":{`...)
	if t.Rounding != 0 {
		b = append(b, `"rounding":`...)
		b = strconv.AppendInt(b, t.Rounding, 10)
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
	b = append(b, `{"event":`...)
	b = appendString(b, st.Event)
	b = append(b, `,"accepted":`...)
	b = appendBool(b, st.Accepted)
	if st.Code != "" {
		b = append(b, `,"code":`...)
		b = appendString(b, st.Code)
	}
	if st.Detail != "" {
		b = append(b, `,"detail":`...)
		b = appendString(b, st.Detail)
	}
	if st.Clause != "" {
		b = append(b, `,"clause":`...)
		b = appendString(b, st.Clause)
	}
	b = append(b, `,"state":`...)
	b = appendString(b, st.State)
	if st.Established != nil {
		b = append(b, `,"established":`...)
		b = appendBool(b, *st.Established)
	}
	if st.Witness != "" {
		b = append(b, `,"witness":`...)
		b = appendString(b, st.Witness)
	}
	if st.Receiver != "" {
		b = append(b, `,"receiver":`...)
		b = appendString(b, st.Receiver)
	}
	if o := st.Options; o != nil {
		b = append(b, `,"options":{"reason":`...)
		b = appendString(b, o.Reason)
		b = append(b, `,"clause":`...)
		b = appendString(b, o.Clause)
		b = append(b, `,"players":`...)
		b = appendStringsOrNull(b, o.Players)
		b = append(b, `,"allOrNothing":`...)
		b = appendBool(b, o.AllOrNothing)
		b = append(b, `,"then":`...)
		b = appendString(b, o.Then)
		b = append(b, '}')
	}
	if d := st.Differential; d != nil {
		b = append(b, `,"differential":{"limit":`...)
		b = strconv.AppendInt(b, d.Limit, 10)
		b = append(b, `,"playerTotal":`...)
		b = strconv.AppendInt(b, d.PlayerTotal, 10)
		b = append(b, `,"bankerTotal":`...)
		b = strconv.AppendInt(b, d.BankerTotal, 10)
		b = append(b, `,"decrease":`...)
		b = appendString(b, d.Decrease)
		b = append(b, `,"mayIncrease":`...)
		b = appendString(b, d.MayIncrease)
		b = append(b, `,"excess":`...)
		b = strconv.AppendInt(b, d.Excess, 10)
		b = append(b, '}')
	}
	return append(b, '}')
}

// appendTableRound appends r as TableRound.MarshalJSON does: no cards and
// no settlements as [], and winner and void (written last, by the
// embedding that makes them nullable) null when empty.
func appendTableRound(b []byte, r *adapter.TableRound) []byte {
	b = append(b, `{"round":`...)
	b = strconv.AppendInt(b, int64(r.Round), 10)
	b = append(b, `,"player":`...)
	b = appendStrings(b, r.Player)
	b = append(b, `,"banker":`...)
	b = appendStrings(b, r.Banker)
	b = append(b, `,"playerTotal":`...)
	b = strconv.AppendInt(b, int64(r.PlayerTotal), 10)
	b = append(b, `,"bankerTotal":`...)
	b = strconv.AppendInt(b, int64(r.BankerTotal), 10)
	b = append(b, `,"cutCard":`...)
	b = appendBool(b, r.CutCard)
	b = append(b, `,"settlements":[`...)
	b = appendEach(b, r.Settlements, appendTableSettlement)
	b = append(b, `],"winner":`...)
	b = appendNullable(b, r.Winner)
	b = append(b, `,"void":`...)
	b = appendNullable(b, r.Void)
	return append(b, '}')
}

// appendTableSettlement appends s as TableSettlement.MarshalJSON does:
// notes left out when empty, odds last and null when empty.
func appendTableSettlement(b []byte, s *adapter.TableSettlement) []byte {
	b = append(b, `{"player":`...)
	b = appendString(b, s.Player)
	b = append(b, `,"position":`...)
	b = strconv.AppendInt(b, int64(s.Position), 10)
	b = append(b, `,"wager":`...)
	b = appendString(b, s.Wager)
	b = append(b, `,"stake":`...)
	b = strconv.AppendInt(b, s.Stake, 10)
	b = append(b, `,"played":`...)
	b = strconv.AppendInt(b, s.Played, 10)
	b = append(b, `,"result":`...)
	b = appendString(b, s.Result)
	b = append(b, `,"win":`...)
	b = strconv.AppendInt(b, s.Win, 10)
	b = append(b, `,"returned":`...)
	b = strconv.AppendInt(b, s.Returned, 10)
	b = append(b, `,"bonus":`...)
	b = strconv.AppendInt(b, s.Bonus, 10)
	if len(s.Notes) > 0 {
		b = append(b, `,"notes":`...)
		b = appendStrings(b, s.Notes)
	}
	b = append(b, `,"odds":`...)
	b = appendNullable(b, s.Odds)
	return append(b, '}')
}

// appendTableRequest appends q exactly as encoding/json does: the members
// with omitempty left out at their zero values, the per-wager limits in
// the order of their sorted keys, no events as null.
func appendTableRequest(b []byte, q *adapter.TableRequest) []byte {
	b = append(b, `{"game":`...)
	b = appendString(b, q.Game)
	b = append(b, `,"decks":`...)
	b = strconv.AppendInt(b, int64(q.Decks), 10)
	c := &q.Config
	b = append(b, `,"config":{`...)
	sep := ""
	member := func(name string) {
		b = append(b, sep...)
		b = append(b, name...)
		sep = ","
	}
	if c.Rounding != 0 {
		member(`"rounding":`)
		b = strconv.AppendInt(b, c.Rounding, 10)
	}
	member(`"limits":{`)
	lsep := ""
	if c.Limits.Min != 0 {
		b = append(b, `"min":`...)
		b = strconv.AppendInt(b, c.Limits.Min, 10)
		lsep = ","
	}
	if c.Limits.Max != 0 {
		b = append(b, lsep...)
		b = append(b, `"max":`...)
		b = strconv.AppendInt(b, c.Limits.Max, 10)
		lsep = ","
	}
	if len(c.Limits.Wagers) > 0 {
		b = append(b, lsep...)
		b = append(b, `"wagers":{`...)
		for i, k := range slices.Sorted(maps.Keys(c.Limits.Wagers)) {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, k)
			b = append(b, ":{"...)
			w := c.Limits.Wagers[k]
			if w.Min != 0 {
				b = append(b, `"min":`...)
				b = strconv.AppendInt(b, w.Min, 10)
			}
			if w.Max != 0 {
				if w.Min != 0 {
					b = append(b, ',')
				}
				b = append(b, `"max":`...)
				b = strconv.AppendInt(b, w.Max, 10)
			}
			b = append(b, '}')
		}
		b = append(b, '}')
	}
	b = append(b, '}')
	if c.MaxWagersPerArea != 0 {
		member(`"maxWagersPerArea":`)
		b = strconv.AppendInt(b, int64(c.MaxWagersPerArea), 10)
	}
	if c.Differential != 0 {
		member(`"differential":`)
		b = strconv.AppendInt(b, c.Differential, 10)
	}
	if c.HLGA {
		member(`"hlga":true`)
	}
	if c.Method != "" {
		member(`"method":`)
		b = appendString(b, c.Method)
	}
	b = append(b, `},"events":`...)
	if q.Events == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		b = appendEach(b, q.Events, appendTableEvent)
		b = append(b, ']')
	}
	return append(b, '}')
}

func appendTableEvent(b []byte, e *adapter.TableEvent) []byte {
	b = append(b, `{"type":`...)
	b = appendString(b, e.Type)
	if e.Player != "" {
		b = append(b, `,"player":`...)
		b = appendString(b, e.Player)
	}
	if e.Position != 0 {
		b = append(b, `,"position":`...)
		b = strconv.AppendInt(b, int64(e.Position), 10)
	}
	if e.Wager != "" {
		b = append(b, `,"wager":`...)
		b = appendString(b, e.Wager)
	}
	if e.Amount != 0 {
		b = append(b, `,"amount":`...)
		b = strconv.AppendInt(b, e.Amount, 10)
	}
	if e.Card != "" {
		b = append(b, `,"card":`...)
		b = appendString(b, e.Card)
	}
	if e.OrderKnown {
		b = append(b, `,"orderKnown":true`...)
	}
	if e.WithdrawAll {
		b = append(b, `,"withdrawAll":true`...)
	}
	if e.Kind != "" {
		b = append(b, `,"kind":`...)
		b = appendString(b, e.Kind)
	}
	if e.Permitted {
		b = append(b, `,"permitted":true`...)
	}
	if e.Method != "" {
		b = append(b, `,"method":`...)
		b = appendString(b, e.Method)
	}
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
