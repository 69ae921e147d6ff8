package certify

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
)

// TestFollowsReading: an engine whose only defect is an alternative
// reading of an interpretation (the independent engine's planted defects
// that are exactly one) fails under the kit's reading with the cause "the
// engine follows reading ..." first, and passes under that reading.
func TestFollowsReading(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		defect, game, reading string
	}{
		{"pair-by-point-value", "mbs-tiger-v2", "1=point-value"},
		{"pair-ten-with-picture", "mbs-tiger-v2", "1=literal"},
		{"dragon-non-natural-tie-pushes", "mbs-etg-v4-super-6-ncb", "8=any-tie-pushes"},
		{"payout-rounded-to-nearest", "mbs-tiger-v2", "4=nearest"},
		{"extra-card-plays", "mbs-ncb-v6", "18=foreign-only"},
		{"shoe-continues-after-cut", "mbs-tiger-v2", "12=one-more-round"},
		{"table-under-minimum-same-round-returned", "mbs-tiger-v2", "19=same-round"},
		{"table-hlga-cut-option-declinable", "mbs-tiger-ncb-v5", "21=discretionary"},
		{"table-established-placed-wagers-only", "mbs-tiger-ncb-v5", "29=placed-only"},
		{"table-cards-move-clockwise", "mbs-tiger-v2", "31=higher-position"},
		{"table-device-lost-on-any-wager", "mbs-tiger-ncb-v5", "32=any-wager"},
		{"table-cards-to-highest-single-stake", "mbs-tiger-v2", "33=single-stake"},
	} {
		t.Run(c.defect, func(t *testing.T) {
			eng := newIndependent(t, c.defect)
			seed := testSeed(t)
			rep, err := Run(context.Background(), eng, Options{Games: []string{c.game}, Shoes: 20, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if rep.OK() || len(rep.Causes) == 0 {
				t.Fatalf("under the kit's reading: %s, want a failure", rep.Summary.Line)
			}
			first := rep.Causes[0]
			n, name, _ := strings.Cut(c.reading, "=")
			if first.Kind != decide.CauseReading || !strings.Contains(first.Summary, "reading "+name+" of interpretation "+n) {
				t.Errorf("first cause %s %q, want the engine following reading %s", first.Kind, first.Summary, c.reading)
			}
			if first.Count == 0 || first.Count != len(rep.Failures) {
				t.Errorf("the reading cause explains %d of %d failures", first.Count, len(rep.Failures))
			}

			r, err := reference.ParseReadings([]string{c.reading})
			if err != nil {
				t.Fatal(err)
			}
			under, err := Run(context.Background(), eng, Options{Games: []string{c.game}, Shoes: 20, Seed: seed, Readings: r})
			if err != nil {
				t.Fatal(err)
			}
			if !under.OK() {
				for _, f := range under.Failures {
					t.Logf("%s %s: %s", f.Source, f.Location, f.Message)
				}
				t.Errorf("under --reading %s: %s, want a pass", c.reading, under.Summary.Line)
			}
			if strings.Join(under.Run.Readings, ",") != c.reading {
				t.Errorf("run.readings %v, want [%s]", under.Run.Readings, c.reading)
			}
			for _, in := range under.Interpretations {
				if strings.HasPrefix(c.reading, strconv.Itoa(in.ID)+"=") && in.Under != name {
					t.Errorf("interpretation %d checked under %q, want %q", in.ID, in.Under, name)
				}
			}
		})
	}
}

// TestLiteralReadingFailsPointValue: reading 1=literal pairs a Ten with a
// picture card (TestFollowsReading: an engine that does passes under it)
// but not two different picture cards, so an engine that pays K-Q as a
// pair (pair-by-point-value) fails under it, on the pair clauses.
func TestLiteralReadingFailsPointValue(t *testing.T) {
	failsUnder(t, "pair-by-point-value", "mbs-tiger-v2", "1=literal", "1.1.14")
}

// TestNeverOfferingFailsUnderDiscretionary: reading 21=discretionary lets
// the Dealer decline the HLGA cutting card's option only as its own
// event, so an engine that never offers it (table-hlga-cut-card-no-option)
// fails under that reading too, on the option's clause, while the engine
// that follows the reading passes (TestFollowsReading).
func TestNeverOfferingFailsUnderDiscretionary(t *testing.T) {
	t.Parallel()
	failsUnder(t, "table-hlga-cut-card-no-option", "mbs-tiger-ncb-v5", "21=discretionary", "3.17.1")
}

// failsUnder certifies the independent engine with defect on game under
// reading and wants clause among the failing ones.
func failsUnder(t *testing.T, defect, game, reading, clause string) {
	t.Helper()
	eng := newIndependent(t, defect)
	r, err := reference.ParseReadings([]string{reading})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), eng, Options{Games: []string{game}, Shoes: 20, Seed: testSeed(t), Readings: r})
	if err != nil {
		t.Fatal(err)
	}
	failed := map[string]bool{}
	for _, v := range rep.Verdicts {
		if v.Verdict == report.Fail {
			failed[v.Clause] = true
		}
	}
	if rep.OK() || !failed[clause] {
		t.Fatalf("%s under --reading %s: %s, failing %v; want %s to fail", defect, reading, rep.Summary.Line, failed, clause)
	}
}

