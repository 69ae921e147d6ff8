package attest

// The in-toto statement's type and the kit's predicate type: a
// certification report's verdict.
const (
	StatementType = "https://in-toto.io/Statement/v1"
	PredicateType = "https://bacctk.dev/certification/v1"
)

// Statement is an in-toto Statement v1: what is attested (Subject) and
// what is said of it (Predicate).
type Statement struct {
	Type          string    `json:"_type"`
	Subject       []Subject `json:"subject"`
	PredicateType string    `json:"predicateType"`
	Predicate     Predicate `json:"predicate"`
}

// Subject is a file by name and digests ("sha256": hex).
type Subject struct {
	Name   string            `json:"name"`
	Digest map[string]string `json:"digest"`
}

// Predicate is what the signer attests of the report: the run's verdict
// ("pass" or "fail") and headline (which tells a partial run), the rules
// data it was checked against, the report's own digest and the kit that
// made it, as the report states them.
type Predicate struct {
	Verdict      string `json:"verdict"`
	Headline     string `json:"headline,omitempty"`
	ContentHash  string `json:"contentHash"`
	ReportDigest string `json:"reportDigest"`
	KitVersion   string `json:"kitVersion"`
}

// reportFields are the members of a JSON report a statement restates.
type reportFields struct {
	Digest string `json:"digest"`
	Kit    struct {
		Version     string `json:"version"`
		ContentHash string `json:"contentHash"`
	} `json:"kit"`
	Engine struct {
		Command []string `json:"command"`
		Dir     string   `json:"dir"`
	} `json:"engine"`
	Summary struct {
		Result   string `json:"result"`
		Headline string `json:"headline"`
	} `json:"summary"`
}
