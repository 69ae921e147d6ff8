package attest

import (
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/bacctk/bacctk/internal/integrity"
)

// Refusal is Verify's error for a signature that was read but does not
// vouch for the report: a bad signature, another report, an edited one.
type Refusal struct{ msg string }

func (r *Refusal) Error() string { return r.msg }

func refuse(format string, a ...any) error { return &Refusal{fmt.Sprintf(format, a...)} }

// Refused reports whether err, from Verify, is a refusal (exit status
// 1), as opposed to input that cannot be read (2).
func Refused(err error) bool {
	var r *Refusal
	return errors.As(err, &r) || integrity.Unverified(err)
}

// Verify checks the signature envelope (JSON) of report with pub: a
// signature of the envelope over PAE verifies, the statement is the kit's,
// its first subject is the report's content, and the report's own digest
// verifies and is the one the statement names. It returns the statement.
func Verify(pub ed25519.PublicKey, envelope, report []byte) (*Statement, error) {
	var env Envelope
	if err := json.Unmarshal(envelope, &env); err != nil {
		return nil, fmt.Errorf("not a DSSE envelope: %v", err)
	}
	payload, err := env.open(pub)
	if err != nil {
		return nil, err
	}
	var st Statement
	if err := json.Unmarshal(payload, &st); err != nil {
		return nil, fmt.Errorf("the signed payload is not an in-toto statement: %v", err)
	}
	if st.Type != StatementType || st.PredicateType != PredicateType || len(st.Subject) == 0 {
		return nil, refuse("the signed statement is not a bacctk certification (%q, %q)", st.Type, st.PredicateType)
	}
	want := fileSubject(st.Subject[0].Name, report)
	if got := st.Subject[0].Digest["sha256"]; got != want.Digest["sha256"] {
		return nil, refuse("the signature is of report %s with sha256 %s; this file's is %s: another report, or one changed since it was signed",
			st.Subject[0].Name, got, want.Digest["sha256"])
	}
	digest, err := integrity.Check(report)
	if err != nil {
		return nil, err
	}
	if digest != st.Predicate.ReportDigest {
		return nil, refuse("the statement names report digest %s, the report's is %s", st.Predicate.ReportDigest, digest)
	}
	return &st, nil
}
