package certify

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
)

// refusesTables claims the table capability (as the reference does) and
// answers every table request with an error.
type refusesTables struct{ *adapter.Reference }

func (refusesTables) Table(context.Context, adapter.TableRequest) (adapter.TableResult, error) {
	return adapter.TableResult{}, &adapter.Error{Code: "unsupported", Message: "no tables \x1b[31mhere\x1b[0m"}
}

// TestEngineRefusesTables: an engine that claims tables and refuses every
// table request gets errored rows and complete reports in every format, no
// panic (issue 11, case 1: a nil table request in the text writer).
func TestEngineRefusesTables(t *testing.T) {
	rep, err := Run(context.Background(), refusesTables{adapter.NewReference()}, Options{
		Games: []string{"mbs-ncb-v6"}, Shoes: 1, Seed: testSeed(t), NoFeatures: true, NoVectors: true})
	if err != nil {
		t.Fatal(err)
	}
	var text, js, junit bytes.Buffer
	rep.WriteText(&text, true)
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	if err := rep.WriteJUnit(&junit); err != nil {
		t.Fatal(err)
	}
	validateReportJSON(t, js.Bytes())
	var back Report
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if rep.Summary.ExitCode != 1 {
		t.Errorf("exit code %d, want 1 (errored rows)", rep.Summary.ExitCode)
	}
	if !strings.Contains(text.String(), "request: table, game mbs-ncb-v6") {
		t.Errorf("the text report does not show the refused table request:\n%s", text.String())
	}
	if strings.Contains(text.String(), "\x1b") {
		t.Errorf("the text report carries a raw escape from the engine")
	}
}

// TestDeadlineBoundsVectors: the run's time limit also bounds the golden
// vectors: past it, no vector waits for the engine (issue 11, case 8).
func TestDeadlineBoundsVectors(t *testing.T) {
	t.Parallel()
	const deadline, timeout = time.Second, 2 * time.Second
	start := time.Now()
	rep, err := Run(context.Background(), slowPerCoup{adapter.NewReference(), 20 * time.Millisecond},
		Options{Seed: 8, Games: []string{"mbs-ncb-v6"}, NoFeatures: true, NoGenerated: true, Deadline: deadline, Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > deadline+timeout+time.Second {
		t.Errorf("a run limited to %v (engine timeout %v) took %v", deadline, timeout, took)
	}
	if rep.OK() || !strings.Contains(reportText(rep), "time limit of 1s passed") {
		t.Errorf("the vectors past the time limit are not errored with the reason: %s", rep.Summary.Line)
	}
}

// slowPerCoup is an engine whose time grows with the coups asked of it,
// batched or not, as a real engine's does: the vectors go in batches, so a
// pause per call would let them all through in a few calls. It gives up
// when its context ends, as the protocol client does.
type slowPerCoup struct {
	*adapter.Reference
	pause time.Duration
}

func (s slowPerCoup) wait(ctx context.Context, n int) error {
	select {
	case <-time.After(time.Duration(n) * s.pause):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s slowPerCoup) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	if err := s.wait(ctx, 1); err != nil {
		return adapter.CoupResult{}, err
	}
	return s.Reference.Coup(ctx, req)
}

func (s slowPerCoup) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	if err := s.wait(ctx, len(reqs)); err != nil {
		return nil, err
	}
	return s.Reference.Coups(ctx, reqs)
}

func reportText(r *Report) string {
	var b bytes.Buffer
	r.WriteText(&b, true)
	return b.String()
}
