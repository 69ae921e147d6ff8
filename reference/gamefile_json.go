package reference

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
)

// This file reads JSON strictly for the game files (gamefile.go): one
// object, no member it does not know, none twice, and errors in the
// format's words.

// decodeStrict decodes one JSON object into v, refusing members v does
// not have and anything after the object, and says so in the file's words
// rather than Go's.
func decodeStrict(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	err := d.Decode(v)
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return errors.New("no JSON value: want an object")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return errors.New("the JSON ends before its value does")
	case errors.As(err, &typeErr) && typeErr.Field == "":
		return fmt.Errorf("a JSON %s: want an object", typeErr.Value)
	case errors.As(err, &typeErr):
		return fmt.Errorf("the member %q is a JSON %s: want %s", typeErr.Field, typeErr.Value, jsonKind(typeErr.Type))
	case err != nil && strings.HasPrefix(err.Error(), "json: unknown field "):
		return fmt.Errorf("unknown member %s: want only %s", strings.TrimPrefix(err.Error(), "json: unknown field "), jsonMembers(reflect.TypeOf(v).Elem()))
	case err != nil:
		return err
	}
	if _, err := d.Token(); !errors.Is(err, io.EOF) {
		return errors.New("more after the JSON value: want one object")
	}
	return nil
}

// jsonKind names what a Go type reads, in JSON's words.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int64:
		return "a whole number"
	case reflect.Slice:
		return "an array"
	case reflect.Pointer:
		return jsonKind(t.Elem())
	}
	return "an object"
}

// jsonMembers lists the members a struct reads.
func jsonMembers(t reflect.Type) string {
	names := make([]string, t.NumField())
	for i := range names {
		names[i] = strconv.Quote(t.Field(i).Tag.Get("json"))
	}
	return strings.Join(names, ", ")
}

// checkMembersOnce refuses an object that names a member twice, which
// encoding/json would read as the last one silently. data is one JSON
// value that decodeStrict has read; the scan is by hand because
// encoding/json's token reader costs as much again as the whole decoding,
// and the kit reads its own files at every start.
func checkMembersOnce(data []byte) error {
	type object struct {
		seen    map[string]bool
		wantKey bool // the next string is a member name
	}
	var stack []*object // nil for an array
	for i := 0; i < len(data); i++ {
		var top *object
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		switch data[i] {
		case '{':
			stack = append(stack, &object{seen: map[string]bool{}, wantKey: true})
		case '[':
			stack = append(stack, nil)
		case '}', ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case ',':
			if top != nil {
				top.wantKey = true
			}
		case '"':
			end := i + 1
			for end < len(data) && data[end] != '"' {
				if data[end] == '\\' {
					end++
				}
				end++
			}
			if end >= len(data) {
				return errors.New("a string without its closing quote")
			}
			if top != nil && top.wantKey {
				name := string(data[i+1 : end])
				if strings.IndexByte(name, '\\') >= 0 {
					if err := json.Unmarshal(data[i:end+1], &name); err != nil {
						return err
					}
				}
				if top.seen[name] {
					return fmt.Errorf("the member %q twice in one object: want each member once", name)
				}
				top.seen[name], top.wantKey = true, false
			}
			i = end
		}
	}
	return nil
}

// atLine adds the line of a JSON syntax error, which encoding/json gives
// as a byte offset.
func atLine(data []byte, err error) error {
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) && syntax.Offset <= int64(len(data)) {
		return fmt.Errorf("not JSON: %v (line %d)", err, 1+bytes.Count(data[:syntax.Offset], []byte("\n")))
	}
	return err
}
