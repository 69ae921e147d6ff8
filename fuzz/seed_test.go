package fuzz

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSeedJSON: seeds above 2^53 are written as decimal strings and read
// back exactly; numbers are still read; anything else is an error naming
// the value.
func TestSeedJSON(t *testing.T) {
	const big = Seed(18446744073709551557) // above 2^53: a float64 rounds it
	c := Case{ID: "fuzz/g/p", Seed: big, Method: "coup"}
	f := Failure{Game: "g", Seed: big, Case: c}
	r := Report{Seed: big, Games: []GameReport{{Game: "g", Failures: []Failure{f}, Errors: []EngineError{{Seed: big, Case: &c}}}}}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), `"seed":"18446744073709551557"`); n != 5 {
		t.Fatalf("%d seeds as strings, want 5 (report, failure, its case, engine error, its case):\n%s", n, b)
	}
	if strings.Contains(string(b), `"seed":1`) {
		t.Fatalf("a seed written as a number:\n%s", b)
	}
	var back Report
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	g := back.Games[0]
	if back.Seed != big || g.Failures[0].Seed != big || g.Failures[0].Case.Seed != big || g.Errors[0].Seed != big || g.Errors[0].Case.Seed != big || g.Failures[0].Case.ID != c.ID {
		t.Fatalf("read back %+v", back)
	}
	var old Case
	if err := json.Unmarshal([]byte(`{"id":"x","seed":42,"method":"shoe"}`), &old); err != nil || old.Seed != 42 || old.Method != "shoe" {
		t.Fatalf("a case with a numeric seed: %+v, %v", old, err)
	}
	for _, bad := range []string{`{"seed":"-1"}`, `{"seed":"1e3"}`, `{"seed":"18446744073709551616"}`, `{"seed":true}`} {
		if err := json.Unmarshal([]byte(bad), &old); err == nil || !strings.Contains(err.Error(), "seed") {
			t.Errorf("%s: error %v, want one naming the seed", bad, err)
		}
	}
}
