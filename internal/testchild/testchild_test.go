package testchild

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

const env = "BACCTK_TESTCHILD_TEST"

func TestMain(m *testing.M) {
	Main(m, env, func(mode string) int {
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
