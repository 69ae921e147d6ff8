package decide

import (
	"github.com/bacctk/bacctk/internal/words"
	"github.com/bacctk/bacctk/report"
)

// The report's model lives in package report, with its renderers; the
// collector builds it. These aliases give the collector's files the
// model's names unqualified (Report, Pass, ...), as they had them when
// the collector was certify's; callers outside use package report.
type (
	Report             = report.Report
	Kit                = report.Kit
	Engine             = report.Engine
	Document           = report.Document
	Interpretation     = report.Interpretation
	RunInfo            = report.RunInfo
	Timings            = report.Timings
	Parts              = report.Parts
	Checked            = report.Checked
	Counts             = report.Counts
	VerdictCounts      = report.VerdictCounts
	Game               = report.Game
	ClauseVerdict      = report.ClauseVerdict
	Evidence           = report.Evidence
	Failure            = report.Failure
	Cause              = report.Cause
	CausePattern       = report.CausePattern
	RuleWords          = report.RuleWords
	ContentInput       = report.ContentInput
	FileDigest         = report.FileDigest
	Request            = report.Request
	Answer             = report.Answer
	KnownFailingReport = report.KnownFailingReport
	PatternOutcome     = report.PatternOutcome
	Pattern            = report.Pattern
	Summary            = report.Summary
	Coverage           = report.Coverage
	GameCoverage       = report.GameCoverage
	Omission           = report.Omission
	EngineFailure      = report.EngineFailure
	ExhaustiveGame     = report.ExhaustiveGame
	ExhaustiveCause    = report.ExhaustiveCause
	WagerEdge          = report.WagerEdge
	NotAsked           = report.NotAsked
)

// ReportFormat is report.Format: the JSON report's shape and version.
const ReportFormat = report.Format

// KitName and KitVersion are report's: the kit as reports name it.
const (
	KitName    = report.KitName
	KitVersion = report.KitVersion
)

// The report's vocabulary (package report documents each).
const (
	Pass          = report.Pass
	Interrupted   = report.Interrupted
	Fail          = report.Fail
	NotApplicable = report.NotApplicable
	Errored       = report.Errored
	Procedural    = report.Procedural
	NotJudged     = report.NotJudged
	Untested      = report.Untested

	DocInterpretation = report.DocInterpretation
	DocContract       = report.DocContract

	SourceScenario   = report.SourceScenario
	SourceVector     = report.SourceVector
	SourceGenerated  = report.SourceGenerated
	SourceOffer      = report.SourceOffer
	SourceExhaustive = report.SourceExhaustive

	CauseNotImplemented = report.CauseNotImplemented
	CauseRefusal        = report.CauseRefusal
	CauseDeal           = report.CauseDeal
	CauseVoid           = report.CauseVoid
	CauseTotal          = report.CauseTotal
	CauseWinner         = report.CauseWinner
	CauseSettlement     = report.CauseSettlement
	CauseTable          = report.CauseTable
	CauseNotation       = report.CauseNotation
	CauseErrored        = report.CauseErrored

	OmitScenarios    = report.OmitScenarios
	OmitVectors      = report.OmitVectors
	OmitGenerated    = report.OmitGenerated
	OmitTags         = report.OmitTags
	OmitRun          = report.OmitRun
	OmitShard        = report.OmitShard
	OmitGames        = report.OmitGames
	OmitUnknownGames = report.OmitUnknownGames
	OmitCapability   = report.OmitCapability
)

// The words the collector and the renderers share (internal/words),
// under the names certify's files have always called them by.
var (
	plural      = words.Plural
	thousands   = words.Thousands
	percentText = words.Percent
	firstLine   = words.FirstLine
	orNone      = words.OrNone
	shellQuote  = words.ShellQuote
)
