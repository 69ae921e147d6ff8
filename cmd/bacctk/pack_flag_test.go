package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/report"
)

// testPack is the pack the pack package's tests certify: a sample house's
// EZ game the kit has never seen.
const testPack = "../../pack/testdata/harbour-ez-pack"

// runKitProcess runs `bacctk <command> <args>` in a child process of the
// test binary, so that the packs it installs stay out of this process's
// other tests; stdin is given to the child.
func runKitProcess(t *testing.T, stdin string, command string, args ...string) (int, string, string) {
	t.Helper()
	a, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^TestCertifyHelperKit$")
	cmd.Env = append(os.Environ(), kitArgsEnv+"="+string(a), kitCommandEnv+"="+command)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, out.String(), errb.String()
}

// TestPackFlag: --pack makes a pack's games and clauses known to certify,
// games, analyze and engine; a folder that is not a pack is a usage error
// naming the file that is wrong.
func TestPackFlag(t *testing.T) {
	jsonPath := filepath.Join(t.TempDir(), "report.json")
	code, out, errs := runKitProcess(t, "", "certify", "--pack", testPack, "--games", "harbour-ez", "--shoes", "5", "--seed", "1", "--no-vectors", "--report", "json="+jsonPath)
	if code != 0 || !strings.Contains(out, "untested") || !strings.Contains(out, "rules pack: harbour-ez") {
		t.Errorf("certify --pack: exit %d, want 0 with the pack named and its untested clauses said:\n%s\n%s", code, out, errs)
	}
	var rep report.Report
	if data, err := os.ReadFile(jsonPath); err != nil || json.Unmarshal(data, &rep) != nil {
		t.Fatalf("the JSON report: %v", err)
	}
	if len(rep.Run.Packs) != 1 || rep.Run.Packs[0].ID != "harbour-ez" || len(rep.Run.Packs[0].SHA256) != 64 {
		t.Errorf("the report's packs: %+v, want harbour-ez with the digest of its files", rep.Run.Packs)
	}
	if code, out, errs := runKitProcess(t, "", "games", "--pack", testPack, "--game", "harbour-ez"); code != 0 || !strings.Contains(out, "dragon-7") {
		t.Errorf("games --pack: exit %d, want the pack's game and its dragon-7 wager:\n%s%s", code, out, errs)
	}
	if code, out, errs := runKitProcess(t, "", "analyze", "--pack", testPack, "--game", "harbour-ez"); code != 0 || !strings.Contains(out, "house edge 1.0183%") {
		t.Errorf("analyze --pack: exit %d, want the EZ Banker's edge, 1.0183%%:\n%s%s", code, out, errs)
	}
	hello := `{"id":1,"method":"hello","params":{"protocol":1}}` + "\n"
	if code, out, errs := runKitProcess(t, hello, "engine", "--pack", testPack); code != 0 || !strings.Contains(out, `"harbour-ez"`) {
		t.Errorf("engine --pack: exit %d, want a hello claiming harbour-ez:\n%s%s", code, out, errs)
	}
	code, _, errs = runKitProcess(t, "", "certify", "--pack", t.TempDir())
	if code != 2 || !strings.Contains(errs, "pack.json") {
		t.Errorf("certify --pack on an empty folder: exit %d, want 2 naming pack.json:\n%s", code, errs)
	}
}

// TestPackMerge: the shards of a run against a rules pack merge from their
// blobs into one report with the pack's rows, the pack installed again
// from the folder the run recorded; a pack changed since is refused.
func TestPackMerge(t *testing.T) {
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "pack")
	if err := os.CopyFS(dir, os.DirFS(testPack)); err != nil {
		t.Fatal(err)
	}
	var blobs []string
	for k := range 2 {
		blob := filepath.Join(tmp, fmt.Sprintf("shard%d.jsonl", k))
		blobs = append(blobs, blob)
		if code, out, errs := runKitProcess(t, "", "certify", "--pack", dir, "--games", "harbour-ez", "--shoes", "4", "--seed", "1",
			"--no-vectors", "--shard", fmt.Sprintf("%d/2", k), "--blob", blob); code != 0 {
			t.Fatalf("shard %d: exit %d\n%s%s", k, code, out, errs)
		}
	}
	merged := filepath.Join(tmp, "merged.json")
	if code, out, errs := runKitProcess(t, "", "report merge", append(blobs, "--json", merged)...); code != 0 {
		t.Fatalf("report merge: exit %d\n%s%s", code, out, errs)
	}
	var rep report.Report
	if data, err := os.ReadFile(merged); err != nil || json.Unmarshal(data, &rep) != nil {
		t.Fatalf("the merged report: %v", err)
	}
	rows := 0
	for _, v := range rep.Verdicts {
		if v.Document == "harbour-ez" {
			rows++
		}
	}
	if rows == 0 || rep.Summary.Verdicts.Untested == 0 {
		t.Errorf("the merged report has %d rows of the pack and %d untested: want its rows, some untested", rows, rep.Summary.Verdicts.Untested)
	}
	rules := filepath.Join(dir, "rules.txt")
	b, _ := os.ReadFile(rules)
	os.WriteFile(rules, append(b, "\n"...), 0o666)
	if code, _, errs := runKitProcess(t, "", "report merge", append(blobs, "--json", merged)...); code != 2 || !strings.Contains(errs, "not the one the run took") {
		t.Errorf("report merge with the pack changed: exit %d, want 2 saying so:\n%s", code, errs)
	}
}
