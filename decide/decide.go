// Deciding: the report from a run's observations, with no engine and no
// I/O (the collector, collect*.go, and what follows it).

package decide

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/shard"
	"github.com/bacctk/bacctk/steps"
	"github.com/bacctk/bacctk/vectors"
)

// Decide turns a run's observations into its report: rows, failures and
// their causes, verdicts, the known-failing list kf (nil: none) and the
// summary. It asks no engine and does no I/O, and the order of the
// observations of a kind does not change the report: one run's and the
// joined observations of its shards decide alike. The error is for facts
// that do not read (a blob not as a kit wrote it).
func Decide(obs *Observations, kf *KnownFailing) (*Report, error) {
	d, err := DecideCases(obs, kf)
	if err != nil {
		return nil, err
	}
	return d.Report, nil
}

// A Decision is a report and the generated cases behind its failures, by
// failure id (a run writes them with --cases).
type Decision struct {
	Report *Report
	Cases  map[string]fuzz.Case
}

// DecideCases is Decide, keeping the generated cases behind the failures.
func DecideCases(obs *Observations, kf *KnownFailing) (*Decision, error) {
	c, err := decide(obs, kf)
	if err != nil {
		return nil, err
	}
	return &Decision{Report: c.rep, Cases: c.fuzzCases}, nil
}

func decide(obs *Observations, kf *KnownFailing) (*collector, error) {
	f := &obs.Facts
	opts, err := f.options(kf)
	if err != nil {
		return nil, err
	}
	rep := &Report{Format: ReportFormat, Kit: f.Kit, Engine: f.Engine, Documents: Documents(),
		Interpretations: Interpretations(), Run: f.Run,
		Causes: []Cause{}, Failures: []Failure{}, EngineFailures: append([]EngineFailure{}, f.EngineFailures...),
		EngineFailuresTotal: f.EngineFailuresTotal}
	rep.Run.Checked, rep.Run.NotAsked = Checked{}, nil
	ReadingInterpretations(rep.Interpretations, opts.Readings)
	c := newCollector(rep, opts, f.Selected)
	c.elsewhere = c.elsewhereOf(obs)
	for _, ref := range f.Untested {
		c.untested[ref] = true
	}
	c.offers(obs.Offers)
	c.scenarios(sortedScenarios(obs.Scenarios))
	c.vectors(sortedVectors(obs.Vectors), obs.TableLacks)
	for _, gen := range sortedGenerated(obs.Generated, f.Selected) {
		c.generatedRun(gen)
	}
	if f.Run.Parts.Exhaustive && len(f.Selected) > 0 && f.Engine.StartError == "" {
		c.exhaustive(obs.Exhaustive)
	}
	var startErr error
	if f.Engine.StartError != "" {
		startErr = errors.New(f.Engine.StartError)
	}
	c.readingCauses(context.Background())
	c.verdicts(f.Games, f.Hello, startErr)
	c.exhaustiveCauses()
	c.knownFailing()
	attachWords(rep)
	c.summarize(startErr)
	if f.SessionError != "" {
		SessionFailed(rep, errors.New(f.SessionError))
	}
	// the engine's own command in the replay lines, as the run's
	// (Run names the kit as it was invoked after the case files)
	FinishReplays(rep, "", rep.Engine.CommandLine)
	return c, nil
}

// settings are the run's settings the decision reads.
type settings struct {
	Shoes, MaxFailures int
	KnownFailing       *KnownFailing
	Shard              shard.Shard
	Readings           reference.Readings
}

// DefaultMaxFailures bounds the failures a report lists in full when the
// run's facts do not say.
const DefaultMaxFailures = 1000

// options are the settings the decision reads, from the run's facts.
func (f *RunFacts) options(kf *KnownFailing) (settings, error) {
	opts := settings{Shoes: f.Run.Shoes, MaxFailures: f.MaxFailures, KnownFailing: kf}
	if opts.MaxFailures <= 0 {
		opts.MaxFailures = DefaultMaxFailures
	}
	if f.Run.Shard != "" {
		s, err := shard.Parse(f.Run.Shard)
		if err != nil {
			return opts, err
		}
		opts.Shard = s
	}
	r, err := reference.ParseReadings(f.Run.Readings)
	if err != nil {
		return opts, fmt.Errorf("readings: %v", err)
	}
	opts.Readings = r
	return opts, nil
}

// sortedScenarios orders the scenarios' results by feature and line, not
// as they arrived (a shuffled order, several at once, or several shards).
func sortedScenarios(in []steps.ScenarioResult) []steps.ScenarioResult {
	out := slices.Clone(in)
	slices.SortStableFunc(out, func(a, b steps.ScenarioResult) int {
		return cmp.Or(cmp.Compare(a.Feature, b.Feature), cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Name, b.Name), cmp.Compare(a.Game, b.Game))
	})
	return out
}

// sortedVectors orders the vectors' results as the kit's files list them.
func sortedVectors(in []vectors.Result) []vectors.Result {
	if len(in) == 0 {
		return nil // and the kit's vectors stay unread, as in a run without them
	}
	files, _ := vectors.LoadEmbedded()
	rank := map[string]int{}
	for i, f := range files {
		rank[f.Path] = i
	}
	out := slices.Clone(in)
	slices.SortStableFunc(out, func(a, b vectors.Result) int {
		return cmp.Or(cmp.Compare(rank[a.File], rank[b.File]), cmp.Compare(a.File, b.File), cmp.Compare(a.TcID, b.TcID))
	})
	return out
}

// sortedGenerated orders the games' generated checks as the run's games.
func sortedGenerated(in []GeneratedObservation, selected []string) []GeneratedObservation {
	out := slices.Clone(in)
	slices.SortStableFunc(out, func(a, b GeneratedObservation) int {
		return cmp.Compare(slices.Index(selected, a.Game), slices.Index(selected, b.Game))
	})
	return out
}

// Documents are the rules documents a report lists, with their clause
// counts (clauses' catalog).
func Documents() []Document {
	var out []Document
	for _, d := range clauses.Documents() {
		doc := Document{ID: d.ID, Title: d.Title, Edition: d.Edition, Source: d.Source, Clauses: len(d.Clauses)}
		for _, c := range d.Clauses {
			if c.IsProcedural() {
				doc.Procedural++
			}
		}
		out = append(out, doc)
	}
	return out
}
