package fuzz

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// Seed is a 64-bit seed that JSON carries as a decimal string: above 2^53
// a JSON number loses precision in most readers (JavaScript's among them),
// and a seed that does not replay is worthless. A number is still accepted
// on input, for cases written before.
type Seed uint64

// MarshalJSON writes the seed as a decimal string.
func (s Seed) MarshalJSON() ([]byte, error) {
	return []byte(`"` + strconv.FormatUint(uint64(s), 10) + `"`), nil
}

// UnmarshalJSON reads a decimal string or a number.
func (s *Seed) UnmarshalJSON(data []byte) error {
	text := string(bytes.Trim(data, `"`))
	if len(data) >= 2 && data[0] == '"' && data[len(data)-1] != '"' {
		return fmt.Errorf("seed %s: an unterminated string", data)
	}
	v, err := strconv.ParseUint(text, 10, 64)
	if err != nil {
		return fmt.Errorf("seed %s: want a decimal string of 0 to 18446744073709551615", data)
	}
	*s = Seed(v)
	return nil
}

// The JSON forms of the types that carry a seed write it as a Seed (a
// decimal string) and read either form; the Go fields stay uint64, so no
// caller changes. Each works on a copy of its type without methods (plain),
// whose seed field the outer one shadows.

// MarshalJSON writes the case with its seed as a string.
func (c Case) MarshalJSON() ([]byte, error) {
	type plain Case
	return json.Marshal(struct {
		plain
		Seed Seed `json:"seed"`
	}{plain(c), Seed(c.Seed)})
}

// UnmarshalJSON reads a case whose seed is a string or a number.
func (c *Case) UnmarshalJSON(data []byte) error {
	type plain Case
	v := struct {
		*plain
		Seed Seed `json:"seed"`
	}{plain: (*plain)(c)}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	c.Seed = uint64(v.Seed)
	return nil
}

// MarshalJSON writes the report with its seed as a string.
func (r Report) MarshalJSON() ([]byte, error) {
	type plain Report
	return json.Marshal(struct {
		plain
		Seed Seed `json:"seed"`
	}{plain(r), Seed(r.Seed)})
}

// UnmarshalJSON reads a report whose seed is a string or a number.
func (r *Report) UnmarshalJSON(data []byte) error {
	type plain Report
	v := struct {
		*plain
		Seed Seed `json:"seed"`
	}{plain: (*plain)(r)}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	r.Seed = uint64(v.Seed)
	return nil
}

// MarshalJSON writes the failure with its seed as a string.
func (f Failure) MarshalJSON() ([]byte, error) {
	type plain Failure
	return json.Marshal(struct {
		plain
		Seed Seed `json:"seed"`
	}{plain(f), Seed(f.Seed)})
}

// UnmarshalJSON reads a failure whose seed is a string or a number.
func (f *Failure) UnmarshalJSON(data []byte) error {
	type plain Failure
	v := struct {
		*plain
		Seed Seed `json:"seed"`
	}{plain: (*plain)(f)}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	f.Seed = uint64(v.Seed)
	return nil
}

// MarshalJSON writes the engine error with its seed as a string.
func (e EngineError) MarshalJSON() ([]byte, error) {
	type plain EngineError
	return json.Marshal(struct {
		plain
		Seed Seed `json:"seed"`
	}{plain(e), Seed(e.Seed)})
}

// UnmarshalJSON reads an engine error whose seed is a string or a number.
func (e *EngineError) UnmarshalJSON(data []byte) error {
	type plain EngineError
	v := struct {
		*plain
		Seed Seed `json:"seed"`
	}{plain: (*plain)(e)}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	e.Seed = uint64(v.Seed)
	return nil
}
