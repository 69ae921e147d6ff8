package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// ciAction is the part of action.yml the test reads.
type ciAction struct {
	Name   string `yaml:"name"`
	Inputs map[string]struct {
		Description string `yaml:"description"`
		Default     string `yaml:"default"`
	} `yaml:"inputs"`
	Runs struct {
		Using string   `yaml:"using"`
		Steps []ciStep `yaml:"steps"`
	} `yaml:"runs"`
}

type ciStep struct {
	Name  string            `yaml:"name"`
	ID    string            `yaml:"id"`
	If    string            `yaml:"if"`
	Uses  string            `yaml:"uses"`
	Run   string            `yaml:"run"`
	With  map[string]string `yaml:"with"`
	Env   map[string]string `yaml:"env"`
	Shell string            `yaml:"shell"`
}

type ciWorkflow struct {
	Jobs map[string]struct {
		Steps []ciStep `yaml:"steps"`
	} `yaml:"jobs"`
}

// readAction reads the repository's action.yml.
func readAction(t *testing.T) ciAction {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "action.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var a ciAction
	if err := yaml.Unmarshal(data, &a); err != nil {
		t.Fatalf("action.yml: %v", err)
	}
	return a
}

// certifyFlags are the flags `bacctk certify` has, read from its own -h.
func certifyFlags(t *testing.T) map[string]bool {
	t.Helper()
	_, _, usage := runCmd("certify", "-h")
	flags := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^  -([a-z][a-z-]*)`).FindAllStringSubmatch(usage, -1) {
		flags[m[1]] = true
	}
	if !flags["engine"] || !flags["junit"] || !flags["html"] {
		t.Fatalf("could not read certify's flags from its usage:\n%s", usage)
	}
	return flags
}

var longFlag = regexp.MustCompile(`(?:^|[\s(])--([a-z][a-z-]*)`)

// checkCertifyCommand checks every --flag of a script that runs bacctk
// certify against the command's flags.
func checkCertifyCommand(t *testing.T, where, script string, flags map[string]bool) int {
	t.Helper()
	if !strings.Contains(script, "certify") {
		return 0
	}
	n := 0
	for _, m := range longFlag.FindAllStringSubmatch(script, -1) {
		n++
		if !flags[m[1]] {
			t.Errorf("%s: --%s is not a flag of bacctk certify", where, m[1])
		}
	}
	return n
}

// TestActionYAML: action.yml parses, declares the inputs docs/ci.md lists,
// uses each input it declares, and runs bacctk certify with flags the
// command has.
func TestActionYAML(t *testing.T) {
	a := readAction(t)
	if a.Runs.Using != "composite" || len(a.Runs.Steps) == 0 {
		t.Fatalf("action.yml: runs.using %q with %d steps, want a composite action", a.Runs.Using, len(a.Runs.Steps))
	}
	for _, in := range []string{"engine", "games", "known-failing", "shoes"} {
		if _, ok := a.Inputs[in]; !ok {
			t.Errorf("action.yml lacks input %q", in)
		}
	}
	flags := certifyFlags(t)
	used, uploads := 0, false
	data, _ := os.ReadFile(filepath.Join("..", "..", "action.yml"))
	all := string(data)
	for _, s := range a.Runs.Steps {
		if s.Run != "" && s.Shell == "" {
			t.Errorf("step %q: a composite action's run step needs a shell", s.Name)
		}
		used += checkCertifyCommand(t, "action.yml step "+s.Name, s.Run, flags)
		if strings.HasPrefix(s.Uses, "actions/upload-artifact@") {
			uploads = true
		}
		// Inputs reach scripts through env, never pasted into them.
		if strings.Contains(s.Run, "${{") {
			t.Errorf("step %q pastes an expression into its script: pass it through env", s.Name)
		}
	}
	if used < 5 || !uploads {
		t.Errorf("action.yml: %d certify flags checked, upload step %v", used, uploads)
	}
	for in := range a.Inputs {
		if !strings.Contains(all, "inputs."+in+" }}") {
			t.Errorf("input %q is declared but never used", in)
		}
	}
	for _, out := range []string{"junit.xml", "report.html"} {
		if !strings.Contains(all, out) {
			t.Errorf("action.yml does not write %s", out)
		}
	}
}

// TestCIWorkflowDocs: the workflows of docs/ci.md parse, pass the action
// only inputs it declares, and run bacctk certify with its flags.
func TestCIWorkflowDocs(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "ci.md"))
	if err != nil {
		t.Fatal(err)
	}
	a := readAction(t)
	flags := certifyFlags(t)
	blocks := regexp.MustCompile("(?s)```yaml\n(.*?)```").FindAllStringSubmatch(string(doc), -1)
	if len(blocks) < 2 {
		t.Fatalf("docs/ci.md has %d yaml blocks, want the workflow and the plain steps", len(blocks))
	}
	checked, actionUsed := 0, false
	for i, b := range blocks {
		var steps []ciStep
		var wf ciWorkflow
		if err := yaml.Unmarshal([]byte(b[1]), &wf); err == nil && len(wf.Jobs) > 0 {
			for _, j := range wf.Jobs {
				steps = append(steps, j.Steps...)
			}
		} else if err := yaml.Unmarshal([]byte(dedent(b[1])), &steps); err != nil {
			t.Fatalf("docs/ci.md yaml block %d does not parse: %v\n%s", i+1, err, b[1])
		}
		for _, s := range steps {
			checked += checkCertifyCommand(t, "docs/ci.md step "+s.Name, s.Run, flags)
			if strings.Contains(s.Run, " certify ") {
				execsKit(t, "docs/ci.md step "+s.Name, s.Run)
			}
			if strings.Contains(s.Uses, "bacctk") && !strings.HasPrefix(s.Uses, "actions/") {
				actionUsed = true
				for in := range s.With {
					if _, ok := a.Inputs[in]; !ok {
						t.Errorf("docs/ci.md passes input %q, which action.yml does not declare", in)
					}
				}
			}
		}
	}
	if checked < 3 || !actionUsed {
		t.Errorf("docs/ci.md: %d certify flags checked, action used %v", checked, actionUsed)
	}
}

// execsKit checks that a workflow's step runs the kit by exec, so that a
// cancelled job's SIGINT and SIGTERM reach it (a shell running it as a
// child does not pass them on, and the runner kills the tree 10 s later:
// no partial report), and returns the command without it.
func execsKit(t *testing.T, where, script string) string {
	t.Helper()
	rest, ok := strings.CutPrefix(strings.TrimSpace(script), "exec ")
	if !ok {
		t.Errorf("%s: %q does not exec the kit: a cancelled job's signals would not reach it", where, script)
	}
	return rest
}

// dedent removes the indentation common to a block's lines (the plain
// steps are shown at a job's step depth).
func dedent(s string) string {
	lines := strings.Split(s, "\n")
	min := -1
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if n := len(l) - len(strings.TrimLeft(l, " ")); min < 0 || n < min {
			min = n
		}
	}
	for i, l := range lines {
		if len(l) >= min && min > 0 {
			lines[i] = l[min:]
		}
	}
	return strings.Join(lines, "\n")
}

// TestDockerfile: the image builds the command that exists, statically,
// with a Go at least as new as go.mod asks, and runs it as non-root.
func TestDockerfile(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	df := string(data)
	mod, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(`(?m)^go (\d+)\.(\d+)`).FindStringSubmatch(string(mod))
	have := regexp.MustCompile(`(?m)^FROM golang:(\d+)\.(\d+)`).FindStringSubmatch(df)
	if want == nil || have == nil {
		t.Fatalf("go.mod's go %v, the Dockerfile's golang image %v", want, have)
	}
	num := func(s string) int { n, _ := strconv.Atoi(s); return n }
	if num(have[1])*1000+num(have[2]) < num(want[1])*1000+num(want[2]) {
		t.Errorf("the Dockerfile builds with Go %s.%s, go.mod asks for %s.%s", have[1], have[2], want[1], want[2])
	}
	for _, must := range []string{"CGO_ENABLED=0", "./cmd/bacctk", "USER nonroot", "COPY --from=build"} {
		if !strings.Contains(df, must) {
			t.Errorf("the Dockerfile lacks %q", must)
		}
	}
	if n := len(regexp.MustCompile(`(?m)^FROM `).FindAllString(df, -1)); n < 2 {
		t.Errorf("the Dockerfile is not multi-stage")
	}
	if _, err := os.Stat(filepath.Join("..", "..", "cmd", "bacctk", "main.go")); err != nil {
		t.Errorf("the Dockerfile builds ./cmd/bacctk: %v", err)
	}
}

// TestRepoStandsAlone: no file of the repository points at documents
// outside it; what a reader needs is in README.md and docs/.
func TestRepoStandsAlone(t *testing.T) {
	root := filepath.Join("..", "..")
	outside := []string{"CONTRACT" + ".md", "../" + "shared", "/work/" + "shared"}
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return filepath.SkipDir
			}
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, o := range outside {
			if i := strings.Index(string(data), o); i >= 0 {
				line := strings.Count(string(data[:i]), "\n") + 1
				t.Errorf("%s:%d mentions %s, which is not in the repository", p, line, o)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
