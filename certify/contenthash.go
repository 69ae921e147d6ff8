package certify

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io/fs"
	"sort"
	"sync"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/vectors"
)

// ContentHash identifies what a certification checks against: the feature
// files, the golden vectors and the clause catalog the binary carries, as
// "sha256:" and the hex digest. Two reports with the same kit version but
// different hashes were made from different rules data (a local edit, a
// newer catalog), so a reader comparing certificates can tell
// (docs/certify.md "The HTML report").
func ContentHash() string { return contentHash() }

var contentHash = sync.OnceValue(func() string {
	h := sha256.New()
	for _, part := range []struct {
		name string
		fsys fs.FS
	}{{"features", features.FS}, {"vectors", vectors.FS}} {
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
			// Name and length frame each file, so that moving bytes from
			// one file to the next changes the hash.
			writeFramed(h, part.name+"/"+p, data)
		}
	}
	// The catalog as loaded (its JSON encoding is deterministic: slices
	// and structs only), so the hash follows the data and not its files.
	cat, _ := json.Marshal(clauses.Documents())
	writeFramed(h, "clauses", cat)
	return "sha256:" + hex.EncodeToString(h.Sum(nil))
})

func writeFramed(h interface{ Write([]byte) (int, error) }, name string, data []byte) {
	var n [8]byte
	for i, l := 0, uint64(len(data)); i < 8; i++ {
		n[i] = byte(l >> (8 * i))
	}
	h.Write([]byte(name))
	h.Write([]byte{0})
	h.Write(n[:])
	h.Write(data)
}

// CurrentKit is the kit that is running, as reports name it: version,
// revision, Go version and content hash (`bacctk version`).
func CurrentKit() Kit { return kitInfo() }
