package certify

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/internal/testchild"
)

// engineEnv switches the test binary into an engine speaking protocol v1 on
// stdin and stdout (see TestMain), so that the subprocess path is tested
// without building bacctk.
const engineEnv = "BACCTK_CERTIFY_TEST_ENGINE"

// TestMain runs the test binary as an engine when engineEnv is set. Modes:
//
//	serve     the reference, exactly as `bacctk engine` serves it
//	crash:N   the reference, but the process exits with status 3 (after a
//	          line on stderr) at the (N+1)th call after hello
//	hang:N    the same, but it stops answering instead
//	garbage:N the same, but it writes a line that is not JSON first
//	reborn:N:PATH crash:N when PATH does not exist (it creates it); when it
//	          does (a restart), the reference under another version
func TestMain(m *testing.M) { testchild.Main(m, engineEnv, serveTestEngine) }

func serveTestEngine(mode string) int {
	name, arg, _ := strings.Cut(mode, ":")
	after, _ := strconv.Atoi(arg)
	var eng adapter.Engine = refengine.New()
	switch name {
	case "serve":
		eng = refengine.NewFast() // as bacctk engine serves it
		protocol.TuneEngineGC()
	case "crash", "hang", "garbage":
		eng = &faulty{TableEngine: refengine.New(), mode: name, after: int64(after)}
	case "reborn":
		n, path, _ := strings.Cut(arg, ":")
		after, _ = strconv.Atoi(n)
		if _, err := os.Stat(path); err == nil {
			eng = patched{refengine.New()}
		} else {
			os.WriteFile(path, nil, 0o644)
			eng = &faulty{TableEngine: refengine.New(), mode: "crash", after: int64(after)}
		}
	default:
		fmt.Fprintf(os.Stderr, "%s: unknown mode %q\n", engineEnv, mode)
		return 2
	}
	return testchild.Serve(eng)
}

// testEngineArgv is the command that runs the test binary as an engine,
// and the environment it needs.
func testEngineArgv(mode string) ([]string, []string) {
	return []string{os.Args[0]}, []string{engineEnv + "=" + mode}
}

// patched is the reference under another version: the engine a restart
// brings back after an upgrade in place.
type patched struct{ *refengine.Engine }

func (p patched) Hello(ctx context.Context) (adapter.Hello, error) {
	h, err := p.Engine.Hello(ctx)
	h.Version += "-patched"
	return h, err
}

// faulty is an engine that answers like the reference for its first
// `after` calls and then misbehaves as mode says. In a test engine process
// crash exits; in process (exit false) it returns an error instead.
type faulty struct {
	adapter.TableEngine
	mode     string
	after    int64
	calls    atomic.Int64
	inProc   bool
	released chan struct{} // closed to let in-process hangs go (test clean-up)
}

// fault misbehaves once the engine has answered `after` calls.
func (f *faulty) fault() error {
	if f.calls.Add(1) <= f.after {
		return nil
	}
	switch f.mode {
	case "crash":
		if f.inProc {
			return fmt.Errorf("test engine: out of cheese")
		}
		fmt.Fprintln(os.Stderr, "test engine: fatal: out of cheese")
		os.Exit(3)
	case "hang":
		if f.inProc {
			<-f.released // ignores its context, as a stuck engine does
			return fmt.Errorf("test engine: released")
		}
		select {}
	case "garbage":
		fmt.Fprintln(os.Stdout, "<html>this is not JSON</html>")
	}
	return nil
}

func (f *faulty) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	if err := f.fault(); err != nil {
		return adapter.CoupResult{}, err
	}
	return f.TableEngine.Coup(ctx, req)
}

func (f *faulty) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	if err := f.fault(); err != nil {
		return nil, err
	}
	return f.TableEngine.Coups(ctx, reqs)
}

func (f *faulty) Shoe(ctx context.Context, req adapter.ShoeRequest) (adapter.ShoeResult, error) {
	if err := f.fault(); err != nil {
		return adapter.ShoeResult{}, err
	}
	return f.TableEngine.Shoe(ctx, req)
}

func (f *faulty) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	if err := f.fault(); err != nil {
		return adapter.TableResult{}, err
	}
	return f.TableEngine.Table(ctx, req)
}
