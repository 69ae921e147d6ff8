package protocol

import "strconv"

// The members of the hand-written objects (appendjson.go): each writes its
// key, given as the protocol spells it with the comma or brace before it
// and the colon after, then its value as encoding/json writes it, so that
// a writer names each member once. The omit forms leave the member out at
// its zero value, as omitempty does; an integer left out at 0 is tested
// where it is written, since the test and the writing together are too
// much for the compiler to inline, and a call for each cost the writing
// of table requests about a tenth of its time (BenchmarkAppendTable).

func appendMemberString(b []byte, key, s string) []byte {
	return appendString(append(b, key...), s)
}

func appendMemberInt(b []byte, key string, n int64) []byte {
	return strconv.AppendInt(append(b, key...), n, 10)
}

func appendMemberBool(b []byte, key string, v bool) []byte {
	return appendBool(append(b, key...), v)
}

// appendMemberNullable writes "" as null.
func appendMemberNullable(b []byte, key, s string) []byte {
	return appendNullable(append(b, key...), s)
}

func appendMemberStrings(b []byte, key string, ss []string) []byte {
	return appendStrings(append(b, key...), ss)
}

func appendOmitString(b []byte, key, s string) []byte {
	if s == "" {
		return b
	}
	return appendMemberString(b, key, s)
}

func appendOmitBool(b []byte, key string, v bool) []byte {
	if !v {
		return b
	}
	return appendMemberBool(b, key, v)
}

// closeObject ends an object whose members were appended from start on,
// each with a comma before it, as the omit forms write them: the first
// comma becomes the opening brace, and no member at all is {}. An object
// whose every member may be left out then needs no separator kept.
func closeObject(b []byte, start int) []byte {
	if len(b) == start {
		return append(b, "{}"...)
	}
	b[start] = '{'
	return append(b, '}')
}
