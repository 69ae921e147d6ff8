package protocol

import (
	"bytes"
	"maps"
	"slices"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// This file reads the hot wire types by hand: the coup requests the engine
// side decodes and the coup results the kit decodes, a few hundred thousand
// a second. encoding/json's reflection costs more than the reference's deal
// and settlement together.
//
// The fast path is only ever a shortcut: it accepts exactly the members of
// the type, spelled as the protocol spells them, and gives up (ok false) on
// anything else: an unknown or differently cased member, a number that is
// not a plain integer, invalid UTF-8, a null where the type has none. The
// caller then decodes with encoding/json, so the errors for bad input are
// always encoding/json's, and when the fast path succeeds its value is the
// one encoding/json would give (the tests and FuzzFastDecode check it).

// scanner reads one JSON text. Every method returns false when the input is
// not what it wants; the caller then gives up on the fast path.
type scanner struct {
	b []byte
	i int
	// Pools a batch's results are cut from (readHot): a few
	// allocations a batch instead of several a coup. Nil: allocate each.
	results []adapter.CoupResult
	cards   []string
	sets    []adapter.Settlement
	wagers  []adapter.Wager
}

// cardList reads an array of strings, from the pool when there is one.
func (s *scanner) cardList() ([]string, bool) {
	if s.cards == nil {
		return s.strings(nil)
	}
	if s.null() {
		return nil, true
	}
	start := len(s.cards)
	ok := s.array(func() bool {
		v, ok := s.str()
		s.cards = append(s.cards, v)
		return ok
	})
	return s.cards[start:len(s.cards):len(s.cards)], ok
}

// readCards reads a list of cards into p, for fields.
func (s *scanner) readCards(p *[]string) (ok bool) {
	*p, ok = s.cardList()
	return ok
}

func (s *scanner) ws() {
	for s.i < len(s.b) && s.b[s.i] <= ' ' {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// next skips white space and returns the next byte, or 0 at the end.
func (s *scanner) next() byte {
	s.ws()
	if s.i < len(s.b) {
		return s.b[s.i]
	}
	return 0
}

// eat consumes c after white space.
func (s *scanner) eat(c byte) bool {
	// First without white space, which engines seldom write: one
	// comparison for most bytes of structure.
	if s.i < len(s.b) && s.b[s.i] == c {
		s.i++
		return true
	}
	if s.next() == c {
		s.i++
		return true
	}
	return false
}

// end reports whether only white space is left.
func (s *scanner) end() bool { return s.next() == 0 && s.i == len(s.b) }

// literal consumes the word w (true, false, null).
func (s *scanner) literal(w string) bool {
	s.ws()
	if len(s.b)-s.i >= len(w) && string(s.b[s.i:s.i+len(w)]) == w {
		s.i += len(w)
		return true
	}
	return false
}

// null consumes null if it comes next.
func (s *scanner) null() bool {
	return s.next() == 'n' && s.literal("null")
}

// rawString returns the bytes of the next string without its quotes, and
// whether it holds escapes. It checks the string's syntax.
func (s *scanner) rawString() (raw []byte, escaped, ok bool) {
	if !s.eat('"') {
		return nil, false, false
	}
	start := s.i
	for s.i < len(s.b) {
		c := s.b[s.i]
		if plainInString[c] {
			s.i++
			continue
		}
		switch {
		case c == '"':
			raw = s.b[start:s.i]
			s.i++
			return raw, escaped, true
		case c == '\\':
			escaped = true
			if s.i+1 >= len(s.b) {
				return nil, false, false
			}
			switch s.b[s.i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				s.i += 2
			case 'u':
				if s.i+6 > len(s.b) {
					return nil, false, false
				}
				for _, h := range s.b[s.i+2 : s.i+6] {
					if !isHex(h) {
						return nil, false, false
					}
				}
				s.i += 6
			default:
				return nil, false, false
			}
		case c < 0x20:
			return nil, false, false
		default:
			s.i++
		}
	}
	return nil, false, false
}

// plainInString[c] is true for the bytes a JSON string holds as they are:
// not the quote, the backslash or a control character. One load per byte
// instead of three comparisons.
var plainInString = func() (t [256]bool) {
	for c := 0x20; c < 256; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// str returns the next string's value. Common values (card tokens, ids,
// results) come from a table and do not allocate.
func (s *scanner) str() (string, bool) {
	raw, escaped, ok := s.rawString()
	if !ok || !utf8.Valid(raw) {
		// encoding/json replaces invalid UTF-8; leave that to it.
		return "", false
	}
	if !escaped {
		if len(raw) == 2 && raw[0] < 0x80 && raw[1] < 0x80 {
			if v := interned2[int(raw[0])<<7|int(raw[1])]; v != "" {
				return v, true
			}
		} else if v := internedSlots[internSlot(raw)]; len(raw) > 0 && v == string(raw) {
			return v, true
		} else if v, ok := interned[string(raw)]; ok {
			return v, true
		}
		return string(raw), true
	}
	return unescape(raw)
}

// unescape decodes the escapes of a JSON string as encoding/json does.
func unescape(raw []byte) (string, bool) {
	out := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); {
		c := raw[i]
		if c != '\\' {
			out = append(out, c)
			i++
			continue
		}
		e := raw[i+1]
		i += 2
		switch e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r := hex4(raw[i : i+4])
			i += 4
			if utf16.IsSurrogate(r) {
				// A pair is two escapes; anything else is encoding/json's
				// replacement business.
				if i+6 > len(raw) || raw[i] != '\\' || raw[i+1] != 'u' {
					return "", false
				}
				r2 := hex4(raw[i+2 : i+6])
				dec := utf16.DecodeRune(r, r2)
				if dec == utf8.RuneError {
					return "", false
				}
				r, i = dec, i+6
			}
			out = utf8.AppendRune(out, r)
		}
	}
	return string(out), true
}

func hex4(h []byte) rune {
	var r rune
	for _, c := range h {
		r <<= 4
		switch {
		case c >= '0' && c <= '9':
			r |= rune(c - '0')
		case c >= 'a' && c <= 'f':
			r |= rune(c - 'a' + 10)
		default:
			r |= rune(c - 'A' + 10)
		}
	}
	return r
}

// int reads a plain integer: no fraction, no exponent, in range.
func (s *scanner) int() (int64, bool) {
	s.ws()
	start := s.i
	if s.i < len(s.b) && s.b[s.i] == '-' {
		s.i++
	}
	digits := s.i
	var some bool
	if s.i, some = skipDigits(s.b, s.i); !some || (s.b[digits] == '0' && s.i-digits > 1) {
		return 0, false
	}
	if s.i < len(s.b) {
		switch s.b[s.i] {
		case '.', 'e', 'E':
			return 0, false
		}
	}
	if s.i-digits <= 18 {
		// 18 digits cannot overflow: no need for strconv.
		var n int64
		for _, c := range s.b[digits:s.i] {
			n = n*10 + int64(c-'0')
		}
		if digits > start {
			n = -n
		}
		return n, true
	}
	n, err := strconv.ParseInt(string(s.b[start:s.i]), 10, 64)
	return n, err == nil
}

// intField reads an integer into an int, which is 64 bits wherever the kit
// runs; a value out of range gives up.
func (s *scanner) intField(p *int) bool {
	n, ok := s.int()
	if !ok || int64(int(n)) != n {
		return false
	}
	*p = int(n)
	return true
}

func (s *scanner) boolean() (bool, bool) {
	switch s.next() {
	case 't':
		return true, s.literal("true")
	case 'f':
		return false, s.literal("false")
	}
	return false, false
}

// object reads an object, calling member for each key with the scanner on
// its value; member must consume the value.
func (s *scanner) object(member func(key []byte) bool) bool {
	if !s.eat('{') {
		return false
	}
	if s.eat('}') {
		return true
	}
	for {
		key, escaped, ok := s.rawString()
		if !ok || escaped || !s.eat(':') || !member(key) {
			return false
		}
		if s.eat(',') {
			continue
		}
		return s.eat('}')
	}
}

// array reads an array, calling item with the scanner on each element.
func (s *scanner) array(item func() bool) bool {
	if !s.eat('[') {
		return false
	}
	if s.eat(']') {
		return true
	}
	for {
		if !item() {
			return false
		}
		if s.eat(',') {
			continue
		}
		return s.eat(']')
	}
}

// skip consumes any JSON value, checking its syntax, and returns its bytes.
func (s *scanner) skip() ([]byte, bool) {
	c := s.next()
	start := s.i
	ok := false
	switch {
	case c == '{':
		ok = s.object(func([]byte) bool { _, ok := s.skip(); return ok })
	case c == '[':
		ok = s.array(func() bool { _, ok := s.skip(); return ok })
	case c == '"':
		_, _, ok = s.rawString()
	case c == 't':
		ok = s.literal("true")
	case c == 'f':
		ok = s.literal("false")
	case c == 'n':
		ok = s.literal("null")
	case c == '-' || c >= '0' && c <= '9':
		ok = s.number()
	}
	return s.b[start:s.i], ok
}

// number consumes a JSON number.
func (s *scanner) number() bool {
	b, i := s.b, s.i
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		i, _ = skipDigits(b, i)
	default:
		return false
	}
	var some bool
	if i < len(b) && b[i] == '.' {
		if i, some = skipDigits(b, i+1); !some {
			return false
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i, some = skipDigits(b, i); !some {
			return false
		}
	}
	s.i = i
	return true
}

// skipDigits returns the end of the run of decimal digits at b[i:], and
// whether there was one: an integer, a fraction and an exponent each need
// a digit at least.
func skipDigits(b []byte, i int) (end int, some bool) {
	end = i
	for end < len(b) && b[end] >= '0' && b[end] <= '9' {
		end++
	}
	return end, end > i
}

// strings reads an array of strings, appending to dst[:0].
func (s *scanner) strings(dst []string) ([]string, bool) {
	dst = dst[:0]
	if s.null() {
		return nil, true
	}
	ok := s.array(func() bool {
		v, ok := s.str()
		dst = append(dst, v)
		return ok
	})
	if ok && dst == nil {
		dst = []string{}
	}
	return dst, ok
}

// interned holds the strings the protocol repeats: every card token, game,
// wager, result, winner and void reason.
var interned = func() map[string]string {
	m := map[string]string{}
	add := func(s string) { m[s] = s }
	for _, d := range []reference.DeckType{reference.Standard52, reference.SixStar65} {
		for _, c := range d.Cards() {
			add(c.String())
		}
	}
	for _, s := range []string{"CUT", "10S", "10H", "10D", "10C", "win", "lose", "push", "void", "player", "banker", "tie",
		"insufficient-cards", "foreign-card", "extra-card", "cut-card", "exhausted", "unsupported", "invalid", "internal"} {
		add(s)
	}
	for _, g := range reference.Games() {
		add(string(g.ID))
	}
	for _, w := range reference.AllWagers {
		add(string(w))
	}
	return m
}()

// interned2 holds the interned strings of two ASCII bytes, which are most
// card tokens, the commonest strings on the wire, by their two bytes: found
// without hashing, a tenth of what reading a shoe cost. Every string of
// interned with two ASCII bytes is here, so a miss is a miss in interned.
var interned2 = func() *[1 << 14]string {
	var t [1 << 14]string
	for s := range interned {
		if len(s) == 2 && s[0] < 0x80 && s[1] < 0x80 {
			t[int(s[0])<<7|int(s[1])] = s
		}
	}
	return &t
}()

// internedSlots holds the strings of interned by internSlot, its length and
// first and last bytes: found with one comparison and no hashing of the
// whole string (the wager names and results of every settlement). A slot
// two strings share keeps the first; the other is found in interned.
var internedSlots = func() *[1 << 10]string {
	var t [1 << 10]string
	for _, s := range slices.Sorted(maps.Keys(interned)) {
		if k := internSlot([]byte(s)); t[k] == "" {
			t[k] = s
		}
	}
	return &t
}()

func internSlot(b []byte) int {
	if len(b) == 0 {
		return 0
	}
	return (len(b)*131 + int(b[0])*31 + int(b[len(b)-1])) & (1<<10 - 1)
}

// fastCoupRequest reads a coup (or shoe) request.
func fastCoupRequest(s *scanner, q *adapter.CoupRequest) bool {
	*q = adapter.CoupRequest{}
	return s.object(func(key []byte) bool {
		var ok bool
		switch string(key) {
		case "game":
			q.Game, ok = s.str()
		case "decks":
			ok = s.intField(&q.Decks)
		case "cards":
			q.Cards, ok = s.cardList()
		case "wagers":
			if s.null() {
				q.Wagers = nil
				return true
			}
			pooled := s.wagers != nil
			start := len(s.wagers)
			if !pooled {
				q.Wagers = q.Wagers[:0]
			}
			ok = s.array(func() bool {
				var w adapter.Wager
				ok := s.object(func(key []byte) bool {
					var ok bool
					switch string(key) {
					case "wager":
						w.Wager, ok = s.str()
					case "stake":
						w.Stake, ok = s.int()
					}
					return ok
				})
				if pooled {
					s.wagers = append(s.wagers, w)
				} else {
					q.Wagers = append(q.Wagers, w)
				}
				return ok
			})
			if pooled {
				q.Wagers = s.wagers[start:len(s.wagers):len(s.wagers)]
			}
			if ok && q.Wagers == nil {
				q.Wagers = []adapter.Wager{}
			}
		case "table":
			ok = s.object(func(key []byte) bool {
				if string(key) == "rounding" {
					var ok bool
					q.Table.Rounding, ok = s.int()
					return ok
				}
				return false
			})
		}
		return ok
	})
}

// fastCoupsParams reads the params of coups.
func fastCoupsParams(s *scanner, p *CoupsParams) bool {
	p.Requests = nil
	return s.object(func(key []byte) bool {
		if string(key) != "requests" {
			return false
		}
		var ok bool
		p.Requests, ok = readEach(s, make([]adapter.CoupRequest, 0, cap(s.wagers)/4), fastCoupRequest)
		return ok
	})
}

// fastCoupResult reads a coup result as adapter.CoupResult.UnmarshalJSON
// does: winner and void null as "". Every member is required
// (docs/protocol.md), each once.
func fastCoupResult(s *scanner, r *adapter.CoupResult) bool {
	*r = adapter.CoupResult{}
	return s.fields(1<<9-1, func(key []byte) (members, bool) {
		switch string(key) {
		case "player":
			return 1 << 0, s.readCards(&r.Player)
		case "banker":
			return 1 << 1, s.readCards(&r.Banker)
		case "playerTotal":
			return 1 << 2, s.intField(&r.PlayerTotal)
		case "bankerTotal":
			return 1 << 3, s.intField(&r.BankerTotal)
		case "winner":
			return 1 << 4, s.readNullableStr(&r.Winner)
		case "cardsUsed":
			return 1 << 5, s.intField(&r.CardsUsed)
		case "cutCard":
			return 1 << 6, s.readBool(&r.CutCard)
		case "void":
			return 1 << 7, s.readNullableStr(&r.Void)
		case "settlements":
			return 1 << 8, s.null() || s.settlementList(&r.Settlements)
		}
		return 0, false
	})
}

// settlementList reads a coup's settlements, cut from the pool when there
// is one.
func (s *scanner) settlementList(p *[]adapter.Settlement) bool {
	if s.sets == nil {
		return readEachInto(s, p, fastSettlement)
	}
	start := len(s.sets)
	var ok bool
	s.sets, ok = readEach(s, s.sets, fastSettlement)
	*p = s.sets[start:len(s.sets):len(s.sets)]
	return ok
}

// readEach reads a JSON array of objects onto dst, each by read, and returns
// the longer slice: a caller passes an empty one to get [] (not nil) for
// an empty array, as encoding/json does, or a pool's tail to cut the
// elements from the pool.
func readEach[T any](s *scanner, dst []T, read func(*scanner, *T) bool) ([]T, bool) {
	ok := s.array(func() bool {
		var zero T
		dst = append(dst, zero)
		return read(s, &dst[len(dst)-1])
	})
	return dst, ok
}

// readEachInto reads a JSON array of objects into a fresh slice at p, []
// (not nil) when it is empty, as encoding/json does.
func readEachInto[T any](s *scanner, p *[]T, read func(*scanner, *T) bool) (ok bool) {
	*p, ok = readEach(s, []T{}, read)
	return ok
}

func (s *scanner) nullableStr() (string, bool) {
	if s.null() {
		return "", true
	}
	return s.str()
}

// fastSettlement reads a settlement: every member required, each once.
func fastSettlement(s *scanner, t *adapter.Settlement) bool {
	if canonicalSettlement(s, t) {
		return true
	}
	return s.fields(1<<7-1, func(key []byte) (members, bool) {
		switch string(key) {
		case "wager":
			return 1 << 0, s.readStr(&t.Wager)
		case "stake":
			return 1 << 1, s.readInt(&t.Stake)
		case "result":
			return 1 << 2, s.readStr(&t.Result)
		case "win":
			return 1 << 3, s.readInt(&t.Win)
		case "returned":
			return 1 << 4, s.readInt(&t.Returned)
		case "bonus":
			return 1 << 5, s.readInt(&t.Bonus)
		case "odds":
			return 1 << 6, s.readNullableStr(&t.Odds)
		}
		return 0, false
	})
}

// canonicalSettlement reads a settlement written as encoding/json, `bacctk
// engine` and most engines write it: the members in the protocol's order,
// no white space. It is the same reading as fastSettlement's for those
// bytes, without a member-name switch: a settlement is most of the bytes
// of a shoe answer. Anything else leaves the scanner where it was and says
// false, for fastSettlement to read the object in full.
func canonicalSettlement(s *scanner, t *adapter.Settlement) bool {
	start := s.i
	if s.litStr(`{"wager":`, &t.Wager) && s.litInt(`,"stake":`, &t.Stake) &&
		s.litStr(`,"result":`, &t.Result) && s.litInt(`,"win":`, &t.Win) &&
		s.litInt(`,"returned":`, &t.Returned) && s.litInt(`,"bonus":`, &t.Bonus) &&
		s.lit(`,"odds":`) {
		var ok bool
		if t.Odds, ok = s.nullableStr(); ok && s.lit(`}`) {
			return true
		}
	}
	s.i = start
	return false
}

// litStr reads the literal key, then a string into dst.
func (s *scanner) litStr(key string, dst *string) bool {
	var ok bool
	if s.lit(key) {
		*dst, ok = s.str()
	}
	return ok
}

// litInt reads the literal key, then an integer into dst.
func (s *scanner) litInt(key string, dst *int64) bool {
	var ok bool
	if s.lit(key) {
		*dst, ok = s.int()
	}
	return ok
}

// lit consumes w if the input goes on with exactly w.
func (s *scanner) lit(w string) bool {
	if len(s.b)-s.i >= len(w) && string(s.b[s.i:s.i+len(w)]) == w {
		s.i += len(w)
		return true
	}
	return false
}

// fastError reads an error object: code and message, each once.
func fastError(s *scanner) (*adapter.Error, bool) {
	e := &adapter.Error{}
	ok := s.fields(1<<2-1, func(key []byte) (members, bool) {
		switch string(key) {
		case "code":
			return 1 << 0, s.readStr(&e.Code)
		case "message":
			return 1 << 1, s.readStr(&e.Message)
		}
		return 0, false
	})
	return e, ok
}

// fastCoupsResult reads the result of coups. A reply must be exactly a
// result or exactly an error, not null: anything else (both, neither, a
// null member) is left to encoding/json and the strict reading, which say
// what is wrong with it.
func fastCoupsResult(s *scanner, r *CoupsResult) bool {
	r.Replies = nil
	ok := s.object(func(key []byte) bool {
		if string(key) != "replies" || r.Replies != nil {
			return false
		}
		r.Replies = make([]Reply, 0, cap(s.results))
		return s.array(func() bool {
			var rep Reply
			n := 0
			ok := s.object(func(key []byte) bool {
				n++
				switch string(key) {
				case "result":
					if s.results != nil {
						s.results = append(s.results, adapter.CoupResult{})
						rep.Result = &s.results[len(s.results)-1]
					} else {
						rep.Result = &adapter.CoupResult{}
					}
					return fastCoupResult(s, rep.Result)
				case "error":
					var ok bool
					rep.Error, ok = fastError(s)
					return ok
				}
				return false
			})
			r.Replies = append(r.Replies, rep)
			return ok && n == 1
		})
	})
	return ok && r.Replies != nil
}

// fastShoeResult reads a shoe result: every member required, each once,
// so that what it takes is strict as well (readHot). With pools, the
// rounds are cut from s.results.
func fastShoeResult(s *scanner, r *adapter.ShoeResult) bool {
	*r = adapter.ShoeResult{}
	return s.fields(1<<3-1, func(key []byte) (members, bool) {
		switch string(key) {
		case "rounds":
			return 1 << 0, s.null() || s.roundList(&r.Rounds)
		case "cardsUsed":
			return 1 << 1, s.intField(&r.CardsUsed)
		case "end":
			return 1 << 2, s.readStr(&r.End)
		}
		return 0, false
	})
}

// roundList reads a shoe's rounds, cut from the pool of results when
// there is one.
func (s *scanner) roundList(p *[]adapter.CoupResult) (ok bool) {
	rounds := []adapter.CoupResult{}
	if s.results != nil {
		rounds = s.results[len(s.results):]
	}
	*p, ok = readEach(s, rounds, fastCoupResult)
	return ok
}

// hotAnswer is an answer readHot has read: the raw result and its value.
type hotAnswer struct {
	result []byte
	coup   *adapter.CoupResult
	coups  *CoupsResult
	shoe   *adapter.ShoeResult
	table  *adapter.TableResult
}

// readHot reads the line answering request id, a coup, coups (of n coups),
// shoe or table request, in one pass: the envelope and the result at once, the
// result cut from pools. These answers are most of the bytes an engine
// writes (a shoe's answer is some 30 KB), and reading each once instead of
// three times (the envelope, the strict reading, the decoding) is most of
// what the protocol path costs the kit.
//
// It takes only what the strict reading (checkStrict) accepts and
// encoding/json reads alike: an object of exactly the members id (the
// integer id, spelled plainly) and result, each once, and a result the
// fast decoders take, which are strict themselves (every member required,
// each once, exactly spelled, strings valid UTF-8; no value is skipped
// unread, so every byte of the line is checked). Anything else (an error
// answer, a wrong id, null, another member) reports false and the caller
// reads the line the careful way, which says what is wrong with it.
// FuzzReadHotIsStrict holds it to that.
func readHot(line []byte, method string, id int64, n int) (hotAnswer, bool) {
	var h hotAnswer
	var s *scanner
	switch method {
	case MethodCoup, MethodTable:
		s = &scanner{b: line}
	case MethodCoups, MethodShoe:
		// Pools sized to the answer, so that they never grow (a pool
		// that grows leaves its old copies to the collector), from
		// counts of single bytes, which bytes.Count makes a fast scan
		// (a key such as "odds" would be a search at every quote): each
		// round has three arrays (a shoe's rounds are counted by them),
		// at most six cards, and each settlement is an object.
		if method == MethodShoe {
			n = bytes.Count(line, []byte{'['}) / 3
		}
		n = max(n, 1)
		sets := bytes.Count(line, []byte{'{'})
		s = &scanner{b: line, results: make([]adapter.CoupResult, 0, n), cards: make([]string, 0, 6*n), sets: make([]adapter.Settlement, 0, sets)}
	default:
		return h, false
	}
	var seen members
	ok := s.object(func(key []byte) bool {
		switch string(key) {
		case "id":
			got, ok := s.int()
			return ok && got == id && seen.first(1<<0)
		case "result":
			if !seen.first(1 << 1) {
				return false
			}
			start := s.i
			var ok bool
			switch method {
			case MethodCoup:
				h.coup = &adapter.CoupResult{}
				ok = fastCoupResult(s, h.coup)
			case MethodCoups:
				h.coups = &CoupsResult{}
				ok = fastCoupsResult(s, h.coups)
			case MethodShoe:
				h.shoe = &adapter.ShoeResult{}
				ok = fastShoeResult(s, h.shoe)
			case MethodTable:
				h.table = &adapter.TableResult{}
				ok = fastTableResult(s, h.table)
			}
			h.result = bytes.TrimLeft(line[start:s.i], " \t\r\n")
			return ok
		}
		return false
	})
	return h, ok && seen == 1<<2-1 && s.end()
}

// fastDecode decodes a whole JSON text into one of the hot types, and
// reports false, leaving the work to encoding/json, for any other type or
// any input it does not take.
// FastDecode decodes a coup, shoe or table result, or a coup, shoe or
// table request, from b into v with the protocol's strict fast readers, and
// reports whether it could: false for any other type, and for anything
// the fast readers leave to encoding/json (white space they do not
// expect, a member twice, an unknown member, escapes they do not read).
// What it decodes is what encoding/json decodes (FuzzFastDecode).
func FastDecode(b []byte, v any) bool { return fastDecode(b, v) }

func fastDecode(b []byte, v any) bool {
	s := &scanner{b: b}
	var ok bool
	switch v := v.(type) {
	case *adapter.CoupRequest:
		ok = fastCoupRequest(s, v)
	case *adapter.ShoeRequest:
		q := (*adapter.CoupRequest)(v)
		ok = fastCoupRequest(s, q)
	case *CoupsParams:
		// A batch's cards and wagers are cut from two pools.
		s.cards, s.wagers = make([]string, 0, 1024), make([]adapter.Wager, 0, 256)
		ok = fastCoupsParams(s, v)
	case *adapter.CoupResult:
		ok = fastCoupResult(s, v)
	case *adapter.ShoeResult:
		ok = fastShoeResult(s, v)
	case *adapter.TableResult:
		*v = adapter.TableResult{}
		ok = fastTableResult(s, v)
	case *CoupsResult:
		ok = fastCoupsResult(s, v)
	case *adapter.TableRequest:
		*v = adapter.TableRequest{}
		ok = fastTableRequest(s, v)
	default:
		return false
	}
	return ok && s.end()
}

// envelopeParts splits a JSON object into the raw values of the members
// named in keys (nil for a member that is absent), checking the syntax of
// the whole. It gives up on a member not in keys, or a repeated one.
func envelopeParts(b []byte, keys [3]string) (parts [3][]byte, ok bool) {
	s := &scanner{b: b}
	ok = s.object(func(key []byte) bool {
		for i, k := range keys {
			if k == string(key) && parts[i] == nil {
				var ok bool
				parts[i], ok = s.skip()
				return ok
			}
		}
		return false
	})
	return parts, ok && s.end()
}
