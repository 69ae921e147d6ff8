package fuzz

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter/protocol"
)

// TestCheckThroughProtocol runs Check, at its default budget, against the
// reference served by `bacctk engine` in another process through the
// protocol client: the path a vendor's engine takes. Every game must pass,
// and the time it takes is the figure behind DefaultShoes. It builds the
// command, so it runs only with BACCTK_FUZZ_PROTOCOL=1.
func TestCheckThroughProtocol(t *testing.T) {
	if os.Getenv("BACCTK_FUZZ_PROTOCOL") == "" {
		t.Skip("set BACCTK_FUZZ_PROTOCOL=1 to build bacctk and check `bacctk engine` through the protocol")
	}
	bin := filepath.Join(t.TempDir(), "bacctk")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/bacctk/bacctk/cmd/bacctk").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	ctx := context.Background()
	eng, err := protocol.Start(ctx, []string{bin, "engine"}, protocol.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	seed := testSeed(t, 1)
	start := time.Now()
	rep, err := Check(ctx, eng, nil, Config{Shoes: testShoes(t, DefaultShoes), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	coups, runs, tables, rounds := 0, 0, 0, 0
	for _, g := range rep.Games {
		coups += g.Coups
		runs += g.ShoeRuns
		tables += g.Tables
		rounds += g.TableRounds
		if g.Verdict != VerdictPass {
			t.Errorf("%s: %s %s %v", g.Game, g.Verdict, g.Reason, g.Failures)
		}
	}
	t.Logf("seed %d: %d games, %d coups, %d shoe runs, %d table sequences (%d rounds) through the protocol in %v",
		seed, len(rep.Games), coups, runs, tables, rounds, time.Since(start).Round(time.Millisecond))
}
