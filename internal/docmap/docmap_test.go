package docmap

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestMissing(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// "with * globs": a lone star in the prose must not name every file
	write("doc.go", "// A map:\n//\n//\trun.go  the runner, patterns with * globs\n//\ttext*   renderers\npackage x\n")
	for _, f := range []string{"run.go", "text.go", "text_causes.go", "merge.go", "merge_test.go"} {
		write(f, "package x\n")
	}
	got, err := Missing(dir)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"merge.go"}; !slices.Equal(got, want) {
		t.Errorf("Missing = %v, want %v", got, want)
	}
}
