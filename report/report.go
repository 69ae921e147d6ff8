package report

import (
	"time"

	"github.com/bacctk/bacctk/adapter"
)

// KitName and KitVersion identify the kit in reports (and in the protocol's
// hello, "bacctk 0.1.0").
const (
	KitName    = "bacctk"
	KitVersion = "0.1.0"
)

// Format names the shape of the JSON report and its version. The
// shape is a contract (ARCHITECTURE.md "Commands whose output is a
// contract"; docs/certify.md, docs/report.schema.json): fields are added,
// never renamed or removed, within a version.
const Format = "bacctk-certify-report/1"

// The pseudo-documents of verdict rows that are not clauses of a rules
// document: the kit's interpretations (docs/interpretations.md), checked by
// the scenarios and vectors that depend on them and by the generated
// checks, and the points of the kit's contract (README.md "The contract": card notation,
// money, wager ids) that the generated checks test.
const (
	DocInterpretation = "interpretation"
	DocContract       = "contract"
)

// Report is the outcome of one certification run: what was certified,
// under which rules and readings, the verdict on every clause for every
// game, and the evidence to reproduce every failure. Its JSON form is the
// documented report (docs/report.schema.json).
type Report struct {
	Format string `json:"format"`
	// Digest is the SHA-256 of the report's canonical JSON without this
	// member ("sha256:" and hex; internal/integrity), set by WriteJSON:
	// `bacctk report verify` tells an edited report by it.
	Digest string `json:"digest,omitempty"`
	Kit    Kit    `json:"kit"`
	Engine Engine `json:"engine"`
	// Documents are the rules documents and editions certified against.
	Documents []Document `json:"documents"`
	// Interpretations are the kit's readings in force.
	Interpretations []Interpretation `json:"interpretations"`
	Run             RunInfo          `json:"run"`
	// Games is the verdict per game, in the order of the run.
	Games []Game `json:"games"`
	// Verdicts is the verdict per clause per game: for each game, every
	// clause of its rules document in document order, then the
	// interpretations and contract points the checks touched.
	Verdicts []ClauseVerdict `json:"verdicts"`
	// Causes group the failures by root cause: the first place the
	// engine's answer leaves the rules, the clause that governs it and the
	// expected→actual pattern, deal causes before settlement causes. A
	// reader starts here.
	Causes []Cause `json:"causes"`
	// Failures are the failed and errored checks with what reproduces
	// them, at most Options.MaxFailures; FailuresOmitted counts the rest.
	Failures        []Failure `json:"failures"`
	FailuresOmitted int       `json:"failuresOmitted"`
	// EngineFailures are the engine calls that failed as a whole (crash,
	// hang, garbage), the context of errored verdicts; at most 20 are
	// kept, EngineFailuresTotal counts them all.
	EngineFailures      []EngineFailure `json:"engineFailures"`
	EngineFailuresTotal int             `json:"engineFailuresTotal"`
	// KnownFailing is the outcome of the --known-failing list; null when
	// none was given.
	KnownFailing *KnownFailingReport `json:"knownFailing"`
	// Exhaustive is the walk of every coup class per game, with its PAR
	// reconciliation (--exhaustive; docs/exhaustive.md).
	Exhaustive []ExhaustiveGame `json:"exhaustive,omitempty"`
	// Coverage is the profile certified and whether the run is complete
	// or partial, with what it left out (coverage.go). Absent only from a
	// report written before the kit recorded it.
	Coverage *Coverage `json:"coverage,omitempty"`
	Summary  Summary   `json:"summary"`
}

// Kit names the kit that made the report.
type Kit struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	// Revision is the revision the binary was built from: the one the
	// build set (-ldflags -X, as the Dockerfile does), else the
	// version-control revision ("+dirty" when the tree had changes),
	// else the module version, else "devel". Absent only from a report
	// written before the kit recorded it.
	Revision  string `json:"revision,omitempty"`
	GoVersion string `json:"goVersion"`
	// ContentHash is ContentHash(): the rules texts, features, vectors,
	// clause catalog and kit version the run checked with, the SHA-256
	// of the list ContentInputs (each "HEX  NAME\n", as sha256sum prints
	// it, in their order), so that a reader can recompute it.
	ContentHash string `json:"contentHash,omitempty"`
	// ContentInputs are what ContentHash covers, each by its SHA-256.
	ContentInputs []ContentInput `json:"contentInputs,omitempty"`
}

