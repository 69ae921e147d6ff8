package fuzz

import (
	"bytes"
	"fmt"
	"strconv"
)

// Seed is a 64-bit seed that JSON carries as a decimal string: above 2^53
// a JSON number loses precision in most readers (JavaScript's among them),
// and a seed that does not replay is worthless. A number is still accepted
// on input, for cases written before. The seeds of Case, Report, Failure
// and EngineError are Seeds, each its struct's last field: their JSON has
// always ended with the seed.
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
