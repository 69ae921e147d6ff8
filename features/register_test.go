package features

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// TestRegister: a pack's feature files are served by All under its
// document id, beside the kit's, and walk like them; a document the kit
// or an earlier pack has is refused.
func TestRegister(t *testing.T) {
	before := mounts.Load()
	t.Cleanup(func() { mounts.Store(before) })
	pack := fstest.MapFS{"01-definitions.feature": {Data: []byte("Feature: Definitions\n")}}
	if err := Register("harbour-ez", pack); err != nil {
		t.Fatal(err)
	}
	var files []string
	if err := fs.WalkDir(All(), ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(files, "harbour-ez/01-definitions.feature") || !slices.Contains(files, "mbs-ncb-v6/01-definitions.feature") {
		t.Fatalf("All walks %d files, without the pack's or the kit's first: %v", len(files), files[:min(len(files), 5)])
	}
	data, err := fs.ReadFile(All(), "harbour-ez/01-definitions.feature")
	if err != nil || !strings.HasPrefix(string(data), "Feature: Definitions") {
		t.Fatalf("reading the pack's file through All: %q, %v", data, err)
	}
	for _, doc := range []string{"harbour-ez", "mbs-ncb-v6", "../x", ""} {
		if err := Register(doc, pack); err == nil {
			t.Errorf("Register(%q) accepted: want it refused", doc)
		}
	}
}
