package testchild

import (
	"testing"

	"github.com/bacctk/bacctk/internal/docmap"
)

// TestDocMapListsEveryFile: doc.go's map of the files names every file.
func TestDocMapListsEveryFile(t *testing.T) { docmap.Require(t, ".") }