// ContentInput is one input of the content hash: a file the kit carries
// ("rules/X.txt", "features/...", "vectors/..."), the clause catalog as
// loaded ("clauses"), or the kit's version and revision ("kit").
type ContentInput struct {
	Name   string `json:"name"`
	SHA256 string `json:"sha256"`
}

// FileDigest is a file by its path and the hex SHA-256 of its content.
type FileDigest struct {
	Path   string `json:"path"`
	SHA256 string `json:"sha256"`
}

// Engine is what the engine said of itself and how it was run.
type Engine struct {
	Name         string   `json:"name"`
	Version      string   `json:"version"`
	Protocol     int      `json:"protocol"`
	Games        []string `json:"games"`
	Capabilities []string `json:"capabilities"`
	// Command is the engine command (argv, run without a shell); null for
	// an engine in process.
	Command []string `json:"command"`
	Dir     string   `json:"dir,omitempty"`
	// CommandLine is the engine command as given (--engine), WorkDir the
	// absolute folder the engine was started in, and Executable the
	// command's executable (argv[0] as the kit resolved it) when it is a
	// regular file: what a lab needs to run the same engine again.
	CommandLine string      `json:"commandLine,omitempty"`
	WorkDir     string      `json:"workDir,omitempty"`
	Executable  *FileDigest `json:"executable,omitempty"`
	// InProcess is true for an engine linked into the kit (the embedded
	// reference, a Go test double).
	InProcess bool `json:"inProcess"`
	// Restarts counts how often the engine process was started again after
	// a crash or a hang.
	Restarts int `json:"restarts"`
	// Stderr is the tail of the engine's stderr at the end of the run.
	Stderr string `json:"stderr,omitempty"`
	// StartError says why the engine could not be started or greeted;
	// every verdict is then errored.
	StartError string `json:"startError,omitempty"`
}

// Document is one rules document of the catalog (clauses.Documents).
type Document struct {
	ID      string `json:"id"`
	Title   string `json:"title"`
	Edition string `json:"edition"`
	Source  string `json:"source"`
	// Clauses and Procedural count its numbered clauses and those no
	// software can check.
	Clauses    int `json:"clauses"`
	Procedural int `json:"procedural"`
}

// RunInfo says how the run was made, so that it can be made again.
type RunInfo struct {
	// Seed drives the generated shoes and the scenario order; --seed
	// replays the run. A decimal string: a 64-bit seed does not fit a JSON
	// number exactly in every language.
	Seed string `json:"seed"`
	// ScenarioOrder is the godog seed the scenario order was shuffled
	// with, derived from Seed.
	ScenarioOrder string `json:"scenarioOrder"`
	// Shoes is the number of generated shoes per game.
	Shoes int `json:"shoes"`
	// Requested are the games asked for with --games; empty: every game
	// the engine claims.
	Requested []string `json:"requested"`
	// Packs are the rules packs the run took beside the kit's documents
	// (--pack; docs/packs.md), each by the digest of its files: what a
	// certificate against a house's rules was made against.
	Packs []Pack `json:"packs,omitempty"`
	// Parts are the kinds of check run.
	Parts Parts `json:"parts"`
	// Tags is the godog tag expression that selected the scenarios, if any.
	Tags string `json:"tags,omitempty"`
	// Shard is "K/N" when the run made one shard of the checks (--shard;
	// docs/scale.md); `bacctk report merge` combines the N shards.
	Shard string `json:"shard,omitempty"`
	// Select is the --run pattern that selected scenarios, vectors and
	// properties by name, if any.
	Select string `json:"select,omitempty"`
	// Readings are the alternative readings the run was made under
	// ("1=point-value"; docs/interpretations.md "Readings"); none: the
	// kit's. The scenarios of those interpretations were not run.
	Readings []string `json:"readings,omitempty"`
	// Timeout is the time an engine had per request, Deadline the time
	// limit of the whole run (Go durations, "10s"; absent: none); Jobs
	// the engines asked at once (the verdicts do not depend on it).
	Timeout  string `json:"timeout,omitempty"`
	Deadline string `json:"deadline,omitempty"`
	Jobs     int    `json:"jobs,omitempty"`
	// ExhaustiveGames and ExhaustiveDecks are the settings of the
	// exhaustive walk (--exhaustive-games, --exhaustive-decks).
	ExhaustiveGames []string `json:"exhaustiveGames,omitempty"`
	ExhaustiveDecks int      `json:"exhaustiveDecks,omitempty"`
	// Validate and Recheck are the protocol client's checks of the
	// engine's answers (--validate, --recheck N).
	Validate  bool      `json:"validate,omitempty"`
	Recheck   int       `json:"recheck,omitempty"`
	StartedAt time.Time `json:"startedAt"`
	// DurationMs is the wall time of the run in milliseconds.
	DurationMs int64 `json:"durationMs"`
	// Timings is the wall time of each kind of check, in milliseconds.
	Timings Timings `json:"timings"`
	// Checked counts what was checked: what the engine was asked.
	Checked Checked `json:"checked"`
	// NotAsked counts the checks the run meant to make and never asked
	// (nil: none); Stopped says what cut the run short ("--timeout 2s
	// exceeded on request 7 (coups); deadline reached (--deadline 1m)"),
	// "" when nothing did.
	NotAsked *NotAsked `json:"notAsked,omitempty"`
	Stopped  string    `json:"stopped,omitempty"`
}

