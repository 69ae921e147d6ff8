package report

// ExhaustiveGame is the exhaustive walk of one game (docs/exhaustive.md):
// every coup class through the engine, compared with the reference, and the
// house edge of every wager implied by the engine's own answers next to the
// rules' (the PAR sheet of `bacctk analyze`). Counts of six-card sequences
// and exact fractions are decimal strings: they exceed a JSON number's
// exact range.
type ExhaustiveGame struct {
	Game  string `json:"game"`
	Decks int    `json:"decks"`
	// Shard is "K/N" when the run walked one shard of the classes
	// (--shard); the counts and the engine's house edges are then those of
	// the shard's classes, and `bacctk report merge` adds them up.
	Shard string `json:"shard,omitempty"`
	// Classes is the number of coup classes of the game (all shards);
	// Checked those this run sent, Agree those answered as the reference
	// does, Fail those answered otherwise, Errored those without an answer.
	Classes int `json:"classes"`
	Checked int `json:"checked"`
	Agree   int `json:"agree"`
	Fail    int `json:"fail"`
	Errored int `json:"errored"`
	// Members is the number of coups sent for the classes checked: each
	// class's representative and, where some suit of the class is read by
	// no rule, its varied member (another suit for every such card, a pair
	// of two suits).
	Members int `json:"members"`
	// Proves says what a walk on which every class agrees proves, and
	// under which assumption.
	Proves string `json:"proves,omitempty"`
	// Sequences is the number of six-card sequences of the shoe, the
	// denominator of every probability.
	Sequences string `json:"sequences"`
	// FailingSequences is the weight of the failing classes, and
	// FailingProbability the same over Sequences, exact.
	FailingSequences   string `json:"failingSequences"`
	FailingProbability string `json:"failingProbability"`
	// Causes are the failing classes grouped by where the engine's answer
	// first leaves the rules.
	Causes []ExhaustiveCause `json:"causes"`
	// Wagers is the PAR reconciliation, one per wager of the game.
	Wagers []WagerEdge `json:"wagers"`
	// Verdict is pass (every class agrees, every house edge equal), fail or
	// errored; Line says it in one line.
	Verdict string `json:"verdict"`
	Line    string `json:"line"`
	// Error says why the walk could not start or stopped.
	Error string `json:"error,omitempty"`
}

// ExhaustiveCause is the failing classes of one cause on one game.
type ExhaustiveCause struct {
	// Cause is the id of the cause in Report.Causes ("C3").
	Cause   string `json:"cause,omitempty"`
	Kind    string `json:"kind"`
	Field   string `json:"field,omitempty"`
	Wager   string `json:"wager,omitempty"`
	Summary string `json:"summary"`
	// Classes is how many classes fail this way, Sequences their weight,
	// Probability that over the shoe's sequences (exact), Percent the same
	// in per cent, for reading.
	Classes     int      `json:"classes"`
	Sequences   string   `json:"sequences"`
	Probability string   `json:"probability"`
	Percent     float64  `json:"percent"`
	Example     []string `json:"example"`
}

// WagerEdge is one wager's PAR reconciliation.
type WagerEdge struct {
	Wager string `json:"wager"`
	// Rules is the house edge of the rules (the exact analysis), Engine
	// the one implied by the engine's answers on every class, both exact
	// fractions, and their difference Engine-Rules in basis points. Equal
	// says they are the same fraction. With a shard, Engine is the shard's
	// part of the sum, and the comparison waits for the merge.
	Rules        string  `json:"rules"`
	Engine       string  `json:"engine"`
	RulesPercent float64 `json:"rulesPercent"`
	EnginePct    float64 `json:"enginePercent"`
	DiffBp       float64 `json:"differenceBp"`
	Equal        bool    `json:"equal"`
	// Counted is the weight of the classes on which the engine settled the
	// wager; below Sequences (with every shard merged) the engine's house
	// edge is incomplete.
	Counted string `json:"counted"`
}
