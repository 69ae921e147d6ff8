// Observations: what a run's checks saw, the one stream the report is
// decided from (decide.go), written as a blob with --blob (blob.go) and
// joined across shards by `report merge` (merge_blobs.go).

package decide

import (
	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/steps"
	"github.com/bacctk/bacctk/vectors"
)

// Observations are everything a run's checks observed, per kind of check,
// and the facts of the run the decision needs. Nothing in them asks the
// engine: Decide turns them into the report without one.
type Observations struct {
	Facts RunFacts `json:"facts"`
	// Offers are the wagers the engine lacks (the offers check).
	Offers []OfferLack `json:"offers"`
	// Scenarios are the feature scenarios' results.
	Scenarios []steps.ScenarioResult `json:"scenarios"`
	// Vectors are the golden vectors' results, each with the exchange
	// judged when the engine did not pass it; TableLacks the required
	// table events the probes of the table vectors found lacking.
	Vectors    []vectors.Result `json:"vectors"`
	TableLacks []TableLack      `json:"tableLacks"`
	// Generated are the generated checks of each game, on the run's shard
	// of its shoes (every shoe when whole).
	Generated []GeneratedObservation `json:"generated"`
	// Exhaustive are the walks of the exhaustive games.
	Exhaustive []ExhaustiveObservation `json:"exhaustive"`
}

// RunFacts are the facts of a run its report states and its verdicts
// depend on, as the run recorded them before its checks were decided.
type RunFacts struct {
	// Kit, Engine and Run are the report's, but for what the decision
	// counts (Run.Checked, Run.NotAsked).
	Kit    Kit     `json:"kit"`
	Engine Engine  `json:"engine"`
	Run    RunInfo `json:"run"`
	// Hello is the engine's hello (empty when it could not start).
	Hello adapter.Hello `json:"hello"`
	// Games are the games the report covers, Selected those checked.
	Games    []string `json:"games"`
	Selected []string `json:"selected"`
	// MaxFailures bounds the failures listed in full.
	MaxFailures int `json:"maxFailures"`
	// EngineFailures are the engine's failures as a whole (crashes,
	// restarts), the first few and their number.
	EngineFailures      []EngineFailure `json:"engineFailures"`
	EngineFailuresTotal int             `json:"engineFailuresTotal"`
	// SessionError is how the engine failed at the end of its session.
	SessionError string `json:"sessionError,omitempty"`
	// Untested are the clauses ("document:clause") of the run's rules
	// packs that no scenario is tagged with and no procedural reason
	// excuses (clauses.ProblemUntested): a row of one that no other check
	// reaches is untested. The kit's own documents have none.
	Untested []string `json:"untested,omitempty"`
}

// OfferLack is a wager the engine does not offer on a game, and how the
// kit knows: its hello, or its answer to a probe coup (Request, Error).
type OfferLack struct {
	Game    string               `json:"game"`
	Wager   string               `json:"wager"`
	Why     string               `json:"why"`
	Request *adapter.CoupRequest `json:"request,omitempty"`
	Error   *adapter.Error       `json:"error,omitempty"`
}

// TableLack is a required table event an engine lacks, found by asking a
// table vector it answered unsupported again in shorter prefixes.
type TableLack struct {
	Vector    vectors.Result  `json:"vector"`
	Violation judge.Violation `json:"violation"`
	// Cut is the vector's request cut after the event, Refusal the
	// engine's answer to it.
	Cut     adapter.TableRequest `json:"cut"`
	Refusal *adapter.Error       `json:"refusal,omitempty"`
}

// GeneratedObservation is what the generated checks of one game gave:
// their reports, or why they could not start.
type GeneratedObservation struct {
	Game  string            `json:"game"`
	Games []fuzz.GameReport `json:"games"`
	Error string            `json:"error,omitempty"`
}
