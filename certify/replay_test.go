package certify

import (
	"context"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/vectors"
)

// TestReplaysNameTheKitAndTheEngine: every replay command names the kit
// as it was invoked and the run's own engine command (none in process),
// and the `--id` replay of a table vector's failure fails again when
// verified against the same engine: a line a user can paste.
func TestReplaysNameTheKitAndTheEngine(t *testing.T) {
	eng := newIndependent(t, "table-cards-move-clockwise")
	for _, cmdline := range []string{"", "./engine --flag 'a b'"} {
		var argv []string // as cmd/bacctk splits it; nil in process
		if cmdline != "" {
			argv = []string{"./engine", "--flag", "a b"}
		}
		rep, err := Run(context.Background(), eng, Options{Kit: "./kit", Command: argv, CommandLine: cmdline, Games: []string{"mbs-tiger-v2"},
			Seed: 3, NoFeatures: true, NoGenerated: true})
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		lines := 0
		for _, f := range rep.Failures {
			for _, line := range f.Replay {
				lines++
				if !strings.HasPrefix(line, "./kit ") || strings.Contains(line, "--engine CMD") {
					t.Errorf("engine %q: replay %q: want it to start with ./kit and carry no placeholder", cmdline, line)
				}
				if hasEngine := strings.Contains(line, " --engine "); hasEngine != (cmdline != "") {
					t.Errorf("engine %q: replay %q names an engine: %v", cmdline, line, hasEngine)
				}
				if id, ok := strings.CutPrefix(line[strings.Index(line, " --id ")+1:], "--id "); ok && strings.Contains(line, " --id ") {
					ids = append(ids, id)
				}
			}
		}
		if lines == 0 || len(ids) == 0 {
			t.Fatalf("engine %q: %d replay lines, %d by id; want a table vector's", cmdline, lines, len(ids))
		}
		files, err := vectors.Load(vectors.FS)
		if err != nil {
			t.Fatal(err)
		}
		again := vectors.Verify(context.Background(), eng, files, vectors.VerifyOptions{IDs: ids})
		if again.Counts.Fail != len(ids) {
			t.Errorf("engine %q: replaying %d ids fails %d of them", cmdline, len(ids), again.Counts.Fail)
		}
	}
}