// Timings is the wall time of each kind of check, in milliseconds.
type Timings struct {
	FeaturesMs  int64 `json:"featuresMs"`
	VectorsMs   int64 `json:"vectorsMs"`
	GeneratedMs int64 `json:"generatedMs"`
	// ExhaustiveMs is the exhaustive walk's time (docs/exhaustive.md).
	ExhaustiveMs int64 `json:"exhaustiveMs,omitempty"`
}

// Parts are the three kinds of check of ARCHITECTURE.md "Certification".
type Parts struct {
	Features  bool `json:"features"`
	Vectors   bool `json:"vectors"`
	Generated bool `json:"generated"`
	// Exhaustive is the walk of every coup class (--exhaustive).
	Exhaustive bool `json:"exhaustive,omitempty"`
}

// Checked counts the checks a run made against the engine.
type Checked struct {
	Scenarios   int `json:"scenarios"`
	Vectors     int `json:"vectors"`
	Shoes       int `json:"shoes"`
	Coups       int `json:"coups"`
	ShoeRuns    int `json:"shoeRuns"`
	Tables      int `json:"tables"`
	TableRounds int `json:"tableRounds"`
	// NotApplicable counts the generated requests not checked: answered
	// "unsupported" (a rounding unit, a deck count the engine does not
	// offer), or not asked for a stake outside the limits its hello
	// declares (minStake, maxStake).
	NotApplicable int `json:"notApplicable,omitempty"`
}

// Counts tallies verdicts of one kind of evidence.
type Counts struct {
	Pass          int `json:"pass"`
	Fail          int `json:"fail"`
	NotApplicable int `json:"notApplicable"`
	Errored       int `json:"errored"`
	// NotJudged counts the failed checks that stopped on another clause
	// before reaching this one.
	NotJudged int `json:"notJudged"`
}

// VerdictCounts tallies clause verdicts.
type VerdictCounts struct {
	Pass          int `json:"pass"`
	Fail          int `json:"fail"`
	Errored       int `json:"errored"`
	NotApplicable int `json:"notApplicable"`
	Procedural    int `json:"procedural"`
	// NotJudged counts the rows no check reached (NotJudged).
	NotJudged int `json:"notJudged"`
	// Untested counts a rules pack's clauses no check covers (Untested);
	// absent when none, as in every report of the kit's own documents.
	Untested int `json:"untested,omitempty"`
	// KnownFailing counts the fail and errored verdicts the known-failing
	// list matches. They are also in Fail and Errored, which count row
	// verdicts; the reports for a person count them apart (Unexpected).
	KnownFailing int `json:"knownFailing"`
	// UnexpectedPass counts the pass verdicts the list matches.
	UnexpectedPass int `json:"unexpectedPass"`
	// knownErrored is the part of KnownFailing that is errored, to count
	// the known failing apart from both Fail and Errored. Not in the JSON:
	// a report read back is tallied again from its rows (tally).
	knownErrored int
}

// Pack is a rules pack a run took (--pack): its document id, title and
// edition, the folder it was read from, and the SHA-256 of its files
// (pack.Pack.Digest).
type Pack struct {
	ID      string `json:"id"`
	Title   string `json:"title"`
	Edition string `json:"edition"`
	Dir     string `json:"dir"`
	SHA256  string `json:"sha256"`
}

