package features

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	gherkin "github.com/cucumber/gherkin/go/v26"
	messages "github.com/cucumber/messages/go/v21"
)

// File is a feature file parsed as godog parses it: its document and its
// pickles (one per scenario, and per Examples row of an outline).
type File struct {
	Path    string
	Doc     *messages.GherkinDocument
	Pickles []*messages.Pickle
}

// Parse parses every file whose name ends in ".feature" in fsys, in
// lexical order, with the Gherkin parser: the one reading of the features
// that the clause catalog (clauses.ScanFeatures) and the scenario runner
// (package steps) share. Ids are drawn from one generator across the
// files, as godog draws them. A file that cannot be read or parsed is an
// error naming it, and the errors of all such files are joined; the files
// that did parse are still returned.
func Parse(fsys fs.FS) ([]File, error) {
	var out []File
	var errs []error
	newID := (&messages.Incrementing{}).NewId
	walkErr := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(p, ".feature") {
			return nil
		}
		src, err := fs.ReadFile(fsys, p)
		if err == nil {
			var doc *messages.GherkinDocument
			if doc, err = gherkin.ParseGherkinDocument(bytes.NewReader(src), newID); err == nil {
				doc.Uri = p
				out = append(out, File{Path: p, Doc: doc, Pickles: gherkin.Pickles(*doc, p, newID)})
			}
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", p, err))
		}
		return nil
	})
	if walkErr != nil {
		errs = append(errs, walkErr)
	}
	return out, errors.Join(errs...)
}
