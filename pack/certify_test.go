package pack_test

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/certify"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/pack"
	"github.com/bacctk/bacctk/report"
)

// installed installs the test pack once for the test binary: what
// Install adds stays for the process, as it does for a command.
var installed = sync.OnceValue(func() error {
	p, err := pack.Load("testdata/harbour-ez-pack")
	if err != nil {
		return err
	}
	return pack.Install(p)
})

func certifyPack(t *testing.T, eng adapter.TableEngine) *report.Report {
	t.Helper()
	if err := installed(); err != nil {
		t.Fatal(err)
	}
	rep, err := certify.Run(context.Background(), eng, certify.Options{Seed: 1, Shoes: 20, Games: []string{"harbour-ez"}})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestCertifyPack: the reference certified against a rules pack the kit
// has never seen passes, partially: the clauses its scenarios and the
// generated shoes check pass, every clause with no scenario and no
// procedural reason is untested (never a pass), and no row names a clause
// the pack does not have.
func TestCertifyPack(t *testing.T) {
	rep := certifyPack(t, refengine.New())
	if rep.Summary.Result != report.Pass || rep.Summary.ExitCode != 0 {
		t.Fatalf("the reference against the pack: %s", rep.Summary.Line)
	}
	if rep.Coverage.Complete || !strings.Contains(rep.Summary.Headline, "untested") {
		t.Errorf("a pack with untested clauses certified as complete: %s", rep.Summary.Headline)
	}
	scanned, err := clauses.ScanFeatures(mustFeatures(t))
	if err != nil {
		t.Fatal(err)
	}
	tagged := map[string]bool{}
	for _, s := range scanned {
		for _, tag := range s.Tags {
			tagged[tag] = true
		}
	}
	untested := 0
	for _, v := range rep.Verdicts {
		if v.Document != "harbour-ez" {
			continue
		}
		if _, ok := clauses.Lookup("harbour-ez", v.Clause); !ok {
			t.Errorf("row %s names a clause the pack does not have", v.ID)
		}
		switch v.Verdict {
		case report.Untested:
			untested++
			if tagged[clauses.Tag("harbour-ez", v.Clause)] {
				t.Errorf("%s is untested though a scenario is tagged with it", v.ID)
			}
		case report.Pass:
		default:
			t.Errorf("%s: %s (%s), want pass or untested", v.ID, v.Verdict, v.Reason)
		}
	}
	if untested == 0 || untested != rep.Summary.Verdicts.Untested {
		t.Errorf("%d untested rows of the pack, the summary counts %d: want some, the same", untested, rep.Summary.Verdicts.Untested)
	}
	for _, want := range []string{"harbour-ez:4.4", "harbour-ez:4.2", "harbour-ez:3.3"} {
		if v := rowOf(rep, want); v == nil || v.Verdict != report.Pass {
			t.Errorf("%s: %+v, want a pass (a scenario or the generated shoes check it)", want, v)
		}
	}
}

// TestCertifyPackFails: an engine that pays the pack's Dragon 7 at 30 to 1
// fails the pack's clause that sets 40 to 1, and that alone of the pack's.
func TestCertifyPackFails(t *testing.T) {
	rep := certifyPack(t, &dragonAt30{refengine.New()})
	if rep.Summary.Result != report.Fail {
		t.Fatalf("an engine paying Dragon 7 at 30 to 1 passed: %s", rep.Summary.Line)
	}
	for _, v := range rep.Verdicts {
		if v.Document != "harbour-ez" {
			continue
		}
		if failed := v.Verdict == report.Fail; failed != (v.Clause == "4.4") {
			t.Errorf("%s: %s (%s); want only harbour-ez 4.4 to fail", v.ID, v.Verdict, v.Reason)
		}
	}
}

func rowOf(rep *report.Report, ref string) *report.ClauseVerdict {
	for i, v := range rep.Verdicts {
		if v.Document+":"+v.Clause == ref {
			return &rep.Verdicts[i]
		}
	}
	return nil
}

// dragonAt30 is the reference paying a winning dragon-7 wager 30 to 1, the
// pack's 4.4 says 40 to 1.
type dragonAt30 struct{ adapter.TableEngine }

func underpay(s []adapter.Settlement) {
	for i := range s {
		if s[i].Wager == "dragon-7" && s[i].Result == "win" {
			s[i].Win, s[i].Odds = s[i].Stake*30, "30/1"
		}
	}
}

func (d *dragonAt30) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	res, err := d.TableEngine.Coup(ctx, req)
	underpay(res.Settlements)
	return res, err
}

func (d *dragonAt30) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out, err := d.TableEngine.Coups(ctx, reqs)
	for i := range out {
		underpay(out[i].Result.Settlements)
	}
	return out, err
}

func (d *dragonAt30) Shoe(ctx context.Context, req adapter.ShoeRequest) (adapter.ShoeResult, error) {
	res, err := d.TableEngine.Shoe(ctx, req)
	for i := range res.Rounds {
		underpay(res.Rounds[i].Settlements)
	}
	return res, err
}

func mustFeatures(t *testing.T) fs.FS {
	t.Helper()
	sub, err := fs.Sub(features.All(), "harbour-ez")
	if err != nil {
		t.Fatal(err)
	}
	return sub
}

// TestCertifyNewPack: a pack just made by pack new from a text the kit has
// never seen (no game, no summary, no scenario yet) loads and runs: every
// one of its clauses is reported untested, never a pass, and the run says
// it is partial.
func TestCertifyNewPack(t *testing.T) {
	if err := installed(); err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile("testdata/harbour-ez.txt")
	if err != nil {
		t.Fatal(err)
	}
	files, err := pack.New("fresh-house", text)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "fresh-house")
	if err := pack.Create(dir, files); err != nil {
		t.Fatal(err)
	}
	p, err := pack.Load(dir)
	if err != nil {
		t.Fatalf("a new pack does not load: %v", err)
	}
	if err := pack.Install(p); err != nil {
		t.Fatal(err)
	}
	rep, err := certify.Run(context.Background(), refengine.New(), certify.Options{Seed: 1, Shoes: 1, NoFeatures: true, NoVectors: true,
		Games: []string{"mbs-ncb-v6"}, Packs: []report.Pack{{ID: "fresh-house", Dir: dir, SHA256: p.Digest}}})
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("%d clauses of the rules packs untested", len(p.Catalog.Clauses))
	if rep.Coverage.Complete || !strings.Contains(rep.Summary.Headline, want) {
		t.Errorf("the headline %q does not say %q", rep.Summary.Headline, want)
	}
	for _, v := range rep.Verdicts {
		if v.Document == "fresh-house" {
			t.Errorf("%s: a row of a pack with no game: %s", v.ID, v.Verdict)
		}
	}
}
