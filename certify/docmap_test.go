package certify

import (
	"testing"

	"github.com/bacctk/bacctk/internal/docmap"
)

// TestDocMapListsEveryFile: doc.go's map of the files names every file.
func TestDocMapListsEveryFile(t *testing.T) {
	missing, err := docmap.Missing(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) > 0 {
		t.Errorf("doc.go's map of the files does not name %v", missing)
	}
}
