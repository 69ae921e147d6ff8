// Package judge decides whether an engine's answer follows the rules and
// where it first leaves them: the rules as properties of one answer, the
// differential against the reference's answer, the stage-by-stage judging
// on the engine's own earlier stages, and the blame (the kinds of
// divergence and the clauses broken) that certify charges its rows with.
//
// It holds no engine of its own and generates nothing: package fuzz
// generates shoes and table sequences and runs them through judge;
// certify calls the Blame functions on what a scenario, a vector or the
// exhaustive walk kept. The clause numbering is data of package clauses.
//
// A map of the files, in the order the rules produce an answer:
//
//	violation.go     Violation: one way an answer broke a property, and where it first left the rules
//	clauses.go       the clauses each property checks and blame names, per rules document (CoveredClauses, WagerClauses)
//	exhaustive_clauses.go  the clauses the exhaustive walk's classes are blamed on
//	properties.go    the rules as properties of one round's answer: the deal, void, draws, totals, winner (CheckCoup)
//	settlement.go    the settlement properties: each wager settled on its pay-table row, with its odds and amounts
//	shoeprops.go     properties of whole-shoe answers (cutting card, void rounds) and the shoe differential
//	oracle.go        the differential's fast path: an answer against the reference's own deal and settlement
//	differential.go  one engine's answer against the reference's, attributed to a clause
//	settlement_blame.go  a settlement that differs, blamed on its pay-table row or the definition of its event
//	stages.go        a round judged stage by stage on the engine's own answer (deal, totals, draws, winner, settlements)
//	blame.go         Blame*: the kinds of divergence and where an answer first leaves the rules, for certify
//	table_props.go   the table lifecycle's properties, whatever the engine, and their clauses
//	table_replay.go  the reference lifecycle's answer to a table request (TableConfig, ApplyTableEvent)
//	table.go         a table answer against the reference's, step by step then round by round
//	table_context.go what shaped a table step or round: the interruption before it, limit notices, its settling step, the round in play
//	table_blame.go   a table sequence's first differing step, blamed on its rule
//	table_earlier.go an earlier step the engine answered right but misread, blamed for the later steps it explains
//	table_dealt.go   a round its engine dealt to other hands, judged as a coup on its own cards before the step that shows it (and before an interruption)
//	table_setaside.go a round's hands that differ only in where the cards set aside after a player left with cards went (Tiger 5.11.1)
//	table_decided.go a step that turns on which wagers are decided (a witness, an option's players): the wagers it names (Divergence.ReadsWagers)
//	table_resync.go  the reference re-synced to the engine's receiver of a hand's cards, or to its outcome of a round its deal or pay table changed (BlameTableAll)
//	table_equal.go   table answers compared, free-text details aside
//	table_pattern.go the pattern of a table divergence: the member that differs, both sides, no amounts
//	table_unsupported.go  an "unsupported" table answer: the event the engine lacks
package judge
