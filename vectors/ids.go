package vectors

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/internal/listfile"
)

// A test's id never changes once published, so that a known-failing list, a
// bug report or a lab's record that cites it keeps pointing at the same
// test after an upgrade (tcIds renumber when the generator adds tests). The
// id is derived from the test's content: the game, the kind of test and the
// first 12 hex digits of the SHA-256 of everything an engine is asked and
// must answer (the group's decks and rounding, the request and the expected
// result; not the comment, flags or clauses, which may be improved without
// changing what is tested). A test whose content changes is a new test with
// a new id; the old id is retired (RetiredFile) and never used again.

// RetiredFile is the list, embedded in FS, of ids once published and no
// longer generated: one id per line, '#' starts a comment. `bacctk vectors
// generate` appends to it the ids its new files drop.
const RetiredFile = "retired_v1.txt"

// idPattern is the form of an id: game/kind-hash.
var idPattern = regexp.MustCompile(`^([a-z0-9-]+)/(coup|shoe|refusal|table)-([0-9a-f]{12})$`)

// idKinds are the kind words of ids, per group type.
var idKinds = map[string]string{TypeCoup: "coup", TypeShoe: "shoe", TypeRefusal: "refusal", TypeTable: "table"}

// idContent is what a test's id hashes. Field order is fixed: it is part of
// the id's definition.
type idContent struct {
	Game     string               `json:"game"`
	Type     string               `json:"type"`
	Decks    int                  `json:"decks"`
	Rounding int64                `json:"rounding"`
	Cards    []string             `json:"cards"`
	Wagers   []adapter.Wager      `json:"wagers"`
	Config   *adapter.TableConfig `json:"config"`
	Events   []adapter.TableEvent `json:"events"`
	Expected Expected             `json:"expected"`
}

// ContentID returns the id a test of a group of file game has by its
// content.
func ContentID(game string, g *Group, t *Test) (string, error) {
	kind, ok := idKinds[g.Type]
	if !ok {
		return "", fmt.Errorf("no id for a test of group type %q", g.Type)
	}
	b, err := json.Marshal(idContent{Game: game, Type: g.Type, Decks: g.Decks, Rounding: g.Table.Rounding,
		Cards: t.Cards, Wagers: t.Wagers, Config: t.Config, Events: t.Events, Expected: t.Expected})
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return game + "/" + kind + "-" + hex.EncodeToString(sum[:6]), nil
}

// fillIDs gives every test without an id its content id.
func fillIDs(f *File) error {
	for gi := range f.TestGroups {
		g := &f.TestGroups[gi]
		for ti := range g.Tests {
			t := &g.Tests[ti]
			if t.ID != "" {
				continue
			}
			id, err := ContentID(f.Game, g, t)
			if err != nil {
				return fmt.Errorf("testGroups[%d].tests[%d]: %w", gi, ti, err)
			}
			t.ID = id
		}
	}
	return nil
}

// Retired returns the retired ids of the kit's vectors (RetiredFile in FS)
// with the line each is on.
func Retired() map[string]int {
	b, err := FS.ReadFile(RetiredFile)
	if err != nil {
		// The list is embedded; its absence is a build defect.
		panic("vectors: embedded retired list missing: " + err.Error())
	}
	ids, _ := ParseRetired(b)
	return ids
}

// ParseRetired reads a retired list: one id per line, '#' starts a
// comment, blank lines are ignored. It returns the ids with their lines,
// and an error naming the line of the first id that is malformed.
func ParseRetired(b []byte) (map[string]int, error) {
	out := map[string]int{}
	lines, first := listfile.Lines(b)
	for _, l := range lines {
		if !idPattern.MatchString(l.Text) && first == nil {
			first = fmt.Errorf("%s:%d: %q is not a vector id (want game/kind-hash, e.g. mbs-tiger-v2/coup-0123456789ab)", RetiredFile, l.N, l.Text)
		}
		out[l.Text] = l.N
	}
	return out, first
}

// Retire returns the retired list with the ids of the old files that the
// new files no longer have appended (sorted, one line each, under a comment
// naming the generator version), and those ids. Files are keyed by path, as
// Generate returns them; files that are not valid vector files are skipped.
func Retire(old, new map[string][]byte, retired []byte) ([]byte, []string) {
	live := map[string]bool{}
	for _, b := range new {
		for _, id := range fileIDs(b) {
			live[id] = true
		}
	}
	known, _ := ParseRetired(retired)
	var gone []string
	for _, b := range old {
		for _, id := range fileIDs(b) {
			if !live[id] && known[id] == 0 {
				known[id] = -1
				gone = append(gone, id)
			}
		}
	}
	if len(gone) == 0 {
		return retired, nil
	}
	sort.Strings(gone)
	out := append([]byte(nil), retired...)
	if len(out) > 0 && out[len(out)-1] != '\n' {
		out = append(out, '\n')
	}
	out = append(out, fmt.Sprintf("# retired by %s %s\n", GeneratorName, GeneratorVersion)...)
	for _, id := range gone {
		out = append(out, id+"\n"...)
	}
	return out, gone
}

// fileIDs returns the ids of a vector file's tests, without validating it.
func fileIDs(b []byte) []string {
	var f struct {
		TestGroups []struct {
			Tests []struct {
				ID string `json:"id"`
			} `json:"tests"`
		} `json:"testGroups"`
	}
	if json.Unmarshal(b, &f) != nil {
		return nil
	}
	var out []string
	for _, g := range f.TestGroups {
		for _, t := range g.Tests {
			if t.ID != "" {
				out = append(out, t.ID)
			}
		}
	}
	return out
}
