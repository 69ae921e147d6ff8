package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/certify"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/report"
)

func fileSHA256(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// readReportFile reads a JSON report certify wrote.
func readReportFile(t *testing.T, path string) report.Report {
	t.Helper()
	var rep report.Report
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestCertifyRecordsReproduction: a report says what a lab needs to make
// the run again: the engine's command line as given, the folder it ran in
// and its executable's SHA-256, the known-failing file's SHA-256, the run's
// settings, and the --cases files relative to the report's folder (where
// they are found, and where the replay commands find them).
func TestCertifyRecordsReproduction(t *testing.T) {
	tmp := t.TempDir()
	engineDir := filepath.Join(tmp, "engine")
	outDir := filepath.Join(tmp, "out")
	for _, d := range []string{engineDir, outDir} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	known := filepath.Join(tmp, "known.txt")
	if err := os.WriteFile(known, []byte("# none of this run\nmbs-ncb-v6/mbs-ncb-v6:3.10.1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	js := filepath.Join(outDir, "report.json")
	engine := helperEngine(t, "defect:fab4-banker-four-pays-even")
	code, out, errs := runCertifyCmd(t, "--engine", engine, "--dir", engineDir, "--games", "mbs-etg-v4-fabulous-4s",
		"--shoes", "2", "--seed", "5", "--tags", "@clause:mbs-etg-v4:4.11", "--timeout", "7s", "--deadline", "5m",
		"--jobs", "2", "--validate", "--recheck", "5", "--known-failing", known, "--cases", filepath.Join(outDir, "cases"), "--json", js)
	if code != 1 {
		t.Fatalf("exit %d, want 1 (a defect)\n%s\n%s", code, out, errs)
	}
	rep := readReportFile(t, js)
	argv, _ := protocol.SplitCommand(engine)
	e := rep.Engine
	if e.CommandLine != engine || !slices.Equal(e.Command, argv) || e.WorkDir != engineDir {
		t.Errorf("engine command line %q (argv %q) in %q, want %q in %q", e.CommandLine, e.Command, e.WorkDir, engine, engineDir)
	}
	if e.Executable == nil || e.Executable.Path != argv[0] || e.Executable.SHA256 != fileSHA256(t, argv[0]) {
		t.Errorf("engine executable %+v, want %s with its SHA-256", e.Executable, argv[0])
	}
	if rep.KnownFailing == nil || rep.KnownFailing.SHA256 != fileSHA256(t, known) {
		t.Errorf("known-failing %+v, want the file's SHA-256", rep.KnownFailing)
	}
	r := rep.Run
	if r.Seed != "5" || r.Shoes != 2 || r.Tags != "@clause:mbs-etg-v4:4.11" || r.Timeout != "7s" || r.Deadline != "5m0s" || r.Jobs != 2 || !r.Validate || r.Recheck != 5 {
		t.Errorf("run settings seed %s, shoes %d, tags %q, timeout %q, deadline %q, jobs %d, validate %v, recheck %d", r.Seed, r.Shoes, r.Tags, r.Timeout, r.Deadline, r.Jobs, r.Validate, r.Recheck)
	}
	if rep.Kit.Revision == "" {
		t.Errorf("no kit revision")
	}
	vectors := 0
	for _, f := range rep.Failures {
		for _, p := range []string{f.CaseFile, f.VectorFile} {
			if p == "" {
				continue
			}
			if !strings.HasPrefix(p, "cases/") {
				t.Errorf("%s: case file %q is not relative to the report's folder", f.ID, p)
			}
			if _, err := os.Stat(filepath.Join(outDir, filepath.FromSlash(p))); err != nil {
				t.Errorf("%s: %v", f.ID, err)
			}
		}
		if f.VectorFile != "" {
			vectors++
			if !slices.ContainsFunc(f.Replay, func(c string) bool { return strings.HasSuffix(c, " "+f.VectorFile) }) {
				t.Errorf("%s: no replay command with %s: %q", f.ID, f.VectorFile, f.Replay)
			}
		}
	}
	if len(rep.Failures) == 0 || rep.Failures[0].CaseFile == "" || vectors == 0 {
		t.Errorf("%d failures, the first's case file %q, %d vector files", len(rep.Failures), rep.Failures[0].CaseFile, vectors)
	}
}

// TestDockerfileBuildRecordsRevision: the Dockerfile's build command, run
// here as written (its environment, flags and -ldflags, BACCTK_REVISION
// given), makes a binary whose report names that revision and a content
// hash whose inputs cover the rules texts as they are on disk, the kit
// (its version and that revision) among them, and which is the hash of
// its listed inputs.
func TestDockerfileBuildRecordsRevision(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the kit")
	}
	root := filepath.Join("..", "..")
	df, err := os.ReadFile(filepath.Join(root, "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^RUN ((?:[A-Z_]+=\S+ )*)go build (.*) -o \S+ (\./cmd/bacctk)`).FindStringSubmatch(string(df))
	if m == nil {
		t.Fatalf("no go build of ./cmd/bacctk in the Dockerfile")
	}
	const rev = "v9.9.9-test-7"
	flags, err := protocol.SplitCommand(strings.ReplaceAll(m[2], "${BACCTK_REVISION}", rev))
	if err != nil {
		t.Fatalf("the Dockerfile's build flags %q: %v", m[2], err)
	}
	if !slices.ContainsFunc(flags, func(f string) bool { return strings.Contains(f, "-X "+certify.RevisionSymbol+"="+rev) }) {
		t.Fatalf("the Dockerfile's build does not set %s: %q", certify.RevisionSymbol, flags)
	}
	env := strings.Fields(m[1])
	if !longtest.Enabled() {
		// -trimpath and CGO_ENABLED=0 rebuild every package, the standard
		// library's included, where the test cache holds none of them
		// (about 3 minutes on a fresh 2-core machine): the default run
		// builds with the Dockerfile's -ldflags (the revision) and the
		// cache; BACCTK_LONG=1 builds with its command exactly.
		flags = slices.DeleteFunc(flags, func(f string) bool { return f == "-trimpath" })
		env = nil
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "bacctk")
	build := exec.Command("go", append(append([]string{"build"}, flags...), "-o", bin, m[3])...)
	build.Dir = root
	build.Env = append(os.Environ(), env...)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", build, err, out)
	}
	if out, err := exec.Command(bin, "version").CombinedOutput(); err != nil || !strings.Contains(string(out), "("+rev+")") {
		t.Errorf("version: %v\n%s", err, out)
	}
	js := filepath.Join(tmp, "r.json")
	if out, err := exec.Command(bin, "certify", "--games", "mbs-ncb-v6", "--no-generated", "--seed", "1", "--json", js).CombinedOutput(); err != nil {
		t.Fatalf("certify: %v\n%s", err, out)
	}
	rep := readReportFile(t, js)
	k := rep.Kit
	if k.Revision != rev {
		t.Errorf("kit.revision %q, want %q", k.Revision, rev)
	}
	if k.ContentHash != certify.HashContentInputs(k.ContentInputs) {
		t.Errorf("kit.contentHash %s is not the hash of its %d inputs", k.ContentHash, len(k.ContentInputs))
	}
	inputs := map[string]string{}
	for _, in := range k.ContentInputs {
		inputs[in.Name] = in.SHA256
	}
	texts, _ := filepath.Glob(filepath.Join(root, "rules", "*.txt"))
	if len(texts) != 5 {
		t.Fatalf("%d rules texts", len(texts))
	}
	for _, p := range texts {
		name := "rules/" + filepath.Base(p)
		if inputs[name] != fileSHA256(t, p) {
			t.Errorf("content input %s is %q, the file's SHA-256 %s", name, inputs[name], fileSHA256(t, p))
		}
	}
	kit := sha256.Sum256([]byte(report.KitName + " " + report.KitVersion + " " + rev))
	if inputs["kit"] != hex.EncodeToString(kit[:]) || inputs["clauses"] == "" || inputs["features/mbs-ncb-v6/01-definitions.feature"] == "" {
		t.Errorf("content inputs kit %q, clauses %q, a feature file %q", inputs["kit"], inputs["clauses"], inputs["features/mbs-ncb-v6/01-definitions.feature"])
	}
}