// Game is the verdict on one game.
type Game struct {
	Game     string `json:"game"`
	Document string `json:"document"`
	// Claimed says whether the engine claims the game in its hello.
	Claimed bool   `json:"claimed"`
	Verdict string `json:"verdict"`
	Reason  string `json:"reason,omitempty"`
	// Clauses tallies the verdicts of the game's rows.
	Clauses VerdictCounts `json:"clauses"`
	// Scenarios and Vectors tally the checks of the game by verdict;
	// Generated is the verdict of its generated shoes.
	Scenarios Counts `json:"scenarios"`
	Vectors   Counts `json:"vectors"`
	Generated string `json:"generated,omitempty"`
	// NotOffered are the game's wagers the engine does not offer, each
	// with why ("player-pair: required; answered unsupported: ..."): an
	// optional one's checks are not applicable, a required one fails once
	// ("not implemented").
	NotOffered []string `json:"notOffered,omitempty"`
	Checked    Checked  `json:"checked"`
}

// ClauseVerdict is the verdict on one clause (or interpretation, or
// contract point) for one game, with the evidence it rests on.
type ClauseVerdict struct {
	// ID is GAME/DOCUMENT:CLAUSE, what known-failing patterns match.
	ID       string `json:"id"`
	Game     string `json:"game"`
	Document string `json:"document"`
	Clause   string `json:"clause"`
	Section  string `json:"section,omitempty"`
	// Summary restates the clause (the catalog's words), the
	// interpretation or the contract point.
	Summary string `json:"summary"`
	Verdict string `json:"verdict"`
	// Reason says why a verdict is not pass: the catalog's reason for a
	// procedural clause, why a clause is not applicable, the first error,
	// or, for a not-judged row, the failure (by id) that stopped its
	// first check and the clauses that failure is blamed on.
	Reason   string   `json:"reason,omitempty"`
	Evidence Evidence `json:"evidence"`
	// KnownFailing is the known-failing pattern that matches the row.
	KnownFailing *Pattern `json:"knownFailing,omitempty"`
	// UnexpectedPass: the row passes although the list says it fails.
	UnexpectedPass bool `json:"unexpectedPass,omitempty"`
	// Failures are the ids of the failures (Report.Failures) behind a fail
	// or errored verdict.
	Failures []string `json:"failures,omitempty"`
}

// Evidence is what a verdict rests on: the scenarios, vectors and
// generated-shoe properties that checked the clause on the game, by their
// own verdicts.
type Evidence struct {
	Scenarios  Counts `json:"scenarios"`
	Vectors    Counts `json:"vectors"`
	Properties Counts `json:"properties"`
	// Offers is what the engine offers of the clause's wagers: a required
	// wager it lacks fails the clauses that make it available.
	Offers Counts `json:"offers"`
	// PropertyNames are the generated-shoe properties that check it
	// (docs/fuzzing.md).
	PropertyNames []string `json:"propertyNames,omitempty"`
}

// The sources of a failure.
const (
	SourceScenario  = "scenario"
	SourceVector    = "vector"
	SourceGenerated = "generated"
	// SourceOffer is a required wager the engine does not offer.
	SourceOffer = "offer"
	// SourceExhaustive marks a failure found by the exhaustive walk.
	SourceExhaustive = "exhaustive"
)

