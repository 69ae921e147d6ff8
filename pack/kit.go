package pack

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/rules"
)

// KitFiles lays one of the kit's five documents out as a rules pack: its
// rules text, its catalog, its feature files, its game file and its
// deal's clauses, as the kit embeds them. Loaded (Load), it is the same
// document and the same games as the kit's own (TestKitDocumentsAsPacks):
// the pack format says everything the kit knows of its own documents but
// the table lifecycle, which is code (reference/table*.go).
func KitFiles(doc string) ([]File, error) {
	d, ok := clauses.LookupDocument(doc)
	if !ok || !slices.Contains(clauses.KitDocumentIDs(), doc) {
		return nil, fmt.Errorf("%q is not one of the kit's documents %v", doc, clauses.KitDocumentIDs())
	}
	text, err := fs.ReadFile(rules.FS, d.Source)
	if err != nil {
		return nil, err
	}
	games, ok := reference.GameFile(reference.DocumentID(doc))
	if !ok {
		return nil, fmt.Errorf("%s: the kit has no game file", doc)
	}
	for i := range d.Clauses {
		d.Clauses[i].Words, d.Clauses[i].Document = "", ""
	}
	catalog, err := jsonFile(d)
	if err != nil {
		return nil, err
	}
	m := Manifest{ID: doc, Title: d.Title, Edition: d.Edition, Rules: d.Source, Catalog: CatalogFile, Games: GamesFile, Features: FeaturesDir}
	deal := numbers(doc, clauses.DealFieldsOf(doc))
	m.Deal = &deal
	manifest, err := jsonFile(m)
	if err != nil {
		return nil, err
	}
	files := []File{{ManifestFile, manifest}, {d.Source, text}, {CatalogFile, catalog}, {GamesFile, games}}
	feats, err := fs.Glob(features.FS, doc+"/*.feature")
	if err != nil {
		return nil, err
	}
	for _, f := range feats {
		b, err := fs.ReadFile(features.FS, f)
		if err != nil {
			return nil, err
		}
		files = append(files, File{path.Join(FeaturesDir, path.Base(f)), b})
	}
	return files, nil
}

// numbers is a document's deal blame data as pack.json states it: the
// document's own clause numbers, without its id, and without the kit's
// interpretations, which every pack's deal has (clauses.RegisterDeal).
func numbers(doc string, f clauses.DealFields) clauses.DealFields {
	own := func(refs []string) []string {
		var out []string
		for _, r := range refs {
			if n, ok := strings.CutPrefix(r, doc+":"); ok {
				out = append(out, n)
			}
		}
		return out
	}
	decks, _ := strings.CutPrefix(f.Decks, doc+":")
	return clauses.DealFields{Decks: decks, PointValues: own(f.PointValues), Totals: own(f.Totals), DealOrder: own(f.DealOrder),
		Natural: own(f.Natural), PlayerDraw: own(f.PlayerDraw), BankerStood: own(f.BankerStood), BankerDrew: own(f.BankerDrew),
		Winner: own(f.Winner), Tie: own(f.Tie), Cut: own(f.Cut), Foreign: own(f.Foreign), Earlier: own(f.Earlier),
		Insufficient: own(f.Insufficient)}
}