// TestReadingsDocumented: every reading the reference knows is named in
// docs/interpretations.md's "Readings" section.
func TestReadingsDocumented(t *testing.T) {
	section := docSection(t, "interpretations.md", "## Readings")
	for _, x := range reference.AllReadings() {
		if !strings.Contains(section, fmt.Sprintf("**%d: `%s`**", x.Interpretation, x.Name)) && !strings.Contains(section, fmt.Sprintf("**`%s`**", x.Name)) {
			t.Errorf("reading %d=%s is not described in docs/interpretations.md \"Readings\"", x.Interpretation, x.Name)
		}
	}
}

// declaring is an engine whose hello declares what hello says: the
// readings it takes, the capabilities it claims. Only adapter.Engine's
// methods are kept, so that an engine that no longer claims the table
// does not answer table requests either.
type declaring struct {
	adapter.Engine
	hello func(*adapter.Hello)
}

func (d declaring) Hello(ctx context.Context) (adapter.Hello, error) {
	h, err := d.Engine.Hello(ctx)
	d.hello(&h)
	return h, err
}

// Table is the engine's own, when it runs the table lifecycle: the
// declaration changes the hello alone.
func (d declaring) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	if te, ok := d.Engine.(adapter.TableEngine); ok {
		return te.Table(ctx, req)
	}
	return adapter.TableResult{}, adapter.Unsupported("the engine has no table")
}

// withReadings declares the readings rs.
func withReadings(rs ...string) func(*adapter.Hello) {
	return func(h *adapter.Hello) { h.Readings = rs }
}

// TestHelloReadings: an engine that declares in its hello the reading it
// takes is certified under it, as with --reading; a reading the kit does
// not know is a hello it cannot start with.
func TestHelloReadings(t *testing.T) {
	eng := newIndependent(t, "pair-by-point-value")
	opts := Options{Games: []string{"mbs-tiger-v2"}, Shoes: 10, Seed: testSeed(t)}
	rep, err := Run(context.Background(), declaring{eng, withReadings("1=point-value")}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() || strings.Join(rep.Run.Readings, ",") != "1=point-value" {
		t.Errorf("declared 1=point-value: %s, run.readings %v; want a pass under that reading", rep.Summary.Line, rep.Run.Readings)
	}
	bad, err := Run(context.Background(), declaring{eng, withReadings("1=by-suit")}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if bad.OK() || !strings.Contains(bad.Engine.StartError, `no reading "by-suit"`) {
		t.Errorf("declared 1=by-suit: %s, start error %q", bad.Summary.Line, bad.Engine.StartError)
	}
}
