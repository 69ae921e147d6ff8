package certify

import (
	"context"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/steps"
	"github.com/bacctk/bacctk/vectors"
)

// TestListMatchesRun: what --list says a run would check is what the run
// checks, with --tags and with --run, across the three kinds.
func TestListMatchesRun(t *testing.T) {
	ctx := context.Background()
	for _, opts := range []Options{
		{Games: []string{"mbs-tiger-v2"}, Tags: "@clause:mbs-tiger-v2:4.1", NoVectors: true, NoGenerated: true},
		{Games: []string{"mbs-tiger-v2"}, Run: "Big Tiger|big-tiger", Shoes: 2},
		{Games: []string{"mbs-ncb-v6"}, Run: "tcId 1[0-9] ", Shoes: 2},
		{Games: []string{"mbs-ncb-v6"}, Run: "^winner$", Shoes: 3, NoFeatures: true},
	} {
		l, err := List(opts)
		if err != nil {
			t.Fatal(err)
		}
		opts.Seed = 11
		rep, err := Run(ctx, refengine.New(), opts)
		if err != nil {
			t.Fatal(err)
		}
		rows, vecs := 0, 0
		for _, d := range l.Documents {
			rows += d.Rows
		}
		for _, g := range l.Games {
			vecs += len(g.Vectors)
		}
		ck := rep.Run.Checked
		shoes := 0
		if l.Games[0].Generated {
			shoes = l.Shoes
		}
		if rows != ck.Scenarios || vecs != ck.Vectors || shoes != ck.Shoes {
			t.Errorf("tags %q run %q: --list says %d scenario rows, %d vectors, %d shoes; the run checked %d, %d, %d",
				opts.Tags, opts.Run, rows, vecs, shoes, ck.Scenarios, ck.Vectors, ck.Shoes)
		}
		if opts.Run != "" && rows+vecs+shoes == 0 {
			t.Errorf("run %q selects nothing: the case checks nothing", opts.Run)
		}
		if opts.Run != "" && rep.Run.Select != opts.Run {
			t.Errorf("report's run.select %q, want %q", rep.Run.Select, opts.Run)
		}
	}
	if _, err := Run(ctx, refengine.New(), Options{Run: "(", Games: []string{"mbs-ncb-v6"}}); err == nil || !strings.Contains(err.Error(), "--run") {
		t.Errorf("a bad --run pattern: %v", err)
	}
}

// TestListAll: every game, and the whole listing's totals agree with the
// kit's own counts.
func TestListAll(t *testing.T) {
	l, err := List(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Games) != 11 || len(l.Documents) != 5 || len(l.Properties) == 0 {
		t.Fatalf("%d games, %d documents, %d properties", len(l.Games), len(l.Documents), len(l.Properties))
	}
	files, err := vectors.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for i := range files {
		want += len(files[i].Cases())
	}
	got := 0
	for _, g := range l.Games {
		got += len(g.Vectors)
	}
	if got != want {
		t.Errorf("%d vectors listed, the kit has %d", got, want)
	}
	var b strings.Builder
	l.WriteText(&b)
	for _, line := range []string{"features/mbs-ncb-v6/", "testvectors_v1/mbs-tiger-v2.json tcId 1 ", "total: 11 games"} {
		if !strings.Contains(b.String(), line) {
			t.Errorf("the listing lacks %q", line)
		}
	}
}

func TestMatchTags(t *testing.T) {
	tags := []string{"@clause:d:1", "@interpretation:5"}
	for expr, want := range map[string]bool{
		"":                                true,
		"@clause:d:1":                     true,
		"@clause:d:2":                     false,
		"@clause:d:2,@interpretation:5":   true,
		"@clause:d:1&&@interpretation:5":  true,
		"@clause:d:1&&~@interpretation:5": false,
		"~@clause:d:2":                    true,
	} {
		if got := steps.MatchTags(expr, tags); got != want {
			t.Errorf("steps.MatchTags(%q) = %v, want %v", expr, got, want)
		}
	}
}

// TestRunSelectsOneProperty: --run naming one property looks for that
// property alone in the generated shoes. An engine whose Tie makes Player
// and Banker wagers lose passes `--run ^player-draw$` and fails
// `--run ^tie-pushes$`, with property evidence from the selected property
// only.
func TestRunSelectsOneProperty(t *testing.T) {
	eng := newIndependent(t, "tie-loses-player-banker")
	for _, tc := range []struct {
		run, want string
	}{
		{"^player-draw$", report.Pass},
		{"^tie-pushes$", report.Fail},
	} {
		rep, err := Run(context.Background(), eng, Options{Games: []string{"mbs-ncb-v6"}, Run: tc.run, Shoes: 4, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Run.Checked.Scenarios != 0 || rep.Run.Checked.Vectors != 0 || rep.Run.Checked.Shoes == 0 {
			t.Errorf("--run %s checked %+v: want generated shoes only", tc.run, rep.Run.Checked)
		}
		prop := strings.Trim(tc.run, "^$")
		for _, v := range rep.Verdicts {
			for _, p := range v.Evidence.PropertyNames {
				if p != prop {
					t.Errorf("--run %s: row %s has evidence from property %s", tc.run, v.ID, p)
				}
			}
		}
		if got := map[bool]string{true: report.Pass, false: report.Fail}[rep.OK()]; got != tc.want {
			t.Errorf("--run %s: %s (exit %d), want %s", tc.run, got, rep.Summary.ExitCode, tc.want)
		}
	}
}
