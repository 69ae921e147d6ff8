package protocol

// The strict readers of objects (jsonfast.go, jsonfast_table.go) each name
// their members once, with a bit and the field it reads into; the rest of
// being strict (each member once, an unknown one refused, the required ones
// there) is written here, once.

// members tracks the members of one object the fast path has read, so
// that it gives up on a member given twice or a required one missing: what
// it accepts is then strict as well (strict.go), and the client need not
// read the line a second time.
type members uint32

// first marks member bit and reports whether it was not seen before.
func (m *members) first(bit members) bool {
	if *m&bit != 0 {
		return false
	}
	*m |= bit
	return true
}

// fields reads an object whose members member reads: member returns the
// member's bit and whether its value read, and no bit (0, false) for a key
// the type does not have. It reports false on a member given twice, or when
// a member of required is missing.
func (s *scanner) fields(required members, member func(key []byte) (members, bool)) bool {
	var seen members
	return s.object(func(key []byte) bool {
		bit, ok := member(key)
		fresh := seen&bit == 0
		seen |= bit
		return ok && fresh
	}) && seen&required == required
}

// The readers of one member's value into its field, for fields: false when
// the value is not what the field takes.

func (s *scanner) readStr(p *string) (ok bool) {
	*p, ok = s.str()
	return ok
}

func (s *scanner) readNullableStr(p *string) (ok bool) {
	*p, ok = s.nullableStr()
	return ok
}

func (s *scanner) readStrings(p *[]string) (ok bool) {
	*p, ok = s.strings(nil)
	return ok
}

func (s *scanner) readInt(p *int64) (ok bool) {
	*p, ok = s.int()
	return ok
}

func (s *scanner) readBool(p *bool) (ok bool) {
	*p, ok = s.boolean()
	return ok
}
