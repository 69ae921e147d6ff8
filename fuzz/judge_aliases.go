package fuzz

import "github.com/bacctk/bacctk/judge"

// The judging moved to package judge; these names stay here only while the
// packages that import them from fuzz move to judge (a transition: new code
// names judge).

// Divergence is judge.Divergence.
type Divergence = judge.Divergence

// Blame is judge.Blame.
type Blame = judge.Blame

// Violation is judge.Violation.
type Violation = judge.Violation

// The kinds of divergence: judge's.
const (
	KindNotImplemented = judge.KindNotImplemented
	KindRefusal        = judge.KindRefusal
	KindDeal           = judge.KindDeal
	KindVoid           = judge.KindVoid
	KindTotal          = judge.KindTotal
	KindWinner         = judge.KindWinner
	KindSettlement     = judge.KindSettlement
	KindTable          = judge.KindTable
	KindNotation       = judge.KindNotation
)

// The property ids: judge's.
const (
	PropNotation         = judge.PropNotation
	PropHandSize         = judge.PropHandSize
	PropDealOrder        = judge.PropDealOrder
	PropNaturalStops     = judge.PropNaturalStops
	PropPlayerDraw       = judge.PropPlayerDraw
	PropBankerDraw       = judge.PropBankerDraw
	PropTotals           = judge.PropTotals
	PropWinner           = judge.PropWinner
	PropCardsUsed        = judge.PropCardsUsed
	PropShoeRounds       = judge.PropShoeRounds
	PropShoeEndsAtCut    = judge.PropShoeEndsAtCut
	PropVoidKeepsEarlier = judge.PropVoidKeepsEarlier
	PropIrregularCards   = judge.PropIrregularCards
	PropVoidReturns      = judge.PropVoidReturns
	PropTiePushes        = judge.PropTiePushes
	PropSettlementAmount = judge.PropSettlementAmount
	PropPayTable         = judge.PropPayTable
	PropRejectsInvalid   = judge.PropRejectsInvalid
)

// The judging functions: judge's.
var (
	BlameCoup           = judge.BlameCoup
	BlameCoupAll        = judge.BlameCoupAll
	BlameShoe           = judge.BlameShoe
	BlameShoeAll        = judge.BlameShoeAll
	BlameTable          = judge.BlameTable
	BlameTableAll       = judge.BlameTableAll
	BlameRefusal        = judge.BlameRefusal
	BlameAccepted       = judge.BlameAccepted
	LacksTableEvent     = judge.LacksTableEvent
	Properties          = judge.Properties
	DifferentialClauses = judge.DifferentialClauses
)
