package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/shard"
)

// deployLimits narrow the deploy files' certify commands for the test: one
// game, the scenarios of one clause, two shoes. The commands' own flags
// (--exhaustive, --shard, --seed, --json) stay as written.
var deployLimits = []string{"--games", "mbs-ncb-v6", "--tags", "@clause:mbs-ncb-v6:3.10.1", "--shoes", "2"}

// runDeployed runs one command of a deploy file in process: argv without
// the program name; it returns the exit status and the output.
func runDeployed(t *testing.T, argv []string) (int, string) {
	t.Helper()
	var out, errb bytes.Buffer
	var code int
	switch argv[0] {
	case "certify":
		code = runCertify(append(argv[1:], deployLimits...), &out, &errb)
	case "report":
		code = runReport(argv[1:], &out, &errb)
	default:
		t.Fatalf("unexpected command %q", argv)
	}
	return code, out.String() + errb.String()
}

// readMerged reads the merged report and checks it is one complete run.
func readMerged(t *testing.T, path string, shards int) *report.Report {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rep report.Report
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Run.Shard != "" || len(rep.Exhaustive) != 1 || rep.Exhaustive[0].Checked != rep.Exhaustive[0].Classes ||
		rep.Summary.ExitCode != 0 || rep.Run.Checked.Scenarios == 0 {
		t.Fatalf("the merge of %d shards is not one complete passing run: shard %q, exhaustive %+v, checked %+v, exit %d",
			shards, rep.Run.Shard, rep.Exhaustive, rep.Run.Checked, rep.Summary.ExitCode)
	}
	return &rep
}

