package main

import (
	"strings"
	"testing"
)

// TestGameFlagSpellings: every command takes the game flag under both
// spellings, --game and --games, and means the same by each; a command
// about one game refuses a list or two games.
func TestGameFlagSpellings(t *testing.T) {
	for _, tc := range []struct {
		a, b []string // the same request under the two spellings
	}{
		{[]string{"analyze", "--game", "mbs-ncb-v6", "--decks", "4"}, []string{"analyze", "--games", "mbs-ncb-v6", "--decks", "4"}},
		{[]string{"coup", "--game", "mbs-ncb-v6", "--cards", "AH 9S 7D KC"}, []string{"coup", "--games", "mbs-ncb-v6", "--cards", "AH 9S 7D KC"}},
		{[]string{"games", "--game", "mbs-tiger-v2"}, []string{"games", "--games", "mbs-tiger-v2"}},
		{[]string{"certify", "--games", "mbs-ncb-v6,mbs-tiger-v2", "--list"}, []string{"certify", "--game", "mbs-ncb-v6", "--game", "mbs-tiger-v2", "--list"}},
		{[]string{"vectors", "verify", "--game", "mbs-ncb-v6", "--game", "mbs-etg-v4-tiger"}, []string{"vectors", "verify", "--games", "mbs-ncb-v6,mbs-etg-v4-tiger"}},
	} {
		codeA, outA, errA := runCmd(tc.a...)
		codeB, outB, errB := runCmd(tc.b...)
		if codeA != 0 || codeB != 0 {
			t.Errorf("%q: exit %d (%s); %q: exit %d (%s); want 0", tc.a, codeA, errA, tc.b, codeB, errB)
			continue
		}
		if tc.a[0] == "vectors" {
			// the output ends with the time taken
			outA, outB = strings.Split(outA, "verified in")[0], strings.Split(outB, "verified in")[0]
		}
		if outA != outB {
			t.Errorf("%q and %q print different output:\n%s\n---\n%s", tc.a, tc.b, outA, outB)
		}
	}
	for _, args := range [][]string{
		{"analyze", "--game", "mbs-ncb-v6,mbs-tiger-v2"},
		{"coup", "--game", "mbs-ncb-v6", "--games", "mbs-tiger-v2", "--cards", "AH 9S 7D KC"},
	} {
		if code, _, stderr := runCmd(args...); code != 2 || !strings.Contains(stderr, "one game") {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one game", args, code, stderr)
		}
	}
}

// TestFlagErrorFirst: a mistyped flag's error and its suggestion are the
// first line a user reads, before the usage.
func TestFlagErrorFirst(t *testing.T) {
	code, _, stderr := runCmd("certify", "--gmaes", "x")
	first, _, _ := strings.Cut(stderr, "\n")
	if code != 2 || first != "bacctk certify: flag provided but not defined: --gmaes (did you mean --games?)" {
		t.Errorf("exit %d, first line %q", code, first)
	}
	if !strings.Contains(stderr, "Usage: bacctk certify") {
		t.Errorf("no usage after the error: %q", stderr)
	}
}

// TestInvokedName: a replay line names the kit by the path it was invoked
// by, and "bacctk" when it came from the PATH or from `go run`.
func TestInvokedName(t *testing.T) {
	for arg0, want := range map[string]string{
		"bacctk":                          "bacctk",
		"./bacctk":                        "./bacctk",
		"/opt/lab tools/bacctk":           "'/opt/lab tools/bacctk'",
		"/tmp/go-build1234/b001/exe/main": "bacctk",
	} {
		if got := invokedName(arg0); got != want {
			t.Errorf("invokedName(%q) = %q, want %q", arg0, got, want)
		}
	}
}
