package integrity

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
)

// Member is the name of the member of a report that holds its digest.
const Member = "digest"

// Digest returns "sha256:" and the hex SHA-256 of the canonical form of
// the JSON object data without its "digest" member: what a report's
// digest member holds.
func Digest(data []byte) (string, error) {
	c, err := canonical(data, Member)
	if err != nil {
		return "", err
	}
	if len(c) == 0 || c[0] != '{' {
		return "", errors.New("not a JSON object")
	}
	sum := sha256.Sum256(c)
	return "sha256:" + hex.EncodeToString(sum[:]), nil
}

// digestForm is what a digest member must look like.
var digestForm = regexp.MustCompile(`^sha256:[0-9a-f]{64}$`)

// ErrNoDigest is Check's error for an object without a digest member.
var ErrNoDigest = errors.New("the report has no digest member (written by a kit before digests, or removed)")

// Mismatch is Check's error for a document whose stated digest is not
// that of its content: it was changed after it was written.
type Mismatch struct {
	Stated, Computed string
}

func (m *Mismatch) Error() string {
	return fmt.Sprintf("digest mismatch: the report states %s, its content hashes to %s: it was changed after it was written", m.Stated, m.Computed)
}

// Check recomputes the digest of the JSON object data and compares it
// with its digest member. It returns the digest when they agree; a
// *Mismatch, or ErrNoDigest, when the document is valid but does not
// verify; another error when data is not a JSON object (or its digest
// member not a digest).
func Check(data []byte) (string, error) {
	computed, err := Digest(data)
	if err != nil {
		return "", err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return "", err
	}
	raw, ok := top[Member]
	if !ok {
		return "", ErrNoDigest
	}
	var stated string
	if err := json.Unmarshal(raw, &stated); err != nil || !digestForm.MatchString(stated) {
		return "", fmt.Errorf("the digest member is not \"sha256:\" and 64 lowercase hex digits")
	}
	if stated != computed {
		return "", &Mismatch{Stated: stated, Computed: computed}
	}
	return computed, nil
}

// Unverified reports whether err, from Check, says that the document
// reads as a report but does not verify (a mismatch or no digest), as
// opposed to one that cannot be read: a command's exit status 1, not 2.
func Unverified(err error) bool {
	var m *Mismatch
	return errors.As(err, &m) || errors.Is(err, ErrNoDigest)
}
