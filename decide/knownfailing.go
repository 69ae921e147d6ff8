package decide

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	"github.com/bacctk/bacctk/internal/glob"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/internal/listfile"
)

// KnownFailing is a vendor's list of the clauses and vectors its engine is
// known to fail: a failed or errored verdict that a pattern matches does
// not fail the run, and a matched verdict that passes does (an "unexpected
// pass"), so that the list shrinks as the engine is fixed
// (connectrpc/conformance does the same).
type KnownFailing struct {
	// File is where the list was read from, for messages and the report;
	// SHA256 the hex SHA-256 of its content, when read from a file.
	File     string
	SHA256   string
	Patterns []Pattern
}

// ParseKnownFailing reads a known-failing list: one pattern per line,
// GAME/DOCUMENT:CLAUSE with '*' globs (e.g.
// "mbs-etg-v4-*/mbs-etg-v4:4.12") or a vector's stable id (e.g.
// "mbs-tiger-v2/coup-1a2b3c4d"); '#' starts a comment, blank lines are
// ignored. name is used in error messages, which give the line and say what
// was expected.
func ParseKnownFailing(name string, r io.Reader) (*KnownFailing, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	lines, err := listfile.Parse(name, b, checkPattern)
	if err != nil {
		return nil, err
	}
	kf := &KnownFailing{File: name}
	for _, l := range lines {
		kf.Patterns = append(kf.Patterns, Pattern{Text: l.Text, Line: l.N})
	}
	return kf, nil
}

// MaxKnownFailingSize bounds a known-failing list (certify's, and the list
// of vector ids of vectors verify): 1 MiB, ten thousand lines of patterns
// with comments, far more than a lab keeps; what is larger is not a list.
const MaxKnownFailingSize = 1 << 20

// ReadKnownFailing reads a known-failing list from a file.
func ReadKnownFailing(path string) (*KnownFailing, error) {
	b, err := infile.Read(path, MaxKnownFailingSize)
	if err != nil {
		return nil, err
	}
	kf, err := ParseKnownFailing(path, bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(b)
	kf.SHA256 = hex.EncodeToString(sum[:])
	return kf, nil
}

// checkPattern accepts GAME/DOCUMENT:CLAUSE or GAME/VECTOR-ID, each part
// non-empty, with no white space inside.
func checkPattern(p string) error {
	const want = "want GAME/DOCUMENT:CLAUSE, e.g. mbs-etg-v4-*/mbs-etg-v4:4.12, or a vector's stable id, e.g. mbs-tiger-v2/coup-1a2b3c4d ('*' matches anything)"
	if strings.ContainsAny(p, " \t") {
		return fmt.Errorf("white space inside a pattern; %s", want)
	}
	game, rest, ok := strings.Cut(p, "/")
	if !ok || game == "" || rest == "" {
		return fmt.Errorf("no GAME/ part; %s", want)
	}
	doc, clause, ok := strings.Cut(rest, ":")
	if !ok && !vectorKind(rest) {
		return fmt.Errorf("no DOCUMENT:CLAUSE after the '/', nor a vector id (coup-, shoe-, refusal- or table- and its hash); %s", want)
	}
	if ok && (doc == "" || clause == "") {
		return fmt.Errorf("no DOCUMENT:CLAUSE after the '/'; %s", want)
	}
	return nil
}

// vectorKind reports whether the part after GAME/ starts as a vector's
// stable id does (vectors/README.md "Stability"), or with a '*'.
func vectorKind(rest string) bool {
	if strings.HasPrefix(rest, "*") {
		return true
	}
	for _, k := range []string{"coup-", "shoe-", "refusal-", "table-"} {
		if strings.HasPrefix(rest, k) {
			return true
		}
	}
	return false
}

// Match returns the first row pattern that matches the verdict key
// GAME/DOCUMENT:CLAUSE, or nil.
func (k *KnownFailing) Match(key string) *Pattern {
	return k.match(key, false)
}

// MatchVector returns the first vector pattern that matches a vector's
// stable id, or nil.
func (k *KnownFailing) MatchVector(id string) *Pattern {
	return k.match(id, true)
}

func (k *KnownFailing) match(key string, vector bool) *Pattern {
	if k == nil {
		return nil
	}
	for i := range k.Patterns {
		if k.Patterns[i].IsVector() == vector && glob.Match(k.Patterns[i].Text, key) {
			return &k.Patterns[i]
		}
	}
	return nil
}
