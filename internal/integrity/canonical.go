package integrity

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// maxDepth bounds the nesting of arrays and objects: a report nests about
// ten deep, and a hostile file a million deep should be an error, not a
// goroutine stack of gigabytes.
const maxDepth = 512

// maxNumber bounds a number's length: a report's longest is a 64-bit
// count, and reading a number of megabytes in full would take minutes.
const maxNumber = 1000

// Canonical returns the canonical form of the JSON document data (doc.go).
// A document that is not one JSON value, has a member name twice in an
// object, nests deeper than 512 or holds a number beyond float64 is an
// error.
func Canonical(data []byte) ([]byte, error) {
	return canonical(data, "")
}

// canonical is Canonical leaving out the top-level object's member named
// omit ("" omits nothing): the digest covers the report but its own member.
func canonical(data []byte, omit string) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var out bytes.Buffer
	if err := value(dec, &out, 0, omit); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("more than one JSON value")
	}
	return out.Bytes(), nil
}

// value writes the next value of dec in canonical form.
func value(dec *json.Decoder, out *bytes.Buffer, depth int, omit string) error {
	tok, err := dec.Token()
	if err != nil {
		return fmt.Errorf("not JSON: %v", err)
	}
	switch t := tok.(type) {
	case json.Delim:
		if depth >= maxDepth {
			return fmt.Errorf("nested deeper than %d", maxDepth)
		}
		if t == '[' {
			return array(dec, out, depth+1)
		}
		return object(dec, out, depth+1, omit)
	case string:
		writeString(out, t)
	case json.Number:
		return number(out, t)
	case bool:
		out.WriteString(strconv.FormatBool(t))
	case nil:
		out.WriteString("null")
	}
	return nil
}

func array(dec *json.Decoder, out *bytes.Buffer, depth int) error {
	out.WriteByte('[')
	for i := 0; dec.More(); i++ {
		if i > 0 {
			out.WriteByte(',')
		}
		if err := value(dec, out, depth, ""); err != nil {
			return err
		}
	}
	_, err := dec.Token() // the closing ']'; the decoder checks it matches
	out.WriteByte(']')
	return err
}

// object writes an object's members sorted by name, omitting the one
// named omit.
func object(dec *json.Decoder, out *bytes.Buffer, depth int, omit string) error {
	members := map[string][]byte{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return fmt.Errorf("not JSON: %v", err)
		}
		name, _ := tok.(string) // the decoder allows only a string here
		if _, dup := members[name]; dup {
			return fmt.Errorf("member %q given twice in one object", name)
		}
		var v bytes.Buffer
		if err := value(dec, &v, depth, ""); err != nil {
			return err
		}
		members[name] = v.Bytes()
	}
	if _, err := dec.Token(); err != nil {
		return fmt.Errorf("not JSON: %v", err)
	}
	names := make([]string, 0, len(members))
	for n := range members {
		if omit == "" || n != omit {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	out.WriteByte('{')
	for i, n := range names {
		if i > 0 {
			out.WriteByte(',')
		}
		writeString(out, n)
		out.WriteByte(':')
		out.Write(members[n])
	}
	out.WriteByte('}')
	return nil
}

// writeString writes s as encoding/json does with HTML escaping off.
func writeString(out *bytes.Buffer, s string) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	out.Write(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
}

// number writes a whole number in full and another as its float64.
func number(out *bytes.Buffer, n json.Number) error {
	s := n.String()
	if len(s) > maxNumber {
		return fmt.Errorf("number %s has more than %d characters", clip(s), maxNumber)
	}
	if !strings.ContainsAny(s, ".eE") {
		i, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return fmt.Errorf("number %s is not JSON", clip(s))
		}
		out.WriteString(i.String())
		return nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return fmt.Errorf("number %s is beyond float64", clip(s))
	}
	if f == 0 {
		f = 0 // -0 as 0, as a whole number's
	}
	b, _ := json.Marshal(f) // a finite float64 always marshals
	out.Write(b)
	return nil
}

// clip shortens a number for a message: a hostile one may be megabytes.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}
