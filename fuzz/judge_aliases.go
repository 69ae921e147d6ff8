package fuzz

import "github.com/bacctk/bacctk/judge"

// The judging moved to package judge. These names stay here only while
// certify's report model (report.go, merge.go, on their way to a report
// package of their own) still names them from fuzz: a transition, for
// no new code.

// Divergence is judge.Divergence.
type Divergence = judge.Divergence

// The kinds of divergence are judge's.
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
