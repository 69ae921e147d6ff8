package testchild

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter/refengine"
)

const env = "BACCTK_TESTCHILD_TEST"

func TestMain(m *testing.M) {
	Main(m, env, func(mode string) int {
		switch mode {
		case "serve":
			return Serve(refengine.New())
		case "append":
			fmt.Print("appended\n")
			return 0
		}
		fmt.Print("child " + mode)
		return 7
	})
}

// TestChild starts this binary as the child: it must run the child's
// function, not the tests, and exit with its status.
func TestChild(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env+"=echo")
	out, err := cmd.Output()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 7 || string(out) != "child echo" {
		t.Errorf("child: output %q, error %v; want \"child echo\" and exit status 7", out, err)
	}
}

// TestTests: without the variable the binary runs its tests and exits 0.
func TestTests(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, env+"=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	out, err := cmd.Output()
	if err != nil || !strings.Contains(string(out), "PASS") || strings.Contains(string(out), "child") {
		t.Errorf("tests: output %q, error %v; want PASS and exit status 0", out, err)
	}
}

// TestServe: the child that serves the reference answers hello and bye on
// its stdin and stdout, and exits 0 at bye.
func TestServe(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env+"=serve")
	cmd.Stdin = strings.NewReader(`{"id":1,"method":"hello","params":{"protocol":1}}` + "\n" + `{"id":2,"method":"bye"}` + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("serve: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], `{"id":1,"result":`) || !strings.Contains(lines[0], refengine.Name) || !strings.HasPrefix(lines[1], `{"id":2,"result":`) {
		t.Errorf("serve: answered\n%s\nwant hello's answer naming %q, then bye's", out, refengine.Name)
	}
}

// TestRedirected: the child's stdout, redirected, appends to what the file
// held, and the file it returns is that one.
func TestRedirected(t *testing.T) {
	out, b := Redirected(t, "TestNone", env+"=append")
	if string(b) != "old\nappended\n" {
		t.Errorf("the redirected stdout holds %q, want %q", b, "old\nappended\n")
	}
	if again, err := os.ReadFile(out); err != nil || string(again) != string(b) {
		t.Errorf("%s holds %q (%v), want what Redirected returned", out, again, err)
	}
}