// Failure is one failed or errored check, with what reproduces it.
type Failure struct {
	// ID is "F1", "F2", ... in report order; verdict rows cite it.
	ID string `json:"id"`
	// Source is "scenario", "vector", "generated" or "offer".
	Source string `json:"source"`
	// Verdict is "fail" or "errored".
	Verdict string `json:"verdict"`
	Game    string `json:"game"`
	// Clauses are the "document:clause" references the check covers
	// ("interpretation:N", "contract:NAME" included): its coverage.
	Clauses []string `json:"clauses"`
	// Blamed are the references the failure counts against: the clauses
	// governing the first field where the engine left the rules. Empty
	// until blame is computed; then a subset of what the game's rows hold.
	Blamed []string `json:"blamed,omitempty"`
	// Cause is the id of the failure's root cause (Report.Causes).
	Cause string `json:"cause,omitempty"`
	// Words are the Blamed rules' own words: a clause's verbatim text,
	// an interpretation's reading, a contract point's statement.
	Words []RuleWords `json:"words,omitempty"`
	// Title names the check: the scenario's title, the vector's comment,
	// the property.
	Title string `json:"title"`
	// Location finds it: the feature file, the vector file and tcId, the
	// property and shoe seed.
	Location string `json:"location"`
	Message  string `json:"message"`
	// Request is what the engine was asked, when known.
	Request *Request `json:"request,omitempty"`
	// Expected is the kit's reference engine's answer to the request (the
	// vector's expected result for a vector); Actual is the engine's.
	Expected *Answer `json:"expected,omitempty"`
	Actual   *Answer `json:"actual,omitempty"`
	// Diff is the go-cmp diff of expected (-) against actual (+) of what
	// the check compared.
	Diff string `json:"diff,omitempty"`
	// Count is how many answers showed the failure (generated checks
	// count repeats; other checks are 1).
	Count int `json:"count"`
	// Probability is, for a failure of the exhaustive walk, the exact
	// probability of the coups of its classes (docs/exhaustive.md).
	Probability string `json:"probability,omitempty"`
	// Seed is the seed of the generated shoe a generated failure was found
	// in (fuzz.ReplayShoe replays it), as a decimal string.
	Seed string `json:"seed,omitempty"`
	// Replay are commands that show the case again: `bacctk coup` (the
	// reference's answer) and, when a vector file was written, `bacctk
	// vectors verify` (the engine against the expected answer).
	Replay []string `json:"replay,omitempty"`
	// CaseFile and VectorFile are the files written to --cases DIR.
	CaseFile   string `json:"caseFile,omitempty"`
	VectorFile string `json:"vectorFile,omitempty"`
	// Vector is the stable id of the vector that failed (source
	// "vector"), which a known-failing list may name.
	Vector string `json:"vector,omitempty"`
	// KnownFailing is true when every row the failure counts against on
	// its game is matched by the known-failing list.
	KnownFailing bool `json:"knownFailing,omitempty"`
}

// The kinds of a cause, in the order the rules produce what they judge: a
// reader meets deal causes before settlement causes. They are the kinds of
// divergence the judging finds (judge.Kind*, the same words; certify's
// tests hold them equal), written here so that the report's vocabulary
// does not depend on the judging code.
const (
	CauseNotImplemented = "not-implemented" // a required wager or setting the engine lacks
	CauseRefusal        = "refusal"         // a legal request refused, or an illegal one accepted
	CauseDeal           = "deal"            // the cards each hand receives, the cutting card
	CauseVoid           = "void"            // voiding the round or not
	CauseTotal          = "total"           // a hand's total
	CauseWinner         = "winner"          // who wins
	CauseSettlement     = "settlement"      // a wager's result, odds, amounts or rounding
	CauseTable          = "table"           // a table-lifecycle answer
	CauseNotation       = "notation"        // the engine's own tokens in its answers
	CauseErrored        = "errored"         // crash, hang, garbage: no verdict on the rules
)

// Cause is one root cause: one broken rule, the failures of one kind
// whose blamed clauses of one rules document overlap (those of the kit's
// contract and interpretations, shared by every document, group across
// documents), on every game where they occur. Game, Wager, Event, Field
// and Summary describe its first instance, the one its Example comes
// from; Games, Wagers, Events, Fields and Patterns list every instance
// (docs/certify.md "Causes").
type Cause struct {
	// ID is "C1", "C2", ... in report order (most important first).
	ID   string `json:"id"`
	Kind string `json:"kind"`
	Game string `json:"game"`
	// Games are every game the cause occurs on, sorted.
	Games []string `json:"games"`
	// Clauses are the "document:clause" rows the cause fails: the clauses
	// that govern the field that diverged, not every tag of the checks.
	Clauses []string `json:"clauses"`
	// Words are the words of Clauses, each once (RuleWords).
	Words []RuleWords `json:"words,omitempty"`
	// Wager and Event name the wager and pay-table row or event, for
	// settlement causes.
	Wager string `json:"wager,omitempty"`
	Event string `json:"event,omitempty"`
	// Field is the first field that diverged ("player.cards", "winner",
	// "settlements[tie].odds", a table step).
	Field string `json:"field,omitempty"`
	// Summary says it in words, expected→actual: "tie paid 7/1 where the
	// rules say 8/1".
	Summary string `json:"summary"`
	// Wagers, Events and Fields are every wager, pay-table row or event
	// and first diverging field of the cause's instances, sorted.
	Wagers []string `json:"wagers"`
	Events []string `json:"events"`
	Fields []string `json:"fields"`
	// Patterns are the cause's distinct expected→actual patterns, most
	// frequent first.
	Patterns []CausePattern `json:"patterns"`
	// Count is the number of failing checks, by source.
	Count      int `json:"count"`
	Scenarios  int `json:"scenarios"`
	Vectors    int `json:"vectors"`
	Generated  int `json:"generated"`
	Exhaustive int `json:"exhaustive,omitempty"`
	// Example is the id of the smallest replayable failure (Report.Failures).
	Example string `json:"example,omitempty"`
	// Failures are the ids of every failure of the cause that was kept.
	Failures []string `json:"failures"`
	// Probability is the exact share of coups the cause affects, as a
	// rational, when the exhaustive walk measured it.
	Probability string `json:"probability,omitempty"`
	// KnownFailing is true when every failure of the cause is known
	// failing (Failure.KnownFailing) and so is every row it fails: the
	// cause does not fail the run.
	KnownFailing bool `json:"knownFailing,omitempty"`
}

