package decide

import (
	"errors"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
	"github.com/google/go-cmp/cmp"
)

// TestDecideCoverage: the decision "complete or partial, and why", from
// the run's settings, the engine's hello and the report's games.
func TestDecideCoverage(t *testing.T) {
	all := report.Parts{Features: true, Vectors: true, Generated: true}
	caps := []string{"coup", "shoe", "table"}
	two := []string{"mbs-ncb-v6", "mbs-tiger-v2"}
	claimed := func(ids ...string) []report.Game {
		var gs []report.Game
		for _, id := range ids {
			g, err := reference.LookupGame(reference.GameID(id))
			doc := ""
			if err == nil {
				doc = string(g.Document)
			}
			gs = append(gs, report.Game{Game: id, Document: doc, Claimed: true})
		}
		return gs
	}
	type want struct{ Kind, Detail string }
	for _, tc := range []struct {
		name  string
		run   report.RunInfo
		eng   report.Engine
		games []report.Game
		want  []want
	}{
		{"the default run", report.RunInfo{Parts: all}, report.Engine{Games: two, Capabilities: caps}, claimed(two...), nil},
		{"the default run with the exhaustive walk", report.RunInfo{Parts: report.Parts{Features: true, Vectors: true, Generated: true, Exhaustive: true}},
			report.Engine{Games: two, Capabilities: caps}, claimed(two...), nil},
		{"an explicit single shard", report.RunInfo{Parts: all, Shard: "0/1"}, report.Engine{Games: two, Capabilities: caps}, claimed(two...), nil},
		{"--no-generated", report.RunInfo{Parts: report.Parts{Features: true, Vectors: true}}, report.Engine{Games: two, Capabilities: caps}, claimed(two...),
			[]want{{report.OmitGenerated, ""}}},
		{"every kind left out", report.RunInfo{}, report.Engine{Games: two, Capabilities: caps}, claimed(two...),
			[]want{{report.OmitScenarios, ""}, {report.OmitVectors, ""}, {report.OmitGenerated, ""}}},
		{"--tags", report.RunInfo{Parts: all, Tags: "@clause:mbs-tiger-v2:3.16.1"}, report.Engine{Games: two, Capabilities: caps}, claimed(two...),
			[]want{{report.OmitTags, "@clause:mbs-tiger-v2:3.16.1"}}},
		{"--tags without the scenarios leaves nothing more out", report.RunInfo{Parts: report.Parts{Vectors: true, Generated: true}, Tags: "@x"},
			report.Engine{Games: two, Capabilities: caps}, claimed(two...), []want{{report.OmitScenarios, ""}}},
		{"--run", report.RunInfo{Parts: all, Select: "tcId 7"}, report.Engine{Games: two, Capabilities: caps}, claimed(two...),
			[]want{{report.OmitRun, "tcId 7"}}},
		{"one shard of four", report.RunInfo{Parts: all, Shard: "2/4"}, report.Engine{Games: two, Capabilities: caps}, claimed(two...),
			[]want{{report.OmitShard, "2/4"}}},
		{"--games leaves out a claimed game", report.RunInfo{Parts: all, Requested: two[1:]}, report.Engine{Games: two, Capabilities: caps}, claimed(two[1]),
			[]want{{report.OmitGames, "mbs-ncb-v6"}}},
		{"--games asks for an unclaimed game too", report.RunInfo{Parts: all, Requested: two}, report.Engine{Games: two[:1], Capabilities: caps},
			[]report.Game{claimed(two[0])[0], {Game: two[1], Document: "mbs-tiger-v2"}}, nil},
		{"a claimed game the kit does not know", report.RunInfo{Parts: all}, report.Engine{Games: []string{"mbs-ncb-v6", "acme-punto"}, Capabilities: caps},
			claimed("mbs-ncb-v6", "acme-punto"), []want{{report.OmitUnknownGames, "acme-punto"}}},
		{"no table capability", report.RunInfo{Parts: all}, report.Engine{Games: two, Capabilities: caps[:2]}, claimed(two...),
			[]want{{report.OmitCapability, "table"}}},
		{"coup only", report.RunInfo{Parts: all}, report.Engine{Games: two, Capabilities: caps[:1]}, claimed(two...),
			[]want{{report.OmitCapability, "shoe"}, {report.OmitCapability, "table"}}},
		{"an engine that did not start: its claims are unknown", report.RunInfo{Parts: report.Parts{Features: true, Generated: true}},
			report.Engine{StartError: "hello: EOF", Games: []string{}, Capabilities: []string{}}, []report.Game{{Game: "mbs-ncb-v6", Document: "mbs-ncb-v6"}},
			[]want{{report.OmitVectors, ""}}},
		{"everything at once, in order", report.RunInfo{Parts: report.Parts{Features: true, Vectors: true}, Tags: "@t", Select: "x", Shard: "0/2", Requested: two[:1]},
			report.Engine{Games: append([]string{"acme-punto"}, two...), Capabilities: []string{"coup"}}, claimed(two[0]),
			[]want{{report.OmitGenerated, ""}, {report.OmitTags, "@t"}, {report.OmitRun, "x"}, {report.OmitShard, "0/2"}, {report.OmitGames, "mbs-tiger-v2"},
				{report.OmitUnknownGames, "acme-punto"}, {report.OmitCapability, "shoe"}, {report.OmitCapability, "table"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := decideCoverage(tc.run, tc.eng, tc.games)
			var kinds []want
			for _, o := range got {
				kinds = append(kinds, want{o.Kind, o.Detail})
				if o.Text == "" {
					t.Errorf("%s: no words", o.Kind)
				}
			}
			if d := cmp.Diff(tc.want, kinds); d != "" {
				t.Errorf("omissions (-want +got):\n%s\n%+v", d, got)
			}
		})
	}
}

// TestSessionFailedKeepsPartial: an engine that fails at the end of a
// partial run's session fails it, and the run still says it is partial.
func TestSessionFailedKeepsPartial(t *testing.T) {
	cov := &report.Coverage{Omitted: []report.Omission{{Kind: report.OmitGenerated, Text: "the generated shoes were left out by --no-generated"}}}
	rep := &report.Report{Coverage: cov, Summary: report.Summary{Result: report.Pass, Headline: report.HeadlineFor(report.Pass, cov)}}
	rep.Summary.Line = rep.Summary.Headline + ": 1 game; seed 1; 0.1s"
	SessionFailed(rep, errors.New("did not exit"))
	want := "FAIL (partial: the generated shoes were left out by --no-generated)"
	if rep.Summary.Headline != want || !strings.HasPrefix(rep.Summary.Line, want+": 1 game; the engine failed at the end") || rep.Summary.ExitCode != 1 {
		t.Errorf("headline %q, line %q, exit %d", rep.Summary.Headline, rep.Summary.Line, rep.Summary.ExitCode)
	}
}
