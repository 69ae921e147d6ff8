package certify

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/rules"
	"github.com/bacctk/bacctk/vectors"
)

// ContentHash identifies what decides a certification's verdicts besides
// the engine: the rules texts, the feature files, the golden vectors and
// the clause catalog the binary carries, and the kit's version and
// revision (its code judges), as "sha256:" and the hex digest of the list
// of ContentInputs, one line "HEX  NAME\n" each in their order, as
// sha256sum prints them. Two reports with the same kit version but
// different hashes were made from different rules data or code (a local
// edit, a newer catalog), so a reader comparing certificates can tell,
// and the inputs the report lists say which (docs/certify.md
// "Reproducing a certificate").
func ContentHash() string { return contentHash() }

// ContentInputs are the inputs of ContentHash, each by its SHA-256: the
// rules texts ("rules/NAME.txt"), the feature files ("features/..."), the
// vectors ("vectors/..."), each in path order, then the catalog as loaded
// ("clauses") and the kit ("kit": its name, version and revision).
func ContentInputs() []report.ContentInput {
	return append([]report.ContentInput(nil), contentInputs()...)
}

var contentInputs = sync.OnceValue(func() []report.ContentInput {
	var out []report.ContentInput
	add := func(name string, data []byte) {
		sum := sha256.Sum256(data)
		out = append(out, report.ContentInput{Name: name, SHA256: hex.EncodeToString(sum[:])})
	}
	for _, part := range []struct {
		name string
		fsys fs.FS
	}{{"rules", rules.FS}, {"features", features.FS}, {"vectors", vectors.FS}} {
		var paths []string
		_ = fs.WalkDir(part.fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				paths = append(paths, p)
			}
			return nil
		})
		sort.Strings(paths)
		for _, p := range paths {
			data, err := fs.ReadFile(part.fsys, p)
			if err != nil {
				continue // embedded files always read; nothing to hash otherwise
			}
			add(part.name+"/"+p, data)
		}
	}
	// The catalog as loaded (its JSON encoding is deterministic: slices
	// and structs only), so the hash follows the data and not its files.
	cat, _ := json.Marshal(clauses.Documents())
	add("clauses", cat)
	add("kit", []byte(report.KitName+" "+report.KitVersion+" "+kitRevision()))
	return out
})

var contentHash = sync.OnceValue(func() string { return HashContentInputs(contentInputs()) })

// HashContentInputs is the content hash of a list of inputs: what a
// reader computes from a report's kit.contentInputs to check its
// kit.contentHash.
func HashContentInputs(inputs []report.ContentInput) string {
	var b strings.Builder
	for _, in := range inputs {
		fmt.Fprintf(&b, "%s  %s\n", in.SHA256, in.Name)
	}
	sum := sha256.Sum256([]byte(b.String()))
	return "sha256:" + hex.EncodeToString(sum[:])
}

// CurrentKit is the kit that is running, as reports name it: version,
// revision, Go version and content hash (`bacctk version`).
func CurrentKit() report.Kit { return kitInfo() }