// RuleWords is what a rule a failure is blamed on says, so that a
// report shows the rule beside the failure: for a clause of a rules
// document, its verbatim words from the rules text (the catalog's
// Words); for an interpretation, the kit's reading
// (docs/interpretations.md); for a contract point, its statement.
type RuleWords struct {
	// Ref is the rule as Blamed and Clauses name it: "document:clause",
	// "interpretation:N", "contract:NAME".
	Ref   string `json:"ref"`
	Words string `json:"words"`
}

// CausePattern is one way a cause shows: an expected→actual pattern at
// one wager, pay-table row or event and field, on any of the cause's games.
type CausePattern struct {
	Summary string `json:"summary"`
	Wager   string `json:"wager,omitempty"`
	Event   string `json:"event,omitempty"`
	Field   string `json:"field,omitempty"`
	// Games are the games it occurs on, sorted.
	Games []string `json:"games"`
	// Count is the number of failing checks that show it.
	Count int `json:"count"`
	// Example is the id of its smallest replayable failure; Failures are
	// the ids of every failure of it that was kept (a merge of shards
	// reads each failure's pattern here).
	Example  string   `json:"example,omitempty"`
	Failures []string `json:"failures"`
}

// Request is a failure's request: a coup, a shoe or a table sequence
// (adapter.Request, in the protocol's member names).
type Request = adapter.Request

// Answer is an answer to a Request: a coup, a shoe, a table, or an error.
type Answer = adapter.Answer

// KnownFailingReport is what the known-failing list matched.
type KnownFailingReport struct {
	File string `json:"file"`
	// SHA256 is the hex SHA-256 of the file as read, so that a
	// certificate names the exact list it was made with.
	SHA256   string           `json:"sha256,omitempty"`
	Patterns []PatternOutcome `json:"patterns"`
	// UnexpectedPasses are the rows (GAME/DOCUMENT:CLAUSE) and the
	// vectors (stable ids) that pass although a pattern lists them: each
	// fails the run.
	UnexpectedPasses []string `json:"unexpectedPasses"`
}

// PatternOutcome is what one pattern matched.
type PatternOutcome struct {
	Pattern
	// KnownFailing counts the fail and errored rows it matched,
	// UnexpectedPasses the pass rows; Other the not-applicable,
	// not-judged and procedural ones. A vector pattern counts vectors instead: failed or
	// errored, passed. A pattern that matches nothing is probably a typo.
	KnownFailing     int `json:"knownFailing"`
	UnexpectedPasses int `json:"unexpectedPasses"`
	Other            int `json:"other"`
}

// Summary is the run in a few numbers.
type Summary struct {
	// Result is "pass" (exit 0) or "fail" (exit 1).
	Result string `json:"result"`
	// Headline is the result as the reports state it, with the coverage:
	// "PASS", "PASS (partial: ...)", "FAIL" or "FAIL (partial: ...)". A
	// partial run passes with exit 0 like a complete one; Headline and
	// Coverage are what tell them apart.
	Headline string        `json:"headline,omitempty"`
	ExitCode int           `json:"exitCode"`
	Games    int           `json:"games"`
	Verdicts VerdictCounts `json:"verdicts"`
	// Failures counts the failed and errored checks (Report.Failures and
	// the omitted ones).
	Failures int `json:"failures"`
	// Line is the summary line the text report ends with.
	Line string `json:"line"`
}

// NotAsked counts the checks a run meant to make but never put to the
// engine: its deadline passed, a signal stopped it, or it gave up on an
// engine that kept failing. The "checked:" counts leave them out.
type NotAsked struct {
	Vectors int `json:"vectors"`
	Shoes   int `json:"shoes"`
}

// Total is the number of checks not asked; 0 for nil.
func (n *NotAsked) Total() int {
	if n == nil {
		return 0
	}
	return n.Vectors + n.Shoes
}
