package attest

import (
	"crypto/ed25519"
	"encoding/json"
	"fmt"

	"github.com/bacctk/bacctk/internal/integrity"
)

// Sign makes the signature of a JSON report: the in-toto statement that
// the report file name, with content report, states its verdict, in a
// DSSE envelope signed with key. The report's digest must verify: a
// signature over an edited report would vouch for the edit. The engine
// executable is hashed as it is now (executable), which for a report
// signed after the run may no longer be the one certified.
func Sign(key ed25519.PrivateKey, name string, report []byte) (Envelope, error) {
	if _, err := integrity.Check(report); err != nil {
		return Envelope{}, err
	}
	var r reportFields
	if err := json.Unmarshal(report, &r); err != nil {
		return Envelope{}, fmt.Errorf("not a JSON report: %v", err)
	}
	st := Statement{Type: StatementType, Subject: []Subject{fileSubject(name, report)}, PredicateType: PredicateType,
		Predicate: Predicate{Verdict: r.Summary.Result, Headline: r.Summary.Headline, ContentHash: r.Kit.ContentHash,
			ReportDigest: r.Digest, KitVersion: r.Kit.Version}}
	if s, ok := executable(r.Engine.Command, r.Engine.Dir); ok {
		st.Subject = append(st.Subject, s)
	}
	payload, err := json.Marshal(st)
	if err != nil {
		return Envelope{}, err
	}
	return seal(key, PayloadType, payload), nil
}
