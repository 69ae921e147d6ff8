// Package docmap holds a package's doc.go to its files: the map of the
// files in a package comment is how a reader finds a concern, and a map
// that leaves files out misleads (a review found certify's listing 11 of
// its 39 files). Missing reports the files a doc.go does not name.
//
//	docmap.go  Missing: the source files of a folder that its doc.go does not name; Require, its test
package docmap

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Require fails t when the doc.go of dir leaves a file out: each
// package's TestDocMapListsEveryFile.
func Require(t testing.TB, dir string) {
	t.Helper()
	missing, err := Missing(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) > 0 {
		t.Errorf("doc.go's map of the files does not name %v", missing)
	}
}

// word is a file name or a glob of file names as a map writes them
// ("collect.go", "interpretations*.go", "interpretations*").
var word = regexp.MustCompile(`[A-Za-z0-9_*]+(\.go)?\*?`)

// Missing returns the non-test Go files of dir, other than doc.go, that its
// doc.go names neither by name nor by a glob ("interpretations*").
func Missing(dir string) ([]string, error) {
	doc, err := os.ReadFile(filepath.Join(dir, "doc.go"))
	if err != nil {
		return nil, err
	}
	var names []string
	for _, w := range word.FindAllString(string(doc), -1) {
		// a lone "*" in the prose ("patterns with * globs") is no
		// pattern of file names: it would match every file
		if strings.HasSuffix(w, ".go") || (strings.Contains(w, "*") && strings.Trim(w, "*") != "") {
			names = append(names, w)
		}
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var missing []string
	for _, f := range files {
		base := filepath.Base(f)
		if base == "doc.go" || strings.HasSuffix(base, "_test.go") {
			continue
		}
		named := false
		for _, n := range names {
			if ok, _ := path.Match(n, base); ok || n == base {
				named = true
				break
			}
		}
		if !named {
			missing = append(missing, base)
		}
	}
	return missing, nil
}
