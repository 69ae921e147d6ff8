package packs_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/certify"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/report"
	"github.com/google/go-cmp/cmp"
)

// certifyOn certifies eng on the pack's game, as `bacctk certify --pack
// DIR --games ID` does.
func certifyOn(t *testing.T, eng adapter.TableEngine, game string) *report.Report {
	t.Helper()
	rep, err := certify.Run(context.Background(), eng, certify.Options{Seed: 5, Shoes: 30, Games: []string{game}})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// blamedOn is, for each planted defect of game files, the clauses of the
// example packs it breaks. The Banker that pushes on every 7 keeps the
// push of rule 4.4 and breaks 4.3, which pays a Banker win on a two-card
// 7 even money; a Perfect Pair paid on any pair breaks the definition of a
// Perfect Pair (1.5) and its payout (4.4).
var blamedOn = map[string][]string{
	"ez-dragon7-push-on-any-banker-7": {"harbour-ez:4.3"},
	"either-pair-pays-both":           {"harbour-pairs:4.4"},
	"perfect-pair-any-suit":           {"harbour-pairs:1.5", "harbour-pairs:4.4"},
}

// TestCertifyPacks: certify against each example pack, as a lab runs it.
// The reference passes every clause of the pack that is not procedural
// (none untested, none failing). The independent engine with each planted
// defect that reaches the pack's game fails, under exactly the clauses of
// the pack it breaks (blamedOn).
func TestCertifyPacks(t *testing.T) {
	registerPacks(t)
	for _, id := range packDirs {
		t.Run(id, func(t *testing.T) {
			rep := certifyOn(t, refengine.New(), id)
			if rep.Summary.ExitCode != 0 || rep.Summary.Verdicts.Untested != 0 {
				t.Fatalf("the reference against %s: %s", id, rep.Summary.Line)
			}
			for _, v := range rep.Verdicts {
				if v.Document == id && v.Verdict != report.Pass && v.Verdict != report.Procedural {
					t.Errorf("reference: %s is %s (%s)", v.ID, v.Verdict, v.Reason)
				}
			}
			file, err := infile.Read(filepath.Join(id, "games.json"), gameFileLimit)
			if err != nil {
				t.Fatal(err)
			}
			caught := 0
			for _, d := range independent.PackDefects() {
				eng, err := independent.NewWithGames([][]byte{file}, d.Name)
				if err != nil {
					continue // the defect corrupts no row of this pack's games
				}
				rep := certifyOn(t, eng, id)
				var failed []string
				for _, v := range rep.Verdicts {
					if v.Document == id && v.Verdict == report.Fail {
						failed = append(failed, v.Document+":"+v.Clause)
					}
				}
				if rep.Summary.ExitCode == 0 || len(failed) == 0 {
					t.Errorf("%s: not caught: %s", d.Name, rep.Summary.Line)
					continue
				}
				caught++
				if diff := cmp.Diff(blamedOn[d.Name], failed); diff != "" {
					t.Errorf("%s fails other clauses of %s than the rules it breaks (-want +got):\n%s", d.Name, id, diff)
				}
			}
			if caught == 0 {
				t.Errorf("no planted defect reaches %s's game", id)
			}
		})
	}
}
