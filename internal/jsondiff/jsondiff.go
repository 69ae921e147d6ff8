// Package jsondiff shows two values as a vendor reads them: their protocol
// JSON, the members that differ marked. Lines start with "  " (the same in
// both), "- " (expected) or "+ " (actual); a member that differs is shown
// twice, expected then actual, and an object or list that differs is
// opened so that only its differing members are marked. Empty strings the
// protocol sends as null (odds, winner, void) read null, as the engine
// wrote them. The report's evidence (package decide) and `bacctk vectors
// verify` both diff this way.
package jsondiff

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Diff marks the differences of two values' JSON forms; "" if equal.
func Diff(want, got any) string {
	wv, err1 := jsonValueOf(want)
	gv, err2 := jsonValueOf(got)
	if err1 != nil || err2 != nil {
		return fmt.Sprintf("(cannot show the answers as JSON: %v %v)", err1, err2)
	}
	if equalJSON(wv, gv) {
		return ""
	}
	var b strings.Builder
	writeDiff(&b, 0, "", wv, gv, false)
	return b.String()
}

// jsonObject keeps the members of a JSON object in the order they were
// written (the protocol's documented order), which a map would lose.
type jsonObject struct {
	keys []string
	vals map[string]any
}

func jsonValueOf(v any) (any, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	return readJSONValue(dec)
}

func readJSONValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			o := &jsonObject{vals: map[string]any{}}
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := readJSONValue(dec)
				if err != nil {
					return nil, err
				}
				key, _ := k.(string)
				o.keys = append(o.keys, key)
				o.vals[key] = v
			}
			_, err := dec.Token()
			return o, err
		case '[':
			var list []any
			for dec.More() {
				v, err := readJSONValue(dec)
				if err != nil {
					return nil, err
				}
				list = append(list, v)
			}
			_, err := dec.Token()
			if list == nil {
				list = []any{}
			}
			return list, err
		}
		return nil, io.ErrUnexpectedEOF
	}
	return tok, nil
}

// equalJSON compares two values, an empty list equal to null (a Go nil
// slice and an empty one are the same answer).
func equalJSON(a, b any) bool { return writeJSON(a, true) == writeJSON(b, true) }

// compactJSON writes a value on one line, members in their order.
func compactJSON(v any) string { return writeJSON(v, false) }

func writeJSON(v any, emptyIsNull bool) string {
	switch t := v.(type) {
	case *jsonObject:
		parts := make([]string, len(t.keys))
		for i, k := range t.keys {
			kb, _ := json.Marshal(k)
			parts[i] = string(kb) + ": " + writeJSON(t.vals[k], emptyIsNull)
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case []any:
		if len(t) == 0 && emptyIsNull {
			return "null"
		}
		parts := make([]string, len(t))
		for i, e := range t {
			parts[i] = writeJSON(e, emptyIsNull)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case nil:
		return "null"
	case string:
		b, _ := json.Marshal(t)
		return string(b)
	}
	return fmt.Sprint(v)
}

// isScalarList is a list of scalars, shown on one line (cards).
func isScalarList(v any) bool {
	l, ok := v.([]any)
	if !ok {
		return false
	}
	for _, e := range l {
		switch e.(type) {
		case *jsonObject, []any:
			return false
		}
	}
	return true
}

// writeDiff writes one member (key "" for a list element or the top):
// opened when both sides are objects, or lists of objects, that differ;
// else on one line, or two marked lines when it differs.
func writeDiff(b *strings.Builder, depth int, key string, want, got any, comma bool) {
	label, end := memberEnds(key, comma)
	pad := strings.Repeat("  ", depth)
	line := func(mark string, v any) { writeOne(b, mark, depth, key, v, comma) }
	if equalJSON(want, got) {
		if o, ok := want.(*jsonObject); ok && depth > 0 && len(o.keys) > 0 {
			// A whole settlement, round or hand stays readable: one member
			// a line.
			fmt.Fprintf(b, "  %s%s{\n", pad, label)
			for i, k := range o.keys {
				writeDiff(b, depth+1, k, o.vals[k], o.vals[k], i < len(o.keys)-1)
			}
			fmt.Fprintf(b, "  %s}%s\n", pad, end)
			return
		}
		line(" ", want)
		return
	}
	wo, wok := want.(*jsonObject)
	gobj, gok := got.(*jsonObject)
	if wok && gok {
		fmt.Fprintf(b, "  %s%s{\n", pad, label)
		keys := append([]string{}, wo.keys...)
		for _, k := range gobj.keys {
			if _, ok := wo.vals[k]; !ok {
				keys = append(keys, k)
			}
		}
		for i, k := range keys {
			last := i == len(keys)-1
			wv, inW := wo.vals[k]
			gv, inG := gobj.vals[k]
			switch {
			case inW && inG:
				writeDiff(b, depth+1, k, wv, gv, !last)
			case inW:
				writeOne(b, "-", depth+1, k, wv, !last)
			default:
				writeOne(b, "+", depth+1, k, gv, !last)
			}
		}
		fmt.Fprintf(b, "  %s}%s\n", pad, end)
		return
	}
	wl, wlok := want.([]any)
	gl, glok := got.([]any)
	if wlok && glok && !(isScalarList(want) && isScalarList(got)) {
		fmt.Fprintf(b, "  %s%s[\n", pad, label)
		n := max(len(wl), len(gl))
		for i := 0; i < n; i++ {
			last := i == n-1
			switch {
			case i < len(wl) && i < len(gl):
				writeDiff(b, depth+1, "", wl[i], gl[i], !last)
			case i < len(wl):
				writeOne(b, "-", depth+1, "", wl[i], !last)
			default:
				writeOne(b, "+", depth+1, "", gl[i], !last)
			}
		}
		fmt.Fprintf(b, "  %s]%s\n", pad, end)
		return
	}
	line("-", want)
	line("+", got)
}

// writeOne writes a member on its own line(s) under one mark: a member
// present on one side only, or one side of a member that differs.
func writeOne(b *strings.Builder, mark string, depth int, key string, v any, comma bool) {
	label, end := memberEnds(key, comma)
	fmt.Fprintf(b, "%s %s%s%s%s\n", mark, strings.Repeat("  ", depth), label, compactOrOpen(v, depth, mark), end)
}

// memberEnds are what stands either side of a member's value: its key's
// label (none for a list element or the top) and the comma after it.
func memberEnds(key string, comma bool) (label, end string) {
	if key != "" {
		kb, _ := json.Marshal(key)
		label = string(kb) + ": "
	}
	if comma {
		end = ","
	}
	return label, end
}

// compactOrOpen is a value on one line when short, else an object's
// members one a line, each marked like the value.
func compactOrOpen(v any, depth int, mark string) string {
	s := compactJSON(v)
	o, ok := v.(*jsonObject)
	if !ok || len(s) <= 100 {
		return s
	}
	var b strings.Builder
	b.WriteString("{\n")
	pad := strings.Repeat("  ", depth+1)
	for i, k := range o.keys {
		kb, _ := json.Marshal(k)
		end := ","
		if i == len(o.keys)-1 {
			end = ""
		}
		fmt.Fprintf(&b, "%s %s%s: %s%s\n", mark, pad, kb, compactJSON(o.vals[k]), end)
	}
	fmt.Fprintf(&b, "%s %s}", mark, strings.Repeat("  ", depth))
	return b.String()
}
