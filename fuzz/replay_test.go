package fuzz

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

// TestFailuresReplay: a failure found by Check is a minimal case that
// replays alone (Replay, and as a golden vector through vectors.Verify),
// fails on the defective engine and passes on the reference, and whose
// shoe seed (ReplayShoe) finds the same failure again, table failures
// included (ReplayShoe runs the seed's table sequence too).
func TestFailuresReplay(t *testing.T) {
	ctx := context.Background()
	for _, defect := range []string{"banker-three-draws-on-eight", "tiger-commission-rounds-up", "shoe-continues-after-cut", "extra-card-count-per-round",
		// table-lifecycle defects: their failures are table cases
		"table-late-wager-accepted", "table-device-reset-keeps-cards"} {
		t.Run(defect, func(t *testing.T) {
			eng, err := independent.New(defect)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			seed := testSeed(t, 5)
			rep, err := Check(ctx, eng, []string{"mbs-tiger-v2"}, Config{Shoes: testShoes(t, 30), Seed: seed, CaseDir: dir})
			if err != nil {
				t.Fatal(err)
			}
			fs := rep.Failures()
			if len(fs) == 0 {
				t.Fatalf("seed %d: %s not caught", seed, defect)
			}
			for _, f := range fs {
				c, err := ReadCase(f.CasePath)
				if err != nil {
					t.Fatal(err)
				}
				if n := len(c.Cards); c.Method == "coup" && n > 8 {
					t.Errorf("%s: a coup case of %d tokens is not minimal: %v", f.Property, n, c.Cards)
				}
				bad, err := Replay(ctx, eng, c)
				if err != nil {
					t.Fatal(err)
				}
				if bad.Passed() {
					t.Errorf("%s: the case passes on the defective engine:\n%s", f.Property, c.JSON())
				}
				good, err := Replay(ctx, refengine.New(), c)
				if err != nil {
					t.Fatal(err)
				}
				if !good.Passed() && c.Related == nil {
					t.Errorf("%s: the case fails on the reference: %s %v", f.Property, good.Diff, good.Violations)
				}

				// The shoe seed finds the same failure again.
				again, err := ReplayShoe(ctx, eng, f.Game, f.Seed, Config{})
				if err != nil {
					t.Fatal(err)
				}
				found := false
				for _, g := range again.Failures {
					found = found || (g.Property == f.Property && strings.Join(g.Clauses, " ") == strings.Join(f.Clauses, " "))
				}
				if !found {
					t.Errorf("ReplayShoe(seed %d) does not find %s again: %v", f.Seed, f, again.Failures)
				}

				// The vector file, if the case has one, is a clean vector
				// that fails on the engine and passes on the reference.
				vpath := strings.TrimSuffix(f.CasePath, ".json") + ".vector.json"
				data, err := os.ReadFile(vpath)
				if err != nil {
					// vectors have no table cases: a table case replays
					// through its request (Replay) alone
					if c.Expect.Error == nil && c.Related == nil && c.Method != "table" {
						t.Errorf("%s: no vector file: %v", f.Property, err)
					}
					continue
				}
				if probs := vectors.Lint(filepath.Base(vpath), data); len(probs) > 0 {
					t.Errorf("the vector does not lint: %v", probs)
				}
				file, err := vectors.Decode(vpath, data)
				if err != nil {
					t.Fatal(err)
				}
				if r := vectors.Verify(ctx, eng, []vectors.File{*file}, vectors.VerifyOptions{}); r.Counts.Fail != 1 {
					t.Errorf("%s: the vector does not fail on the defective engine: %+v", f.Property, r.Counts)
				}
				if r := vectors.Verify(ctx, refengine.New(), []vectors.File{*file}, vectors.VerifyOptions{}); r.Counts.Pass != 1 {
					t.Errorf("%s: the vector does not pass on the reference: %+v", f.Property, r.Counts)
				}
			}
		})
	}
}

// TestReplayUnderTheCaseReadings: a case records the readings it was
// judged under, and Replay judges it under them: an engine paying K+Q as a
// pair is right under 1=point-value and wrong under the kit's reading.
func TestReplayUnderTheCaseReadings(t *testing.T) {
	rd, err := reference.ParseReadings([]string{"1=point-value"})
	if err != nil {
		t.Fatal(err)
	}
	eng := refengine.NewUnder(rd)
	c := Case{ID: "fuzz/mbs-ncb-v6/pair", Method: "coup", Game: "mbs-ncb-v6", Decks: 8,
		Cards: []string{"KH", "2S", "QD", "3C", "9S", "4D"}, Wagers: []adapter.Wager{{Wager: "player-pair", Stake: 100}}}
	got, err := eng.Coup(context.Background(), c.CoupRequest())
	if err != nil {
		t.Fatal(err)
	}
	if s := got.Settlements[0]; s.Result != "win" {
		t.Fatalf("the reference under 1=point-value settles K+Q's pair %s, want win", s.Result)
	}
	c.Expect = Answer{Coup: &got}
	for _, tc := range []struct {
		readings []string
		broken   bool
	}{{rd.Names(), false}, {nil, true}} {
		c.Readings = tc.readings
		out, err := Replay(context.Background(), eng, c)
		if err != nil {
			t.Fatal(err)
		}
		if broken := len(out.Violations) > 0; broken != tc.broken {
			t.Errorf("readings %v: violations %v, want broken %v", tc.readings, out.Violations, tc.broken)
		}
	}
	c.Readings = []string{"1=no-such-reading"}
	if _, err := Replay(context.Background(), eng, c); err == nil {
		t.Error("a case with an unknown reading replays without an error")
	}
}
