// The summary line and the exit code.

package decide

import (
	"fmt"

	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/steps"
)

// summarize sets the summary and the exit code: 1 on any fail or errored
// verdict the list does not match, any unexpected pass, any failure no row
// carries, an engine that could not start, or a run that checked nothing.
func (c *collector) summarize(startErr error) {
	s := &c.rep.Summary
	s.Games = len(c.rep.Games)
	s.Verdicts = VerdictCounts{}
	for i := range c.rep.Verdicts {
		s.Verdicts.Add(&c.rep.Verdicts[i])
	}
	blocking := s.Verdicts.Fail + s.Verdicts.Errored - s.Verdicts.KnownFailing
	unexpected := s.Verdicts.UnexpectedPass + c.unexpectedVectorPasses()
	s.ExitCode = 0
	var why string
	switch {
	case startErr != nil:
		why = "the engine could not be started"
	case blocking > 0 || unexpected > 0:
		why = ""
	case c.unattributed > 0:
		why = plural(c.unattributed, "check") + " errored outside any clause"
	case s.Verdicts.Pass == 0 && s.Verdicts.KnownFailing == 0:
		why = "nothing was checked: the engine claims none of the games asked for"
	}
	if blocking > 0 || unexpected > 0 || why != "" {
		s.ExitCode = 1
	}
	s.Result = Pass
	if s.ExitCode != 0 {
		s.Result = Fail
	}
	v := s.Verdicts
	cov := newCoverage(c.rep)
	c.rep.Coverage = cov
	s.Headline = report.HeadlineFor(s.Result, cov)
	line := fmt.Sprintf("%s: %s (%s), %d verdicts: %s", s.Headline, plural(s.Games, "game"), cov.Profile(), v.Total(), v.Text(c.opts.KnownFailing != nil))
	if c.opts.KnownFailing != nil {
		line += fmt.Sprintf(", %d unexpected passes", unexpected)
	}
	if why != "" {
		line += "; " + why
	}
	line += c.rep.StoppedText()
	line += fmt.Sprintf("; seed %s; %.1fs", c.rep.Run.Seed, float64(c.rep.Run.DurationMs)/1000)
	s.Line = line
}

// scenarioLocation is "features/<file>" with ":<line>" when known.
func scenarioLocation(r steps.ScenarioResult) string {
	if r.Line > 0 {
		return fmt.Sprintf("features/%s:%d", r.Feature, r.Line)
	}
	return "features/" + r.Feature
}
