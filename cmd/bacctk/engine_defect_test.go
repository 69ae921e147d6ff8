package main

import (
	"strings"
	"testing"
)

// TestEngineDefect: `bacctk engine --defect NAME` serves the independent
// engine with that planted defect, so a lab can watch certify catch it; the
// defect changes its answers where the rules say it should.
func TestEngineDefect(t *testing.T) {
	coup := `{"id":2,"method":"coup","params":{"game":"mbs-ncb-v6","decks":8,"cards":["4S","3H","3D","4C"],"wagers":[{"wager":"player","stake":100}]}}`
	in := `{"id":1,"method":"hello","params":{"protocol":1,"kit":"test"}}` + "\n" + coup + "\n"
	_, clean, _ := runEngineOn(t, in)
	code, faulty, errs := runEngineOn(t, in, "--defect", "tie-loses-player-banker")
	if code != 0 || len(faulty) != 2 || len(clean) != 2 {
		t.Fatalf("exit %d, %q, %s", code, faulty, errs)
	}
	if !strings.Contains(clean[1], `"result":"push"`) || !strings.Contains(faulty[1], `"result":"lose"`) {
		t.Errorf("a tie: the reference answers %s, the defective engine %s", clean[1], faulty[1])
	}
	if !strings.Contains(faulty[0], "bacctk-independent") {
		t.Errorf("hello of the defective engine: %s", faulty[0])
	}
}

func TestEngineDefectErrors(t *testing.T) {
	code, _, errs := runEngineOn(t, "", "--defect", "no-such-defect")
	if code != 2 || !strings.Contains(errs, "no-such-defect") {
		t.Errorf("unknown defect: exit %d, %q", code, errs)
	}
	code, lines, _ := runEngineOn(t, "", "--list-defects")
	if code != 0 || !strings.Contains(strings.Join(lines, "\n"), "tie-loses-player-banker") {
		t.Errorf("--list-defects: exit %d", code)
	}
}