func deployDir(t *testing.T) string {
	t.Helper()
	d, err := filepath.Abs(filepath.Join("..", "..", "deploy"))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestDeployGitHub parses the GitHub Actions workflow of deploy/, runs its
// matrix's shard commands and its merge command in process, as the jobs
// would, and checks that the shards make a complete, mergeable set.
func TestDeployGitHub(t *testing.T) { deployGitHub(t, deployDir(t)) }

// TestDeployKubernetes does the same with the Kubernetes Indexed Job and
// its merge Job. It walks every coup class of a game again, as
// TestDeployGitHub does: in the long run only (BACCTK_LONG=1; CI's long
// slice runs it), to keep the package within its budget on a busy machine.
func TestDeployKubernetes(t *testing.T) {
	if !longtest.Enabled() {
		t.Skip("the Kubernetes jobs' exhaustive walk runs with BACCTK_LONG=1 (CI's long slice)")
	}
	deployKubernetes(t, deployDir(t))
}

func deployGitHub(t *testing.T, deployDir string) *report.Report {
	data, err := os.ReadFile(filepath.Join(deployDir, "github-actions.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var wf struct {
		Env  map[string]string `yaml:"env"`
		Jobs map[string]struct {
			Needs    any `yaml:"needs"`
			Strategy struct {
				Matrix struct {
					Shard []int `yaml:"shard"`
				} `yaml:"matrix"`
			} `yaml:"strategy"`
			Steps []struct {
				Name string `yaml:"name"`
				Run  string `yaml:"run"`
			} `yaml:"steps"`
		} `yaml:"jobs"`
	}
	if err := yaml.Unmarshal(data, &wf); err != nil {
		t.Fatal(err)
	}
	shards := wf.Jobs["certify"].Strategy.Matrix.Shard
	if n, _ := strconv.Atoi(wf.Env["SHARDS"]); n != len(shards) || n < 2 {
		t.Fatalf("SHARDS is %q, the matrix has %d shards", wf.Env["SHARDS"], len(shards))
	}
	if wf.Jobs["merge"].Needs != "certify" {
		t.Fatalf("the merge job needs %v, want certify", wf.Jobs["merge"].Needs)
	}
	step := func(job, name string) string {
		for _, s := range wf.Jobs[job].Steps {
			if s.Name == name {
				return s.Run
			}
		}
		t.Fatalf("job %s has no step %q", job, name)
		return ""
	}
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.Mkdir("shards", 0o755); err != nil {
		t.Fatal(err)
	}
	for i, k := range shards {
		if k != i {
			t.Fatalf("matrix shard %d is %d: want 0 to N-1", i, k)
		}
		line := execsKit(t, "deploy certify step", step("certify", "certify, one shard"))
		engine := "" // ${ENGINE:+...}: no --engine flag when ENGINE is empty
		if wf.Env["ENGINE"] != "" {
			engine = "--engine " + strconv.Quote(wf.Env["ENGINE"])
		}
		line = strings.NewReplacer("${{ matrix.shard }}", strconv.Itoa(k), "$SHARDS", wf.Env["SHARDS"],
			`"$SEED"`, wf.Env["SEED"], `${ENGINE:+--engine "$ENGINE"}`, engine).Replace(line)
		argv := shellWords(t, line)
		if code, out := runDeployed(t, argv); code != 0 {
			t.Fatalf("shard %d: %s: exit %d\n%s", k, line, code, out)
		}
		// download-artifact with merge-multiple puts every shard's file in shards/.
		name := "shard-" + strconv.Itoa(k) + ".json"
		if err := os.Rename(name, filepath.Join("shards", name)); err != nil {
			t.Fatal(err)
		}
	}
	argv := shellWords(t, execsKit(t, "deploy merge step", step("merge", "merge the shards")))
	if code, out := runDeployed(t, argv); code != 0 {
		t.Fatalf("merge: exit %d\n%s", code, out)
	}
	return readMerged(t, "report.json", len(shards))
}

func deployKubernetes(t *testing.T, deployDir string) *report.Report {
	type job struct {
		Kind string `yaml:"kind"`
		Spec struct {
			CompletionMode string `yaml:"completionMode"`
			Completions    int    `yaml:"completions"`
			Template       struct {
				Spec struct {
					Containers []struct {
						Args []string `yaml:"args"`
					} `yaml:"containers"`
				} `yaml:"spec"`
			} `yaml:"template"`
		} `yaml:"spec"`
	}
	read := func(name string) []job {
		data, err := os.ReadFile(filepath.Join(deployDir, name))
		if err != nil {
			t.Fatal(err)
		}
		var out []job
		dec := yaml.NewDecoder(bytes.NewReader(data))
		for {
			var j job
			if err := dec.Decode(&j); err != nil {
				break
			}
			if j.Kind == "Job" {
				out = append(out, j)
			}
		}
		return out
	}
	shardJobs, mergeJobs := read("k8s-indexed-job.yaml"), read("k8s-merge-job.yaml")
	if len(shardJobs) != 1 || shardJobs[0].Spec.CompletionMode != "Indexed" || shardJobs[0].Spec.Completions < 2 || len(mergeJobs) != 1 {
		t.Fatalf("want one Indexed Job of several completions and one merge Job: %+v, %+v", shardJobs, mergeJobs)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	// The shared volume, mounted at /reports in the pods, is dir here.
	volume := func(args []string, index string) []string {
		out := make([]string, len(args))
		for i, a := range args {
			a = strings.ReplaceAll(a, "$(JOB_COMPLETION_INDEX)", index)
			out[i] = strings.ReplaceAll(a, "/reports", dir)
		}
		return out
	}
	if err := os.MkdirAll(filepath.Join(dir, "shards"), 0o755); err != nil {
		t.Fatal(err)
	}
	n := shardJobs[0].Spec.Completions
	for k := 0; k < n; k++ {
		t.Setenv(shard.JobIndexVariable, strconv.Itoa(k))
		args := volume(shardJobs[0].Spec.Template.Spec.Containers[0].Args, strconv.Itoa(k))
		if code, out := runDeployed(t, args); code != 0 {
			t.Fatalf("index %d: %v: exit %d\n%s", k, args, code, out)
		}
	}
	args := volume(mergeJobs[0].Spec.Template.Spec.Containers[0].Args, "")
	if code, out := runDeployed(t, args); code != 0 {
		t.Fatalf("merge: %v: exit %d\n%s", args, code, out)
	}
	return readMerged(t, filepath.Join(dir, "report.json"), n)
}

// shellWords splits a workflow's run line as the shell would (quotes, no
// expansion left) and drops the ./bacctk program name.
func shellWords(t *testing.T, line string) []string {
	t.Helper()
	argv, err := protocol.SplitCommand(line)
	if err != nil {
		t.Fatal(err)
	}
	if len(argv) < 2 || argv[0] != "./bacctk" {
		t.Fatalf("%q: want a ./bacctk command", line)
	}
	return argv[1:]
}
